import BundledPlans
import Domain
import XCTest
@testable import Storage

/// A step swapped mid-workout: written as a change of the step (and a new step after it when
/// sets were logged), read back after a restart, and each exercise's sets kept its own.
final class SwappedStepStorageTests: InMemoryStoreTestCase {
    func testASwappedStepIsWrittenAndReadBackAndTheOriginalKeepsItsSets() throws {
        let start = moment(sunday, 8, 0)
        let cableRow = try XCTUnwrap(BundledCatalog.catalog.exercise("seated-cable-row"))
        var workout = ActiveWorkout(split: dayABothSides, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        _ = workout.completeNext(step: 2, at: start.adding(seconds: 10), challengeRoom: false) // warm-up
        _ = workout.completeNext(step: 2, at: start.adding(seconds: 20), challengeRoom: false, values: SetValues(reps: 12))
        XCTAssertEqual(workout.swapStep(2, for: cableRow), .success(3))
        _ = workout.completeNext(step: 3, at: start.adding(seconds: 30), challengeRoom: false, values: SetValues(reps: 10, weight: 40))
        try store.saveWorkout(workout, now: start.adding(seconds: 60))

        let resumed = try XCTUnwrap(store.loadActiveWorkout())
        XCTAssertEqual(resumed.steps.map(\.plan.title), workout.steps.map(\.plan.title))
        XCTAssertEqual(resumed.steps[2].plan.exerciseID, "dumbbell-row")
        XCTAssertEqual(resumed.steps[2].sets.map(\.reps), [10, 12])
        XCTAssertTrue(resumed.steps[2].isComplete)
        XCTAssertEqual(resumed.steps[3].plan.exerciseID, "seated-cable-row")
        XCTAssertEqual(resumed.steps[3].plan.workingSets, 2)
        XCTAssertEqual(resumed.steps[3].plan.swappedFor, "Dumbbell rows (pull)")
        XCTAssertEqual(resumed.steps[3].sets.map(\.weight), [40])
        // Rows were logged without a weight, as planned: only the swap changed the session.
        XCTAssertFalse(dayABothSides.isRevised(by: resumed, today: sunday), "a swap alone does not revise the split")

        try store.finishWorkout(resumed, partial: true, endedAt: start.adding(seconds: 2400))
        let histories = try store.exerciseHistories(for: ["dumbbell-row", "seated-cable-row"])
        XCTAssertEqual(histories["dumbbell-row"]?.lastSets.map(\.reps), [10, 12], "the original's history has only its own sets")
        XCTAssertEqual(histories["seated-cable-row"]?.lastSets.map(\.weight), [40])
    }

    func testASwapWithNothingLoggedChangesTheStepInPlace() throws {
        let start = moment(sunday, 8, 0)
        let cableRow = try XCTUnwrap(BundledCatalog.catalog.exercise("seated-cable-row"))
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        let base = try XCTUnwrap(store.loadActiveWorkout())
        workout = base
        XCTAssertEqual(workout.swapStep(2, for: cableRow), .success(2))
        XCTAssertEqual(workout.changes(since: base), [.changeStep(position: 2, workout.steps[2], was: base.steps[2])])
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        let resumed = try XCTUnwrap(store.loadActiveWorkout())
        XCTAssertEqual(resumed.steps.count, base.steps.count)
        XCTAssertEqual(resumed.steps[2].plan, workout.steps[2].plan)
        XCTAssertEqual(resumed.steps[2].uid, base.steps[2].uid, "the same row")
    }
}
