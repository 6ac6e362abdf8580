@testable import AppCore
import Domain
import XCTest

/// The database file replaced under the UI: a box says so and offers to put this window's data
/// back into the new file; what is on screen stays.
final class DatabaseReplacedTests: XCTestCase {
    private let lines = ["/d/g.sqlite was replaced by another program; nothing more is written to either file.",
                         "Put it back here: into the new file (backed up first), carrying on there."]

    func testTheBoxSaysWhatHappenedAndTheScreenUnderItStays() {
        var state = Fixtures.state(width: 80, height: 24)
        let before = state
        XCTAssertEqual(update(&state, .databaseReplaced(lines)), [])
        XCTAssertEqual(state.modal, .question(.databaseReplaced(lines: lines)))
        let text = render(state).text
        XCTAssertTrue(text.contains("Database replaced"), text)
        XCTAssertTrue(text.contains("was replaced by another program"), text)
        XCTAssertTrue(text.contains("Put it back here  y"), text)
        XCTAssertTrue(text.contains("Leave both  n"), text)
        XCTAssertEqual(Fixtures.press(&state, .char("n")), [])
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.workout, before.workout)
        XCTAssertEqual(state.history, before.history)
    }

    func testYesPutsTheKeptCopyBack() {
        var state = Fixtures.state(width: 40, height: 16)
        _ = update(&state, .databaseReplaced(lines))
        XCTAssertEqual(Fixtures.press(&state, .char("y")), [.putKeptCopyBack])
        XCTAssertNil(state.modal)
    }

    func testWithoutACopyTheBoxOnlySaysWhatHappened() {
        var state = Fixtures.state(width: 80, height: 24)
        _ = update(&state, .databaseReplaced([lines[0]]))
        XCTAssertEqual(state.modal, .message(title: "Database replaced", lines: [lines[0]]))
    }
}
