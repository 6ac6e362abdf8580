import XCTest
@testable import Domain

/// Challenge credit and debit: one rule for the UI, the store and the command line.
final class ChallengeBookkeepingTests: XCTestCase {
    private let day = Day(year: 2026, month: 11, day: 22)

    func testCreditsAndDebitsStayWithinTheDaysTarget() {
        var history = History()
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, defaultTarget: 3), 1)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, defaultTarget: 3), 2)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 5, defaultTarget: 3), 3, "never above the target")
        XCTAssertEqual(history.adjustChallenge(on: day, by: -9, defaultTarget: 3), 0, "never below zero")
    }

    func testADayKeepsTheTargetItWasLoggedWith() {
        var history = History(challenge: [ChallengeDay(day: day, sets: 4, target: 5)])
        XCTAssertEqual(history.challengeTarget(on: day, defaultTarget: 3), 5)
        XCTAssertEqual(history.adjustChallenge(on: day, by: 1, defaultTarget: 3), 5, "the day's own target, not today's setting")
        XCTAssertEqual(history.setChallengeCount(on: day.adding(days: 1), to: 7, defaultTarget: 3), 3)
    }

    func testClampingIsOneRule() {
        XCTAssertEqual(ChallengeDay.clamped(-1, target: 3), 0)
        XCTAssertEqual(ChallengeDay.clamped(2, target: 3), 2)
        XCTAssertEqual(ChallengeDay.clamped(4, target: 3), 3)
    }
}
