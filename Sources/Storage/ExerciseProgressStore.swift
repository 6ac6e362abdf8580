import Domain

/// The exercise page's data (issue #10): every figure an SQL aggregate, one row per session
/// (or per session and weight); the sets themselves only of the last few sessions.
extension Store {
    /// How many sessions' sets the exercise page lists.
    public static let recentSessionsShown = 5

    /// All of one catalog exercise's finished sessions, as the exercise page needs them.
    public func exerciseProgress(exerciseID: String) throws -> ExerciseProgress {
        try read("read the exercise's progress") {
            var progress = ExerciseProgress(exerciseID: exerciseID)
            // Per session: the best working set's e1RM (Epley, as estimatedOneRepMax), the
            // heaviest working weight, the best set volume and the volume of the working sets.
            for row in try db.rows("""
                SELECT se.date AS date,
                       max(CASE WHEN sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0
                                THEN CASE WHEN sl.reps > 1 THEN sl.weight * (1 + sl.reps / 30.0) ELSE sl.weight END END) AS e1rm,
                       max(CASE WHEN sl.is_warmup = 0 AND sl.weight > 0 THEN sl.weight END) AS heaviest,
                       max(CASE WHEN sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0 THEN sl.weight * sl.reps END) AS best_set,
                       coalesce(sum(CASE WHEN sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0 THEN sl.weight * sl.reps END), 0) AS volume,
                       sum(1 - sl.is_warmup) AS working
                FROM session_steps st
                JOIN sessions se ON se.id = st.session_id
                JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                WHERE st.exercise_id = ? AND se.status = 'finished' AND se.deleted_at IS NULL
                GROUP BY se.id
                ORDER BY se.started_epoch
                """, [exerciseID]) {
                guard let day = row.string("date").flatMap(Day.init(iso:)) else { continue }
                progress.sessions.append(ExerciseSessionPoint(day: day, bestE1RM: row.double("e1rm"), heaviest: row.double("heaviest"),
                                                              bestSetVolume: row.double("best_set"), volume: row.double("volume") ?? 0,
                                                              workingSets: row.int("working") ?? 0))
            }
            // The most reps at each weight of each session: the scatter, and the records by weight.
            for row in try db.rows("""
                SELECT se.date AS date, sl.weight AS weight, max(sl.reps) AS reps
                FROM session_steps st
                JOIN sessions se ON se.id = st.session_id
                JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                WHERE st.exercise_id = ? AND se.status = 'finished' AND se.deleted_at IS NULL
                  AND sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0
                GROUP BY se.id, sl.weight
                ORDER BY se.started_epoch, sl.weight
                """, [exerciseID]) {
                guard let day = row.string("date").flatMap(Day.init(iso:)), let weight = row.double("weight"), let reps = row.int("reps") else { continue }
                progress.repsAtWeight.append(RepsAtWeight(day: day, weight: weight, reps: reps))
            }
            // The sets of the last few sessions, newest first.
            var recent: [ExerciseSessionSets] = []
            var lastSession: Int?
            for row in try db.rows("""
                WITH recent AS (
                    SELECT se.id AS id, se.date AS date, se.started_epoch AS started
                    FROM session_steps st JOIN sessions se ON se.id = st.session_id
                    WHERE st.exercise_id = ? AND se.status = 'finished' AND se.deleted_at IS NULL
                      AND EXISTS (SELECT 1 FROM set_logs x WHERE x.session_id = st.session_id AND x.step_position = st.position)
                    GROUP BY se.id ORDER BY se.started_epoch DESC LIMIT ?)
                SELECT r.id AS session, r.date AS date, sl.uid AS uid, sl.is_warmup AS is_warmup, sl.reps AS reps, sl.weight AS weight,
                       sl.duration_seconds AS duration_seconds, sl.rpe AS rpe, sl.completed_epoch AS completed_epoch
                FROM recent r
                JOIN session_steps st ON st.session_id = r.id AND st.exercise_id = ?
                JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                ORDER BY r.started DESC, st.position, sl.set_index
                """, [exerciseID, Store.recentSessionsShown, exerciseID]) {
                guard let session = row.int("session"), let day = row.string("date").flatMap(Day.init(iso:)) else { continue }
                let set = SetLog(id: try row.requiredString("uid", table: "set_logs"),
                                 isWarmup: try row.requiredInt("is_warmup", table: "set_logs") == 1,
                                 reps: row.int("reps"), weight: row.double("weight"),
                                 durationSeconds: row.int("duration_seconds"), rpe: row.double("rpe"),
                                 completedAt: try row.requiredDouble("completed_epoch", table: "set_logs"))
                if session != lastSession { recent.append(ExerciseSessionSets(day: day, sets: [])); lastSession = session }
                recent[recent.count - 1].sets.append(set)
            }
            progress.recent = recent
            return progress
        }
    }

    /// Every catalog exercise with a step done in a finished session, last logged first.
    public func loggedExercises() throws -> [LoggedExercise] {
        try read("read the exercises logged") {
            try db.rows("""
                SELECT st.exercise_id AS id, count(DISTINCT se.id) AS sessions, max(se.date) AS last,
                       (SELECT s2.title FROM session_steps s2 JOIN sessions e2 ON e2.id = s2.session_id
                        WHERE s2.exercise_id = st.exercise_id ORDER BY e2.started_epoch DESC LIMIT 1) AS title
                FROM session_steps st JOIN sessions se ON se.id = st.session_id
                WHERE st.exercise_id IS NOT NULL AND st.skipped = 0 AND se.status = 'finished' AND se.deleted_at IS NULL
                GROUP BY st.exercise_id
                ORDER BY last DESC, title
                """).compactMap { row in
                guard let id = row.string("id"), let last = row.string("last").flatMap(Day.init(iso:)) else { return nil }
                return LoggedExercise(exerciseID: id, title: row.string("title") ?? id, sessions: row.int("sessions") ?? 0, lastDay: last)
            }
        }
    }
}
