import Foundation
@testable import Storage
import XCTest

/// Every kind of set through the real binary: a weigh-in, a weighted dip with a drop set, an
/// assisted pull-up, a lunge one side at a time and a ride with its distance, logged in tmux,
/// then read in History, on the exercise page and on Stats, and exported and imported back.
final class EveryKindOfSetTests: XCTestCase {
    func testEachKindIsLoggedShownAndCarriedThroughAnExport() throws {
        let folder = try TemporaryFolder()
        let clock = try FakeClock(folder: folder)
        let db = folder.path("gymtrack.sqlite")
        let weigh = try runProcess(gymtrackBinary(), ["--db", db, "weigh", "80"], environment: clock.environment)
        XCTAssertEqual(weigh.status, 0, weigh.stderr)

        let app = try TmuxSession(width: 80, height: 30, database: db, folder: folder, environment: clock.environment)
        app.waitFor("Enter start")
        try app.send("Enter")
        app.waitFor("Let's go")
        try app.send("Enter")
        app.waitFor("▶ Cardio warm-up (cycling)")

        // The ride: its distance and time in the form, which checks the step.
        try app.send("e")
        app.waitFor("Distance km")
        try app.send("8.4", "Tab", "20:00", "Enter")
        app.waitFor("8.4 km · 20:00 · 2:23/km")

        // A weighted dip, +20 kg, then a drop set at +10 kg.
        try addExercise(app, typing: "chest dip", named: "Chest Dip")
        try app.send("e")
        app.waitFor("Added kg")
        try app.send("8", "Tab", "20", "Enter")
        app.waitFor("8 × BW + 20 kg")
        // Space logs the next set as the last; e corrects it to the drop.
        try app.send("Space")
        app.waitFor("8 × BW + 20 kg, 8 × BW + 20 kg")
        try app.send("e")
        app.waitFor("Set 2 · Chest Dip")
        try app.send("6", "Tab", "10", "Tab", "Tab", "Right", "Enter") // past RPE to the type
        app.waitFor("6 × BW + 10 kg drop")

        // An assisted pull-up, −25 kg.
        try addExercise(app, typing: "assisted pull", named: "Assisted Pull-Up")
        try app.send("e")
        app.waitFor("Assist kg")
        try app.send("8", "Tab", "25", "Enter")
        app.waitFor("8 × BW − 25 kg")

        // A lunge one side at a time: Space does both sides.
        try addExercise(app, typing: "walking lunge", named: "Walking Lunge")
        try app.send("Space")
        app.waitFor("Logged: 10/10")

        // Finished with steps of the plan not done (partial), the split left as it was.
        try app.send("f")
        app.waitFor("Log as partial session?")
        try app.send("y")
        app.waitFor("Save changes to Upper Strength?")
        try app.send("n")
        app.waitFor("Enter start")

        // History: the session's page reads each set as it was lifted, with what it moved.
        try app.send("2")
        app.waitFor("Enter open")
        try app.send("Enter")
        let detail = app.waitFor("8 × BW + 20 kg (100 kg)")
        for text in ["6 × BW + 10 kg (90 kg) · drop", "8 × BW − 25 kg (55 kg)", "10/10 reps", "8.4 km · 20:00 · 2:23/km"] {
            XCTAssertTrue(app.waitFor(text).contains(text), detail)
        }
        // The dip's page: its heaviest is the body and the belt, 100 kg.
        let lines = app.screen().split(separator: "\n")
        let dip = try XCTUnwrap(lines.firstIndex { $0.contains("Chest Dip") }, lines.joined(separator: "\n"))
        let selected = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("▶") })
        for _ in 0..<max(0, dip - selected) { try app.send("j") }
        try app.send("P")
        app.waitFor("Estimated 1RM")
        for _ in 0..<60 where !app.screen().contains("Heaviest weight") { try app.send("j") }
        let records = app.waitFor("Heaviest weight").split(separator: "\n")
        XCTAssertTrue(records.contains { $0.contains("Heaviest weight") && $0.contains("100 kg") }, records.joined(separator: "\n"))
        try app.send("Escape")
        app.waitFor("e edit")
        // The ride's page: distance and pace, with their records.
        for _ in 0..<10 where !app.screen().contains("▶ Cardio warm-up (cycling)") { try app.send("k") }
        app.waitFor("▶ Cardio warm-up (cycling)")
        try app.send("P")
        app.waitFor("Distance per session (km)")
        // The records' lines, below the charts ("Fastest pace" is also a chart's title).
        for _ in 0..<60 where !app.screen().contains("Fastest  ") { try app.send("j") }
        let ride = app.waitUntil("both of the ride's records") { $0.contains("Longest  ") && $0.contains("Fastest  ") }.split(separator: "\n")
        XCTAssertTrue(ride.contains { $0.contains("Longest") && $0.contains("8.4 km") }, ride.joined(separator: "\n"))
        XCTAssertTrue(ride.contains { $0.contains("Fastest") && $0.contains("2:23/km") }, ride.joined(separator: "\n"))
        try app.send("Escape")
        app.waitFor("e edit")
        try app.send("Escape")

        // Stats: the dip's best among the personal bests, the ride among the distance bests.
        try app.send("3")
        app.waitFor("Stats")
        // The records are at the end, which moves down as the page's parts are read.
        _ = app.waitUntil("the end of Stats with the distance bests") { screen in
            if screen.contains("Distance bests") { return true }
            try? app.send("G")
            return false
        }
        let stats = app.waitFor("Distance bests").split(separator: "\n")
        XCTAssertTrue(stats.contains { $0.contains("Chest Dip") && $0.contains("100") }, stats.joined(separator: "\n"))
        XCTAssertTrue(stats.contains { $0.contains("Assisted Pull-Up") && $0.contains("55") }, "less help, more moved")
        XCTAssertTrue(stats.contains { $0.contains("Stationary Bike") && $0.contains("8.4") && $0.contains("2:23") }, stats.joined(separator: "\n"))
        try app.send("q")

        // Exported, imported into a new database, exported again: the same document.
        let first = folder.path("first.json"), second = folder.path("second.json"), copy = folder.path("copy.sqlite")
        for (args, what) in [(["--db", db, "export", "-o", first], "export"), (["--db", copy, "import", first], "import"),
                             (["--db", copy, "export", "-o", second], "export again")] {
            let run = try runProcess(gymtrackBinary(), args, environment: clock.environment)
            XCTAssertEqual(run.status, 0, "\(what): \(run.stderr)")
        }
        func document(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.contains("\"createdAt\"") }.joined(separator: "\n")
        }
        XCTAssertEqual(try document(first), try document(second))
        let exported = try document(first)
        for field in ["\"distanceMeters\": 8400", "\"setType\": \"drop\"", "\"repsRight\": 10", "\"loadType\": \"assisted\""] {
            XCTAssertTrue(exported.contains(field), "\(field) in the export")
        }
        // The copy weighs the dip as the original does: body weight and all.
        let copied = try Store(path: copy)
        XCTAssertEqual(try copied.exerciseProgress(exerciseID: "chest-dip").sessions.first?.heaviest, 100)
    }

    /// `a`, a search, Enter: the exercise is added after the selected step and selected.
    private func addExercise(_ app: TmuxSession, typing query: String, named name: String) throws {
        try app.send("a")
        app.waitFor("Add to this workout")
        try app.send(query)
        app.waitFor(name)
        try app.send("Enter")
        app.waitFor("▶ \(name)")
    }
}
