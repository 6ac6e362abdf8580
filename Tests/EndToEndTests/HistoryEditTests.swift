import BundledPlans
import Domain
import Foundation
@testable import Storage
import XCTest

/// Editing a past session through the real binary in tmux: the streak on Home follows at once.
final class HistoryEditTests: XCTestCase {
    /// Three sessions on the three days before today: a 3-day streak.
    private func database(_ folder: TemporaryFolder) throws -> String {
        let path = folder.path("gymtrack.sqlite")
        let store = try Store(path: path)
        let now = SystemClock.now()
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        for (i, split) in DefaultSplits.all.prefix(3).enumerated() {
            let start = now.adding(seconds: -Double(3 - i) * 86_400)
            var workout = ActiveWorkout(split: split, startedAt: start)
            workout.id = try store.beginWorkout(workout, now: start)
            _ = workout.completeNext(step: 0, at: start.adding(seconds: 60), challengeRoom: false)
            try store.saveWorkout(workout, now: start.adding(seconds: 60))
            try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        }
        return path
    }

    func testDeletingAPastSessionBreaksTheStreakOnHome() throws {
        let folder = try TemporaryFolder()
        let path = try database(folder)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder)
        app.waitFor("3-day streak")
        try app.send("2")
        app.waitFor("3 sessions")
        // The middle session (two days ago): open it, delete it after the question.
        try app.send("j", "Enter")
        app.waitFor("D delete")
        try app.send("D")
        app.waitFor("Delete this session?")
        try app.send("y")
        app.waitFor("Session deleted.")
        app.waitFor("2 sessions")
        try app.send("1")
        app.waitFor("1-day streak")

        let db = try Connection(path: path)
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM sessions WHERE deleted_at IS NOT NULL")?.int(0), 1, "a tombstone")
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM sessions")?.int(0), 3)
    }

    func testMovingYesterdaysSessionToTodayLeavesAGapInTheStreak() throws {
        let folder = try TemporaryFolder()
        let path = try database(folder)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder)
        app.waitFor("3-day streak")
        try app.send("2", "Enter")
        app.waitFor("m move")
        try app.send("m")
        app.waitFor("Move the session")
        try app.send(localToday(), "Tab", "00:01", "Enter")
        app.waitFor("Moved to")
        try app.send("1")
        app.waitFor("1-day streak")
    }
}
