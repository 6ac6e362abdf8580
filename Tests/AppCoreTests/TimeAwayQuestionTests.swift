@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// A workout shown again after a long gap asks whether the time away counts: leaving it out
/// takes the gap off the clock, counting it asks no more, and a short break asks nothing.
final class TimeAwayQuestionTests: XCTestCase {
    private func resumedAfter(hours: Double) -> AppState {
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: Fixtures.now.adding(seconds: -hours * 3600 - 1800))
        _ = workout.completeNext(step: 1, at: Fixtures.now.adding(seconds: -hours * 3600), challengeRoom: true)
        var state = AppState(splits: DefaultSplits.all, history: History(), workout: workout, now: Fixtures.now)
        Fixtures.press(&state, .enter) // Resume
        return state
    }

    func testAWorkoutResumedAfterALongGapAsksWhetherTheTimeAwayCounts() {
        var state = resumedAfter(hours: 14)
        XCTAssertEqual(state.modal, .question(.timeAway))
        let text = render(state).text
        XCTAssertTrue(text.contains("Count the time away?"), text)
        XCTAssertTrue(text.contains("Continue the clock"), text)
        XCTAssertTrue(text.contains("Leave the time away out"), text)
        let effects = Fixtures.press(&state, .escape)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.workout?.awaySeconds, 14 * 3600)
        XCTAssertEqual(state.workout?.elapsedSeconds(at: state.now.epochSeconds), 1800, "the overnight gap is not on the clock")
        XCTAssertEqual(effects, [.changeWorkout(id: state.workout!.id, .changeAway(seconds: 14 * 3600, answeredAt: state.workout!.awayAnsweredAt))])
        XCTAssertTrue(state.flash?.text.contains("14 h 00") == true, state.flash?.text ?? "")
    }

    func testContinuingTheClockCountsTheGap() {
        var state = resumedAfter(hours: 3)
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.awaySeconds, 0)
        XCTAssertEqual(state.workout?.elapsedSeconds(at: state.now.epochSeconds), 3 * 3600 + 1800)
        // Back to Home and in again: the same gap is not asked about twice.
        state.showingWorkout = false
        Fixtures.press(&state, .char("w"))
        XCTAssertNil(state.modal)
        XCTAssertTrue(state.showingWorkout)
    }

    func testAShortBreakAsksNothing() {
        let state = resumedAfter(hours: 1.5)
        XCTAssertNil(state.modal)
        XCTAssertTrue(state.showingWorkout)
    }

    func testSnapshots() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = resumedAfter(hours: 14)
            state.width = w
            state.height = h
            assertSnapshot(render(state), named: "time-away-\(w)x\(h)")
        }
    }
}
