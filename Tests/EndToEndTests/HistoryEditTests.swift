import BundledPlans
import Domain
import Foundation
@testable import Storage
import XCTest

/// Editing a past session through the real binary in tmux: the streak on Home and the
/// exercise's charts and records follow at once.
final class HistoryEditTests: XCTestCase {
    /// A new database as the binary would set it up: the catalog and the default splits, at the
    /// time of `clock`, which the UIs of the test run on: the days before today stay those days.
    private func newDatabase(_ folder: TemporaryFolder, clock: FakeClock) throws -> (path: String, store: Store, now: Moment) {
        let path = folder.path("gymtrack.sqlite")
        let store = try Store(path: path)
        let now = clock.now
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return (path, store, now)
    }

    /// Three sessions on the three days before today: a 3-day streak.
    private func database(_ folder: TemporaryFolder, clock: FakeClock) throws -> String {
        let (path, store, now) = try newDatabase(folder, clock: clock)
        for (i, split) in DefaultSplits.all.prefix(3).enumerated() {
            let start = now.adding(seconds: -Double(3 - i) * 86_400)
            var workout = ActiveWorkout(split: split, startedAt: start)
            workout.id = try store.beginWorkout(workout, now: start)
            let begun = workout
            _ = workout.completeNext(step: 0, at: start.adding(seconds: 60), challengeRoom: false)
            for change in workout.changes(since: begun) { try store.changeWorkout(id: workout.id, change, now: start.adding(seconds: 60)) }
            try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        }
        return path
    }

    /// Day A on each of the three days before today, its dumbbell rows logged at 20 kg: three
    /// working sets (the rows planned without a warm-up, since the store makes a step's first
    /// sets its warm-ups).
    private func rowsDatabase(_ folder: TemporaryFolder, clock: FakeClock) throws -> String {
        let (path, store, now) = try newDatabase(folder, clock: clock)
        for daysAgo in [3, 2, 1] {
            let start = now.adding(seconds: -Double(daysAgo) * 86_400)
            var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
            let rows = try XCTUnwrap(workout.steps.firstIndex { $0.plan.exerciseID == "dumbbell-row" })
            workout.steps[rows].plan.warmupSets = 0
            // Logged as any weighed exercise: both sides at once.
            workout.steps[rows].plan.unilateral = false
            workout.id = try store.beginWorkout(workout, now: start)
            let begun = workout
            for n in 0..<3 {
                workout.steps[rows].sets.append(SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: start.epochSeconds + Double(60 * (n + 1))))
            }
            for change in workout.changes(since: begun) { try store.changeWorkout(id: workout.id, change, now: start.adding(seconds: 200)) }
            try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        }
        return path
    }

    func testEditingAPastSetMovesTheExercisesRecordsAndDeletingASessionTheStreak() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let path = try rowsDatabase(folder, clock: clock)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder, environment: clock.environment)
        app.waitFor("3-day streak")
        // Yesterday's session: its first set of dumbbell rows from 20 to 40 kg.
        try app.send("2", "Enter")
        app.waitFor("e edit")
        let detail = app.screen().split(separator: "\n")
        let firstSet = try XCTUnwrap(detail.firstIndex { $0.contains("10 × 20 kg") }, detail.joined(separator: "\n"))
        let selected = try XCTUnwrap(detail.firstIndex { $0.hasPrefix("▶") })
        for _ in 0..<(firstSet - selected) { try app.send("j") }
        try app.send("e")
        app.waitFor("Weight kg")
        try app.send("Tab", "BSpace", "BSpace", "BSpace", "BSpace", "40", "Enter")
        app.waitFor("10 × 40 kg")
        // Its progress page: the heaviest weight and best e1RM are now that set's.
        try app.send("P")
        app.waitFor("Estimated 1RM")
        // The records are below the charts: scroll down to them.
        for _ in 0..<60 where !app.screen().contains("Best e1RM") { try app.send("j") }
        let records = app.waitFor("Best e1RM").split(separator: "\n")
        XCTAssertTrue(records.contains { $0.contains("Heaviest weight") && $0.contains("40 kg") }, records.joined(separator: "\n"))
        XCTAssertTrue(records.contains { $0.contains("Best e1RM") && $0.contains("53.3 kg") }, "40 × (1 + 10/30)")
        // Back to the session, then delete the one of two days ago: the streak breaks.
        try app.send("Escape")
        app.waitFor("e edit")
        try app.send("Escape")
        app.waitFor("3 sessions")
        try deleteTheSessionOfTwoDaysAgo(app)
    }

    /// From the History list of the three sessions: opens the middle one (two days ago),
    /// deletes it after the question, and sees Home's streak broken.
    private func deleteTheSessionOfTwoDaysAgo(_ app: TmuxSession) throws {
        try app.send("j", "Enter")
        app.waitFor("D delete")
        try app.send("D")
        app.waitFor("Delete this session?")
        try app.send("y")
        app.waitFor("Session deleted.")
        app.waitFor("2 sessions")
        try app.send("1")
        app.waitFor("1-day streak")
    }

    func testDeletingAPastSessionBreaksTheStreakOnHome() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let path = try database(folder, clock: clock)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder, environment: clock.environment)
        app.waitFor("3-day streak")
        try app.send("2")
        app.waitFor("3 sessions")
        try deleteTheSessionOfTwoDaysAgo(app)

        let db = try Connection(path: path)
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM sessions WHERE deleted_at IS NOT NULL")?.int(0), 1, "a tombstone")
        XCTAssertEqual(try db.firstRow("SELECT count(*) FROM sessions")?.int(0), 3)
    }

    func testMovingYesterdaysSessionToTodayLeavesAGapInTheStreak() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let path = try database(folder, clock: clock)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder, environment: clock.environment)
        app.waitFor("3-day streak")
        try app.send("2", "Enter")
        app.waitFor("m move")
        try app.send("m")
        app.waitFor("Move the session")
        try app.send(clock.today.iso, "Tab", "00:01", "Enter")
        app.waitFor("Moved to")
        try app.send("1")
        app.waitFor("1-day streak")
    }
}
