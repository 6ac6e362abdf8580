import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// A program in use: Home's rotation is its days with its place; the Exercise screen shows
/// each slot's target and its reason, and Space logs the target.
final class ProgramScreenTests: XCTestCase {
    /// 5/3/1 Boring But Big started with these training maxes, with `done` workouts logged as planned.
    private func fiveThreeOne(done: Int = 0) throws -> ActiveProgram {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named("531bbb", catalog: Fixtures.catalog))
        guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let maxes = ["Overhead Press training max": 45.0, "Deadlift training max": 120, "Barbell Bench Press training max": 70,
                     "Barbell Back Squat training max": 100]
        let text = ProgramFile.filling(builtIn.text, blanks: template.blanks.map { ($0, maxes[$0.label] ?? 0) })
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let record = ProgramRecord(uid: "P", key: builtIn.key, text: text, startedAt: 0)
        var sessions: [ProgramSession] = []
        var histories: [String: [SlotSession]] = [:]
        for n in 0..<done {
            let day = Fixtures.today.adding(days: n - done)
            let planner = ProgramPlanner(record: record, program: parsed.program, catalog: Fixtures.catalog, settings: Settings(),
                                         today: day, sessions: sessions, histories: histories)
            let position = planner.position
            let targets = planner.targets(week: position.week, day: position.day, cycle: position.cycle)
            for (slot, target) in zip(parsed.program.days[position.day].slots, targets) {
                let sets = target.sets.map { SetLog(isWarmup: false, reps: $0.reps, weight: $0.weight, completedAt: 0) }
                histories[slot.progressionKey, default: []].append(SlotSession(day: day, startedAt: 0, sets: sets))
            }
            sessions.append(ProgramSession(sessionType: parsed.program.sessionType(key: record.key, week: position.week, day: position.day),
                                           day: day, startedAt: Double(day.dayNumber) * 86_400))
        }
        return ProgramPlanner(record: record, program: parsed.program, catalog: Fixtures.catalog, settings: Settings(), today: Fixtures.today,
                              sessions: sessions, histories: histories).active()
    }

    private func state(width: Int = 80, height: Int = 24, done: Int = 0) throws -> AppState {
        var state = Fixtures.state(width: width, height: height)
        _ = update(&state, .loaded(.program(try fiveThreeOne(done: done))))
        return state
    }

    func testHomeShowsTheProgramsDaysWithItsPlaceAndTheNextDaySelected() throws {
        let state = try self.state(done: 5)
        XCTAssertEqual(state.rotation.map(\.name), ["Press", "Deadlift", "Bench", "Squat"])
        XCTAssertEqual(state.rotation.map(\.sessionType), ["BBB/2/1", "BBB/2/2", "BBB/2/3", "BBB/2/4"])
        XCTAssertEqual(state.nextSplitIndex, 1)
        XCTAssertEqual(state.home.selection, 1, "the next day is selected when the program is read")
        let text = snapshot(of: render(state))
        XCTAssertTrue(text.contains("5/3/1 Boring But Big · Week 2 · Day 2"), text)
        assertSnapshot(render(state), named: "home-program-80x24")
        let narrow = try self.state(width: 40, height: 16, done: 5)
        XCTAssertTrue(snapshot(of: render(narrow)).contains("5/3/1 Boring But Big · Week 2 · Day…") || snapshot(of: render(narrow)).contains("Week 2 · Day 2"))
        assertSnapshot(render(narrow), named: "home-program-40x16")
    }

    /// Day 1, week 1: the press at 65%, 75% and 85% of a 45 kg training max, each set as its
    /// target says; the 5×10 after it at half.
    func testTheExerciseScreenShowsTheTargetAndSpaceLogsItSetBySet() throws {
        var state = try self.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.sessionType, "BBB/1/1")
        let press = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "overhead-press" })
        while state.exercise.selection < press { Fixtures.press(&state, .char("j")) }
        let text = snapshot(of: render(state))
        XCTAssertTrue(text.contains("Target: 27.5×5, 32.5×5, 37.5×5+ kg"), text)
        XCTAssertTrue(text.contains("TM 45 kg × 85%, week 1"), text)
        XCTAssertTrue(text.contains("Next: 5 × 27.5 kg"), text)
        XCTAssertFalse(text.contains("↑"), "no heavier weight is offered beside a target")
        assertSnapshot(render(state), named: "exercise-program-target-80x24")
        Fixtures.press(&state, .char(" "), .char(" "), .char(" "))
        let logged = try XCTUnwrap(state.workout?.steps[press].sets)
        XCTAssertEqual(logged.map(\.weight), [27.5, 32.5, 37.5])
        XCTAssertEqual(logged.map(\.reps), [5, 5, 5])
        let bbb = try XCTUnwrap(state.workout?.steps[press + 1])
        XCTAssertEqual(bbb.plan.workingSets, 5)
        XCTAssertEqual(state.target(bbb)?.summary(.kg), "5×10@50% at 22.5 kg")
    }

    /// A set logged at another weight than its target carries on, as a correction does without a program.
    func testACorrectedWeightCarriesOnToTheNextSet() throws {
        var state = try self.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        let press = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "overhead-press" })
        while state.exercise.selection < press { Fixtures.press(&state, .char("j")) }
        Fixtures.press(&state, .char("+"), .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[press].sets.map(\.weight), [30, 30])
    }

    /// The set written 5+ is logged as AMRAP, and "Next:" says so before it; a weight corrected
    /// before it carries on, and it is still AMRAP.
    func testTheSetWrittenWithAPlusIsLoggedAsAMRAP() throws {
        var state = try self.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        let press = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "overhead-press" })
        while state.exercise.selection < press { Fixtures.press(&state, .char("j")) }
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertTrue(render(state).text.contains("Next: 5 × 37.5 kg AMRAP"), render(state).text)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout?.steps[press].sets.map(\.type), [.normal, .normal, .amrap])
        // It was 8 reps: > corrects it right after, though the cursor has gone on to the next exercise.
        XCTAssertEqual(state.exercise.selection, press + 1)
        for _ in 0..<3 { Fixtures.press(&state, .char(">")) }
        XCTAssertEqual(state.workout?.steps[press].sets.last?.reps, 8)
        XCTAssertEqual(state.workout?.steps[press].sets.last?.type, .amrap, "a correction keeps it AMRAP")

        var corrected = try self.state()
        corrected.home.selection = 0
        Fixtures.press(&corrected, .enter, .enter)
        while corrected.exercise.selection < press { Fixtures.press(&corrected, .char("j")) }
        Fixtures.press(&corrected, .char(" "), .char(" "), .char("-"), .char(" "))
        XCTAssertEqual(corrected.workout?.steps[press].sets.map(\.weight), [27.5, 30, 30])
        XCTAssertEqual(corrected.workout?.steps[press].sets.map(\.type), [.normal, .normal, .amrap])
    }

    /// A workout of the program finished: the program is read again, so its place and targets move on.
    func testFinishingAProgramWorkoutReadsTheProgramAgain() throws {
        var state = try self.state()
        let record = SessionRecord(id: "S", sessionType: "BBB/1/1", day: Fixtures.today, startedAt: Fixtures.now.epochSeconds,
                                   durationSeconds: 3000, isPartial: false)
        let effects = update(&state, .workoutFinished(record))
        XCTAssertTrue(effects.contains(.load(.program(today: Fixtures.today))), "\(effects)")
    }

    /// Plans lists the splits; with a program in use, it says Home follows the program instead.
    func testPlansSaysHomeFollowsTheProgram() throws {
        var state = try self.state()
        Fixtures.press(&state, .char("4"))
        XCTAssertTrue(snapshot(of: render(state)).contains("Home follows 5/3/1 Boring But Big"), snapshot(of: render(state)))
        Fixtures.press(&state, .char("r"))
        XCTAssertEqual(state.flash?.text, "Upper Strength is out of the rotation of splits; Home follows 5/3/1 Boring But Big until gymtrack program stop.")
    }

    func testNoProgramLeavesTheRotationOfSplits() throws {
        var state = try self.state()
        _ = update(&state, .loaded(.program(nil)))
        XCTAssertEqual(state.rotation.map(\.sessionType), ["A", "B", "C"])
        XCTAssertFalse(snapshot(of: render(state)).contains("Week"))
    }

    /// A program chosen whose file no longer reads is not followed in silence: Home says where
    /// it stops reading and what to do.
    func testAProgramThatNoLongerReadsIsSaidSo() throws {
        var state = try self.state()
        _ = update(&state, .loaded(.program(nil, unreadable: "line 4, column 3: no exercise called \"Nope\" in the catalog")))
        XCTAssertEqual(state.rotation.map(\.sessionType), ["A", "B", "C"])
        XCTAssertEqual(state.flash?.text, "The program in use does not read (line 4, column 3: no exercise called \"Nope\" in the catalog): "
                       + "gymtrack program edit shows where; Home follows the splits meanwhile.")
        XCTAssertEqual(state.flash?.isError, true)
    }

    /// A slot's last time is its own last workout: the press of week 1 beside each set of the
    /// press, the 5×10 beside the 5×10, though the exercise's last session had both.
    func testLastTimeIsTheSlotsOwnWorkout() throws {
        for (w, h) in [(80, 24), (40, 16)] {
            var state = try self.state(width: w, height: h, done: 4)
            let week1 = Fixtures.today.adding(days: -4)
            let both = (0..<3).map { SetLog(isWarmup: false, reps: 5, weight: [27.5, 32.5, 37.5][$0], completedAt: Double($0)) }
                + (0..<5).map { SetLog(isWarmup: false, reps: 10, weight: 22.5, completedAt: Double(10 + $0)) }
            state.home.selection = 0
            Fixtures.press(&state, .enter, .enter)
            _ = update(&state, .loaded(.exerciseHistory(["overhead-press": ExerciseHistory(lastDay: week1, lastSets: both)])))
            let press = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.exerciseID == "overhead-press" })
            while state.exercise.selection < press { Fixtures.press(&state, .char("j")) }
            let text = render(state).text
            if w == 80 {
                XCTAssertTrue(text.contains("Set  Last time, Wed"), text)
                XCTAssertTrue(text.contains("3    5 × 37.5 kg"), "the third set beside week 1's third: \(text)")
                XCTAssertFalse(text.contains("10 × 22.5 kg"), "not the 5×10's sets: \(text)")
            } else {
                XCTAssertTrue(text.contains("Last (kg): 5×27.5, 5×32.5, 5×37.5"), text)
            }
            Fixtures.press(&state, .char("j"))
            let bbb = render(state).text
            XCTAssertTrue(bbb.contains(w == 80 ? "5    10 × 22.5 kg" : "Last: 5 × 10 @ 22.5 kg"), bbb)
            XCTAssertFalse(bbb.contains("5 × 37.5 kg") || bbb.contains("5×37.5"), bbb)
        }
    }
}
