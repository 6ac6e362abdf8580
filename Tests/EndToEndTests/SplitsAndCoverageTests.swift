import Foundation
@testable import Storage
import XCTest

/// A split's whole life through the real binary: make a split, fill it from the catalog, put it in the
/// rotation, run it, log reps and weight, watch coverage move, take a suggestion, finish and
/// save the changes back to the split.
final class SplitsAndCoverageTests: XCTestCase {
    func testMakeASplitRunItAndSeeCoverageMove() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        do {
            let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
            app.waitFor("Start your streak today!")
            try app.send("4")
            app.waitFor("rotation: A → B → C")

            // A new split with its muscle groups.
            try app.send("a")
            app.waitFor("New split")
            try app.send("Push Day", "Enter")
            app.waitFor("Made Push Day")
            try app.send("g")
            app.waitFor("Muscle groups of Push Day")
            try app.send("Space", "j", "Space", "Enter") // Chest, Triceps
            app.waitFor("Push Day trains Chest, Triceps.")

            // Two exercises from the catalog, searched as you type; a planned weight on the first.
            try app.send("Enter")
            app.waitFor("No exercises yet")
            try app.send("a")
            app.waitFor("Add to Push Day")
            try app.send("barbell bench")
            app.waitFor("Barbell Bench Press")
            try app.send("Enter")
            app.waitFor("Added Barbell Bench Press to Push Day")
            try app.send("a")
            app.waitFor("Add to Push Day")
            try app.send("triceps push")
            app.waitFor("Triceps Pushdown")
            try app.send("Enter")
            app.waitFor("Added Triceps Pushdown")
            try app.send("k", "e")
            app.waitFor("Barbell Bench Press ─")
            // Past Kind, Load, Sets, Warm-up sets, Reps and Seconds to the weight.
            try app.send("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "60", "Enter")
            app.waitFor("3×10 @ 60 kg")

            // Into the rotation: the fourth card on Home.
            try app.send("q", "r")
            app.waitFor("Push Day is in the rotation, card 4 of 4")
            try app.send("1")
            app.waitFor("Push Day")
            try app.send("l", "l", "l", "Enter")
            app.waitFor("Start Push Day?")
            try app.send("Enter")
            app.waitFor("Push Day coverage 0/6")
            // Every workout has the daily challenge step; with no warm-up it comes first.
            app.waitFor("Daily Challenge")

            // One set at the planned values, then corrected to what was lifted.
            try app.send("j", "Space")
            app.waitFor("Push Day coverage 3/6")
            app.waitFor("Logged: 10 × 60 kg")
            try app.send("e")
            app.waitFor("Set 1 · Barbell Bench Press")
            try app.send("8", "Tab", "62.5", "Tab", "8", "Enter")
            app.waitFor("Logged: 8 × 62.5 kg @8")

            // The suggestion for a missed region, added with one key, then a set of it.
            app.waitFor("Missed: Lower Chest")
            try app.send("s")
            app.waitFor("for Lower Chest.")
            try app.send("Space")
            app.waitForAbsence("coverage 3/6")

            try app.send("f")
            app.waitFor("Log as partial session?")
            try app.send("y")
            app.waitFor("Save changes to Push Day?")
            try app.send("y")
            app.waitFor("Saved the changes to Push Day.")
            try app.send("q")
            XCTAssertTrue(app.waitForExit())
        }

        let db = try Connection(path: database)
        XCTAssertEqual(try db.firstRow("SELECT session_type, is_partial FROM sessions")?.values, [.text("PUSHDAY"), .integer(1)])
        XCTAssertEqual(try db.firstRow("SELECT reps, weight, rpe FROM set_logs WHERE step_position = 1")?.values,
                       [.integer(8), .real(62.5), .real(8)])
        let steps = try db.rows("""
            SELECT s.exercise_id, s.weight FROM split_steps s JOIN splits p ON p.id = s.split_id
            WHERE p.session_type = 'PUSHDAY' ORDER BY s.position
            """)
        XCTAssertEqual(steps.count, 3, "the suggested exercise was saved back to the split")
        XCTAssertEqual(steps.first?.values, [.text("barbell-bench-press"), .real(62.5)], "the lifted weight is the new plan")
        XCTAssertEqual(try db.firstRow("SELECT in_rotation, muscle_groups FROM splits WHERE session_type = 'PUSHDAY'")?.values,
                       [.integer(1), .text("chest,triceps")])
    }
}
