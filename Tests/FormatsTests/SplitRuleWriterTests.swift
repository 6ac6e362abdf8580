import BundledPlans
import XCTest
@testable import Domain
@testable import Formats

/// A split written out as a plan file writes each step's rule, and the file reads back as
/// slots with the same rules and numbers.
final class SplitRuleWriterTests: XCTestCase {
    private let catalog = BundledCatalog.catalog

    private func step(_ id: String, reps: Int, weight: Double?, rule: StepRule?) -> PlanStep {
        let name = catalog.exercise(id)?.name ?? id
        return PlanStep(exerciseID: id, title: name, kind: .sets, setsText: "3", workingSets: 3,
                        repsText: PlanStep.repsText(reps: reps, durationSeconds: nil), notes: "", loadType: .weight, weight: weight, rule: rule)
    }

    func testEachRuleIsWrittenAndReadBack() throws {
        var split = DefaultSplits.all[0]
        split.steps = [
            step("barbell-bench-press", reps: 8, weight: 60, rule: .double(low: 8, high: 12, increment: 2.5)),
            step("back-squat", reps: 5, weight: nil, rule: .trainingMax(percent: 0.85, trainingMax: 120)),
            step("deadlift", reps: 5, weight: 100, rule: .rpe(8)),
            step("overhead-press", reps: 5, weight: 40, rule: .linear(increment: 1.25)),
            step("barbell-curl", reps: 10, weight: 20, rule: .fixed),
            step("barbell-row", reps: 8, weight: 50, rule: nil),
        ]
        XCTAssertEqual(split.steps.map { catalog.exercise($0.exerciseID) == nil }, Array(repeating: false, count: 6), "every one a catalog exercise")
        let text = ProgramFile.text(name: "Mine", source: "", splits: [split], catalog: catalog)
        XCTAssertTrue(text.contains("Barbell Bench Press: 3x8-12, double +2.5, start 60"), text)
        XCTAssertTrue(text.contains("3x5@85%, tm"), text)
        XCTAssertTrue(text.contains("tm Barbell Back Squat = 120"), text)
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return XCTFail("does not read: \(text)") }
        let slots = parsed.program.days[0].slots
        XCTAssertEqual(slots.map(\.rule), [.double(increment: 2.5), .trainingMax, .rpe, .linear(LinearRule(increment: 1.25)), .fixed,
                                           .linear(LinearRule())])
        XCTAssertEqual(slots[0].schemes[0].sets.map(\.repsTop), [12, 12, 12])
        XCTAssertEqual(slots[1].schemes[0].sets.map(\.percent), [0.85, 0.85, 0.85])
        XCTAssertEqual(parsed.program.trainingMaxes[slots[1].exerciseID]?.weight, 120)
        XCTAssertEqual(slots[2].schemes[0].sets.map(\.rpe), [8, 8, 8])
        // Each slot, read back, is the step's own slot under its rule.
        for (slot, step) in zip(slots, split.steps) where step.rule != nil {
            XCTAssertEqual(slot.schemes, step.ruleSlot?.slot.schemes, step.title)
            XCTAssertEqual(slot.rule, step.ruleSlot?.slot.rule, step.title)
        }
    }

    func testATrainingMaxNotGivenIsABlank() throws {
        var split = DefaultSplits.all[0]
        split.steps = [step("back-squat", reps: 5, weight: nil, rule: .trainingMax(percent: 0.7, trainingMax: nil))]
        let text = ProgramFile.text(name: "Mine", source: "", splits: [split], catalog: catalog)
        XCTAssertTrue(text.contains("tm Barbell Back Squat = ?"), text)
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return XCTFail("does not read: \(text)") }
        XCTAssertEqual(parsed.blanks.count, 1)
    }
}
