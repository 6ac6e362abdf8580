/// How far today's challenge is.
public enum ChallengeStatus: String, Sendable {
    case empty, partial, complete
}

/// The Home challenge card (seed 000 §3.4).
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
    let sets = history.challengeSets(on: today)
    let dayTarget = history.challenge[today]?.target ?? target
    let full = history.fullChallengeDays
    let yearAgo = today.adding(days: -364)
    let status: ChallengeStatus = sets == 0 ? .empty : (sets >= dayTarget ? .complete : .partial)
    return ChallengeSummary(
        setsToday: sets,
        target: dayTarget,
        status: status,
        streak: currentStreak(days: full, today: today),
        pastYear: full.filter { $0 >= yearAgo && $0 <= today }.count,
        yearToDate: full.filter { $0 >= today.startOfYear && $0 <= today }.count
    )
}
