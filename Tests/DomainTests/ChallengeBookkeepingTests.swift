import XCTest
@testable import Domain

/// Challenge credit and debit: one rule for the UI, the store and the command line.
final class ChallengeBookkeepingTests: XCTestCase {
    private let day = Day(year: 2026, month: 11, day: 22)

    func testCreditsAndDebitsStayWithinTheDaysTarget() {
        var history = History()
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, today: day, target: 3), 1)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, today: day, target: 3), 2)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 5, today: day, target: 3), 3, "never above the target")
        XCTAssertEqual(history.adjustChallenge(on: day, by: -9, today: day, target: 3), 0, "never below zero")
    }

    func testADayBeforeTodayKeepsTheTargetItWasLoggedWith() {
        let today = day.adding(days: 1)
        var history = History(challenge: [ChallengeDay(day: day, sets: 4, target: 5)])
        XCTAssertEqual(history.challengeTarget(on: day, today: today, target: 3), 5)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, today: today, target: 3), 5, "the day's own target, not today's setting")
        XCTAssertEqual(history.setChallengeCount(on: today, to: 7, today: today, target: 3), 3)
    }

    func testANewTargetAppliesFromToday() {
        XCTAssertTrue(DailyChallenge.targetApplies(to: day, today: day))
        XCTAssertFalse(DailyChallenge.targetApplies(to: day.adding(days: -1), today: day))
        // Today was logged 3/3; the target is now 4: today is 3/4, and one more set makes it full.
        var history = History(challenge: [ChallengeDay(day: day, sets: 3, target: 3)])
        XCTAssertEqual(history.challengeTarget(on: day, today: day, target: 4), 4)
        XCTAssertEqual(challengeSummary(history: history, today: day, target: 4).status, .partial)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, today: day, target: 4), 4)
        // Lowered below what was done: full, never "4/3".
        XCTAssertEqual(history.challengeSets(on: day, today: day, target: 3), 3)
        let summary = challengeSummary(history: history, today: day, target: 3)
        XCTAssertEqual([summary.setsToday, summary.target], [3, 3])
        XCTAssertEqual(summary.status, .complete)
        history.applyChallengeTarget(2, today: day)
        XCTAssertEqual(history.challenge[day], ChallengeDay(day: day, sets: 2, target: 2))
    }

    func testClampingIsOneRule() {
        XCTAssertEqual(ChallengeDay.clamped(-1, target: 3), 0)
        XCTAssertEqual(ChallengeDay.clamped(2, target: 3), 2)
        XCTAssertEqual(ChallengeDay.clamped(4, target: 3), 3)
    }
}
