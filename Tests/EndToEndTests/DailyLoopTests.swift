import Foundation
@testable import Storage
import XCTest

/// The whole daily loop through the real binary in tmux: challenge, start Day A,
/// complete sets, finish, quit, relaunch, and the rows left in SQLite.
final class DailyLoopTests: XCTestCase {
    private func count(_ db: Connection, _ sql: String) throws -> Int {
        try db.firstRow(sql)?.int(0) ?? -1
    }

    func testFullWorkoutAt80x24MovesTheStreakAndIsStoredInSQLite() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        // One today for the test and both runs, however long they take.
        let clock = try FakeClock(folder: folder)
        do {
            let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
            app.waitFor("Start your streak today!")
            try app.send("c")
            app.waitFor("1/3  partial")

            try app.send("Enter")
            app.waitFor("Start Day A — Upper Strength?")
            try app.send("Enter")
            app.waitFor("0/9 steps")

            // Warm-up left for later; the challenge step, then rows, chest press, shoulder press and curls.
            try app.send("j", "Space")
            app.waitFor("1/9 steps")
            for (sets, done) in [(4, "2/9"), (4, "3/9"), (3, "4/9"), (3, "5/9")] {
                for _ in 0..<sets { try app.send("Space") }
                app.waitFor("\(done) steps")
            }
            try app.send("f")
            app.waitFor("1-day streak")
            app.waitFor("Logged Day A")
            app.waitFor("2/3  partial") // the challenge step counted
            try app.send("q")
            XCTAssertTrue(app.waitForExit(), "q on Home quits")
        }

        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT session_type, is_partial, status, date FROM sessions")?.values,
                       [.text("A"), .integer(0), .text("finished"), .text(clock.today.iso)])
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sessions"), 1)
        XCTAssertEqual(try count(db, "SELECT sets_completed FROM daily_challenge"), 2)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM set_logs"), 14)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM set_logs WHERE is_warmup = 1"), 2)

        // Relaunch: the streak and the challenge are still there, and B is offered next.
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("1-day streak")
        app.waitFor("2/3  partial")
        try app.send("Enter")
        app.waitFor("Start Day B — Cardio + Core + Flexibility?")
        try app.send("Escape")
        app.waitForAbsence("Start Day B")
        let status = try runProcess(gymtrackBinary(), ["--db", database, "status"], environment: clock.environment)
        XCTAssertEqual(status.status, 0)
        XCTAssertEqual(status.stdout, "Next: B Cardio + Core · streak 1d · challenge 2/3\n")
    }

    func testPartialFinishAt40x16DoesNotCountTowardTheStreak() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 40, height: 16, database: database, folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("Enter")
        app.waitFor("Let's go")
        try app.send("y")
        app.waitFor("0/9 steps")
        try app.send("j", "Space")
        app.waitFor("1/9 steps")
        try app.send("f")
        app.waitFor("Log as partial session?")
        try app.send("n")
        app.waitForAbsence("Log as partial session?")
        app.waitFor("1/9 steps")
        try app.send("f")
        app.waitFor("Log as partial session?")
        try app.send("y")
        app.waitFor("Start your streak today!")
        app.waitFor("partial")

        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT is_partial, status FROM sessions")?.values, [.integer(1), .text("finished")])
        XCTAssertEqual(try count(db, "SELECT sets_completed FROM daily_challenge"), 1)
    }

    func testDiscardAsksThenLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("Enter", "Enter")
        app.waitFor("0/9 steps")
        try app.send("j", "Space", "Space", "Space")
        app.waitFor("Logged: w 10, 10")
        try app.send("D")
        app.waitFor("Discard this workout?")
        try app.send("y")
        app.waitFor("Workout discarded.")
        let db = try Connection(path: database)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sessions"), 0)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM set_logs"), 0)
        XCTAssertEqual(try count(db, "SELECT sets_completed FROM daily_challenge"), 0, "the challenge credit is taken back")
    }
}

extension DailyLoopTests {
    func testDemoShowsYearsOfHistoryAndLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("gymtrack-demo-") })
        // --db and demo together are refused, before anything is touched.
        let refused = try runProcess(gymtrackBinary(), ["--db", folder.path("unused.sqlite"), "demo"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("demo always uses a throwaway database"), refused.stderr)
        let demo = try TmuxSession(width: 80, height: 24, database: "", folder: folder, arguments: [], environment: [:], command: ["demo"])
        demo.waitFor("Demo: made-up history")
        demo.waitFor("Full days, past 365")
        try demo.send("3")
        demo.waitFor("Longest gym streak")
        try demo.send("1", "q")
        XCTAssertTrue(demo.waitForExit())
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("gymtrack-demo-") })
        XCTAssertEqual(after, before, "the throwaway database is removed on exit")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("unused.sqlite")), "demo never touches --db")
    }
}
