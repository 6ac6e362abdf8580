import AppCore
import BundledPlans
import Domain
import XCTest

/// Supersets on the Exercise screen and the Plans tab, and each exercise's own weight step.
final class SupersetUpdateTests: XCTestCase {
    private let rows = 2, shoulder = 4, curls = 5 // Day A: shoulder press and curls have 3 working sets each

    /// Day A running with `step` selected.
    private func started(at step: Int, catalog: Catalog = Fixtures.catalog) -> AppState {
        var state = Fixtures.state()
        state.catalog = catalog
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        for _ in 0..<step { Fixtures.press(&state, .char("j")) }
        return state
    }

    func testSpaceOnASupersetMovesToThePartnerAndRestsAfterTheRound() {
        var state = started(at: shoulder)
        let link = Fixtures.press(&state, .char("g"))
        XCTAssertEqual(workoutChanges(link).count, 2, "the group is saved with the workout: each of its two steps")
        XCTAssertEqual(link.filter(\.writes).count, 2)
        XCTAssertEqual(state.workout?.superset(containing: shoulder), shoulder...curls)
        XCTAssertTrue(state.flash?.text.hasPrefix("Shoulder press (push) and Bicep curls (pull) are a superset") == true, state.flash?.text ?? "")

        // One key per set, the cursor alternating; the rest only after the round.
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.exercise.selection, curls)
        XCTAssertNil(state.workout?.rest)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.exercise.selection, shoulder)
        XCTAssertEqual(state.workout?.rest?.stepIndex, curls)
        Fixtures.press(&state, .char(" "), .char(" "), .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[shoulder].sets.count, 3)
        XCTAssertEqual(state.workout?.steps[curls].sets.count, 3)
        XCTAssertEqual(state.exercise.selection, 6, "both done: on to the plank")
    }

    func testTheSameKeySplitsTheGroupAndTheLastStepHasNoPartner() {
        var state = started(at: shoulder)
        Fixtures.press(&state, .char("g"), .char("g"))
        XCTAssertNil(state.workout?.superset(containing: shoulder))
        XCTAssertEqual(state.flash?.text, "Shoulder press (push) and Bicep curls (pull) are no longer grouped.")
        let count = state.workout!.steps.count
        for _ in shoulder..<(count - 1) { Fixtures.press(&state, .char("j")) }
        XCTAssertEqual(Fixtures.press(&state, .char("g")), [])
        XCTAssertTrue(state.flash?.text.contains("is the last exercise") == true)
    }

    func testGOnTheLastExerciseOfAGroupSplitsItOff() {
        var state = started(at: shoulder)
        let last = state.workout!.steps.count - 1
        state.exercise.selection = last - 1
        Fixtures.press(&state, .char("g"))
        XCTAssertEqual(state.workout?.superset(containing: last), (last - 1)...last)
        Fixtures.press(&state, .char("j"))
        let effects = Fixtures.press(&state, .char("g"))
        XCTAssertNil(state.workout?.superset(containing: last))
        XCTAssertEqual(effects.filter(\.writes).count, 2, "a pair split: both steps leave the group")
        let titles = state.workout!.steps.map(\.plan.title)
        XCTAssertEqual(state.flash?.text, "\(titles[last - 1]) and \(titles[last]) are no longer grouped.")
    }

    func testGroupingOnTheExerciseScreenIsOfferedBackToTheSplit() {
        var state = started(at: shoulder)
        Fixtures.press(&state, .char("g"), .char(" "), .char("f"), .char("y")) // log as partial
        guard case .question(.saveBack)? = state.modal else { return XCTFail("\(String(describing: state.modal))") }
    }

    func testAGroupOnTheSplitStartsWithTheWorkout() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("g"))
        let split = state.splits[0]
        XCTAssertEqual(split.steps.superset(containing: rows), rows...(rows + 1), "rows and chest press")
        XCTAssertEqual(state.flash?.text.hasSuffix("the rest comes after the round."), true)
        Fixtures.press(&state, .char("q"), .char("1"))
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.superset(containing: rows), rows...(rows + 1))
    }

    func testPlusAndMinusUseTheExercisesOwnStep() throws {
        var catalog = Fixtures.catalog
        var row = try XCTUnwrap(catalog.exercise("dumbbell-row"))
        row.weightStep = 2
        catalog.upsert(row)
        var state = started(at: rows, catalog: catalog)
        Fixtures.press(&state, .char(" ")) // warm-up
        Fixtures.press(&state, .char(" "))
        let before = state.workout!.steps[rows].sets[1].weight ?? 0
        Fixtures.press(&state, .char("+"))
        XCTAssertEqual(state.workout!.steps[rows].sets[1].weight, before + 2, "two keys: the dumbbells' 2 kg, not Settings' 2.5")
        Fixtures.press(&state, .char("j"), .char("k"))
        XCTAssertTrue(render(state).text.contains("+/- 2 kg"), render(state).text)
        // Another exercise keeps the step from Settings.
        Fixtures.press(&state, .char("j"), .char("+"))
        XCTAssertTrue(state.flash?.text.contains("2.5 kg") == true, state.flash?.text ?? "")
    }

    func testTheWeightStepFormOnTheExerciseScreenSavesItInTheUsersUnit() {
        var state = started(at: rows)
        state.settings.unit = .lb
        Fixtures.press(&state, .char("i"))
        guard case .form(let form)? = state.modal else { return XCTFail("no form") }
        XCTAssertEqual(form.fields.map(\.label), ["Weight step lb"])
        let effects = Fixtures.press(&state, .char("5"), .enter)
        XCTAssertEqual(effects, [.saveWeightStep(exerciseID: "dumbbell-row", kilograms: WeightUnit.lb.toKilograms(5))])
        XCTAssertEqual(state.flash?.text, "+/- change Dumbbell Row by 5 lb.")
        // Emptied, it goes back to the step from Settings.
        Fixtures.press(&state, .char("i"), .backspace, .enter)
        XCTAssertNil(state.catalog.exercise("dumbbell-row")?.weightStep)
        XCTAssertTrue(state.flash?.text.hasSuffix("(the step from Settings).") == true, state.flash?.text ?? "")
    }

    func testTheExerciseFormOnPlansSavesTheStepWithTheSplit() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("e"))
        guard case .form(let form)? = state.modal else { return XCTFail("no form") }
        let weightStep = form.fields.firstIndex { $0.label == "Weight step kg" } ?? 0
        XCTAssertEqual(form.fields[weightStep + 1].label, "Rule", "the rule after it")
        for _ in 0..<weightStep { Fixtures.press(&state, .tab) }
        let effects = Fixtures.press(&state, .char("2"), .enter)
        XCTAssertEqual(effects.count, 2, "\(effects)")
        XCTAssertEqual(effects.last, .saveWeightStep(exerciseID: "dumbbell-row", kilograms: 2))
        XCTAssertEqual(state.catalog.exercise("dumbbell-row")?.weightStep, 2)
        XCTAssertEqual(state.flash?.text, "Saved Dumbbell rows (pull). +/- change it by 2 kg.")
    }
}
