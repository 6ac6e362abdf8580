import AppCore
import BundledPlans
import Domain
import XCTest

/// Logging on the gym floor: a planned set is one key, a one-step correction at most three.
final class GymFloorLoggingTests: XCTestCase {
    private let rows = 2 // Dumbbell rows: 1 warm-up + 3 working sets of 10

    /// Day A running, Dumbbell rows selected, with `history` for its exercise.
    private func started(history: ExerciseHistory? = nil) -> AppState {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        if let history { _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": history]))) }
        Fixtures.press(&state, .char("j"), .char("j"))
        return state
    }

    private func sets(_ state: AppState) -> [SetLog] { state.workout!.steps[rows].sets }

    func testAPlannedSetIsOneKey() {
        var state = started()
        let effects = Fixtures.press(&state, .char(" "))
        XCTAssertEqual(effects.filter(\.writes).count, 1)
        XCTAssertEqual(sets(state).count, 1)
    }

    func testACorrectionCarriesOnToTheFollowingSets() {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" ")) // warm-up, set 2
        Fixtures.press(&state, .char("e"))
        for c in "12" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .tab)
        for c in "22.5" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .enter)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(sets(state)[2].reps, 12, "Space logs set 3 at what set 2 was corrected to")
        XCTAssertEqual(sets(state)[2].weight, 22.5)
    }

    func testTheFirstWorkingSetTakesLastSessionsWeightWhenThePlanHasNone() {
        let last = ExerciseHistory(lastDay: Fixtures.today.adding(days: -5), lastSets: [
            SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1), SetLog(isWarmup: false, reps: 8, weight: 22.5, completedAt: 2),
        ])
        var state = started(history: last)
        // On a phone's 40 columns, one line; wider, each set beside last time's.
        var narrow = state
        (narrow.width, narrow.height) = (40, 16)
        XCTAssertTrue(render(narrow).text.contains("Last: 10 × 20 kg, 8 × 22.5 kg, Tue"), render(narrow).text)
        XCTAssertTrue(render(state).text.contains("Last time, Tue"), render(state).text)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(sets(state)[0].weight, 10, "the warm-up: 50% of 22.5 kg, down to a 2.5 kg step")
        XCTAssertEqual(sets(state)[0].reps, 5)
        XCTAssertEqual(sets(state)[1].weight, 22.5)
    }

    func testAOneStepCorrectionIsTwoKeysRightAfterLogging() {
        var state = started()
        Fixtures.press(&state, .char(" ")) // warm-up
        Fixtures.press(&state, .char(" "))
        let keys = Fixtures.press(&state, .char("+"))
        XCTAssertEqual(sets(state)[1].weight, 2.5, "the set just logged is one step heavier")
        guard case .editSet(_, let saved)? = workoutChanges(keys).first else { return XCTFail("\(keys)") }
        XCTAssertEqual(saved.weight, 2.5)
        Fixtures.press(&state, .char(">"))
        XCTAssertEqual(sets(state)[1].reps, 11)
        // Any other key moves on: +/- then work on the next set.
        Fixtures.press(&state, .char("k"), .char("j"), .char("+"), .char("+"))
        XCTAssertEqual(sets(state).count, 2)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(sets(state)[2].weight, 7.5, "from the last set's 2.5 kg, two steps up")
        XCTAssertEqual(sets(state)[2].reps, 11)
    }

    func testAHeavierWeightIsOfferedWhenEveryRepWasDoneAndTakenWithOneKey() {
        let done = ExerciseHistory(lastDay: Fixtures.today.adding(days: -2), lastSets: (0..<3).map {
            SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: Double($0))
        }, bestE1RM: 26.7, heaviest: 20)
        var state = started(history: done)
        XCTAssertTrue(render(state).text.contains("↑ 22.5 kg · p takes it"), render(state).text)
        Fixtures.press(&state, .char(" ")) // warm-up: the offer waits
        XCTAssertEqual(Fixtures.press(&state, .char("p")), [], "accepting writes nothing yet")
        XCTAssertFalse(render(state).text.contains("↑ 22.5 kg"))
        XCTAssertTrue(render(state).text.contains("Next: 10 × 22.5 kg"), render(state).text)
        let effects = Fixtures.press(&state, .char(" "))
        XCTAssertEqual(sets(state)[1].weight, 22.5)
        XCTAssertEqual(state.flash?.text, "New record: e1RM 30 kg!")
        XCTAssertTrue(effects.contains(.bell))
        let short = ExerciseHistory(lastSets: [SetLog(isWarmup: false, reps: 9, weight: 20, completedAt: 1)])
        XCTAssertNil(short.progression(for: state.workout!.steps[rows].plan, increment: 2.5), "no offer when a set fell short")
    }

    func testABarbellShowsThePlatesPerSideAndWarmsUpFromTheBar() throws {
        let bench = try XCTUnwrap(Fixtures.catalog.exercise("barbell-bench-press"))
        var plan = PlanStep.from(bench)
        plan.warmupSets = 2
        plan.workingSets = 3
        plan.weight = 61
        var state = Fixtures.state()
        state.splits.append(Split(sessionType: "BENCH", name: "Bench", title: "Bench", description: "", targetDuration: "30 min", steps: [plan]))
        state.modal = nil
        let index = state.rotation.firstIndex { $0.sessionType == "BENCH" }!
        state.home.selection = index
        Fixtures.press(&state, .enter, .enter)
        Fixtures.press(&state, .char("j")) // past the daily challenge every workout starts with
        XCTAssertTrue(render(state).text.contains("Next (warm-up): 5 × 30 kg"), render(state).text)
        XCTAssertTrue(render(state).text.contains("Plates: 5 per side"), render(state).text)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[1].sets.map(\.weight), [30, 42.5], "70% of 61 is 42.7: 42.5 can be loaded")
        XCTAssertTrue(render(state).text.contains("61 kg cannot be loaded; nearest: 60 kg or 62.5 kg"), render(state).text)
        Fixtures.press(&state, .char("k"), .char("j"), .char("+")) // not right after a set: the next one
        XCTAssertTrue(render(state).text.contains("Next: 10 × 63.5 kg"), render(state).text)
        state.exercise.pending[state.workout!.steps[1].id]?.weight = 62.5
        XCTAssertTrue(render(state).text.contains("Plates: 20 + 1.25 per side"), render(state).text)
    }

    func testEstimatedOneRepMaxIsEpley() {
        XCTAssertEqual(estimatedOneRepMax(weight: 60, reps: 10), 80, accuracy: 0.001)
        XCTAssertEqual(estimatedOneRepMax(weight: 100, reps: 1), 100)
    }
}
