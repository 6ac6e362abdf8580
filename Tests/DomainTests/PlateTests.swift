import XCTest
@testable import Domain

/// The plate calculator and the warm-up ramp.
final class PlateTests: XCTestCase {
    func testPlatesPerSideHeaviestFirst() {
        let kg = PlateSet.kilograms
        XCTAssertEqual(kg.perSide(for: 72.5), [25, 1.25])
        XCTAssertEqual(kg.perSide(for: 20), [], "the bar alone")
        XCTAssertEqual(kg.perSide(for: 102.5), [25, 15, 1.25])
        XCTAssertNil(kg.perSide(for: 10), "below the bar")
    }

    func testAWeightThatCannotBeLoadedSaysTheNearest() {
        let kg = PlateSet.kilograms
        XCTAssertNil(kg.perSide(for: 61))
        XCTAssertEqual(kg.nearest(to: 61).below, 60)
        XCTAssertEqual(kg.nearest(to: 61).above, 62.5)
        // Owning only two 20s: 60 is the most a bar can hold.
        let few = PlateSet(bar: 20, plates: [(20, 2)])
        XCTAssertEqual(few.nearest(to: 100).below, 60)
        XCTAssertNil(few.nearest(to: 100).above)
        XCTAssertEqual(few.roundedDown(75), 60)
    }

    func testPlatesAreStoredAndReadBack() {
        let set = PlateSet(bar: 15, plates: [(10, 2), (1.25, 4)])
        XCTAssertEqual(set.storedWithBar, "15|10x2,1.25x4")
        XCTAssertEqual(PlateSet(stored: set.storedWithBar), set)
        XCTAssertNil(PlateSet(stored: "15|ten"))
        var settings = Settings()
        settings.plateSet = set
        XCTAssertEqual(Settings(stored: [.platesKg: settings.stored(.platesKg)]).platesKg, set)
    }

    func testWarmupsRampToTheWorkingWeightRoundedToLoadable() {
        let round = { (kg: Double) in PlateSet.kilograms.roundedDown(kg) }
        let four = warmupSets(count: 4, working: 100, round: round)
        XCTAssertEqual(four.map(\.weight), [20, 50, 70, 85])
        XCTAssertEqual(four.map(\.reps), [10, 5, 3, 1])
        XCTAssertEqual(warmupSets(count: 1, working: 61, round: round).map(\.weight), [30], "50% of 61 = 30.5, down to 30")
        XCTAssertEqual(warmupSets(count: 2, working: 30, round: round).map(\.weight), [20, 20], "never below the bar")
    }
}
