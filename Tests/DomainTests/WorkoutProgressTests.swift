import XCTest
@testable import Domain

/// What `gymtrack status` says of a running workout, and the `--format` templates.
final class WorkoutProgressTests: XCTestCase {
    private let t0 = 1_000_000.0

    private func workout(benchDone: Int, rest: RestPeriod?) -> ActiveWorkout {
        let bench = PlanStep(title: "Bench Press", kind: .sets, setsText: "1+3", warmupSets: 1, workingSets: 3, repsText: "5", notes: "", weight: 62.5)
        let row = PlanStep(title: "Row", kind: .sets, setsText: "3", workingSets: 3, repsText: "8", notes: "")
        let sets = [SetLog(isWarmup: true, reps: 5, weight: 40, completedAt: t0)]
            + (0..<benchDone).map { SetLog(isWarmup: false, reps: 5, weight: 62.5, completedAt: t0 + Double($0)) }
        return ActiveWorkout(sessionType: "A", title: "Day A", startedAt: Moment(epochSeconds: t0 - 600, utcOffsetSeconds: 0),
                             steps: [WorkoutStep(plan: bench, sets: sets), WorkoutStep(plan: row)], rest: rest)
    }

    func testTheStepInFrontItsSetsAndTheRestCountingDown() {
        let rest = RestPeriod(stepIndex: 0, countdown: Countdown(totalSeconds: 90, runningSince: t0))
        let running = workout(benchDone: 2, rest: rest)
        XCTAssertEqual(WorkoutProgress(running, at: t0 + 45).line, "Day A · Bench Press 2/3 · rest 0:45")
        XCTAssertEqual(WorkoutProgress(running, at: t0 + 46).restLeft, 44, "counting down")
        XCTAssertEqual(WorkoutProgress(running, at: t0 + 200).line, "Day A · Bench Press 2/3", "a rest over is not shown, though no app settled it")
    }

    func testAfterTheLastSetTheRestLeadsToTheNextStep() {
        let rest = RestPeriod(stepIndex: 0, countdown: Countdown(totalSeconds: 120, elapsedBeforeStart: 30))
        let progress = WorkoutProgress(workout(benchDone: 3, rest: rest), at: t0)
        XCTAssertEqual(progress.line, "Day A · Row 0/3 · rest 1:30", "a paused rest keeps what it had left")
    }

    func testWithoutARestTheStepLastWorkedOnIsInFront() {
        let warmupLeft = PlanStep(title: "Bike", kind: .timed, setsText: "", repsText: "", durationSeconds: 600, notes: "")
        var running = workout(benchDone: 2, rest: nil)
        running.steps.insert(WorkoutStep(plan: warmupLeft), at: 0)
        XCTAssertEqual(WorkoutProgress(running, at: t0 + 500).line, "Day A · Bench Press 2/3", "not the warm-up left for later")
        running.steps[1].sets.append(SetLog(isWarmup: false, reps: 5, weight: 62.5, completedAt: t0 + 100))
        XCTAssertEqual(WorkoutProgress(running, at: t0 + 500).line, "Day A · Row 0/3", "a step done leads to the next")
        XCTAssertEqual(WorkoutProgress(workout(benchDone: 0, rest: nil), at: t0).exercise, "Bench Press", "the warm-up counts as worked on")
    }

    func testTemplatesFillNamedFieldsAndRefuseUnknownOnes() throws {
        let values = ["exercise": "Bench Press", "rest": "0:45", "set": "2", "sets": "3"]
        XCTAssertEqual(try StatusFormat.fill("{exercise} {set}/{sets} {rest}", values), "Bench Press 2/3 0:45")
        XCTAssertEqual(try StatusFormat.fill("{{{split}}}", values), "{}", "a field without a value is empty; doubled braces are braces")
        XCTAssertThrowsError(try StatusFormat.fill("{reps}", values)) { error in
            XCTAssertTrue((error as? StatusFormatError)?.message.hasPrefix("--format has no field {reps}; the fields are {status}, ") == true)
        }
        XCTAssertThrowsError(try StatusFormat.fill("rest}", values))
        XCTAssertThrowsError(try StatusFormat.fill("{rest", values))
    }
}
