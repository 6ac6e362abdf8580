/// The longest run of consecutive counted days.
public func longestStreak(days: Set<Day>) -> Int {
    let numbers = days.map(\.dayNumber).sorted()
    var best = 0, run = 0, previous: Int?
    for n in numbers {
        run = (previous.map { n == $0 + 1 } ?? false) ? run + 1 : 1
        best = max(best, run)
        previous = n
    }
    return best
}

/// How the gym streak is counted (Settings): days in a row, the default,
/// or weeks in a row with training on at least `StreakRule.weekSessions` days.
public enum StreakMode: String, CaseIterable, Sendable {
    case days, weeks
}

/// The gym streak as Home and `status` show it: how many days or weeks, and for a weekly
/// streak how the week under way stands.
public struct GymStreak: Equatable, Sendable {
    public var count: Int
    public var mode: StreakMode
    /// Days trained so far this week (Monday to today), and the days a week needs.
    public var thisWeek: Int
    public var weekNeeds: Int

    public init(count: Int, mode: StreakMode, thisWeek: Int = 0, weekNeeds: Int = 0) {
        self.count = count
        self.mode = mode
        self.thisWeek = thisWeek
        self.weekNeeds = weekNeeds
    }

    /// Whether the week under way has its days already.
    public var weekMet: Bool { thisWeek >= weekNeeds }
}

/// The days a week must have: 1 to 7.
public let weekSessionsRange = 1...7

/// Weeks in a row (Monday to Sunday, as the calendar has them) with training on at least
/// `minimum` of their days, and the days trained so far this week; a day with several
/// sessions counts once, so `minimum` is 1 to 7.
///
/// The week under way counts as soon as it has its days. Until then it does not break the
/// streak while the days left in it (today included, when not trained yet) can still make
/// it: the streak is the weeks in a row before it. Once they cannot, the streak is 0. Rest
/// days never break it on their own. Day arithmetic is on day numbers, so midnight, a change
/// of clocks and a year's end are days like any other.
func weekStreak(days: Set<Day>, today: Day, minimum: Int) -> (count: Int, thisWeek: Int) {
    let need = min(weekSessionsRange.upperBound, max(weekSessionsRange.lowerBound, minimum))
    let monday = today.startOfWeek
    func trained(from start: Day, through end: Day) -> Int {
        (0...start.days(until: end)).reduce(0) { $0 + (days.contains(start.adding(days: $1)) ? 1 : 0) }
    }
    let thisWeek = trained(from: monday, through: today)
    // Today, when not trained yet, and the days after it up to Sunday.
    let daysLeft = 7 - today.weekday + (days.contains(today) ? 0 : 1)
    var count = 0
    if thisWeek >= need {
        count = 1
    } else if thisWeek + daysLeft < need {
        return (0, thisWeek)
    }
    // Weeks before this one, back to the first that missed; no earlier day means none made it.
    guard let earliest = days.min() else { return (count, thisWeek) }
    var week = monday.adding(days: -7)
    while week.adding(days: 6) >= earliest && trained(from: week, through: week.adding(days: 6)) >= need {
        count += 1
        week = week.adding(days: -7)
    }
    return (count, thisWeek)
}

/// The longest runs of weeks in a row (Monday to Sunday) with training on at least 1, 2 … 7
/// different days: element 0 for one day a week, element 6 for every day. The week under way
/// counts once it has its days, as in `weekStreak`, so no current streak is longer.
public func longestWeekStreaks(days: Set<Day>) -> [Int] {
    var perWeek: [Int: Int] = [:] // a week's Monday (day number) → days trained in it
    for day in days { perWeek[day.startOfWeek.dayNumber, default: 0] += 1 }
    let mondays = perWeek.keys.sorted()
    return weekSessionsRange.map { need in
        var best = 0, run = 0, previous: Int?
        for monday in mondays where perWeek[monday]! >= need {
            run = previous == monday - 7 ? run + 1 : 1
            best = max(best, run)
            previous = monday
        }
        return best
    }
}

extension History {
    /// The gym streak in `mode`: `currentGymStreak`, or the weeks with `weekSessions` days.
    public func gymStreak(mode: StreakMode, weekSessions: Int, today: Day) -> GymStreak {
        switch mode {
        case .days:
            return GymStreak(count: currentGymStreak(today: today), mode: .days)
        case .weeks:
            let days = Set(sessions.lazy.filter { !$0.isPartial && $0.day <= today }.map(\.day))
            let streak = weekStreak(days: days, today: today, minimum: weekSessions)
            return GymStreak(count: streak.count, mode: .weeks, thisWeek: streak.thisWeek,
                             weekNeeds: min(weekSessionsRange.upperBound, max(weekSessionsRange.lowerBound, weekSessions)))
        }
    }
}
