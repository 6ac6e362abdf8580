import Domain

/// The exercise page's data: one point per session (folded from the exercise's
/// working sets, read in order from the indexes), and the sets themselves of the last few
/// sessions. Each query starts from the exercise's steps (`session_steps_by_exercise`; CROSS
/// JOIN keeps SQLite from scanning every session first to sort them), so it costs what the
/// exercise was logged.
extension Store {
    /// How many sessions' sets the exercise page lists.
    public static let recentSessionsShown = 5

    /// All of one catalog exercise's finished sessions, as the exercise page needs them.
    public func exerciseProgress(exerciseID: String) throws -> ExerciseProgress {
        try read("read the exercise's progress") {
            var progress = ExerciseProgress(exerciseID: exerciseID)
            // One pass over the working sets (warm-ups never count), in the indexes' order:
            // a session's sets come together. Per session and weight: the most reps at it (its
            // best e1RM, Epley as estimatedOneRepMax, and its best set), the sets and their
            // volume, folded into one point per session. Grouped here, not by SQL: its GROUP BY
            // sorted every set, which was most of the query's time.
            var sessionIDs: [Int] = []
            // Per load: the most reps one side did (the estimate), the most both sides did (the
            // best set's volume), the sets and their volume.
            typealias Group = (reps: Int?, allReps: Int?, sets: Int, volume: Double?)
            var session: (id: Int, day: Day, byWeight: [Double?: Group], distance: Double?, pace: Double?)?
            func fold() {
                guard let session else { return }
                var point = ExerciseSessionPoint(day: session.day, bestE1RM: nil, heaviest: nil, bestSetVolume: nil, volume: 0, workingSets: 0,
                                                 distanceMeters: session.distance, bestPace: session.pace)
                // No weight first, then the lightest, as SQL would group them.
                for weight in session.byWeight.keys.sorted(by: { ($0 ?? -.infinity) < ($1 ?? -.infinity) }) {
                    let group = session.byWeight[weight]!
                    point.workingSets += group.sets
                    if let weight, weight > 0, let reps = group.reps, reps > 0 {
                        point.volume += group.volume ?? 0
                        point.heaviest = max(point.heaviest ?? 0, weight)
                        point.bestE1RM = max(point.bestE1RM ?? 0, estimatedOneRepMax(weight: weight, reps: reps))
                        point.bestSetVolume = max(point.bestSetVolume ?? 0, weight * Double(group.allReps ?? reps))
                        progress.repsAtWeight.append(RepsAtWeight(day: session.day, weight: weight, reps: reps))
                    }
                }
                sessionIDs.append(session.id)
                progress.sessions.append(point)
            }
            // What each set moved (its load: a bodyweight set's body weight and all) and its
            // reps: a side's for the estimate, both sides' for the volume.
            try db.forEachRow("""
                SELECT st.session_id AS session_id, se.date AS date, \(Store.setLoadSQL(set: "sl", step: "st")) AS load,
                       \(Store.setSideRepsSQL(set: "sl")) AS side_reps,
                       \(Store.setRepsSQL(set: "sl")) AS reps, sl.distance_m AS distance_m, sl.duration_seconds AS seconds
                FROM session_steps st
                CROSS JOIN sessions se ON se.id = st.session_id
                CROSS JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position AND sl.is_warmup = 0
                WHERE st.exercise_id = ? AND se.status = 'finished' AND se.deleted_at IS NULL
                """, [exerciseID], table: "set_logs", columns: {
                    (try $0.position(of: "session_id"), try $0.position(of: "date"), try $0.position(of: "load"), try $0.position(of: "side_reps"),
                     try $0.position(of: "reps"), try $0.position(of: "distance_m"), try $0.position(of: "seconds"))
                }) { row, c in
                let id = try row.requiredInt(c.0)
                if session?.id != id {
                    fold()
                    guard let day = Day(iso: try row.requiredString(c.1)) else { session = nil; return }
                    session = (id, day, [:], nil, nil)
                }
                let weight = row.double(c.2), reps = row.int(c.3), allReps = row.int(c.4)
                var group = session!.byWeight[weight] ?? (nil, nil, 0, nil)
                group.sets += 1
                if let r = reps { group.reps = max(group.reps ?? r, r) }
                if let r = allReps { group.allReps = max(group.allReps ?? r, r) }
                if let w = weight, let r = allReps { group.volume = (group.volume ?? 0) + w * Double(r) }
                session!.byWeight[weight] = group
                if let metres = row.double(c.5), metres > 0 {
                    session!.distance = (session!.distance ?? 0) + metres
                    if let seconds = row.int(c.6), seconds > 0 {
                        let pace = Double(seconds) / (metres / 1000)
                        session!.pace = min(session!.pace ?? pace, pace)
                    }
                }
            }
            fold()
            // Sessions come in id order (the index's; no sort in SQL): by time here, the same
            // unless a session was moved to another date, which keeps its id.
            if !zip(progress.sessions, progress.sessions.dropFirst()).allSatisfy({ $0.day <= $1.day }) {
                let order = progress.sessions.indices.sorted { (progress.sessions[$0].day, $0) < (progress.sessions[$1].day, $1) }
                progress.sessions = order.map { progress.sessions[$0] }
                sessionIDs = order.map { sessionIDs[$0] }
                progress.repsAtWeight.sort { $0.day < $1.day }
            }
            progress.recent = try recentSets(exerciseID: exerciseID, sessionIDs: Array(sessionIDs.suffix(Store.recentSessionsShown).reversed()),
                                             days: Array(progress.sessions.suffix(Store.recentSessionsShown).reversed().map(\.day)))
            return progress
        }
    }

    /// The sets of the exercise in these sessions (newest first, on `days`), in order.
    private func recentSets(exerciseID: String, sessionIDs: [Int], days: [Day]) throws -> [ExerciseSessionSets] {
        guard !sessionIDs.isEmpty else { return [] }
        var bySession: [Int: [SetLog]] = [:]
        let placeholders = sqlPlaceholders(sessionIDs.count)
        for row in try db.rows("""
            SELECT st.session_id AS session, sl.uid AS uid, sl.is_warmup AS is_warmup, sl.completed_epoch AS completed_epoch,
                   \(SetLogColumns.selected("sl"))
            FROM session_steps st
            JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
            WHERE st.exercise_id = ? AND st.session_id IN (\(placeholders))
            ORDER BY st.session_id, st.position, sl.set_index
            """, [exerciseID] + sessionIDs) {
            let session = try row.requiredInt("session", table: "session_steps")
            bySession[session, default: []].append(try SetLogColumns.set(from: row))
        }
        return zip(sessionIDs, days).map { ExerciseSessionSets(day: $1, sets: bySession[$0] ?? []) }
    }

    /// Every catalog exercise with a step done in a finished session (a set logged, or the
    /// step checked off: one only planned is not), last logged first; its title is the one it
    /// was last logged under (SQLite takes bare columns from the max() row).
    public func loggedExercises() throws -> [LoggedExercise] {
        try read("read the exercises logged") {
            try db.rows("""
                SELECT st.exercise_id AS id, count(DISTINCT se.id) AS sessions, max(se.started_epoch) AS started,
                       se.date AS last, st.title AS title
                FROM session_steps st JOIN sessions se ON se.id = st.session_id
                WHERE st.exercise_id IS NOT NULL AND st.skipped = 0 AND se.status = 'finished' AND se.deleted_at IS NULL
                  AND (st.checked_at IS NOT NULL
                       OR EXISTS (SELECT 1 FROM set_logs sl WHERE sl.session_id = st.session_id AND sl.step_position = st.position))
                GROUP BY st.exercise_id
                ORDER BY started DESC, title
                """).compactMap { row in
                let id = try row.requiredString("id", table: "session_steps")
                guard let last = Day(iso: try row.requiredString("last", table: "sessions")) else { return nil }
                return LoggedExercise(exerciseID: id, title: try row.requiredString("title", table: "session_steps"),
                                      sessions: try row.requiredInt("sessions", table: "sessions"), lastDay: last)
            }
        }
    }
}
