import AppCore
import BundledPlans
import Domain
import XCTest

/// Logging what was lifted, coverage and suggestions on the Exercise screen, and saving the
/// session's changes back to its split at Finish.
final class WorkoutEditingUpdateTests: XCTestCase {
    private func started() -> AppState {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.sessionType, "A")
        Fixtures.press(&state, .char("j"), .char("j")) // rows
        return state
    }

    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    func testEditKeyLogsTheNextSetWithTypedValuesThenCorrectsIt() {
        var state = started()
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(state.form?.title, "Log set 1 (warm-up) · Dumbbell rows (pull)")
        XCTAssertEqual(state.form?.fields.map(\.key), [.reps, .weight, .rpe])
        type(&state, "12")
        Fixtures.press(&state, .tab)
        type(&state, "8")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.first?.reps, 12)
        XCTAssertEqual(state.workout?.steps[2].sets.first?.weight, 8)
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(state.form?.title, "Set 1 (warm-up) · Dumbbell rows (pull)")
        XCTAssertEqual(state.form?.value(.reps), "12")
        Fixtures.press(&state, .tab, .tab)
        type(&state, "7")
        let effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.first?.rpe, 7)
        XCTAssertEqual(state.workout?.steps[2].sets.count, 1, "editing adds no set")
        XCTAssertEqual(effects.count, 1, "one write: the set's new values")
        guard case .editSet(let id, let set)? = workoutChanges(effects).first else { return XCTFail("\(effects)") }
        XCTAssertEqual(id, state.workout!.steps[2].sets[0].id)
        XCTAssertEqual(set, state.workout!.steps[2].sets[0])
    }

    /// The set form names its set, not its place: when the set is stored meanwhile (another
    /// terminal's write read back gives it its ULID) the form still saves it, and when it is
    /// gone (taken back elsewhere) nothing else is changed in its place.
    func testTheSetFormNamesItsSetNotItsPlace() throws {
        var state = started()
        _ = update(&state, .key(.char(" "))) // a warm-up set of rows, not stored yet: no id
        Fixtures.press(&state, .char("e"))
        guard case .editSet(_, let named)? = state.form?.purpose else { return XCTFail("\(String(describing: state.form?.purpose))") }
        let set = try XCTUnwrap(state.workout?.steps[2].sets.first)
        XCTAssertEqual(named, set.reference)
        state.workout?.steps[2].sets[0].id = "01JSTOREDMEANWHILE00000000"
        Fixtures.press(&state, .tab, .tab)
        type(&state, "6")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.first?.rpe, 6, "found by the moment it was completed, though it now has an id")

        Fixtures.press(&state, .char("e"))
        state.workout?.steps[2].sets.removeAll()
        Fixtures.press(&state, .tab, .tab)
        type(&state, "9")
        let effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(effects, [])
        XCTAssertEqual(state.workout?.steps[2].sets, [])
        XCTAssertEqual(state.flash?.text, "That set is no longer in the workout; nothing was changed.")
    }

    func testPoundsAreTypedAndShownButKilogramsStored() {
        var state = started()
        state.settings.unit = .lb
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(state.form?.fields[1].label, "Weight lb")
        type(&state, "10")
        Fixtures.press(&state, .tab)
        type(&state, "22.05")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.first?.weight ?? 0, 10.0, accuracy: 0.01)
    }

    func testCoverageMovesAndASuggestionIsOneKey() throws {
        var state = started()
        let before = try XCTUnwrap(render(state).text.split(separator: "\n").first { $0.contains("coverage") })
        XCTAssertTrue(before.contains("coverage 0/18"), String(before))
        Fixtures.press(&state, .char(" "), .char(" ")) // warm-up, then a working set of rows
        XCTAssertTrue(render(state).text.contains("coverage 5/18"))
        let count = state.workout!.steps.count
        let effects = Fixtures.press(&state, .char("s"))
        XCTAssertEqual(state.workout?.steps.count, count + 1)
        XCTAssertEqual(state.exercise.selection, 3, "the added exercise follows the selected one")
        XCTAssertEqual(state.workout?.steps[3].plan.workingSets, 2)
        XCTAssertTrue(state.flash?.text.hasPrefix("Added 2 × ") == true)
        XCTAssertEqual(workoutChanges(effects).count, effects.filter(\.writes).count, "only the workout is written; the added exercise's history is read too")
        XCTAssertTrue(workoutChanges(effects).contains { if case .arrangeSteps = $0 { true } else { false } }, "the step goes in at its place")
        XCTAssertEqual(effects.filter { !$0.writes }, [.load(.exerciseHistory([state.workout!.steps[3].plan.exerciseID!]))])
        // The checklist: the next suggestion, selected and added with Enter.
        Fixtures.press(&state, .char("v"))
        XCTAssertEqual(state.modal, .coverage(selection: 0))
        Fixtures.press(&state, .down, .enter)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.workout?.steps.count, count + 2)
    }

    func testSkipAddReorderNoteAndRest() {
        var state = started()
        Fixtures.press(&state, .char("x"))
        XCTAssertTrue(state.workout!.steps[2].skipped)
        XCTAssertEqual(state.exercise.selection, 3, "moves on to the next exercise")
        Fixtures.press(&state, .char("K"))
        XCTAssertEqual(state.workout?.steps[2].plan.title, "Dumbbell chest press (push)")
        XCTAssertEqual(state.exercise.selection, 2)
        Fixtures.press(&state, .char("n"))
        type(&state, "felt strong")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].note, "felt strong")
        Fixtures.press(&state, .char("a"))
        type(&state, "lateral raise")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[3].plan.exerciseID, pickerExerciseID("lateral raise", state))
        Fixtures.press(&state, .char("k"), .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.rest?.countdown.totalSeconds, 90, "rest after the working set")
        Fixtures.press(&state, .char("r"))
        XCTAssertNil(state.workout?.rest)
    }

    private func pickerExerciseID(_ query: String, _ state: AppState) -> String? {
        state.catalog.search(query).first?.id
    }

    func testRestEndsWithABellAndAFlash() {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" "))
        let end = state.now.adding(seconds: 91)
        let effects = update(&state, .tick(end))
        XCTAssertNil(state.workout?.rest)
        XCTAssertEqual(state.flash?.text, "Rest over. Next set when ready.")
        XCTAssertTrue(effects.contains(.bell))
    }

    func testFinishOffersToSaveChangesBackToTheSplit() {
        var state = started()
        Fixtures.press(&state, .char(" ")) // a warm-up set of rows
        Fixtures.press(&state, .char("s")) // adds an exercise: a change to the plan
        for _ in 0..<12 { Fixtures.press(&state, .char("j")) }
        Fixtures.press(&state, .char("f"))
        XCTAssertEqual(state.modal, .question(.partial))
        Fixtures.press(&state, .char("y"))
        XCTAssertEqual(state.modal, .question(.saveBack(partial: true)))
        let added = state.workout!.steps[3].plan
        let effects = Fixtures.press(&state, .char("y"))
        XCTAssertNil(state.workout)
        XCTAssertEqual(state.splits[0].steps[3], added)
        XCTAssertTrue(effects.contains(.saveSplit(state.splits[0], position: 0)))
        XCTAssertTrue(state.flash?.text.contains("Saved the changes to Upper Strength.") == true)
    }

    func testNothingDoneIsNotLoggedAndAnEmptySplitDoesNotStart() {
        var state = started()
        XCTAssertEqual(Fixtures.press(&state, .char("f")), [])
        XCTAssertNotNil(state.workout)
        XCTAssertEqual(state.flash?.text, "Nothing is done yet: complete a set first, or D discards the workout.")
        var empty = Fixtures.state()
        empty.splits.append(Split(sessionType: "E", name: "Empty", title: "Empty", description: "", targetDuration: "", steps: []))
        empty.home.selection = 3
        Fixtures.press(&empty, .enter)
        XCTAssertNil(empty.modal)
        XCTAssertEqual(empty.flash?.text, "Empty has no exercises yet: add them on the Plans tab (4).")
    }

    func testUnchangedSessionFinishesWithoutTheQuestion() {
        var state = started()
        for i in 0..<state.workout!.steps.count {
            state.exercise.selection = i
            while state.workout?.steps[i].isComplete == false { Fixtures.press(&state, .char(" ")) }
        }
        let effects = Fixtures.press(&state, .char("f"))
        XCTAssertNil(state.modal)
        XCTAssertNil(state.workout)
        XCTAssertFalse(effects.contains { if case .saveSplit = $0 { return true } else { return false } })
    }
}
