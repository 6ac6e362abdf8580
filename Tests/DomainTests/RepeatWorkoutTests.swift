import XCTest
@testable import Domain

/// A past workout started again: its exercises in its order, each with the sets it had.
final class RepeatWorkoutTests: XCTestCase {
    private let start = Moment(epochSeconds: 1_790_000_000, utcOffsetSeconds: 3600)

    private func step(_ plan: PlanStep, _ sets: [SetLog], position: Int) -> SessionDetailStep {
        SessionDetailStep(position: position, title: plan.title, exerciseID: plan.exerciseID, skipped: false, note: "", sets: sets,
                          loadType: plan.loadType, unilateral: plan.unilateral, kind: plan.kind, plan: plan)
    }

    func testTheSessionsExercisesInItsOrderWithTheSetsDone() {
        let rows = PlanStep(exerciseID: "dumbbell-row", title: "Rows", kind: .sets, setsText: "1 warm-up + 3 working", warmupSets: 1,
                            workingSets: 3, repsText: "10 reps / side", notes: "Knee on bench", loadType: .weight, unilateral: true)
        let press = PlanStep(exerciseID: "dumbbell-shoulder-press", title: "Press", kind: .sets, setsText: "3", workingSets: 3,
                             repsText: "10 reps", notes: "", loadType: .weight, weight: 12)
        let bike = PlanStep(exerciseID: "stationary-bike", title: "Bike", kind: .timed, setsText: "—", repsText: "10 min", durationSeconds: 600,
                            notes: "")
        let set = { (warmup: Bool, reps: Int, at: Double) in SetLog(isWarmup: warmup, reps: reps, weight: 14, completedAt: at, repsRight: warmup ? nil : reps) }
        let summary = SessionSummary(id: "S", sessionType: "A", day: start.day, startedAt: start.epochSeconds, durationSeconds: 3000,
                                     isPartial: false, sets: 6, volume: 0, setRecord: false)
        let detail = SessionDetail(summary: summary, steps: [
            step(bike, [], position: 0),
            step(press, [set(false, 8, 1), set(false, 8, 2)], position: 1),
            step(rows, [set(true, 10, 3), set(false, 12, 4), set(false, 12, 5), set(false, 10, 6), set(false, 10, 7)], position: 2),
        ], records: [], title: "Day A — Upper Strength", groups: ["back"])

        let workout = ActiveWorkout(repeating: detail, startedAt: start, dailyChallenge: false)
        XCTAssertEqual(workout.sessionType, "A")
        XCTAssertEqual(workout.title, "Day A — Upper Strength")
        XCTAssertEqual(workout.groups, ["back"])
        XCTAssertEqual(workout.steps.map(\.plan.title), ["Bike", "Press", "Rows"], "in the session's order")
        XCTAssertTrue(workout.steps.allSatisfy { $0.sets.isEmpty && $0.checkedAt == nil }, "nothing done yet")
        XCTAssertEqual(workout.steps[0].plan, bike)
        XCTAssertEqual(workout.steps[1].plan.workingSets, 2)
        XCTAssertEqual(workout.steps[1].plan.setsText, "2")
        XCTAssertEqual(workout.steps[1].plan.repsText, "8 reps")
        XCTAssertEqual(workout.steps[1].plan.weight, 12, "weights as in any workout: the plan's")
        XCTAssertEqual(workout.steps[2].plan.warmupSets, 1)
        XCTAssertEqual(workout.steps[2].plan.workingSets, 4)
        XCTAssertEqual(workout.steps[2].plan.setsText, "1 warm-up + 4 working")
        XCTAssertEqual(workout.steps[2].plan.repsText, "12 reps")
        XCTAssertTrue(workout.steps[2].plan.unilateral)

        // With the daily challenge, it goes after the warm-up, as a split's workout has it.
        let withChallenge = ActiveWorkout(repeating: detail, startedAt: start)
        XCTAssertEqual(withChallenge.steps.map(\.plan.kind), [.timed, .challenge, .sets, .sets])
    }

    func testAStepWithoutAWorkingSetAndAPlanAsDoneKeepTheirPlan() {
        let plank = PlanStep(exerciseID: "plank", title: "Plank", kind: .hold, setsText: "2", workingSets: 2, repsText: "45 sec",
                             durationSeconds: 45, notes: "")
        XCTAssertEqual(plank.repeating([]), plank, "skipped")
        XCTAssertEqual(plank.repeating([SetLog(isWarmup: false, durationSeconds: 45, completedAt: 1),
                                        SetLog(isWarmup: false, durationSeconds: 40, completedAt: 2)]), plank)
        XCTAssertEqual(plank.repeating([SetLog(isWarmup: false, durationSeconds: 45, completedAt: 1)]).workingSets, 1)
    }
}
