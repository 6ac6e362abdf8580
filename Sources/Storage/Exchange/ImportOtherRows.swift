import Domain
import Formats

/// An import's rows beside the sessions: challenge days, tombstones, programs, body rows, settings,
/// exercises' weight steps.
extension Store {
    func importChallengeDays(_ days: [ImportedChallengeDay], into summary: inout ImportSummary) throws {
        for day in days {
            if let local = try db.firstRow("SELECT updated_at FROM daily_challenge WHERE date = ?", [day.date.iso]) {
                guard isNewer(day.updatedAt, than: try local.requiredString("updated_at", table: "daily_challenge")) else { continue }
                try db.execute("UPDATE daily_challenge SET sets_completed = ?, target = ?, uid = ?, updated_at = ? WHERE date = ?",
                               [day.sets, day.target, day.uid, day.updatedAt, day.date.iso])
                try writeChallengeCounts(of: day)
                summary.challengeDaysUpdated += 1
            } else {
                try db.execute("INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES (?, ?, ?, ?, ?)",
                               [day.date.iso, day.sets, day.target, day.uid, day.updatedAt])
                try writeChallengeCounts(of: day)
                summary.challengeDaysAdded += 1
            }
        }
    }

    /// The devices' counts of a day written from a file: the file's own, else (a file from
    /// before sync, or another app's) the day's count as this device's.
    func writeChallengeCounts(of day: ImportedChallengeDay) throws {
        try db.execute("DELETE FROM challenge_counts WHERE date = ?", [day.date.iso])
        guard !day.counts.isEmpty else { return try settleChallengeCounts(day: day.date, stamp: day.updatedAt) }
        for count in day.counts {
            try db.execute("INSERT INTO challenge_counts (date, device, sets, updated_at) VALUES (?, ?, ?, ?)",
                           [day.date.iso, count.device, count.sets, count.updatedAt])
        }
    }

    /// Records deleted for good elsewhere stay deleted here: a set (its session, changed, comes
    /// whole), a workout thrown away while in progress. Returns how many workouts in progress
    /// here that took away, for the caller to say in its own words.
    func importTombstones(_ tombstones: [String: String]) throws -> Int {
        var workoutsRemoved = 0
        for (uid, deletedAt) in tombstones.sorted(by: { $0.key < $1.key }) {
            // Deleted on two machines apart: the later deletion, as the merge keeps it, so both end alike.
            try db.execute("""
                INSERT INTO tombstones (uid, deleted_at) VALUES (?, ?) ON CONFLICT(uid) DO UPDATE SET deleted_at = excluded.deleted_at
                WHERE (CAST(strftime('%s', excluded.deleted_at) AS INTEGER), excluded.deleted_at) > (CAST(strftime('%s', deleted_at) AS INTEGER), deleted_at)
                """, [uid, deletedAt])
            try db.execute("DELETE FROM sessions WHERE uid = ? AND status = 'active'", [uid])
            workoutsRemoved += db.changes
        }
        return workoutsRemoved
    }

    /// Programs by uid, else by key (one program started apart on two machines): the later
    /// `updatedAt` wins. One deleted for good, here or in the
    /// file, stays away; a replace takes the file's, even one deleted here before.
    func importPrograms(_ programs: [ProgramRecord], replacing: Bool, fileTombstones: [String: String],
                                into summary: inout ImportSummary) throws {
        if !replacing { try db.execute("DELETE FROM programs WHERE EXISTS (SELECT 1 FROM tombstones t WHERE t.uid = programs.uid)") }
        var added = 0, updated = 0
        for program in programs where fileTombstones[program.uid] == nil {
            if replacing {
                try db.execute("DELETE FROM tombstones WHERE uid = ?", [program.uid])
            } else if try db.firstRow("SELECT 1 FROM tombstones WHERE uid = ?", [program.uid]) != nil {
                continue
            }
            let values: [SQLBindable] = [program.uid, program.key, program.text, program.startedAt, program.updatedAt]
            let select = "SELECT \(Store.programColumns) FROM programs"
            if let local = try db.firstRow("\(select) WHERE uid = ?", [program.uid]) ?? db.firstRow("\(select) WHERE key = ?", [program.key]) {
                let stored = try Store.program(from: local)
                guard isNewer(program.updatedAt, than: stored.updatedAt) else { continue }
                try db.execute("UPDATE programs SET uid = ?, key = ?, text = ?, started_epoch = ?, updated_at = ? WHERE uid = ?",
                               values + [stored.uid])
                // The same program under the file's id: followed here, it is still followed.
                if stored.uid != program.uid {
                    try db.execute("UPDATE settings SET value = ? WHERE key = ? AND value = ?", [program.uid, SettingKey.program.rawValue, stored.uid])
                }
                updated += 1
            } else {
                try db.execute("INSERT INTO programs (uid, key, text, started_epoch, updated_at) VALUES (?, ?, ?, ?, ?)", values)
                added += 1
            }
        }
        // Not one of the summary's counts (yet): said as a line of its own.
        if added + updated > 0 { summary.notes.append("  programs: \(added) added, \(updated) updated") }
    }

    /// Weigh-ins and measurements by uid: the newer `updatedAt` wins, a tombstone too.
    func importBody(_ rows: [ImportedBodyMeasurement], into summary: inout ImportSummary) throws {
        for row in rows {
            let m = row.measurement
            let values: [SQLBindable] = [m.kind.rawValue, m.value, m.date.iso, m.measured.epochSeconds, m.measured.utcOffsetSeconds, m.note,
                                         row.updatedAt, row.deletedAt]
            if let local = try db.firstRow("SELECT updated_at FROM body_measurements WHERE uid = ?", [row.uid]) {
                let localUpdatedAt = try local.requiredString("updated_at", table: "body_measurements")
                guard isNewer(row.updatedAt, than: localUpdatedAt) else {
                    summary.bodyUnchanged += 1
                    continue
                }
                try db.execute("""
                    UPDATE body_measurements SET kind = ?, value = ?, date = ?, measured_epoch = ?, utc_offset_seconds = ?, note = ?,
                        updated_at = ?, deleted_at = ? WHERE uid = ?
                    """, values + [row.uid])
                summary.bodyUpdated += 1
            } else {
                try db.execute("""
                    INSERT INTO body_measurements (kind, value, date, measured_epoch, utc_offset_seconds, note, updated_at, deleted_at, uid)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, values + [row.uid])
                summary.bodyAdded += 1
            }
        }
    }

    /// Settings from a file: a merge adds those the database lacks, a replace sets them all.
    func importSettings(_ settings: [String: String], stamps: [String: String], overwrite: Bool, into summary: inout ImportSummary) throws {
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key != SettingKey.lastBackup.rawValue {
            let local = try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.string("value")
            guard local != value, overwrite || local == nil else { continue }
            // With the time the file says it was set (none from an export before sync).
            try writeSetting(key, value, stamp: stamps[key])
            summary.settingsChanged += 1
        }
    }

    /// The lifter's own weight steps: the file's where the exercise has none here, else the
    /// newer of the two. A bundled exercise's
    /// row is stamped when the catalog was installed, so its stamp alone cannot refuse a step.
    /// Only the step and its stamp are written.
    func importWeightSteps(_ steps: [ImportedWeightStep]) throws {
        for step in steps {
            guard let local = try db.firstRow("SELECT weight_step, updated_at FROM exercises WHERE id = ?", [step.exerciseID]) else { continue }
            let own = local.double("weight_step")
            guard own != step.kilograms else { continue }
            // A custom exercise's row may have come in with this very stamp: the step is part of that version.
            let stamped = try local.requiredString("updated_at", table: "exercises")
            guard own == nil || !isNewer(stamped, than: step.updatedAt) else { continue }
            try db.execute("UPDATE exercises SET weight_step = ?, updated_at = ? WHERE id = ?", [step.kilograms, step.updatedAt, step.exerciseID])
        }
    }

    /// A weight step of an exercise neither the file nor the database has is refused, not dropped.
    func checkWeightStepExercises(_ bundle: ImportBundle) throws {
        guard !bundle.exerciseWeightSteps.isEmpty else { return }
        var known = Set(bundle.exercises.map(\.exercise.id))
        try read("read the exercises") {
            for row in try db.rows("SELECT id FROM exercises") { known.insert(try row.requiredString("id", table: "exercises")) }
        }
        for (i, step) in bundle.exerciseWeightSteps.enumerated() where !known.contains(step.exerciseID) {
            let field = ExportFields.Document.exerciseWeightSteps.name
            throw StoreError("Field \(field)[\(i)] names the exercise \(quotedValue(step.exerciseID)), which neither the file nor the database has; nothing was imported.")
        }
    }
}
