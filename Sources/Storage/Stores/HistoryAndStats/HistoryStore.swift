import Domain

/// Finished sessions and challenge days as history: the recent window and the all-time figures.
extension Store {
    /// Days of history Home and Stats draw from: the 365-day challenge count, the 52-week
    /// heatmap (up to 370 days) and 12 months of charts, with room to spare.
    public static let historyWindowDays = 400

    /// The recent history that Home and Stats are computed from: the last `historyWindowDays`
    /// days, or further back while a streak reaches the window's start (the weekly streak only
    /// when Settings count the streak in weeks). Its cost does not grow
    /// with years of use (the date indexes bound every query); all-time figures come from
    /// `loadAllTimeStats`. Without `today`, all of history.
    public func loadHistory(today: Day? = nil) throws -> History {
        guard let today else { return try loadHistory(since: nil) }
        var since = today.adding(days: -Store.historyWindowDays)
        let weekly = try weeklyStreakSessions()
        while true {
            let history = try loadHistory(since: since)
            // A streak that reaches the window's first day may go on before it: widen the window.
            let gym = history.currentGymStreak(today: today)
            let challenge = history.currentChallengeStreak(today: today)
            let weeks = weekly.map { history.gymStreak(mode: .weeks, weekSessions: $0, today: today).count } ?? 0
            if today.adding(days: -max(gym, challenge)) > since && today.startOfWeek.adding(days: -7 * weeks) > since { return history }
            since = since.adding(days: -Store.historyWindowDays * 4)
            if since < Day(year: 1970, month: 1, day: 1) { return try loadHistory(since: nil) }
        }
    }

    /// The days a week the weekly streak needs, when Settings count the streak in weeks.
    private func weeklyStreakSessions() throws -> Int? {
        let keys: [SettingKey] = [.streakMode, .streakWeekSessions]
        let settings = Settings(stored: Dictionary(uniqueKeysWithValues: try keys.compactMap { key in try setting(key.rawValue).map { (key, $0) } }))
        return settings.streakMode == .weeks ? settings.streakWeekSessions : nil
    }

    /// Rows read in place: this is most of what a start reads before its first frame.
    private func loadHistory(since: Day?) throws -> History {
        try read("read the history") {
            let from = since?.iso ?? ""
            var sessions: [SessionRecord] = []
            try db.forEachRow("""
                SELECT uid, session_type, date, started_epoch, duration_seconds, is_partial
                FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND date >= ?
                ORDER BY date, started_epoch
                """, [from], table: "sessions", columns: { row in
                    (date: try row.position(of: "date"), uid: try row.position(of: "uid"), type: try row.position(of: "session_type"),
                     started: try row.position(of: "started_epoch"), duration: try row.position(of: "duration_seconds"),
                     partial: try row.position(of: "is_partial"))
                }) { row, c in
                guard let day = Day(iso: try row.requiredString(c.date)) else { return }
                sessions.append(SessionRecord(id: try row.requiredString(c.uid), sessionType: try row.requiredString(c.type),
                                              day: day, startedAt: try row.requiredDouble(c.started),
                                              durationSeconds: try row.requiredInt(c.duration),
                                              isPartial: try row.requiredInt(c.partial) == 1))
            }
            var challenge: [ChallengeDay] = []
            try db.forEachRow("SELECT date, sets_completed, target FROM daily_challenge WHERE date >= ?", [from], table: "daily_challenge",
                              columns: { row in (date: try row.position(of: "date"), sets: try row.position(of: "sets_completed"),
                                                 target: try row.position(of: "target")) }) { row, c in
                guard let day = Day(iso: try row.requiredString(c.date)) else { return }
                challenge.append(ChallengeDay(day: day, sets: try row.requiredInt(c.sets), target: try row.requiredInt(c.target)))
            }
            return History(sessions: sessions, challenge: challenge)
        }
    }

    /// Longest streaks, totals and sessions per type over all of history. SQL returns the
    /// distinct days (from the date indexes) and counts per type; the runs are found in Swift,
    /// which was several times faster than a window function over julianday().
    public func loadAllTimeStats() throws -> AllTimeStats {
        try read("read the statistics") {
            let gymDays = try days(Store.fullSessionDays)
            let fullDays = try days(Store.fullChallengeDays)
            var byType: [String: Int] = [:]
            for row in try db.rows("""
                SELECT session_type, count(*) AS sessions FROM sessions WHERE status = 'finished' AND deleted_at IS NULL GROUP BY session_type
                """) {
                byType[try row.requiredString("session_type", table: "sessions")] = try row.requiredInt("sessions", table: "sessions")
            }
            let gym = Set(gymDays)
            return AllTimeStats(
                longestGymStreak: longestStreak(days: gym),
                longestChallengeStreak: longestStreak(days: Set(fullDays)),
                totalSessions: byType.values.reduce(0, +),
                fullChallengeDays: fullDays.count,
                sessionsByType: byType,
                longestWeekStreaks: longestWeekStreaks(days: gym))
        }
    }

    /// Every day with a full (not partial) session, from the date index alone.
    static let fullSessionDays = "SELECT DISTINCT date FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND is_partial = 0"
    /// Every day the daily challenge was done.
    static let fullChallengeDays = "SELECT date FROM daily_challenge WHERE sets_completed >= target"

    /// The days a query's `date` column holds (ISO dates), read through a cursor: all of the
    /// years' days are read for streaks, and a `Row` per day cost more than the reading.
    func days(_ sql: String) throws -> [Day] {
        var result: [Day] = []
        try db.forEachRow(sql, table: "sessions", columns: { try $0.position(of: "date") }) { row, date in
            if let day = Day(iso: try row.requiredString(date)) { result.append(day) }
        }
        return result
    }
}
