import Domain
import Formats
import Sync

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
        return try writeBundle(mode: mode, dryRun: dryRun, now: now, defaults: defaults) { [self] in
            // Its rows keep the file's stamps, older maybe than the last sync: the next sync
            // with each machine sends from the earliest of them, so they reach it too.
            try sendFromAtMost(SyncMerge.earliestStamp(bundle), except: nil)
            return bundle
        }
    }

    /// Writes the bundle `prepare` gives, which it makes inside the transaction, by the
    /// import's rules: a record newer than the database's wins, a setting comes in where the
    /// database has none (a replace: all of them).
    func writeBundle(mode: ImportMode, dryRun: Bool, now: Moment, defaults: [Split],
                     _ prepare: @escaping () throws -> ImportBundle) throws -> ImportSummary {
        try writeInOneTransaction(dryRun: dryRun) { [self] in
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
            let workoutsRemoved = try writeRecords(of: bundle, replacing: mode == .replace, into: &summary) { summary in
                try importSessions(bundle.sessions, refreshingUnedited: bundle.refreshesUnedited, into: &summary)
            }
            if workoutsRemoved > 0 {
                summary.notes.append("The workout in progress here was deleted for good where the file was made (the file holds its tombstone), and is gone here too.")
            }
            try importSettings(bundle.settings, stamps: bundle.settingsUpdatedAt, overwrite: mode == .replace, into: &summary)
            return summary
        }
    }

    /// Runs `body`, which writes, as one transaction: committed, or rolled back when `dryRun`
    /// (the summary then says exactly what would happen).
    func writeInOneTransaction(dryRun: Bool, _ body: @escaping () throws -> ImportSummary) throws -> ImportSummary {
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

    /// The records of `bundle` beside the settings, each kind by its rule (the newer wins);
    /// `sessions` writes the sessions, in their place among them. Returns how many workouts in
    /// progress here the bundle's tombstones took away.
    @discardableResult
    func writeRecords(of bundle: ImportBundle, replacing: Bool, into summary: inout ImportSummary,
                      sessions: (inout ImportSummary) throws -> Void) throws -> Int {
        try importTaxonomy(bundle.groups)
        try importExercises(bundle.exercises, into: &summary)
        try importWeightSteps(bundle.exerciseWeightSteps)
        try importSplits(bundle.splits, onlyAdding: bundle.addsSplitsOnly, into: &summary)
        let workoutsRemoved = try importTombstones(bundle.tombstones)
        try importPrograms(bundle.programs, replacing: replacing, fileTombstones: bundle.tombstones, into: &summary)
        try sessions(&summary)
        try rememberExerciseNames(bundle.exerciseNames)
        // An exercise's regions changed: every session's coverage follows.
        if summary.exercisesUpdated > 0 { try resummarizeRegions() }
        try importChallengeDays(bundle.challengeDays, into: &summary)
        try importBody(bundle.body, into: &summary)
        // The sets brought in, and those a weigh-in brought in now weighs, take their day's body weight.
        try refreshBodyWeights(from: nil)
        return workoutsRemoved
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

    /// Regions named by exercises, and exercises given a weight step, must exist (in the file or
    /// the database) before anything is written.
    func checkReferences(_ bundle: ImportBundle) throws {
        try checkWeightStepExercises(bundle)
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

    private func importExercises(_ exercises: [ImportedExercise], into summary: inout ImportSummary) throws {
        for item in exercises {
            let e = item.exercise
            let local = try db.firstRow("SELECT is_custom, updated_at FROM exercises WHERE id = ?", [e.id])
            if let local {
                // A bundled exercise is the binary's; a custom one takes the newer version.
                let localUpdatedAt = try local.requiredString("updated_at", table: "exercises")
                guard try local.requiredBool("is_custom", table: "exercises"), isNewer(item.updatedAt, than: localUpdatedAt) else { continue }
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

    private func importSplits(_ splits: [ImportedSplit], onlyAdding splitsOnlyAdded: Bool, into summary: inout ImportSummary) throws {
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
                                         split.muscleGroups.joined(separator: ","), split.updatedAt, split.deletedAt,
                                         split.dailyChallenge]
            let id: Int
            if let local {
                let localUpdatedAt = try local.requiredString("updated_at", table: "splits")
                let untouchedDefault = local.string("deleted_at") == nil && local.string("uid") != split.uid
                    && (localUpdatedAt == Store.defaultSplitsUpdatedAt || localUpdatedAt == installedAt)
                // Another app's file makes a split only to hold its workouts: one already here
                // (the same name from another app, or a split the lifter edited) stays as it is.
                let wins = untouchedDefault || isNewer(split.updatedAt, than: localUpdatedAt)
                guard !splitsOnlyAdded, wins else {
                    summary.splitsUnchanged += 1
                    continue
                }
                id = try local.requiredInt("id", table: "splits")
                try db.execute("""
                    UPDATE splits SET uid = ?, session_type = ?, name = ?, title = ?, description = ?, target_duration = ?, colour = ?,
                        glyph = ?, position = ?, in_rotation = ?, muscle_groups = ?, updated_at = ?, deleted_at = ?,
                        daily_challenge = coalesce(?, daily_challenge) WHERE id = ?
                    """, values + [id])
                try db.execute("DELETE FROM split_steps WHERE split_id = ?", [id])
                summary.splitsUpdated += 1
            } else {
                try db.execute("""
                    INSERT INTO splits (uid, session_type, name, title, description, target_duration, colour, glyph, position,
                        in_rotation, muscle_groups, updated_at, deleted_at, daily_challenge)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, 1))
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

}
