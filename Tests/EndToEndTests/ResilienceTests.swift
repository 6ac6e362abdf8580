import Foundation
@testable import Storage
import XCTest

/// A dropped connection, signals, resize and small terminals, through the real binary.
final class ResilienceTests: XCTestCase {
    func testKillingTheSessionMidWorkoutLosesNoSetAndTheNextStartResumes() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        do {
            let app = try TmuxSession(width: 40, height: 16, database: database, folder: folder)
            app.waitFor("Start your streak today!")
            try app.send("Enter", "Enter")
            app.waitFor("0/9 steps")
            try app.send("t") // the warm-up countdown runs
            app.waitFor("running")
            try app.send("j", "Space", "Space", "Space", "Space")
            app.waitFor("1/9 steps · 2 sets") // a warm-up and two working sets of rows
            // What the screen shows as done is on disk before the connection drops.
            try app.killSession()
            XCTAssertTrue(app.waitForExit(), "gymtrack must exit after SIGHUP")
        }
        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM set_logs")?.int(0), 3)
        XCTAssertEqual(try db.firstRow("SELECT status FROM sessions")?.string(0), "active")

        let app = try TmuxSession(width: 40, height: 16, database: database, folder: folder)
        app.waitFor("Resume Day A — Upper Strength?")
        app.waitFor("2 sets logged")
        try app.send("Enter")
        app.waitFor("1/9 steps · 2 sets")
        app.waitFor("◆ ● ● ○")
        app.waitFor("running · t pause") // the warm-up countdown kept running, and is selected
        try app.send("j", "j", "Space")  // the last set of the rows
        app.waitFor("2/9 steps · 3 sets")
    }

    func testTerminationSignalsRestoreTheTerminalAndExit() throws {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let folder = try TemporaryFolder()
            let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder)
            app.waitFor("Start your streak today!")
            guard let pid = app.pid else { return XCTFail("no pid") }
            kill(pid, signal)
            XCTAssertTrue(app.waitForExit(), "signal \(signal) must end gymtrack")
            // endwin left the alternate screen: the UI is gone from the pane.
            app.waitForAbsence("Start your streak today!")
        }
    }

    func testCtrlZSuspendsAndFgResumesWithTheClocksRight() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder, environment: clock.environment,
                                  underShell: true)
        app.waitFor("Start your streak today!")
        try app.send("Enter", "Enter")
        app.waitFor("0/9 steps")
        try app.send("t")
        app.waitFor("running · t pause")
        try app.send("C-z")
        app.waitFor("Stopped")
        app.waitForAbsence("0/9 steps")
        // Three seconds pass while suspended: no ticks are counted, time still moves.
        try clock.advance(by: 3)
        try app.send("fg", "Enter")
        // On resume ncurses first repaints the last frame; the next tick redraws it with the time.
        func clockSeconds(_ screen: String) -> Int {
            let header = screen.split(separator: "\n").first.map(String.init) ?? ""
            return header.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        }
        let screen = app.waitUntil("the workout clock to count the suspended time") { clockSeconds($0) == 3 }
        XCTAssertTrue(screen.contains("9:57"), "the countdown ran on while suspended:\n\(screen)")
        try app.send("q", "q")
        app.waitFor("$ ")
    }

    func testCtrlCQuitsCleanly() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("C-c")
        XCTAssertTrue(app.waitForExit())
    }

    func testTooSmallThenLiveResize() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 30, height: 10, database: folder.path("db.sqlite"), folder: folder)
        app.waitFor("needs at least")
        try app.tmuxCommand(["resize-window", "-t", app.name, "-x", "40", "-y", "16"])
        app.waitFor("1Home 2History")
        try app.tmuxCommand(["resize-window", "-t", app.name, "-x", "100", "-y", "30"])
        app.waitFor(" gymtrack   1 Home")
        app.waitFor("Daily challenge")
    }

    func testNoColorAndAsciiLocaleStillDrawEverything() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder,
                                  environment: ["LANG": "C", "LC_ALL": "C", "NO_COLOR": "1"])
        app.waitFor("Start your streak today!")
        try app.send("Enter", "Enter")
        app.waitFor("Day A - Upper Strength")
        app.waitFor("w o o o")
    }
}

extension ResilienceTests {
    func testAnUnknownTerminalIsRefusedBeforeAnythingIsCreated() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let demosBefore = try demoFolders()
        for command in [nil, ["demo"]] as [[String]?] {
            // The shell stays, so the pane keeps the message (gymtrack exits at once).
            let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: ["TERM": "no-such-terminal"],
                                      command: command, script: { "\($0); echo exit=$?" + TmuxSession.thenStay })
            app.waitFor("the terminal type 'no-such-terminal' is unknown here")
            app.waitFor("exit=1")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "no database made for a terminal that cannot show it")
        XCTAssertEqual(try demoFolders(), demosBefore, "the demo left no throwaway folder behind")
    }

    private func demoFolders() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path).filter { $0.hasPrefix("gymtrack-demo-") })
    }
}

extension ResilienceTests {
    func testCtrlSDoesNotFreezeTheUI() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("db.sqlite"), folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("C-s") // XOFF would stop all output until Ctrl-Q
        try app.send("3")
        app.waitFor("Sessions per week (last 12)")
        try app.send("1")
        app.waitFor("Start your streak today!")
    }
}
