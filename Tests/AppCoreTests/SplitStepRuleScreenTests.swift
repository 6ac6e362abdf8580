import AppCore
import BundledPlans
import Domain
import XCTest

/// A rule on a split's step: the Rule field of the step form with the fields of its numbers,
/// a value refused with one sentence, and the Exercise screen showing the step's target and
/// its reason as it does a program slot's.
final class SplitStepRuleScreenTests: XCTestCase {
    private let sizes = [(40, 16), (80, 24)]
    private let chestPress = 3

    /// Day A's chest press form open on Plans, its Rule field focused and set to double.
    private func formOnDouble(width: Int, height: Int) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("j"), .char("e"))
        while let form = state.form, form.fields[form.selection].key != .rule { Fixtures.press(&state, .tab) }
        Fixtures.press(&state, .right, .right)
        return state
    }

    func testTheRuleFieldShowsTheNumbersOfTheRuleChosen() throws {
        for (w, h) in sizes {
            var state = formOnDouble(width: w, height: h)
            let form = try XCTUnwrap(state.form)
            XCTAssertEqual(form.value(.rule), "double")
            XCTAssertEqual(form.fields.suffix(3).map(\.label), ["Rule", "Reps top", "Rule +kg"])
            Fixtures.press(&state, .tab, .char("1"), .char("2"))
            assertSnapshot(render(state), named: "plans-form-rule-\(w)x\(h)")
        }
        // Another rule shows its own numbers.
        var state = formOnDouble(width: 80, height: 24)
        Fixtures.press(&state, .tab, .char("1"), .char("2"), .backTab, .right)
        XCTAssertEqual(state.form?.fields.suffix(3).map(\.label), ["Rule", "% of TM", "TM kg"])
        Fixtures.press(&state, .right)
        XCTAssertEqual(state.form?.value(.ruleRPE), "8", "RPE 8 to begin with")
        Fixtures.press(&state, .right)
        XCTAssertEqual(state.form?.fields.last?.label, "Rule", "fixed has no numbers")
    }

    func testNumbersTypedForARuleComeBackAfterALookAtAnother() {
        var state = formOnDouble(width: 80, height: 24)
        // Reps top 12 and a step of 5 for double; then a look at % of TM, RPE and fixed.
        Fixtures.press(&state, .tab, .char("1"), .char("2"), .tab, .char("5"), .backTab, .backTab, .right, .tab, .char("7"), .char("5"))
        XCTAssertEqual(state.form?.value(.percentOfTM), "75")
        Fixtures.press(&state, .backTab, .right, .right, .left, .left)
        XCTAssertEqual(state.form?.value(.percentOfTM), "75", "% of TM again, as typed")
        Fixtures.press(&state, .left)
        XCTAssertEqual(state.form?.value(.rule), "double")
        XCTAssertEqual(state.form?.value(.repsTop), "12")
        XCTAssertEqual(state.form?.value(.ruleIncrement), "5")
    }

    func testARangeTopBelowTheRepsIsRefusedWithOneSentence() throws {
        for (w, h) in sizes {
            var state = formOnDouble(width: w, height: h)
            Fixtures.press(&state, .tab, .char("6"))
            let effects = Fixtures.press(&state, .enter)
            XCTAssertTrue(effects.isEmpty, "nothing is written")
            XCTAssertNotNil(state.form, "the form stays open")
            XCTAssertEqual(state.flash?.text, "Reps top must be at least Reps (10), where double progression starts.")
            assertSnapshot(render(state), named: "plans-form-rule-refused-\(w)x\(h)")
        }
    }

    func testANumberPastThePlanFilesLimitIsRefused() {
        var state = formOnDouble(width: 80, height: 24)
        Fixtures.press(&state, .right, .right, .tab, .backspace, .char("1"), .char("1"), .enter)
        XCTAssertEqual(state.form?.value(.rule), "RPE")
        XCTAssertEqual(state.flash?.text, "RPE must be from 1 to 10.")
    }

    func testARuleOnACountdownIsRefused() {
        var state = formOnDouble(width: 80, height: 24)
        Fixtures.press(&state, .tab, .char("1"), .char("2"))
        while let form = state.form, form.selection != 0 { Fixtures.press(&state, .backTab) }
        Fixtures.press(&state, .left)
        XCTAssertEqual(state.form?.value(.kind), "timed")
        while let form = state.form, form.fields[form.selection].key != .duration { Fixtures.press(&state, .tab) }
        Fixtures.press(&state, .char("6"), .char("0"))
        let effects = Fixtures.press(&state, .enter)
        XCTAssertTrue(effects.isEmpty, "\(effects)")
        XCTAssertEqual(state.flash?.text, "A rule moves counted sets on: choose Kind sets with a load other than duration, or Rule none.")
        XCTAssertNil(state.splits[0].steps[chestPress].rule)
    }

    func testAPercentageNeedsItsTrainingMax() {
        var state = formOnDouble(width: 80, height: 24)
        Fixtures.press(&state, .right, .tab, .char("8"), .char("5"), .enter)
        XCTAssertEqual(state.flash?.text, "TM kg needs a number: type one, or Esc to cancel.")
        Fixtures.press(&state, .tab, .char("1"), .char("0"), .char("0"), .enter)
        XCTAssertNil(state.form)
        XCTAssertEqual(state.splits[0].steps[chestPress].rule, .trainingMax(percent: 0.85, trainingMax: 100))
    }

    func testSavingKeepsTheRuleOnTheStep() {
        var state = formOnDouble(width: 80, height: 24)
        Fixtures.press(&state, .tab, .char("1"), .char("2"), .tab, .char("5"), .enter)
        XCTAssertNil(state.form)
        XCTAssertEqual(state.splits[0].steps[chestPress].rule, .double(low: 10, high: 12, increment: 5))
        // And opened again, the form shows it.
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(state.form?.value(.rule), "double")
        XCTAssertEqual(state.form?.value(.repsTop), "12")
        XCTAssertEqual(state.form?.value(.ruleIncrement), "5")
    }

    /// Day A started with its chest press on double progression of 8 to 12 from 20 kg, done
    /// last Thursday at 20 kg for 10, 9 and 8.
    func testTheExerciseScreenShowsTheDoubleProgressionTargetAndItsReason() throws {
        for (w, h) in sizes {
            var splits = Fixtures.splits
            splits[0].steps[chestPress].rule = .double(low: 8, high: 12, increment: nil)
            splits[0].steps[chestPress].weight = 20
            var state = Fixtures.state(width: w, height: h, splits: splits)
            state.home.selection = 0
            let effects = Fixtures.press(&state, .enter, .enter)
            let reads = effects.compactMap { effect -> [SplitStepRead]? in
                if case .load(.stepHistories(let reads, _)) = effect { return reads }
                return nil
            }.flatMap { $0 }
            XCTAssertEqual(reads.map(\.step.exerciseID), ["dumbbell-bench-press"], "the step with a rule has its workouts read")
            let read = try XCTUnwrap(reads.first)
            let thursday = Fixtures.today.adding(days: -3)
            let sets = [10, 9, 8].map { SetLog(isWarmup: false, reps: $0, weight: 20, completedAt: 0) }
            _ = update(&state, .loaded(.stepHistories([read.key: SlotHistory([SlotSession(day: thursday, startedAt: 0, sets: sets)])])))
            _ = update(&state, .loaded(.exerciseHistory(["dumbbell-bench-press": ExerciseHistory()])))
            Fixtures.press(&state, .char("j"), .char("j"), .char("j"))
            let text = snapshot(of: render(state))
            XCTAssertTrue(text.contains("Target: "), text)
            XCTAssertTrue(text.contains("20 kg, a rep more: 10, 9, 8 on Th"), text)
            assertSnapshot(render(state), named: "exercise-split-rule-target-\(w)x\(h)")
            let step = try XCTUnwrap(state.workout?.steps[chestPress])
            XCTAssertEqual(state.target(step)?.sets.map(\.reps), [11, 10, 9])
        }
    }
}
