import BundledPlans
import DemoData
import Domain
import XCTest
@testable import Storage

/// Home and Stats read a recent window of history plus all-time aggregates from SQL; both
/// must agree with computing everything from the whole history in memory.
final class HistoryWindowTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)
    private var now: Moment { Moment(epochSeconds: Double(today.dayNumber) * 86_400 + 9 * 3600, utcOffsetSeconds: 3600) }

    func testAllTimeStatsFromSQLMatchTheInMemoryRulesOnGeneratedYears() throws {
        let store = try Store(path: ":memory:")
        let written = try HistoryGenerator(seed: 7, splits: DefaultSplits.all).fill(store, years: 3, today: now)
        let everything = try store.loadHistory()
        XCTAssertEqual(everything.sessions.count, written)
        XCTAssertEqual(try store.loadAllTimeStats(), AllTimeStats(history: everything))
        XCTAssertGreaterThan(written, 400, "about four sessions a week")
    }

    func testTheWindowHoldsWhatHomeAndStatsNeedAndNoMore() throws {
        let store = try Store(path: ":memory:")
        try HistoryGenerator(seed: 11, splits: DefaultSplits.all).fill(store, years: 4, today: now)
        let everything = try store.loadHistory()
        let window = try store.loadHistory(today: today)
        let start = today.adding(days: -Store.historyWindowDays)
        XCTAssertLessThan(window.sessions.count, everything.sessions.count / 2)
        XCTAssertTrue(window.sessions.allSatisfy { $0.day >= start })
        // Every rule Home and Stats apply gives the same answer on the window.
        XCTAssertEqual(window.currentGymStreak(today: today), everything.currentGymStreak(today: today))
        XCTAssertEqual(challengeSummary(history: window, today: today, target: 3), challengeSummary(history: everything, today: today, target: 3))
        XCTAssertEqual(quickStats(history: window, today: today), quickStats(history: everything, today: today))
        XCTAssertEqual(nextInRotation(order: ["A", "B", "C"], history: window, today: today),
                       nextInRotation(order: ["A", "B", "C"], history: everything, today: today))
        XCTAssertEqual(challengeHeatmap(history: window, today: today, weeks: 52, target: 3),
                       challengeHeatmap(history: everything, today: today, weeks: 52, target: 3))
        XCTAssertEqual(monthlySessionCounts(history: window, today: today, months: 12),
                       monthlySessionCounts(history: everything, today: today, months: 12))
    }

    func testAWeeklyStreakLongerThanTheWindowIsCountedInFull() throws {
        let store = try Store(path: ":memory:")
        // A session every Monday for two years, this week's included.
        for week in 0..<104 {
            let day = today.startOfWeek.adding(days: -7 * week)
            let start = Moment(epochSeconds: Double(day.dayNumber) * 86_400 + 9 * 3600, utcOffsetSeconds: 0)
            try store.db.execute("""
                INSERT INTO sessions (session_type, date, started_at, started_epoch, uid, updated_at) VALUES ('A', ?, ?, ?, ?, ?)
                """, [day.iso, start.isoDateTime, start.epochSeconds, ULID.make(epochSeconds: start.epochSeconds), start.isoDateTime])
        }
        XCTAssertEqual(try store.loadHistory(today: today).gymStreak(mode: .weeks, weekSessions: 1, today: today).count, 57,
                       "the window only, while the streak counts days")
        try store.setSetting(.streakMode, "weeks")
        try store.setSetting(.streakWeekSessions, "1")
        let window = try store.loadHistory(today: today)
        XCTAssertEqual(window.gymStreak(mode: .weeks, weekSessions: 1, today: today).count, 104)
        XCTAssertEqual(window.gymStreak(mode: .weeks, weekSessions: 2, today: today).count, 0)
        XCTAssertEqual(window.gymStreak(mode: .days, weekSessions: 1, today: today).count, 0, "rest days break the day streak")
    }

    func testAStreakLongerThanTheWindowIsCountedInFull() throws {
        let store = try Store(path: ":memory:")
        // Two years of daily full challenges, ending yesterday.
        for offset in 1...730 {
            try store.setChallenge(day: today.adding(days: -offset), sets: 3, target: 3, now: now)
        }
        let window = try store.loadHistory(today: today)
        XCTAssertEqual(window.currentChallengeStreak(today: today), 730)
        XCTAssertEqual(try store.loadAllTimeStats().longestChallengeStreak, 730)
    }

    func testLongestStreaksIgnorePartialSessionsAndCountDaysOnce() throws {
        let store = try Store(path: ":memory:")
        let plan = DefaultSplits.all[0]
        func log(_ day: Day, partial: Bool) throws {
            let start = Moment(epochSeconds: Double(day.dayNumber) * 86_400 + 7 * 3600, utcOffsetSeconds: 0)
            var workout = ActiveWorkout(split: plan, startedAt: start)
            workout.id = try store.beginWorkout(workout, now: start)
            try store.finishWorkout(workout, partial: partial, endedAt: start.adding(seconds: 1800))
        }
        // Days 1-3 full (day 2 twice), day 4 partial only, days 5-6 full.
        for (offset, partial) in [(1, false), (2, false), (2, false), (3, false), (4, true), (5, false), (6, false)] {
            try log(Day(year: 2026, month: 3, day: offset), partial: partial)
        }
        let stats = try store.loadAllTimeStats()
        XCTAssertEqual(stats.longestGymStreak, 3)
        XCTAssertEqual(stats.totalSessions, 7)
        XCTAssertEqual(stats.sessionsByType, ["A": 7])
    }
}
