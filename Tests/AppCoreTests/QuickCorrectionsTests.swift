import AppCore
import Domain
import XCTest

/// +/- and >/< as a lifter corrects: the set just logged, even its exercise's last with the
/// cursor gone on; the last set of an exercise with nothing left to log; and right after a
/// warm-up, the working set about to be loaded rather than the warm-up.
final class QuickCorrectionsTests: XCTestCase {
    private let rows = 2 // Day A's Dumbbell rows: 1 warm-up + 3 working sets of 10

    /// Dumbbell rows selected, last done on Saturday at 20 kg.
    private func started() -> AppState {
        var state = Fixtures.rowsSelected()
        let last = (0..<3).map { SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: Double($0)) }
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": ExerciseHistory(lastDay: Fixtures.today.adding(days: -1), lastSets: last,
                                                                                      bestE1RM: 30, heaviest: 20)])))
        return state
    }

    private func sets(_ state: AppState) -> [SetLog] { state.workout!.steps[rows].sets }

    private func text(_ state: AppState) -> String { render(state).text }

    /// Right after the last set the cursor goes on to the next exercise; < still corrects that set.
    func testRightAfterAnExercisesLastSetTheKeysCorrectIt() throws {
        var state = started()
        for _ in 0..<4 { Fixtures.press(&state, .char(" ")) }
        XCTAssertEqual(state.exercise.selection, rows + 1, "on to the chest press")
        let id = try XCTUnwrap(sets(state).last?.id)
        guard case .editSet(id, let fewer)? = workoutChanges(Fixtures.press(&state, .char("<"))).first else { return XCTFail() }
        XCTAssertEqual(fewer.reps, 9)
        XCTAssertEqual(state.flash?.text, "Set 4 of Dumbbell rows (pull): 9 × 20 kg.")
        XCTAssertEqual(state.exercise.selection, rows + 1, "the cursor stays where it went")
        // Another key first: the keys are the chest press's next set again.
        Fixtures.press(&state, .char("j"), .char("k"), .char("+"))
        XCTAssertEqual(state.flash?.text.hasPrefix("Next working set of Dumbbell chest press (push)"), true, state.flash?.text ?? "")
        XCTAssertEqual(sets(state).last?.reps, 9)
    }

    /// The last set of an exercise with nothing left to log is corrected as the set just
    /// logged is: two keys, by its id.
    func testCorrectionsWorkOnTheLastSetOfAnExerciseDone() throws {
        var state = started()
        for _ in 0..<4 { Fixtures.press(&state, .char(" ")) }
        state.exercise.selection = rows
        Fixtures.press(&state, .char("j"), .char("k")) // moved away and back: not "just logged"
        let id = try XCTUnwrap(sets(state).last?.id)
        guard case .editSet(id, let heavier)? = workoutChanges(Fixtures.press(&state, .char("+"))).first else { return XCTFail() }
        XCTAssertEqual(heavier.weight, 22.5)
        XCTAssertEqual(state.flash?.text, "Set 4 of Dumbbell rows (pull): 10 × 22.5 kg.")
        Fixtures.press(&state, .char("<"))
        XCTAssertEqual(sets(state).last?.reps, 9)
        XCTAssertEqual(sets(state).count, 4)
    }

    /// Right after a warm-up, +/- change the working set about to be loaded; the warm-up stays.
    func testPlusRightAfterAWarmupRaisesTheWorkingSet() {
        var state = started()
        XCTAssertTrue(text(state).contains("Next (warm-up): 5 × 10 kg"), text(state))
        Fixtures.press(&state, .char(" ")) // the warm-up, at half of 20 kg
        XCTAssertEqual(sets(state).first?.weight, 10)
        let keys = Fixtures.press(&state, .char("+"))
        XCTAssertTrue(keys.filter(\.writes).isEmpty, "the warm-up is not changed: \(keys)")
        XCTAssertEqual(sets(state).first?.weight, 10)
        XCTAssertEqual(state.flash?.text, "Next set of Dumbbell rows (pull): 10 × 22.5 kg.")
        XCTAssertTrue(text(state).contains("Next: 10 × 22.5 kg"), text(state))
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(sets(state).map(\.weight), [10, 22.5])
    }

    /// Two warm-ups: + after the first raises the working weight, and the second warm-up ramps
    /// up to it.
    func testTheWarmupsLeftRampUpToTheWorkingSetChosen() throws {
        let bench = try XCTUnwrap(Fixtures.catalog.exercise("barbell-bench-press"))
        var plan = PlanStep.from(bench)
        plan.warmupSets = 2
        plan.workingSets = 3
        plan.weight = 61
        var state = Fixtures.state()
        state.splits.append(Split(sessionType: "BENCH", name: "Bench", title: "Bench", description: "", targetDuration: "30 min", steps: [plan]))
        state.home.selection = try XCTUnwrap(state.rotation.firstIndex { $0.sessionType == "BENCH" })
        Fixtures.press(&state, .enter, .enter, .char("j"))
        Fixtures.press(&state, .char(" ")) // 30 kg, half of 61
        for _ in 0..<4 { Fixtures.press(&state, .char("+")) } // 71 kg
        XCTAssertEqual(state.flash?.text, "Next working set of Barbell Bench Press: 10 × 71 kg.")
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[1].sets.map(\.weight), [30, 47.5, 71], "70% of 71 is 49.7: 47.5 can be loaded")
    }
}
