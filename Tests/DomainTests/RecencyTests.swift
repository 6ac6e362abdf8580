import XCTest
@testable import Domain

final class RecencyTests: XCTestCase {
    private let today = day("2026-11-22")
    private let catalog = Catalog(groups: [
        MuscleGroup(id: "legs", name: "Legs", regions: [
            MuscleRegion(id: "quads", groupID: "legs", name: "Quads", label: "Quads"),
            MuscleRegion(id: "hams", groupID: "legs", name: "Hamstrings", label: "Hamstrings"),
            MuscleRegion(id: "calves", groupID: "legs", name: "Calves", label: "Calves"),
        ]),
        MuscleGroup(id: "shoulders", name: "Shoulders", regions: [
            MuscleRegion(id: "rear", groupID: "shoulders", name: "Rear", label: "Rear Delts"),
        ]),
    ], exercises: [])

    func testBucketsByDaysSinceLastTrained() {
        XCTAssertEqual(Recency(lastTrained: today, today: today), .today)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -1), today: today), .thisWeek)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -6), today: today), .thisWeek)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -7), today: today), .twoWeeks)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -13), today: today), .twoWeeks)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -14), today: today), .longer)
        XCTAssertEqual(Recency(lastTrained: today.adding(days: -900), today: today), .longer)
        XCTAssertEqual(Recency(lastTrained: nil, today: today), .never)
        // A day after today (a clock moved back) still reads as today.
        XCTAssertEqual(Recency(lastTrained: today.adding(days: 1), today: today), .today)
    }

    func testUntrainedRegionsOfTheSplitsGroupsOldestFirst() {
        let last = ["quads": today.adding(days: -2), "hams": today.adding(days: -9), "rear": today.adding(days: -9)]
        let stale = untrainedRegions(groups: ["legs", "shoulders"], lastTrained: last, today: today, catalog: catalog, trainingSince: today.adding(days: -30))
        XCTAssertEqual(stale.map(\.region.label), ["Calves", "Hamstrings", "Rear Delts"])
        XCTAssertEqual(stale.map(\.days), [nil, 9, 9])
        // Only the split's groups count.
        XCTAssertEqual(untrainedRegions(groups: ["shoulders"], lastTrained: last, today: today, catalog: catalog, trainingSince: today.adding(days: -30)).map(\.region.id), ["rear"])
        // Exactly a week counts; six days does not.
        XCTAssertEqual(untrainedRegions(groups: ["legs"], lastTrained: ["quads": today.adding(days: -7), "hams": today.adding(days: -6), "calves": today],
                                        today: today, catalog: catalog, trainingSince: today.adding(days: -30)).map(\.region.id), ["quads"])
    }

    func testRegionsNeverTrainedCountOnlyAfterAWeekOfTraining() {
        let last = ["quads": today.adding(days: -1)]
        XCTAssertEqual(untrainedRegions(groups: ["legs"], lastTrained: last, today: today, catalog: catalog, trainingSince: today.adding(days: -6)), [])
        XCTAssertEqual(untrainedRegions(groups: ["legs"], lastTrained: [:], today: today, catalog: catalog, trainingSince: nil), [], "no history at all")
        XCTAssertEqual(untrainedRegions(groups: ["legs"], lastTrained: last, today: today, catalog: catalog, trainingSince: today.adding(days: -7)).map(\.region.id),
                       ["hams", "calves"])
    }

    func testHomeLineNamesRegionsOfTheSameAgeTogether() {
        let last = ["quads": today, "hams": today.adding(days: -9), "rear": today.adding(days: -9), "calves": today.adding(days: -12)]
        let stale = untrainedRegions(groups: ["legs", "shoulders"], lastTrained: last, today: today, catalog: catalog, trainingSince: today.adding(days: -30))
        XCTAssertEqual(untrainedLine(stale), "Untrained for 12 days: Calves; 9 days: Hamstrings, Rear Delts")
        XCTAssertEqual(untrainedLine(untrainedRegions(groups: ["shoulders"], lastTrained: [:], today: today, catalog: catalog, trainingSince: today.adding(days: -30))), "Not trained yet: Rear Delts")
        XCTAssertNil(untrainedLine([]))
    }
}
