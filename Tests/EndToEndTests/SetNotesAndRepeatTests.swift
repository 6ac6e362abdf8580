import Foundation
@testable import Storage
import XCTest

/// Through the real binary, at 80×24 and 40×16: a note on a set reaches History and another
/// terminal, the A/B/C's one-arm rows are logged 10/10, a split is not asked to be saved for
/// the weights lifted alone, and a past workout starts again from History.
final class SetNotesAndRepeatTests: XCTestCase {
    private let sizes = [(80, 24), (40, 16)]

    private func rows(_ database: String, _ sql: String) throws -> [[SQLValue]] {
        try Connection(path: database).rows(sql).map(\.values)
    }

    /// Day A begun, its rows selected.
    private func rowsOfDayA(_ app: TmuxSession) throws {
        app.waitFor("Start your")
        try app.send("Enter")
        app.waitFor("Upper Strength?")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        try app.send("j", "j")
        app.waitFor("Elbow back and up")
    }

    func testASetNoteShowsInAnotherTerminalAtOnceAndInHistory() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let laptop = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        laptop.waitFor("Start your streak today!")
        let phone = try TmuxSession(width: 40, height: 16, database: database, folder: folder)
        phone.waitFor("Start your")
        try rowsOfDayA(laptop)
        phone.waitFor("in progress")
        try phone.send("w")
        phone.waitFor("0/9 steps")
        try phone.send("j", "j")
        phone.waitFor("Elbow back and up")

        try laptop.send("Space", "Space")
        laptop.waitFor("Logged: w 10, 10/10")
        try laptop.send("m")
        laptop.waitFor("Note on set 1 · Dumbbell rows (pull)")
        try laptop.send("Grip went", "Enter")
        laptop.waitFor("Note saved on set 1 of Dumbbell rows (pull).")
        laptop.waitFor("✎ 1: Grip went")
        // The phone shows it without a key pressed.
        phone.waitFor("✎ 1: Grip went")
        XCTAssertEqual(try rows(database, "SELECT reps, reps_right, note FROM set_logs WHERE is_warmup = 0"), [[.integer(10), .integer(10), .text("Grip went")]])

        // The phone finishes it; both show the note on the session's page.
        try phone.send("f")
        phone.waitFor("Log partial")
        try phone.send("y")
        phone.waitFor("Logged Day A")
        laptop.waitFor("was finished on another terminal")
        for app in [laptop, phone] {
            try app.send("2")
            app.waitFor("1 session")
            try app.send("Enter")
            app.waitFor("✎ Grip went")
        }
    }

    func testTheSeedsOneArmRowsAreLoggedTenTenPerSide() throws {
        for (w, h) in sizes {
            let folder = try TemporaryFolder()
            let database = folder.path("gymtrack.sqlite")
            let app = try TmuxSession(width: w, height: h, database: database, folder: folder)
            try rowsOfDayA(app)
            try app.send("Space", "Space", "Space")
            app.waitFor(w >= 80 ? "Logged: w 10, 10/10, 10/10" : "10/10, 10/10")
            XCTAssertEqual(try rows(database, "SELECT is_warmup, reps, reps_right FROM set_logs ORDER BY set_index"),
                           [[.integer(1), .integer(10), .null], [.integer(0), .integer(10), .integer(10)], [.integer(0), .integer(10), .integer(10)]],
                           "\(w)x\(h): the warm-up as one, each working set 10 a side")
            try app.send("f")
            app.waitFor("Log partial")
            try app.send("y")
            app.waitFor("Logged Day A")
            try app.send("2", "Enter")
            app.waitFor("1  10/10")
        }
    }

    func testASplitIsNotAskedToBeSavedWhenOnlyTheLoggedWeightsDiffer() throws {
        for (w, h) in sizes {
            let folder = try TemporaryFolder()
            let database = folder.path("gymtrack.sqlite")
            let app = try TmuxSession(width: w, height: h, database: database, folder: folder)
            try rowsOfDayA(app)
            // Rows at 10 kg, where Day A plans no weight; a note on the session and the exercise.
            try app.send("+", "+", "+", "+")
            app.waitFor("10 kg")
            try app.send("Space", "Space", "Space", "Space")
            app.waitFor("1/9 steps")
            try app.send("N")
            app.waitFor("Note on the session")
            try app.send("Heavy rows", "Enter")
            app.waitFor("Session note saved.")
            try app.send("f")
            app.waitFor("Log partial")
            try app.send("y")
            app.waitFor("Logged Day A")
            XCTAssertFalse(app.screen().contains("Save changes"), "\(w)x\(h)")
            // + before the warm-up sets the working weight; the warm-up ramps up to it.
            XCTAssertEqual(try rows(database, "SELECT count(*) FROM set_logs WHERE weight = 10"), [[.integer(3)]])
            XCTAssertEqual(try rows(database, "SELECT weight FROM split_steps WHERE exercise_id = 'dumbbell-row' AND title = 'Dumbbell rows (pull)'"),
                           [[.null], [.null]], "the split as it was")
        }
        // An exercise moved is a change of the plan: that is asked about.
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 40, height: 16, database: folder.path("gymtrack.sqlite"), folder: folder)
        try rowsOfDayA(app)
        try app.send("J", "Space")
        app.waitFor("Logged:")
        try app.send("f")
        app.waitFor("Log partial")
        try app.send("y")
        app.waitFor("Save changes to")
        try app.send("n")
        app.waitFor("Logged Day A")
    }

    func testAWorkoutStartedFromAPastOne() throws {
        for (w, h) in sizes {
            let folder = try TemporaryFolder()
            let database = folder.path("gymtrack.sqlite")
            let app = try TmuxSession(width: w, height: h, database: database, folder: folder)
            try rowsOfDayA(app)
            // A warm-up and two working sets of the rows, not the three planned.
            try app.send("Space", "Space", "Space")
            app.waitFor("10/10, 10/10")
            try app.send("f")
            app.waitFor("Log partial")
            try app.send("y")
            app.waitFor("Logged Day A")

            try app.send("2")
            app.waitFor("1 session")
            try app.send("r")
            app.waitFor("Start Upper Strength again?")
            try app.send("Enter")
            app.waitFor("Day A — Upper")
            app.waitFor("0/9 steps")
            try app.send("j", "j")
            app.waitFor("1 warm-up + 2 working sets")
            XCTAssertEqual(try rows(database, """
                SELECT st.working_sets, st.warmup_sets, st.unilateral FROM session_steps st JOIN sessions s ON s.id = st.session_id
                WHERE s.status = 'active' AND st.exercise_id = 'dumbbell-row'
                """), [[.integer(2), .integer(1), .integer(1)]], "\(w)x\(h)")
            XCTAssertEqual(try rows(database, "SELECT session_type, status FROM sessions ORDER BY id"),
                           [[.text("A"), .text("finished")], [.text("A"), .text("active")]])
        }
    }
}
