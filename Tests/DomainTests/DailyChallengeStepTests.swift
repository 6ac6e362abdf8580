import XCTest
@testable import Domain

/// Every workout includes the daily challenge step, placed after the first warm-up
/// step if there is one; a split that has one keeps its own, and a split may opt out.
final class DailyChallengeStepTests: XCTestCase {
    private let start = Moment(epochSeconds: 1_000_000, utcOffsetSeconds: 0)
    private let bike = PlanStep(title: "Bike", kind: .timed, setsText: "—", repsText: "5 min", durationSeconds: 300, notes: "")
    private let bench = PlanStep(exerciseID: "bench", title: "Bench", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "")
    private let row = PlanStep(exerciseID: "row", title: "Row", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "")

    private func split(_ steps: [PlanStep], challenge: Bool = true) -> Split {
        Split(sessionType: "PUSH", name: "Push", title: "Push", description: "", targetDuration: "", steps: steps, dailyChallenge: challenge)
    }

    func testTheChallengeFollowsTheWarmUp() {
        let steps = split([bike, bench, row]).workoutSteps
        XCTAssertEqual(steps.map(\.title), ["Bike", "Daily Challenge — squats + push-ups", "Bench", "Row"])
        XCTAssertEqual(steps[1].kind, .challenge)
        XCTAssertEqual(Set(steps.map(\.id)).count, 4, "the added step has an id of its own")
        XCTAssertEqual(steps.filter { $0.kind != .challenge }.map(\.id), [0, 1, 2], "the split's steps keep theirs")
    }

    func testWithoutAWarmUpTheChallengeComesFirst() {
        XCTAssertEqual(split([bench, row]).workoutSteps.first?.kind, .challenge)
        XCTAssertEqual(split([]).workoutSteps.map(\.kind), [.challenge])
    }

    func testASplitWithItsOwnChallengeOrOptedOutIsLeftAsItIs() {
        var own = PlanStep.dailyChallenge
        own.notes = "mine"
        XCTAssertEqual(split([bench, own, row]).workoutSteps.map(\.title), ["Bench", own.title, "Row"])
        XCTAssertEqual(split([bike, bench], challenge: false).workoutSteps.map(\.title), ["Bike", "Bench"])
    }

    func testAWorkoutStartedWithTheRuleHasTheStep() {
        let workout = ActiveWorkout(split: split([bike, bench]), startedAt: start, dailyChallenge: true)
        XCTAssertEqual(workout.steps.map(\.plan.kind), [.timed, .challenge, .sets])
        XCTAssertEqual(ActiveWorkout(split: split([bike, bench]), startedAt: start).steps.count, 2, "without it, exactly the split")
    }

    func testSavingBackLeavesTheAddedChallengeOutSoNothingLooksRevised() {
        let s = split([bike, bench])
        let workout = ActiveWorkout(split: s, startedAt: start, dailyChallenge: true)
        XCTAssertFalse(s.isRevised(by: workout, today: start.day))
        XCTAssertEqual(s.revisedSteps(from: workout, today: start.day), s.steps)
    }

    func testSavingBackLeavesOutSkippedAdditionsAndTakesTheSessionsNotes() {
        let s = split([bench])
        var workout = ActiveWorkout(split: s, startedAt: start, dailyChallenge: true)
        let added = workout.insertStep(row, after: 1)
        XCTAssertTrue(workout.toggleSkip(step: added, at: start))
        XCTAssertFalse(s.isRevised(by: workout, today: start.day), "a skipped addition is not a change to offer")
        workout.steps[1].note = " elbows in "
        let revised = s.revisedSteps(from: workout, today: start.day)
        XCTAssertEqual(revised.map(\.title), ["Bench"])
        XCTAssertEqual(revised[0].notes, "elbows in", "the session's note is offered to the split")
        // Skipping one of the split's own steps does not remove it from the plan.
        workout.steps[1].note = ""
        XCTAssertTrue(workout.toggleSkip(step: 1, at: start))
        XCTAssertEqual(s.revisedSteps(from: workout, today: start.day).map(\.title), ["Bench"])
    }

    func testFreeGlyphsAndDurationUnits() {
        XCTAssertEqual(Split.freeGlyph(name: "Pull", taken: ["P"]), "U")
        XCTAssertEqual(Split.freeGlyph(name: "Push", taken: ["A", "B"]), "P")
        XCTAssertEqual(Split.durationWithUnit("45"), "45 min")
        XCTAssertEqual(Split.durationWithUnit("40–45"), "40–45 min")
        XCTAssertEqual(Split.durationWithUnit("1 h"), "1 h")
        XCTAssertEqual(Split.durationWithUnit(""), "")
    }
}

/// A workout resumed after a long gap asks whether the time away counts.
final class TimeAwayTests: XCTestCase {
    private let start = Moment(epochSeconds: 1_000_000, utcOffsetSeconds: 0)
    private var workout: ActiveWorkout {
        let bench = PlanStep(title: "Bench", kind: .sets, setsText: "3", workingSets: 3, repsText: "10 reps", notes: "")
        var w = ActiveWorkout(split: Split(sessionType: "A", name: "A", title: "A", description: "", targetDuration: "", steps: [bench]),
                              startedAt: start)
        _ = w.completeNext(step: 0, at: start.adding(seconds: 1200), challengeRoom: true)
        return w
    }

    func testAGapIsLongFromTwoHoursAfterTheLastSet() {
        let w = workout
        XCTAssertEqual(w.lastActivity, start.epochSeconds + 1200)
        XCTAssertNil(w.longGap(at: start.epochSeconds + 1200 + 7200), "two hours exactly is not more than two hours")
        XCTAssertEqual(w.longGap(at: start.epochSeconds + 1200 + 7201), 7201)
    }

    func testLeavingTheTimeAwayOutTakesItOffTheClock() {
        var w = workout
        let overnight = start.epochSeconds + 1200 + 14 * 3600
        w.settleGap(at: overnight, counts: false)
        XCTAssertEqual(w.awaySeconds, 14 * 3600)
        XCTAssertEqual(w.elapsedSeconds(at: overnight), 1200, "the clock carries on from the last set")
        XCTAssertEqual(w.elapsedSeconds(at: overnight + 600), 1800)
        XCTAssertNil(w.longGap(at: overnight + 60), "the same gap is not asked about again")
    }

    func testContinuingTheClockKeepsItButIsNotAskedAgain() {
        var w = workout
        let later = start.epochSeconds + 1200 + 3 * 3600
        w.settleGap(at: later, counts: true)
        XCTAssertEqual(w.awaySeconds, 0)
        XCTAssertEqual(w.elapsedSeconds(at: later), 1200 + 3 * 3600)
        XCTAssertNil(w.longGap(at: later + 60))
    }

    func testTheAnswerIsAChangeToSave() {
        let base = workout
        var w = base
        w.settleGap(at: start.epochSeconds + 1200 + 3 * 3600, counts: false)
        XCTAssertEqual(w.changes(since: base), [.changeAway(seconds: w.awaySeconds, answeredAt: w.awayAnsweredAt)])
    }
}
