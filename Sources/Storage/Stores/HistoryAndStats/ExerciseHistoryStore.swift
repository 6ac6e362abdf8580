import Domain

/// Exercises' past, for the Exercise screen: last time's sets and the bests so far.
extension Store {
    /// For each catalog exercise id: the sets of the last finished session it was logged in, and
    /// its best estimated 1RM, heaviest working weight, best session volume and most reps at
    /// each load over all sessions; an exercise never logged has an empty history.
    public func exerciseHistories(for exerciseIDs: [String]) throws -> [String: ExerciseHistory] {
        let ids = Array(Set(exerciseIDs)).sorted()
        guard !ids.isEmpty else { return [:] }
        return try read("read the exercises' history") {
            let placeholders = sqlPlaceholders(ids.count)
            var result: [String: ExerciseHistory] = [:]
            // Bests: working sets with a weight and reps, from each finished session's summary
            // (`session_exercise_bests`, which the database keeps), not from every set.
            for row in try db.rows("""
                SELECT exercise_key AS exercise, max(heaviest) AS heaviest, max(best_e1rm) AS e1rm, max(volume) AS volume
                FROM session_exercise_bests WHERE exercise_key IN (\(placeholders))
                GROUP BY exercise_key
                """, ids) {
                let id = try row.requiredString("exercise", table: "session_exercise_bests")
                result[id] = ExerciseHistory(bestE1RM: row.double("e1rm"), heaviest: row.double("heaviest"), bestSessionVolume: row.double("volume"))
            }
            // Most reps at each load moved (a side's, the weaker, of a set done a side at a
            // time), from the working sets of finished sessions, through the index by exercise.
            for row in try db.rows("""
                SELECT st.exercise_id AS exercise, \(Store.setLoadSQL(set: "sl", step: "st")) AS load,
                       max(\(Store.setSideRepsSQL(set: "sl"))) AS reps
                FROM session_steps st CROSS JOIN sessions se ON se.id = st.session_id
                CROSS JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                WHERE st.exercise_id IN (\(placeholders)) AND se.status = 'finished' AND se.deleted_at IS NULL
                  AND sl.is_warmup = 0 AND sl.reps > 0
                GROUP BY st.exercise_id, load
                """, ids) {
                let id = try row.requiredString("exercise", table: "session_steps")
                guard let load = row.double("load"), let reps = row.int("reps") else { continue }
                var history = result[id] ?? ExerciseHistory()
                let key = ExerciseHistory.weightKey(load)
                history.bestReps[key] = max(history.bestReps[key] ?? 0, reps)
                result[id] = history
            }
            // Last time: the newest finished session with each exercise, and its sets.
            for (id, last) in try lastSessions(of: ids) {
                var history = result[id] ?? ExerciseHistory()
                history.lastDay = Day(iso: last.date)
                for position in last.positions {
                    try db.forEachRow("""
                        SELECT uid, is_warmup, completed_epoch, \(SetLogColumns.selected())
                        FROM set_logs WHERE session_id = ? AND step_position = ? ORDER BY set_index
                        """, [last.session, position], table: "set_logs", columns: { _ in () }) { r, _ in
                        history.lastSets.append(try SetLogColumns.set(from: r))
                    }
                }
                result[id] = history
            }
            // An exercise with nothing left (its sessions deleted) answers with an empty history,
            // so the screen forgets the last time it showed.
            for id in ids where result[id] == nil { result[id] = ExerciseHistory() }
            return result
        }
    }

    /// The newest finished session in which each of `ids` has sets (its row id, day and the
    /// exercise's steps there). The sessions are walked newest first over the last year, where a workout's
    /// exercises almost always were last done, stopping once each is found; an exercise not
    /// found there is looked up through its own steps, in one pass over the index by exercise.
    private func lastSessions(of ids: [String]) throws -> [String: (session: Int, date: String, positions: [Int])] {
        var found: [String: (session: Int, date: String, started: Double, positions: [Int])] = [:]
        func take(_ r: Row) throws {
            let exercise = try r.requiredString("exercise", table: "session_steps")
            let session = try r.requiredInt("session", table: "sessions")
            let started = try r.requiredDouble("started", table: "sessions")
            let position = try r.requiredInt("position", table: "session_steps")
            if let kept = found[exercise] {
                if kept.session == session { found[exercise]?.positions.append(position) }
                guard started > kept.started else { return }
            }
            if found[exercise]?.session != session {
                found[exercise] = (session, try r.requiredString("date", table: "sessions"), started, [position])
            }
        }
        let placeholders = sqlPlaceholders(ids.count)
        let newest = try db.firstRow("SELECT max(date) AS date FROM sessions WHERE status = 'finished'")?.string("date")
        if let newest, let day = Day(iso: newest) {
            // Sessions of a day share it: the walk ends a day past the oldest day found, so a
            // session started earlier on a later date (a change of time zone) cannot hide a newer one.
            try db.forEachRowWhile("""
                SELECT se.id AS session, se.date AS date, se.started_epoch AS started, st.exercise_id AS exercise, st.position AS position
                FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
                WHERE se.date >= ? AND se.status = 'finished' AND se.deleted_at IS NULL AND st.exercise_id IN (\(placeholders))
                  AND EXISTS (SELECT 1 FROM set_logs sl WHERE sl.session_id = st.session_id AND sl.step_position = st.position)
                ORDER BY se.date DESC, se.started_epoch DESC, st.position
                """, [day.adding(days: -366).iso] + ids, table: "sessions", columns: { _ in () }) { r, _ in
                let date = try r.requiredString("date", table: "sessions")
                if found.count == ids.count, let oldest = found.values.map(\.date).min(),
                   let stop = Day(iso: oldest)?.adding(days: -1).iso, date < stop { return false }
                try take(r)
                return true
            }
        }
        let rest = ids.filter { found[$0] == nil }
        if !rest.isEmpty {
            try db.forEachRow("""
                WITH latest AS (
                    SELECT st.exercise_id AS exercise, max(se.started_epoch) AS started
                    FROM session_steps st JOIN sessions se ON se.id = st.session_id
                    WHERE st.exercise_id IN (\(sqlPlaceholders(rest.count))) AND se.status = 'finished' AND se.deleted_at IS NULL
                      AND EXISTS (SELECT 1 FROM set_logs sl WHERE sl.session_id = st.session_id AND sl.step_position = st.position)
                    GROUP BY st.exercise_id)
                SELECT se.id AS session, se.date AS date, se.started_epoch AS started, st.exercise_id AS exercise, st.position AS position
                FROM latest l JOIN session_steps st ON st.exercise_id = l.exercise
                JOIN sessions se ON se.id = st.session_id AND se.started_epoch = l.started AND se.status = 'finished' AND se.deleted_at IS NULL
                WHERE EXISTS (SELECT 1 FROM set_logs sl WHERE sl.session_id = st.session_id AND sl.step_position = st.position)
                ORDER BY st.position
                """, rest, table: "sessions", columns: { _ in () }) { r, _ in try take(r) }
        }
        return found.mapValues { ($0.session, $0.date, $0.positions) }
    }
}
