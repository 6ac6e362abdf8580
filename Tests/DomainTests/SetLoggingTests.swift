import XCTest
@testable import Domain

/// Logging what was lifted: set values, rest, work/rest cycles, skip, reorder, add.
final class SetLoggingTests: XCTestCase {
    private let t0 = epoch(Day(year: 2026, month: 11, day: 22), hour: 8)
    private func at(_ s: Double) -> Moment { Moment(epochSeconds: t0 + s, utcOffsetSeconds: 0) }

    private let press = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "1 warm-up + 2 working", warmupSets: 1,
                                 workingSets: 2, repsText: "8 reps", notes: "", loadType: .weight, weight: 60, restSeconds: 120)
    private let pushUps = PlanStep(exerciseID: "push-up", title: "Push-ups", kind: .sets, setsText: "2", workingSets: 2,
                                   repsText: "15 reps", notes: "")
    private let intervals = PlanStep(exerciseID: "bike", title: "Bike sprints", kind: .hold, setsText: "3", workingSets: 3,
                                     repsText: "30 sec", durationSeconds: 30, notes: "", restSeconds: 15, cycles: true)

    private func workout() -> ActiveWorkout {
        ActiveWorkout(split: Split(sessionType: "X", name: "X", title: "X", description: "", targetDuration: "", steps: [press, pushUps, intervals]),
                      startedAt: at(0))
    }

    func testPlannedValuesInOneKeyAndRestOnlyAfterWorkingSets() {
        var w = workout()
        _ = w.completeNext(step: 0, at: at(10), challengeRoom: false, defaultRest: 90)
        XCTAssertEqual(w.steps[0].sets[0], SetLog(isWarmup: true, reps: 8, completedAt: t0 + 10), "warm-up: no planned weight")
        XCTAssertNil(w.rest, "no rest after a warm-up")
        _ = w.completeNext(step: 0, at: at(20), challengeRoom: false, defaultRest: 90)
        XCTAssertEqual(w.steps[0].sets[1].weight, 60)
        XCTAssertEqual(w.rest?.countdown.totalSeconds, 120, "the exercise's own rest")
        _ = w.completeNext(step: 1, at: at(30), challengeRoom: false, defaultRest: 90)
        XCTAssertEqual(w.steps[1].sets[0].weight, nil, "bodyweight logs reps only")
        XCTAssertEqual(w.rest?.countdown.totalSeconds, 90, "the default rest")
        XCTAssertEqual(w.settleRest(at: at(119)), nil)
        XCTAssertEqual(w.settleRest(at: at(120)), 1)
        XCTAssertNil(w.rest)
    }

    func testTypedValuesAndEditingASet() {
        var w = workout()
        _ = w.completeNext(step: 0, at: at(10), challengeRoom: false)
        _ = w.completeNext(step: 0, at: at(20), challengeRoom: false, values: SetValues(reps: 6, weight: 62.5, rpe: 8.5))
        XCTAssertEqual(w.steps[0].sets[1].reps, 6)
        XCTAssertEqual(w.steps[0].sets[1].weight, 62.5)
        XCTAssertEqual(w.steps[0].sets[1].rpe, 8.5)
        XCTAssertTrue(w.editSet(step: 0, set: 1, values: SetValues(reps: 7, weight: 60)))
        XCTAssertEqual(w.steps[0].sets[1].reps, 7)
        XCTAssertNil(w.steps[0].sets[1].rpe)
        XCTAssertEqual(w.steps[0].sets[1].completedAt, t0 + 20, "editing keeps when it was done")
        XCTAssertFalse(w.editSet(step: 0, set: 2, values: SetValues(reps: 1)))
        XCTAssertTrue(w.editSet(step: 1, set: 0, values: SetValues(reps: 1)) == false)
    }

    func testWorkRestCyclesRunOnTheirOwnAndResumeWhereTheyWere() {
        var w = workout()
        XCTAssertTrue(w.toggleTimer(step: 2, at: at(0)))
        XCTAssertEqual(w.settleTimers(at: at(31), defaultRest: 90), [2])
        XCTAssertEqual(w.steps[2].sets.count, 1)
        XCTAssertEqual(w.rest?.countdown.totalSeconds, 15)
        XCTAssertEqual(w.rest?.countdown.runningSince, t0 + 30, "rest starts when the work ended")
        XCTAssertFalse(w.steps[2].timer!.isRunning)
        // The rest ends at 45 s; a tick at 50 s starts the next set from 45 s.
        XCTAssertEqual(w.settleRest(at: at(50)), 2)
        XCTAssertEqual(w.steps[2].timer?.runningSince, t0 + 45)
        XCTAssertEqual(w.steps[2].timer?.remainingWholeSeconds(at: t0 + 50), 25)
        _ = w.settleTimers(at: at(75))
        _ = w.settleRest(at: at(90))
        _ = w.settleTimers(at: at(120))
        XCTAssertTrue(w.steps[2].isComplete)
        XCTAssertEqual(w.settleRest(at: at(200)), 2, "the other exercises are not done: a rest follows the last set")
        XCTAssertFalse(w.steps[2].timer!.isRunning, "but no set after the last")
    }

    /// A workout of `steps` done as one circuit.
    private func circuit(_ steps: [PlanStep]) -> ActiveWorkout {
        let grouped = steps.map { var step = $0; step.supersetGroup = 1; return step }
        return ActiveWorkout(split: Split(sessionType: "X", name: "X", title: "X", description: "", targetDuration: "", steps: grouped),
                             startedAt: at(0))
    }

    func testCyclesInsideACircuitRunEveryCycleInTurnWithThePartner() {
        var w = circuit([intervals, pushUps])
        XCTAssertTrue(w.toggleTimer(step: 0, at: at(0)))
        XCTAssertEqual(w.settleTimers(at: at(30), defaultRest: 90), [0])
        XCTAssertNil(w.rest, "the partner is still to do in this round: no rest yet")
        _ = w.completeNext(step: 1, at: at(60), challengeRoom: false, defaultRest: 90)
        XCTAssertEqual(w.rest?.countdown.totalSeconds, 90, "the round is over: its rest starts")
        XCTAssertEqual(w.settleRest(at: at(150)), 1)
        XCTAssertEqual(w.steps[0].timer?.runningSince, t0 + 150, "the group goes on with the cycles, which start by themselves")
        XCTAssertEqual(w.settleTimers(at: at(180), defaultRest: 90), [0])
        XCTAssertEqual(w.steps[0].sets.count, 2)
        _ = w.completeNext(step: 1, at: at(200), challengeRoom: false, defaultRest: 90)
        XCTAssertTrue(w.steps[1].isComplete)
        // The partner is done: the cycles go on alone, a rest after each set starting the next.
        _ = w.settleRest(at: at(290))
        XCTAssertEqual(w.settleTimers(at: at(320), defaultRest: 90), [0])
        XCTAssertEqual(w.steps[0].sets.map(\.durationSeconds), [30, 30, 30])
        XCTAssertTrue(w.steps[0].isComplete)
    }

    func testACycleStepAfterItsPartnerInTheRoundStartsWhenThePartnerIsLogged() {
        var w = circuit([pushUps, intervals])
        _ = w.completeNext(step: 0, at: at(20), challengeRoom: false, defaultRest: 90)
        XCTAssertNil(w.rest)
        XCTAssertEqual(w.steps[1].timer?.runningSince, t0 + 20, "no rest inside a round: the next cycle starts at once")
        XCTAssertEqual(w.settleTimers(at: at(50), defaultRest: 90), [1])
        XCTAssertEqual(w.rest?.countdown.runningSince, t0 + 50, "the cycle ended the round")
        XCTAssertFalse(w.steps[1].timer!.isRunning, "back to the push-ups after the rest, not another cycle")
        XCTAssertEqual(w.settleRest(at: at(140)), 1)
        XCTAssertFalse(w.steps[1].timer!.isRunning)
    }

    func testAPartnersWarmUpSendsTheLifterToTheCyclesWhichStart() {
        var w = circuit([press, intervals])
        _ = w.completeNext(step: 0, at: at(10), challengeRoom: false, defaultRest: 90)
        XCTAssertTrue(w.steps[0].sets[0].isWarmup)
        XCTAssertNil(w.rest, "no rest after a warm-up")
        XCTAssertEqual(w.steps[1].timer?.runningSince, t0 + 10, "the group goes on with the cycles at once")
    }

    func testSkipReorderAndInsert() {
        var w = workout()
        XCTAssertTrue(w.toggleSkip(step: 1, at: at(0)))
        XCTAssertTrue(w.steps[1].skipped)
        XCTAssertEqual(w.firstIncompleteStep, 0)
        XCTAssertEqual(w.moveStep(0, by: 1), 1)
        XCTAssertEqual(w.steps.map(\.plan.title), ["Push-ups", "Bench", "Bike sprints"])
        XCTAssertNil(w.moveStep(0, by: -1))
        let at = w.insertStep(pushUps, after: 0)
        XCTAssertEqual(at, 1)
        XCTAssertEqual(w.steps.count, 4)
        XCTAssertTrue(w.toggleSkip(step: 0, at: self.at(1)))
        XCTAssertFalse(w.steps[0].skipped, "x again takes it back")
    }

    func testUndoEndsTheRestOfThatStep() {
        var w = workout()
        _ = w.completeNext(step: 1, at: at(10), challengeRoom: false, defaultRest: 60)
        XCTAssertNotNil(w.rest)
        _ = w.undoLast(step: 1)
        XCTAssertNil(w.rest)
    }

    func testWeightReviewIsDueAfterItsWeeks() {
        var step = press
        step.weightUpdated = Day(year: 2026, month: 10, day: 1)
        step.reviewWeeks = 6
        let split = Split(sessionType: "X", name: "X", title: "X", description: "", targetDuration: "", steps: [step, pushUps])
        XCTAssertEqual(split.weightsDue(today: Day(year: 2026, month: 11, day: 11)), [])
        XCTAssertEqual(split.weightsDue(today: Day(year: 2026, month: 11, day: 12)).map(\.title), ["Bench"])
    }
}
