import AppCore
import BundledPlans
import Domain
import XCTest

/// The behaviour of the pure core: keys and ticks in, state and effects out.
final class UpdateTests: XCTestCase {
    private func startDayA(_ state: inout AppState) -> [Effect] {
        state.home.selection = 0
        return Fixtures.press(&state, .enter, .enter)
    }

    func testEnterAsksBeforeStartingAndNotNowDismisses() {
        var state = Fixtures.state(history: History())
        XCTAssertEqual(state.home.selection, 0, "the next workout (A with no history) is selected")
        XCTAssertEqual(Fixtures.press(&state, .enter), [])
        XCTAssertEqual(state.modal, .question(.start(sessionType: "A")))
        XCTAssertTrue(render(state).text.contains("Start Day A — Upper Strength?"))
        XCTAssertEqual(Fixtures.press(&state, .char("n")), [])
        XCTAssertNil(state.modal)
        XCTAssertNil(state.workout)
        Fixtures.press(&state, .enter)
        Fixtures.press(&state, .escape)
        XCTAssertNil(state.workout)
    }

    func testLetsGoBeginsTheWorkoutAndShowsTheExerciseScreen() {
        var state = Fixtures.state(history: History())
        let effects = Fixtures.press(&state, .enter, .char("y"))
        guard case .beginWorkout(let workout)? = effects.first else { return XCTFail("no beginWorkout in \(effects)") }
        XCTAssertEqual(workout.sessionType, "A")
        XCTAssertEqual(workout.steps.count, 9)
        XCTAssertTrue(state.showingWorkout)
        XCTAssertEqual(keyContext(state), .exercise)
    }

    func testChallengeKeyAddsASetUpToTheTarget() {
        var state = Fixtures.state(history: History())
        XCTAssertEqual(Fixtures.press(&state, .char("c")), [.addChallenge(Fixtures.today, sets: 1), .bell])
        Fixtures.press(&state, .char("c"), .char("c"))
        XCTAssertEqual(state.challenge.setsToday, 3)
        XCTAssertEqual(state.challenge.status, .complete)
        XCTAssertEqual(Fixtures.press(&state, .char("c")), [], "never more than the target")
        XCTAssertEqual(state.challenge.setsToday, 3)
        XCTAssertTrue(state.flash?.text.contains("already complete") == true)
    }

    func testCorrectingTheChallengeTakesZeroToThree() {
        var state = Fixtures.state(history: History())
        Fixtures.press(&state, .char("c"), .char("c"))
        Fixtures.press(&state, .char("C"))
        XCTAssertEqual(state.modal, .correctChallenge)
        XCTAssertEqual(Fixtures.press(&state, .char("7")), [])
        XCTAssertEqual(state.modal, .correctChallenge, "an out-of-range digit keeps the question open")
        XCTAssertEqual(state.flash?.isError, true)
        XCTAssertEqual(Fixtures.press(&state, .char("0")), [.setChallenge(Fixtures.today, sets: 0)])
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.challenge.setsToday, 0)
        XCTAssertEqual(state.challenge.status, .empty)
    }

    func testBellCanBeSwitchedOffInSettings() {
        var state = Fixtures.state(history: History())
        XCTAssertEqual(Fixtures.press(&state, .char("5"), .enter), [.saveSetting(.bell, value: "off")])
        Fixtures.press(&state, .char("1"))
        XCTAssertEqual(Fixtures.press(&state, .char("c")), [.addChallenge(Fixtures.today, sets: 1)], "no bell")
    }

    func testCompletingTheChallengeStepCreditsTodayAndUndoTakesItBack() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        Fixtures.press(&state, .char("j"))
        let effects = Fixtures.press(&state, .char(" "))
        guard case .changeStep(1, let step, let was)? = workoutChanges(effects).first else { return XCTFail("\(effects)") }
        XCTAssertEqual(step.creditedChallengeDay, Fixtures.today)
        XCTAssertNil(was.creditedChallengeDay, "today's count goes up")
        XCTAssertTrue(step.isComplete)
        XCTAssertEqual(state.challenge.setsToday, 1)
        XCTAssertEqual(state.exercise.selection, 2, "selection moves on to the next open step")

        Fixtures.press(&state, .char("k"))
        let undo = Fixtures.press(&state, .char("u"))
        guard case .changeStep(1, let back, let was)? = workoutChanges(undo).first else { return XCTFail("\(undo)") }
        XCTAssertNil(back.creditedChallengeDay)
        XCTAssertEqual(was.creditedChallengeDay, Fixtures.today, "today's count goes down")
        XCTAssertEqual(state.challenge.setsToday, 0)
    }

    func testChallengeStepOnAFullDayCreditsNothingAndTakesNothingBack() {
        var state = Fixtures.state(history: History(challenge: [ChallengeDay(day: Fixtures.today, sets: 3, target: 3)]))
        _ = startDayA(&state)
        Fixtures.press(&state, .char("j"))
        guard case .changeStep(1, let step, let was)? = workoutChanges(Fixtures.press(&state, .char(" "))).first else { return XCTFail() }
        XCTAssertNil(step.creditedChallengeDay)
        XCTAssertNil(was.creditedChallengeDay, "no claim: the day was full")
        XCTAssertEqual(state.challenge.setsToday, 3)
        Fixtures.press(&state, .char("k"))
        guard case .changeStep(1, let back, let was)? = workoutChanges(Fixtures.press(&state, .char("u"))).first else { return XCTFail() }
        XCTAssertEqual(back.creditedChallengeDay, was.creditedChallengeDay, "undo takes back only a credit this step gave")
        XCTAssertEqual(state.challenge.setsToday, 3)
    }

    func testSpaceFillsWarmupThenWorkingSetsAndSaysWhenDone() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        state.exercise.selection = 2 // Dumbbell rows: 1 warm-up + 3 working
        for _ in 0..<4 { Fixtures.press(&state, .char(" ")) }
        let sets = state.workout!.steps[2].sets
        XCTAssertEqual(sets.map(\.isWarmup), [true, false, false, false])
        XCTAssertEqual(sets.map(\.reps), [10, 10, 10, 10])
        XCTAssertTrue(state.workout!.steps[2].isComplete)
        state.exercise.selection = 2
        XCTAssertEqual(Fixtures.press(&state, .char(" ")), [])
        XCTAssertTrue(state.flash?.text.contains("already done") == true)
    }

    func testFinishingWithFewerThanHalfTheStepsAsksAboutAPartialSession() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        Fixtures.press(&state, .char("j"), .char(" ")) // 1 of 9 steps
        XCTAssertEqual(Fixtures.press(&state, .char("f")), [])
        XCTAssertEqual(state.modal, .question(.partial))
        XCTAssertTrue(render(state).text.contains("Log as partial session?"))

        XCTAssertEqual(Fixtures.press(&state, .char("n")), [], "No returns to the workout")
        XCTAssertNotNil(state.workout)
        XCTAssertTrue(state.showingWorkout)

        Fixtures.press(&state, .char("f"))
        let effects = Fixtures.press(&state, .char("y"))
        guard case .finishWorkout(_, let partial, _)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertTrue(partial)
        XCTAssertNil(state.workout)
        XCTAssertEqual(state.history.sessions.last?.isPartial, true)
        XCTAssertEqual(state.gymStreak, 0, "a partial session does not count toward the streak")
        XCTAssertEqual(state.tab, .home)
    }

    func testFinishingAFullWorkoutLogsItMovesTheStreakAndTheRotation() {
        let yesterday = Fixtures.today.adding(days: -1)
        var state = Fixtures.state(history: History(sessions: [
            SessionRecord(id: "1", sessionType: "C", day: yesterday, startedAt: Double(yesterday.dayNumber) * 86_400, durationSeconds: 2000, isPartial: false),
        ]))
        XCTAssertEqual(state.home.selection, 0, "after C comes A")
        _ = startDayA(&state)
        for i in 0..<5 {
            state.exercise.selection = i
            while !state.workout!.steps[i].isComplete { Fixtures.press(&state, .char(" ")) }
        }
        state.now = state.now.adding(seconds: 2520)
        _ = update(&state, .tick(state.now))
        let effects = Fixtures.press(&state, .char("f"))
        guard case .finishWorkout(let workout, let partial, let at)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertFalse(partial)
        XCTAssertEqual(workout.elapsedSeconds(at: at.epochSeconds), 2520)
        XCTAssertEqual(state.gymStreak, 2)
        XCTAssertEqual(state.home.selection, 1, "B is next")
        XCTAssertEqual(state.nextSplitIndex, 1)
        XCTAssertTrue(render(state).text.contains("2-day streak"))
        XCTAssertTrue(state.flash?.text.contains("Logged Day A") == true)
    }

    func testDiscardAsksFirstThenThrowsTheWorkoutAwayAndItsChallengeCredit() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        Fixtures.press(&state, .char("j"), .char(" "))
        XCTAssertEqual(state.challenge.setsToday, 1)
        XCTAssertEqual(Fixtures.press(&state, .char("D")), [])
        XCTAssertEqual(state.modal, .question(.discard))
        Fixtures.press(&state, .char("n"))
        XCTAssertNotNil(state.workout)
        Fixtures.press(&state, .char("D"))
        let effects = Fixtures.press(&state, .char("y"))
        guard case .discardWorkout? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertNil(state.workout)
        XCTAssertEqual(state.challenge.setsToday, 0)
        XCTAssertTrue(state.history.sessions.isEmpty)
    }

    func testTimedStepCountsDownFromStoredInstantsAndCompletesAtZero() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        Fixtures.press(&state, .char("t"))
        XCTAssertTrue(state.workout!.hasRunningTimer)
        XCTAssertTrue(state.needsSecondTicks)
        // No tick for ten minutes (a suspended process): the next tick still settles it.
        state.now = state.now.adding(seconds: 601)
        let effects = update(&state, .tick(state.now))
        XCTAssertEqual(effects.last, .bell)
        XCTAssertEqual(workoutChanges(effects).count, effects.count - 1, "the step checked and the rest that follows it are saved")
        XCTAssertTrue(state.workout!.steps[0].isComplete)
        XCTAssertFalse(state.workout!.hasRunningTimer)
    }

    func testHoldStepGetsASetWhenItsCountdownEnds() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        state.exercise.selection = 6 // Plank, 2 × 45 s
        Fixtures.press(&state, .char("t"))
        state.now = state.now.adding(seconds: 46)
        _ = update(&state, .tick(state.now))
        XCTAssertEqual(state.workout!.steps[6].sets.count, 1)
        XCTAssertEqual(state.workout!.steps[6].sets.first?.durationSeconds, 45)
        XCTAssertFalse(state.workout!.steps[6].isComplete)
    }

    func testMidnightRolloverResetsTodaysCounters() {
        var state = Fixtures.state(history: History())
        state.now = Moment(epochSeconds: Double(Fixtures.today.dayNumber) * 86_400 + 86_399, utcOffsetSeconds: 0)
        Fixtures.press(&state, .char("c"), .char("c"), .char("c"))
        XCTAssertEqual(state.challenge.setsToday, 3)
        _ = update(&state, .tick(state.now.adding(seconds: 2)))
        XCTAssertEqual(state.today, Fixtures.today.adding(days: 1))
        XCTAssertEqual(state.challenge.setsToday, 0)
        XCTAssertEqual(state.challenge.streak, 1, "yesterday's full day carries the streak")
        XCTAssertEqual(Fixtures.press(&state, .char("c")), [.addChallenge(Fixtures.today.adding(days: 1), sets: 1), .bell])
    }

    func testQuitBacksOutOfTheWorkoutFirstAndKeepsIt() {
        var state = Fixtures.state(history: History())
        _ = startDayA(&state)
        XCTAssertEqual(Fixtures.press(&state, .char("q")), [])
        XCTAssertFalse(state.showingWorkout)
        XCTAssertNotNil(state.workout)
        XCTAssertTrue(render(state).text.contains("Day A in progress"), "Home shows the running workout")
        Fixtures.press(&state, .char("w"))
        XCTAssertTrue(state.showingWorkout)
        Fixtures.press(&state, .escape)
        XCTAssertEqual(Fixtures.press(&state, .char("q")), [.quit])
        XCTAssertTrue(state.quitting)
    }

    func testAnUnfinishedWorkoutFoundAtLaunchIsOfferedForResume() {
        var workout = ActiveWorkout(split: DefaultSplits.all[1], startedAt: Fixtures.now.adding(seconds: -600))
        _ = workout.completeNext(step: 3, at: Fixtures.now, challengeRoom: true)
        let state0 = AppState(splits: DefaultSplits.all, history: History(), workout: workout, now: Fixtures.now)
        XCTAssertEqual(state0.modal, .question(.resume))
        XCTAssertEqual(state0.exercise.selection, 0)
        var state = state0
        state.width = 80
        let text = render(state).text
        XCTAssertTrue(text.contains("Resume Day B"), text)
        XCTAssertTrue(text.contains("1 set logged"), text)
        XCTAssertTrue(text.contains("min elapsed") && text.contains(" 10"), text)
        Fixtures.press(&state, .enter)
        XCTAssertTrue(state.showingWorkout)
        XCTAssertEqual(state.workout?.steps[3].sets.count, 1)
    }

    func testTabsSwitchByNumberAndTab() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("3"))
        XCTAssertEqual(state.tab, .stats)
        Fixtures.press(&state, .tab)
        XCTAssertEqual(state.tab, .plans)
        Fixtures.press(&state, .backTab, .backTab)
        XCTAssertEqual(state.tab, .history)
        Fixtures.press(&state, .tab, .tab, .tab, .tab)
        XCTAssertEqual(state.tab, .home, "Tab wraps around")
    }

    func testEveryContextBindsEachKeyOnceAndShowsHelp() {
        for context: KeyContext in [.home, .exercise, .stats, .settings, .history, .question(.start), .correctChallenge, .help] {
            var seen: Set<Key> = []
            for binding in Keymap.standard.bindings(for: context, workoutRunning: true) {
                for key in binding.keys {
                    XCTAssertFalse(seen.contains(key), "\(key) bound twice in \(context)")
                    seen.insert(key)
                }
            }
            if ![KeyContext.question(.start), .correctChallenge, .help].contains(context) {
                XCTAssertTrue(seen.contains(.char("?")), "no help key in \(context)")
            }
        }
    }
}

private extension ActiveWorkout {
    /// A timed step's clock or the rest between sets running.
    var hasRunningTimer: Bool { steps.contains { $0.timer?.isRunning == true } || rest != nil }
}
