import Domain

/// The daily challenge: one row per day with its count and target.
extension Store {
    /// Today's challenge sets, 0 when none logged.
    public func challengeSets(on day: Day) throws -> Int {
        try read("read the challenge") {
            try db.firstRow("SELECT sets_completed FROM daily_challenge WHERE date = ?", [day.iso])?.requiredInt("sets_completed", table: "daily_challenge") ?? 0
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

    /// Inside a write already begun: the workout credits the challenge in its own transaction.
    /// The increment is done in SQL, on the row as it is when the write lock is held, so
    /// another process's sets are added to, never overwritten; a day keeps its own target.
    /// `target` is the one in Settings: it applies to today and later (`DailyChallenge.targetApplies`);
    /// a day before today keeps its own.
    func adjustChallengeInTransaction(day: Day, by delta: Int, target: Int, now: Moment) throws -> Int {
        let applies = DailyChallenge.targetApplies(to: day, today: now.day)
        let stamped = try stamp(now)
        let count = try db.firstRow("""
            INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES (?, max(0, min(?, ?)), ?, ?, ?)
            ON CONFLICT(date) DO UPDATE SET
                sets_completed = max(0, min(min(sets_completed, CASE WHEN ? THEN excluded.target ELSE target END) + ?,
                                            CASE WHEN ? THEN excluded.target ELSE target END)),
                target = CASE WHEN ? THEN excluded.target ELSE target END, updated_at = excluded.updated_at
            RETURNING sets_completed
            """, [day.iso, delta, target, target, ULID.make(epochSeconds: now.epochSeconds), stamped,
                  applies, delta, applies, applies])?
            .requiredInt("sets_completed", table: "daily_challenge") ?? 0
        try settleChallengeCounts(day: day, stamp: stamped)
        return count
    }

    private func upsertChallenge(day: Day, sets: Int, target: Int, now: Moment) throws -> Int {
        let applies = DailyChallenge.targetApplies(to: day, today: now.day)
        let dayTarget = applies ? target : try (db.firstRow("SELECT target FROM daily_challenge WHERE date = ?", [day.iso])?
            .requiredInt("target", table: "daily_challenge") ?? target)
        let clamped = ChallengeDay.clamped(sets, target: dayTarget)
        let stamped = try stamp(now)
        try db.execute("""
            INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(date) DO UPDATE SET sets_completed = excluded.sets_completed,
                target = excluded.target, updated_at = excluded.updated_at
            """, [day.iso, clamped, dayTarget, ULID.make(epochSeconds: now.epochSeconds), stamped])
        try settleChallengeCounts(day: day, stamp: stamped)
        return clamped
    }

    /// The day's count as stored is what this device counted, with what the other devices
    /// counted (`challenge_counts`, which a sync brings in): this device's row takes the
    /// difference, so the devices' counts add up to the day's count again. Inside a write.
    func settleChallengeCounts(day: Day, stamp: String) throws {
        try db.execute("""
            INSERT INTO challenge_counts (date, device, sets, updated_at)
            SELECT d.date, c.device, d.sets_completed - coalesce((SELECT sum(sets) FROM challenge_counts o
                WHERE o.date = d.date AND o.device != c.device), 0), ?
            FROM daily_challenge d, sync_clock c WHERE d.date = ?
            ON CONFLICT(date, device) DO UPDATE SET sets = excluded.sets, updated_at = excluded.updated_at
            WHERE sets != excluded.sets
            """, [stamp, day.iso])
    }

    /// The challenge target changed in Settings: today's row (and any after it) takes it at once,
    /// its sets clamped to it, so every terminal and `status` count today against it
    /// (`DailyChallenge.targetApplies`). Inside the write of the setting.
    func applyChallengeTarget(_ target: Int, today: Day) throws {
        try db.execute("UPDATE daily_challenge SET target = ?, sets_completed = min(sets_completed, ?) WHERE date >= ?",
                       [target, target, today.iso])
    }
}
