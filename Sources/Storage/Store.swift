import Domain

/// The repository: every read and write gymtrack makes, each write in one transaction.
public final class Store {
    public let path: String
    let db: Connection

    /// Opens the database at `path`, creating it (mode 0600) when missing, and migrates it.
    /// A file that is not SQLite, or was written by a newer gymtrack, is refused untouched.
    public init(path: String) throws {
        self.path = path
        do {
            if path != ":memory:" { try DatabaseLocation.prepareFile(at: path) }
            db = try Connection(path: path)
            // Read before any write: fails with NOTADB on a foreign file, without touching it.
            let version = try db.firstRow("PRAGMA user_version")?.int(0) ?? 0
            if version > latestSchemaVersion {
                throw StoreError("\(path) was written by a newer gymtrack (schema \(version), this one knows \(latestSchemaVersion)); upgrade gymtrack to open it. It was not changed.")
            }
            if version == 0, let table = try db.firstRow("""
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1
                """)?.string(0) {
                throw StoreError("\(path) is a SQLite database of another program (it has a table '\(table)'); pass --db with a path for gymtrack. It was not changed.")
            }
            try db.execute("PRAGMA busy_timeout = 5000")
            try db.execute("PRAGMA foreign_keys = ON")
            try db.execute("PRAGMA synchronous = FULL")
            if path != ":memory:" {
                let mode = try db.firstRow("PRAGMA journal_mode = WAL")?.string(0)?.lowercased()
                guard mode == "wal" else {
                    throw StoreError("Could not switch \(path) to write-ahead logging (got \(mode ?? "nothing")); put the database on a local disk or pass --db with another path.")
                }
            }
            try migrate(from: version)
        } catch {
            throw StoreError.wrap(error, doing: "open the database", path: path)
        }
    }

    /// Applies each pending migration in its own transaction, recorded in that transaction.
    private func migrate(from current: Int) throws {
        for migration in migrations where migration.version > current {
            try db.transaction {
                try db.executeScript(migration.sql)
                try db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
                               [migration.version, migration.name])
                try db.execute("PRAGMA user_version = \(migration.version)") // an integer literal: pragmas take no parameters
            }
        }
    }

    public var schemaVersion: Int { (try? db.firstRow("PRAGMA user_version")?.int(0)) ?? 0 }

    /// True inside `batch`: writes then join its one transaction.
    private var inBatch = false

    func write<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return inBatch ? try body() : try db.transaction(body) } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }

    /// Runs many writes as one transaction (generating years of history): all or nothing,
    /// one sync to disk instead of one per write.
    public func batch(_ body: () throws -> Void) throws {
        precondition(!inBatch, "batches do not nest")
        try write("write the batch") {
            inBatch = true
            defer { inBatch = false }
            try body()
        }
    }

    func read<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }

    // MARK: History

    /// Days of history Home and Stats draw from: the 365-day challenge count, the 52-week
    /// heatmap (up to 370 days) and 12 months of charts, with room to spare.
    public static let historyWindowDays = 400

    /// The recent history that Home and Stats are computed from: the last `historyWindowDays`
    /// days, or further back while a streak reaches the window's start. Its cost does not grow
    /// with years of use (the date indexes bound every query); all-time figures come from
    /// `loadAllTimeStats`. Without `today`, all of history.
    public func loadHistory(today: Day? = nil) throws -> History {
        guard let today else { return try loadHistory(since: nil) }
        var since = today.adding(days: -Store.historyWindowDays)
        while true {
            let history = try loadHistory(since: since)
            // A streak that reaches the window's first day may go on before it: widen the window.
            let gym = currentStreak(days: history.gymDays, today: today)
            let challenge = currentStreak(days: history.fullChallengeDays, today: today)
            if today.adding(days: -max(gym, challenge)) > since { return history }
            since = since.adding(days: -Store.historyWindowDays * 4)
            if since < Day(year: 1970, month: 1, day: 1) { return try loadHistory(since: nil) }
        }
    }

    private func loadHistory(since: Day?) throws -> History {
        try read("read the history") {
            let from = since?.iso ?? ""
            let sessions = try db.rows("""
                SELECT uid, session_type, date, started_epoch, duration_seconds, is_partial
                FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND date >= ?
                ORDER BY date, started_epoch
                """, [from]).compactMap { row -> SessionRecord? in
                guard let day = row.string(2).flatMap(Day.init(iso:)) else { return nil }
                return SessionRecord(id: row.string(0) ?? "", type: row.string(1) ?? "?", day: day,
                                     startedAt: row.double(3) ?? 0, durationSeconds: row.int(4) ?? 0,
                                     isPartial: row.int(5) == 1)
            }
            let challenge = try db.rows("SELECT date, sets_completed, target FROM daily_challenge WHERE date >= ?", [from]).compactMap { row -> ChallengeDay? in
                guard let day = row.string(0).flatMap(Day.init(iso:)) else { return nil }
                return ChallengeDay(day: day, sets: row.int(1) ?? 0, target: row.int(2) ?? 3)
            }
            return History(sessions: sessions, challenge: challenge)
        }
    }

    /// Longest streaks, totals and sessions per type over all of history. SQL returns the
    /// distinct days (from the date indexes) and counts per type; the runs are found in Swift,
    /// which was several times faster than a window function over julianday().
    public func loadAllTimeStats() throws -> AllTimeStats {
        try read("read the statistics") {
            func days(_ sql: String) throws -> [Day] {
                try db.rows(sql).compactMap { $0.string(0).flatMap(Day.init(iso:)) }
            }
            let gymDays = try days("""
                SELECT DISTINCT date FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND is_partial = 0
                """)
            let fullDays = try days("SELECT date FROM daily_challenge WHERE sets_completed >= target")
            var byType: [String: Int] = [:]
            for row in try db.rows("""
                SELECT session_type, count(*) FROM sessions WHERE status = 'finished' AND deleted_at IS NULL GROUP BY session_type
                """) {
                byType[row.string(0) ?? "?"] = row.int(1) ?? 0
            }
            return AllTimeStats(
                longestGymStreak: longestStreak(days: Set(gymDays)),
                longestChallengeStreak: longestStreak(days: Set(fullDays)),
                totalSessions: byType.values.reduce(0, +),
                fullChallengeDays: fullDays.count,
                sessionsByType: byType)
        }
    }

    // MARK: Daily challenge

    /// Today's challenge sets, 0 when none logged.
    public func challengeSets(on day: Day) throws -> Int {
        try read("read the challenge") {
            try db.firstRow("SELECT sets_completed FROM daily_challenge WHERE date = ?", [day.iso])?.int(0) ?? 0
        }
    }

    /// Sets the day's count, clamped to 0…target. Returns the stored count.
    @discardableResult
    public func setChallenge(day: Day, sets: Int, target: Int, now: Moment) throws -> Int {
        try write("save the challenge") { try upsertChallenge(day: day, sets: sets, target: target, now: now) }
    }

    /// Adds `delta` to the day's count, clamped to 0…target. Returns the stored count.
    @discardableResult
    public func adjustChallenge(day: Day, by delta: Int, target: Int, now: Moment) throws -> Int {
        try write("save the challenge") { try adjustChallengeInTransaction(day: day, by: delta, target: target, now: now) }
    }

    private func adjustChallengeInTransaction(day: Day, by delta: Int, target: Int, now: Moment) throws -> Int {
        let row = try db.firstRow("SELECT sets_completed, target FROM daily_challenge WHERE date = ?", [day.iso])
        let current = row?.int(0) ?? 0
        let dayTarget = row?.int(1) ?? target
        return try upsertChallenge(day: day, sets: current + delta, target: dayTarget, now: now)
    }

    private func upsertChallenge(day: Day, sets: Int, target: Int, now: Moment) throws -> Int {
        let clamped = min(max(0, sets), target)
        try db.execute("""
            INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(date) DO UPDATE SET sets_completed = excluded.sets_completed,
                target = excluded.target, updated_at = excluded.updated_at
            """, [day.iso, clamped, target, ULID.make(epochSeconds: now.epochSeconds), now.isoDateTime])
        return clamped
    }

    // MARK: Workout in progress

    /// Starts a workout: one `active` session row with its steps. Fails when one is running.
    public func beginWorkout(_ workout: ActiveWorkout, now: Moment) throws {
        try write("start the workout") {
            try db.execute("""
                INSERT INTO sessions (session_type, date, started_at, duration_seconds, is_partial, uid, status, title,
                    started_epoch, utc_offset_seconds, steps_total, steps_completed, updated_at, muscle_groups)
                VALUES (?, ?, ?, 0, 0, ?, 'active', ?, ?, ?, ?, 0, ?, ?)
                """, [workout.planType, workout.startedAt.day.iso, workout.startedAt.isoDateTime,
                      ULID.make(epochSeconds: workout.startedAt.epochSeconds), workout.title,
                      workout.startedAt.epochSeconds, workout.startedAt.utcOffsetSeconds, workout.steps.count, now.isoDateTime,
                      workout.groups.joined(separator: ",")])
            try saveSteps(workout, sessionID: Int(db.lastInsertRowID), now: now)
        }
    }

    /// Writes the whole state of the running workout, and any challenge credit it implies,
    /// in one transaction: what the screen shows as done is on disk first.
    public func saveWorkout(_ workout: ActiveWorkout, challengeDelta: (day: Day, delta: Int)? = nil,
                            challengeTarget: Int = 3, now: Moment) throws {
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

    /// The row of `workout` while it is still the one in progress, matched by its start and type:
    /// nil when it was finished or discarded elsewhere, even if another workout was begun since.
    private func activeSessionID(of workout: ActiveWorkout) throws -> Int? {
        try db.firstRow("SELECT id FROM sessions WHERE status = 'active' AND started_epoch = ? AND session_type = ?",
                        [workout.startedAt.epochSeconds, workout.planType])?.int(0)
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
            try upsertStep.bind([sessionID, position] + PlanStepColumns.values(step.plan) + [
                step.checkedAt, step.timer?.elapsedBeforeStart ?? 0, step.timer?.runningSince,
                step.creditedChallengeDay?.iso, step.skipped, step.note])
            while try upsertStep.step() {}
            for (index, set) in step.sets.enumerated() {
                let at = Moment(epochSeconds: set.completedAt, utcOffsetSeconds: now.utcOffsetSeconds)
                try upsertSet.bind([ULID.make(epochSeconds: set.completedAt), sessionID, position, index, set.isWarmup,
                                    set.reps, set.weight, set.durationSeconds, at.isoDateTime, set.completedAt, set.rpe])
                while try upsertSet.step() {}
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
                SELECT id, session_type, title, started_epoch, utc_offset_seconds, muscle_groups,
                       rest_step, rest_total, rest_elapsed, rest_running_since
                FROM sessions WHERE status = 'active'
                """), let id = session.int(0) else { return nil }
            let planCount = PlanStepColumns.names.count
            var steps: [WorkoutStep] = try db.rows("""
                SELECT \(PlanStepColumns.names.joined(separator: ", ")),
                       checked_at, timer_elapsed, timer_running_since, credited_challenge_date, skipped, note
                FROM session_steps WHERE session_id = ? ORDER BY position
                """, [id]).map { r in
                let plan = PlanStepColumns.step(from: r)
                let timer = plan.durationSeconds.map {
                    Countdown(totalSeconds: $0, elapsedBeforeStart: r.double(planCount + 1) ?? 0, runningSince: r.double(planCount + 2))
                }
                return WorkoutStep(plan: plan, checkedAt: r.double(planCount), timer: timer,
                                   creditedChallengeDay: r.string(planCount + 3).flatMap(Day.init(iso:)),
                                   skipped: r.int(planCount + 4) == 1, note: r.string(planCount + 5) ?? "")
            }
            for r in try db.rows("""
                SELECT step_position, is_warmup, reps, weight, duration_seconds, completed_epoch, rpe
                FROM set_logs WHERE session_id = ? ORDER BY step_position, set_index
                """, [id]) {
                guard let position = r.int(0), steps.indices.contains(position) else { continue }
                steps[position].sets.append(SetLog(isWarmup: r.int(1) == 1, reps: r.int(2), weight: r.double(3),
                                                   durationSeconds: r.int(4), rpe: r.double(6), completedAt: r.double(5) ?? 0))
            }
            let started = Moment(epochSeconds: session.double(3) ?? 0, utcOffsetSeconds: session.int(4) ?? 0)
            var rest: RestPeriod?
            if let step = session.int(6), let total = session.int(7) {
                rest = RestPeriod(stepIndex: step, countdown: Countdown(totalSeconds: total, elapsedBeforeStart: session.double(8) ?? 0,
                                                                       runningSince: session.double(9)))
            }
            return ActiveWorkout(planType: session.string(1) ?? "?", title: session.string(2) ?? "", startedAt: started, steps: steps,
                                 groups: PlanStepColumns.list(session.string(5)), rest: rest)
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
            let uid = try db.firstRow("SELECT uid FROM sessions WHERE id = ?", [id])?.string(0) ?? ""
            return SessionRecord(id: uid, type: workout.planType, day: workout.startedAt.day,
                                 startedAt: workout.startedAt.epochSeconds, durationSeconds: duration, isPartial: partial)
        }
    }

    /// Throws the running workout away with its sets, taking back any challenge credit it gave.
    /// Does nothing when it was already finished or discarded elsewhere; nil discards whatever is in progress.
    public func discardWorkout(_ workout: ActiveWorkout?, challengeTarget: Int = 3, now: Moment) throws {
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

    // MARK: Settings

    /// Every setting at once: what the UI reads at start, in one query instead of one per key.
    public func allSettings() throws -> [String: String] {
        try read("read the settings") {
            Dictionary(try db.rows("SELECT key, value FROM settings").map { ($0.string(0) ?? "", $0.string(1) ?? "") },
                       uniquingKeysWith: { a, _ in a })
        }
    }

    public func setting(_ key: String) throws -> String? {
        try read("read the settings") { try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.string(0) }
    }

    public func setSetting(_ key: String, _ value: String) throws {
        try write("save the settings") {
            try db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [key, value])
        }
    }
}
