import XCTest
@testable import Domain

/// The streaks and counts Home reads from the history directly (newest session back, the
/// challenge days by date) must be the ones of the rules' definitions over sets of days
///, on any history.
final class HistoryStreakReadingTests: XCTestCase {
    private let today = Day(year: 2026, month: 1, day: 3) // a few days into a year: the year-to-date count is short


    /// Sessions and challenge days on the 20 days around `today` (some after it, as after a
    /// clock change), dense enough that streaks of every length occur.
    private func randomHistory(_ random: inout SeededRandom) -> History {
        var sessions: [SessionRecord] = []
        var challenge: [ChallengeDay] = []
        for offset in -16...3 {
            let day = today.adding(days: offset)
            for n in 0..<Int.random(in: 0...2, using: &random) where Int.random(in: 0..<4, using: &random) > 0 {
                sessions.append(SessionRecord(id: "\(offset).\(n)", sessionType: "A", day: day, startedAt: Double(offset * 86_400 + n),
                                              durationSeconds: 60, isPartial: Int.random(in: 0..<4, using: &random) == 0))
            }
            if Int.random(in: 0..<5, using: &random) > 0 {
                challenge.append(ChallengeDay(day: day, sets: Int.random(in: 0...3, using: &random), target: 3))
            }
        }
        return History(sessions: sessions, challenge: challenge)
    }

    func testReadingsMatchTheDefinitionsOverSetsOfDays() {
        for seed in UInt64(1)...2_000 {
            var random = SeededRandom(seed: seed)
            let history = randomHistory(&random)
            let gymDays = history.gymDays, fullDays = history.fullChallengeDays
            XCTAssertEqual(history.currentGymStreak(today: today), currentStreak(days: gymDays, today: today), "seed \(seed)")
            XCTAssertEqual(history.currentChallengeStreak(today: today), currentStreak(days: fullDays, today: today), "seed \(seed)")
            for offset in -3...3 {
                let day = today.adding(days: offset)
                XCTAssertEqual(history.trained(on: day), gymDays.contains(day), "seed \(seed), day \(day)")
            }
            let summary = challengeSummary(history: history, today: today, target: 3)
            XCTAssertEqual(summary.pastYear, fullDays.filter { $0 >= today.adding(days: -364) && $0 <= today }.count, "seed \(seed)")
            XCTAssertEqual(summary.yearToDate, fullDays.filter { $0 >= today.startOfYear && $0 <= today }.count, "seed \(seed)")
        }
    }

    func testAStreakGoesOnPastSeveralSessionsOfOneDay() {
        let history = History(sessions: [session("A", "2026-01-01"), session("B", "2026-01-02"), session("C", "2026-01-02", hour: 18),
                                         session("A", "2026-01-03", partial: true)])
        XCTAssertEqual(history.currentGymStreak(today: today), 2)
        XCTAssertFalse(history.trained(on: today), "a partial session does not count")
        XCTAssertTrue(history.trained(on: today.adding(days: -1)))
    }
}

/// The streak by its definition, over a set of counted days: consecutive days ending
/// today, or yesterday when today has not counted yet. What History's readings must equal.
private func currentStreak(days: Set<Day>, today: Day) -> Int {
    var day = days.contains(today) ? today : today.adding(days: -1)
    var count = 0
    while days.contains(day) {
        count += 1
        day = day.adding(days: -1)
    }
    return count
}
