import Domain

/// The workout in progress: begun, saved on every change, resumed, finished or discarded.
extension Store {
    /// Starts a workout: one `active` session row with its steps. Fails when one is running.
    /// The row's uid is `workout.id`, or a new ULID when that is empty; the one used is
    /// returned, and belongs in `workout.id`: saving, finishing and discarding find the row by it.
    @discardableResult
    public func beginWorkout(_ workout: ActiveWorkout, now: Moment) throws -> String {
        let uid = workout.id.isEmpty ? ULID.make(epochSeconds: workout.startedAt.epochSeconds) : workout.id
        try write("start the workout") {
            try db.execute("""
                INSERT INTO sessions (session_type, date, started_at, duration_seconds, is_partial, uid, status, title,
                    started_epoch, utc_offset_seconds, steps_total, steps_completed, updated_at, muscle_groups)
                VALUES (?, ?, ?, 0, 0, ?, 'active', ?, ?, ?, ?, 0, ?, ?)
                """, [workout.sessionType, workout.startedAt.day.iso, workout.startedAt.isoDateTime,
                      uid, workout.title,
                      workout.startedAt.epochSeconds, workout.startedAt.utcOffsetSeconds, workout.steps.count, now.isoDateTime,
                      workout.groups.joined(separator: ",")])
            try saveSteps(workout, sessionID: Int(db.lastInsertRowID), now: now)
        }
        return uid
    }

    /// Writes the whole state of the running workout, and any challenge credit it implies,
    /// in one transaction: what the screen shows as done is on disk first.
    public func saveWorkout(_ workout: ActiveWorkout, challengeDelta: (day: Day, delta: Int)? = nil,
                            challengeTarget: Int = DailyChallenge.defaultTarget, now: Moment) throws {
        try write("save the workout") {
            guard let id = try activeSessionID(of: workout) else {
                throw StoreError("Could not save the workout: it is no longer in progress in \(path) (finished or discarded elsewhere); restart gymtrack.")
            }
            try saveSteps(workout, sessionID: id, now: now)
            if let change = challengeDelta {
                _ = try adjustChallengeInTransaction(day: change.day, by: change.delta, target: challengeTarget, now: now)
            }
        }
    }

    /// The row of `workout` while it is still the one in progress, found by its ULID: nil when
    /// it was finished or discarded elsewhere, even if another workout (of the same type, begun
    /// the same second) is in progress since.
    private func activeSessionID(of workout: ActiveWorkout) throws -> Int? {
        guard !workout.id.isEmpty else { return nil }
        return try db.firstRow("SELECT id FROM sessions WHERE uid = ? AND status = 'active'", [workout.id])?
            .requiredInt("id", table: "sessions")
    }

    private func saveSteps(_ workout: ActiveWorkout, sessionID: Int, now: Moment) throws {
        let planColumns = PlanStepColumns.names.joined(separator: ", ")
        let planUpdates = PlanStepColumns.names.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        let upsertStep = try db.prepare("""
            INSERT INTO session_steps (session_id, position, \(planColumns), checked_at, timer_elapsed, timer_running_since,
                credited_challenge_date, skipped, note)
            VALUES (?, ?, \(PlanStepColumns.placeholders), ?, ?, ?, ?, ?, ?)
            ON CONFLICT(session_id, position) DO UPDATE SET \(planUpdates),
                checked_at = excluded.checked_at, timer_elapsed = excluded.timer_elapsed,
                timer_running_since = excluded.timer_running_since, credited_challenge_date = excluded.credited_challenge_date,
                skipped = excluded.skipped, note = excluded.note
            """)
        let upsertSet = try db.prepare("""
            INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, reps, weight, duration_seconds,
                completed_at, completed_epoch, rpe)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(session_id, step_position, set_index) DO UPDATE SET is_warmup = excluded.is_warmup,
                reps = excluded.reps, weight = excluded.weight, duration_seconds = excluded.duration_seconds,
                completed_at = excluded.completed_at, completed_epoch = excluded.completed_epoch, rpe = excluded.rpe
            """)
        for (position, step) in workout.steps.enumerated() {
            try upsertStep.run([sessionID, position] + PlanStepColumns.values(step.plan) + [
                step.checkedAt, step.timer?.elapsedBeforeStart ?? 0, step.timer?.runningSince,
                step.creditedChallengeDay?.iso, step.skipped, step.note])
            for (index, set) in step.sets.enumerated() {
                let at = Moment(epochSeconds: set.completedAt, utcOffsetSeconds: now.utcOffsetSeconds)
                try upsertSet.run([ULID.make(epochSeconds: set.completedAt), sessionID, position, index, set.isWarmup,
                                    set.reps, set.weight, set.durationSeconds, at.isoDateTime, set.completedAt, set.rpe])
            }
            try db.execute("DELETE FROM set_logs WHERE session_id = ? AND step_position = ? AND set_index >= ?",
                           [sessionID, position, step.sets.count])
        }
        try db.execute("DELETE FROM set_logs WHERE session_id = ? AND step_position >= ?", [sessionID, workout.steps.count])
        try db.execute("DELETE FROM session_steps WHERE session_id = ? AND position >= ?", [sessionID, workout.steps.count])
        let rest = workout.rest
        try db.execute("""
            UPDATE sessions SET steps_total = ?, steps_completed = ?, updated_at = ?, muscle_groups = ?,
                rest_step = ?, rest_total = ?, rest_elapsed = ?, rest_running_since = ? WHERE id = ?
            """, [workout.steps.count, workout.completedSteps, now.isoDateTime, workout.groups.joined(separator: ","),
                  rest?.stepIndex, rest?.countdown.totalSeconds, rest?.countdown.elapsedBeforeStart, rest?.countdown.runningSince,
                  sessionID])
    }

    /// The unfinished workout left by an earlier run, with every set, or nil.
    public func loadActiveWorkout() throws -> ActiveWorkout? {
        try read("read the workout in progress") {
            guard let session = try db.firstRow("""
                SELECT id, uid, session_type, title, started_epoch, utc_offset_seconds, muscle_groups,
                       rest_step, rest_total, rest_elapsed, rest_running_since
                FROM sessions WHERE status = 'active'
                """) else { return nil }
            func sessionInt(_ column: String) throws -> Int { try session.requiredInt(column, table: "sessions") }
            func sessionText(_ column: String) throws -> String { try session.requiredString(column, table: "sessions") }
            let id = try sessionInt("id")
            var steps: [WorkoutStep] = try db.rows("""
                SELECT \(PlanStepColumns.names.joined(separator: ", ")),
                       checked_at, timer_elapsed, timer_running_since, credited_challenge_date, skipped, note
                FROM session_steps WHERE session_id = ? ORDER BY position
                """, [id]).map { r in
                let plan = try PlanStepColumns.step(from: r, table: "session_steps")
                let elapsed = try r.requiredDouble("timer_elapsed", table: "session_steps")
                let timer = plan.durationSeconds.map {
                    Countdown(totalSeconds: $0, elapsedBeforeStart: elapsed, runningSince: r.double("timer_running_since"))
                }
                return WorkoutStep(plan: plan, checkedAt: r.double("checked_at"), timer: timer,
                                   creditedChallengeDay: r.string("credited_challenge_date").flatMap(Day.init(iso:)),
                                   skipped: try r.requiredInt("skipped", table: "session_steps") == 1,
                                   note: try r.requiredString("note", table: "session_steps"))
            }
            for r in try db.rows("""
                SELECT step_position, is_warmup, reps, weight, duration_seconds, completed_epoch, rpe
                FROM set_logs WHERE session_id = ? ORDER BY step_position, set_index
                """, [id]) {
                let position = try r.requiredInt("step_position", table: "set_logs")
                guard steps.indices.contains(position) else { continue }
                steps[position].sets.append(SetLog(isWarmup: try r.requiredInt("is_warmup", table: "set_logs") == 1,
                                                   reps: r.int("reps"), weight: r.double("weight"),
                                                   durationSeconds: r.int("duration_seconds"), rpe: r.double("rpe"),
                                                   completedAt: try r.requiredDouble("completed_epoch", table: "set_logs")))
            }
            let started = Moment(epochSeconds: try session.requiredDouble("started_epoch", table: "sessions"),
                                 utcOffsetSeconds: try sessionInt("utc_offset_seconds"))
            var rest: RestPeriod?
            if let step = session.int("rest_step"), let total = session.int("rest_total") {
                rest = RestPeriod(stepIndex: step, countdown: Countdown(totalSeconds: total, elapsedBeforeStart: session.double("rest_elapsed") ?? 0,
                                                                       runningSince: session.double("rest_running_since")))
            }
            return ActiveWorkout(sessionType: try sessionText("session_type"), title: try sessionText("title"), startedAt: started, steps: steps,
                                 groups: PlanStepColumns.list(try sessionText("muscle_groups")), rest: rest, id: try sessionText("uid"))
        }
    }

    /// Logs the running workout as a session (seed 000 §4.4): type, date, start, duration, partial.
    @discardableResult
    public func finishWorkout(_ workout: ActiveWorkout, partial: Bool, endedAt: Moment) throws -> SessionRecord {
        try write("finish the workout") {
            guard let id = try activeSessionID(of: workout) else {
                throw StoreError("Could not finish the workout: it is no longer in progress in \(path); restart gymtrack.")
            }
            try saveSteps(workout, sessionID: id, now: endedAt)
            let duration = workout.elapsedSeconds(at: endedAt.epochSeconds)
            try db.execute("""
                UPDATE sessions SET status = 'finished', duration_seconds = ?, is_partial = ?, updated_at = ? WHERE id = ?
                """, [duration, partial, endedAt.isoDateTime, id])
            let uid = try db.firstRow("SELECT uid FROM sessions WHERE id = ?", [id])?.requiredString("uid", table: "sessions") ?? ""
            return SessionRecord(id: uid, sessionType: workout.sessionType, day: workout.startedAt.day,
                                 startedAt: workout.startedAt.epochSeconds, durationSeconds: duration, isPartial: partial)
        }
    }

    /// Throws the running workout away with its sets, taking back any challenge credit it gave.
    /// Does nothing when it was already finished or discarded elsewhere; nil discards whatever is in progress.
    public func discardWorkout(_ workout: ActiveWorkout?, challengeTarget: Int = DailyChallenge.defaultTarget, now: Moment) throws {
        try write("discard the workout") {
            guard let workout else { return try db.execute("DELETE FROM sessions WHERE status = 'active'") }
            // Already finished or discarded elsewhere: its credit was settled there.
            guard let id = try activeSessionID(of: workout) else { return }
            for step in workout.steps {
                if let day = step.creditedChallengeDay {
                    _ = try adjustChallengeInTransaction(day: day, by: -1, target: challengeTarget, now: now)
                }
            }
            try db.execute("DELETE FROM sessions WHERE id = ?", [id])
        }
    }
}
