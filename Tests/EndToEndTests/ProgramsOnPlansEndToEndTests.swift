import BundledPlans
import Foundation
import XCTest

/// Programs chosen on the Plans tab of the real binary in tmux: nSuns started with the form,
/// two workouts of it logged (the squat's 1+ set done for six, which raises its training max),
/// a switch to 5/3/1 BBB and back, and nSuns resumed at its place with the raise kept.
final class ProgramsOnPlansEndToEndTests: XCTestCase {
    /// The program this test runs: any built-in of several days (the rest follows from it).
    private let programID = "nsuns"
    /// Its place after two workouts, as Home and Plans name it.
    private let placeAfterTwo = "Day 3 of 5 · workout 3"
    /// The program switched to meanwhile.
    private let otherID = "531bbb"

    private func name(_ id: String) throws -> String {
        try XCTUnwrap(BuiltInPrograms.named(id, catalog: BundledCatalog.catalog)?.name)
    }

    /// Plans' programs, the `index`-th selected and previewed, started with `weight` in every
    /// field the form asks for (one the form refuses as empty is focused, and filled in turn).
    private func start(_ app: TmuxSession, index: Int, name: String, weight: String) throws {
        try app.send("4")
        // Plans shows what it showed last: the splits, or the programs.
        let plans = app.waitUntil("the Plans tab") { $0.contains("  Splits") || $0.contains("  Programs") }
        if !plans.contains("  Programs") { try app.send("p") }
        app.waitFor("  Programs")
        // The one in use is selected when the list opens: from the top.
        for _ in 0..<20 { try app.send("k") }
        for _ in 0..<index { try app.send("j") }
        try app.send("Enter")
        app.waitFor("Next: ")
        XCTAssertTrue(app.screen().components(separatedBy: "\n").dropFirst().first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
            .contains(name) == true, app.screen())
        try app.send("s")
        app.waitFor("Start \(name)")
        try app.send(weight)
        for _ in 0..<50 {
            try app.send("Enter")
            let screen = app.waitUntil("the start or a refusal") { $0.contains("Started \(name)") || $0.contains("Type a weight in") }
            if screen.contains("Started \(name)") { break }
            try app.send(weight)
            // Typing clears the refusal: gone, the weight is in.
            app.waitForAbsence("Type a weight in")
        }
        XCTAssertTrue(app.screen().contains("Started \(name)"), app.screen())
        try app.send("q")
        app.waitForAbsence("Next: ")
    }

    /// The next workout from Home, every set logged with Space, finished; the set `amrap`
    /// (counted from 1) of the first exercise done for `extraReps` more than planned (`>`).
    private func logWorkout(_ app: TmuxSession, name: String, amrap: Int? = nil, extraReps: Int = 0) throws {
        try app.send("1", "Enter")
        app.waitFor("Start \(name)")
        try app.send("Enter")
        app.waitFor(" steps")
        let steps = app.waitUntil("the step count") { $0.range(of: #"0/\d+ steps"#, options: .regularExpression) != nil }
        let total = try XCTUnwrap(steps.range(of: #"0/\d+ steps"#, options: .regularExpression).map { steps[$0].dropFirst(2).prefix { $0.isNumber } })
        if let amrap {
            // The day's challenge step comes first: Space ticks it, then logs the sets.
            for _ in 0...amrap { try app.send("Space") }
            for _ in 0..<extraReps { try app.send(">") }
        }
        for _ in 0..<40 { try app.send("Space") }
        app.waitFor("\(total)/\(total) steps")
        try app.send("f")
        app.waitFor("Logged \(name)")
    }

    func testStartFromPlansLogTwoSwitchAwayAndBackResumesAtItsPlace() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let program = try name(programID), other = try name(otherID)
        let builtIns = BuiltInPrograms.all(catalog: BundledCatalog.catalog).map(\.id)
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("1 Home")

        try start(app, index: try XCTUnwrap(builtIns.firstIndex(of: programID)), name: program, weight: "100")
        try app.send("1")
        app.waitFor("\(program) · Day 1 of 5")
        try logWorkout(app, name: program)
        try clock.advance(by: 2 * 86_400)
        try app.send("2", "1")
        app.waitFor("\(program) · Day 2 of 5")
        // The squat's 1+ set (its third) done for 6: its training max rises by 7.5 kg next week.
        try logWorkout(app, name: program, amrap: 3, extraReps: 5)
        app.waitFor("\(program) · \(placeAfterTwo)")

        // The other program: the first one, now stored as the lifter's, is listed last.
        try clock.advance(by: 2 * 86_400)
        let otherIndex = try XCTUnwrap(builtIns.filter { $0 != programID }.firstIndex(of: otherID))
        try start(app, index: otherIndex, name: other, weight: "60")
        try app.send("1")
        app.waitFor("\(other) · Week 1 · Day 1")

        // Back: it carries on where it was, not from its first day.
        try app.send("4")
        app.waitFor("at \(placeAfterTwo)")
        // Below the built-ins never started, both are the lifter's now, by key.
        let keys = try [programID, otherID].map { try XCTUnwrap(BuiltInPrograms.named($0, catalog: BundledCatalog.catalog)?.key) }
        let index = builtIns.filter { $0 != programID && $0 != otherID }.count + keys.sorted().firstIndex(of: keys[0])!
        for _ in 0..<20 { try app.send("k") }
        for _ in 0..<index { try app.send("j") }
        try app.send("s")
        app.waitFor("Switched to \(program): it carries on at \(placeAfterTwo).")
        try app.send("1")
        app.waitFor("\(program) · \(placeAfterTwo)")
        try app.send("q")
        XCTAssertTrue(app.waitForExit())
    
        // The squat's six reps on its 1+ set hold after the switch: next week's squat is planned
        // on a training max of 107.5 kg (75% of it loads as 80 kg), not 100.
        let show = try runProcess(gymtrackBinary(), ["--db", database, "program", "show", "--count", "5"], environment: clock.environment)
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("T1 Barbell Back Squat: 80×5, 90×3, 100×1+"), show.stdout)
    }
}
