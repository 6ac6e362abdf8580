import Foundation
import XCTest

/// Split names with CJK, emoji and a decomposed accent, typed into the real UI and read
/// back from tmux's screen: the accent survives and the card borders stay in their columns.
final class WideTextTests: XCTestCase {
    func testWideAndDecomposedNamesKeepTheirAccentAndTheBorders() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("4")
        app.waitFor("rotation: A → B → C")
        try app.send("e")
        app.waitFor("Enter save")
        let name = "日本語 Cafe\u{301} 💪"
        try app.tmuxCommand(["send-keys", "-t", app.name, "-l", name])
        try app.send("Enter")
        app.waitFor("Saved")
        try app.send("1")
        let screen = app.waitFor("│ B  Cardio + Core")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let row = lines.firstIndex(where: { $0.contains("日本語") }) else { return XCTFail(screen) }
        XCTAssertTrue(lines[row].unicodeScalars.contains("\u{301}"), "the accent reached the terminal:\n\(screen)")
        // The card's edges, in display columns, are those of the border rows above and below.
        func columns(of character: Character, in line: String) -> [Int] {
            var column = 0, found: [Int] = []
            for c in line {
                if c == character { found.append(column) }
                column += c.displayWidthForTest
            }
            return found
        }
        let edges = columns(of: "│", in: lines[row])
        XCTAssertEqual(edges.count, 6, screen)
        let corners = columns(of: "┌", in: lines[row - 1]) + columns(of: "┐", in: lines[row - 1])
        XCTAssertEqual(Set(edges), Set(corners), "borders in the same columns:\n\(screen)")
    }
}

private extension Character {
    /// CJK and emoji two columns, combining marks none: enough for this screen.
    var displayWidthForTest: Int {
        guard let first = unicodeScalars.first else { return 0 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF: return 2
        default: return 1
        }
    }
}
