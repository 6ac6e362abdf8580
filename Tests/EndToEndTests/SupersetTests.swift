import Foundation
@testable import Storage
import XCTest

/// Supersets and per-exercise weight steps through the real binary: group two
/// exercises of a running workout, log a round with Space alone, see the rest start after the
/// round, set the dumbbells' step, and find the group kept in the session and the split.
final class SupersetTests: XCTestCase {
    func testASupersetRoundWithSpaceAloneAndTheGroupKept() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        do {
            let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
            app.waitFor("Start your streak today!")
            try app.send("Enter")
            app.waitFor("Let's go")
            try app.send("Enter")
            app.waitFor("Day A — Upper Strength")
            try app.send("j", "j")
            app.waitFor("Elbow back and up")

            // Rows and chest press become a superset; the dumbbells get a 2 kg step.
            try app.send("g")
            app.waitFor("are a superset")
            app.waitFor("10 reps / side · superset")
            try app.send("i")
            app.waitFor("Weight step · Dumbbell Row")
            try app.send("2", "Enter")
            app.waitFor("+/- change Dumbbell Row by 2 kg.")

            // Warm-ups, then the first working round: Space alternates, the rest waits for the round.
            // The header counts working sets, as History does.
            try app.send("Space")
            app.waitFor("◆ ○ ○ ○")
            try app.send("Space", "Space")
            app.waitFor("0/9 steps · 1 set")
            app.waitForAbsence("r ends")
            try app.send("Space")
            app.waitFor("0/9 steps · 2 sets")
            app.waitFor("r ends")

            try app.send("f")
            app.waitFor("Log as partial session?")
            try app.send("y")
            app.waitFor("Save changes to Upper Strength?")
            try app.send("y")
            app.waitFor("Saved the changes")
            try app.send("q")
            XCTAssertTrue(app.waitForExit())
        }

        let db = try Connection(path: database)
        XCTAssertEqual(try db.rows("SELECT superset_group FROM session_steps WHERE position IN (2, 3, 4) ORDER BY position").map(\.values),
                       [[.integer(1)], [.integer(1)], [.null]])
        XCTAssertEqual(try db.rows("""
            SELECT s.superset_group FROM split_steps s JOIN splits p ON p.id = s.split_id
            WHERE p.session_type = 'A' AND s.position IN (2, 3) ORDER BY s.position
            """).map(\.values), [[.integer(1)], [.integer(1)]], "saved back to the split")
        XCTAssertEqual(try db.rows("SELECT step_position, is_warmup FROM set_logs ORDER BY completed_epoch, id").map(\.values),
                       [[.integer(2), .integer(1)], [.integer(3), .integer(1)], [.integer(2), .integer(0)], [.integer(3), .integer(0)]],
                       "one set of each in turn")
        XCTAssertEqual(try db.firstRow("SELECT weight_step FROM exercises WHERE id = 'dumbbell-row'")?.values, [.real(2)])
    }
}
