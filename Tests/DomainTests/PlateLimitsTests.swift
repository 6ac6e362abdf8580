import XCTest
@testable import Domain

/// Plate rounding and plate numbers take any number, however a weight came to be: a huge one,
/// an infinity or NaN rounds and prints without a trap.
final class PlateLimitsTests: XCTestCase {
    func testAnyTotalRoundsDownWithoutATrap() {
        let kg = PlateSet.kilograms
        let heaviest = kg.nearest(to: 10_000).below
        XCTAssertEqual(heaviest, 20 + 2 * (2 * (25 + 20 + 15 + 10 + 5 + 2.5 + 1.25)), "every plate owned on the bar")
        for huge: Double in [1e12, 1e21, 1e300, .greatestFiniteMagnitude, .infinity] {
            XCTAssertEqual(kg.roundedDown(huge), heaviest, "\(huge)")
        }
        for below: Double in [-1e300, -.infinity, .nan, -5, 0] {
            XCTAssertEqual(kg.roundedDown(below), 20, "\(below): the bar")
        }
        XCTAssertNil(kg.perSide(for: .nan))
        XCTAssertNil(kg.perSide(for: 1e300))
        XCTAssertEqual(kg.roundedDown(61), 60, "an ordinary weight rounds as before")
    }

    func testPlatesTooSmallToCountAndHugeBarsDoNotTrap() {
        let tiny = PlateSet(bar: 20, plates: [(0.001, 4), (5, 4)])
        XCTAssertEqual(tiny.roundedDown(33), 30)
        let huge = PlateSet(bar: 1e300, plates: [(1e300, 2)])
        _ = huge.roundedDown(5)
        _ = huge.nearest(to: .infinity)
        let many = PlateSet(bar: 20, plates: [(25, Int.max)])
        XCTAssertEqual(many.roundedDown(120), 120, "a plate count past any gym is taken as a hundred a side")
    }

    func testPlateNumbersOfAnyValue() {
        XCTAssertEqual(plateNumber(22.5), "22.5")
        XCTAssertEqual(plateNumber(1.25), "1.25")
        XCTAssertEqual(plateNumber(-0.001), "0")
        XCTAssertEqual(plateNumber(123_456_789), "123456789")
        XCTAssertEqual(plateNumber(1e21), "1e+21")
        XCTAssertEqual(plateNumber(1e300), "1e+300")
        XCTAssertEqual(plateNumber(.infinity), "inf")
        XCTAssertEqual(plateNumber(.nan), "nan")
        XCTAssertEqual(plateNumber(-.greatestFiniteMagnitude), "-1.7976931348623157e+308")
    }
}
