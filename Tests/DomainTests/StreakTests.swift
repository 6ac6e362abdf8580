import XCTest
@testable import Domain

/// Seed 000 §8.1: gym session streak.
final class StreakTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)

    private func streak(_ sessions: [SessionRecord], today: Day? = nil) -> Int {
        History(sessions: sessions).currentGymStreak(today: today ?? self.today)
    }

    func testEmptyHistoryHasNoStreak() {
        XCTAssertEqual(streak([]), 0)
        XCTAssertEqual(History().currentGymStreak(today: today), 0)
    }

    func testSessionTodayOnlyIsOne() {
        XCTAssertEqual(streak([session("A", "2026-11-22")]), 1)
    }

    func testStreakEndingYesterdayStillCountsBeforeTodaysSession() {
        XCTAssertEqual(streak([session("A", "2026-11-21")]), 1)
        XCTAssertEqual(streak([session("A", "2026-11-19"), session("B", "2026-11-20"), session("C", "2026-11-21")]), 3)
    }

    func testTodayExtendsTheRunEndingYesterday() {
        XCTAssertEqual(streak([session("A", "2026-11-20"), session("B", "2026-11-21"), session("C", "2026-11-22")]), 3)
    }

    func testAMissedDayResetsTheStreak() {
        XCTAssertEqual(streak([session("A", "2026-11-20")]), 0, "last session two days ago")
        XCTAssertEqual(streak([session("A", "2026-11-17"), session("B", "2026-11-18"), session("C", "2026-11-20")]), 0)
        XCTAssertEqual(streak([session("A", "2026-11-18"), session("B", "2026-11-19"),
                               session("C", "2026-11-21"), session("A", "2026-11-22")]), 2,
                       "only the run after the gap counts")
    }

    func testPartialSessionsDoNotCount() {
        XCTAssertEqual(streak([session("A", "2026-11-22", partial: true)]), 0)
        XCTAssertEqual(streak([session("A", "2026-11-21"), session("B", "2026-11-22", partial: true)]), 1,
                       "today's partial does not extend; the run ends yesterday")
        XCTAssertEqual(streak([session("A", "2026-11-20"), session("B", "2026-11-21", partial: true),
                               session("C", "2026-11-22")]), 1, "a partial-only day is a gap")
    }

    func testAFullSessionMakesTheDayCountEvenWithAPartialOne() {
        XCTAssertEqual(streak([session("A", "2026-11-21", hour: 7, partial: true), session("B", "2026-11-21", hour: 18),
                               session("C", "2026-11-22")]), 2)
    }

    func testSeveralSessionsOnOneDayCountOnce() {
        XCTAssertEqual(streak([session("A", "2026-11-22", hour: 6), session("B", "2026-11-22", hour: 12),
                               session("C", "2026-11-22", hour: 19)]), 1)
        XCTAssertEqual(streak([session("A", "2026-11-21", hour: 6), session("B", "2026-11-21", hour: 19),
                               session("C", "2026-11-22")]), 2)
        XCTAssertEqual(History(sessions: [session("A", "2026-11-22", hour: 6), session("B", "2026-11-22", hour: 12)]).gymDays,
                       [today])
    }

    func testStreakRunsAcrossMonthAndYearEnds() {
        let days = (0..<40).map { session("A", day("2026-12-15").adding(days: $0).iso) }
        XCTAssertEqual(streak(days, today: day("2027-01-23")), 40)
        XCTAssertEqual(streak(days, today: day("2027-01-24")), 40, "ends yesterday")
        XCTAssertEqual(streak(days, today: day("2027-01-01")), 18)
        XCTAssertEqual(streak(days, today: day("2027-01-25")), 0)
    }

    func testLongestStreak() {
        XCTAssertEqual(longestStreak(days: []), 0)
        XCTAssertEqual(longestStreak(days: [today]), 1)
        let runs: Set<Day> = Set(
            (0..<3).map { day("2026-01-01").adding(days: $0) }
                + (0..<5).map { day("2026-02-26").adding(days: $0) } // Feb 26 … Mar 2
                + (0..<2).map { day("2026-11-21").adding(days: $0) }
        )
        XCTAssertEqual(longestStreak(days: runs), 5)
        XCTAssertEqual(longestStreak(days: [day("2026-12-30"), day("2026-12-31"), day("2027-01-01"), day("2027-01-02")]), 4)
        XCTAssertEqual(longestStreak(days: [day("2026-11-01"), day("2026-11-03"), day("2026-11-05")]), 1)
        XCTAssertEqual(longestStreak(days: [day("2024-02-28"), day("2024-02-29"), day("2024-03-01")]), 3)
    }

    func testLongestStreakIgnoresPartialSessions() {
        let history = History(sessions: [session("A", "2026-11-01"), session("B", "2026-11-02", partial: true),
                                          session("C", "2026-11-03"), session("A", "2026-11-04")])
        XCTAssertEqual(longestStreak(days: history.gymDays), 2)
    }
}
