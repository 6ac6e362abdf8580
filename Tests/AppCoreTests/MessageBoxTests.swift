@testable import AppCore
import Domain
import XCTest

/// A message taller than the screen (an import's summary on a phone) scrolls instead of
/// running past the bottom: every line can be read, and the box says how.
final class MessageBoxTests: XCTestCase {
    func testALongMessageScrollsToEveryLineAndCloses() {
        var state = Fixtures.state(width: 40, height: 16)
        let lines = (1...30).map { "line \($0) of what the import did" }
        _ = update(&state, .dataTaskFinished(title: "Imported", lines: lines))
        var text = render(state).text
        XCTAssertTrue(text.contains("Imported (↓/j ↑/k scroll)"), text)
        XCTAssertTrue(text.contains("line 1 of"), text)
        XCTAssertFalse(text.contains("line 30 of"), text)
        XCTAssertTrue(text.contains("close  Enter"), "the button stays on screen:\n\(text)")
        for _ in 0..<40 { Fixtures.press(&state, .char("j")) }
        text = render(state).text
        XCTAssertTrue(text.contains("line 30 of"), text)
        XCTAssertFalse(text.contains("line 1 of"), text)
        Fixtures.press(&state, .up)
        XCTAssertFalse(render(state).text.contains("line 30 of"), "one key back shows one line back")
        Fixtures.press(&state, .enter)
        XCTAssertNil(state.modal)
    }

    func testAShortMessageHasNoScrolling() {
        var state = Fixtures.state(width: 40, height: 16)
        _ = update(&state, .dataTaskFinished(title: "Backed up", lines: ["Backed up to /tmp/x.sqlite."]))
        XCTAssertFalse(render(state).text.contains("scroll"))
        Fixtures.press(&state, .char("j"))
        XCTAssertEqual(state.modal, .message(title: "Backed up", lines: ["Backed up to /tmp/x.sqlite."], scroll: 0))
    }
}
