import XCTest
@testable import Domain

final class BodyWeightLogTests: XCTestCase {
    func testADayTakesTheNearestWeighInOnOrBeforeIt() {
        let log = BodyWeightLog([
            .init(day: Day(year: 2026, month: 3, day: 10), weight: 81),
            .init(day: Day(year: 2026, month: 3, day: 1), weight: 80),
            .init(day: Day(year: 2026, month: 3, day: 10), weight: 81.5),
        ])
        XCTAssertNil(log.weight(on: Day(year: 2026, month: 2, day: 28)))
        XCTAssertEqual(log.weight(on: Day(year: 2026, month: 3, day: 1)), 80)
        XCTAssertEqual(log.weight(on: Day(year: 2026, month: 3, day: 9)), 80)
        XCTAssertEqual(log.weight(on: Day(year: 2026, month: 3, day: 10)), 81.5)
        XCTAssertEqual(log.weight(on: Day(year: 2027, month: 1, day: 1)), 81.5)
    }
}
