import XCTest
@testable import Domain

/// A split's step under each rule: its target and reason come from the fold a program's slot
/// uses, over the step's own workouts. Workouts are on Mon 2 Nov 2026 onwards.
final class SplitStepRuleTests: XCTestCase {
    private let plates = PlateSet.kilograms

    private var inputs: TargetInputs {
        let plates = self.plates
        return TargetInputs(loadType: .weight, increment: 2.5, round: { plates.roundedDown($0) },
                            above: { plates.nearest(to: $0 + 1e-6).above ?? $0 }, today: day("2026-11-09"))
    }

    private func step(reps: Int, sets: Int = 3, weight: Double?, rule: StepRule?) -> PlanStep {
        PlanStep(exerciseID: "barbell-bench-press", title: "Barbell Bench Press", kind: .sets,
                 setsText: PlanStep.setsText(warmup: 0, working: sets), workingSets: sets,
                 repsText: PlanStep.repsText(reps: reps, durationSeconds: nil), notes: "", loadType: .weight, weight: weight, rule: rule)
    }

    private func workout(_ iso: String, _ reps: [Int], at weight: Double, rpe: Double? = nil) -> SlotSession {
        let d = day(iso)
        let start = epoch(d, hour: 12)
        return SlotSession(day: d, startedAt: start, sets: reps.enumerated().map { i, r in
            SetLog(isWarmup: false, reps: r, weight: weight, rpe: rpe, completedAt: start + Double(i) * 180)
        })
    }

    private func target(_ step: PlanStep, _ workouts: [SlotSession]) -> Target? {
        step.ruleTarget(history: SlotHistory(workouts), inputs: inputs)
    }

    func testAStepWithoutARuleHasNoTarget() {
        XCTAssertNil(target(step(reps: 5, weight: 60, rule: nil), []))
    }

    func testDoubleProgressionOverAFewWorkouts() throws {
        let bench = step(reps: 8, weight: 60, rule: .double(low: 8, high: 10, increment: 2.5))
        let first = try XCTUnwrap(target(bench, []))
        XCTAssertEqual(first.sets.map(\.reps), [8, 8, 8])
        XCTAssertEqual(first.sets.first?.weight, 60)
        XCTAssertEqual(first.said(on: "2026-11-09"), "60 kg: the starting weight")

        let monday = workout("2026-11-02", [10, 9, 8], at: 60)
        let second = try XCTUnwrap(target(bench, [monday]))
        XCTAssertEqual(second.sets.map(\.reps), [10, 10, 9])
        XCTAssertEqual(second.sets.first?.weight, 60)
        XCTAssertEqual(second.said(on: "2026-11-09"), "60 kg, a rep more: 10, 9, 8 on Mon 2 Nov, up to 10")

        let thursday = workout("2026-11-05", [10, 10, 10], at: 60)
        let third = try XCTUnwrap(target(bench, [monday, thursday]))
        XCTAssertEqual(third.sets.map(\.reps), [8, 8, 8])
        XCTAssertEqual(third.sets.first?.weight, 62.5)
        XCTAssertEqual(third.said(on: "2026-11-09"), "62.5 kg × 8: every set reached 10 at 60 kg on Thu")
    }

    func testAPercentageOfATrainingMax() throws {
        let press = step(reps: 5, weight: nil, rule: .trainingMax(percent: 0.85, trainingMax: 100))
        let t = try XCTUnwrap(target(press, [workout("2026-11-02", [5, 5, 5], at: 80)]))
        XCTAssertEqual(t.sets.map(\.weight), [85, 85, 85])
        XCTAssertEqual(t.said(on: "2026-11-09"), "TM 100 kg × 85%, week 1")
        let blank = try XCTUnwrap(target(step(reps: 5, weight: nil, rule: .trainingMax(percent: 0.85, trainingMax: nil)), []))
        XCTAssertEqual(blank.sets.first?.weight, nil)
        XCTAssertEqual(blank.said(on: "2026-11-09"), "Shares of a training max for Barbell Bench Press, not given yet")
    }

    func testRPEFromTheRecentEstimate() throws {
        let bench = step(reps: 5, weight: 60, rule: .rpe(8))
        // 5 at 80 kg at RPE 9: e1RM 80 × (1 + 6/30) = 96; 5 at RPE 8 is 96 / (1 + 7/30) = 77.8, down to 77.5.
        let t = try XCTUnwrap(target(bench, [workout("2026-11-05", [5, 5, 5], at: 80, rpe: 9)]))
        XCTAssertEqual(t.sets.first?.weight, 77.5)
        XCTAssertEqual(t.said(on: "2026-11-09"), "77.5 kg: 5 at RPE 8 from e1RM 96 kg on Thu")
    }

    func testFixedKeepsTheWeightLastUsed() throws {
        let curl = step(reps: 10, weight: 20, rule: .fixed)
        let t = try XCTUnwrap(target(curl, [workout("2026-11-05", [10, 10, 10], at: 22.5)]))
        XCTAssertEqual(t.sets.map(\.reps), [10, 10, 10])
        XCTAssertEqual(t.sets.first?.weight, 22.5)
        XCTAssertEqual(t.said(on: "2026-11-09"), "3×10 as written, at 22.5 kg as on Thu")
    }

    func testLinearWithItsIncrement() throws {
        let squat = step(reps: 5, weight: 100, rule: .linear(increment: 5))
        let t = try XCTUnwrap(target(squat, [workout("2026-11-05", [5, 5, 5], at: 100)]))
        XCTAssertEqual(t.sets.first?.weight, 105)
    }

    func testTheHistoryIsReadOnlyAsFarBackAsTheRuleNeeds() {
        let bench = step(reps: 8, weight: 60, rule: .double(low: 8, high: 10, increment: nil))
        let all = (0..<100).map { workout(day("2026-01-05").adding(days: $0).iso, [8, 8, 8], at: 60) }
        var asked: [Int] = []
        let read = SplitStepRead(sessionType: "P", occurrence: 1, step: bench)
        let history = read.history(today: day("2026-11-09")) { limit in
            asked.append(limit)
            return SlotHistory(Array(all.suffix(limit)), fromStart: limit >= all.count)
        }
        // Double progression reads the last workout: the first read is enough.
        XCTAssertEqual(asked, [8])
        XCTAssertEqual(history.sessions.count, 8)
    }

    func testASwappedStepHasNoRule() {
        let bench = step(reps: 8, weight: 60, rule: .double(low: 8, high: 10, increment: 2.5))
        let dumbbell = CatalogExercise(id: "db-press", name: "Dumbbell Press", category: .compound, equipment: .dumbbell, primary: ["chest-mid"])
        XCTAssertNil(bench.swapped(for: dumbbell).rule, "the rule moved the bench press on, not its stand-in")
    }

    func testAWordAndItsNumbersNameTheRuleAgain() {
        let rules: [StepRule] = [.linear(increment: nil), .linear(increment: 2.5), .double(low: 8, high: 12, increment: 5),
                                 .trainingMax(percent: 0.85, trainingMax: 100), .trainingMax(percent: 0.7, trainingMax: nil), .rpe(8.5), .fixed]
        for rule in rules { XCTAssertEqual(StepRule(word: rule.word, rule.numbers), rule) }
        XCTAssertNil(StepRule(word: "double", StepRuleNumbers(repsLow: 12, repsHigh: 8)))
        XCTAssertNil(StepRule(word: "rpe", StepRuleNumbers(rpe: 11)))
        XCTAssertNil(StepRule(word: "tm", StepRuleNumbers(percent: 0)))
        XCTAssertNil(StepRule(word: "linear", StepRuleNumbers(increment: 1e308)))
        XCTAssertNil(StepRule(word: "wave", StepRuleNumbers()))
    }
}
