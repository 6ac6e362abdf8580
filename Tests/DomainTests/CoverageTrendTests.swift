import XCTest
@testable import Domain

final class CoverageTrendTests: XCTestCase {
    private let catalog = Catalog(groups: [
        MuscleGroup(id: "chest", name: "Chest", regions: [
            MuscleRegion(id: "chest-upper", groupID: "chest", name: "Upper", label: "Upper Chest"),
            MuscleRegion(id: "chest-mid", groupID: "chest", name: "Mid", label: "Mid Chest"),
        ]),
        MuscleGroup(id: "legs", name: "Legs", regions: [
            MuscleRegion(id: "legs-quads", groupID: "legs", name: "Quads", label: "Quads"),
        ]),
    ], exercises: [])

    func testGridHasARowPerRegionOfTheSplitsGroupsAndAColumnPerSession() {
        let d = day("2026-11-02")
        let sessions = [SessionRegions(day: d, regions: ["chest-upper", "legs-quads"]),
                        SessionRegions(day: d.adding(days: 3), regions: ["chest-mid"])]
        let grid = coverageGrid(groups: ["chest"], sessions: sessions, catalog: catalog)
        XCTAssertEqual(grid.regions.map(\.id), ["chest-upper", "chest-mid"])
        XCTAssertEqual(grid.days, [d, d.adding(days: 3)])
        XCTAssertEqual(grid.touched, [[true, false], [false, true]])
        XCTAssertTrue(coverageGrid(groups: ["unknown"], sessions: sessions, catalog: catalog).regions.isEmpty)
    }

    func testWeeklyGroupCoverageCountsRegionsOncePerCalendarWeek() {
        let today = day("2026-11-25") // a Wednesday
        let monday = today.startOfWeek
        let days: [Day: Set<String>] = [
            monday: ["chest-upper"], today: ["chest-upper", "legs-quads"],       // this week: 1 chest, 1 legs
            monday.adding(days: -1): ["chest-upper", "chest-mid"],               // last Sunday: last week
            monday.adding(days: -28): ["legs-quads"],                            // five weeks ago: left out
        ]
        let weeks = weeklyGroupCoverage(days, today: today, weeks: 4, catalog: catalog)
        XCTAssertEqual(weeks.map(\.monday), [monday.adding(days: -21), monday.adding(days: -14), monday.adding(days: -7), monday])
        XCTAssertEqual(weeks.map(\.touchedPerGroup), [[0, 0], [0, 0], [2, 0], [1, 1]])
        XCTAssertEqual(weeks.map(\.touched), [0, 0, 2, 2])
    }

    func testWeeklyVolumeFillsEmptyWeeksOldestFirst() {
        let today = day("2026-11-25")
        let monday = today.startOfWeek
        let weeks = weeklyVolume([monday: 1200, monday.adding(days: -14): 800, monday.adding(days: -70): 5], today: today, weeks: 3)
        XCTAssertEqual(weeks.map(\.monday), [monday.adding(days: -14), monday.adding(days: -7), monday])
        XCTAssertEqual(weeks.map(\.kg), [800, 0, 1200])
        XCTAssertTrue(weeklyVolume([:], today: today, weeks: 0).isEmpty)
    }
}
