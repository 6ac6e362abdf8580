import AppCore
import BundledPlans
import Domain
import XCTest

/// The Plans tab through keys: splits and their exercises, forms and pickers.
final class PlansUpdateTests: XCTestCase {
    private func plans() -> AppState {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"))
        return state
    }

    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    /// The split the effects save (each change to the splits saves the one it changed).
    private func savedSplit(_ effects: [Effect]) -> Split? {
        for case .saveSplit(let split, _) in effects { return split }
        return nil
    }

    func testNewSplitThroughTheForm() {
        var state = plans()
        Fixtures.press(&state, .char("a"))
        XCTAssertNotNil(state.form)
        XCTAssertEqual(state.form?.title, "New split")
        // Enter with no name is refused with a sentence, and the form stays.
        Fixtures.press(&state, .enter)
        XCTAssertNotNil(state.form)
        XCTAssertEqual(state.flash?.isError, true)
        XCTAssertEqual(state.flash?.text, "Name cannot be empty: type one, or Esc to cancel.")
        type(&state, "Legs")
        Fixtures.press(&state, .tab, .tab, .tab, .right, .right, .tab, .tab, .right) // colour: yellow; rotation: yes
        let effects = Fixtures.press(&state, .enter)
        XCTAssertNil(state.modal)
        let split = savedSplit(effects)
        XCTAssertEqual(split?.name, "Legs")
        XCTAssertEqual(split?.sessionType, "LEGS")
        XCTAssertEqual(split?.colour, .yellow)
        XCTAssertEqual(split?.glyph, "L")
        XCTAssertEqual(split?.inRotation, true)
        XCTAssertEqual(state.rotation.map(\.sessionType), ["A", "B", "C", "LEGS"])
        XCTAssertEqual(state.plans.selection, 3)
    }

    func testFreshFieldIsReplacedByTypingAndNumbersAreChecked() {
        var state = plans()
        Fixtures.press(&state, .enter, .char("j"), .char("j"), .char("e")) // rows of Day A
        XCTAssertEqual(state.form?.title, "Dumbbell rows (pull)")
        Fixtures.press(&state, .tab, .tab) // past Kind and Load to Sets: "3", selected
        type(&state, "4")
        XCTAssertEqual(state.form?.value(.sets), "4", "the first key replaces the value")
        type(&state, "x")
        XCTAssertEqual(state.flash?.text, "Sets takes whole numbers only.")
        Fixtures.press(&state, .tab, .tab, .tab, .tab) // Weight
        type(&state, "12.5")
        Fixtures.press(&state, .tab, .tab, .tab) // Review weeks
        type(&state, "99")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.flash?.text, "Review weeks must be from 1 to 52.")
        Fixtures.press(&state, .backspace, .backspace)
        type(&state, "6")
        let split = savedSplit(Fixtures.press(&state, .enter))
        let rows = split?.steps[2]
        XCTAssertEqual(rows?.workingSets, 4)
        XCTAssertEqual(rows?.setsText, "1 warm-up + 4 working")
        XCTAssertEqual(rows?.weight, 12.5)
        XCTAssertEqual(rows?.weightUpdated, Fixtures.today)
        XCTAssertEqual(rows?.reviewWeeks, 6)
        XCTAssertEqual(rows?.repsText, "10 reps / side", "unchanged reps keep the seed's wording")
    }

    func testCatalogPickerFiltersToTheSplitsGroupsAndLeavesOutWhatItHas() {
        var state = plans()
        Fixtures.press(&state, .enter, .char("a"))
        XCTAssertNotNil(state.picker)
        type(&state, "dumbbell row")
        let items = pickerItems(state)
        XCTAssertFalse(items.contains { $0.id == "dumbbell-row" }, "already in Day A")
        type(&state, "zzz")
        XCTAssertEqual(pickerItems(state).map(\.id), [Picker.newExerciseID])
        for _ in 0..<15 { Fixtures.press(&state, .backspace) }
        type(&state, "squat")
        let squat = pickerItems(state)
        // Day A trains no legs: squats come after a marker, never hidden.
        XCTAssertTrue(squat.allSatisfy { $0.detail.hasPrefix("other group") || $0.id == Picker.newExerciseID })
        XCTAssertFalse(squat.isEmpty)
    }

    func testTypedExerciseJoinsTheCatalogAndTheSplit() {
        var state = plans()
        Fixtures.press(&state, .enter, .char("a"))
        type(&state, "Sled drag")
        let items = pickerItems(state)
        XCTAssertEqual(items.last?.id, Picker.newExerciseID)
        for _ in 0..<(items.count - 1) { Fixtures.press(&state, .down) }
        let effects = Fixtures.press(&state, .enter)
        XCTAssertTrue(effects.contains(.addExercise(CatalogExercise(id: "custom-sled-drag", name: "Sled drag", category: .custom,
                                                                     equipment: .other, primary: []))))
        XCTAssertEqual(savedSplit(effects)?.steps.last?.title, "Sled drag")
        XCTAssertEqual(state.catalog.exercise("custom-sled-drag")?.name, "Sled drag")
    }

    func testGroupsRotationOrderAndDelete() {
        var state = plans()
        Fixtures.press(&state, .char("j"), .char("g"))
        XCTAssertEqual(state.picker?.checked, ["legs", "core"])
        Fixtures.press(&state, .char(" "), .enter) // + chest
        XCTAssertEqual(state.splits[1].groups, ["chest", "legs", "core"], "taxonomy order")
        Fixtures.press(&state, .char("r"))
        XCTAssertEqual(state.rotation.map(\.sessionType), ["A", "C"])
        XCTAssertEqual(state.flash?.text, "Cardio + Core is out of the rotation; it stays here.")
        Fixtures.press(&state, .char("K"))
        XCTAssertEqual(state.splits.map(\.sessionType), ["B", "A", "C"])
        XCTAssertEqual(state.plans.selection, 0)
        Fixtures.press(&state, .char("D"))
        XCTAssertEqual(state.modal, .question(.deleteSplit(sessionType: "B")))
        let effects = Fixtures.press(&state, .char("y"))
        XCTAssertEqual(effects, [.deleteSplit(uid: "")])
        XCTAssertEqual(state.splits.map(\.sessionType), ["A", "C"])
        XCTAssertEqual(state.splitName("B"), "Cardio + Core", "history keeps the name")
    }

    func testStarterSplitOnDemand() {
        var state = plans()
        Fixtures.press(&state, .char("S"))
        XCTAssertEqual(pickerItems(state).map(\.id), ["Push", "Pull", "Legs", "Upper", "Lower", "Full Body"])
        type(&state, "pu")
        XCTAssertEqual(pickerItems(state).map(\.id), ["Push", "Pull"])
        let split = savedSplit(Fixtures.press(&state, .enter))
        XCTAssertEqual(split?.name, "Push")
        XCTAssertEqual(split?.inRotation, false)
        XCTAssertEqual(state.rotation.count, 3, "not forced into the rotation")
    }

    func testATimedExerciseBecomesSetsOfRepsOrWorkRestCyclesInItsForm() {
        var state = plans()
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.splits[0].steps[0].kind, .timed)
        Fixtures.press(&state, .char("e"))
        guard case .form(let form) = state.modal else { return XCTFail("the exercise's form") }
        XCTAssertEqual(form.fields.first?.label, "Kind")
        XCTAssertEqual(form.value(.kind), "timed")
        Fixtures.press(&state, .right)
        var step = savedSplit(Fixtures.press(&state, .enter))?.steps[0]
        XCTAssertEqual(step?.kind, .sets)
        XCTAssertEqual(step?.setsText, "3")
        XCTAssertEqual(step?.repsText, "10 reps", "a countdown made sets starts at 3 × 10")

        // Back to one countdown: it needs its seconds again.
        Fixtures.press(&state, .char("e"), .left, .enter)
        XCTAssertTrue(state.flash?.text.contains("needs Seconds") == true)
        Fixtures.press(&state, .escape)

        // Now as work/rest cycles: held sets of 30 s with 15 s rest, each rest starting the next.
        Fixtures.press(&state, .char("e"), .tab, .right, .right, .tab)
        type(&state, "4")
        Fixtures.press(&state, .tab, .tab, .tab)
        type(&state, "30")
        Fixtures.press(&state, .tab, .tab)
        type(&state, "15")
        Fixtures.press(&state, .tab, .right)
        step = savedSplit(Fixtures.press(&state, .enter))?.steps[0]
        XCTAssertEqual(step?.kind, .hold)
        XCTAssertEqual(step?.cycles, true)
        XCTAssertEqual(step?.totalSets, 4)
        XCTAssertEqual(step?.durationSeconds, 30)
        XCTAssertEqual(step?.restSeconds, 15)
    }

    func testExercisesOfASplitReorderAndRemove() {
        var state = plans()
        Fixtures.press(&state, .enter, .char("J"))
        XCTAssertEqual(state.splits[0].steps.prefix(2).map(\.title), ["Daily Challenge — squats + push-ups", "Cardio warm-up (cycling)"])
        XCTAssertEqual(state.plans.stepSelection, 1)
        Fixtures.press(&state, .char("x"))
        XCTAssertEqual(state.modal, .question(.removeStep(sessionType: "A", step: state.splits[0].steps[1].id)))
        let effects = Fixtures.press(&state, .char("y"))
        XCTAssertEqual(savedSplit(effects)?.steps.count, 8)
        Fixtures.press(&state, .escape)
        XCTAssertFalse(state.plans.isOpen, "Esc goes back to the list, not Home")
        XCTAssertEqual(state.tab, .plans)
    }

    func testAWeightDueForReviewShowsOnHome() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.splits[0].steps[2].weight = 12
            state.splits[0].steps[2].reviewWeeks = 4
            state.splits[0].steps[2].weightUpdated = Fixtures.today.adding(days: -27)
            XCTAssertNil(state.weightReviewHint)
            XCTAssertFalse(render(state).text.contains("Review the weight"))
            state.splits[0].steps[2].weightUpdated = Fixtures.today.adding(days: -28)
            XCTAssertEqual(state.weightReviewHint, "Review the weight of Dumbbell rows (pull) (Upper Strength): unchanged for 4+ weeks.")
            XCTAssertTrue(render(state).text.contains("Review the weight"), "\(w)x\(h)")
        }
    }
}
