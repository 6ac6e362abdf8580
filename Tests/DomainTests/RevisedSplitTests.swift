import XCTest
@testable import Domain

/// The plan a session implies, and step identity across moves.
final class RevisedSplitTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)

    /// The weight lifted goes with the plan when it is saved, but does not ask by itself: asked
    /// after every session, the question was answered no by habit (behaviour changed on purpose;
    /// this test asserted that it asked).
    func testTheLastWorkingWeightBecomesThePlannedWeightAndAnUnchangedSessionRevisesNothing() {
        let bench = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "1 warm-up + 2", warmupSets: 1, workingSets: 2,
                             repsText: "10 reps", notes: "", loadType: .weight, weight: 40)
        let split = Split(sessionType: "A", name: "Upper", title: "Upper", description: "", targetDuration: "", steps: [bench])
        var workout = ActiveWorkout(split: split, startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        XCTAssertFalse(split.isRevised(by: workout, today: today))
        workout.steps[0].sets = [SetLog(isWarmup: true, reps: 10, weight: 20, completedAt: 1),
                                 SetLog(isWarmup: false, reps: 10, weight: 42.5, completedAt: 2)]
        XCTAssertFalse(split.isRevised(by: workout, today: today), "a weight lifted alone does not ask")
        let revised = split.revisedSteps(from: workout, today: today)
        XCTAssertEqual(revised[0].weight, 42.5, "the working set's weight, not the warm-up's")
        XCTAssertEqual(revised[0].weightUpdated, today)
    }

    func testStepIdsSurviveMovesAndNewStepsGetFreshOnes() {
        let steps = (0..<3).map { PlanStep(title: "S\($0)", kind: .sets, setsText: "1", workingSets: 1, repsText: "1", notes: "") }
        var split = Split(sessionType: "A", name: "A", title: "A", description: "", targetDuration: "", steps: steps)
        XCTAssertEqual(split.steps.map(\.id), [0, 1, 2])
        split.steps.swapAt(0, 2)
        XCTAssertEqual(split.steps.index(ofStep: 0), 2)
        split.append(steps[0])
        XCTAssertEqual(split.steps.last?.id, 3)
        var workout = ActiveWorkout(split: split, startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        let at = workout.insertStep(steps[1], after: 0)
        XCTAssertEqual(workout.steps[at].id, 4)
        XCTAssertEqual(workout.index(ofStep: 2), 0)
    }

    private func split(_ steps: [PlanStep]) -> Split {
        Split(sessionType: "A", name: "Upper", title: "Upper", description: "", targetDuration: "", steps: steps)
    }

    private let row = PlanStep(exerciseID: "dumbbell-row", title: "Rows", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps / side",
                               notes: "Knee on bench", loadType: .weight)
    private let press = PlanStep(exerciseID: "dumbbell-shoulder-press", title: "Press", kind: .sets, setsText: "3", workingSets: 3,
                                 repsText: "10 reps", notes: "", loadType: .weight, weight: 12)

    func testWeightsLoggedAgainstAPlanWithoutWeightsAndNotesWrittenNeverAsk() {
        let plan = split([row, press])
        var workout = ActiveWorkout(split: plan, startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        workout.steps[0].sets = (0..<3).map { SetLog(isWarmup: false, reps: 10, weight: 16, completedAt: Double($0)) }
        workout.steps[1].sets = [SetLog(isWarmup: false, reps: 8, weight: 14, completedAt: 5)]
        workout.steps[0].note = "Left shoulder clicked"
        workout.steps[0].sets[1].note = "Grip went"
        XCTAssertFalse(plan.isRevised(by: workout, today: today))
        // Saved for a change of the plan, they go with it, as before.
        workout.steps.swapAt(0, 1)
        XCTAssertTrue(plan.isRevised(by: workout, today: today), "the order is the plan")
        let revised = plan.revisedSteps(from: workout, today: today)
        XCTAssertEqual(revised.map(\.title), ["Press", "Rows"])
        XCTAssertEqual(revised.map(\.weight), [14, 16])
        XCTAssertEqual(revised[1].notes, "Left shoulder clicked")
    }

    func testExercisesTheirSetsRepsSidesAndPlannedWeightsAsk() {
        let plan = split([row, press])
        let start = Moment(epochSeconds: 0, utcOffsetSeconds: 0)
        func asks(_ change: (inout ActiveWorkout) -> Void) -> Bool {
            var workout = ActiveWorkout(split: plan, startedAt: start)
            change(&workout)
            return plan.isRevised(by: workout, today: today)
        }
        XCTAssertTrue(asks { _ = $0.insertStep(PlanStep(exerciseID: "plank", title: "Plank", kind: .hold, setsText: "2", workingSets: 2,
                                                    repsText: "30 sec", durationSeconds: 30, notes: ""), after: 1) }, "an exercise added")
        XCTAssertTrue(asks { _ = $0.steps.removeLast() }, "an exercise taken out")
        XCTAssertTrue(asks { $0.steps[1].plan = $0.steps[1].plan.withSets(warmup: 0, working: 4) }, "a set more")
        XCTAssertTrue(asks { $0.steps[1].plan.repsText = "8 reps" }, "other reps")
        XCTAssertTrue(asks { $0.steps[1].plan.weight = 14 }, "a planned weight")
        XCTAssertTrue(asks { _ = $0.toggleSides(step: 1) }, "one side at a time")
        XCTAssertFalse(asks { $0.steps[1].skipped = true }, "a planned exercise skipped today")
    }

    func testSidesChangeOnlyBeforeTheFirstWorkingSet() {
        var workout = ActiveWorkout(split: split([row.withSets(warmup: 1, working: 2), press]), startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        XCTAssertEqual(workout.toggleSides(step: 0), .success(true))
        workout.steps[0].sets = [SetLog(isWarmup: true, reps: 10, completedAt: 1)]
        XCTAssertEqual(workout.toggleSides(step: 0), .success(false), "a warm-up is logged without sides")
        XCTAssertEqual(workout.toggleSides(step: 0), .success(true))
        workout.steps[0].sets.append(SetLog(isWarmup: false, reps: 10, completedAt: 2, repsRight: 10))
        XCTAssertEqual(workout.toggleSides(step: 0), .failure(.working))
        XCTAssertTrue(workout.steps[0].plan.unilateral)
        _ = workout.insertStep(PlanStep(title: "Bike", kind: .timed, setsText: "—", repsText: "10 min", durationSeconds: 600, notes: ""), after: 1)
        XCTAssertEqual(workout.toggleSides(step: 2), .failure(.notReps))
    }

    func testTheStepFormSetsTheSidesOfASetsStep() throws {
        let sided = try row.applying(StepEdit(loadType: .weight, workingSets: 3, reps: 10, unilateral: true), today: today).get()
        XCTAssertTrue(sided.unilateral)
        XCTAssertEqual(sided.repsText, "10 reps / side", "the reps as written stay")
        XCTAssertTrue(try sided.applying(StepEdit(loadType: .weight, workingSets: 3, reps: 10), today: today).get().unilateral, "nil keeps it")
        XCTAssertFalse(try sided.applying(StepEdit(loadType: .weight, workingSets: 3, reps: 10, unilateral: false), today: today).get().unilateral)
    }
}
