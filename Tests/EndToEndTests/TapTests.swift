import Foundation
@testable import Storage
import XCTest

/// Taps as a phone SSH client sends them: raw SGR mouse reports typed into the tmux pane
/// (tmux's own terminfo entry names only the legacy form, so this also checks that the app
/// decodes SGR itself).
final class TapEndToEndTests: XCTestCase {
    /// Sends a press and its release on the 0-based cell (x, y), as 1-based SGR reports.
    private func tap(_ app: TmuxSession, x: Int, y: Int) throws {
        try app.tmuxCommand(["send-keys", "-t", app.name, "-l", "\u{1b}[<0;\(x + 1);\(y + 1)M\u{1b}[<0;\(x + 1);\(y + 1)m"])
    }

    /// Taps the first cell of `text` (`offset` cells into it) where it is on screen now.
    private func tap(_ app: TmuxSession, on text: String, offset: Int = 0, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = app.waitFor(text, file: file, line: line)
        for (y, row) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = row.range(of: text) {
                return try tap(app, x: row[..<range.lowerBound].count + offset, y: y)
            }
        }
    }

    private func wheel(_ app: TmuxSession, down: Bool) throws {
        try app.tmuxCommand(["send-keys", "-t", app.name, "-l", "\u{1b}[<\(down ? 65 : 64);10;10M"])
    }

    /// Whether the pane reports the mouse, and in SGR form: "11" both, "00" neither.
    private func mouseModes(_ app: TmuxSession) -> String {
        ((try? app.tmuxCommand(["display-message", "-p", "-t", app.name, "#{mouse_any_flag}#{mouse_sgr_flag}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func runTaps(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        do {
            let app = try TmuxSession(width: width, height: height, database: database, folder: folder)
            app.waitFor("Start your streak today!")
            XCTAssertEqual(mouseModes(app), "11", "reporting on, in SGR form")
            try tap(app, on: "Stats")
            app.waitFor("Sessions per week")
            app.waitFor("scroll")
            try tap(app, on: "Home")
            app.waitFor("Start your streak today!")
            try tap(app, on: "Upper Strength")
            app.waitFor("Start Day A — Upper Strength?")
            try tap(app, on: "Let's go")
            app.waitFor("0/9 steps")
            // The wheel moves the selection down the steps, as j does.
            try wheel(app, down: true)
            try wheel(app, down: true)
            app.waitUntil("the rows step selected") { $0.contains("▶ Dumbbell rows") }
            // The rows step's first circle (its warm-up) logs a set.
            let screen = app.screen()
            let rows = try XCTUnwrap(screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated().first { $0.element.contains("Dumbbell rows") })
            let circle = try XCTUnwrap(rows.element.firstIndex(of: "◇"))
            try tap(app, x: rows.element[..<circle].count, y: rows.offset)
            app.waitFor("Logged: w 10")
            try app.send("q")
            app.waitFor("in progress")
            try app.send("q")
            XCTAssertTrue(app.waitForExit(), "q on Home quits")
            XCTAssertEqual(mouseModes(app), "00", "the shell gets its mouse back")
        }
        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM set_logs WHERE is_warmup = 1")?.int(0), 1, "the tapped set is stored")
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM sessions WHERE status = 'active'")?.int(0), 1)
    }

    func testTapsAt80x24() throws { try runTaps(width: 80, height: 24) }

    func testTapsAt40x16() throws { try runTaps(width: 40, height: 16) }

    func testTapsCanBeSwitchedOffInSettings() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        app.waitFor("Start your streak today!")
        try tap(app, on: "Settings")
        app.waitFor("Mouse / taps")
        try tap(app, on: "Mouse / taps")
        try tap(app, on: "Mouse / taps")
        app.waitFor("[off]")
        XCTAssertEqual(mouseModes(app), "00", "switched off at once")
        try tap(app, on: "Stats")
        try app.send("j") // a key after the ignored tap: once it shows, the tap was read and ignored
        app.waitUntil("the selection below Mouse / taps") { $0.contains("▶ Effort asked for a set") }
        XCTAssertFalse(app.screen().contains("Sessions per week"), "a tap does nothing with taps off")
        let stored = try Connection(path: database).firstRow("SELECT value FROM settings WHERE key = 'mouse'")?.string(0)
        XCTAssertEqual(stored, "off")
    }
}
