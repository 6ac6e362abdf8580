import Foundation
import XCTest

/// A rest that reaches the lifter: inside tmux, the bell and the notification escapes wrapped
/// for passthrough, as the pane's program wrote them; and `status --format` counting the rest
/// down for a status bar.
final class RestAlertEndToEndTests: XCTestCase {
    /// gymtrack in tmux on the fake clock, Rest end alert on bell + notify, Day A begun and
    /// the warm-up and first working set of Dumbbell rows logged: its 1:30 rest runs.
    private func resting(_ folder: TemporaryFolder, _ database: String, _ clock: FakeClock) throws -> TmuxSession {
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("Start your streak today!")
        try app.send("5", "j", "Enter") // Settings, Rest end alert: bell → bell + notify
        app.waitFor("[bell + notify]")
        try app.send("1", "Enter", "Enter") // Home, start Day A
        app.waitFor("0/9 steps")
        try app.send("j", "j", "Space", "Space")
        app.waitFor("Rest 1:30") // the sets' own bells are out before the frame that shows it
        return app
    }

    func testARestEndingInTmuxRingsAndSendsTheNotificationWrappedForPassthrough() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let app = try resting(folder, folder.path("gymtrack.sqlite"), clock)
        // What gymtrack writes to its pane from now on, byte for byte, before tmux reads it.
        let captured = folder.path("pane-output")
        try app.tmuxCommand(["pipe-pane", "-t", app.name, "-o", "cat >> \(shellQuote(captured))"])

        try clock.advance(by: 90)
        app.waitFor("Rest over. Next set when ready.")
        // The seed's one-arm rows: Space logs both sides, 10/10.
        let osc9 = "\u{1b}Ptmux;\u{1b}\u{1b}]9;Rest over — Dumbbell rows (pull) set 2: 10/10\u{07}\u{1b}\\"
        let osc777 = "\u{1b}Ptmux;\u{1b}\u{1b}]777;notify;gymtrack;Rest over — Dumbbell rows (pull) set 2: 10/10\u{07}\u{1b}\\"
        let written = waitForResult { () -> String? in
            let text = (try? String(contentsOfFile: captured, encoding: .utf8)) ?? ""
            return text.contains(osc777) ? text : nil
        } ?? ""
        XCTAssertTrue(written.contains(osc9), "OSC 9, wrapped for tmux: \(written.debugDescription.suffix(400))")
        XCTAssertTrue(written.contains(osc777), "OSC 777, wrapped for tmux")
        let outside = written.replacingOccurrences(of: osc9, with: "").replacingOccurrences(of: osc777, with: "")
        XCTAssertEqual(outside.filter { $0 == "\u{07}" }.count, 1, "the bell, once, besides the escapes' own terminators")
        XCTAssertEqual(written.components(separatedBy: osc9).count - 1, 1, "one notification for one rest")
    }

    func testStatusFormatInALoopShowsTheRestCountingDown() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let app = try resting(folder, database, clock)
        // The status bar's command, run as tmux runs it every second while the clock moves.
        func status(_ arguments: String...) throws -> String {
            let run = try runProcess(gymtrackBinary(), ["--db", database, "status"] + arguments, environment: clock.environment)
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdout
        }
        var seen: [String] = []
        for _ in 0..<3 {
            seen.append(try status("--format", "{exercise} {set}/{sets} · {rest}"))
            try clock.advance(by: 15)
        }
        XCTAssertEqual(seen, ["Dumbbell rows (pull) 1/3 · 1:30\n", "Dumbbell rows (pull) 1/3 · 1:15\n", "Dumbbell rows (pull) 1/3 · 1:00\n"])
        XCTAssertEqual(try status(), "Day A — Upper Strength · Dumbbell rows (pull) 1/3 · rest 0:45 · streak 0d · challenge 0/3\n")
        let json = try JSONSerialization.jsonObject(with: Data(try status("--json").utf8)) as? [String: Any]
        let workout = json?["workout"] as? [String: Any]
        XCTAssertEqual(workout?["restSeconds"] as? Int, 45)
        XCTAssertEqual(workout?["setsDone"] as? Int, 1)
        XCTAssertEqual(workout?["setsPlanned"] as? Int, 3)
        XCTAssertEqual(workout?["exercise"] as? String, "Dumbbell rows (pull)")
        XCTAssertNotNil(json?["workoutInProgress"] as? [String: Any], "the keys from before stay")

        try clock.advance(by: 45)
        app.waitFor("Rest over. Next set when ready.")
        XCTAssertEqual(try status("--format", "[{rest}] {workout}"), "[] Day A — Upper Strength · Dumbbell rows (pull) 1/3\n", "no rest left to show")
        let unknown = try runProcess(gymtrackBinary(), ["--db", database, "status", "--format", "{reps}"], environment: clock.environment)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("gymtrack: --format has no field {reps}; the fields are {status}, "), unknown.stderr)
    }
}
