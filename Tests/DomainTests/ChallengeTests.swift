import XCTest
@testable import Domain

/// Seed 000 §3.4 and §8.2: the daily challenge card.
final class ChallengeTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)

    private func summary(_ days: [ChallengeDay], today: Day? = nil, target: Int = 3) -> ChallengeSummary {
        challengeSummary(history: History(challenge: days), today: today ?? self.today, target: target)
    }

    func testADayIsFullOnlyWhenSetsReachTheTarget() {
        XCTAssertFalse(challenge("2026-11-22", 0).isFull)
        XCTAssertFalse(challenge("2026-11-22", 2).isFull)
        XCTAssertTrue(challenge("2026-11-22", 3).isFull)
        XCTAssertTrue(challenge("2026-11-22", 4).isFull)
        XCTAssertFalse(challenge("2026-11-22", 4, of: 5).isFull)
        XCTAssertFalse(challenge("2026-11-22", 0, of: 0).isFull, "a zero target never counts")
    }

    func testEmptyHistory() {
        let s = summary([])
        XCTAssertEqual(s, ChallengeSummary(setsToday: 0, target: 3, status: .empty, streak: 0, pastYear: 0, yearToDate: 0))
    }

    func testTodaysStatusFollowsTheSetsDone() {
        XCTAssertEqual(summary([challenge("2026-11-22", 0)]).status, .empty)
        XCTAssertEqual(summary([challenge("2026-11-22", 1)]).status, .partial)
        XCTAssertEqual(summary([challenge("2026-11-22", 2)]).status, .partial)
        XCTAssertEqual(summary([challenge("2026-11-22", 3)]).status, .complete)
        XCTAssertEqual(summary([challenge("2026-11-22", 2)]).setsToday, 2)
        XCTAssertEqual(summary([challenge("2026-11-21", 3)]).setsToday, 0, "yesterday's sets are not today's")
        XCTAssertEqual(summary([challenge("2026-11-21", 3)]).status, .empty)
    }

    func testTheCurrentSettingIsTodaysTarget() {
        // A new target applies from today (DailyChallenge.targetApplies): the row's old 5 gives way.
        let s = summary([challenge("2026-11-22", 3, of: 5)], target: 3)
        XCTAssertEqual(s.target, 3)
        XCTAssertEqual(s.status, .complete)
        XCTAssertEqual(summary([], target: 4).target, 4, "no row today: the setting")
    }

    func testPastDaysKeepTheirOwnTarget() {
        // Completed at 3 of 3 before the target was raised to 5: still a full day.
        let s = summary([challenge("2026-11-21", 3, of: 3), challenge("2026-11-22", 5, of: 5)], target: 5)
        XCTAssertEqual(s.streak, 2)
        XCTAssertEqual(s.pastYear, 2)
    }

    func testOnlyFullDaysCountTowardTheStreak() {
        XCTAssertEqual(summary([challenge("2026-11-21", 2)]).streak, 0)
        XCTAssertEqual(summary([challenge("2026-11-20", 3), challenge("2026-11-21", 2), challenge("2026-11-22", 3)]).streak, 1)
        XCTAssertEqual(summary([challenge("2026-11-20", 3), challenge("2026-11-21", 3), challenge("2026-11-22", 3)]).streak, 3)
    }

    func testStreakEndsYesterdayWhileTodayIsNotDone() {
        let s = summary([challenge("2026-11-20", 3), challenge("2026-11-21", 3), challenge("2026-11-22", 1)])
        XCTAssertEqual(s.streak, 2)
        XCTAssertEqual(s.status, .partial)
        XCTAssertEqual(summary([challenge("2026-11-19", 3), challenge("2026-11-20", 3)]).streak, 0, "a missed day resets")
    }

    func testPastYearIsTheThreeHundredSixtyFiveDaysEndingToday() {
        XCTAssertEqual(summary([challenge("2026-11-22", 3)]).pastYear, 1, "today counts")
        let dayLimit = today.adding(days: -364)
        XCTAssertEqual(dayLimit, day("2025-11-23"))
        XCTAssertEqual(summary([ChallengeDay(day: dayLimit, sets: 3, target: 3)]).pastYear, 1, "364 days ago counts")
        XCTAssertEqual(summary([ChallengeDay(day: today.adding(days: -365), sets: 3, target: 3)]).pastYear, 0,
                       "365 days ago does not")
        XCTAssertEqual(summary([ChallengeDay(day: today.adding(days: 1), sets: 3, target: 3)]).pastYear, 0,
                       "a future day does not")
    }

    func testPastYearCountsOnlyFullDays() {
        let days = (0..<400).map { ChallengeDay(day: today.adding(days: -$0), sets: $0 % 2 == 0 ? 3 : 2, target: 3) }
        // Even offsets 0, 2, … 364 are full: 183 of them inside the window.
        XCTAssertEqual(summary(days).pastYear, 183)
    }

    func testYearToDateStartsOnTheFirstOfJanuary() {
        let newYear = day("2027-01-01")
        let s = summary([challenge("2026-12-30", 3), challenge("2026-12-31", 3)], today: newYear)
        XCTAssertEqual(s.yearToDate, 0, "Dec 31 belongs to last year")
        XCTAssertEqual(s.pastYear, 2)
        XCTAssertEqual(s.streak, 2)

        let done = summary([challenge("2026-12-31", 3), challenge("2027-01-01", 3)], today: newYear)
        XCTAssertEqual(done.yearToDate, 1)
        XCTAssertEqual(done.streak, 2)
    }

    func testYearToDateCountsTheWholeCurrentYearUpToToday() {
        let s = summary([challenge("2026-01-01", 3), challenge("2026-06-15", 3), challenge("2026-11-22", 3),
                         challenge("2026-11-23", 3), challenge("2025-12-31", 3), challenge("2026-03-03", 1)])
        XCTAssertEqual(s.yearToDate, 3)
    }

    func testSetChallengeReplacesTheDay() {
        var history = History(challenge: [challenge("2026-11-22", 1)])
        history.setChallenge(today, sets: 3, target: 3)
        XCTAssertEqual(history.challengeSets(on: today), 3)
        XCTAssertEqual(history.fullChallengeDays, [today])
        XCTAssertEqual(challengeSummary(history: history, today: today, target: 3).status, .complete)
        history.setChallenge(today, sets: 0, target: 3)
        XCTAssertEqual(challengeSummary(history: history, today: today, target: 3).status, .empty)
    }
}
