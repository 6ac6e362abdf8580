import XCTest
@testable import Domain

/// What every kind of set moved: the one reading volume, e1RM, records and progression share.
final class LoadsTests: XCTestCase {
    func testAWeightedDipMovesTheBodyAndWhatWasAdded() {
        let dip = SetLog(isWarmup: false, reps: 8, weight: 20, completedAt: 0, bodyWeight: 80)
        XCTAssertEqual(dip.load(.bodyweight), 100)
        XCTAssertEqual(dip.volume(.bodyweight), 800)
        XCTAssertEqual(dip.estimatedOneRepMax(.bodyweight) ?? 0, 100 * (1 + 8.0 / 30), accuracy: 0.0001)
    }

    func testWithoutAWeighInABodyweightSetCountsWhatWasAddedAndSaysWhy() {
        let dip = SetLog(isWarmup: false, reps: 8, weight: 20, completedAt: 0)
        XCTAssertEqual(dip.volume(.bodyweight), 160)
        XCTAssertEqual(SetLog(isWarmup: false, reps: 12, completedAt: 0).volume(.bodyweight), 0, "a push-up with nothing known weighs nothing")
        XCTAssertEqual(bodyWeightCaveat(.bodyweight, sets: [dip]), "No weigh-in on or before this day: volume counts the added weight only.")
        XCTAssertNil(bodyWeightCaveat(.bodyweight, sets: [SetLog(isWarmup: false, reps: 8, completedAt: 0, bodyWeight: 80)]))
        XCTAssertNil(bodyWeightCaveat(.weight, sets: [dip]))
    }

    func testLessAssistanceIsMoreMovedAndARecord() {
        let heavy = SetLog(isWarmup: false, reps: 8, weight: 25, completedAt: 0, bodyWeight: 80)
        let lighter = SetLog(isWarmup: false, reps: 8, weight: 20, completedAt: 1, bodyWeight: 80)
        XCTAssertEqual(heavy.load(.assisted), 55)
        XCTAssertEqual(lighter.load(.assisted), 60)
        var history = ExerciseHistory()
        history.include(heavy, load: .assisted)
        XCTAssertEqual(history.record(for: lighter, load: .assisted), .e1RM(60 * (1 + 8.0 / 30)))
        XCTAssertNil(SetLog(isWarmup: false, reps: 8, weight: 25, completedAt: 0).load(.assisted), "no weigh-in: nothing known moved")
        XCTAssertEqual(bodyWeightCaveat(.assisted, sets: [SetLog(isWarmup: false, reps: 8, weight: 25, completedAt: 0)], live: true),
                       "No weigh-in yet: assisted sets show the assistance and count no volume.")
    }

    func testTheProgressionOfAnAssistedExerciseTakesAssistanceOff() {
        let plan = PlanStep(exerciseID: "assisted-pull-up", title: "Assisted Pull-Up", kind: .sets, setsText: "3", workingSets: 3,
                            repsText: "8 reps", notes: "", loadType: .assisted, weight: 25)
        let done = (0..<3).map { SetLog(isWarmup: false, reps: 8, weight: 25, completedAt: Double($0)) }
        XCTAssertEqual(ExerciseHistory(lastSets: done).progression(for: plan, increment: 5), 20)
        XCTAssertEqual(ExerciseHistory(lastSets: done.map { var s = $0; s.weight = 2.5; return s }).progression(for: plan, increment: 5), 0,
                       "never below no assistance")
    }

    func testBothSidesCountInVolumeAndTheWeakerSideInTheEstimate() {
        let lunge = SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: 0, repsRight: 8)
        XCTAssertEqual(lunge.totalReps, 18)
        XCTAssertEqual(lunge.volume(.weight), 360)
        XCTAssertEqual(lunge.estimatedOneRepMax(.weight) ?? 0, 20 * (1 + 8.0 / 30), accuracy: 0.0001)
    }

    func testARideHasAPaceAndNoWeight() {
        let ride = SetLog(isWarmup: false, durationSeconds: 1200, completedAt: 0, distanceMeters: 8400)
        XCTAssertNil(ride.load(.distance))
        XCTAssertEqual(ride.volume(.distance), 0)
        XCTAssertEqual(ride.paceSecondsPerKilometre ?? 0, 1200 / 8.4, accuracy: 0.0001)
        XCTAssertEqual(WeightUnit.lb.distance(fromMetres: 1609.344), 1, accuracy: 0.000001)
        XCTAssertEqual(WeightUnit.kg.metres(fromDistance: 8.4), 8400, accuracy: 0.000001)
    }

    func testSpaceDoesBothSidesAndAFormLeavingTheRightOpenWaitsForIt() {
        let lunge = PlanStep(exerciseID: "walking-lunge", title: "Walking Lunge", kind: .sets, setsText: "2", workingSets: 2,
                             repsText: "10 reps", notes: "", loadType: .weight, weight: 20, unilateral: true)
        var workout = ActiveWorkout(sessionType: "A", title: "A", startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0),
                                    steps: [WorkoutStep(plan: lunge)])
        let now = Moment(epochSeconds: 100, utcOffsetSeconds: 0)
        let space = workout.steps[0].nextSetValues(history: nil)
        XCTAssertEqual(space.repsRight, 10)
        _ = workout.completeNext(step: 0, at: now, challengeRoom: false, values: space)
        XCTAssertEqual(workout.steps[0].sets.last?.repsRight, 10)
        // The form typed the left side only: the set waits, and the step is not done with it.
        _ = workout.completeNext(step: 0, at: now, challengeRoom: false, values: SetValues(reps: 9, weight: 20))
        XCTAssertEqual(workout.steps[0].sets.count, 2)
        XCTAssertFalse(workout.steps[0].isComplete)
        // The next Space does the right side of that set rather than a third set.
        _ = workout.completeNext(step: 0, at: now, challengeRoom: false, values: workout.steps[0].nextSetValues(history: nil))
        XCTAssertEqual(workout.steps[0].sets.count, 2)
        XCTAssertEqual(workout.steps[0].sets.last?.repsRight, 9)
        XCTAssertTrue(workout.steps[0].isComplete)
    }

    func testABodyweightSetTakesTheWeighInOfItsDayAndADropSetKeepsItsType() {
        let dip = PlanStep(exerciseID: "chest-dip", title: "Chest Dip", kind: .sets, setsText: "2", workingSets: 2,
                           repsText: "8 reps", notes: "", loadType: .bodyweight, weight: 20)
        var workout = ActiveWorkout(sessionType: "A", title: "A", startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0),
                                    steps: [WorkoutStep(plan: dip)])
        let now = Moment(epochSeconds: 100, utcOffsetSeconds: 0)
        _ = workout.completeNext(step: 0, at: now, challengeRoom: false, bodyWeight: 80)
        _ = workout.completeNext(step: 0, at: now, challengeRoom: false, values: SetValues(reps: 6, weight: 10, type: .drop), bodyWeight: 80)
        XCTAssertEqual(workout.steps[0].sets.map(\.weight), [20, 10])
        XCTAssertEqual(workout.steps[0].sets.map(\.bodyWeight), [80, 80])
        XCTAssertEqual(workout.steps[0].sets.map(\.type), [.normal, .drop])
        XCTAssertEqual(workout.steps[0].sets.reduce(0) { $0 + $1.volume(.bodyweight) }, 100 * 8 + 90 * 6)
    }

    func testATimedRideLogsItsDistanceAndIsCheckedWithIt() {
        let ride = PlanStep(exerciseID: "stationary-bike", title: "Main cardio block (cycling)", kind: .timed, setsText: "—",
                            repsText: "20 min", durationSeconds: 1200, notes: "")
        var workout = ActiveWorkout(sessionType: "B", title: "B", startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0),
                                    steps: [WorkoutStep(plan: ride)])
        XCTAssertTrue(workout.logDistance(step: 0, values: SetValues(durationSeconds: 1200, distanceMeters: 8400),
                                          at: Moment(epochSeconds: 1300, utcOffsetSeconds: 0)))
        XCTAssertTrue(workout.steps[0].isComplete)
        XCTAssertEqual(workout.steps[0].sets.first?.distanceMeters, 8400)
        _ = workout.undoLast(step: 0)
        XCTAssertFalse(workout.steps[0].isComplete)
        XCTAssertTrue(workout.steps[0].sets.isEmpty, "the distance goes with the check")
    }
}
