import XCTest
@testable import Domain

/// Sets beyond the plan: one more working set once the planned ones are done, a drop set under
/// the set before it, and either taken back by its id. A drop set takes no planned place and is
/// never read as the weight the exercise is worked at.
final class AddedSetsTests: XCTestCase {
    private let t0 = epoch(Day(year: 2026, month: 11, day: 22), hour: 8)
    private func at(_ s: Double) -> Moment { Moment(epochSeconds: t0 + s, utcOffsetSeconds: 0) }

    /// Curls: 3 × 12 at 10 kg, rest 60 s.
    private let curls = PlanStep(exerciseID: "dumbbell-curl", title: "Curls", kind: .sets, setsText: "3", workingSets: 3,
                                 repsText: "12 reps", notes: "", loadType: .weight, weight: 10, restSeconds: 60)

    private func workout(_ steps: [PlanStep]) -> ActiveWorkout {
        ActiveWorkout(split: Split(sessionType: "X", name: "X", title: "X", description: "", targetDuration: "", steps: steps), startedAt: at(0))
    }

    private func logPlanned(_ w: inout ActiveWorkout, step: Int = 0, count: Int, from second: Double = 10) {
        for i in 0..<count {
            let values = w.steps[step].nextSetValues(history: nil)
            _ = w.completeNext(step: step, at: at(second + Double(i) * 100), challengeRoom: false, values: values)
        }
    }

    func testADropSetSitsUnderItsSetTakesNoPlaceAndIsNotCarriedOn() throws {
        var w = workout([curls])
        logPlanned(&w, count: 1)
        let drop = try w.steps[0].dropSetValues(increment: 2).get()
        XCTAssertEqual(drop, SetValues(reps: 12, weight: 8, type: .drop), "a fifth off 10 kg, in 2 kg steps")
        XCTAssertNil(w.addSet(step: 0, .drop, values: drop, at: at(50), defaultRest: 90))
        XCTAssertEqual(w.steps[0].sets.map(\.type), [.normal, .drop])
        XCTAssertEqual(w.steps[0].placedSets, 1)
        XCTAssertFalse(w.steps[0].isComplete)
        XCTAssertEqual(w.rest?.countdown.runningSince, t0 + 50, "the rest runs from the drop set")
        XCTAssertEqual(w.steps[0].nextSetValues(history: nil).weight, 10, "the next set goes back to the set above the drop")
        logPlanned(&w, count: 2, from: 200)
        XCTAssertEqual(w.steps[0].sets.map(\.weight), [10, 8, 10, 10])
        XCTAssertTrue(w.steps[0].isComplete, "three planned sets and a drop set")
        XCTAssertEqual(w.steps[0].addedSetIndices, [1])
        XCTAssertEqual(w.workingSetCount, 4, "a session's sets count the drop set, as its volume does")
    }

    func testADropSetOfADropSetAndItsRounding() throws {
        var w = workout([curls])
        logPlanned(&w, count: 1)
        // On a barbell, down to what the plates load; here, to whole steps.
        XCTAssertEqual(try w.steps[0].dropSetValues(increment: 2.5).get().weight, 7.5)
        XCTAssertEqual(try w.steps[0].dropSetValues(increment: 2.5, round: { ($0 / 1.25).rounded(.down) * 1.25 }).get().weight, 7.5)
        XCTAssertNil(w.addSet(step: 0, .drop, values: try w.steps[0].dropSetValues(increment: 2).get(), at: at(50)))
        XCTAssertEqual(try w.steps[0].dropSetValues(increment: 2).get().weight, 6, "a second drop drops from the first")
        // A weight a fifth of which is less than a step still loses one step.
        var light = curls
        light.weight = 2
        var l = workout([light])
        logPlanned(&l, count: 1)
        XCTAssertEqual(try l.steps[0].dropSetValues(increment: 2.5).get().weight, 0)
    }

    func testWhatCannotTakeADropSet() {
        var warm = curls
        warm.warmupSets = 1
        var w = workout([warm])
        XCTAssertEqual(w.steps[0].dropSetValues(increment: 2.5), .failure(.noSetToDropFrom), "nothing logged yet")
        logPlanned(&w, count: 1)
        XCTAssertTrue(w.steps[0].sets[0].isWarmup)
        XCTAssertEqual(w.steps[0].dropSetValues(increment: 2.5), .failure(.noSetToDropFrom), "a drop set follows a working set")
        XCTAssertEqual(w.addSet(step: 0, .drop, values: SetValues(reps: 8, weight: 5), at: at(50)), .noSetToDropFrom)
        var pushUps = curls
        pushUps.loadType = .none
        pushUps.weight = nil
        var p = workout([pushUps])
        logPlanned(&p, count: 1)
        XCTAssertEqual(p.steps[0].dropSetValues(increment: 2.5), .failure(.noWeightToDrop))
        var assisted = curls
        assisted.loadType = .assisted
        assisted.weight = 25
        var a = workout([assisted])
        logPlanned(&a, count: 1)
        XCTAssertEqual(try a.steps[0].dropSetValues(increment: 5).get().weight, 30, "a drop on an assisted exercise is more help")
    }

    func testAWorkingSetIsAddedOnlyAfterThePlannedOnes() {
        var w = workout([curls])
        logPlanned(&w, count: 2)
        XCTAssertEqual(w.addSet(step: 0, .working, values: SetValues(reps: 12, weight: 10), at: at(300)), .plannedSetsLeft)
        logPlanned(&w, count: 1, from: 300)
        XCTAssertNil(w.addSet(step: 0, .working, values: SetValues(reps: 10, weight: 10), at: at(400), defaultRest: 90))
        XCTAssertEqual(w.steps[0].sets.count, 4)
        XCTAssertEqual(w.steps[0].sets.last, SetLog(isWarmup: false, reps: 10, weight: 10, completedAt: t0 + 400))
        XCTAssertEqual(w.steps[0].addedSetIndices, [3])
        XCTAssertNil(w.rest, "the workout's only exercise is done: no rest")
        var timed = curls
        timed.kind = .timed
        var t = workout([timed])
        XCTAssertEqual(t.addSet(step: 0, .working, values: SetValues(), at: at(10)), .notSets)
    }

    func testTakingBackAnAddedSetLeavesTheSetsLoggedSince() {
        var w = workout([curls])
        logPlanned(&w, count: 1)
        XCTAssertNil(w.addSet(step: 0, .drop, values: SetValues(reps: 10, weight: 8), at: at(50)))
        let drop = w.steps[0].sets[1].reference
        logPlanned(&w, count: 1, from: 200) // set 2, logged after it (another terminal's, say)
        XCTAssertNotNil(w.rest)
        let taken = w.takeBackAddedSet(step: 0, named: drop)
        XCTAssertEqual(taken?.index, 1)
        XCTAssertEqual(taken?.set.type, .drop)
        XCTAssertEqual(w.steps[0].sets.map(\.weight), [10, 10], "set 2 stays")
        XCTAssertNotNil(w.rest, "the rest after set 2 runs on")
        XCTAssertNil(w.takeBackAddedSet(step: 0), "no set added is left")
        XCTAssertNil(w.takeBackAddedSet(step: 0, named: drop))
        // With no name, the set added last goes; a planned set never does.
        logPlanned(&w, count: 1, from: 300)
        XCTAssertNil(w.addSet(step: 0, .working, values: SetValues(reps: 12, weight: 10), at: at(400)))
        XCTAssertNil(w.addSet(step: 0, .working, values: SetValues(reps: 8, weight: 10), at: at(500)))
        XCTAssertEqual(w.takeBackAddedSet(step: 0)?.set.reps, 8)
        XCTAssertEqual(w.takeBackAddedSet(step: 0)?.set.reps, 12)
        XCTAssertNil(w.takeBackAddedSet(step: 0))
        XCTAssertEqual(w.steps[0].sets.count, 3)
    }

    /// Saturday's curls, 10 × 12, 10 × 12 and a drop to 8 × 8: Wednesday's curls start at 10.
    func testLastTimesDropSetIsNeverNextSessionsWorkingWeight() {
        let saturday = ExerciseHistory(lastDay: Day(year: 2026, month: 11, day: 21), lastSets: [
            SetLog(isWarmup: false, reps: 12, weight: 10, completedAt: 1), SetLog(isWarmup: false, reps: 12, weight: 10, completedAt: 2),
            SetLog(isWarmup: false, reps: 8, weight: 8, completedAt: 3, type: .drop),
        ])
        XCTAssertEqual(saturday.lastWorkingWeight, 10)
        var free = curls
        free.weight = nil
        free.workingSets = 2
        let step = WorkoutStep(plan: free)
        XCTAssertEqual(step.nextSetValues(history: saturday).weight, 10)
        XCTAssertEqual(step.nextWorkingSetValues(history: saturday).weight, 10)
        XCTAssertEqual(saturday.progression(for: free, increment: 2), 12, "both planned sets reached 12 at 10 kg: the drop set is no miss")
        // The split takes the working weight back, not the drop's.
        var w = workout([free])
        logPlanned(&w, count: 1)
        _ = w.editSet(step: 0, set: 0, values: SetValues(reps: 12, weight: 10))
        XCTAssertNil(w.addSet(step: 0, .drop, values: SetValues(reps: 8, weight: 8), at: at(50)))
        let split = Split(sessionType: "X", name: "X", title: "X", description: "", targetDuration: "", steps: [free])
        XCTAssertEqual(split.revisedSteps(from: w, today: Fixture.today).first?.weight, 10)
        XCTAssertEqual(WorkoutProgress(w, at: t0 + 60).setsDone, 1, "status counts the sets of the plan")
    }

    func testASwapPartWayLeavesTheDropSetWithItsSet() throws {
        var w = workout([curls])
        logPlanned(&w, count: 1)
        XCTAssertNil(w.addSet(step: 0, .drop, values: SetValues(reps: 8, weight: 8), at: at(50)))
        let hammer = CatalogExercise(id: "hammer-curl", name: "Hammer Curl", category: .isolation, equipment: .dumbbell, primary: [], secondary: [])
        XCTAssertEqual(w.swapStep(0, for: hammer), .success(1))
        XCTAssertEqual(w.steps[0].plan.workingSets, 1)
        XCTAssertTrue(w.steps[0].isComplete)
        XCTAssertEqual(w.steps[1].plan.workingSets, 2, "the sets left: the drop set took no planned place")
    }
}

private enum Fixture {
    static let today = Day(year: 2026, month: 11, day: 22)
}
