import AppCore
import BundledPlans
import Domain
import XCTest

/// `w` on the Exercise screen: the selected exercise swapped for another that trains the same
/// regions, for this session; the original's logged sets stay its own, and the split is not changed.
final class SwapExerciseTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    private func swapRows(_ state: inout AppState) -> [Effect] {
        Fixtures.press(&state, .char("w"))
        XCTAssertEqual(state.picker?.title, "Swap Dumbbell rows (pull) for")
        type(&state, "cable row")
        return Fixtures.press(&state, .enter)
    }

    func testSwapWithNothingLoggedReplacesTheStep() throws {
        var state = Fixtures.rowsSelected()
        let before = try XCTUnwrap(state.workout?.steps[2])
        let effects = swapRows(&state)
        let step = try XCTUnwrap(state.workout?.steps[2])
        let cable = try XCTUnwrap(state.catalog.exercise(step.plan.exerciseID))
        XCTAssertTrue(cable.name.contains("Cable"), cable.name)
        XCTAssertEqual(step.plan.title, cable.name)
        XCTAssertEqual(step.plan.loadType, cable.load)
        XCTAssertEqual(step.id, before.id, "the same slot")
        XCTAssertEqual(state.workout?.steps.count, Fixtures.rowsSelected().workout?.steps.count, "no step added")
        XCTAssertEqual(step.plan.workingSets, before.plan.workingSets)
        XCTAssertEqual(step.plan.warmupSets, before.plan.warmupSets)
        XCTAssertEqual(step.plan.repsText, before.plan.repsText)
        XCTAssertEqual(step.plan.restSeconds, before.plan.restSeconds)
        XCTAssertEqual(step.plan.swappedFor, "Dumbbell rows (pull)")
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.flash?.text, "\(cable.name) in place of Dumbbell rows (pull) for this session.")
        guard case .changeStep(2, let written, _)? = workoutChanges(effects).first else { return XCTFail("\(effects)") }
        XCTAssertEqual(written.plan.exerciseID, cable.id, "written as a change of the step, by its id")
        XCTAssertTrue(effects.contains(.load(.exerciseHistory([cable.id]))), "its last time and bests are asked for")
    }

    func testSwapAfterOneOfThreeSetsKeepsTheLoggedSetOnTheOriginal() throws {
        var state = Fixtures.rowsSelected()
        Fixtures.press(&state, .char(" "), .char(" ")) // the warm-up and one working set of rows
        let logged = try XCTUnwrap(state.workout?.steps[2].sets)
        XCTAssertEqual(logged.count, 2)
        XCTAssertEqual(state.exercise.selection, 2)
        let effects = swapRows(&state)
        let original = try XCTUnwrap(state.workout?.steps[2])
        let swapped = try XCTUnwrap(state.workout?.steps[3])
        XCTAssertEqual(original.plan.exerciseID, "dumbbell-row")
        XCTAssertEqual(original.sets, logged, "the logged sets stay the original's")
        XCTAssertTrue(original.isComplete, "the original is done with the sets it has")
        XCTAssertEqual(swapped.plan.workingSets, 2, "the new exercise takes the two sets left")
        XCTAssertEqual(swapped.plan.warmupSets, 0)
        XCTAssertEqual(swapped.sets, [])
        XCTAssertEqual(state.exercise.selection, 3)
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) keeps the sets logged; \(swapped.plan.title) takes the 2 sets left.")
        let changes = workoutChanges(effects)
        XCTAssertTrue(changes.contains { if case .arrangeSteps = $0 { true } else { false } }, "the new step is added: \(changes)")
        XCTAssertFalse(changes.contains { if case .undoSet = $0 { true } else { false } }, "no set is taken back")
    }

    func testSameRegionsComeFirstAndEachRowSaysItsEquipment() throws {
        var state = Fixtures.rowsSelected()
        Fixtures.press(&state, .char("w"))
        let items = pickerItems(state)
        let rows = try XCTUnwrap(state.catalog.exercise("dumbbell-row"))
        let first = try XCTUnwrap(state.catalog.exercise(items.first?.id))
        XCTAssertEqual(Set(first.primary).intersection(rows.primary).count, Set(rows.primary).count, "\(first.name) trains every primary region of rows")
        let inWorkout = Set(state.workout!.steps.compactMap(\.plan.exerciseID))
        XCTAssertFalse(items.contains { inWorkout.contains($0.id) }, "neither rows nor what the workout has")
        XCTAssertTrue(items.allSatisfy { item in Equipment.allCases.contains { item.detail.hasPrefix($0.rawValue) } }, "\(items.prefix(3))")
        // Ranked by primary regions shared: none after it shares more than one before it.
        let shared = items.compactMap { state.catalog.exercise($0.id) }.map { Set($0.primary).intersection(rows.primary).count }
        XCTAssertEqual(shared, shared.sorted(by: >))
        Fixtures.press(&state, .escape)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.workout?.steps[2].plan.exerciseID, "dumbbell-row", "Esc leaves it")
    }

    func testATimedStepOrOneTypedByHandIsRefusedWithASentence() throws {
        var state = Fixtures.rowsSelected()
        let timed = try XCTUnwrap(state.workout?.steps.firstIndex { $0.plan.kind == .timed || $0.plan.kind == .challenge })
        state.exercise.selection = timed
        let title = state.workout!.steps[timed].plan.title
        XCTAssertEqual(Fixtures.press(&state, .char("w")), [])
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.flash?.text, "\(title) is not done in sets: only an exercise done in sets can be swapped.")
        state.exercise.selection = 2
        state.workout?.steps[2].plan.exerciseID = nil
        Fixtures.press(&state, .char("w"))
        XCTAssertEqual(state.flash?.text, "Dumbbell rows (pull) is not a catalog exercise: nothing says what it trains, so it cannot be swapped.")
    }

    func testASwapAloneDoesNotAskToSaveTheSplitAndTheSplitKeepsItsStep() throws {
        var state = Fixtures.rowsSelected()
        let split = state.splits[0]
        Fixtures.press(&state, .char(" "), .char(" "))
        _ = swapRows(&state)
        XCTAssertEqual(state.splits[0].isRevised(by: state.workout!, today: state.today), false)
        Fixtures.press(&state, .char(" ")) // a set of the new exercise
        // Another change does ask, and the split keeps rows where they were, with their three sets.
        Fixtures.press(&state, .char("s"))
        let revised = state.splits[0].revisedSteps(from: state.workout!, today: state.today)
        XCTAssertEqual(revised.filter { $0.exerciseID == "dumbbell-row" }.map(\.workingSets), [3])
        XCTAssertFalse(revised.contains { $0.swappedFor != nil })
        XCTAssertEqual(revised.count, split.steps.count + 1)
    }

    func testTheSwapSurvivesARestartAndUndoKeepsIt() throws {
        var state = Fixtures.rowsSelected()
        _ = swapRows(&state)
        let swapped = try XCTUnwrap(state.workout)
        Fixtures.press(&state, .char(" "))
        Fixtures.press(&state, .char("u"))
        XCTAssertEqual(state.workout?.steps[2].plan, swapped.steps[2].plan, "undoing a set leaves the swap")
        // A restart reads the workout back as stored: the step names the new exercise.
        var restarted = Fixtures.state(workout: swapped)
        _ = update(&restarted, .loaded(.workout(swapped, ended: nil)))
        XCTAssertEqual(restarted.workout?.steps[2].plan.title, swapped.steps[2].plan.title)
        XCTAssertFalse(restarted.splits[0].isRevised(by: restarted.workout!, today: restarted.today))
    }

    func testThePickerAt80x24And40x16() {
        for (w, h) in [(80, 24), (40, 16)] {
            var state = Fixtures.rowsSelected(width: w, height: h)
            Fixtures.press(&state, .char("w"))
            assertSnapshot(render(state), named: "swap-picker-\(w)x\(h)")
        }
    }
}
