import XCTest
@testable import Domain

/// Completing, undoing and timing the steps of a running workout.
final class WorkoutActionsTests: XCTestCase {
    private enum S { static let cardio = 0, challenge = 1, rows = 2, press = 3, shoulder = 4, curls = 5, plank = 6, deadBugs = 7, stretch = 8 }

    private let plan = Split(
        sessionType: "A", name: "Upper Strength", title: "Day A — Upper Strength", description: "Push/pull balance",
        targetDuration: "40–45 min",
        steps: [
            PlanStep(title: "Cardio warm-up", kind: .timed, setsText: "—", repsText: "10 min", durationSeconds: 600, notes: "Easy"),
            PlanStep(title: "Daily Challenge", kind: .challenge, setsText: "1 of 3", repsText: "10 + 10 reps", notes: "Counts"),
            PlanStep(title: "Dumbbell rows", kind: .sets, setsText: "1 warm-up + 3 working", warmupSets: 1, workingSets: 3,
                     repsText: "10 reps / side", notes: "Elbow back"),
            PlanStep(title: "Chest press", kind: .sets, setsText: "2 warm-up + 2 working", warmupSets: 2, workingSets: 2,
                     repsText: "8 reps", notes: "Slow"),
            PlanStep(title: "Shoulder press", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "Light"),
            PlanStep(title: "Bicep curls", kind: .sets, setsText: "3", workingSets: 3, repsText: "12 reps", notes: "No swing"),
            PlanStep(title: "Plank", kind: .hold, setsText: "2", workingSets: 2, repsText: "30–45 sec hold",
                     durationSeconds: 45, notes: "Hips level"),
            PlanStep(title: "Dead bugs", kind: .sets, setsText: "2", workingSets: 2, repsText: "10 reps", notes: "Back flat"),
            PlanStep(title: "Stretch", kind: .timed, setsText: "—", repsText: "5 min", durationSeconds: 300, notes: "Chest"),
        ]
    )

    private let offset = 3600
    private let t0 = epoch(Day(year: 2026, month: 11, day: 22), hour: 8, utcOffset: 3600)

    private func at(_ seconds: Double) -> Moment { Moment(epochSeconds: t0 + seconds, utcOffsetSeconds: offset) }

    private func workout() -> ActiveWorkout { ActiveWorkout(split: plan, startedAt: at(0)) }

    /// Completes step `index` entirely.
    private func finish(_ w: inout ActiveWorkout, _ index: Int, at seconds: Double = 60) {
        while w.completeNext(step: index, at: at(seconds), challengeRoom: false) != nil {}
        XCTAssertTrue(w.steps[index].isComplete)
    }

    // MARK: Building

    func testStartsFromThePlanWithTimersForTimedAndHoldSteps() {
        let w = workout()
        XCTAssertEqual(w.sessionType, "A")
        XCTAssertEqual(w.title, "Day A — Upper Strength")
        XCTAssertEqual(w.startedAt, at(0))
        XCTAssertEqual(w.steps.map(\.plan), plan.steps)
        XCTAssertEqual(w.steps[S.cardio].timer, Countdown(totalSeconds: 600))
        XCTAssertEqual(w.steps[S.plank].timer, Countdown(totalSeconds: 45))
        XCTAssertNil(w.steps[S.rows].timer)
        XCTAssertNil(w.steps[S.challenge].timer)
        XCTAssertEqual(w.completedSteps, 0)
        XCTAssertEqual(w.loggedSetCount, 0)
        XCTAssertEqual(w.firstIncompleteStep, 0)
        XCTAssertFalse(w.hasRunningTimer)
    }

    func testPlanStepCountsAndPlannedReps() {
        XCTAssertEqual(plan.steps[S.rows].totalSets, 4)
        XCTAssertEqual(plan.steps[S.plank].totalSets, 2)
        XCTAssertEqual(plan.steps[S.cardio].totalSets, 0)
        XCTAssertEqual(plan.steps[S.challenge].totalSets, 0)
        XCTAssertEqual(plan.steps[S.rows].plannedReps, 10)
        XCTAssertEqual(plan.steps[S.curls].plannedReps, 12)
        XCTAssertEqual(plan.steps[S.challenge].plannedReps, 10)
        XCTAssertNil(plan.steps[S.plank].plannedReps)
        XCTAssertNil(plan.steps[S.cardio].plannedReps)
    }

    // MARK: Sets

    func testCompleteNextFillsWarmupSetsFirst() {
        var w = workout()
        var flags: [Bool] = []
        for i in 0..<4 {
            XCTAssertEqual(w.steps[S.rows].nextSetIsWarmup, i < 1)
            let outcome = w.completeNext(step: S.rows, at: at(Double(100 + i)), challengeRoom: true)
            XCTAssertEqual(outcome, StepOutcome(completedSet: true, completedStep: i == 3), "set \(i)")
            flags.append(w.steps[S.rows].sets.last!.isWarmup)
        }
        XCTAssertEqual(flags, [true, false, false, false])
        XCTAssertEqual(w.steps[S.rows].sets.map(\.reps), [10, 10, 10, 10])
        XCTAssertEqual(w.steps[S.rows].sets.map(\.completedAt), [t0 + 100, t0 + 101, t0 + 102, t0 + 103])
        XCTAssertTrue(w.steps[S.rows].isComplete)
        XCTAssertEqual(w.loggedSetCount, 4)
    }

    func testTwoWarmupSetsComeBeforeTheWorkingSets() {
        var w = workout()
        finish(&w, S.press)
        XCTAssertEqual(w.steps[S.press].sets.map(\.isWarmup), [true, true, false, false])
        XCTAssertEqual(w.steps[S.press].sets.map(\.reps), [8, 8, 8, 8])
    }

    func testStepWithoutWarmupsLogsOnlyWorkingSets() {
        var w = workout()
        finish(&w, S.shoulder)
        XCTAssertEqual(w.steps[S.shoulder].sets.map(\.isWarmup), [false, false, false])
    }

    func testCompleteNextReturnsNilWhenTheStepIsComplete() {
        var w = workout()
        finish(&w, S.deadBugs)
        let before = w
        XCTAssertNil(w.completeNext(step: S.deadBugs, at: at(500), challengeRoom: true))
        XCTAssertEqual(w, before, "nothing changes")
        XCTAssertEqual(w.steps[S.deadBugs].sets.count, 2)
    }

    func testCompleteNextOutsideTheStepsReturnsNil() {
        var w = workout()
        XCTAssertNil(w.completeNext(step: 9, at: at(1), challengeRoom: true))
        XCTAssertNil(w.completeNext(step: -1, at: at(1), challengeRoom: true))
        XCTAssertNil(w.undoLast(step: 42))
        XCTAssertFalse(w.toggleTimer(step: 42, at: at(1)))
    }

    func testUndoLastRemovesTheLastSetAndKeepsWarmupOrder() {
        var w = workout()
        _ = w.completeNext(step: S.rows, at: at(1), challengeRoom: true)
        _ = w.completeNext(step: S.rows, at: at(2), challengeRoom: true)
        XCTAssertEqual(w.undoLast(step: S.rows), StepOutcome())
        XCTAssertEqual(w.steps[S.rows].sets.count, 1)
        XCTAssertEqual(w.undoLast(step: S.rows), StepOutcome())
        XCTAssertTrue(w.steps[S.rows].sets.isEmpty)
        XCTAssertNil(w.undoLast(step: S.rows), "nothing left to undo")
        _ = w.completeNext(step: S.rows, at: at(3), challengeRoom: true)
        XCTAssertEqual(w.steps[S.rows].sets.map(\.isWarmup), [true], "the warm-up is redone first")
    }

    // MARK: Daily challenge step

    func testChallengeStepCreditsTodayWhenThereIsRoom() {
        var w = workout()
        let outcome = w.completeNext(step: S.challenge, at: at(300), challengeRoom: true)
        XCTAssertEqual(outcome, StepOutcome(completedSet: true, completedStep: true, challengeCredit: day("2026-11-22")))
        XCTAssertEqual(w.steps[S.challenge].checkedAt, t0 + 300)
        XCTAssertEqual(w.steps[S.challenge].creditedChallengeDay, day("2026-11-22"))
        XCTAssertTrue(w.steps[S.challenge].isComplete)
        XCTAssertNil(w.completeNext(step: S.challenge, at: at(301), challengeRoom: true), "already checked")
    }

    func testChallengeStepCreditsNothingWhenTodayIsFull() {
        var w = workout()
        let outcome = w.completeNext(step: S.challenge, at: at(300), challengeRoom: false)
        XCTAssertEqual(outcome, StepOutcome(completedSet: true, completedStep: true))
        XCTAssertNil(w.steps[S.challenge].creditedChallengeDay)
        XCTAssertTrue(w.steps[S.challenge].isComplete)
    }

    func testUndoDebitsExactlyTheCreditedDay() {
        var w = workout()
        _ = w.completeNext(step: S.challenge, at: at(300), challengeRoom: true)
        let undo = w.undoLast(step: S.challenge)
        XCTAssertEqual(undo, StepOutcome(challengeDebit: day("2026-11-22")))
        XCTAssertNil(w.steps[S.challenge].checkedAt)
        XCTAssertNil(w.steps[S.challenge].creditedChallengeDay)
        XCTAssertFalse(w.steps[S.challenge].isComplete)
        XCTAssertNil(w.undoLast(step: S.challenge), "a second undo has nothing to take back")
    }

    func testUndoWithoutCreditDebitsNothing() {
        var w = workout()
        _ = w.completeNext(step: S.challenge, at: at(300), challengeRoom: false)
        let undo = w.undoLast(step: S.challenge)
        XCTAssertNotNil(undo)
        XCTAssertNil(undo?.challengeDebit)
        XCTAssertNil(undo?.challengeCredit)
        XCTAssertFalse(w.steps[S.challenge].isComplete)
    }

    func testRedoingTheChallengeAfterUndoCreditsAgain() {
        var w = workout()
        _ = w.completeNext(step: S.challenge, at: at(300), challengeRoom: true)
        _ = w.undoLast(step: S.challenge)
        XCTAssertEqual(w.completeNext(step: S.challenge, at: at(400), challengeRoom: true)?.challengeCredit, day("2026-11-22"))
        XCTAssertEqual(w.steps[S.challenge].checkedAt, t0 + 400)
    }

    // MARK: Timed steps

    func testTimedStepCanBeCheckedByHandAndPausesItsTimer() {
        var w = workout()
        XCTAssertTrue(w.toggleTimer(step: S.cardio, at: at(0)))
        let outcome = w.completeNext(step: S.cardio, at: at(120), challengeRoom: true)
        XCTAssertEqual(outcome, StepOutcome(completedStep: true), "a timed step is no set and never credits the challenge")
        XCTAssertEqual(w.steps[S.cardio].checkedAt, t0 + 120)
        XCTAssertFalse(w.steps[S.cardio].timer!.isRunning)
        XCTAssertEqual(w.steps[S.cardio].timer!.elapsed(at: t0 + 999), 120)
        XCTAssertFalse(w.hasRunningTimer)

        XCTAssertEqual(w.undoLast(step: S.cardio), StepOutcome())
        XCTAssertNil(w.steps[S.cardio].checkedAt)
        XCTAssertEqual(w.steps[S.cardio].timer, Countdown(totalSeconds: 600), "undo resets the countdown")
    }

    func testToggleTimerStartsAndPausesAndAccumulates() {
        var w = workout()
        XCTAssertTrue(w.toggleTimer(step: S.cardio, at: at(10)))
        XCTAssertTrue(w.hasRunningTimer)
        XCTAssertTrue(w.toggleTimer(step: S.cardio, at: at(70)))
        XCTAssertFalse(w.hasRunningTimer)
        XCTAssertTrue(w.toggleTimer(step: S.cardio, at: at(100)))
        XCTAssertEqual(w.steps[S.cardio].timer!.elapsed(at: t0 + 130), 90)
        XCTAssertEqual(w.steps[S.cardio].timer!.remainingWholeSeconds(at: t0 + 130), 510)
    }

    func testToggleTimerRefusesStepsWithoutTimerOrAlreadyComplete() {
        var w = workout()
        XCTAssertFalse(w.toggleTimer(step: S.rows, at: at(1)))
        XCTAssertFalse(w.toggleTimer(step: S.challenge, at: at(1)))
        _ = w.completeNext(step: S.stretch, at: at(1), challengeRoom: false)
        XCTAssertFalse(w.toggleTimer(step: S.stretch, at: at(2)))
        XCTAssertFalse(w.hasRunningTimer)
    }

    func testToggleTimerRestartsAFinishedCountdown() {
        let step = WorkoutStep(plan: plan.steps[S.cardio], timer: Countdown(totalSeconds: 600, elapsedBeforeStart: 600))
        var w = ActiveWorkout(sessionType: "A", title: "t", startedAt: at(0), steps: [step])
        XCTAssertTrue(w.toggleTimer(step: 0, at: at(1000)))
        XCTAssertEqual(w.steps[0].timer, Countdown(totalSeconds: 600, elapsedBeforeStart: 0, runningSince: t0 + 1000))
    }

    func testSettleTimersChecksATimedStepAtTheInstantItFinished() {
        var w = workout()
        _ = w.toggleTimer(step: S.cardio, at: at(0))
        XCTAssertEqual(w.settleTimers(at: at(599)), [], "not finished yet")
        XCTAssertFalse(w.steps[S.cardio].isComplete)
        XCTAssertEqual(w.settleTimers(at: at(615)), [S.cardio])
        XCTAssertTrue(w.steps[S.cardio].isComplete)
        XCTAssertEqual(w.steps[S.cardio].checkedAt, t0 + 600, "the finish instant, not the late wake-up")
        XCTAssertFalse(w.steps[S.cardio].timer!.isRunning)
        XCTAssertEqual(w.steps[S.cardio].timer!.remaining(at: t0 + 700), 0, "shows as run out")
        XCTAssertEqual(w.settleTimers(at: at(700)), [], "settled only once")
    }

    func testSettleTimersAccountsForPauses() {
        var w = workout()
        _ = w.toggleTimer(step: S.stretch, at: at(0))
        _ = w.toggleTimer(step: S.stretch, at: at(100))  // 100 s run
        _ = w.toggleTimer(step: S.stretch, at: at(1000)) // 200 s left
        XCTAssertEqual(w.settleTimers(at: at(1199)), [])
        XCTAssertEqual(w.settleTimers(at: at(1500)), [S.stretch])
        XCTAssertEqual(w.steps[S.stretch].checkedAt, t0 + 1200)
    }

    func testSettleTimersAddsAHoldSetWhenTheCountdownReachesZero() {
        var w = workout()
        XCTAssertTrue(w.toggleTimer(step: S.plank, at: at(0)))
        XCTAssertEqual(w.settleTimers(at: at(44)), [])
        XCTAssertEqual(w.settleTimers(at: at(46)), [S.plank])
        XCTAssertEqual(w.steps[S.plank].sets, [SetLog(isWarmup: false, durationSeconds: 45, completedAt: t0 + 45)])
        XCTAssertEqual(w.steps[S.plank].timer, Countdown(totalSeconds: 45), "ready for the next hold")
        XCTAssertFalse(w.steps[S.plank].isComplete)

        XCTAssertTrue(w.toggleTimer(step: S.plank, at: at(100)))
        XCTAssertEqual(w.settleTimers(at: at(200)), [S.plank])
        XCTAssertEqual(w.steps[S.plank].sets.count, 2)
        XCTAssertTrue(w.steps[S.plank].isComplete)
        XCTAssertFalse(w.toggleTimer(step: S.plank, at: at(201)), "a complete hold step has nothing left to time")
    }

    func testSettleTimersHandlesSeveralRunningCountdowns() {
        var w = workout()
        _ = w.toggleTimer(step: S.plank, at: at(0))
        _ = w.toggleTimer(step: S.cardio, at: at(0))
        XCTAssertEqual(w.settleTimers(at: at(50)), [S.plank])
        XCTAssertTrue(w.hasRunningTimer, "cardio still runs")
        XCTAssertEqual(w.settleTimers(at: at(600)), [S.cardio])
        XCTAssertFalse(w.hasRunningTimer)
    }

    func testCompletingAHoldSetByHandLogsTheTimeHeld() {
        var w = workout()
        _ = w.toggleTimer(step: S.plank, at: at(0))
        XCTAssertEqual(w.completeNext(step: S.plank, at: at(30), challengeRoom: true), StepOutcome(completedSet: true))
        XCTAssertEqual(w.steps[S.plank].sets.last?.durationSeconds, 30)
        XCTAssertEqual(w.steps[S.plank].timer, Countdown(totalSeconds: 45))
        _ = w.completeNext(step: S.plank, at: at(40), challengeRoom: true)
        XCTAssertEqual(w.steps[S.plank].sets.last?.durationSeconds, 45, "untimed: the planned hold")
    }

    // MARK: Progress

    func testIsBelowHalf() {
        var w = workout()
        XCTAssertEqual(w.steps.count, 9)
        XCTAssertTrue(w.isBelowHalf, "0 of 9")
        for index in [S.cardio, S.challenge, S.rows, S.press] { finish(&w, index) }
        XCTAssertEqual(w.completedSteps, 4)
        XCTAssertTrue(w.isBelowHalf, "4 of 9 is below half")
        finish(&w, S.shoulder)
        XCTAssertEqual(w.completedSteps, 5)
        XCTAssertFalse(w.isBelowHalf, "5 of 9 is not")
        for index in [S.curls, S.plank, S.deadBugs, S.stretch] { finish(&w, index) }
        XCTAssertFalse(w.isBelowHalf)
        XCTAssertNil(w.firstIncompleteStep)
    }

    func testPartlyDoneStepsDoNotCountAsComplete() {
        var w = workout()
        for index in [S.cardio, S.challenge, S.rows, S.press] { finish(&w, index) }
        _ = w.completeNext(step: S.shoulder, at: at(1), challengeRoom: true)
        _ = w.completeNext(step: S.shoulder, at: at(2), challengeRoom: true)
        XCTAssertEqual(w.completedSteps, 4)
        XCTAssertTrue(w.isBelowHalf)
        XCTAssertEqual(w.firstIncompleteStep, S.shoulder)
    }

    func testIsBelowHalfWithAnEvenNumberOfSteps() {
        let steps = Array(plan.steps[0..<4])
        var w = ActiveWorkout(split: Split(sessionType: "B", name: "", title: "", description: "", targetDuration: "", steps: steps),
                              startedAt: at(0))
        finish(&w, 0)
        XCTAssertTrue(w.isBelowHalf, "1 of 4")
        finish(&w, 1)
        XCTAssertFalse(w.isBelowHalf, "2 of 4 is half")
    }

    func testElapsedSecondsSinceStart() {
        let w = workout()
        XCTAssertEqual(w.elapsedSeconds(at: t0), 0)
        XCTAssertEqual(w.elapsedSeconds(at: t0 + 65.9), 65)
        XCTAssertEqual(w.elapsedSeconds(at: t0 + 2700), 2700)
        XCTAssertEqual(w.elapsedSeconds(at: t0 - 30), 0, "never negative")
    }
}

private extension ActiveWorkout {
    /// A timed step's clock or the rest between sets running.
    var hasRunningTimer: Bool { steps.contains { $0.timer?.isRunning == true } || rest != nil }
}
