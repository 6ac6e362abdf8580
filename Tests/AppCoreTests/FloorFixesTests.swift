@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// Issue 12's fixes from the gym floor: the challenge in every workout, the time away after a
/// long gap, glyphs, and the screens at 40×16 and 80×24.
final class FloorFixesTests: XCTestCase {
    private func custom(_ name: String, glyph: String, challenge: Bool = true) -> Split {
        let bench = PlanStep(exerciseID: "barbell-bench-press", title: "Barbell Bench Press", kind: .sets, setsText: "3", workingSets: 3,
                             repsText: "10 reps", notes: "", loadType: .weight, weight: 60)
        return Split(sessionType: Split.newSessionType(name: name, taken: []), name: name, title: name, description: "",
                     targetDuration: "45 min", steps: [bench], glyph: glyph, dailyChallenge: challenge)
    }

    func testAWorkoutFromACustomSplitIncludesTheChallengeUnlessItOptsOut() {
        var state = Fixtures.state()
        state.splits = [custom("Push Day", glyph: "P"), custom("Quick Pump", glyph: "Q", challenge: false)]
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.steps.map(\.plan.kind), [.challenge, .sets])
        XCTAssertEqual(state.exercise.selection, 0)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.exercise.selection, 1, "the cursor moves on to the next step to do")
        state.workout = nil
        state.showingWorkout = false
        state.home.selection = 1
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.steps.map(\.plan.kind), [.sets])
    }

    func testTheSeedPlansKeepTheirOwnChallengeStep() {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        XCTAssertEqual(state.workout?.steps.map(\.plan), DefaultSplits.all[0].steps)
    }

    func testAfterACompletedStepTheCursorSkipsSkippedSteps() {
        var state = Fixtures.state()
        state.splits = [custom("Push Day", glyph: "P")]
        state.splits[0].append(PlanStep(title: "Dips", kind: .sets, setsText: "1", workingSets: 1, repsText: "10 reps", notes: ""))
        state.splits[0].append(PlanStep(title: "Flyes", kind: .sets, setsText: "1", workingSets: 1, repsText: "10 reps", notes: ""))
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)        // challenge, bench, dips, flyes
        Fixtures.press(&state, .down, .down, .char("x")) // skip dips
        state.exercise.selection = 0
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.exercise.selection, 1)
        Fixtures.press(&state, .char(" "), .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[1].isComplete, true)
        XCTAssertEqual(state.exercise.selection, 3, "not the skipped Dips")
    }

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

    func testADuplicateGlyphIsRefusedAndTheFormStaysOpen() {
        var state = Fixtures.state()
        state.tab = .plans
        Fixtures.press(&state, .char("n"))
        guard case .form = state.modal else { return XCTFail("no form: \(String(describing: state.modal))") }
        for c in "Arms" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .tab, .tab, .tab, .tab, .char("A"), .enter)
        XCTAssertEqual(state.flash, Flash("Glyph A is Upper Strength's: type another.", isError: true))
        XCTAssertEqual(state.splits.count, 3)
        guard case .form = state.modal else { return XCTFail("the form closed") }
        Fixtures.press(&state, .backspace, .char("R"), .enter)
        XCTAssertEqual(state.splits.last?.glyph, "R")
        XCTAssertEqual(state.splits.last?.dailyChallenge, true, "a new split has the daily challenge")
    }

    func testAnEmptyGlyphTakesAFreeLetterAndTheFormOffersTheChallengeChoice() {
        var state = Fixtures.state()
        state.tab = .plans
        Fixtures.press(&state, .char("n"))
        for c in "Back" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .tab, .tab, .char("5"), .char("0"), .tab, .tab, .tab, .tab, .right, .enter)
        XCTAssertEqual(state.splits.last?.glyph, "K", "B is Day B's; A and C are taken too")
        XCTAssertEqual(state.splits.last?.dailyChallenge, false)
        XCTAssertEqual(state.splits.last?.targetDuration, "50 min", "a bare number is minutes")
    }

    func testSnapshots() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.splits += [custom("Push Day — Heavy Bench", glyph: "P"), custom("Legs and Glutes", glyph: "L")]
            state.splits[3].inRotation = true
            state.splits[4].inRotation = true
            assertSnapshot(render(state), named: "home-five-splits-\(w)x\(h)")

            state = Fixtures.state(width: w, height: h)
            state.tab = .history
            assertSnapshot(render(state), named: "history-\(w)x\(h)")

            state = Fixtures.state(width: w, height: h)
            state.flash = Flash("Logged Day A — Upper Strength — 52 min. Streak 12 days; the challenge is 2/3 today, one set to go before midnight.")
            assertSnapshot(render(state), named: "flash-long-\(w)x\(h)")

            state = resumedAfter(hours: 14)
            state.width = w
            state.height = h
            assertSnapshot(render(state), named: "time-away-\(w)x\(h)")
        }
    }

    func testFlashLinesAndWholeParts() {
        XCTAssertEqual(flashLines("one two three", width: 20, ellipsis: "…"), ["one two three"])
        XCTAssertEqual(flashLines("aaaa bbbb cccc dddd eeee", width: 9, ellipsis: "…"), ["aaaa bbbb", "cccc…"])
        XCTAssertEqual(wholeParts("Chest, Triceps, Shoulders", width: 18, ellipsis: "…"), "Chest, Triceps +1")
        XCTAssertEqual(wholeParts("Enter save · Tab next · Esc cancel", width: 24, ellipsis: "…"), "Enter save · Tab next")
    }
}

final class OneDayTests: XCTestCase {
    /// Issue 12: "1 day", not "1 days".
    func testAOneDayChallengeStreakSaysDay() {
        var state = Fixtures.state(history: History())
        state.settings.challengeTarget = 1
        Fixtures.press(&state, .char("c"))
        XCTAssertEqual(state.flash?.text, "Daily challenge complete! Streak 1 day.")
    }
}
