import XCTest
@testable import Domain

/// Swapping a workout's exercise: who can stand in for it, what the step becomes, and that the
/// split is not revised by it.
final class SwapTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)
    private let bench = CatalogExercise(id: "bench", name: "Bench Press", category: .compound, equipment: .barbell,
                                        primary: ["chest-mid", "chest-upper"], secondary: ["triceps"])
    private let dbPress = CatalogExercise(id: "db-press", name: "Dumbbell Press", category: .compound, equipment: .dumbbell,
                                          primary: ["chest-mid", "chest-upper"], secondary: ["triceps"])
    private let fly = CatalogExercise(id: "fly", name: "Cable Fly", category: .isolation, equipment: .cable, primary: ["chest-mid"])
    private let dip = CatalogExercise(id: "dip", name: "Dip", category: .compound, equipment: .bodyweight,
                                      primary: ["triceps"], secondary: ["chest-mid"])
    private let pushdown = CatalogExercise(id: "pushdown", name: "Pushdown", category: .isolation, equipment: .cable, primary: ["triceps"])
    private let bike = CatalogExercise(id: "bike", name: "Bike", category: .cardio, equipment: .cardioMachine, primary: ["chest-mid"])

    private var catalog: Catalog { Catalog(groups: [], exercises: [pushdown, dip, fly, bike, dbPress, bench]) }

    func testSamePrimaryRegionsComeFirstAndOnlyThoseThatWorkOneOfThem() {
        XCTAssertEqual(catalog.swapCandidates(for: bench).map(\.id), ["db-press", "fly", "dip"],
                       "both primaries, then one, then one only as a secondary; not the pushdown (triceps alone) nor the bike")
        XCTAssertEqual(catalog.swapCandidates(for: bench, excluding: ["db-press"]).map(\.id), ["fly", "dip"])
    }

    private func split() -> Split {
        let step = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "1 warm-up + 3", warmupSets: 1, workingSets: 3,
                            repsText: "8 reps", notes: "Pause", loadType: .weight, restSeconds: 120)
        return Split(sessionType: "A", name: "Upper", title: "Upper", description: "", targetDuration: "", steps: [step])
    }

    func testASwapKeepsThePlannedSetsRepsAndRestAndDropsTheOtherExercisesWeight() throws {
        var workout = ActiveWorkout(split: split(), startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        workout.steps[0].plan.weight = 60
        XCTAssertEqual(workout.swapStep(0, for: dip), .success(0))
        let plan = workout.steps[0].plan
        XCTAssertEqual([plan.exerciseID, plan.title], ["dip", "Dip"])
        XCTAssertEqual(plan.loadType, .none)
        XCTAssertEqual([plan.warmupSets, plan.workingSets], [1, 3])
        XCTAssertEqual(plan.repsText, "8 reps")
        XCTAssertEqual(plan.restSeconds, 120)
        XCTAssertNil(plan.weight)
        XCTAssertEqual(plan.swappedFor, "Bench")
        XCTAssertFalse(split().isRevised(by: workout, today: today))
        // Swapped again, it still stands in for the split's step.
        XCTAssertEqual(workout.swapStep(0, for: fly), .success(0))
        XCTAssertEqual(workout.steps[0].plan.swappedFor, "Bench")
        XCTAssertEqual(split().revisedSteps(from: workout, today: today), split().steps)
        // And swapped back to the exercise it replaced, under the split's title.
        var back = bench
        back.name = "Bench"
        XCTAssertEqual(workout.swapStep(0, for: back), .success(0))
        XCTAssertEqual(split().revisedSteps(from: workout, today: today), split().steps)
    }

    func testTwoSwapsPartWayThroughGiveTheSplitItsStepOnce() {
        var workout = ActiveWorkout(split: split(), startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        XCTAssertEqual(workout.swapStep(0, for: dbPress), .success(0))
        workout.steps[0].sets = [SetLog(isWarmup: true, reps: 8, completedAt: 1), SetLog(isWarmup: false, reps: 8, weight: 20, completedAt: 2)]
        XCTAssertEqual(workout.swapStep(0, for: fly), .success(1))
        XCTAssertEqual(workout.steps.map(\.plan.workingSets), [1, 2])
        XCTAssertEqual(workout.steps.map(\.plan.warmupSets), [1, 0])
        XCTAssertTrue(workout.steps[0].isComplete)
        XCTAssertEqual(workout.steps[1].plan.swappedFor, "Bench")
        XCTAssertEqual(split().revisedSteps(from: workout, today: today), split().steps)
        workout.steps[1].sets = [SetLog(isWarmup: false, reps: 8, weight: 10, completedAt: 3), SetLog(isWarmup: false, reps: 8, weight: 10, completedAt: 4)]
        XCTAssertEqual(workout.swapStep(1, for: dip), .failure(.done))
    }

    func testATimedStepOrOneTypedByHandIsNotSwapped() {
        var timed = split()
        timed.steps = [PlanStep(exerciseID: "bike", title: "Bike", kind: .timed, setsText: "—", repsText: "10 min", durationSeconds: 600, notes: ""),
                       PlanStep(title: "Something", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "")]
        var workout = ActiveWorkout(split: timed, startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0))
        XCTAssertEqual(workout.swapStep(0, for: fly), .failure(.notSets))
        XCTAssertEqual(workout.swapStep(1, for: fly), .failure(.notInCatalog))
    }
}
