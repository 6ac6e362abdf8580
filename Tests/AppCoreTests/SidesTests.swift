import AppCore
import BundledPlans
import Domain
import XCTest

/// One side at a time for any exercise: the A/B/C's one-arm rows, `L` on the Exercise screen,
/// the Sides of a split's step (and of an exercise typed by hand).
final class SidesTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    func testTheABCsRowsAreLoggedASideAtATime() throws {
        var state = Fixtures.rowsSelected(splits: DefaultSplits.all)
        XCTAssertTrue(try XCTUnwrap(state.workout?.steps[2].plan.unilateral))
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[2].sets.map(\.repsRight), [nil, 10], "the warm-up as one, the working set 10/10")
        XCTAssertTrue(render(state).text.contains("Logged: w 10, 10/10"), render(state).text)
    }

    func testLChangesTheSidesOfTheSelectedExerciseBeforeItsWorkingSets() throws {
        var state = Fixtures.rowsSelected(splits: DefaultSplits.all)
        state.exercise.selection = 3 // the chest press
        let effects = Fixtures.press(&state, .char("L"))
        XCTAssertEqual(state.workout?.steps[3].plan.unilateral, true)
        XCTAssertEqual(workoutChanges(effects).count, 1)
        XCTAssertEqual(state.flash?.text, "Dumbbell chest press (push): a side at a time; L again: both at once.")
        Fixtures.press(&state, .char("L"))
        XCTAssertEqual(state.flash?.text, "Dumbbell chest press (push): both sides at once.")
        state.exercise.selection = 2
        Fixtures.press(&state, .char(" "), .char(" "), .char("L"))
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) has working sets logged as they were; sides change before the first one.")
        XCTAssertEqual(state.workout?.steps[2].plan.unilateral, true)
        state.exercise.selection = 0
        XCTAssertTrue(Fixtures.press(&state, .char("L")).isEmpty)
        XCTAssertEqual(state.flash?.text, "Cardio warm-up (cycling) has no reps to log a side at a time.")
    }

    func testAnExerciseAddedToTheWorkoutSaysHowToLogItASideAtATime() {
        var state = Fixtures.rowsSelected()
        Fixtures.press(&state, .char("a"))
        type(&state, "goblet squat")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.flash?.text, "Added Goblet Squat to this workout; L logs it a side at a time.")
        Fixtures.press(&state, .char("L"))
        XCTAssertEqual(state.workout?.steps[state.exercise.selection].plan.unilateral, true)
    }

    func testThePlansFormChoosesTheSidesAndAnExerciseTypedByHandKeepsThem() throws {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("j"), .char("e"))
        XCTAssertEqual(state.form?.title, "Dumbbell chest press (push)")
        let sides = try XCTUnwrap(state.form?.fields.firstIndex { $0.key == .sides })
        XCTAssertEqual(state.form?.fields[sides].value, "both")
        XCTAssertEqual(state.form?.fields.suffix(2).map(\.key), [.weightStep, .rule], "the weight step, then the rule last (its numbers follow it)")
        while state.form?.selection != sides { Fixtures.press(&state, .tab) }
        Fixtures.press(&state, .right)
        var effects = Fixtures.press(&state, .enter)
        guard case .saveSplit(let split, _)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertEqual(split.steps[3].unilateral, true)
        XCTAssertEqual(effects.count, 1, "a catalog exercise's own sides are the catalog's")

        // An exercise typed by hand: its sides go with it to the next split it is added to.
        Fixtures.press(&state, .char("a"))
        type(&state, "Qwerty lift")
        Fixtures.press(&state, .enter, .escape) // its muscles: later
        XCTAssertEqual(state.splits[0].steps.last?.title, "Qwerty lift")
        let id = try XCTUnwrap(state.splits[0].steps.last?.exerciseID)
        Fixtures.press(&state, .char("e"))
        while state.form?.fields[state.form?.selection ?? 0].key != .sides { Fixtures.press(&state, .tab) }
        Fixtures.press(&state, .right)
        effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(effects.last, .setExerciseSides(exerciseID: id, unilateral: true))
        XCTAssertEqual(state.catalog.exercise(id)?.unilateral, true)
    }

    func testAFormTallerThanTheScreenShowsTheFieldsAroundTheFocusedOne() {
        var state = Fixtures.state(width: 40, height: 16, splits: DefaultSplits.all)
        Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("e"))
        XCTAssertFalse(render(state).text.contains("Weight step"))
        while state.form?.selection != (state.form?.fields.count ?? 0) - 1 { Fixtures.press(&state, .tab) }
        let text = render(state).text
        XCTAssertTrue(text.contains("Sides") && text.contains("‹ each side ›"), text)
        XCTAssertFalse(text.contains("Kind"), text)
        assertSnapshot(render(state), named: "plans-form-sides-40x16")
    }
}
