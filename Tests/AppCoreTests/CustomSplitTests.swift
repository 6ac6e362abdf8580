@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// Splits made here: their workouts take the daily challenge unless they opt out (the seed
/// plans keep their own step), the cursor moves past skipped steps, the new-split form's glyph
/// and challenge choice, and Home with five of them at 40×16 and 80×24.
final class CustomSplitTests: XCTestCase {
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
        var state = Fixtures.state(splits: DefaultSplits.all)
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

    func testADuplicateGlyphIsRefusedAndTheFormStaysOpen() {
        var state = Fixtures.state()
        state.tab = .plans
        Fixtures.press(&state, .char("a"))
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
        Fixtures.press(&state, .char("a"))
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
        }
    }
}
