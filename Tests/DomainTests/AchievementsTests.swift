import XCTest
@testable import Domain

final class AchievementsTests: XCTestCase {
    func testStreakMilestonesAreTheDayTheRunGotThatLong() {
        let start = day("2026-01-01")
        // A 3-day run, a gap, then an 8-day run; given out of order and with a repeat.
        let days = ((0..<3).map { start.adding(days: $0) } + (5..<13).map { start.adding(days: $0) } + [start]).reversed()
        let reached = streakMilestoneDays(Array(days), lengths: [3, 7, 30])
        XCTAssertEqual(reached[3], start.adding(days: 2))
        XCTAssertEqual(reached[7], start.adding(days: 11))
        XCTAssertNil(reached[30])
        XCTAssertTrue(streakMilestoneDays([], lengths: [7]).isEmpty)
    }

    func testTonnageMilestonesAreTheDayTheRunningTotalGotThere() {
        let d = day("2026-03-01")
        let daily = [d: 600.0, d.adding(days: 2): 500, d.adding(days: 5): 9_000, d.adding(days: 9): 1]
        let reached = tonnageMilestoneDays(daily, tonnes: [1, 10, 100])
        XCTAssertEqual(reached[1], d.adding(days: 2))   // 1,100 kg
        XCTAssertEqual(reached[10], d.adding(days: 5))  // 10,100 kg
        XCTAssertNil(reached[100])
    }

    func testFirstRecordIsTheFirstSessionHeavierThanAnEarlierOne() {
        let d = day("2026-03-01")
        XCTAssertNil(firstRecordDay([(d, ["squat": 60])]), "a first session sets no record: nothing came before")
        let sessions: [(day: Day, heaviest: [String: Double])] = [
            (d, ["squat": 60]),
            (d.adding(days: 2), ["squat": 60, "bench": 40]), // equal, and a new exercise: no record
            (d.adding(days: 4), ["bench": 42.5]),
            (d.adding(days: 6), ["squat": 70]),
        ]
        XCTAssertEqual(firstRecordDay(sessions), d.adding(days: 4))
    }

    func testEveryRegionInOneWeekNeedsThemAllWithinSevenDays() {
        let d = day("2026-03-02")
        let all: Set<String> = ["a", "b", "c"]
        // a, then b and c a week later, then a again 12 days after c: never all three within 7 days.
        let spread = [d: Set(["a"]), d.adding(days: 7): ["b"], d.adding(days: 8): ["c"], d.adding(days: 20): ["a"]]
        XCTAssertNil(firstEveryRegionDay(spread, regions: all))
        // a once more 6 days after b: that day completes the week.
        var closer = spread
        closer[d.adding(days: 13)] = ["a"]
        XCTAssertEqual(firstEveryRegionDay(closer, regions: all), d.adding(days: 13))
    }

    func testEveryRegionWithinAWeekFound() {
        let d = day("2026-03-02")
        let all: Set<String> = ["a", "b", "c"]
        XCTAssertNil(firstEveryRegionDay([d: ["a"], d.adding(days: 7): ["b", "c"]], regions: all), "8 days apart is not one week")
        XCTAssertEqual(firstEveryRegionDay([d: ["a"], d.adding(days: 6): ["b"], d.adding(days: 3): ["c"]], regions: all), d.adding(days: 6))
        XCTAssertNil(firstEveryRegionDay([d: ["a"]], regions: []))
    }

    func testTheSearchTakesADayMoreThanOnceAndMoreThan64Regions() {
        let d = day("2026-03-02")
        let many = Set((0..<70).map { "r\($0)" })
        var search = EveryRegionSearch(regions: many)
        search.add(d, regions: (0..<40).map { "r\($0)" })
        search.add(d.adding(days: 1), regions: ["unknown"])
        XCTAssertNil(search.found)
        search.add(d.adding(days: 6), regions: (40..<69).map { "r\($0)" })
        XCTAssertNil(search.found, "r69 is still missing")
        // The same day again (a second session): r69 completes the week.
        search.add(d.adding(days: 6), bits: search.bits(of: ["r69"]))
        XCTAssertEqual(search.found, d.adding(days: 6))
        search.add(d.adding(days: 9), regions: many)
        XCTAssertEqual(search.found, d.adding(days: 6), "the first day found stays")
    }

    func testTheListInOrderWithTitlesAndDates() {
        let d = day("2026-03-02")
        let inputs = AchievementInputs(nthSessionDays: [1: d, 10: d.adding(days: 20)],
                                       gymDays: (0..<7).map { d.adding(days: $0) },
                                       fullChallengeDays: [], firstRecord: d.adding(days: 3),
                                       tonnageDays: [1: d], everyRegionWeek: nil)
        let list = Achievements.all(inputs)
        XCTAssertEqual(list.count, 7 + 3 + 4 + 1 + 3 + 1)
        XCTAssertEqual(list.map(\.title).prefix(7), ["First workout", "10 sessions", "50 sessions", "100 sessions", "250 sessions", "500 sessions", "1,000 sessions"])
        XCTAssertEqual(list.filter(\.isEarned).map(\.id), ["sessions-1", "sessions-10", "gym-streak-7", "first-record", "tonnes-1"])
        XCTAssertEqual(list.first { $0.id == "gym-streak-7" }?.earned, d.adding(days: 6))
        XCTAssertEqual(list.first { $0.id == "every-region-week" }?.title, "Every region in one week")
        XCTAssertEqual(Set(list.map(\.id)).count, list.count, "ids are unique")
    }

    func testGroupedThousands() {
        XCTAssertEqual(groupedThousands(0), "0")
        XCTAssertEqual(groupedThousands(999), "999")
        XCTAssertEqual(groupedThousands(1000), "1,000")
        XCTAssertEqual(groupedThousands(1234567), "1,234,567")
        XCTAssertEqual(groupedThousands(-12340), "-12,340")
    }
}

// The searches fed a whole history, oldest first, as the store feeds them a reading at a time.

/// For each threshold in tonnes: the day the running total of `dailyKg` (any order) reached it.
private func tonnageMilestoneDays(_ dailyKg: [Day: Double], tonnes: [Int]) -> [Int: Day] {
    var search = RunningTotalSearch(milestones: tonnes, unit: 1000)
    for day in dailyKg.keys.sorted() { search.add(day, dailyKg[day] ?? 0) }
    return search.found
}

/// The first session (oldest first) in which an exercise went heavier than in every earlier one.
private func firstRecordDay(_ sessions: [(day: Day, heaviest: [String: Double])]) -> Day? {
    var search = FirstRecordSearch()
    for session in sessions { search.add(session.day, heaviest: session.heaviest) }
    return search.found
}

/// The first day ending a span of `window` days in which every one of `regions` was trained.
private func firstEveryRegionDay(_ regionDays: [Day: Set<String>], regions: Set<String>, window: Int = 7) -> Day? {
    var search = EveryRegionSearch(regions: regions, window: window)
    for day in regionDays.keys.sorted() {
        search.add(day, regions: regionDays[day] ?? [])
        if let found = search.found { return found }
    }
    return nil
}
