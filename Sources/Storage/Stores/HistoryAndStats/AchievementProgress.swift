import CSQLite
import Domain

/// The achievements looked for over all of history (runs of full-session days and weeks, of
/// challenge days, every region in one week) go on from where the last reading stopped, so years of
/// history cost a reading what the days since cost. `achievement_progress` (migration 9) keeps
/// each search through yesterday; triggers delete a search's row when a change touches a day
/// it has read (an edit, a move or a deletion in the past, an import), and the next reading
/// starts it again from the first day. Today's days are read every time and never kept: they
/// may still change.
extension Store {
    /// The searches' results for `today`: the days of the nth session and of each tonnage, the
    /// first days each gym streak and challenge streak length was reached, and the first week
    /// with every region (looked for only when `everyRegion`).
    func allTimeAchievements(today: Day, regions: RegionNames, everyRegion: Bool) throws -> AllTimeAchievements {
        let yesterday = today.adding(days: -1)
        // Reading and keeping in one transaction, so no change lands between them; a reader
        // that cannot write (read-only, or inside another transaction) reads all, keeps nothing.
        let keeps = !readOnly && sqlite3_get_autocommit(db.handle) != 0
        if keeps { try db.execute("BEGIN") }
        var kept: [String: (through: Day, state: String)] = [:]
        var sessions = RunningTotalSearch(milestones: Achievements.sessionCounts)
        var tonnage = RunningTotalSearch(milestones: Achievements.tonnes, unit: 1000)
        var record = FirstRecordSearch()
        var gym = StreakSearch(lengths: Achievements.gymStreaks)
        var gymWeeks = WeekStreakSearch(lengths: Achievements.gymWeekStreaks)
        var challenge = StreakSearch(lengths: Achievements.challengeStreaks)
        var every = EveryRegionSearch(regions: regions.all)
        do {
            for row in try db.rows("SELECT search, through, state FROM achievement_progress") {
                let table = "achievement_progress"
                // A day that does not parse is a search to make again, not an error.
                guard let through = Day(iso: try row.requiredString("through", table: table)) else { continue }
                kept[try row.requiredString("search", table: table)] = (through, try row.requiredString("state", table: table))
            }
            var changed: [(String, String)] = []
            // A search goes on from its row when the row reads back (else from the first day)
            // through yesterday, and what it reached is kept.
            func carry<S>(_ name: String, _ search: inout S, restore: (String) -> S?, saved: (S) -> String,
                          feed: (inout S, Day?) throws -> Void) throws {
                var from: Day?
                if let row = kept[name], let restored = restore(row.state) {
                    search = restored
                    from = row.through
                }
                guard from != yesterday else { return }
                try feed(&search, from)
                changed.append((name, saved(search)))
            }
            try carry(ProgressSearch.sessions, &sessions, restore: { RunningTotalSearch(milestones: Achievements.sessionCounts, saved: $0) },
                      saved: \.saved) { try self.feed(&$0, Store.sessionsBetween, after: $1, through: yesterday) }
            try carry(ProgressSearch.tonnage, &tonnage, restore: { RunningTotalSearch(milestones: Achievements.tonnes, unit: 1000, saved: $0) },
                      saved: \.saved) { try self.feed(&$0, Store.volumeBetween, after: $1, through: yesterday) }
            try carry(ProgressSearch.firstRecord, &record, restore: { FirstRecordSearch(saved: $0) },
                      saved: \.saved) { try self.feed(&$0, after: $1, through: yesterday) }
            try carry(ProgressSearch.gym, &gym, restore: { StreakSearch(lengths: Achievements.gymStreaks, saved: $0) },
                      saved: \.saved) { try self.feed(&$0, Store.fullSessionDaysBetween, after: $1, through: yesterday) }
            try carry(ProgressSearch.gymWeeks, &gymWeeks, restore: { WeekStreakSearch(lengths: Achievements.gymWeekStreaks, saved: $0) },
                      saved: \.saved) { try self.feed(&$0, after: $1, through: yesterday) }
            try carry(ProgressSearch.challenge, &challenge, restore: { StreakSearch(lengths: Achievements.challengeStreaks, saved: $0) },
                      saved: \.saved) { try self.feed(&$0, Store.fullChallengeDaysBetween, after: $1, through: yesterday) }
            if everyRegion {
                try carry(ProgressSearch.everyRegion, &every, restore: { EveryRegionSearch(regions: regions.all, saved: $0) },
                          saved: \.saved) { try self.feed(&$0, regions, after: $1, through: yesterday) }
            }
            if keeps {
                // Kept when it can be: another process writing now (busy) or since this read
                // began (a stale snapshot) leaves the progress for the next reading to make.
                do {
                    for (search, state) in changed {
                        try db.execute("""
                            INSERT INTO achievement_progress (search, through, state) VALUES (?, ?, ?)
                            ON CONFLICT(search) DO UPDATE SET through = excluded.through, state = excluded.state
                            """, [search, yesterday.iso, state])
                    }
                    try db.execute("COMMIT")
                } catch {
                    try? db.execute("ROLLBACK")
                }
            }
        } catch {
            if keeps { try? db.execute("ROLLBACK") }
            throw error
        }
        // Today: read, not kept.
        try feed(&sessions, Store.sessionsBetween, after: yesterday, through: today)
        try feed(&tonnage, Store.volumeBetween, after: yesterday, through: today)
        try feed(&record, after: yesterday, through: today)
        try feed(&gym, Store.fullSessionDaysBetween, after: yesterday, through: today)
        try feed(&gymWeeks, after: yesterday, through: today)
        try feed(&challenge, Store.fullChallengeDaysBetween, after: yesterday, through: today)
        if everyRegion { try feed(&every, regions, after: yesterday, through: today) }
        return AllTimeAchievements(sessionDays: sessions.found, tonnageDays: tonnage.found, firstRecord: record.found, gymStreakDays: gym.found,
                                   challengeStreakDays: challenge.found, gymWeekStreakDays: gymWeeks.found, everyRegionWeek: everyRegion ? every.found : nil)
    }

    /// Finished sessions (a row each) and kilograms lifted a day, in (?, ?], oldest first.
    private static let sessionsBetween = """
        SELECT date, 1 AS amount FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND date > ? AND date <= ?
        ORDER BY date, started_epoch
        """
    private static let volumeBetween = """
        SELECT se.date AS date, sum(b.volume) AS amount FROM sessions se CROSS JOIN session_exercise_bests b ON b.session_id = se.id
        WHERE se.date > ? AND se.date <= ? GROUP BY se.date ORDER BY se.date
        """

    /// The parameters of the searches' queries: days after `after` (from the first when nil)
    /// through `through`.
    private func between(_ after: Day?, _ through: Day) -> [SQLBindable] { [after?.iso ?? "", through.iso] }

    /// Feeds each session's heaviest weight per exercise after `after` through `through`, in order.
    private func feed(_ search: inout FirstRecordSearch, after: Day?, through: Day) throws {
        guard search.found == nil else { return }
        var session: (id: Int, day: Day, heaviest: [String: Double])?
        try db.forEachRowWhile("""
            SELECT se.id AS id, se.date AS date, b.exercise_key AS exercise_key, b.heaviest AS heaviest
            FROM sessions se CROSS JOIN session_exercise_bests b ON b.session_id = se.id
            WHERE se.date > ? AND se.date <= ? ORDER BY se.date, se.started_epoch, se.id
            """, between(after, through), table: "session_exercise_bests",
            columns: { (try $0.position(of: "id"), try $0.position(of: "date"), try $0.position(of: "exercise_key"), try $0.position(of: "heaviest")) }
        ) { row, c in
            guard let day = Day(iso: try row.requiredString(c.1)) else { return true }
            let id = try row.requiredInt(c.0)
            if let current = session, current.id != id {
                search.add(current.day, heaviest: current.heaviest)
                if search.found != nil { return false }
                session = nil
            }
            if session == nil { session = (id, day, [:]) }
            session?.heaviest[try row.requiredString(c.2)] = try row.requiredDouble(c.3)
            return true
        }
        if let session { search.add(session.day, heaviest: session.heaviest) }
    }

    /// Feeds the days and amounts of `sql` after `after` through `through`.
    private func feed(_ search: inout RunningTotalSearch, _ sql: String, after: Day?, through: Day) throws {
        guard !search.isDone else { return }
        try db.forEachRowWhile(sql, between(after, through), table: "sessions",
                               columns: { (try $0.position(of: "date"), try $0.position(of: "amount")) }) { row, c in
            if let day = Day(iso: try row.requiredString(c.0)) { search.add(day, try row.requiredDouble(c.1)) }
            return !search.isDone
        }
    }

    /// Days with a full session, and days with the challenge done, in (?, ?], oldest first.
    private static let fullSessionDaysBetween = """
        SELECT DISTINCT date FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND is_partial = 0
            AND date > ? AND date <= ? ORDER BY date
        """
    private static let fullChallengeDaysBetween = """
        SELECT date FROM daily_challenge WHERE sets_completed >= target AND date > ? AND date <= ? ORDER BY date
        """

    /// Feeds the days of `sql` after `after` through `through`.
    private func feed(_ search: inout StreakSearch, _ sql: String, after: Day?, through: Day) throws {
        guard search.found.count < search.lengths.count else { return }
        try db.forEachRow(sql, between(after, through), table: "sessions", columns: { try $0.position(of: "date") }) { row, date in
            if let day = Day(iso: try row.requiredString(date)) { search.add(day) }
        }
    }

    /// Feeds the days with a full session after `after` through `through`.
    private func feed(_ search: inout WeekStreakSearch, after: Day?, through: Day) throws {
        guard !search.isDone else { return }
        try db.forEachRow(Store.fullSessionDaysBetween, between(after, through), table: "sessions", columns: { try $0.position(of: "date") }) { row, date in
            if let day = Day(iso: try row.requiredString(date)) { search.add(day) }
        }
    }

    /// Feeds the sessions' regions after `after` through `through`, each list read into bits
    /// once (sessions of a split mostly train the same regions).
    private func feed(_ search: inout EveryRegionSearch, _ regions: RegionNames, after: Day?, through: Day) throws {
        guard search.found == nil else { return }
        var bitsOf: [String: [UInt64]] = [:]
        try db.forEachRowWhile("SELECT date, regions FROM session_regions WHERE date > ? AND date <= ? ORDER BY date", between(after, through),
                               table: "session_regions", columns: { (try $0.position(of: "date"), try $0.position(of: "regions")) }) { row, c in
            guard let day = Day(iso: try row.requiredString(c.0)) else { return true }
            let list = try row.requiredString(c.1)
            let bits = bitsOf[list] ?? search.bits(of: regions.split(list))
            bitsOf[list] = bits
            search.add(day, bits: bits)
            return search.found == nil
        }
    }
}

/// What the searches found.
struct AllTimeAchievements {
    var sessionDays: [Int: Day]
    var tonnageDays: [Int: Day]
    var firstRecord: Day?
    var gymStreakDays: [Int: Day]
    var challengeStreakDays: [Int: Day]
    var gymWeekStreakDays: [Int: [Int: Day]]
    var everyRegionWeek: Day?
}

/// The rows of `achievement_progress`.
enum ProgressSearch {
    static let sessions = "session-counts"
    static let tonnage = "tonnage"
    static let firstRecord = "first-record"
    static let gym = "gym-streaks"
    static let gymWeeks = "gym-week-streaks"
    static let challenge = "challenge-streaks"
    static let everyRegion = "every-region-week"
}
