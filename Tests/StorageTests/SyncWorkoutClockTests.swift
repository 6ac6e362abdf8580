import BundledPlans
import Domain
import Formats
@testable import Storage
import XCTest

/// A workout in progress carried by a sync reads on the other machine as it does where it
/// began: the same start, the same time away left out, the same rest and timers running.
extension SyncStoreTests {
    func testAWorkoutInProgressBroughtByASyncKeepsItsStartAndItsClock() throws {
        let start = at(0)
        var workout = try beginWorkout(on: box, at: start)
        try logSet(on: box, workout: workout, at: at(30))
        // A long gap left out of the clock, and a rest running since the set.
        try box.changeWorkout(id: workout.id, .changeAway(seconds: 12, answeredAt: at(40).epochSeconds), now: at(40))
        let rest = RestPeriod(stepIndex: 0, countdown: Countdown(totalSeconds: 120, elapsedBeforeStart: 5, runningSince: at(45).epochSeconds))
        try box.changeWorkout(id: workout.id, .changeRest(rest, completedSteps: 0), now: at(45))
        workout = try XCTUnwrap(try box.loadActiveWorkout())

        try sync(laptop, box)

        let carried = try XCTUnwrap(try laptop.loadActiveWorkout(), "the workout in progress goes to the machine with none")
        let later = at(90).epochSeconds
        XCTAssertEqual(carried.startedAt, workout.startedAt)
        XCTAssertEqual(carried.elapsedSeconds(at: later), workout.elapsedSeconds(at: later))
        XCTAssertEqual(carried.elapsedSeconds(at: later), 78, "ninety seconds less the twelve left out")
        XCTAssertEqual(carried.awaySeconds, 12)
        XCTAssertEqual(carried.awayAnsweredAt, at(40).epochSeconds)
        XCTAssertEqual(carried.rest, rest)
        XCTAssertEqual(carried.rest?.countdown.remaining(at: later), rest.countdown.remaining(at: later))
    }
}
