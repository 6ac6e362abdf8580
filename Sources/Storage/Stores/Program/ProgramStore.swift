import Domain

/// Progression programs (migration 16): each kept as its plan file, written by uid; the one
/// the rotation follows is the setting `program`. What a program targets is never stored: it
/// is computed from the sessions and sets read here.
extension Store {
    /// Every program, by key.
    public func programs() throws -> [ProgramRecord] {
        try read("read the programs") {
            try db.rows("SELECT \(Store.programColumns) FROM programs ORDER BY key").map(Store.program(from:))
        }
    }

    /// The program `uid`, or nil when there is none (never saved, or deleted).
    public func program(uid: String) throws -> ProgramRecord? {
        try read("read the program") { try storedProgram(uid: uid) }
    }

    /// The program the rotation follows, or nil: none chosen (the splits' rotation), or the one
    /// chosen deleted since (by another terminal, or a sync).
    public func activeProgram() throws -> ProgramRecord? {
        try read("read the program") {
            guard let uid = try db.firstRow("SELECT value FROM settings WHERE key = ?", [SettingKey.program.rawValue])?.string("value"),
                  !uid.isEmpty else { return nil }
            return try storedProgram(uid: uid)
        }
    }

    /// Saves `record`, returning it as stored. A new one (uid "", or a uid not stored) is
    /// inserted with a new ULID (or its own, unless that was deleted for good) and a key made
    /// from `record.key`, unique among programs and the session types of every split ever
    /// saved, so no two plans log their sessions under one name. A stored one takes the new
    /// text; its key and start stay (start it with `startProgram`).
    @discardableResult
    public func saveProgram(_ record: ProgramRecord, now: Moment) throws -> ProgramRecord {
        try write("save the program") {
            let stamp = try stamp(now)
            if !record.uid.isEmpty, try storedProgram(uid: record.uid) != nil {
                try db.execute("UPDATE programs SET text = ?, updated_at = ? WHERE uid = ?", [record.text, stamp, record.uid])
                return try storedProgram(uid: record.uid)!
            }
            let tombstoned = try db.firstRow("SELECT 1 FROM tombstones WHERE uid = ?", [record.uid]) != nil
            let uid = record.uid.isEmpty || tombstoned ? ULID.make(epochSeconds: now.epochSeconds) : record.uid
            let key = Split.newSessionType(name: record.key, taken: try takenProgramKeys())
            try db.execute("INSERT INTO programs (uid, key, text, started_epoch, updated_at) VALUES (?, ?, ?, ?, ?)",
                           [uid, key, record.text, record.startedAt, stamp])
            return try storedProgram(uid: uid)!
        }
    }

    /// Starts program `uid` at `now`: only sessions from then on move it along and feed its
    /// targets, and the rotation follows it. One transaction.
    public func startProgram(uid: String, now: Moment) throws {
        try write("start the program") {
            let stamp = try stamp(now)
            try db.execute("UPDATE programs SET started_epoch = ?, updated_at = ? WHERE uid = ?", [now.epochSeconds, stamp, uid])
            guard db.changes > 0 else { throw Store.programGone }
            try writeSetting(SettingKey.program.rawValue, uid, stamp: stamp)
        }
    }

    /// Follows program `uid` again at its place: its start stays, so the workouts logged since
    /// it was first started still move it along (switching back to a program used before). One
    /// never started is started at `now`. One transaction.
    public func resumeProgram(uid: String, now: Moment) throws {
        try write("switch to the program") {
            let stamp = try stamp(now)
            guard let stored = try storedProgram(uid: uid) else { throw Store.programGone }
            if stored.startedAt == nil {
                try db.execute("UPDATE programs SET started_epoch = ?, updated_at = ? WHERE uid = ?", [now.epochSeconds, stamp, uid])
            }
            try writeSetting(SettingKey.program.rawValue, uid, stamp: stamp)
        }
    }

    /// Follows no program any more: the rotation is the splits' again. The programs stay.
    public func stopProgram(now: Moment) throws {
        try write("stop the program") { try writeSetting(SettingKey.program.rawValue, "", stamp: try stamp(now)) }
    }

    /// Deletes program `uid` for good, with a tombstone so a sync takes it away on the other
    /// machine too; the rotation stops following it if it did. Its sessions stay in History.
    public func deleteProgram(uid: String, now: Moment) throws {
        try write("delete the program") {
            let stamp = try stamp(now)
            try db.execute("DELETE FROM programs WHERE uid = ?", [uid])
            try recordTombstone(uid, at: stamp)
            if try db.firstRow("SELECT 1 FROM settings WHERE key = ? AND value = ?", [SettingKey.program.rawValue, uid]) != nil {
                try writeSetting(SettingKey.program.rawValue, "", stamp: stamp)
            }
        }
    }

    /// The finished sessions (not deleted) logged under one of `sessionTypes` and started at
    /// or after `since` (seconds since 1970), oldest first: where a program stands.
    public func programSessions(sessionTypes: [String], since: Double) throws -> [ProgramSession] {
        guard !sessionTypes.isEmpty else { return [] }
        return try read("read the program's sessions") {
            var sessions: [(session: ProgramSession, id: Int)] = []
            // Every workout since the program started: read by the index of types, its columns
            // found once, and put in order here (SQLite's sort of them took twice the read).
            try db.forEachRow("""
                SELECT id, session_type, date, started_epoch FROM sessions
                WHERE session_type IN (\(sqlPlaceholders(sessionTypes.count))) AND started_epoch >= ? AND status = 'finished' AND deleted_at IS NULL
                """, sessionTypes + [since], table: "sessions",
                columns: { (try $0.position(of: "id"), try $0.position(of: "session_type"), try $0.position(of: "date"), try $0.position(of: "started_epoch")) }) { row, at in
                // A date that is not one (a hand-edited file) leaves its session out, as History does.
                guard let day = Day(iso: try row.requiredString(at.2)) else { return }
                sessions.append((ProgramSession(sessionType: try row.requiredString(at.1), day: day, startedAt: try row.requiredDouble(at.3)),
                                 try row.requiredInt(at.0)))
            }
            sessions.sort { ($0.session.startedAt, $0.id) < ($1.session.startedAt, $1.id) }
            return sessions.map(\.session)
        }
    }

    /// The steps a slot's reads name (the `occurrence`-th step of its exercise in a session of
    /// that type, so two slots of one exercise on one day are read apart) of one of
    /// `exerciseIDs` in the latest `limit` sessions (all with nil) of
    /// `programSessions(sessionTypes:since:)` that have one, oldest first: each step with its
    /// sets (warm-ups too), its plan and its session type, and with its exercise where more than
    /// one is asked (a ladder's rungs). `fromStart` when there were no more sessions to read.
    public func slotHistory(exerciseIDs: [String], reads: [SlotRead], since: Double, limit: Int? = nil) throws -> SlotHistory {
        let sessionTypes = Array(Set(reads.map(\.sessionType))).sorted()
        guard !sessionTypes.isEmpty, !exerciseIDs.isEmpty else { return SlotHistory() }
        let bySlot = Set(reads.map { "\($0.sessionType)|\($0.slot)" }), byPlace = Set(reads.map { "\($0.sessionType)|\($0.occurrence)" })
        let exercises = sqlPlaceholders(exerciseIDs.count)
        return try read("read the exercise's sessions") {
            var slots: [SlotSession] = []
            var lastStep: (session: Int, position: Int)?, occurrences: [String: Int] = [:], kept = false, found = 0
            // The newest sessions first, by the index by date (`+` keeps SQLite from sorting the
            // split's sessions by type instead), each checked for the exercise by its steps'
            // index: a walk that stops after `limit`, however many years the program has run.
            // Every step of the exercise in them, sets or none, so each is counted in its place.
            try db.forEachRow("""
                WITH recent AS (
                    SELECT se.id AS id, se.date AS date, se.started_epoch AS started_epoch, se.session_type AS session_type FROM sessions se
                    WHERE +se.session_type IN (\(sqlPlaceholders(sessionTypes.count))) AND se.started_epoch >= ?
                        AND se.status = 'finished' AND se.deleted_at IS NULL
                        AND EXISTS (SELECT 1 FROM session_steps st WHERE st.exercise_id IN (\(exercises)) AND st.session_id = se.id)
                    ORDER BY se.date DESC, se.started_epoch DESC LIMIT ?)
                SELECT recent.id AS session_id, st.position AS step_position, st.exercise_id AS exercise_id, recent.session_type AS session_type,
                       recent.date AS date, recent.started_epoch AS started_epoch, st.working_sets AS working_sets,
                       st.reps_text AS reps_text, st.program_slot AS program_slot, (SELECT count(*) FROM recent) AS found,
                       sl.uid AS uid, sl.is_warmup AS is_warmup, sl.completed_epoch AS completed_epoch, \(SetLogColumns.selected("sl"))
                FROM recent
                CROSS JOIN session_steps st ON st.session_id = recent.id AND st.exercise_id IN (\(exercises))
                LEFT JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                ORDER BY recent.started_epoch, recent.id, st.position, sl.set_index
                """, sessionTypes + [since] + exerciseIDs + [limit ?? -1] + exerciseIDs,
                table: "set_logs", columns: { (try SlotColumns($0), try SetLogColumns.Positions($0)) }) { row, at in
                let (c, setColumns) = at
                // A step at a time: two untagged slots of one exercise on a day are two workouts of it.
                let step = (session: try row.requiredInt(c.session), position: try row.requiredInt(c.position))
                if lastStep.map({ $0 != step }) ?? true {
                    if lastStep?.session != step.session { occurrences = [:] }
                    lastStep = step
                    let exerciseID = try row.requiredString(c.exercise)
                    let occurrence = occurrences[exerciseID, default: 0] + 1
                    occurrences[exerciseID] = occurrence
                    found = try row.requiredInt(c.found)
                    let type = try row.requiredString(c.sessionType)
                    // The slot's own step: by the slot it knows, else by its exercise's place.
                    kept = row.int(c.slot).map { bySlot.contains("\(type)|\($0)") } ?? byPlace.contains("\(type)|\(occurrence)")
                    // A date that is not one (a hand-edited file) leaves its session out, as History does.
                    guard kept, let day = Day(iso: try row.requiredString(c.date)) else {
                        kept = false
                        return
                    }
                    let plan = SlotPlan(workingSets: try row.requiredInt(c.workingSets), repsText: try row.requiredString(c.repsText))
                    slots.append(SlotSession(day: day, startedAt: try row.requiredDouble(c.started), sets: [],
                                             plan: plan, sessionType: type, exerciseID: exerciseIDs.count > 1 ? exerciseID : nil))
                }
                // A step with no set logged comes with NULLs for the set.
                guard kept, row.value(at: setColumns.isWarmup) != .null else { return }
                slots[slots.count - 1].sets.append(try SetLogColumns.set(from: row, at: setColumns))
            }
            // A step with no sets logged is no workout of the slot.
            return SlotHistory(slots.filter { !$0.sets.isEmpty }, fromStart: limit.map { found < $0 } ?? true)
        }
    }

    /// Where `slotHistory`'s columns of a step are in its rows: found once for all of them.
    private struct SlotColumns {
        let session, position, exercise, found, sessionType, slot, date, workingSets, repsText, started: Int32

        init(_ row: Row) throws {
            session = try row.position(of: "session_id"); position = try row.position(of: "step_position")
            exercise = try row.position(of: "exercise_id"); found = try row.position(of: "found")
            sessionType = try row.position(of: "session_type"); slot = try row.position(of: "program_slot")
            date = try row.position(of: "date"); workingSets = try row.position(of: "working_sets")
            repsText = try row.position(of: "reps_text"); started = try row.position(of: "started_epoch")
        }
    }

    // MARK: - Inside a transaction

    private func storedProgram(uid: String) throws -> ProgramRecord? {
        try db.firstRow("SELECT \(Store.programColumns) FROM programs WHERE uid = ?", [uid]).map(Store.program(from:))
    }

    /// The keys a new program's key must differ from: every program's, and the session type
    /// of every split ever saved (deleted ones too: their sessions are still logged under it).
    private func takenProgramKeys() throws -> Set<String> {
        Set(try db.rows("SELECT key AS name FROM programs UNION SELECT session_type AS name FROM splits").map {
            try $0.requiredString("name", table: "programs")
        })
    }

    /// The columns `program(from:)` reads.
    static let programColumns = "uid, key, text, started_epoch, updated_at"

    /// A program from a row of `programColumns`.
    static func program(from row: Row) throws -> ProgramRecord {
        ProgramRecord(uid: try row.requiredString("uid", table: "programs"), key: try row.requiredString("key", table: "programs"),
                      text: try row.requiredString("text", table: "programs"), startedAt: row.double("started_epoch"),
                      updatedAt: try row.requiredString("updated_at", table: "programs"))
    }

    static let programGone = StoreError("That program is no longer in the database (deleted in another terminal or by a sync); choose another.")
}
