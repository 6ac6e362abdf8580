import Domain
import XCTest

/// Counts in sentences read as a person writes them.
final class WordingTests: XCTestCase {
    func testACountAndItsNounMarkTheThousands() {
        XCTAssertEqual(plural(1, "set"), "1 set")
        XCTAssertEqual(plural(0, "set"), "0 sets")
        XCTAssertEqual(plural(1163, "session"), "1,163 sessions")
        var summary = ImportSummary(source: "Strong")
        summary.sessionsAdded = 1163
        summary.sets = 22888
        XCTAssertTrue(summary.text.contains("sessions: 1,163 added"), summary.text)
        XCTAssertTrue(summary.text.contains("sets: 22,888"), summary.text)
    }
}
