import BundledPlans
import Domain
import Foundation
@testable import Storage
import XCTest

/// Through the real binary: a session note written during a workout is in History's session
/// page once it is finished; `status` says a weekly streak the way it says a day streak.
final class SessionNoteAndStreakTests: XCTestCase {
    func testANoteWrittenDuringTheWorkoutIsOnTheSessionsPageInHistory() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("Start your streak today!")
        try app.send("Enter")
        app.waitFor("Start Day A — Upper Strength?")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        try app.send("N")
        app.waitFor("Note on the session")
        try app.send("Slept badly, kept it light", "Enter")
        app.waitFor("Session note saved.")
        app.waitFor("✎ Slept badly, kept it light")
        // A set on the challenge step and the rows, then finish as a partial session.
        try app.send("j", "Space")
        app.waitFor("1/9 steps")
        try app.send("j", "Space")
        app.waitFor("Logged:")
        try app.send("f")
        app.waitFor("Log partial")
        try app.send("y")
        app.waitFor("Logged Day A")

        try app.send("2")
        app.waitFor("✎ Slept badly, kept it light")
        try app.send("Enter")
        app.waitFor("“Slept badly, kept it light”")
        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT note, status FROM sessions")?.values, [.text("Slept badly, kept it light"), .text("finished")])
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM set_logs")?.int(0), 1, "the note took no set away")
    }

    func testStatusSaysAWeeklyStreakAndHowThisWeekStands() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder) // Tuesday 16 June 2026
        let path = folder.path("gymtrack.sqlite")
        let store = try Store(path: path)
        let now = clock.now
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        // Monday, Wednesday and Friday of the two weeks before, and yesterday, Monday.
        for daysAgo in [15, 13, 11, 8, 6, 4, 1] {
            let start = now.adding(seconds: -Double(daysAgo) * 86_400)
            var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
            workout.id = try store.beginWorkout(workout, now: start)
            let begun = workout
            _ = workout.completeNext(step: 0, at: start.adding(seconds: 60), challengeRoom: false)
            for change in workout.changes(since: begun) { try store.changeWorkout(id: workout.id, change, now: start.adding(seconds: 60)) }
            try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        }
        var r = try runProcess(gymtrackBinary(), ["--db", path, "status"], environment: clock.environment)
        XCTAssertTrue(r.stdout.contains(" · streak 1d · "), r.stdout)

        try store.setSetting(.streakMode, "weeks", today: now.day)
        r = try runProcess(gymtrackBinary(), ["--db", path, "status"], environment: clock.environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(" · streak 2w (1/3 this week) · "), r.stdout)
        r = try runProcess(gymtrackBinary(), ["--db", path, "status", "--json"], environment: clock.environment)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(json?["streak"] as? Int, 2)
        XCTAssertEqual(json?["streakUnit"] as? String, "weeks")
        XCTAssertEqual(json?["week"] as? [String: Int], ["sessions": 1, "target": 3])

        try store.setSetting(.streakWeekSessions, "2", today: now.day)
        r = try runProcess(gymtrackBinary(), ["--db", path, "status"], environment: clock.environment)
        XCTAssertTrue(r.stdout.contains(" · streak 2w (1/2 this week) · "), r.stdout)
    }
}
