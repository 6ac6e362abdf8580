import XCTest
@testable import Domain

/// The plan a session implies, and step identity across moves.
final class RevisedSplitTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)

    func testTheLastWorkingWeightBecomesThePlannedWeightAndAnUnchangedSessionRevisesNothing() {
        let bench = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "1 warm-up + 2", warmupSets: 1, workingSets: 2,
                             repsText: "10 reps", notes: "", loadType: .weight, weight: 40)
        let split = Split(sessionType: "A", name: "Upper", title: "Upper", description: "", targetDuration: "", steps: [bench])
        var workout = ActiveWorkout(split: split, startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        XCTAssertFalse(split.isRevised(by: workout, today: today))
        workout.steps[0].sets = [SetLog(isWarmup: true, reps: 10, weight: 20, completedAt: 1),
                                 SetLog(isWarmup: false, reps: 10, weight: 42.5, completedAt: 2)]
        XCTAssertTrue(split.isRevised(by: workout, today: today))
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
}
