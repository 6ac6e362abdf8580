import AppCore
import BundledPlans
import Domain
import XCTest

/// "Last time" (the Last:/Next: lines, the weight Space logs) follows the database: whenever
/// the history is read again, after a workout finished here or a write in another terminal,
/// the running workout's exercises are read again too.
final class LastTimeFollowsDatabaseTests: XCTestCase {
    private let rows = 2 // Day A's Dumbbell rows

    private func started() -> AppState { Fixtures.rowsSelected() }

    /// The screen on a phone's 40 columns, where last time is one line ("Last:"); wider, each
    /// set shows last time's beside it.
    private func narrow(_ state: AppState) -> Screen {
        var state = state
        (state.width, state.height) = (40, 16)
        return render(state)
    }

    func testAnotherTerminalsFinishedWorkoutIsReadAgain() {
        var state = started()
        let effects = update(&state, .databaseChanged())
        XCTAssertTrue(effects.contains(.load(.history(today: Fixtures.today))))
        // The history read back asks for the workout's exercises again.
        let reads = update(&state, .loaded(.history(Fixtures.history)))
        guard let asked = reads.lazy.compactMap({ effect -> [String]? in
            if case .load(.exerciseHistory(let ids)) = effect { return ids } else { return nil }
        }).first else { return XCTFail("no exercise history asked for: \(reads)") }
        XCTAssertTrue(asked.contains("dumbbell-row"), "\(asked)")
        let last = ExerciseHistory(lastDay: Fixtures.today, lastSets: [SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1)],
                                   bestE1RM: 26.7, heaviest: 20)
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": last])))
        XCTAssertTrue(narrow(state).text.contains("Last: 1 × 10 @ 20 kg, Sun"), narrow(state).text)
        XCTAssertTrue(render(state).text.contains("Last time, Sun"), render(state).text)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertEqual(state.workout!.steps[rows].sets[1].weight, 20, "Space logs last time's weight")
    }

    func testANewWorkoutAfterOneFinishedHereReadsLastTimeAgain() {
        var state = started()
        Fixtures.press(&state, .char(" "), .char(" "))
        Fixtures.press(&state, .char("f"))
        if case .question = state.modal { Fixtures.press(&state, .char("y")) }
        XCTAssertNil(state.workout)
        _ = update(&state, .loaded(.history(Fixtures.history)))
        state.home.selection = 0
        let effects = Fixtures.press(&state, .enter, .enter)
        XCTAssertTrue(effects.contains { effect in
            if case .load(.exerciseHistory(let ids)) = effect { return ids.contains("dumbbell-row") } else { return false }
        }, "\(effects)")
    }

    func testARecordIsNotSaidTwiceWhenLastTimeIsReadAgainMidWorkout() {
        var state = started()
        // The store's bests count finished sessions only.
        let stored = ExerciseHistory(lastDay: Fixtures.today.adding(days: -3),
                                     lastSets: [SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1)], bestE1RM: 20, heaviest: 15)
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": stored])))
        Fixtures.press(&state, .char(" "), .char(" ")) // the warm-up, then 10 × 20 kg
        XCTAssertEqual(state.flash?.text.hasPrefix("New record"), true, state.flash?.text ?? "")
        _ = update(&state, .loaded(.history(Fixtures.history)))
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": stored])))
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout!.steps[rows].sets.last?.weight, 20)
        XCTAssertFalse(state.flash?.text.hasPrefix("New record") == true, state.flash?.text ?? "")
    }

    func testLastTimeGoesWhenItsSessionIsDeleted() {
        var state = started()
        let last = ExerciseHistory(lastDay: Fixtures.today, lastSets: [SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 1)],
                                   bestE1RM: 26.7, heaviest: 20)
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": last])))
        XCTAssertTrue(narrow(state).text.contains("Last: 1 × 10 @ 20 kg"), narrow(state).text)
        // The session is deleted (here or elsewhere): the history is read again, and the store
        // answers for the exercise with nothing.
        _ = update(&state, .loaded(.history(Fixtures.history)))
        _ = update(&state, .loaded(.exerciseHistory(["dumbbell-row": ExerciseHistory()])))
        XCTAssertFalse(narrow(state).text.contains("Last: 1 × 10"), narrow(state).text)
        XCTAssertFalse(render(state).text.contains("Last time"), render(state).text)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertNotEqual(state.workout!.steps[rows].sets[1].weight, 20, "Space no longer logs a deleted session's weight")
    }
}
