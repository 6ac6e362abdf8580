import Foundation
import XCTest

/// The set as a lifter logs it, through the real binary in tmux: the running rest lengthened,
/// shortened and kept, and a record said at the set that broke it.
final class SetScreenEndToEndTests: XCTestCase {
    /// gymtrack in tmux on the fake clock, Day A begun from Home.
    private func dayA(_ folder: TemporaryFolder, _ clock: FakeClock, width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let app = try TmuxSession(width: width, height: height, database: folder.path("gymtrack.sqlite"), folder: folder,
                                  environment: clock.environment)
        app.waitFor("Enter start")
        try app.send("Enter", "Enter")
        app.waitFor("0/9 steps")
        return app
    }

    func testTheRunningRestIsLengthenedAndShortenedAndKeptForTheExercise() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let app = try dayA(folder, clock)
        try app.send("j", "j", "Space", "Space") // rows: the warm-up and set 1; Settings' 90 s rest
        app.waitFor("Rest 1:30")
        app.waitFor("]/[ ±15s · r ends")
        try app.send("]")
        app.waitFor("Rest 1:45")
        app.waitFor("Rest 1:45 left of 1:45; R keeps it for the exercise.")
        // Written: another process reads the longer rest.
        let status = { () -> String in
            (try? runProcess(gymtrackBinary(), ["--db", folder.path("gymtrack.sqlite"), "status", "--format", "{rest_seconds}"],
                             environment: clock.environment).stdout) ?? ""
        }
        XCTAssertEqual(waitForResult { status() == "105\n" ? true : nil }, true, status())
        try app.send("[", "[")
        app.waitFor("Rest 1:15")
        XCTAssertEqual(waitForResult { status() == "75\n" ? true : nil }, true, status())
        try clock.advance(by: 20)
        app.waitFor("Rest 0:55")

        try app.send("R")
        app.waitFor("Dumbbell rows (pull) rests 1:15 from now on, in Upper Strength too.")
        try app.send("Space") // set 2: its rest is the one kept
        app.waitFor("Rest 1:15")
        // The split's step rests 75 s from now on.
        try app.send("4")
        app.waitFor("Enter open")
        try app.send("Enter")
        app.waitFor("rest 75 sec")
    }

    func testARecordIsFlashedAtTheSetThatBreaksIt() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let app = try dayA(folder, clock)
        // Last time: the rows' first working set at 10 kg.
        try app.send("j", "j", "Space", "k", "j", "+", "+", "+", "+")
        app.waitFor("Next: 10/10 × 10 kg")
        try app.send("Space")
        app.waitFor("0/9 steps · 1 set")
        try app.send("f")
        app.waitFor("Log as partial session?")
        try app.send("y")
        // Only the weights logged differ from the plan: the split is not asked about.
        app.waitFor("Logged Day A")

        // Again, later the same day: 12.5 kg beats last time's best.
        try clock.advance(by: 3600)
        try app.send("h", "Enter")
        app.waitFor("Start Day A")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        try app.send("j", "j", "Space", "k", "j")
        app.waitFor("Last time")
        app.waitFor("Next: 10/10 × 10 kg")
        try app.send("+", "Space")
        app.waitFor("New record: e1RM 16.7 kg!")
        // The same again is no record: it counts among the bests from the set that broke them.
        try app.send("Space")
        let screen = app.waitFor("0/9 steps · 2 sets")
        XCTAssertFalse(screen.contains("New record"), screen)
    }
}
