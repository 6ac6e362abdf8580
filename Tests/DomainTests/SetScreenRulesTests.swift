import XCTest
@testable import Domain

/// The set as a lifter logs it: each planned set beside last time's same set, the running rest
/// lengthened, shortened and kept, and a record known the moment a set beats it.
final class SetScreenRulesTests: XCTestCase {
    private func set(_ reps: Int?, _ weight: Double?, warmup: Bool = false, type: SetType = .normal, at t: Double = 0) -> SetLog {
        SetLog(isWarmup: warmup, reps: reps, weight: weight, completedAt: t, type: type)
    }

    // MARK: Each set beside last time's

    func testWarmupsPairWithWarmupsAndWorkingSetsByTheirNumber() {
        let last = [set(5, 10, warmup: true), set(10, 20), set(8, 22.5), set(6, 22.5)]
        let today = [set(5, 12, warmup: true), set(10, 22.5)]
        let rows = setsBeside(warmups: 2, working: 3, today: today, last: last)
        XCTAssertEqual(rows.map(\.place), [.warmup(1), .warmup(2), .working(1), .working(2), .working(3)])
        XCTAssertEqual(rows.map(\.last?.weight), [10, nil, 20, 22.5, 22.5], "last time had one warm-up: the second has none beside it")
        XCTAssertEqual(rows.map(\.today?.weight), [12, nil, 22.5, nil, nil])
        XCTAssertEqual(rows[3].last?.reps, 8)
    }

    func testADropSetSitsUnderItsSetAndLastTimesDropsUnderTheirs() {
        let last = [set(10, 20), set(8, 15, type: .drop), set(10, 20)]
        let today = [set(10, 20), set(10, 20), set(6, 10, type: .drop)]
        let rows = setsBeside(warmups: 0, working: 2, today: today, last: last)
        XCTAssertEqual(rows.map(\.place), [.working(1), .drop(after: 1), .working(2), .drop(after: 2)])
        XCTAssertEqual(rows[1].last?.weight, 15, "last time's drop, under the set it followed")
        XCTAssertNil(rows[1].today)
        XCTAssertEqual(rows[2].last?.weight, 20, "working set 2 beside last time's working set 2, the drop not counted")
        XCTAssertEqual(rows[3].today?.weight, 10)
        XCTAssertNil(rows[3].last)
    }

    func testSetsBeyondThePlanGetRowsButLastTimesExtrasDoNot() {
        let last = (0..<5).map { set(10, 20, at: Double($0)) }
        let today = (0..<4).map { set(10, 22.5, at: Double($0)) }
        let rows = setsBeside(warmups: 0, working: 3, today: today, last: last)
        XCTAssertEqual(rows.map(\.place), (1...4).map(SetBeside.Place.working), "a fourth set logged today; no fifth")
    }

    // MARK: The rest in the moment

    private func resting(total: Int = 90, since: Double = 1000) -> ActiveWorkout {
        let bench = PlanStep(exerciseID: "barbell-bench-press", title: "Bench", kind: .sets, setsText: "3", workingSets: 3, repsText: "5 reps", notes: "")
        return ActiveWorkout(sessionType: "A", title: "Day A", startedAt: Moment(epochSeconds: 0, utcOffsetSeconds: 0),
                             steps: [WorkoutStep(plan: bench)],
                             rest: RestPeriod(stepIndex: 0, countdown: Countdown(totalSeconds: total, runningSince: since)))
    }

    func testTheRestIsLengthenedAndShortenedWhileItRuns() {
        var workout = resting()
        XCTAssertEqual(workout.adjustRest(by: 15, at: 1030), .running(remaining: 75, total: 105))
        XCTAssertEqual(workout.rest?.countdown.totalSeconds, 105)
        XCTAssertEqual(workout.adjustRest(by: -15, at: 1030), .running(remaining: 60, total: 90))
        XCTAssertEqual(workout.rest?.countdown.runningSince, 1000, "the rest runs on from when it began")
    }

    func testAShortenedRestPastTheTimeRestedEndsAndALongOneStopsAtTheLongest() {
        var workout = resting()
        XCTAssertEqual(workout.adjustRest(by: -15, at: 1080), .ended, "80 s rested of 75")
        XCTAssertNil(workout.rest)
        XCTAssertNil(workout.adjustRest(by: 15, at: 1080), "no rest runs")
        var long = resting(total: 890)
        XCTAssertEqual(long.adjustRest(by: 15, at: 1000), .running(remaining: 900, total: ActiveWorkout.longestRestSeconds))
    }

    func testTheRestKeptIsTheStepsRestAndTheSplitsStep() {
        var workout = resting(total: 90)
        _ = workout.adjustRest(by: 30, at: 1010)
        let kept = workout.keepRest()
        XCTAssertEqual(kept?.step, 0)
        XCTAssertEqual(kept?.seconds, 120)
        XCTAssertEqual(workout.steps[0].plan.restSeconds, 120, "the sets still to come rest as long")
        let split = Split(sessionType: "A", name: "Day A", title: "Day A", description: "", targetDuration: "",
                          steps: [PlanStep(exerciseID: "squat", title: "Squat", kind: .sets, setsText: "3", workingSets: 3, repsText: "5", notes: ""),
                                  PlanStep(exerciseID: "barbell-bench-press", title: "Bench", kind: .sets, setsText: "3", workingSets: 3, repsText: "5 reps", notes: "")])
        let saved = split.keepingRest(120, of: workout.steps[0].plan)
        XCTAssertEqual(saved?.steps.map { $0.restSeconds }, [nil, 120])
        var added = workout.steps[0].plan
        added.title = "Incline Bench"
        XCTAssertNil(split.keepingRest(120, of: added), "a step the split does not have")
    }

    func testTheRestStepIsASettingWithAStoredKey() {
        XCTAssertEqual(Settings().restStepSeconds, 15)
        XCTAssertEqual(SettingKey.restStep.rawValue, "rest_step_seconds", "the stored key name never changes")
        var settings = Settings()
        settings.restStepSeconds = 30
        XCTAssertEqual(Settings(stored: [.restStep: settings.stored(.restStep)]).restStepSeconds, 30)
        XCTAssertEqual(Settings(stored: [.restStep: "0"]).restStepSeconds, 15, "a step of nothing keeps the default")
    }

    // MARK: A record the moment it falls

    private let history = ExerciseHistory(lastDay: nil, lastSets: [], bestE1RM: 100 * (1 + 5.0 / 30), heaviest: 100,
                                          bestSessionVolume: 2000, bestReps: [ExerciseHistory.weightKey(100): 5, ExerciseHistory.weightKey(80): 8])

    func testEachRecordIsNamedInItsOrder() {
        XCTAssertEqual(history.record(for: set(6, 100)), .e1RM(120), "a rep more at the top weight: best e1RM first")
        XCTAssertEqual(history.record(for: set(1, 102.5)), .heaviest(102.5), "heavier, though no e1RM beaten")
        XCTAssertEqual(history.record(for: set(9, 80)), .repsAt(reps: 9, weight: 80), "9 × 80 kg: e1RM 104, below 116.7")
        XCTAssertNil(history.record(for: set(8, 80)), "as many reps as before is no record")
        XCTAssertNil(history.record(for: set(12, 70)), "a weight never done before has no reps to beat")
        XCTAssertNil(history.record(for: set(9, 80, warmup: true)), "a warm-up sets none")
    }

    func testTheSessionVolumeIsBeatenByTheSetThatGoesPastItOnly() {
        XCTAssertEqual(history.record(for: set(5, 60), sessionVolume: (1900, 2200)), .sessionVolume(2200))
        XCTAssertNil(history.record(for: set(5, 60), sessionVolume: (2200, 2500)), "already past: said once")
        XCTAssertNil(history.record(for: set(5, 60), sessionVolume: (1500, 1800)))
        XCTAssertNil(ExerciseHistory().record(for: set(5, 60), sessionVolume: (0, 300)), "a first session sets none")
    }

    func testASetCountsTowardTheBestsOnceLogged() {
        var bests = history
        bests.include(set(9, 80))
        XCTAssertEqual(bests.bestReps[ExerciseHistory.weightKey(80)], 9)
        XCTAssertNil(bests.record(for: set(9, 80)))
        bests.include(set(6, 70))
        XCTAssertEqual(bests.record(for: set(7, 70)), .repsAt(reps: 7, weight: 70), "a weight done today has its reps to beat")
        XCTAssertEqual(bests.bestSessionVolume, 2000, "the session's own volume is counted from its sets, not kept")
    }

    /// Reps are counted at the load moved, as the exercise page's records are: a pull-up at the
    /// body's weight and what was added; a set whose load is not known beats none.
    func testRepsAreAtTheLoadMovedAndOneSideCountsTheWeaker() {
        let pullUps = ExerciseHistory(bestReps: [ExerciseHistory.weightKey(90): 10])
        XCTAssertEqual(pullUps.record(for: SetLog(isWarmup: false, reps: 11, weight: 10, completedAt: 0, bodyWeight: 80), load: .bodyweight),
                       .repsAt(reps: 11, weight: 90), "80 kg and 10 kg added")
        XCTAssertNil(pullUps.record(for: SetLog(isWarmup: false, reps: 11, completedAt: 0, bodyWeight: 82), load: .bodyweight),
                     "at 82 kg: a load not moved before")
        XCTAssertNil(ExerciseHistory(bestReps: [0: 10]).record(for: SetLog(isWarmup: false, reps: 11, completedAt: 0), load: .none),
                     "reps alone move no load")
        let lunges = ExerciseHistory(bestReps: [ExerciseHistory.weightKey(20): 10])
        XCTAssertNil(lunges.record(for: SetLog(isWarmup: false, reps: 12, weight: 20, completedAt: 0, repsRight: 10)), "10 on the weaker side")
    }
}
