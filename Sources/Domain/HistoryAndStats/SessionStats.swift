/// The quick stats row on Home.
public struct QuickStats: Equatable, Sendable {
    public var thisWeek: Int
    public var thisMonth: Int
    public var last: SessionRecord?
}

/// Sessions logged this week (from Monday) and this calendar month, and the last one.
public func quickStats(history: History, today: Day) -> QuickStats {
    let week = today.startOfWeek, month = today.startOfMonth
    return QuickStats(
        thisWeek: history.sessions.filter { $0.day >= week && $0.day <= today }.count,
        thisMonth: history.sessions.filter { $0.day >= month && $0.day <= today }.count,
        last: history.lastSession
    )
}

/// One bar of a chart: a label and a count.
public struct CountBar: Equatable, Sendable {
    public var label: String
    public var count: Int

    public init(label: String, count: Int) {
        self.label = label
        self.count = count
    }
}

/// Sessions per week for the `weeks` weeks ending with today's, oldest first.
/// Labels are the Monday's day of month.
public func weeklySessionCounts(history: History, today: Day, weeks: Int) -> [CountBar] {
    let thisWeek = today.startOfWeek
    var counts = [Int](repeating: 0, count: weeks)
    for s in history.sessions {
        let offset = s.day.startOfWeek.days(until: thisWeek) / 7
        if offset >= 0 && offset < weeks { counts[weeks - 1 - offset] += 1 }
    }
    return counts.enumerated().map { i, c in
        CountBar(label: String(thisWeek.adding(days: -7 * (weeks - 1 - i)).day), count: c)
    }
}

/// Sessions per calendar month for the `months` months ending with today's, oldest first.
public func monthlySessionCounts(history: History, today: Day, months: Int) -> [CountBar] {
    func index(_ d: Day) -> Int { d.year * 12 + d.month - 1 }
    let current = index(today)
    var counts = [Int](repeating: 0, count: months)
    for s in history.sessions {
        let offset = current - index(s.day)
        if offset >= 0 && offset < months { counts[months - 1 - offset] += 1 }
    }
    return counts.enumerated().map { i, c in
        let m = ((current - (months - 1 - i)) % 12 + 12) % 12
        return CountBar(label: Day.monthAbbreviations[m], count: c)
    }
}

func sessionsPerType(_ history: History) -> [String: Int] {
    var counts: [String: Int] = [:]
    for s in history.sessions { counts[s.sessionType, default: 0] += 1 }
    return counts
}

/// One bar per type: those of `order` first, in that order, then any others seen, sorted.
func orderedCounts(_ counts: [String: Int], order: [String]) -> [CountBar] {
    let extra = counts.keys.filter { !order.contains($0) }.sorted()
    return (order + extra).map { CountBar(label: $0, count: counts[$0] ?? 0) }
}

/// The challenge heatmap: `weeks` columns of Monday…Sunday, the last column holding today.
/// Each cell is the day's sets (0 when none), nil for days after today.
public struct ChallengeHeatmap: Equatable, Sendable {
    public var firstDay: Day
    public var weeks: Int
    public var cells: [[Int?]] // [week][weekday-1]
    public var target: Int
}

public func challengeHeatmap(history: History, today: Day, weeks: Int, target: Int) -> ChallengeHeatmap {
    let first = today.startOfWeek.adding(days: -7 * (weeks - 1))
    var cells: [[Int?]] = []
    for w in 0..<weeks {
        var column: [Int?] = []
        for d in 0..<7 {
            let day = first.adding(days: w * 7 + d)
            column.append(day > today ? nil : history.challengeSets(on: day))
        }
        cells.append(column)
    }
    return ChallengeHeatmap(firstDay: first, weeks: weeks, cells: cells, target: target)
}

/// Personal bests for the Stats screen.
public struct PersonalBests: Equatable, Sendable {
    public var longestGymStreak: Int
    public var longestChallengeStreak: Int
    public var totalSessions: Int
    public var fullChallengeDays: Int
}

public func personalBests(history: History) -> PersonalBests {
    let full = history.fullChallengeDays
    return PersonalBests(
        longestGymStreak: longestStreak(days: history.gymDays),
        longestChallengeStreak: longestStreak(days: full),
        totalSessions: history.sessions.count,
        fullChallengeDays: full.count
    )
}

/// Figures over all of history, which a recent window of it cannot give: the Stats screen's
/// personal bests and split by type. Storage reads them from the whole database
/// (`loadAllTimeStats`); `init(history:)` derives them from a history in memory.
public struct AllTimeStats: Equatable, Sendable {
    /// In days; `longestGymStreak(mode:weekSessions:)` counts it as Settings do.
    public var longestGymStreak: Int
    public var longestChallengeStreak: Int
    public var totalSessions: Int
    public var fullChallengeDays: Int
    public var sessionsByType: [String: Int]
    /// The longest weekly gym streaks, for a week that needs 1 … 7 days (`longestWeekStreaks`).
    public var longestWeekStreaks: [Int]

    public init(longestGymStreak: Int = 0, longestChallengeStreak: Int = 0, totalSessions: Int = 0,
                fullChallengeDays: Int = 0, sessionsByType: [String: Int] = [:], longestWeekStreaks: [Int] = []) {
        self.longestGymStreak = longestGymStreak
        self.longestChallengeStreak = longestChallengeStreak
        self.totalSessions = totalSessions
        self.fullChallengeDays = fullChallengeDays
        self.sessionsByType = sessionsByType
        self.longestWeekStreaks = longestWeekStreaks
    }

    public init(history: History) {
        let bests = personalBests(history: history)
        self.init(longestGymStreak: bests.longestGymStreak, longestChallengeStreak: bests.longestChallengeStreak,
                  totalSessions: bests.totalSessions, fullChallengeDays: bests.fullChallengeDays,
                  sessionsByType: sessionsPerType(history), longestWeekStreaks: Domain.longestWeekStreaks(days: history.gymDays))
    }

    /// The longest gym streak as `mode` counts it: days in a row, or weeks with `weekSessions` days.
    public func longestGymStreak(mode: StreakMode, weekSessions: Int) -> Int {
        switch mode {
        case .days: return longestGymStreak
        case .weeks:
            let need = min(weekSessionsRange.upperBound, max(weekSessionsRange.lowerBound, weekSessions))
            return longestWeekStreaks.indices.contains(need - 1) ? longestWeekStreaks[need - 1] : 0
        }
    }

    /// Takes in the streaks `history` has going on `today` (after a finish), each as long as
    /// the longest it may now be beaten by.
    public mutating func takeInCurrentStreaks(_ history: History, today: Day) {
        longestGymStreak = max(longestGymStreak, history.currentGymStreak(today: today))
        if longestWeekStreaks.count < weekSessionsRange.count {
            longestWeekStreaks += Array(repeating: 0, count: weekSessionsRange.count - longestWeekStreaks.count)
        }
        for need in weekSessionsRange {
            let current = history.gymStreak(mode: .weeks, weekSessions: need, today: today).count
            longestWeekStreaks[need - 1] = max(longestWeekStreaks[need - 1], current)
        }
    }

    /// Sessions per type in rotation order, then any other types seen.
    public func distribution(order: [String]) -> [CountBar] { orderedCounts(sessionsByType, order: order) }
}
