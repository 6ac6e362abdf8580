@testable import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// Plans' programs: the list with each one's source, length, days a week and who it suits,
/// a preview, the start form with its suggestions and refusals, and start, stop, switch
/// (resuming a program used before) and remove as the effects the runtime carries out.
final class ProgramsOnPlansTests: XCTestCase {
    /// A built-in as the runtime lists it, planned as if started today with nothing logged.
    private func choice(_ id: String, origin: ProgramChoice.Origin? = nil, inUse: Bool = false, startedAt: Double? = nil,
                        place: String? = nil) throws -> ProgramChoice {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named(id, catalog: Fixtures.catalog))
        guard case .success(let parsed) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let program = parsed.program
        let planner = ProgramPlanner(record: ProgramRecord(key: builtIn.key, text: builtIn.text), program: program, catalog: Fixtures.catalog,
                                     settings: Settings(), today: Fixtures.today, sessions: [], histories: [:])
        let slots = program.days.flatMap(\.slots)
        let blanks = parsed.blanks.map { blank in
            ProgramBlankField(label: blank.label, exerciseID: slots.first { blank.label == $0.title + " starting weight" }?.exerciseID,
                              isTrainingMax: blank.label.hasSuffix("training max"), suggested: blank.label.hasPrefix("T1 Barbell Back Squat") ? 60 : nil)
        }
        var choice = ProgramChoice(origin: origin ?? .builtIn(id: id), key: builtIn.key, name: program.name, source: program.source,
                                   suits: program.suits, weeks: program.weeks, days: program.days.count, daysAWeek: program.daysAWeek,
                                   unit: program.unit, inUse: inUse, startedAt: startedAt, blanks: startedAt == nil ? blanks : [],
                                   preview: planner.previewWorkouts(count: 4), place: place)
        choice.followsSplits = id == BuiltInPrograms.gymtrackID
        return choice
    }

    /// Plans showing the programs: the A/B/C in use, GZCLP and 5/3/1 never started, and a
    /// StrongLifts of the lifter's own used before, at week 1 day 3.
    private func state(width: Int = 80, height: Int = 24) throws -> AppState {
        var state = Fixtures.state(width: width, height: height)
        Fixtures.press(&state, .char("4"))
        let effects = Fixtures.press(&state, .char("p"))
        XCTAssertTrue(effects.contains(.load(.programs(today: Fixtures.today))), "the programs are read when they show")
        _ = update(&state, .loaded(.programs([
            try choice("gymtrack", inUse: true), try choice("gzclp"), try choice("531bbb"),
            try choice("5x5", origin: .own(uid: "SL"), startedAt: 100, place: "Week 1 · Day 3"),
        ])))
        return state
    }

    func testTheProgramsListAndAPreview() throws {
        for (width, height) in [(80, 24), (40, 16)] {
            var state = try self.state(width: width, height: height)
            let list = snapshot(of: render(state))
            XCTAssertTrue(list.contains("Programs"), list)
            XCTAssertTrue(list.contains("in use"), list)
            XCTAssertTrue(list.contains("4 days a week · 4-week cycles"), list)
            assertSnapshot(render(state), named: "plans-programs-\(width)x\(height)")
            Fixtures.press(&state, .char("j"), .char("j"), .enter)
            let preview = snapshot(of: render(state))
            XCTAssertTrue(preview.contains("5/3/1 Boring But Big"), preview)
            XCTAssertTrue(preview.contains("Next: 1 Press"), preview)
            assertSnapshot(render(state), named: "plans-program-preview-\(width)x\(height)")
            // j scrolls the preview, no further than its end; k comes back as far.
            for _ in 0..<100 { Fixtures.press(&state, .char("j")) }
            let end = state.plans.previewScroll
            XCTAssertGreaterThan(end, 0)
            XCTAssertTrue(snapshot(of: render(state)).contains("Each workout after the next"))
            for _ in 0..<end { Fixtures.press(&state, .char("k")) }
            XCTAssertEqual(state.plans.previewScroll, 0)
            Fixtures.press(&state, .char("q"))
            XCTAssertFalse(state.plans.programPreview)
            Fixtures.press(&state, .char("q"))
            XCTAssertFalse(state.plans.showsPrograms, "q again goes back to the splits")
        }
    }

    /// GZCLP asks for its starting weights, the squat's suggested; 61.3 kg cannot be loaded
    /// with the standard plates, and is refused at its field; 62.5 starts it.
    func testTheStartFormSuggestsAndRefusesAtTheField() throws {
        for (width, height) in [(80, 24), (40, 16)] {
            var state = try self.state(width: width, height: height)
            Fixtures.press(&state, .char("j"), .char("s"))
            let form = try XCTUnwrap(state.form)
            XCTAssertEqual(form.fields.first?.label, "T1 Barbell Back Squat starting weight (kg)")
            XCTAssertEqual(form.fields.first?.value, "60", "the suggestion from history")
            Fixtures.press(&state, .char("6"), .char("1"), .char("."), .char("3"))
            XCTAssertTrue(Fixtures.press(&state, .enter).isEmpty, "nothing starts")
            XCTAssertEqual(state.form?.problem, "61.3 kg cannot be loaded: 60 kg or 62.5 kg can.")
            assertSnapshot(render(state), named: "plans-program-start-refused-\(width)x\(height)")
            Fixtures.press(&state, .backspace, .backspace, .backspace, .char("2"), .char("."), .char("5"))
            XCTAssertNil(state.form?.problem, "a key clears the refusal")
            for i in 1..<form.fields.count {
                Fixtures.press(&state, .tab)
                XCTAssertEqual(state.form?.selection, i)
                Fixtures.press(&state, .char("4"), .char("0"))
            }
            let effects = Fixtures.press(&state, .enter)
            XCTAssertNil(state.form)
            XCTAssertEqual(effects, [.changeProgram(.start(.builtIn(id: "gzclp"), fills: [62.5] + Array(repeating: 40, count: form.fields.count - 1)))])
        }
    }

    func testAnEmptyOrOutOfBoundsWeightIsRefusedAtItsField() throws {
        var state = try self.state()
        Fixtures.press(&state, .char("j"), .char("j"), .char("s"))
        XCTAssertEqual(state.form?.title, "Start 5/3/1 Boring But Big")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.form?.problem, "Type a weight in kg, such as 60 or 42.5.")
        Fixtures.press(&state, .char("5"), .char("0"), .char("0"), .char("0"), .enter)
        XCTAssertEqual(state.form?.problem, "A weight here is above 0 and below 2000 kg.")
    }

    /// Stop, switch back to a program used before (it resumes), remove one of yours.
    func testStopSwitchAndResumeAndRemove() throws {
        var state = try self.state()
        XCTAssertEqual(Fixtures.press(&state, .char("x")), [], "no program in use: nothing to stop")
        // 5x5 of the lifter's own, used before: s switches to it at its place.
        Fixtures.press(&state, .char("j"), .char("j"), .char("j"))
        XCTAssertEqual(Fixtures.press(&state, .char("s")), [.changeProgram(.resume(uid: "SL"))])
        XCTAssertEqual(state.flash?.text, "Switched to StrongLifts 5×5: it carries on at Week 1 · Day 3.")
        // In use now (as the runtime reads it back): it cannot be removed, and x stops it.
        var list = state.plans.programs
        list[0].inUse = false
        list[3].inUse = true
        _ = update(&state, .loaded(.programs(list)))
        state.program = try programInUse()
        XCTAssertEqual(state.plans.programSelection, 3, "the selection follows its program")
        XCTAssertEqual(Fixtures.press(&state, .char("D")), [])
        XCTAssertTrue(state.flash?.text.hasPrefix("StrongLifts 5×5 is the program in use: x stops it first") == true, state.flash?.text ?? "")
        XCTAssertEqual(Fixtures.press(&state, .char("x")), [.changeProgram(.stop)])
        // Not in use: D asks, and yes removes it.
        list[3].inUse = false
        list[0].inUse = true
        _ = update(&state, .loaded(.programs(list)))
        state.program = nil
        XCTAssertEqual(Fixtures.press(&state, .char("D")), [])
        XCTAssertEqual(state.modal, .question(.removeProgram(uid: "SL")))
        XCTAssertEqual(Fixtures.press(&state, .char("y")), [.changeProgram(.delete(uid: "SL"))])
        XCTAssertEqual(state.plans.programs.map(\.name), ["GymTrack A/B/C", "GZCLP", "5/3/1 Boring But Big"])
        // A built-in is never removed.
        XCTAssertEqual(Fixtures.press(&state, .char("D")), [])
        XCTAssertNil(state.modal)
    }

    /// With a workout running, switching asks first, and the workout stays.
    func testSwitchingWhileAWorkoutRunsAsksFirstAndKeepsTheWorkout() throws {
        var state = try self.state()
        let workout = Fixtures.rowsSelected().workout
        state.workout = workout
        Fixtures.press(&state, .char("j"), .char("j"), .char("j"))
        XCTAssertEqual(Fixtures.press(&state, .char("s")), [])
        XCTAssertEqual(state.modal, .question(.switchProgram(.own(uid: "SL"))))
        XCTAssertTrue(snapshot(of: render(state)).contains("Switch to StrongLifts 5×5?"))
        XCTAssertEqual(Fixtures.press(&state, .escape), [])
        XCTAssertEqual(Fixtures.press(&state, .char("s"), .char("y")), [.changeProgram(.resume(uid: "SL"))])
        XCTAssertEqual(state.workout, workout, "the running workout is kept as it was")
    }

    /// A tap on a program selects it; a tap on the selected one previews it, as Enter does.
    func testATapSelectsAProgramThenPreviewsIt() throws {
        var state = try self.state()
        let lines = snapshot(of: render(state)).components(separatedBy: "\n")
        let y = try XCTUnwrap(lines.firstIndex { $0.contains("5/3/1 Boring But Big") })
        _ = update(&state, .tap(x: 10, y: y))
        XCTAssertEqual(state.plans.programs[state.plans.programSelection].name, "5/3/1 Boring But Big")
        XCTAssertFalse(state.plans.programPreview)
        _ = update(&state, .tap(x: 10, y: y + 1))
        XCTAssertTrue(state.plans.programPreview, "the row's second line is the row too")
    }

    /// A stand-in for the program in use, so `x` has one to stop.
    private func programInUse() throws -> ActiveProgram {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named("5x5", catalog: Fixtures.catalog))
        guard case .success(let parsed) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        return ProgramPlanner(record: ProgramRecord(uid: "SL", key: builtIn.key, text: builtIn.text, startedAt: 100), program: parsed.program,
                              catalog: Fixtures.catalog, settings: Settings(), today: Fixtures.today, sessions: [], histories: [:]).active()
    }
}

/// `e` gives a program's plan file to the editor; what comes back is saved, or its mistakes
/// are shown with the offer to edit again, the program staying as it was.
final class ProgramEditOnPlansTests: XCTestCase {
    private func state() -> AppState {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .char("p"))
        _ = update(&state, .loaded(.programs([ProgramChoice(origin: .own(uid: "MINE"), key: "MINE", name: "Mine", weeks: 1, days: 2)])))
        return state
    }

    func testAnEditThatReadsIsSavedAsOneWrite() {
        var state = self.state()
        XCTAssertEqual(Fixtures.press(&state, .char("e")), [.editProgram(.own(uid: "MINE"), text: nil)])
        let effects = update(&state, .programEdited(.own(uid: "MINE"), .edited(text: "program \"Mine\"\n")))
        XCTAssertEqual(effects.filter(\.writes), [.changeProgram(.save(.own(uid: "MINE"), text: "program \"Mine\"\n"))])
        XCTAssertEqual(state.flash?.text, "Saved Mine; its targets follow the file from now on.")
        XCTAssertTrue(update(&state, .programEdited(.own(uid: "MINE"), .unchanged)).isEmpty)
        XCTAssertEqual(state.flash?.text, "No change to Mine.")
    }

    func testMistakesAreShownWithTheirLinesAndEditAgainStartsFromWhatWasWritten() {
        for (width, height) in [(80, 24), (40, 16)] {
            var state = self.state()
            state.width = width
            state.height = height
            let lines = ["line 4, column 3: no exercise called \"Barbell Back Sqat\" in the catalog (did you mean Barbell Back Squat?)"]
            XCTAssertTrue(update(&state, .programEdited(.own(uid: "MINE"), .mistakes(text: "bad", lines: lines))).isEmpty)
            let screen = snapshot(of: render(state))
            XCTAssertTrue(screen.contains("line 4, column 3"), screen)
            assertSnapshot(render(state), named: "plans-program-mistakes-\(width)x\(height)")
            XCTAssertEqual(Fixtures.press(&state, .char("y")), [.editProgram(.own(uid: "MINE"), text: "bad")], "again, from what was written")
            _ = update(&state, .programEdited(.own(uid: "MINE"), .mistakes(text: "bad", lines: lines)))
            XCTAssertEqual(Fixtures.press(&state, .char("n")), [], "no keeps the program as it was")
            XCTAssertEqual(state.flash?.text, "The program was not changed.")
        }
    }
}
