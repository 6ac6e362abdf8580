import XCTest
@testable import Domain

/// Applying a step's form to the plan.
final class StepEditTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)
    private let bench = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps",
                                 notes: "", loadType: .weight, weight: 40)

    func testChangedSetsRepsAndWeightRewriteThePlanTextAndDateTheWeight() throws {
        let edit = StepEdit(loadType: .weight, workingSets: 4, warmupSets: 1, reps: 8, weight: 42.5, restSeconds: 120, reviewWeeks: 4, notes: "pause")
        let step = try bench.applying(edit, today: today).get()
        XCTAssertEqual(step.setsText, PlanStep.setsText(warmup: 1, working: 4))
        XCTAssertEqual(step.repsText, PlanStep.repsText(reps: 8, durationSeconds: nil))
        XCTAssertEqual(step.weight, 42.5)
        XCTAssertEqual(step.weightUpdated, today)
        XCTAssertEqual(step.restSeconds, 120)
        XCTAssertEqual(step.reviewWeeks, 4)
        XCTAssertEqual(step.notes, "pause")
    }

    func testAnUnchangedWeightKeepsItsDate() throws {
        var dated = bench
        dated.weightUpdated = Day(year: 2026, month: 1, day: 1)
        let step = try dated.applying(StepEdit(loadType: .weight, workingSets: 3, reps: 10, weight: 40), today: today).get()
        XCTAssertEqual(step.weightUpdated, Day(year: 2026, month: 1, day: 1))
        XCTAssertEqual(step.setsText, "3", "the plan's own wording stays when the numbers do")
    }

    func testADurationLoadNeedsSecondsAndDropsTheWeight() throws {
        XCTAssertEqual(bench.applying(StepEdit(loadType: .duration), today: today), .failure(.durationNeedsSeconds))
        let hold = try bench.applying(StepEdit(loadType: .duration, workingSets: 2, durationSeconds: 45), today: today).get()
        XCTAssertEqual(hold.kind, .hold)
        XCTAssertNil(hold.weight)
        XCTAssertEqual(hold.durationSeconds, 45)
    }

    func testATimedStepTakesOnlyItsSeconds() throws {
        let bike = PlanStep(title: "Bike", kind: .timed, setsText: "—", repsText: "10 min", durationSeconds: 600, notes: "")
        let step = try bike.applying(StepEdit(loadType: .weight, workingSets: 5, durationSeconds: 900), today: today).get()
        XCTAssertEqual(step.kind, .timed)
        XCTAssertEqual(step.workingSets, 0)
        XCTAssertEqual(step.durationSeconds, 900)
        XCTAssertEqual(step.repsText, PlanStep.repsText(reps: nil, durationSeconds: 900))
    }

    private let burpee = PlanStep(exerciseID: "burpee", title: "Burpee", kind: .timed, setsText: "—", repsText: "10 min",
                                  durationSeconds: 600, notes: "all out", restSeconds: 30)

    func testATimedStepBecomesSetsOfReps() throws {
        let step = try burpee.applying(StepEdit(kind: .sets, loadType: LoadType.none, workingSets: 3, reps: 10, restSeconds: 30, notes: "all out"),
                                       today: today).get()
        XCTAssertEqual(step.kind, .sets)
        XCTAssertEqual(step.totalSets, 3)
        XCTAssertEqual(step.setsText, "3")
        XCTAssertEqual(step.repsText, "10 reps")
        XCTAssertEqual(step.plannedReps, 10)
        XCTAssertNil(step.durationSeconds)
        XCTAssertEqual(step.restSeconds, 30)
        XCTAssertEqual(step.notes, "all out")
    }

    func testATimedStepBecomesWorkRestCyclesKeepingWhatFits() throws {
        let step = try burpee.applying(StepEdit(kind: .sets, loadType: .duration, workingSets: 4, durationSeconds: 30, restSeconds: 15, cycles: true),
                                       today: today).get()
        XCTAssertEqual(step.kind, .hold)
        XCTAssertTrue(step.cycles)
        XCTAssertEqual(step.totalSets, 4)
        XCTAssertEqual(step.setsText, "4")
        XCTAssertEqual(step.repsText, "30 sec")
        let kept = try burpee.applying(StepEdit(kind: .sets, loadType: .duration, workingSets: 2), today: today).get()
        XCTAssertEqual(kept.durationSeconds, 600, "the countdown's length carries over when no other is typed")
    }

    func testSetsBecomeOneTimerThatKeepsItsSecondsRestAndNotes() throws {
        XCTAssertEqual(bench.applying(StepEdit(kind: .timed, workingSets: 3), today: today), .failure(.timedNeedsSeconds))
        let step = try bench.applying(StepEdit(kind: .timed, loadType: .weight, workingSets: 3, reps: 10, durationSeconds: 300, weight: 40,
                                               restSeconds: 60, cycles: true, notes: "easy"), today: today).get()
        XCTAssertEqual(step.kind, .timed)
        XCTAssertEqual(step.totalSets, 0)
        XCTAssertEqual(step.setsText, "—")
        XCTAssertEqual(step.repsText, "5 min")
        XCTAssertEqual(step.loadType, .duration)
        XCTAssertNil(step.weight)
        XCTAssertFalse(step.cycles, "one countdown has no cycles")
        XCTAssertEqual(step.restSeconds, 60)
        XCTAssertEqual(step.notes, "easy")
        let plank = PlanStep(title: "Plank", kind: .hold, setsText: "3", workingSets: 3, repsText: "45 sec", durationSeconds: 45, notes: "")
        XCTAssertEqual(try plank.applying(StepEdit(kind: .timed), today: today).get().durationSeconds, 45, "a hold's seconds carry over")
    }
}
