import XCTest
@testable import Domain

/// A program's day as a value: written as its session type in one place, read back from it in one.
final class ProgramDayRefTests: XCTestCase {
    func testASessionTypeNamesAProgramsDayAndBack() {
        XCTAssertEqual(ProgramDayRef(sessionType: "GZCLP/A1"), ProgramDayRef(programKey: "GZCLP", week: nil, dayKey: "A1"))
        XCTAssertEqual(ProgramDayRef(sessionType: "BBB/2/3"), ProgramDayRef(programKey: "BBB", week: 1, dayKey: "3"))
        for type in ["GZCLP/A1", "BBB/2/3"] { XCTAssertEqual(ProgramDayRef(sessionType: type)?.sessionType, type) }
        for split in ["A", "", "/A1", "GZCLP/", "BBB/0/1", "BBB/x/1", "A/B/C/D"] { XCTAssertNil(ProgramDayRef(sessionType: split), split) }
    }

    func testAProgramFindsOnlyItsOwnDays() {
        let day = { (key: String) in ProgramDay(key: key, title: key, slots: []) }
        let weekly = Program(name: "BBB", weeks: 4, days: [day("1"), day("2")])
        XCTAssertEqual(weekly.sessionType(key: "BBB", week: 1, day: 1), "BBB/2/2")
        XCTAssertEqual(weekly.place(of: "BBB/2/2", key: "BBB").map { [$0.week, $0.day] }, [1, 1])
        XCTAssertNil(weekly.place(of: "BBB/5/1", key: "BBB"), "no fifth week")
        XCTAssertNil(weekly.place(of: "BBB/1", key: "BBB"), "a week must be named")
        XCTAssertNil(weekly.place(of: "OTHER/1/1", key: "BBB"))
        let single = Program(name: "GZCLP", days: [day("A1"), day("B1")])
        XCTAssertEqual(single.place(of: "GZCLP/B1", key: "GZCLP").map { [$0.week, $0.day] }, [0, 1])
        XCTAssertNil(single.place(of: "GZCLP/1/B1", key: "GZCLP"))
    }
}
