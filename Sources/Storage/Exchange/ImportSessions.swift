import Domain
import Formats

/// An import's sessions, with their steps and sets, and whether a stored one differs from the file's.
extension Store {
    /// `refreshingUnedited`: a session the file made before, not edited here since (its
    /// `updated_at` still the file's), is written again when the file now says otherwise.
    /// A workout in progress stays where it began: a file's is kept out, and said.
    func importSessions(_ sessions: [ImportedSession], refreshingUnedited: Bool, into summary: inout ImportSummary) throws {
        try writeSessions(sessions, into: &summary) { session, stored, summary in
            if session.inProgress {
                summary.notes.append("The file's workout in progress (\(session.title)) was not imported: finish it where it began, and export again.")
                return false
            }
            guard let stored else { return true }
            // A workout still in progress here is never overwritten by a file.
            let refresh = refreshingUnedited && stored.updatedAt == session.updatedAt
            if try stored.status == "finished" && (isNewer(session.updatedAt, than: stored.updatedAt) || (refresh && storedSession(stored.id, differsFrom: session))) {
                return true
            }
            summary.sessionsUnchanged += 1
            if refreshingUnedited && stored.updatedAt != session.updatedAt { summary.sessionsKeptAsEdited += 1 }
            // The same version, imported before gymtrack kept a session's note: the note
            // it had in the file, which nobody here has edited since, comes in now.
            if stored.updatedAt == session.updatedAt && !session.note.isEmpty && !stored.writtenBefore {
                try db.execute("UPDATE sessions SET note = ? WHERE id = ? AND note = ''", [session.note, stored.id])
            }
            return false
        }
    }

    /// A session stored under a uid a bundle brings: its row, and whether this bundle wrote it already.
    struct StoredSession {
        var id: Int
        var status: String
        var updatedAt: String
        var writtenBefore: Bool
    }

    /// Writes each of `sessions` that `writes` accepts, with its steps and sets: in place of the
    /// stored one of its uid, else added. The schema's triggers fire for these rows as for any
    /// writer's: the progress triggers forget the achievement searches from the first day
    /// written, and updating a session summarizes it (with the steps and sets it had, replaced
    /// by `writeSummaries` below).
    func writeSessions(_ sessions: [ImportedSession], into summary: inout ImportSummary,
                       writes: (ImportedSession, StoredSession?, inout ImportSummary) throws -> Bool) throws {
        let findSession = try db.prepare("SELECT id, status, updated_at FROM sessions WHERE uid = ?")
        // Steps and sets go in many rows to a statement (RowBatch); bound by position. A row
        // waiting is where its step or set is in `sessions`, read in place through the arrays'
        // subscripts rather than copied out (a copy retains and releases each of its texts).
        var steps = try RowBatch<(session: Int, position: Int, id: Int)>(
            db, table: "session_steps",
            columns: ["session_id", "position", "uid", "updated_at"] + PlanStepColumns.names
                + ["checked_at", "timer_elapsed", "credited_challenge_date", "skipped", "note"]) { row, s, i in
            try s.bind(i, row.id)
            try s.bind(i + 1, row.position)
            try s.bind(i + 2, sessions[row.session].steps[row.position].uid)
            try s.bind(i + 3, sessions[row.session].steps[row.position].updatedAt)
            for (offset, value) in PlanStepColumns.values(sessions[row.session].steps[row.position].plan).enumerated() {
                try s.bind(i + 4 + Int32(offset), value)
            }
            let next = i + 4 + Int32(PlanStepColumns.names.count)
            try s.bind(next, sessions[row.session].steps[row.position].checkedAt)
            try s.bind(next + 1, sessions[row.session].steps[row.position].timerElapsed)
            try s.bind(next + 2, sessions[row.session].steps[row.position].creditedChallengeDate)
            try s.bind(next + 3, sessions[row.session].steps[row.position].skipped)
            try s.bind(next + 4, sessions[row.session].steps[row.position].note)
        }
        var sets = try RowBatch<(session: Int, position: Int, set: Int, id: Int)>(
            db, table: "set_logs",
            columns: ["uid", "session_id", "step_position", "set_index", "is_warmup", "completed_at", "completed_epoch", "updated_at", "note"]
                + SetLogColumns.figures) { row, s, i in
            try s.bind(i, sessions[row.session].steps[row.position].sets[row.set].uid)
            try s.bind(i + 1, row.id)
            try s.bind(i + 2, row.position)
            try s.bind(i + 3, sessions[row.session].steps[row.position].sets[row.set].setIndex)
            try s.bind(i + 4, sessions[row.session].steps[row.position].sets[row.set].isWarmup)
            try s.bind(i + 5, sessions[row.session].steps[row.position].sets[row.set].completedAt)
            try s.bind(i + 6, sessions[row.session].steps[row.position].sets[row.set].completedEpoch)
            try s.bind(i + 7, sessions[row.session].steps[row.position].sets[row.set].updatedAt)
            try s.bind(i + 8, sessions[row.session].steps[row.position].sets[row.set].note)
            for (offset, value) in SetLogColumns.values(sessions[row.session].steps[row.position].sets[row.set].figures).enumerated() {
                try s.bind(i + 9 + Int32(offset), value)
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
        // A workout in progress's clock, written once its steps are.
        var clocks: [(id: Int, clock: ImportedWorkoutClock, steps: [ImportedSessionStep])] = []
        for (index, session) in sessions.enumerated() {
            let id: Int
            try findSession.bind([session.uid])
            let found = try findSession.step() ? findSession.row(findSession.columns()) : nil
            findSession.reset()
            let status = session.inProgress ? "active" : "finished"
            let stored = try found.map { row in
                let id = try row.requiredInt("id", table: "sessions")
                return StoredSession(id: id, status: try row.requiredString("status", table: "sessions"),
                                     updatedAt: try row.requiredString("updated_at", table: "sessions"), writtenBefore: writtenIndex[id] != nil)
            }
            guard try writes(session, stored, &summary) else { continue }
            if let stored {
                id = stored.id
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
            if session.inProgress {
                if let clock = session.clock { clocks.append((id, clock, session.steps)) }
                continue
            }
            if let i = writtenIndex[id] { written[i].session = session } else {
                writtenIndex[id] = written.count
                written.append((id, session))
            }
        }
        try steps.flush()
        try sets.flush()
        for c in clocks { try writeWorkoutClock(c.clock, steps: c.steps, sessionID: c.id) }
        try writeSummaries(of: written, replacing: updated)
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
