import Foundation
@testable import Storage
import XCTest

/// Programs through the real binary in tmux: GZCLP started from the shell (asked for its
/// weights), two weeks of it logged with a miss, and a plan file edited with a mistake.
final class ProgramEndToEndTests: XCTestCase {
    private let weights = [
        "T1 Barbell Back Squat": "60", "T2 Barbell Bench Press": "30", "T3 Lat Pulldown": "30", "T1 Overhead Press": "30",
        "T2 Deadlift": "60", "T3 Dumbbell Row": "12", "T1 Barbell Bench Press": "40", "T2 Barbell Back Squat": "45",
        "T1 Deadlift": "80", "T2 Overhead Press": "20",
    ]

    /// `program start gzclp` on a terminal asks for each starting weight in turn.
    private func startGZCLP(_ database: String, _ folder: TemporaryFolder, _ clock: FakeClock) throws {
        let start = try TmuxSession(width: 100, height: 30, database: database, folder: folder, environment: clock.environment,
                                    command: ["--db", database, "program", "start", "gzclp"], script: { $0 + TmuxSession.thenStay })
        start.waitFor("GZCLP needs 10 weights")
        for asked in 0..<weights.count {
            let screen = start.waitUntil("question \(asked + 1)") { $0.components(separatedBy: "starting weight (kg):").count == asked + 2 }
            let prompt = screen.components(separatedBy: "\n").filter { $0.contains("starting weight (kg):") }[asked]
            let label = try XCTUnwrap(weights.keys.first { prompt.contains("\($0) starting weight") }, prompt)
            try start.send(weights[label]!, "Enter")
        }
        start.waitFor("Started GZCLP; first: A1 Squat, bench.")
    }

    /// One workout from Home: start the next day, check what `look` says the squat step shows,
    /// log every set (Space), the first step's last set one rep short when `missFirst`, and finish.
    private func logWorkout(_ app: TmuxSession, sets: [Int], missFirst: Bool = false, look: () throws -> Void = {}) throws {
        try app.send("Enter")
        app.waitFor("Start GZCLP")
        try app.send("Enter")
        app.waitFor("0/4 steps")
        try app.send("j")
        try look()
        for (i, count) in sets.enumerated() {
            if i == 0 && missFirst {
                // The fourth set, just logged, one rep fewer: a miss.
                for _ in 0..<count - 1 { try app.send("Space") }
                app.waitFor("\(count - 1) sets")
                try app.send("<")
                app.waitFor("Set \(count - 1) of T1 Barbell Back Squat: 2")
                try app.send("Space")
            } else {
                for _ in 0..<count { try app.send("Space") }
            }
            app.waitFor("\(i + 1)/4 steps")
        }
        try app.send("f")
        app.waitFor("Logged GZCLP")
    }

    func testGZCLPTwoWeeksWithAMissMovesTheTargetsAndTheirReasons() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        try startGZCLP(database, folder, clock)

        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("GZCLP · Day 1 of 4 · workout 1")
        // A1: the squat's 5×3+ at 60 kg, its last set two reps: missed.
        try logWorkout(app, sets: [5, 3, 3], missFirst: true) {
            app.waitFor("Target: 5×3+ at 60 kg")
            app.waitFor("60 kg: the starting weight")
        }
        // B1, A2, B2, then A1 again: every set done.
        for label in ["Day 2 of 4 · workout 2", "Day 3 of 4 · workout 3", "Day 4 of 4 · workout 4"] {
            try clock.advance(by: 2 * 86_400)
            try app.send("2", "1") // History and back: Home reads the new day
            app.waitFor("GZCLP · \(label)")
            try logWorkout(app, sets: [5, 3, 3])
        }
        try clock.advance(by: 2 * 86_400)
        try app.send("2", "1")
        app.waitFor("GZCLP · Day 1 of 4 · workout 5")
        // The miss moved the squat to the next stage at the same weight; the bench moved on.
        try logWorkout(app, sets: [6, 3, 3]) {
            app.waitFor("Target: 6×2+ at 60 kg")
            app.waitFor("6×2+ at 60 kg: 5×3+ missed on Tue 16 Jun")
            try app.send("j")
            app.waitFor("Target: 3×10 at 32.5 kg")
            app.waitFor("32.5 kg: all 3×10 done at 30 kg on Tue 16 Jun")
            try app.send("k")
            app.waitFor("Target: 6×2+ at 60 kg")
        }
        try clock.advance(by: 2 * 86_400)
        try app.send("2", "1")
        app.waitFor("GZCLP · Day 2 of 4 · workout 6")
        try logWorkout(app, sets: [5, 3, 3])
        app.waitFor("GZCLP · Day 3 of 4 · workout 7")
        try app.send("q")
        XCTAssertTrue(app.waitForExit())

        // The next four, from the shell: the squat's 6×2+ done, it moves on in its stage.
        let show = try runProcess(gymtrackBinary(), ["--db", database, "program", "show"], environment: clock.environment)
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("GZCLP · Day 3 of 4 · workout 7"), show.stdout)
        XCTAssertTrue(show.stdout.contains("T1 Barbell Bench Press: 5×3+ at 42.5 kg"), show.stdout)
        XCTAssertTrue(show.stdout.contains("42.5 kg: all 5×3+ done at 40 kg on Sat"), show.stdout)
        XCTAssertTrue(show.stdout.contains("T1 Barbell Back Squat: 6×2+ at 65 kg"), show.stdout)
        XCTAssertTrue(show.stdout.contains("\nNext: A2 Bench, squat · cycle 2\n"), show.stdout)
        // status follows the program along: six workouts in, its third day.
        let status = try runProcess(gymtrackBinary(), ["--db", database, "status", "--format", "{next}"], environment: clock.environment)
        XCTAssertEqual(status.stdout, "A2 Bench, squat\n", status.stderr)
    }

    /// GZCLP's squat, 5×3+: "Next:" says the fifth set is AMRAP, Space logs it so, and > right
    /// after it (the cursor gone on to the bench) says it was 5 reps; on a phone and a laptop.
    func testGZCLPsPlusSetIsStoredAsAMRAP() throws {
        for (width, height) in [(40, 16), (80, 24)] {
            let folder = try TemporaryFolder()
            let database = folder.path("gymtrack.sqlite")
            let clock = try FakeClock(folder: folder)
            try startGZCLP(database, folder, clock)
            let app = try TmuxSession(width: width, height: height, database: database, folder: folder, environment: clock.environment)
            app.waitFor("Enter start")
            try app.send("Enter")
            app.waitFor("Start GZCLP")
            try app.send("Enter")
            app.waitFor("0/4 steps")
            try app.send("j")
            for _ in 0..<4 { try app.send("Space") }
            app.waitFor("Next: 3 × 60 kg AMRAP")
            try app.send("Space")
            app.waitFor("1/4 steps")
            try app.send(">", ">")
            let sets = "SELECT reps, set_type FROM set_logs ORDER BY set_index"
            let expected = Array(repeating: ["3", "normal"], count: 4) + [["5", "amrap"]]
            var stored: [[String]] = []
            let matched = waitForResult { () -> Bool? in
                stored = (try? Connection(path: database).rows(sets).map { $0.values.map { Row.string($0) ?? "" } }) ?? []
                return stored == expected ? true : nil
            }
            XCTAssertNotNil(matched, "\(width)×\(height): \(stored)")
            try app.send("q", "q")
            XCTAssertTrue(app.waitForExit())
        }
    }

    /// `program edit` with an editor that writes a misspelt exercise: the mistake is shown with
    /// its line, and answering no keeps the program as it was.
    func testAProgramEditedWithAMistakeShowsItsLine() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let file = folder.path("plan.txt")
        let written = try runProcess(gymtrackBinary(), ["--db", database, "program", "write", "5x5"], environment: clock.environment)
        try written.stdout.replacingOccurrences(of: "start ?", with: "start 40").write(toFile: file, atomically: true, encoding: .utf8)
        let started = try runProcess(gymtrackBinary(), ["--db", database, "program", "start", file], environment: clock.environment)
        XCTAssertEqual(started.status, 0, started.stderr)
        let before = try runProcess(gymtrackBinary(), ["--db", database, "program", "write"], environment: clock.environment).stdout
        // The editor appends a line: it is the file's last, after the lines it had.
        let appendedLine = before.filter { $0 == "\n" }.count + 1
        let editor = folder.path("editor.sh")
        try "#!/bin/sh\nprintf '  Barbell Back Sqat: 3x5\\n' >> \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        var environment = clock.environment
        environment["EDITOR"] = editor
        environment["VISUAL"] = ""
        let edit = try TmuxSession(width: 160, height: 24, database: database, folder: folder, environment: environment,
                                   command: ["--db", database, "program", "edit"], script: { $0 + TmuxSession.thenStay })
        edit.waitFor("program:\(appendedLine):3: no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)")
        edit.waitFor("Edit again? [Y/n]")
        try edit.send("n", "Enter")
        edit.waitFor("The program was not changed.")
        let after = try runProcess(gymtrackBinary(), ["--db", database, "program", "write"], environment: clock.environment).stdout
        XCTAssertEqual(after, before)

        // check says the same of a file, changes nothing, and exits 2.
        try (before + "  Barbell Back Sqat: 3x5\n").write(toFile: file, atomically: true, encoding: .utf8)
        let check = try runProcess(gymtrackBinary(), ["--db", database, "program", "check", file], environment: clock.environment)
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stderr.contains("\(file):\(appendedLine):3: no exercise called \"Barbell Back Sqat\""), check.stderr)
    }

    /// From a script: a built-in needing weights says how to give them; a file started twice is
    /// one program, started again; list marks the one in use; stop goes back to the splits.
    func testProgramCommandsFromAScript() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments)
        }
        let asked = try run("program", "start", "531bbb")
        XCTAssertEqual(asked.status, 2)
        XCTAssertTrue(asked.stderr.contains("5/3/1 Boring But Big needs 4 weights to start (Overhead Press training max, Deadlift training max"), asked.stderr)
        let file = folder.path("bbb.txt")
        try run("program", "write", "531bbb").stdout.replacingOccurrences(of: "= ?", with: "= 100").write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run("program", "check", file).stdout, "\(file): 5/3/1 Boring But Big, 4 days, 4 weeks: no mistakes.\n")
        XCTAssertEqual(try run("program", "start", file).status, 0)
        XCTAssertEqual(try run("program", "start", file).status, 0)
        let list = try run("program", "list").stdout
        XCTAssertEqual(list.components(separatedBy: "5/3/1 Boring But Big · started").count, 2, "one program, started again: \(list)")
        XCTAssertTrue(list.contains("\n  531beginners 5/3/1 for Beginners: "), "every id whole, as program start takes it: \(list)")
        XCTAssertTrue(list.contains("(in use)"), list)
        let show = try run("program", "show", "--count", "2").stdout
        XCTAssertTrue(show.contains("Overhead Press: 65×5, 75×5, 85×5+ kg"), show)
        XCTAssertTrue(show.contains("TM 100 kg × 85%, week 1"), show)
        XCTAssertTrue(show.contains("Then: 2 Deadlift · week 1\n"), show)
        XCTAssertEqual(try run("program", "stop").stdout, "Stopped the program: Home follows the rotation of splits again. Its workouts stay in History.\n")
        // Back on the splits, show previews what list marks in use: the A/B/C.
        XCTAssertTrue(try run("program", "list").stdout.contains("GymTrack A/B/C: the default rotation of the A/B/C splits, each weighed exercise moving on linearly  (in use)"))
        let rotation = try run("program", "show", "--count", "4").stdout
        XCTAssertTrue(rotation.hasPrefix("GymTrack A/B/C · the rotation of splits\n\nNext: A Upper Strength\n"), rotation)
        XCTAssertTrue(rotation.contains("  Dumbbell rows (pull): 1 warm-up + 3 working × 10 reps / side\n"), rotation)
        XCTAssertEqual(rotation.components(separatedBy: "\nThen: ").dropFirst().map { String($0.prefix { $0 != "\n" }) },
                       ["B Cardio + Core", "C Mixed / Maintenance", "A Upper Strength"])
        XCTAssertTrue(rotation.hasSuffix("No program is in use: Home follows the rotation of splits. gymtrack program list shows the programs; gymtrack program start ID starts one.\n"), rotation)
    }

    /// `program delete` removes one of yours for good, with the tombstone a sync carries; it
    /// refuses, in one sentence and changing nothing, the built-ins, the one in use, a name no
    /// program has, and a database that is not there.
    func testDeleteRemovesOneOfYoursAndRefusesTheRest() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments)
        }
        let missing = try runProcess(gymtrackBinary(), ["--db", folder.path("none.sqlite"), "program", "delete", "MYFIVE"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "gymtrack: There is no database at \(folder.path("none.sqlite")), so nothing to delete; check --db or $GYMTRACK_DB.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("none.sqlite")), "no database made to delete nothing from")

        // A program of one's own: StrongLifts written out under another name, its weights given.
        let file = folder.path("five.txt")
        try run("program", "write", "5x5").stdout.replacingOccurrences(of: "program \"StrongLifts 5×5\"", with: "program \"My Five\"")
            .replacingOccurrences(of: "start ?", with: "start 40").write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run("program", "start", file).status, 0)
        let uid = try XCTUnwrap(try Store(path: database, readOnly: true).programs().first { $0.key == "MYFIVE" }).uid

        let inUse = try run("program", "delete", "MYFIVE")
        XCTAssertEqual(inUse.status, 2)
        XCTAssertEqual(inUse.stderr, "gymtrack: My Five is the program in use; stop it with gymtrack program stop first, then delete it.\n")
        let builtIn = try run("program", "delete", "5x5")
        XCTAssertEqual(builtIn.status, 2)
        XCTAssertEqual(builtIn.stderr, "gymtrack: '5x5' is a built-in program, which stays; gymtrack program list shows the programs of yours that can be deleted.\n")
        let unknown = try run("program", "delete", "nothing")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "gymtrack: No program of yours is called 'nothing'; gymtrack program list shows the programs of yours that can be deleted.\n")
        XCTAssertTrue(try run("program", "list").stdout.contains("MYFIVE       My Five"), "nothing refused was deleted")

        XCTAssertEqual(try run("program", "stop").status, 0)
        let deleted = try run("program", "delete", "my five")
        XCTAssertEqual(deleted.status, 0, deleted.stderr)
        XCTAssertEqual(deleted.stdout, "Deleted My Five (MYFIVE). Its workouts stay in History.\n")
        XCTAssertFalse(try run("program", "list").stdout.contains("My Five"))
        XCTAssertTrue(try run("program", "list").stdout.contains("5x5          StrongLifts 5×5"), "the built-in it was written from stays")
        let store = try Store(path: database, readOnly: true)
        XCTAssertNil(try store.program(uid: uid))
        XCTAssertNotNil(try store.db.firstRow("SELECT 1 FROM tombstones WHERE uid = ?", [uid]), "a sync takes it away on the other machine too")
        XCTAssertEqual(try run("program", "delete", "MYFIVE").status, 2, "gone: no program of that name any more")
    }

    /// The new user's path before gymtrack has ever run: a built-in written out, edited and
    /// checked, on the bundled catalog, with no database or data folder made.
    func testWriteAndCheckWorkBeforeThereIsADatabase() throws {
        let folder = try TemporaryFolder()
        // No --db: the usual place under XDG_DATA_HOME, which must stay unmade.
        let environment = ["XDG_DATA_HOME": folder.path("data"), "HOME": folder.path("home"), "GYMTRACK_DB": ""]
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), arguments, environment: environment)
        }
        let written = try run("program", "write", "5x5")
        XCTAssertEqual(written.status, 0, written.stderr)
        let file = folder.path("plan.txt")
        try written.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try run("program", "check", file)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "\(file): StrongLifts 5×5, 2 days: no mistakes; 5 weights (?) are asked for when it starts.\n")
        XCTAssertEqual(check.stderr, "")
        // Edited: its weights given, and an exercise misspelt, which the catalog knows the name of.
        try (written.stdout.replacingOccurrences(of: "start ?", with: "start 40") + "  Barbell Back Sqat: 3x5\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let mistake = try run("program", "check", file)
        XCTAssertEqual(mistake.status, 2)
        XCTAssertTrue(mistake.stderr.contains("no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)"), mistake.stderr)
        XCTAssertEqual(mistake.stderr.components(separatedBy: "\n").filter { $0.contains("\(file):") }.count, 1, mistake.stderr)
        XCTAssertEqual(try run("program", "show", "--count", "1").status, 0)
        for made in ["data", "home"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path(made)), "\(made) was made")
        }
    }

    /// A file whose program line names a started built-in starts that program again, with the
    /// file's text: one StrongLifts 5×5, whose key (SL) is not made from its name.
    func testAFileNamedAsAStartedBuiltInStartsItAgain() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let start = try TmuxSession(width: 100, height: 30, database: database, folder: folder, environment: clock.environment,
                                    command: ["--db", database, "program", "start", "5x5"], script: { $0 + TmuxSession.thenStay })
        start.waitFor("StrongLifts 5×5 needs 5 weights")
        // What the file would refuse once written into it is asked again: an exponent, and a
        // weight that is written as 2000.
        for typed in ["1e3", "1999.999"] {
            try start.send(typed, "Enter")
            start.waitUntil("“\(typed)” refused") { $0.components(separatedBy: "That is not a weight: type a number below 2000").count == (typed == "1e3" ? 2 : 3) }
        }
        for asked in 0..<5 {
            start.waitUntil("question \(asked + 1)") { $0.components(separatedBy: "starting weight (kg):").count == asked + 4 }
            try start.send("40", "Enter")
        }
        start.waitFor("Started StrongLifts 5×5; first: A Squat, bench, row.")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments, environment: clock.environment)
        }
        let file = folder.path("sl.txt")
        let text = try run("program", "write").stdout
        XCTAssertTrue(text.contains("Barbell Back Squat: 5x5, linear +2.5, deload 10% after 3, start 40"), text)
        try text.replacingOccurrences(of: "Barbell Back Squat: 5x5, linear +2.5, deload 10% after 3, start 40",
                                      with: "Barbell Back Squat: 5x5, linear +2.5, deload 10% after 3, start 50")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let started = try run("program", "start", file)
        XCTAssertEqual(started.status, 0, started.stderr)
        let list = try run("program", "list").stdout
        XCTAssertEqual(list.components(separatedBy: "StrongLifts 5×5 · started").count, 2, "one program, started again: \(list)")
        XCTAssertTrue(list.contains("  SL           StrongLifts 5×5 · started"), list)
        XCTAssertTrue(try run("program", "show", "--count", "1").stdout.contains("Barbell Back Squat: 5×5 at 50 kg"))
    }

    /// status names the program's next day as Home's card does, in each of its forms.
    func testStatusNamesTheProgramsNextDay() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        try startGZCLP(database, folder, clock)
        func status(_ arguments: String...) throws -> String {
            let r = try runProcess(gymtrackBinary(), ["--db", database, "status"] + arguments, environment: clock.environment)
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdout
        }
        XCTAssertEqual(try status(), "Next: A1 Squat, bench · streak 0d · challenge 0/3\n")
        XCTAssertEqual(try status("--format", "{next} | {status}"), "A1 Squat, bench | Next: A1 Squat, bench · streak 0d · challenge 0/3\n")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try status("--json").utf8)) as? [String: Any])
        let next = try XCTUnwrap(json["next"] as? [String: Any])
        XCTAssertEqual(next["type"] as? String, "GZCLP/A1")
        XCTAssertEqual(next["name"] as? String, "Squat, bench")
        XCTAssertEqual(next["program"] as? String, "GZCLP")
        XCTAssertEqual(next["day"] as? String, "A1")
        // Stopped: the rotation of splits again.
        _ = try runProcess(gymtrackBinary(), ["--db", database, "program", "stop"], environment: clock.environment)
        XCTAssertEqual(try status(), "Next: A Upper Strength · streak 0d · challenge 0/3\n")
    }

    /// Settings switched from kg to lb with a program in use: its targets are weights that load
    /// in pounds, and its reasons say pounds, without a workout ending first.
    func testAUnitSwitchedToPoundsShowsTheTargetsAndTheirReasonsInPounds() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let clock = try FakeClock(folder: folder)
        let file = folder.path("press.txt")
        try """
            program "Press"
            unit kg
            day A "Press"
              Overhead Press: 3x5, linear +2.5, start 40
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let started = try runProcess(gymtrackBinary(), ["--db", database, "program", "start", file], environment: clock.environment)
        XCTAssertEqual(started.status, 0, started.stderr)

        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: clock.environment)
        app.waitFor("Press · Day 1 of 1 · workout 1")
        func begin() throws {
            try app.send("Enter")
            app.waitFor("Start Press")
            try app.send("Enter")
            app.waitFor("0/2 steps")
            try app.send("j")
        }
        try begin()
        app.waitFor("Target: 3×5 at 40 kg")
        try app.send("Space", "Space", "Space")
        app.waitFor("1/2 steps")
        try app.send("f")
        app.waitFor("Logged Press")
        try begin()
        app.waitFor("Target: 3×5 at 42.5 kg")
        app.waitFor("42.5 kg: all 3×5 done at 40 kg today")
        // Settings, Weight unit: kg → lb; then back to the workout.
        try app.send("q")
        try app.send("5", "j", "j", "Enter")
        app.waitFor("Weights in lb")
        try app.send("1", "Enter")
        // 40 kg and 2.5 kg more is 93.7 lb: on a 45 lb bar with pound plates, 90 lb.
        app.waitFor("Target: 3×5 at 90 lb")
        app.waitFor("90 lb: all 3×5 done at 88.18 lb today")
        try app.send("q", "q")
    }
}
