import XCTest
@testable import Domain

/// Seed 000 §3.5 quick stats and the §9 Stats screen figures.
final class SessionStatsTests: XCTestCase {

    // MARK: Quick stats

    func testQuickStatsEmpty() {
        XCTAssertEqual(quickStats(history: History(), today: day("2026-11-23")), QuickStats(thisWeek: 0, thisMonth: 0, last: nil))
    }

    func testWeekStartsOnMonday() {
        let sunday = session("A", "2026-11-22")
        let monday = day("2026-11-23")
        let stats = quickStats(history: History(sessions: [sunday]), today: monday)
        XCTAssertEqual(stats.thisWeek, 0, "Sunday is last week when today is Monday")
        XCTAssertEqual(stats.thisMonth, 1)
        XCTAssertEqual(quickStats(history: History(sessions: [sunday]), today: day("2026-11-22")).thisWeek, 1,
                       "Sunday is the end of its own week")
    }

    func testThisWeekCountsMondayThroughToday() {
        let history = History(sessions: [session("C", "2026-11-22"), session("A", "2026-11-23"), session("B", "2026-11-25"),
                                          session("C", "2026-11-29", hour: 7), session("A", "2026-11-29", hour: 18)])
        XCTAssertEqual(quickStats(history: history, today: day("2026-11-29")).thisWeek, 4)
        XCTAssertEqual(quickStats(history: history, today: day("2026-11-29")).thisMonth, 5)
        XCTAssertEqual(quickStats(history: history, today: day("2026-11-30")).thisWeek, 0)
    }

    func testThisMonthStartsOnTheFirst() {
        let history = History(sessions: [session("A", "2026-10-31"), session("B", "2026-11-30")])
        let stats = quickStats(history: history, today: day("2026-12-01"))
        XCTAssertEqual(stats.thisWeek, 1, "Mon 30 Nov is this week")
        XCTAssertEqual(stats.thisMonth, 0, "but last month")
        XCTAssertEqual(quickStats(history: history, today: day("2026-11-30")).thisMonth, 1)
    }

    func testLastSessionIsTheLatestByDayThenStart() {
        let history = History(sessions: [session("C", "2026-11-21", hour: 18), session("B", "2026-11-21", hour: 6),
                                          session("A", "2026-11-20", hour: 23)])
        let last = quickStats(history: history, today: day("2026-11-22")).last
        XCTAssertEqual(last?.sessionType, "C")
        XCTAssertEqual(last?.day, day("2026-11-21"))
    }

    // MARK: Charts

    func testWeeklySessionCountsOldestFirstLabelledByMonday() {
        let history = History(sessions: [
            session("A", "2026-10-26"), // four weeks back: outside
            session("B", "2026-11-02"),
            session("C", "2026-11-16"), session("A", "2026-11-22"), // the same Monday–Sunday week
            session("B", "2026-11-23"),
        ])
        let bars = weeklySessionCounts(history: history, today: day("2026-11-25"), weeks: 4)
        XCTAssertEqual(bars.map(\.count), [1, 0, 2, 1])
        XCTAssertEqual(bars.map(\.label), ["2", "9", "16", "23"])
    }

    func testWeeklySessionCountsAcrossTheYearEnd() {
        let history = History(sessions: [session("A", "2026-12-27"), session("B", "2026-12-28"), session("C", "2027-01-03"),
                                          session("A", "2027-01-04")])
        let bars = weeklySessionCounts(history: history, today: day("2027-01-06"), weeks: 2)
        XCTAssertEqual(bars, [CountBar(label: "28", count: 2), CountBar(label: "4", count: 1)])
    }

    func testMonthlySessionCountsOldestFirst() {
        let history = History(sessions: [
            session("A", "2026-10-31"), // outside
            session("B", "2026-11-01"),
            session("C", "2026-12-31", hour: 7), session("A", "2026-12-31", hour: 19),
            session("B", "2027-02-10"),
        ])
        let bars = monthlySessionCounts(history: history, today: day("2027-02-10"), months: 4)
        XCTAssertEqual(bars.map(\.label), ["Nov", "Dec", "Jan", "Feb"])
        XCTAssertEqual(bars.map(\.count), [1, 2, 0, 1])
        XCTAssertEqual(monthlySessionCounts(history: history, today: day("2027-02-10"), months: 12).count, 12)
        XCTAssertEqual(monthlySessionCounts(history: history, today: day("2027-02-10"), months: 12).first?.label, "Mar")
    }

    func testTypeDistributionInRotationOrderThenOthers() {
        let history = History(sessions: [session("C", "2026-11-01"), session("A", "2026-11-02"), session("Z", "2026-11-03"),
                                          session("A", "2026-11-04", partial: true), session("X", "2026-11-05")])
        XCTAssertEqual(AllTimeStats(history: history).distribution(order: rotation), [
            CountBar(label: "A", count: 2), CountBar(label: "B", count: 0), CountBar(label: "C", count: 1),
            CountBar(label: "X", count: 1), CountBar(label: "Z", count: 1),
        ])
        XCTAssertEqual(AllTimeStats(history: History()).distribution(order: rotation).map(\.count), [0, 0, 0])
    }

    // MARK: Heatmap

    func testChallengeHeatmapIs52WeeksOfMondayToSundayEndingWithToday() {
        let today = day("2026-11-25") // Wednesday
        let history = History(challenge: [challenge("2026-11-25", 2), challenge("2026-11-23", 3),
                                          challenge("2026-11-22", 1), challenge("2026-11-26", 3)])
        let map = challengeHeatmap(history: history, today: today, weeks: 52, target: 3)
        XCTAssertEqual(map.weeks, 52)
        XCTAssertEqual(map.target, 3)
        XCTAssertEqual(map.cells.count, 52)
        XCTAssertTrue(map.cells.allSatisfy { $0.count == 7 })
        XCTAssertEqual(map.firstDay, day("2025-12-01"))
        XCTAssertEqual(map.firstDay.weekday, 1)
        XCTAssertEqual(map.firstDay.adding(days: 51 * 7), today.startOfWeek)

        let last = map.cells[51]
        XCTAssertEqual(last, [3, 0, 2, nil, nil, nil, nil], "today is in the last column; later days are nil")
        XCTAssertEqual(map.cells[50][6], 1, "Sunday before is the previous column's last cell")
        XCTAssertTrue(map.cells[0..<51].allSatisfy { $0.allSatisfy { $0 != nil } }, "no gaps before today")
    }

    func testChallengeHeatmapPlacesEachDayInItsCell() {
        let today = day("2026-11-29") // Sunday
        let history = History(challenge: [challenge("2026-01-07", 3), challenge("2025-12-01", 2), challenge("2025-11-30", 3)])
        let map = challengeHeatmap(history: history, today: today, weeks: 52, target: 3)
        XCTAssertEqual(map.cells[51], [0, 0, 0, 0, 0, 0, 0], "a Sunday today fills the last column")
        XCTAssertEqual(map.firstDay, day("2025-12-01"))
        XCTAssertEqual(map.cells[0][0], 2, "the first Monday")
        // 2026-01-07 is a Wednesday, 37 days after 2025-12-01.
        XCTAssertEqual(map.cells[5][2], 3)
        XCTAssertEqual(map.cells.flatMap { $0 }.compactMap { $0 }.reduce(0, +), 5, "days before the first column are left out")
    }

    // MARK: Personal bests

    func testPersonalBests() {
        let history = History(
            sessions: [session("A", "2026-11-01"), session("B", "2026-11-02"), session("C", "2026-11-03", partial: true),
                       session("A", "2026-11-05"), session("B", "2026-11-06"), session("C", "2026-11-07"),
                       session("A", "2026-11-07", hour: 19)],
            challenge: [challenge("2026-11-01", 3), challenge("2026-11-02", 3), challenge("2026-11-03", 2),
                        challenge("2026-11-04", 3), challenge("2026-11-10", 3), challenge("2026-11-11", 3),
                        challenge("2026-11-12", 3), challenge("2026-11-13", 3)]
        )
        XCTAssertEqual(personalBests(history: history),
                       PersonalBests(longestGymStreak: 3, longestChallengeStreak: 4, totalSessions: 7, fullChallengeDays: 7))
        XCTAssertEqual(personalBests(history: History()),
                       PersonalBests(longestGymStreak: 0, longestChallengeStreak: 0, totalSessions: 0, fullChallengeDays: 0))
    }
}
