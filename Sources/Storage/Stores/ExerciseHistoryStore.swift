import Domain

/// Exercises' past, for the Exercise screen: last time's sets and the bests so far.
extension Store {
    /// For each catalog exercise id: the sets of the last finished session that had it, and its
    /// best estimated 1RM and heaviest working weight over all sessions. Exercises never logged
    /// are left out. Two queries over the exercises asked for, whatever the years of history.
    public func exerciseHistories(for exerciseIDs: [String]) throws -> [String: ExerciseHistory] {
        let ids = Array(Set(exerciseIDs)).sorted()
        guard !ids.isEmpty else { return [:] }
        return try read("read the exercises' history") {
            let placeholders = sqlPlaceholders(ids.count)
            var result: [String: ExerciseHistory] = [:]
            // Bests: working sets with a weight and reps, from each finished session's summary
            // (`session_exercise_bests`, which the database keeps), not from every set.
            for row in try db.rows("""
                SELECT exercise_key AS exercise, max(heaviest) AS heaviest, max(best_e1rm) AS e1rm
                FROM session_exercise_bests WHERE exercise_key IN (\(placeholders))
                GROUP BY exercise_key
                """, ids) {
                let id = try row.requiredString("exercise", table: "session_exercise_bests")
                result[id] = ExerciseHistory(bestE1RM: row.double("e1rm"), heaviest: row.double("heaviest"))
            }
            // Last time: the newest finished session with the exercise (found in one pass, then
            // joined; a correlated subquery per row was quadratic in the years of history), and its sets.
            for row in try db.rows("""
                WITH latest AS (
                    SELECT st.exercise_id AS exercise, max(se.started_epoch) AS started
                    FROM session_steps st JOIN sessions se ON se.id = st.session_id
                    WHERE st.exercise_id IN (\(placeholders)) AND se.status = 'finished' AND se.deleted_at IS NULL
                    GROUP BY st.exercise_id)
                SELECT l.exercise AS exercise, se.date AS date, sl.uid AS uid, sl.is_warmup AS is_warmup, sl.reps AS reps,
                       sl.weight AS weight, sl.duration_seconds AS duration_seconds, sl.rpe AS rpe, sl.completed_epoch AS completed_epoch
                FROM latest l
                JOIN sessions se ON se.started_epoch = l.started AND se.status = 'finished' AND se.deleted_at IS NULL
                JOIN session_steps st ON st.session_id = se.id AND st.exercise_id = l.exercise
                JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                ORDER BY l.exercise, sl.set_index
                """, ids) {
                let id = try row.requiredString("exercise", table: "session_steps")
                var history = result[id] ?? ExerciseHistory()
                history.lastDay = Day(iso: try row.requiredString("date", table: "sessions"))
                history.lastSets.append(SetLog(id: try row.requiredString("uid", table: "set_logs"),
                                               isWarmup: try row.requiredInt("is_warmup", table: "set_logs") == 1,
                                               reps: row.int("reps"), weight: row.double("weight"),
                                               durationSeconds: row.int("duration_seconds"), rpe: row.double("rpe"),
                                               completedAt: try row.requiredDouble("completed_epoch", table: "set_logs")))
                result[id] = history
            }
            // An exercise with nothing left (its sessions deleted) answers with an empty history,
            // so the screen forgets the last time it showed.
            for id in ids where result[id] == nil { result[id] = ExerciseHistory() }
            return result
        }
    }
}
