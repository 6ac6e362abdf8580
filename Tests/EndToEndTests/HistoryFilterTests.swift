import BundledPlans
import Domain
import Foundation
@testable import Storage
import XCTest

/// The `/` filter of History through the real binary in tmux: the sessions that had an
/// exercise, read from the database, then every session again.
final class HistoryFilterTests: XCTestCase {
    /// Day A with its dumbbell rows logged three days and one day ago; Day B's first step
    /// done two days ago, without rows.
    private func database(_ folder: TemporaryFolder, clock: FakeClock) throws -> String {
        let path = folder.path("gymtrack.sqlite")
        let store = try Store(path: path)
        let now = clock.now
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        for (daysAgo, split) in [(3, 0), (2, 1), (1, 0)] {
            let start = now.adding(seconds: -Double(daysAgo) * 86_400)
            var workout = ActiveWorkout(split: DefaultSplits.all[split], startedAt: start)
            workout.id = try store.beginWorkout(workout, now: start)
            let begun = workout
            let step = split == 0 ? try XCTUnwrap(workout.steps.firstIndex { $0.plan.exerciseID == "dumbbell-row" }) : 0
            if split == 0 {
                workout.steps[step].sets.append(SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: start.epochSeconds + 60))
            } else {
                _ = workout.completeNext(step: step, at: start.adding(seconds: 60), challengeRoom: false)
            }
            for change in workout.changes(since: begun) { try store.changeWorkout(id: workout.id, change, now: start.adding(seconds: 120)) }
            try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        }
        return path
    }

    func testSlashFiltersHistoryByAnExercise() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let path = try database(folder, clock: clock)
        let app = try TmuxSession(width: 80, height: 24, database: path, folder: folder, environment: clock.environment)
        try app.send("2")
        app.waitFor("3 sessions")
        try app.send("/")
        app.waitFor("Esc cancel")
        try app.send("dumbbell row", "Enter")
        let filtered = app.waitFor("2 sessions")
        XCTAssertTrue(filtered.contains("Sessions · /dumbbell row"), filtered)
        XCTAssertTrue(filtered.contains("q clear filter"), "the hint bar says how to clear it: \(filtered)")
        let rows = filtered.split(separator: "\n").filter { $0.contains(" min ") }
        XCTAssertEqual(rows.count, 2, filtered)
        XCTAssertTrue(rows.allSatisfy { $0.contains(DefaultSplits.all[0].name) }, "only the sessions that had the rows: \(filtered)")
        // The one selected had it: its page shows the rows.
        try app.send("Enter")
        app.waitFor("Dumbbell rows (pull)")
        try app.send("Escape")
        app.waitFor("2 sessions")
        // q clears the filter: every session again.
        try app.send("q")
        app.waitFor("3 sessions")
        app.waitFor("Sessions · all splits")
    }
}
