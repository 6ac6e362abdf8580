import Domain
import XCTest

/// The History tab's pure computations: volume, the list's windows, the calendar's weeks and shades.
final class SessionLogTests: XCTestCase {
    func testVolumeCountsWorkingSetsWithWeightAndReps() {
        let sets = [
            SetLog(isWarmup: true, reps: 10, weight: 20, completedAt: 0),
            SetLog(isWarmup: false, reps: 5, weight: 80, completedAt: 1),
            SetLog(isWarmup: false, reps: 5, weight: 82.5, completedAt: 2),
            SetLog(isWarmup: false, reps: 12, completedAt: 3), // bodyweight
            SetLog(isWarmup: false, durationSeconds: 45, completedAt: 4), // a hold
        ]
        XCTAssertEqual(sets.reduce(0) { $0 + $1.volume(.weight) }, 812.5)
        XCTAssertEqual([SetLog]().reduce(0) { $0 + $1.volume(.weight) }, 0)
    }

    private func summary(_ i: Int) -> SessionSummary {
        SessionSummary(id: "S\(i)", sessionType: "A", day: Day(year: 2026, month: 1, day: 1), startedAt: 0,
                       durationSeconds: 0, isPartial: false, sets: 0, volume: 0, setRecord: false)
    }

    func testAPageHoldsItsRowsAndAWindowCentresOnWhatIsShown() {
        let page = SessionLogPage(filter: nil, offset: 100, total: 2000, rows: (100..<220).map(summary))
        XCTAssertEqual(page.row(at: 100)?.id, "S100")
        XCTAssertNil(page.row(at: 99))
        XCTAssertNil(page.row(at: 220))
        XCTAssertTrue(page.holds(150..<170))
        XCTAssertFalse(page.holds(210..<230))
        XCTAssertFalse(page.holds(90..<110))
        // Positions past the end count as held: the last screen is never asked for again.
        let end = SessionLogPage(filter: nil, offset: 0, total: 5, rows: (0..<5).map(summary))
        XCTAssertTrue(end.holds(0..<16))
        XCTAssertEqual(SessionLogPage.offset(around: 0..<16, total: 2000), 0)
        XCTAssertEqual(SessionLogPage.offset(around: 500..<516, total: 2000), 508 - SessionLogPage.size / 2)
        XCTAssertEqual(SessionLogPage.offset(around: 1990..<2000, total: 2000), 2000 - SessionLogPage.size)
        XCTAssertEqual(SessionLogPage.offset(around: 0..<16, total: 10), 0)
    }

    func testAMonthIsWeeksFromMonday() {
        // November 2026 starts on a Sunday: six weeks, the 1st last in the first.
        let month = CalendarMonth(year: 2026, month: 11, filter: nil, days: [:], fullChallengeDays: [])
        let weeks = month.weeks
        XCTAssertEqual(weeks.count, 6)
        XCTAssertTrue(weeks.allSatisfy { $0.count == 7 })
        XCTAssertEqual(weeks[0].compactMap { $0 }, [Day(year: 2026, month: 11, day: 1)])
        XCTAssertEqual(weeks[5].compactMap { $0 }, [Day(year: 2026, month: 11, day: 30)])
        XCTAssertEqual(weeks.flatMap { $0 }.compactMap { $0 }.count, 30)
        // February 2027 starts on a Monday and fills four weeks exactly.
        XCTAssertEqual(CalendarMonth(year: 2027, month: 2, filter: nil, days: [:], fullChallengeDays: []).weeks.count, 4)
    }

    func testShadesAreQuartersOfTheMonthsHeaviestDay() {
        XCTAssertEqual(calendarShade(volume: 1000, monthMax: 1000), 4)
        XCTAssertEqual(calendarShade(volume: 760, monthMax: 1000), 4)
        XCTAssertEqual(calendarShade(volume: 750, monthMax: 1000), 3)
        XCTAssertEqual(calendarShade(volume: 300, monthMax: 1000), 2)
        XCTAssertEqual(calendarShade(volume: 10, monthMax: 1000), 1)
        XCTAssertEqual(calendarShade(volume: 0, monthMax: 1000), 1, "a session without weights still shows")
        XCTAssertEqual(calendarShade(volume: 0, monthMax: 0), 1)
        let a = Day(year: 2026, month: 11, day: 2), b = Day(year: 2026, month: 11, day: 3)
        let month = CalendarMonth(year: 2026, month: 11, filter: nil,
                                  days: [a: CalendarDay(sessionTypes: ["A"], sessionIDs: ["1"], volume: 4000),
                                         b: CalendarDay(sessionTypes: ["B"], sessionIDs: ["2"], volume: 1000)],
                                  fullChallengeDays: [])
        XCTAssertEqual(month.shade(of: a), 4)
        XCTAssertEqual(month.shade(of: b), 1)
        XCTAssertEqual(month.shade(of: Day(year: 2026, month: 11, day: 4)), 0)
    }

    func testMonthsAddAcrossYears() {
        let day = Day(year: 2026, month: 11, day: 22)
        XCTAssertEqual(day.addingMonths(1), Day(year: 2026, month: 12, day: 1))
        XCTAssertEqual(day.addingMonths(2), Day(year: 2027, month: 1, day: 1))
        XCTAssertEqual(day.addingMonths(-11), Day(year: 2025, month: 12, day: 1))
        XCTAssertEqual(day.addingMonths(-23), Day(year: 2024, month: 12, day: 1))
    }
}
