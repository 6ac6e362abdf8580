/// How far today's challenge is.
public enum ChallengeStatus: String, Sendable {
    case empty, partial, complete
}

/// The Home challenge card.
public struct ChallengeSummary: Equatable, Sendable {
    public var setsToday: Int
    public var target: Int
    public var status: ChallengeStatus
    public var streak: Int
    /// Full days in the 365 days ending today.
    public var pastYear: Int
    /// Full days from 1 January of today's year.
    public var yearToDate: Int
}

public func challengeSummary(history: History, today: Day, target: Int) -> ChallengeSummary {
    let sets = history.challengeSets(on: today, today: today, target: target)
    let dayTarget = history.challengeTarget(on: today, today: today, target: target)
    let yearAgo = today.adding(days: -364), newYear = today.startOfYear
    // Counted straight from the days by date: Home draws this at each frame.
    var pastYear = 0, yearToDate = 0
    for day in history.challenge.values where day.isFull && day.day <= today {
        if day.day >= yearAgo { pastYear += 1 }
        if day.day >= newYear { yearToDate += 1 }
    }
    let status: ChallengeStatus = sets == 0 ? .empty : (sets >= dayTarget ? .complete : .partial)
    return ChallengeSummary(
        setsToday: sets,
        target: dayTarget,
        status: status,
        streak: history.currentChallengeStreak(today: today),
        pastYear: pastYear,
        yearToDate: yearToDate
    )
}
