import Foundation
@testable import Storage
import XCTest

/// Sets beyond the plan through the real binary in tmux, on a laptop's 80×24 and a phone's
/// 40×16: a drop set after the curls' last set that next session does not start from, a fourth
/// set added and taken back, and both seen by a second terminal on the same database.
final class AddedSetsEndToEndTests: XCTestCase {
    private func rows(_ database: String, _ sql: String) throws -> [[String]] {
        try Connection(path: database).rows(sql).map { row in row.values.map { Row.string($0) ?? "" } }
    }

    /// Waits until `sql` answers `expected` (the database is written before the screen shows a set).
    private func waitForRows(_ database: String, _ sql: String, _ expected: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        var last: [[String]] = []
        if waitForResult({ () -> Bool? in
            last = (try? rows(database, sql)) ?? []
            return last == expected ? true : nil
        }) == nil {
            XCTFail("\(sql) answered \(last), not \(expected)", file: file, line: line)
        }
    }

    /// Day A started from Home, the cursor on its Bicep curls (3 × 10, no planned weight).
    private func startDayAOnCurls(_ app: TmuxSession) throws {
        app.waitFor("Enter start")
        try app.send("Enter")
        app.waitFor("Let's go")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        for _ in 0..<5 { try app.send("j") }
        app.waitFor("▶ Bicep curls")
    }

    /// Tuesday's curls, 12 × 10 kg three times and a drop to 8 × 7.5 kg straight after the
    /// last; on Wednesday Space starts the curls at 10 kg again (and the plan's 10 reps).
    func testADropSetAfterTheLastSetIsNotNextSessionsWeight() throws {
        for (width, height) in [(80, 24), (40, 16)] {
            let folder = try TemporaryFolder()
            let db = folder.path("gymtrack.sqlite")
            let clock = try FakeClock(folder: folder)
            let app = try TmuxSession(width: width, height: height, database: db, folder: folder, environment: clock.environment)
            try startDayAOnCurls(app)
            try app.send("e")
            app.waitFor("Reps")
            try app.send("12", "Tab", "10", "Enter")
            app.waitFor("● ○ ○")
            try app.send("Space")
            app.waitFor("● ● ○")
            try app.send("Space")
            app.waitFor("✓ Bicep curls")
            // The drop set, straight after: the cursor went on to the plank, d drops from the curls.
            try app.send("d")
            app.waitFor("● ● ● ▾")
            for _ in 0..<4 { try app.send("<") }
            let curls = "SELECT reps, weight, set_type FROM set_logs ORDER BY completed_epoch, set_index"
            waitForRows(db, curls, [["12", "10.0", "normal"], ["12", "10.0", "normal"], ["12", "10.0", "normal"], ["8", "7.5", "drop"]])

            try app.send("f")
            app.waitFor("Log as partial session?")
            try app.send("y")
            // Weights and a drop set logged change no plan: the split is not asked about, and
            // keeps no weight, so next session reads last time's.
            app.waitFor("Enter start")

            try clock.advance(by: 86_400)
            try app.send("2", "1") // History and back: Home reads the new day
            app.waitFor("Enter start")
            try app.send("h") // Day A's card, before B's, the next in rotation
            try app.send("Enter")
            app.waitFor("Start Day A")
            try app.send("Enter")
            app.waitFor("0/9 steps")
            for _ in 0..<5 { try app.send("j") }
            app.waitFor("▶ Bicep curls")
            app.waitFor("Next: 10 × 10 kg")
            try app.send("Space")
            waitForRows(db, """
                SELECT sl.reps, sl.weight, sl.set_type FROM set_logs sl JOIN sessions s ON s.id = sl.session_id WHERE s.status = 'active'
                """, [["10", "10.0", "normal"]])
            try app.send("q")
            try app.send("q")
            XCTAssertTrue(app.waitForExit(), "\(width)×\(height)")
        }
    }

    /// The fourth set on a good day: A right after the third, U takes it back by its id.
    func testAFourthSetIsAddedAndTakenBack() throws {
        for (width, height) in [(40, 16), (80, 24)] {
            let folder = try TemporaryFolder()
            let db = folder.path("gymtrack.sqlite")
            let app = try TmuxSession(width: width, height: height, database: db, folder: folder)
            try startDayAOnCurls(app)
            for _ in 0..<3 { try app.send("Space") }
            app.waitFor("✓ Bicep curls")
            try app.send("k")
            app.waitFor("No swinging") // the curls open again: a step done is marked ✓, not ▶
            try app.send("Space")
            app.waitFor("is already done")
            try app.send("A")
            app.waitFor("● ● ● ●")
            let curls = "SELECT set_index, reps FROM set_logs ORDER BY set_index"
            waitForRows(db, curls, [["0", "10"], ["1", "10"], ["2", "10"], ["3", "10"]])
            let added = try XCTUnwrap(rows(db, "SELECT uid FROM set_logs WHERE set_index = 3").first?.first)
            try app.send("U")
            app.waitForAbsence("● ● ● ●")
            waitForRows(db, curls, [["0", "10"], ["1", "10"], ["2", "10"]])
            XCTAssertEqual(try rows(db, "SELECT count(*) FROM tombstones WHERE uid = '\(added)'"), [["1"]], "taken back by its id")
            try app.send("q", "q")
            XCTAssertTrue(app.waitForExit(), "\(width)×\(height)")
        }
    }

    /// A laptop and a phone on one workout: the laptop's drop set shows on the phone, the phone
    /// logs the next set, and U on the laptop takes back its drop set alone.
    func testADropSetAndAnAddedSetShowInTheOtherTerminalAndUTakesBackOnlyItsOwn() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        let laptop = try TmuxSession(width: 80, height: 24, database: db, folder: folder)
        let phone = try TmuxSession(width: 40, height: 16, database: db, folder: folder)
        // The phone on Home before the laptop begins: opened later, it would ask to resume.
        phone.waitFor("Enter start")
        try startDayAOnCurls(laptop)
        phone.waitFor("in progress")
        try phone.send("w")
        phone.waitFor("0/9 steps")
        for _ in 0..<5 { try phone.send("j") }
        phone.waitFor("▶ Bicep curls")

        try laptop.send("e")
        laptop.waitFor("Reps")
        try laptop.send("12", "Tab", "10", "Enter")
        laptop.waitFor("● ○ ○")
        try laptop.send("d")
        laptop.waitFor("● ▾ ○ ○")
        phone.waitFor("● ▾ ○ ○") // no key pressed on the phone
        try phone.send("Space")
        phone.waitFor("● ▾ ● ○")
        laptop.waitFor("● ▾ ● ○")
        try laptop.send("U")
        laptop.waitFor("● ● ○")
        phone.waitFor("● ● ○")
        let sets = "SELECT reps, weight, set_type FROM set_logs ORDER BY completed_epoch, set_index"
        waitForRows(db, sets, [["12", "10.0", "normal"], ["12", "10.0", "normal"]])

        // The phone's third set, then the laptop's fourth: the phone sees it.
        try phone.send("Space")
        phone.waitFor("✓ Bicep curls")
        try laptop.send("A")
        laptop.waitFor("● ● ● ●")
        phone.waitFor("● ● ● ●")
        waitForRows(db, "SELECT count(*) FROM set_logs", [["4"]])
    }
}
