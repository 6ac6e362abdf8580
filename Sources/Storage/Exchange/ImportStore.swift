import Domain
import Formats

extension Store {
    /// Writes `bundle` in one transaction: all of it or, when anything fails, none of it.
    /// `dryRun` does the same work and rolls it back, so the summary is exactly what would happen.
    /// `defaultSplits` (the bundled A/B/C, as `installDefaultSplits` takes them): a replace
    /// whose file brings no split in the rotation installs them, as a new database has them,
    /// so that Home still has a next workout. Only called then.
    public func importBundle(_ bundle: ImportBundle, mode: ImportMode, dryRun: Bool, now: Moment,
                             defaultSplits: () -> [Split] = { [] }) throws -> ImportSummary {
        if dryRun && readOnly {
            // A read-only connection cannot write even what it rolls back: the dry run goes
            // to a copy of the database in memory, and the file is never opened for writing.
            let scratch = try Store(path: ":memory:")
            try scratch.restore(from: path)
            return try scratch.importBundle(bundle, mode: mode, dryRun: true, now: now, defaultSplits: defaultSplits)
        }
        let defaults = mode == .replace && !bundle.splits.contains(where: { $0.inRotation && $0.deletedAt == nil }) ? defaultSplits() : []
        try checkReferences(bundle)
        return try writeBundle(mode: mode, dryRun: dryRun, now: now, defaults: defaults) { bundle }
    }

    /// Writes the bundle `prepare` gives, which it makes inside the transaction (a sync merges
    /// with the database as it is under the write lock).
    func writeBundle(mode: ImportMode, dryRun: Bool, now: Moment, defaults: [Split],
                     _ prepare: @escaping () throws -> ImportBundle) throws -> ImportSummary {
        // The whole import is one transaction: with SQLite's default page cache (2 MB) a
        // 10-year history spills pages to the WAL before the commit and reads them back. A
        // larger cache for this connection while it runs (it only grows as pages are used).
        // Statement journals in memory: past 64 KB SQLite moves one to a temporary file, and
        // an import's journal then went to disk a page at a time (a tenth of its time).
        let cacheSize = try db.firstRow("PRAGMA cache_size")?.int("cache_size")
        let tempStore = try db.firstRow("PRAGMA temp_store")?.int("temp_store")
        try db.executeScript("PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY")
        defer {
            if let cacheSize { try? db.executeScript("PRAGMA cache_size = \(cacheSize)") }
            if let tempStore { try? db.executeScript("PRAGMA temp_store = \(tempStore)") }
        }
        // A merge makes every reference it writes (a step's and a set's session, a region's
        // group), so the per-row foreign key checks are left out and the references of the
        // tables it wrote are checked once before the commit. A replace keeps them on: it
        // clears the database through their ON DELETE CASCADE. The setting only changes
        // outside a transaction (inside one it stays on, and the checks with it).
        let checksReferencesOnce = mode == .merge && foreignKeysOn()
        if checksReferencesOnce { try db.executeScript("PRAGMA foreign_keys = OFF") }
        defer { if checksReferencesOnce { try? db.executeScript("PRAGMA foreign_keys = ON") } }
        let body = { [self] () throws -> ImportSummary in
            let bundle = try prepare()
            var summary = ImportSummary(source: bundle.source)
            summary.dryRun = dryRun
            summary.notes = bundle.notes
            if mode == .replace {
                try clearForReplace(into: &summary)
                // Put in first, as in a new database; the file's session types are the file's.
                let types = Set(bundle.splits.map(\.sessionType))
                summary.defaultSplitsAdded = try insertDefaultSplits(defaults.filter { !types.contains($0.sessionType) }, now: now)
            }
            let sync = bundle.isSyncResult
            try importTaxonomy(bundle.groups)
            try importExercises(bundle.exercises, sync: sync, into: &summary)
            try importSplits(bundle.splits, onlyAdding: bundle.addsSplitsOnly, sync: sync, into: &summary)
            try importTombstones(bundle.tombstones, into: &summary)
            try importPrograms(bundle.programs, replacing: mode == .replace, fileTombstones: bundle.tombstones, sync: sync, into: &summary)
            try importSessions(bundle.sessions, refreshingUnedited: bundle.refreshesUnedited, sync: sync, into: &summary)
            try rememberExerciseNames(bundle.exerciseNames)
            // An exercise's regions changed: every session's coverage follows.
            if summary.exercisesUpdated > 0 { try resummarizeRegions() }
            try importChallengeDays(bundle.challengeDays, sync: sync, into: &summary)
            try importBody(bundle.body, sync: sync, into: &summary)
            // The sets brought in, and those a weigh-in brought in now weighs, take their day's body weight.
            try refreshBodyWeights(from: nil)
            if sync {
                try syncSettings(bundle.settings, stamps: bundle.settingsUpdatedAt, into: &summary)
                // Edits made here from now on are stamped after everything the two machines hold.
                try raiseClockFloor(to: Int(SyncMerge.latestStamp(bundle).rounded(.up)))
            } else {
                try importSettings(bundle.settings, stamps: bundle.settingsUpdatedAt, overwrite: mode == .replace, into: &summary)
            }
            if checksReferencesOnce && !summary.changedNothing { try checkForeignKeys() }
            return summary
        }
        // A file's id already used in the database by another record: said in one sentence.
        let guarded = { () throws -> ImportSummary in
            do { return try body() } catch let error as SQLiteError where error.isUniqueViolation {
                throw Store.idInUseError(error)
            }
        }
        if !dryRun { return try write("import the file", guarded) }
        return try read("import the file") {
            try db.execute("BEGIN IMMEDIATE")
            defer { try? db.execute("ROLLBACK") }
            return try guarded()
        }
    }

    /// "UNIQUE constraint failed: session_steps.uid" as a sentence for the person importing.
    static func idInUseError(_ error: SQLiteError) -> StoreError {
        let records = ["sessions": "session", "session_steps": "session step", "set_logs": "set", "splits": "split",
                       "split_steps": "split step", "exercises": "exercise", "daily_challenge": "challenge day",
                       "body_measurements": "measurement", "programs": "program"]
        let table = error.message.split(separator: ":").last?.split(separator: ".").first.map { String($0.drop { $0 == " " }) } ?? ""
        let record = records[table] ?? "record"
        return StoreError("The file gives a \(record) an id (uid) that another \(record) in the database already has, so nothing was imported; correct the file's uids or import it with --replace.")
    }

    private func foreignKeysOn() -> Bool {
        (try? db.firstRow("PRAGMA foreign_keys")?.int("foreign_keys")) == 1
    }

    /// The tables an import writes that reference others, each checked whole (once, cheaper
    /// than a check per row) when the import turned the per-row checks off: a bug can then
    /// fail the import but never commit a row pointing nowhere.
    private func checkForeignKeys() throws {
        for table in ["muscle_regions", "exercise_regions", "split_steps", "session_steps", "set_logs", "session_exercise_bests", "session_regions"] {
            if let row = try db.firstRow("PRAGMA foreign_key_check(\(table))") {
                throw StoreError("The import would have left a row of \(table) (rowid \(row.int("rowid") ?? 0)) pointing to a missing row of \(row.string("parent") ?? "another table"); nothing was imported.")
            }
        }
    }

    /// Regions named by exercises must exist (in the file or the database) before anything is written.
    func checkReferences(_ bundle: ImportBundle) throws {
        var regions = Set(bundle.groups.flatMap(\.regions).map(\.id))
        let exercises = bundle.exercises.filter { !$0.exercise.regions.isEmpty }
        guard !exercises.isEmpty else { return }
        try read("read the taxonomy") {
            for row in try db.rows("SELECT id FROM muscle_regions") { regions.insert(try row.requiredString("id", table: "muscle_regions")) }
        }
        for (i, e) in bundle.exercises.enumerated() {
            if let missing = e.exercise.regions.first(where: { !regions.contains($0) }) {
                throw StoreError("Field exercises[\(i)] names the muscle region \(quotedValue(missing)), which neither the file's taxonomy nor the database has; nothing was imported.")
            }
        }
    }

    private func clearForReplace(into summary: inout ImportSummary) throws {
        func count(_ sql: String) throws -> Int { try db.firstRow(sql)?.int("n") ?? 0 }
        summary.replaced = true
        summary.sessionsRemoved = try count("SELECT count(*) AS n FROM sessions WHERE status = 'finished' AND deleted_at IS NULL")
        summary.splitsRemoved = try count("SELECT count(*) AS n FROM splits WHERE deleted_at IS NULL")
        summary.challengeDaysRemoved = try count("SELECT count(*) AS n FROM daily_challenge")
        summary.exercisesRemoved = try count("SELECT count(*) AS n FROM exercises WHERE is_custom = 1")
        summary.bodyRemoved = try count("SELECT count(*) AS n FROM body_measurements WHERE deleted_at IS NULL")
        try deleteUserRows(replacing: true)
        for key in SettingKey.allCases where key != .lastBackup {
            try db.execute("DELETE FROM settings WHERE key = ?", [key.rawValue])
        }
    }

    private func importTaxonomy(_ groups: [MuscleGroup]) throws {
        guard !groups.isEmpty else { return }
        var position = try db.firstRow("SELECT coalesce(max(position) + 1, 0) AS next FROM muscle_groups")?.requiredInt("next", table: "muscle_groups") ?? 0
        for group in groups {
            try db.execute("INSERT INTO muscle_groups (id, name, position) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING", [group.id, group.name, position])
            position += 1
            for (ri, region) in group.regions.enumerated() {
                try db.execute("""
                    INSERT INTO muscle_regions (id, group_id, name, label, position) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING
                    """, [region.id, group.id, region.name, region.label, ri])
            }
        }
    }

    /// Whether `imported` is strictly newer than `local` (both ISO 8601, in any offset).
    func isNewer(_ imported: String, than local: String?) -> Bool {
        guard let local, let l = isoInstant(local) else { return true }
        guard let i = isoInstant(imported) else { return false }
        return i > l
    }

    /// `sync`: the bundle is a sync's merge, whose every record is what the database must hold
    /// (`ImportBundle.isSyncResult`): a record whose version differs is written, older or not.
    private func importExercises(_ exercises: [ImportedExercise], sync: Bool, into summary: inout ImportSummary) throws {
        for item in exercises {
            let e = item.exercise
            let local = try db.firstRow("SELECT is_custom, updated_at FROM exercises WHERE id = ?", [e.id])
            if let local {
                // A bundled exercise is the binary's; a custom one takes the newer version.
                let localUpdatedAt = try local.requiredString("updated_at", table: "exercises")
                guard try local.requiredBool("is_custom", table: "exercises"),
                      sync ? localUpdatedAt != item.updatedAt : isNewer(item.updatedAt, than: localUpdatedAt) else { continue }
                try db.execute("""
                    UPDATE exercises SET name = ?, category = ?, equipment = ?, load_type = ?, unilateral = ?, uid = ?, updated_at = ? WHERE id = ?
                    """, [e.name, e.category.rawValue, e.equipment.rawValue, item.loadType?.rawValue, e.unilateral, item.uid, item.updatedAt, e.id])
                try db.execute("DELETE FROM exercise_regions WHERE exercise_id = ?", [e.id])
                summary.exercisesUpdated += 1
            } else {
                try db.execute("""
                    INSERT INTO exercises (id, uid, name, category, equipment, load_type, unilateral, is_custom, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)
                    """, [e.id, item.uid, e.name, e.category.rawValue, e.equipment.rawValue, item.loadType?.rawValue, e.unilateral, item.updatedAt])
                summary.exercisesAdded += 1
                summary.newExercises.append(e.name)
            }
            for (role, regions) in [("primary", e.primary), ("secondary", e.secondary)] {
                for region in regions {
                    try db.execute("INSERT OR IGNORE INTO exercise_regions (exercise_id, region_id, role) VALUES (?, ?, ?)", [e.id, region, role])
                }
            }
        }
    }

    private func importSplits(_ splits: [ImportedSplit], onlyAdding splitsOnlyAdded: Bool, sync: Bool, into summary: inout ImportSummary) throws {
        // A default split never edited here (stamped `defaultSplitsUpdatedAt`, or by an older
        // gymtrack with the time of its install, the marker's value) is older than any other copy
        // of its session type: a file's wins, even another database's untouched defaults (so an
        // export merged into a new database is the file's again, uids and all).
        let installedAt = splits.isEmpty ? nil
            : try db.firstRow("SELECT value FROM settings WHERE key = 'default_splits_installed'")?.string("value")
        for split in splits {
            // The same split: by ULID, else by the session type its sessions are logged under.
            let local = try db.firstRow("SELECT id, uid, updated_at, deleted_at FROM splits WHERE uid = ?", [split.uid])
                ?? db.firstRow("SELECT id, uid, updated_at, deleted_at FROM splits WHERE session_type = ?", [split.sessionType])
            let values: [SQLBindable] = [split.uid, split.sessionType, split.name, split.title, split.description, split.targetDuration,
                                         split.colour, split.glyph, split.position, split.inRotation,
                                         split.muscleGroups.joined(separator: ","), split.updatedAt, split.deletedAt]
            let id: Int
            if let local {
                let localUpdatedAt = try local.requiredString("updated_at", table: "splits")
                let untouchedDefault = local.string("deleted_at") == nil && local.string("uid") != split.uid
                    && (localUpdatedAt == Store.defaultSplitsUpdatedAt || localUpdatedAt == installedAt)
                // Another app's file makes a split only to hold its workouts: one already here
                // (the same name from another app, or a split the lifter edited) stays as it is.
                let wins = sync ? localUpdatedAt != split.updatedAt || local.string("uid") != split.uid
                    : untouchedDefault || isNewer(split.updatedAt, than: localUpdatedAt)
                guard !splitsOnlyAdded, wins else {
                    summary.splitsUnchanged += 1
                    continue
                }
                id = try local.requiredInt("id", table: "splits")
                try db.execute("""
                    UPDATE splits SET uid = ?, session_type = ?, name = ?, title = ?, description = ?, target_duration = ?, colour = ?,
                        glyph = ?, position = ?, in_rotation = ?, muscle_groups = ?, updated_at = ?, deleted_at = ? WHERE id = ?
                    """, values + [id])
                try db.execute("DELETE FROM split_steps WHERE split_id = ?", [id])
                summary.splitsUpdated += 1
            } else {
                try db.execute("""
                    INSERT INTO splits (uid, session_type, name, title, description, target_duration, colour, glyph, position,
                        in_rotation, muscle_groups, updated_at, deleted_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, values)
                id = Int(db.lastInsertRowID)
                summary.splitsAdded += 1
            }
            for (position, step) in split.steps.enumerated() {
                try db.execute("""
                    INSERT INTO split_steps (split_id, position, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")))
                    VALUES (?, ?, ?, ?, \(PlanStepColumns.placeholders))
                    """, [id, position, step.uid, step.updatedAt] + PlanStepColumns.values(step.plan))
            }
        }
    }

    /// `refreshingUnedited`: a session the file made before, not edited here since (its
    /// `updated_at` still the file's), is written again when the file now says otherwise.
    /// The schema's triggers fire for these rows as for any writer's: the progress triggers
    /// forget the achievement searches from the first day written, and updating a session
    /// summarizes it (with the steps and sets it had, replaced by `writeSummaries` below).
    private func importSessions(_ sessions: [ImportedSession], refreshingUnedited: Bool, sync: Bool,
                                into summary: inout ImportSummary) throws {
        let findSession = try db.prepare("SELECT id, status, updated_at FROM sessions WHERE uid = ?")
        // A workout in progress comes only from a sync, and only to a database with none in
        // progress (there is one at a time); an import keeps it out and says so.
        var workoutInProgressHere = try db.firstRow("SELECT 1 FROM sessions WHERE status = 'active'") != nil
        // Steps and sets go in many rows to a statement (RowBatch); bound by position. A row
        // waiting is where its step or set is in `sessions` (copies of them, a retain and a
        // release for each of their texts, were a sixth of the time of writing them).
        var steps = try RowBatch<(session: Int, position: Int, id: Int)>(
            db, table: "session_steps",
            columns: ["session_id", "position", "uid", "updated_at"] + PlanStepColumns.names
                + ["checked_at", "timer_elapsed", "credited_challenge_date", "skipped", "note"]) { row, s, i in
            try sessions.withUnsafeBufferPointer { sessions in
                try sessions[row.session].steps.withUnsafeBufferPointer { steps in
                    try s.bind(i, row.id)
                    try s.bind(i + 1, row.position)
                    try s.bind(i + 2, steps[row.position].uid)
                    try s.bind(i + 3, steps[row.position].updatedAt)
                    for (offset, value) in PlanStepColumns.values(steps[row.position].plan).enumerated() {
                        try s.bind(i + 4 + Int32(offset), value)
                    }
                    let next = i + 4 + Int32(PlanStepColumns.names.count)
                    try s.bind(next, steps[row.position].checkedAt)
                    try s.bind(next + 1, steps[row.position].timerElapsed)
                    try s.bind(next + 2, steps[row.position].creditedChallengeDate)
                    try s.bind(next + 3, steps[row.position].skipped)
                    try s.bind(next + 4, steps[row.position].note)
                }
            }
        }
        var sets = try RowBatch<(session: Int, position: Int, set: Int, id: Int)>(
            db, table: "set_logs",
            columns: ["uid", "session_id", "step_position", "set_index", "is_warmup", "completed_at", "completed_epoch", "updated_at", "note"]
                + SetLogColumns.figures) { row, s, i in
            try sessions.withUnsafeBufferPointer { sessions in
                try sessions[row.session].steps.withUnsafeBufferPointer { steps in
                    try steps[row.position].sets.withUnsafeBufferPointer { sets in
                        try s.bind(i, sets[row.set].uid)
                        try s.bind(i + 1, row.id)
                        try s.bind(i + 2, row.position)
                        try s.bind(i + 3, sets[row.set].setIndex)
                        try s.bind(i + 4, sets[row.set].isWarmup)
                        try s.bind(i + 5, sets[row.set].completedAt)
                        try s.bind(i + 6, sets[row.set].completedEpoch)
                        try s.bind(i + 7, sets[row.set].updatedAt)
                        try s.bind(i + 8, sets[row.set].note)
                        for (offset, value) in SetLogColumns.values(sets[row.set].figures).enumerated() {
                            try s.bind(i + 9 + Int32(offset), value)
                        }
                    }
                }
            }
        }
        // Prepared once: the statement cache would hash each long SQL text again for every row.
        let insertSession = try db.prepare("""
            INSERT INTO sessions (session_type, date, started_at, duration_seconds, is_partial, title, started_epoch,
                utc_offset_seconds, steps_total, steps_completed, updated_at, muscle_groups, deleted_at, note, uid, status)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let updateSession = try db.prepare("""
            UPDATE sessions SET session_type = ?, date = ?, started_at = ?, duration_seconds = ?, is_partial = ?, title = ?,
                started_epoch = ?, utc_offset_seconds = ?, steps_total = ?, steps_completed = ?, updated_at = ?,
                muscle_groups = ?, deleted_at = ?, note = ?, status = ? WHERE id = ?
            """)
        // The fields both bind as parameters 1 to 14, by position (an array of values per session was a tenth of its insert).
        func bindFields(of session: ImportedSession, to s: Statement) throws {
            try s.bind(1, session.sessionType)
            try s.bind(2, session.date.iso)
            try s.bind(3, session.startedAt)
            try s.bind(4, session.durationSeconds)
            try s.bind(5, session.isPartial)
            try s.bind(6, session.title)
            try s.bind(7, session.startedEpoch)
            try s.bind(8, session.utcOffsetSeconds)
            try s.bind(9, session.stepsTotal)
            try s.bind(10, session.stepsCompleted)
            try s.bind(11, session.updatedAt)
            try s.bind(12, session.muscleGroups.joined(separator: ","))
            try s.bind(13, session.deletedAt)
            try s.bind(14, session.note)
        }
        // Summarized at the end, once their steps and sets are all written.
        var written: [(id: Int, session: ImportedSession)] = []
        var writtenIndex: [Int: Int] = [:]
        var updated: [Int] = []
        for (index, session) in sessions.enumerated() {
            let id: Int
            try findSession.bind([session.uid])
            let found = try findSession.step() ? findSession.row(findSession.columns()) : nil
            findSession.reset()
            let status = session.inProgress ? "active" : "finished"
            if session.inProgress && (!sync || found == nil && workoutInProgressHere) {
                summary.notes.append(sync ? "The workout in progress on the other machine (\(session.title)) stays there, as one is in progress here; finish one of them and sync again."
                                          : "The file's workout in progress (\(session.title)) was not imported: finish it where it began, and export again.")
                continue
            }
            if let local = found {
                // A workout still in progress is never overwritten by a file; a sync brings the
                // same workout's sets from the other machine, or its end.
                let localUpdatedAt = try local.requiredString("updated_at", table: "sessions")
                let localStatus = try local.requiredString("status", table: "sessions")
                id = try local.requiredInt("id", table: "sessions")
                let refresh = refreshingUnedited && localUpdatedAt == session.updatedAt
                let wins = sync ? localUpdatedAt != session.updatedAt || localStatus != status
                    : try localStatus == "finished" && (isNewer(session.updatedAt, than: localUpdatedAt) || (refresh && storedSession(id, differsFrom: session)))
                guard wins else {
                    summary.sessionsUnchanged += 1
                    if refreshingUnedited && localUpdatedAt != session.updatedAt { summary.sessionsKeptAsEdited += 1 }
                    // The same version, imported before gymtrack kept a session's note: the note
                    // it had in the file, which nobody here has edited since, comes in now.
                    if localUpdatedAt == session.updatedAt && !session.note.isEmpty && writtenIndex[id] == nil {
                        try db.execute("UPDATE sessions SET note = ? WHERE id = ? AND note = ''", [session.note, id])
                    }
                    continue
                }
                // Its rows may still be waiting (the same session twice in one file): written first, then replaced.
                try steps.flush()
                try sets.flush()
                try bindFields(of: session, to: updateSession)
                try updateSession.bind(15, status)
                try updateSession.bind(16, id)
                try updateSession.runBound()
                try db.execute("DELETE FROM set_logs WHERE session_id = ?", [id])
                try db.execute("DELETE FROM session_steps WHERE session_id = ?", [id])
                summary.sessionsUpdated += 1
                updated.append(id)
            } else {
                try bindFields(of: session, to: insertSession)
                try insertSession.bind(15, session.uid)
                try insertSession.bind(16, status)
                try insertSession.runBound()
                if session.inProgress { workoutInProgressHere = true }
                id = Int(db.lastInsertRowID)
                summary.sessionsAdded += 1
            }
            for position in session.steps.indices {
                try steps.add((index, position, id))
                let count = session.steps[position].sets.count
                for set in 0..<count { try sets.add((index, position, set, id)) }
                summary.sets += count
            }
            // The same session twice in one file: the last one counts. A workout in progress
            // is summarized when it is finished.
            if session.inProgress { continue }
            if let i = writtenIndex[id] { written[i].session = session } else {
                writtenIndex[id] = written.count
                written.append((id, session))
            }
        }
        try steps.flush()
        try sets.flush()
        try writeSummaries(of: written, replacing: updated)
    }

    private func importChallengeDays(_ days: [ImportedChallengeDay], sync: Bool, into summary: inout ImportSummary) throws {
        if sync { return try syncChallengeDays(days, into: &summary) }
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

    /// A sync's challenge days: the day as merged, with every device's count.
    private func syncChallengeDays(_ days: [ImportedChallengeDay], into summary: inout ImportSummary) throws {
        for day in days {
            let local = try db.firstRow("SELECT sets_completed, target, uid, updated_at FROM daily_challenge WHERE date = ?", [day.date.iso])
            let counts = try db.rows("SELECT device, sets, updated_at FROM challenge_counts WHERE date = ? ORDER BY device", [day.date.iso]).map {
                ChallengeDeviceCount(device: try $0.requiredString("device", table: "challenge_counts"), sets: try $0.requiredInt("sets", table: "challenge_counts"),
                                     updatedAt: try $0.requiredString("updated_at", table: "challenge_counts"))
            }
            if let local, local.int("sets_completed") == day.sets, local.int("target") == day.target, local.string("uid") == day.uid,
               local.string("updated_at") == day.updatedAt, counts == day.counts { continue }
            try db.execute("""
                INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(date) DO UPDATE SET sets_completed = excluded.sets_completed, target = excluded.target, uid = excluded.uid,
                    updated_at = excluded.updated_at
                """, [day.date.iso, day.sets, day.target, day.uid, day.updatedAt])
            try writeChallengeCounts(of: day)
            if local == nil { summary.challengeDaysAdded += 1 } else { summary.challengeDaysUpdated += 1 }
        }
    }

    /// The devices' counts of a day written from a file: the file's own, else (a file from
    /// before sync, or another app's) the day's count as this device's.
    private func writeChallengeCounts(of day: ImportedChallengeDay) throws {
        try db.execute("DELETE FROM challenge_counts WHERE date = ?", [day.date.iso])
        guard !day.counts.isEmpty else { return try settleChallengeCounts(day: day.date, stamp: day.updatedAt) }
        for count in day.counts {
            try db.execute("INSERT INTO challenge_counts (date, device, sets, updated_at) VALUES (?, ?, ?, ?)",
                           [day.date.iso, count.device, count.sets, count.updatedAt])
        }
    }

    /// Records deleted for good elsewhere stay deleted here: a set (its session, changed, comes
    /// whole), a workout thrown away while in progress.
    private func importTombstones(_ tombstones: [String: String], into summary: inout ImportSummary) throws {
        for (uid, deletedAt) in tombstones.sorted(by: { $0.key < $1.key }) {
            try recordTombstone(uid, at: deletedAt)
            try db.execute("DELETE FROM sessions WHERE uid = ? AND status = 'active'", [uid])
            if db.changes > 0 { summary.notes.append("The workout in progress here was thrown away on the other machine, and is gone here too.") }
        }
    }

    /// Programs by uid, else by key (one program started apart on two machines): the later
    /// `updatedAt` wins (a sync's merge: its version). One deleted for good, here or in the
    /// file, stays away; a replace takes the file's, even one deleted here before.
    private func importPrograms(_ programs: [ProgramRecord], replacing: Bool, fileTombstones: [String: String], sync: Bool,
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
                guard sync ? stored != program : isNewer(program.updatedAt, than: stored.updatedAt) else { continue }
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
    private func importBody(_ rows: [ImportedBodyMeasurement], sync: Bool, into summary: inout ImportSummary) throws {
        for row in rows {
            let m = row.measurement
            let values: [SQLBindable] = [m.kind.rawValue, m.value, m.date.iso, m.measured.epochSeconds, m.measured.utcOffsetSeconds, m.note,
                                         row.updatedAt, row.deletedAt]
            if let local = try db.firstRow("SELECT updated_at FROM body_measurements WHERE uid = ?", [row.uid]) {
                let localUpdatedAt = try local.requiredString("updated_at", table: "body_measurements")
                guard sync ? localUpdatedAt != row.updatedAt : isNewer(row.updatedAt, than: localUpdatedAt) else {
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

    /// A sync's settings: each the value set later (`SyncMerge`), with its time.
    private func syncSettings(_ settings: [String: String], stamps: [String: String], into summary: inout ImportSummary) throws {
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key != SettingKey.lastBackup.rawValue {
            let local = try db.firstRow("SELECT value, updated_at FROM settings WHERE key = ?", [key])
            guard local?.string("value") != value || local?.string("updated_at") != stamps[key] else { continue }
            try writeSetting(key, value, stamp: stamps[key])
            if local?.string("value") != value { summary.settingsChanged += 1 }
        }
    }

    /// Settings from a file: a merge adds those the database lacks, a replace sets them all.
    private func importSettings(_ settings: [String: String], stamps: [String: String], overwrite: Bool, into summary: inout ImportSummary) throws {
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key != SettingKey.lastBackup.rawValue {
            let local = try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.string("value")
            guard local != value, overwrite || local == nil else { continue }
            // With the time the file says it was set (none from an export before sync).
            try writeSetting(key, value, stamp: stamps[key])
            summary.settingsChanged += 1
        }
    }
}

extension Store {
    /// The exercise each of another app's exercise names went to on earlier imports, by id.
    public func rememberedExerciseNames() throws -> [String: String] {
        try read("read the exercise names of earlier imports") {
            var names: [String: String] = [:]
            for row in try db.rows("SELECT name, exercise_id FROM foreign_exercise_names") {
                names[try row.requiredString("name", table: "foreign_exercise_names")] =
                    try row.requiredString("exercise_id", table: "foreign_exercise_names")
            }
            return names
        }
    }

    /// Names matched for the first time are remembered; one matched before keeps its exercise.
    func rememberExerciseNames(_ names: [String: String]) throws {
        for (name, exercise) in names {
            try db.execute("INSERT OR IGNORE INTO foreign_exercise_names (name, exercise_id) VALUES (?, ?)", [name, exercise])
        }
    }

    /// Whether the stored session `id` differs from `session` in its duration or any set (a set's note too).
    func storedSession(_ id: Int, differsFrom session: ImportedSession) throws -> Bool {
        guard let stored = try db.firstRow("SELECT duration_seconds FROM sessions WHERE id = ?", [id]),
              try stored.requiredInt("duration_seconds", table: "sessions") == session.durationSeconds else { return true }
        let sets = session.steps.enumerated().flatMap { position, step in step.sets.map { (position, $0) } }
        let rows = try db.rows("""
            SELECT step_position, set_index, is_warmup, \(SetLogColumns.selected()) FROM set_logs
            WHERE session_id = ? ORDER BY step_position, set_index
            """, [id])
        guard rows.count == sets.count else { return true }
        for (row, (position, set)) in zip(rows, sets) {
            let same = try row.requiredInt("step_position", table: "set_logs") == position
                && row.requiredInt("set_index", table: "set_logs") == set.setIndex
                && sameFigures(try SetLogColumns.set(from: row), set.figures) && row.string("note") == set.note
            if !same { return true }
        }
        return false
    }
}

/// Whether two sets did the same: their time and body weight aside (the body weight follows
/// the weigh-ins, which a file does not carry).
private func sameFigures(_ a: SetLog, _ b: SetLog) -> Bool {
    a.isWarmup == b.isWarmup && a.reps == b.reps && a.durationSeconds == b.durationSeconds && a.repsRight == b.repsRight
        && a.type == b.type && sameNumber(a.weight, b.weight) && sameNumber(a.rpe, b.rpe)
        && sameNumber(a.distanceMeters, b.distanceMeters) && sameNumber(a.rir, b.rir)
}

private func sameNumber(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return abs(a - b) < 1e-9
    default: return false
    }
}
