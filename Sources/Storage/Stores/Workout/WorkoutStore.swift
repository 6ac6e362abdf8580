import Domain

/// The workout in progress: begun, saved on every change, resumed, finished or discarded.
extension Store {
    /// Starts a workout: one `active` session row with its steps. Fails when one is running.
    /// The row's uid is `workout.id`, or a new ULID when that is empty; the one used is
    /// returned, and belongs in `workout.id`: changing, finishing and discarding find the row by it.
    @discardableResult
    public func beginWorkout(_ workout: ActiveWorkout, now: Moment) throws -> String {
        try begin(workout, now: now).id
    }

    /// `beginWorkout`, with the ids its steps' rows got, in order (`WorkoutStep.uid`).
    public func begin(_ workout: ActiveWorkout, now: Moment) throws -> (id: String, steps: [String]) {
        let uid = workout.id.isEmpty ? ULID.make(epochSeconds: workout.startedAt.epochSeconds) : workout.id
        let steps = try write("start the workout") { () -> [String] in
            try db.execute("""
                INSERT INTO sessions (session_type, date, started_at, duration_seconds, is_partial, uid, status, title,
                    started_epoch, utc_offset_seconds, steps_total, steps_completed, updated_at, muscle_groups)
                VALUES (?, ?, ?, 0, 0, ?, 'active', ?, ?, ?, ?, 0, ?, ?)
                """, [workout.sessionType, workout.startedAt.day.iso, workout.startedAt.isoDateTime,
                      uid, workout.title,
                      workout.startedAt.epochSeconds, workout.startedAt.utcOffsetSeconds, workout.steps.count, try stamp(now),
                      workout.groups.joined(separator: ",")])
            let sessionID = Int(db.lastInsertRowID)
            let steps = try workout.steps.enumerated().map { position, step in try insertStep(step, at: position, sessionID: sessionID, now: now) }
            // Sets and a rest it may already have (a workout carried over) are written as changes.
            let sets = workout.steps.enumerated().flatMap { position, step in
                step.sets.map { WorkoutChange.logSet(step: position, $0, stepUID: steps[position]) }
            }
            for change in sets + [.changeRest(workout.rest, completedSteps: workout.completedSteps),
                                  .changeAway(seconds: workout.awaySeconds, answeredAt: workout.awayAnsweredAt)]
                + (workout.note.isEmpty ? [] : [.changeNote(workout.note)]) {
                _ = try apply(change, sessionID: sessionID, challengeTarget: DailyChallenge.defaultTarget, now: now)
            }
            return steps
        }
        return (uid, steps)
    }

    /// The position of a step's row now, found by its id (another terminal may have moved it);
    /// `position` for a step not stored with an id.
    private func place(ofStep uid: String, else position: Int, sessionID: Int) throws -> Int {
        guard !uid.isEmpty else { return position }
        guard let row = try db.firstRow("SELECT position FROM session_steps WHERE session_id = ? AND uid = ?", [sessionID, uid]) else {
            throw StoreError("That exercise is no longer in the workout (removed in another terminal); nothing was saved.")
        }
        return try row.requiredInt("position", table: "session_steps")
    }

    /// Writes one change the lifter made to the running workout `id`, in one transaction (or
    /// the message's): what the screen shows as done is on disk first, and what another
    /// terminal wrote meanwhile stays. A logged set comes back with the id it was stored under,
    /// a step's challenge claim with the day's count as stored.
    @discardableResult
    public func changeWorkout(id: String, _ change: WorkoutChange, challengeTarget: Int = DailyChallenge.defaultTarget,
                              now: Moment) throws -> WorkoutChangeStored {
        try write("save the workout") {
            guard let sessionID = try activeSessionID(of: id) else {
                throw StoreError("Could not save the workout: it is no longer in progress in \(path) (finished or discarded elsewhere); restart gymtrack.")
            }
            return try apply(change, sessionID: sessionID, challengeTarget: challengeTarget, now: now)
        }
    }

    /// The row of the workout `id` while it is still the one in progress, found by its ULID: nil
    /// when it was finished or discarded elsewhere, even if another workout (of the same type,
    /// begun the same second) is in progress since.
    private func activeSessionID(of id: String) throws -> Int? {
        guard !id.isEmpty else { return nil }
        return try db.firstRow("SELECT id FROM sessions WHERE uid = ? AND status = 'active'", [id])?
            .requiredInt("id", table: "sessions")
    }

    /// Applies one change to the rows of the session; returns where a logged set went and the
    /// challenge counts a claim moved.
    private func apply(_ change: WorkoutChange, sessionID: Int, challengeTarget: Int, now: Moment) throws -> WorkoutChangeStored {
        switch change {
        case .arrangeSteps(let places):
            return WorkoutChangeStored(steps: try arrangeSteps(places, sessionID: sessionID, now: now))
        case .changeStep(let position, let step, let was):
            let stored = try place(ofStep: step.uid, else: position, sessionID: sessionID)
            // Only what this key changed: another terminal's change to the step's other fields stays.
            var columns: [String] = []
            var values: [SQLBindable] = []
            func set(_ names: [String], _ new: [SQLBindable]) {
                columns += names.map { "\($0) = ?" }
                values += new
            }
            if step.plan != was.plan { set(PlanStepColumns.names, PlanStepColumns.values(step.plan)) }
            if step.checkedAt != was.checkedAt { set(["checked_at"], [step.checkedAt]) }
            if step.timer != was.timer {
                set(["timer_elapsed", "timer_running_since"], [step.timer?.elapsedBeforeStart ?? 0, step.timer?.runningSince])
            }
            if step.skipped != was.skipped { set(["skipped"], [step.skipped]) }
            if step.note != was.note { set(["note"], [step.note]) }
            var counts: [ChallengeCount] = []
            if step.creditedChallengeDay != was.creditedChallengeDay {
                // The step's row holds its claim on the challenge: only a change of that claim,
                // as the row is now (under the write lock), moves the day's count. Another
                // terminal that checked the same step a moment earlier already claimed it.
                let claimed = try db.firstRow("SELECT credited_challenge_date FROM session_steps WHERE session_id = ? AND position = ?",
                                              [sessionID, stored])?.string("credited_challenge_date").flatMap(Day.init(iso:))
                if claimed != step.creditedChallengeDay {
                    if let day = claimed {
                        counts.append(ChallengeCount(day: day, sets: try adjustChallengeInTransaction(day: day, by: -1, target: challengeTarget, now: now)))
                    }
                    if let day = step.creditedChallengeDay {
                        counts.append(ChallengeCount(day: day, sets: try adjustChallengeInTransaction(day: day, by: 1, target: challengeTarget, now: now)))
                    }
                    set(["credited_challenge_date"], [step.creditedChallengeDay?.iso])
                }
            }
            if !columns.isEmpty {
                try db.execute("UPDATE session_steps SET \(columns.joined(separator: ", ")) WHERE session_id = ? AND position = ?",
                               values + [sessionID, stored])
            }
            return WorkoutChangeStored(challengeCounts: counts)
        case .logSet(let shown, let set, let stepUID):
            let position = try place(ofStep: stepUID, else: shown, sessionID: sessionID)
            // A timer's set is completed at the instant the timer ends, the same in every
            // terminal showing it: the one that writes it first logs it, the others find it.
            if set.durationSeconds != nil, let logged = try db.firstRow("""
                SELECT uid, is_warmup FROM set_logs WHERE session_id = ? AND step_position = ? AND completed_epoch = ?
                """, [sessionID, position, set.completedAt]) {
                return WorkoutChangeStored(set: StoredSet(step: shown, completedAt: set.completedAt,
                                                          id: try logged.requiredString("uid", table: "set_logs"),
                                                          isWarmup: try logged.requiredInt("is_warmup", table: "set_logs") == 1))
            }
            let uid = ULID.make(epochSeconds: set.completedAt)
            let at = Moment(epochSeconds: set.completedAt, utcOffsetSeconds: now.utcOffsetSeconds)
            // A warm-up is one of the step's first sets as they are when this one goes in, not
            // as this terminal last saw them: two terminals logging the first set at once
            // log one warm-up and one working set.
            let warmup = try db.firstRow("""
                INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, completed_at, completed_epoch,
                    \(SetLogColumns.figures.joined(separator: ", ")), note, body_weight, updated_at)
                VALUES (?, ?, ?, (SELECT coalesce(max(set_index) + 1, 0) FROM set_logs WHERE session_id = ? AND step_position = ?),
                    (SELECT count(*) FROM set_logs WHERE session_id = ? AND step_position = ?)
                        < (SELECT warmup_sets FROM session_steps WHERE session_id = ? AND position = ?),
                    ?, ?, \(sqlPlaceholders(SetLogColumns.figures.count)), ?,
                    -- The weigh-in in force, as the database has it now (another terminal may have weighed in).
                    CASE WHEN (SELECT load_type FROM session_steps WHERE session_id = ? AND position = ?) IN ('bodyweight', 'assisted')
                         THEN \(Store.weighInSQL(onDay: "(SELECT date FROM sessions WHERE id = ?)")) END,
                    -- By the sync clock, not the set's own time: a set logged after a sync is
                    -- among what the next one sends, whenever it says it was done.
                    ?)
                RETURNING is_warmup
                """, [uid, sessionID, position, sessionID, position, sessionID, position, sessionID, position,
                      at.isoDateTime, set.completedAt] + SetLogColumns.values(set) + [set.note, sessionID, position, sessionID, try stamp(now)])?
                .requiredInt("is_warmup", table: "set_logs") == 1
            // Logged as a warm-up, it went in as a working set (another terminal logged the
            // warm-up first): a side at a time, both sides, as Space logs a working set.
            if set.isWarmup && !warmup && set.repsRight == nil {
                try db.execute("""
                    UPDATE set_logs SET reps_right = reps
                    WHERE uid = ? AND (SELECT unilateral FROM session_steps WHERE session_id = ? AND position = ?) = 1
                    """, [uid, sessionID, position])
            }
            return WorkoutChangeStored(set: StoredSet(step: shown, completedAt: set.completedAt, id: uid, isWarmup: warmup))
        case .editSet(let id, let set):
            // Its values only: whether it is a warm-up was settled when it went in.
            try db.execute("UPDATE set_logs SET \(SetLogColumns.assignments) WHERE uid = ? AND session_id = ?",
                           SetLogColumns.values(set) + [id, sessionID])
        case .changeSetNote(let id, let note):
            try db.execute("UPDATE set_logs SET note = ? WHERE uid = ? AND session_id = ?", [note, id, sessionID])
            if db.changes == 0 { throw StoreError("That set is no longer in the workout (taken back in another terminal); the note was not saved.") }
        case .undoSet(let id):
            try db.execute("DELETE FROM set_logs WHERE uid = ? AND session_id = ?", [id, sessionID])
            if db.changes > 0 { try recordTombstone(id, at: try stamp(now)) }
        case .changeRest(let rest, let completedSteps):
            try db.execute("""
                UPDATE sessions SET steps_total = (SELECT count(*) FROM session_steps WHERE session_id = ?), steps_completed = ?,
                    updated_at = ?, rest_step = ?, rest_total = ?, rest_elapsed = ?, rest_running_since = ? WHERE id = ?
                """, [sessionID, completedSteps, try stamp(now), rest?.stepIndex, rest?.countdown.totalSeconds,
                      rest?.countdown.elapsedBeforeStart, rest?.countdown.runningSince, sessionID])
        case .changeAway(let seconds, let answeredAt):
            try db.execute("UPDATE sessions SET away_seconds = ?, away_answered_epoch = ?, updated_at = ? WHERE id = ?",
                           [seconds, answeredAt, try stamp(now), sessionID])
        case .changeNote(let note):
            try db.execute("UPDATE sessions SET note = ?, updated_at = ? WHERE id = ?", [note, try stamp(now), sessionID])
        }
        return WorkoutChangeStored()
    }

    /// The fields of a step beyond its plan, in the order of the statements above.
    private func stepFields(_ step: WorkoutStep) -> [SQLBindable] {
        [step.checkedAt, step.timer?.elapsedBeforeStart ?? 0, step.timer?.runningSince, step.creditedChallengeDay?.iso, step.skipped, step.note]
    }

    /// Inserts a step's row with an id of its own, and returns the id.
    private func insertStep(_ step: WorkoutStep, at position: Int, sessionID: Int, now: Moment) throws -> String {
        let uid = ULID.make(epochSeconds: now.epochSeconds)
        try db.execute("""
            INSERT INTO session_steps (session_id, position, uid, \(PlanStepColumns.names.joined(separator: ", ")), checked_at, timer_elapsed,
                timer_running_since, credited_challenge_date, skipped, note)
            VALUES (?, ?, ?, \(PlanStepColumns.placeholders), ?, ?, ?, ?, ?, ?)
            """, [sessionID, position, uid] + PlanStepColumns.values(step.plan) + stepFields(step))
        return uid
    }

    /// Puts the steps (and their sets) in the new order, inserting new ones where they go.
    /// Steps another terminal added meanwhile follow ours.
    private func arrangeSteps(_ places: [StepPlace], sessionID: Int, now: Moment) throws -> [StoredStep] {
        var added: [StoredStep] = []
        // Out of the way first (negative), so no two rows ever share a position.
        try db.execute("UPDATE session_steps SET position = -1 - position WHERE session_id = ?", [sessionID])
        try db.execute("UPDATE set_logs SET step_position = -1 - step_position WHERE session_id = ?", [sessionID])
        func move(from old: Int, to new: Int) throws {
            try db.execute("UPDATE session_steps SET position = ? WHERE session_id = ? AND position = ?", [new, sessionID, -1 - old])
            try db.execute("UPDATE set_logs SET step_position = ? WHERE session_id = ? AND step_position = ?", [new, sessionID, -1 - old])
        }
        for (position, place) in places.enumerated() {
            switch place {
            case .was(let before): try move(from: before, to: position)
            case .added(let step): added.append(StoredStep(position: position, uid: try insertStep(step, at: position, sessionID: sessionID, now: now)))
            }
        }
        var next = places.count
        for row in try db.rows("SELECT position FROM session_steps WHERE session_id = ? AND position < 0 ORDER BY position DESC", [sessionID]) {
            try move(from: -1 - (try row.requiredInt("position", table: "session_steps")), to: next)
            next += 1
        }
        return added
    }

    /// The unfinished workout, with every set from every terminal, or nil.
    public func loadActiveWorkout() throws -> ActiveWorkout? {
        try read("read the workout in progress") {
            guard let row = try db.firstRow("SELECT id FROM sessions WHERE status = 'active'") else { return nil }
            return try loadWorkout(sessionID: try row.requiredInt("id", table: "sessions"))
        }
    }

    /// The workout of the session row `sessionID`, as stored.
    private func loadWorkout(sessionID: Int) throws -> ActiveWorkout? {
        guard let session = try db.firstRow("""
            SELECT id, uid, session_type, title, started_epoch, utc_offset_seconds, muscle_groups,
                   rest_step, rest_total, rest_elapsed, rest_running_since, away_seconds, away_answered_epoch, note
            FROM sessions WHERE id = ?
            """, [sessionID]) else { return nil }
        func sessionInt(_ column: String) throws -> Int { try session.requiredInt(column, table: "sessions") }
        func sessionText(_ column: String) throws -> String { try session.requiredString(column, table: "sessions") }
        let id = try sessionInt("id")
        var steps: [WorkoutStep] = try db.rows("""
            SELECT \(PlanStepColumns.names.joined(separator: ", ")),
                   checked_at, timer_elapsed, timer_running_since, credited_challenge_date, skipped, note, uid
            FROM session_steps WHERE session_id = ? ORDER BY position
            """, [id]).map { r in
            let plan = try PlanStepColumns.step(from: r, table: "session_steps")
            let elapsed = try r.requiredDouble("timer_elapsed", table: "session_steps")
            let timer = plan.durationSeconds.map {
                Countdown(totalSeconds: $0, elapsedBeforeStart: elapsed, runningSince: r.double("timer_running_since"))
            }
            var step = WorkoutStep(plan: plan, checkedAt: r.double("checked_at"), timer: timer,
                                   creditedChallengeDay: r.string("credited_challenge_date").flatMap(Day.init(iso:)),
                                   skipped: try r.requiredInt("skipped", table: "session_steps") == 1,
                                   note: try r.requiredString("note", table: "session_steps"))
            step.uid = r.string("uid") ?? ""
            return step
        }
        for r in try db.rows("""
            SELECT uid, step_position, is_warmup, completed_epoch, \(SetLogColumns.selected())
            FROM set_logs WHERE session_id = ? ORDER BY step_position, set_index
            """, [id]) {
            let position = try r.requiredInt("step_position", table: "set_logs")
            guard steps.indices.contains(position) else { continue }
            steps[position].sets.append(try SetLogColumns.set(from: r))
        }
        let started = Moment(epochSeconds: try session.requiredDouble("started_epoch", table: "sessions"),
                             utcOffsetSeconds: try sessionInt("utc_offset_seconds"))
        let clock = try Store.workoutClock(from: session)
        return ActiveWorkout(sessionType: try sessionText("session_type"), title: try sessionText("title"), startedAt: started, steps: steps,
                             groups: PlanStepColumns.list(try sessionText("muscle_groups")), rest: clock.rest, id: try sessionText("uid"),
                             awaySeconds: clock.awaySeconds, awayAnsweredAt: clock.awayAnsweredAt, note: try sessionText("note"))
    }

    /// Logs the running workout as a session: type, date, start, duration, partial.
    @discardableResult
    public func finishWorkout(_ workout: ActiveWorkout, partial: Bool, endedAt: Moment) throws -> SessionRecord {
        try write("finish the workout") {
            guard let id = try activeSessionID(of: workout.id) else {
                throw StoreError("Could not finish the workout: it is no longer in progress in \(path); restart gymtrack.")
            }
            let duration = workout.elapsedSeconds(at: endedAt.epochSeconds)
            try db.execute("""
                UPDATE sessions SET status = 'finished', duration_seconds = ?, is_partial = ?, updated_at = ? WHERE id = ?
                """, [duration, partial, try stamp(endedAt), id])
            let uid = try db.firstRow("SELECT uid FROM sessions WHERE id = ?", [id])?.requiredString("uid", table: "sessions") ?? ""
            return SessionRecord(id: uid, sessionType: workout.sessionType, day: workout.startedAt.day,
                                 startedAt: workout.startedAt.epochSeconds, durationSeconds: duration, isPartial: partial)
        }
    }

    /// Throws the running workout away with its sets, taking back any challenge credit it gave.
    /// Does nothing when it was already finished or discarded elsewhere; nil discards whatever is in progress.
    @discardableResult
    public func discardWorkout(_ workout: ActiveWorkout?, challengeTarget: Int = DailyChallenge.defaultTarget, now: Moment) throws
        -> [ChallengeCount] {
        try write("discard the workout") {
            guard let workout else {
                try db.execute("DELETE FROM sessions WHERE status = 'active'")
                return []
            }
            // Already finished or discarded elsewhere: its credit was settled there.
            guard let id = try activeSessionID(of: workout.id) else { return [] }
            // The credit its steps gave, as stored: a terminal sharing the workout may have given some too.
            var counts: [ChallengeCount] = []
            for row in try db.rows("""
                SELECT credited_challenge_date FROM session_steps WHERE session_id = ? AND credited_challenge_date IS NOT NULL
                """, [id]) {
                if let day = row.string("credited_challenge_date").flatMap(Day.init(iso:)) {
                    counts.append(ChallengeCount(day: day, sets: try adjustChallengeInTransaction(day: day, by: -1, target: challengeTarget, now: now)))
                }
            }
            try db.execute("DELETE FROM sessions WHERE id = ?", [id])
            try recordTombstone(workout.id, at: try stamp(now))
            return counts
        }
    }
}

extension Store {
    /// What became of the workout with this id, once it is no longer in progress.
    public func workoutEnd(id: String) throws -> WorkoutEnd? {
        try read("read the workout in progress") {
            switch try db.firstRow("SELECT status FROM sessions WHERE uid = ?", [id])?.string("status") {
            case "active": return nil
            case "finished": return .finished
            default: return .discarded
            }
        }
    }
}
