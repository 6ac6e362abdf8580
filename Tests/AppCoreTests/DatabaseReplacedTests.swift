@testable import AppCore
import Domain
import XCTest

/// The database file replaced under the UI: a box says so, and what is on screen stays.
final class DatabaseReplacedTests: XCTestCase {
    func testTheBoxSaysWhatHappenedAndTheScreenUnderItStays() {
        var state = Fixtures.state(width: 80, height: 24)
        let before = state
        let lines = ["/d/g.sqlite was replaced by another program while open here; nothing more is written to either file.",
                     "Put it back (the new file is backed up first): gymtrack --db /d/g.sqlite restore /d/k.sqlite"]
        XCTAssertEqual(update(&state, .databaseReplaced(lines)), [])
        XCTAssertEqual(state.modal, .message(title: "Database replaced", lines: lines))
        let text = render(state).text
        XCTAssertTrue(text.contains("Database replaced"), text)
        XCTAssertTrue(text.contains("was replaced by another program"), text)
        Fixtures.press(&state, .enter)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.workout, before.workout)
        XCTAssertEqual(state.history, before.history)
    }
}
