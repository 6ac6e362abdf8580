import Foundation
import XCTest

/// The exercise page through the real binary on the demo's history: the list of
/// exercises logged from History, the page with its charts and range, and the key on a
/// running workout's step.
final class ExercisePageEndToEndTests: XCTestCase {
    func testFromHistoryAndFromTheWorkout() throws {
        let folder = try TemporaryFolder()
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("unused.sqlite"), folder: folder, command: ["demo"])
        app.waitFor("help")

        // History → E: every exercise logged, searched as you type.
        try app.send("2", "E")
        app.waitFor("Exercises logged")
        app.waitFor("sessions · last")
        try app.send("dumbbell row")
        app.waitFor("Dumbbell Row") // the catalog's name
        try app.send("Enter")
        app.waitFor("Estimated 1RM (kg)")
        app.waitFor("Volume per session (kg)")
        try app.send("r")
        app.waitFor("Showing all of it.")
        try app.send("j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j")
        app.waitFor("Best e1RM")
        try app.send("q")
        app.waitFor("3 Stats") // the tab bar again, on History
        XCTAssertFalse(app.screen().contains("Estimated 1RM"))

        // A running workout: i on a step with a catalog exercise opens its page; Esc goes back.
        try app.send("1", "Enter")
        app.waitFor("Start ")
        try app.send("Enter")
        app.waitFor("steps")
        try app.send("j", "j", "P")
        app.waitFor("3 months  1 year  all") // its page, whether or not it was logged before
        try app.send("Escape")
        app.waitFor("steps")
        XCTAssertFalse(app.screen().contains("3 months  1 year"))
    }
}
