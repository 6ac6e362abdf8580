import BundledPlans
import Domain
import XCTest
@testable import Storage

/// A step done a side at a time, shared by two terminals.
final class SidesStorageTests: TemporaryDirectoryTestCase {
    /// Each terminal logs what it thinks is the rows' warm-up at once: the store makes the second
    /// a working set, which has both sides, there and on the terminal that logged it.
    func testAWarmUpThatWentInAsAWorkingSetHasBothSides() throws {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath), two = try Store(path: dbPath)
        let start = moment(sunday, 8, 0)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try one.beginWorkout(workout, now: start)
        let rows = try XCTUnwrap(workout.steps.firstIndex { $0.plan.exerciseID == "dumbbell-row" })
        XCTAssertTrue(workout.steps[rows].plan.unilateral)
        var seenByOne = workout, seenByTwo = workout
        _ = seenByOne.completeNext(step: rows, at: start.adding(seconds: 60), challengeRoom: true)
        _ = seenByTwo.completeNext(step: rows, at: start.adding(seconds: 61), challengeRoom: true)
        XCTAssertEqual(seenByTwo.steps[rows].sets.map(\.repsRight), [nil], "a warm-up as one")

        try one.saveChanges(seenByOne, since: workout, now: start.adding(seconds: 60))
        let savedByTwo = try two.saveChanges(seenByTwo, since: workout, now: start.adding(seconds: 61))

        let stored = try XCTUnwrap(try one.loadActiveWorkout()).steps[rows].sets
        XCTAssertEqual(stored.map(\.isWarmup), [true, false])
        XCTAssertEqual(stored.map(\.repsRight), [nil, 10], "the working set 10/10, not waiting for its right side")
        XCTAssertEqual(savedByTwo.steps[rows].sets.map(\.repsRight), [10], "as the terminal that logged it shows it")
        XCTAssertFalse(savedByTwo.steps[rows].sets[0].waitsForSide(unilateral: true))
    }
}
