@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// Text a file, a peer or the database brings is drawn with its control characters shown as
/// the command line prints them (`\e`), never sent to the terminal, and never silently lost.
final class ControlCharactersShownTests: XCTestCase {
    /// OSC 0 (the title), OSC 52 (the clipboard), C1 CSI and a bidi override.
    let hostile = "Push\u{1b}]0;owned\u{7}\u{1b}]52;c;aGk=\u{7}\u{9b}31m\u{202e}x"
    let shown = "Push\\e]0;owned\\u{7}\\e]52;c;aGk=\\u{7}\\u{9b}31m\\u{202e}x"

    func testPutDrawsControlCharactersAsTheirEscapes() {
        var screen = Screen(width: 80, height: 2)
        let end = screen.put(hostile, x: 1, y: 0)
        XCTAssertEqual(screen.lines[0], " " + shown)
        XCTAssertEqual(end, 1 + shown.count)
        screen.put("a\r\nb\u{7f}", x: 0, y: 1)
        XCTAssertEqual(screen.lines[1], "a\\r\\nb\\u{7f}")
        XCTAssertFalse(screen.cells.contains { cell in cell.character.unicodeScalars.contains { controlEscape($0) != nil } })
        // Clipped as any text is.
        var narrow = Screen(width: 8, height: 1)
        narrow.put(hostile, x: 0, y: 0, maxX: 6)
        XCTAssertEqual(narrow.lines[0], "Push\\e")
    }

    /// A split's name from the database (an imported or synced file gave it) on Home.
    func testASplitsNameFromTheDatabaseIsDrawnEscaped() {
        var state = Fixtures.state()
        state.splits[0].name = hostile
        let screen = render(state)
        XCTAssertTrue(screen.text.contains("Push\\e]0;owned"), screen.text)
        XCTAssertFalse(screen.cells.contains { cell in cell.character.unicodeScalars.contains { controlEscape($0) != nil } })
    }
}
