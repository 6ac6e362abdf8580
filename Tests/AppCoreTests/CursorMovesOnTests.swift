import AppCore
import Domain
import XCTest

/// The cursor goes on by itself where the lifter would: after a timed step's distance is logged
/// with `e`, and when the countdown of a work/rest cycle exercise in a circuit ends.
final class CursorMovesOnTests: XCTestCase {
    private let warmUp = 0, challenge = 1, plank = 6, deadBugs = 7

    /// Day A running on a Sunday with no history, the cursor on its first step (the ride).
    private func started() -> AppState {
        var state = Fixtures.state(history: History())
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        return state
    }

    func testATimedStepLoggedWithEMovesTheCursorOn() {
        var state = started()
        XCTAssertEqual(state.workout?.steps[warmUp].plan.kind, .timed)
        Fixtures.press(&state, .char("e"), .char("4"), .enter)
        XCTAssertEqual(state.workout?.steps[warmUp].sets.first?.distanceMeters, 4000)
        XCTAssertTrue(state.workout?.steps[warmUp].isComplete == true)
        XCTAssertEqual(state.exercise.selection, challenge, "on to the next step still to do")

        // Correcting the distance logged is not logging it: the cursor stays.
        Fixtures.press(&state, .char("k"), .char("e"), .backspace, .char("5"), .enter)
        XCTAssertEqual(state.workout?.steps[warmUp].sets.first?.distanceMeters, 5000)
        XCTAssertEqual(state.exercise.selection, warmUp)
    }

    func testAWorkRestCycleExerciseInACircuitMovesOnWhenItsCountdownEnds() {
        var state = started()
        state.workout?.steps[plank].plan.cycles = true
        state.workout?.steps[plank].plan.restSeconds = 15
        state.exercise.selection = plank
        Fixtures.press(&state, .char("g"))
        XCTAssertEqual(state.workout?.superset(containing: plank), plank...deadBugs)

        // The plank's countdown runs out: its set is logged and the round goes on with dead bugs.
        Fixtures.press(&state, .char("t"))
        _ = update(&state, .tick(state.now.adding(seconds: 46)))
        XCTAssertEqual(state.workout?.steps[plank].sets.count, 1)
        XCTAssertEqual(state.exercise.selection, deadBugs)
        XCTAssertNil(state.workout?.rest, "the rest comes after the round")

        // Dead bugs end the round: the rest, then the plank's next set runs by itself.
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.exercise.selection, plank)
        XCTAssertNotNil(state.workout?.rest)
        let restEnds = state.now.adding(seconds: Double(state.workout!.rest!.countdown.totalSeconds) + 1)
        _ = update(&state, .tick(restEnds))
        XCTAssertEqual(state.workout?.steps[plank].timer?.isRunning, true)
        _ = update(&state, .tick(restEnds.adding(seconds: 46)))
        XCTAssertTrue(state.workout?.steps[plank].isComplete == true)
        XCTAssertEqual(state.exercise.selection, deadBugs, "the plank is done: dead bugs go on alone")
    }

    func testACountdownEndingOnAStepNotInFrontLeavesTheCursor() {
        var state = started()
        state.exercise.selection = plank
        Fixtures.press(&state, .char("t"), .char("j"))
        _ = update(&state, .tick(state.now.adding(seconds: 46)))
        XCTAssertEqual(state.workout?.steps[plank].sets.count, 1)
        XCTAssertEqual(state.exercise.selection, deadBugs, "where the lifter put it")

        // A timed step run to its end is done, and the cursor goes past it.
        state.exercise.selection = warmUp
        Fixtures.press(&state, .char("t"))
        _ = update(&state, .tick(state.now.adding(seconds: 601)))
        XCTAssertTrue(state.workout?.steps[warmUp].isComplete == true)
        XCTAssertEqual(state.exercise.selection, challenge)
    }
}
