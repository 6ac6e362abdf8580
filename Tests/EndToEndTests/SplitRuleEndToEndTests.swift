import Foundation
@testable import Storage
import XCTest

/// A rule on a split's step through the real binary in tmux: Day A's chest press set to double
/// progression in its form on Plans, a workout logged, and the next workout of Day A showing
/// the step's target and its reason, then logging it.
final class SplitRuleEndToEndTests: XCTestCase {
    func testADoubleProgressionStepShowsItsTargetAfterAWorkout() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("Enter start")

        // Plans: Day A's fourth exercise, its weight 20 kg and its rule double, 10 to 12 reps.
        try app.send("4")
        app.waitFor("Upper Strength")
        try app.send("Enter")
        app.waitFor("Dumbbell chest press (push)")
        try app.send("j", "j", "j", "e")
        app.waitFor("Review weeks")
        for _ in 0..<6 { try app.send("Tab") }
        try app.send("2", "0")
        for _ in 0..<7 { try app.send("Tab") }
        app.waitFor("▶Rule              ‹ none ›")
        try app.send("Right", "Right")
        app.waitFor("Reps top")
        try app.send("Tab", "1", "2", "Enter")
        app.waitFor("Saved Dumbbell chest press (push).")

        // The first workout: the starting weight, every set done at 10 reps.
        try app.send("1")
        app.waitFor("Enter start")
        try app.send("Enter")
        try startAtTheChestPress(app)
        app.waitFor("20 kg: the starting weight")
        for _ in 0..<4 { try app.send("Space") }
        app.waitFor("1/9 steps")
        try app.send("f")
        app.waitFor("Log partial")
        try app.send("y")
        app.waitFor("Logged Day A")

        // Two days on, Day A again: a rep more a set, as the rule says and why.
        try clock.advance(by: 2 * 86_400)
        try app.send("2", "1", "Left", "Enter")
        try startAtTheChestPress(app)
        app.waitFor("20 kg, a rep more: 10, 10, 10 on Tue, up to 12")
        try app.send("Space")
        app.waitFor("Next: 11 × 20 kg")
        try app.send("Space")
        app.waitFor("11 × 20 kg")
    }

    /// Day A asked to start: started, its chest press selected, and its target there.
    private func startAtTheChestPress(_ app: TmuxSession) throws {
        app.waitFor("Start Day A")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        try app.send("j", "j", "j")
        app.waitFor("Target: 3×10–12 at 20 kg")
    }
}
