import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// Two terminals on one file doing the same thing at the same moment: each has read the
/// workout before the other wrote, so what is decided from "what is there already" must be
/// decided in the write's own transaction, never from one terminal's memory.
final class RacingTerminalsTests: TemporaryDirectoryTestCase {
    /// Two stores on one file, each having read the same workout just begun.
    private func twoTerminals() throws -> (one: Store, two: Store, workout: ActiveWorkout, start: Moment) {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath)
        let two = try Store(path: dbPath)
        let start = moment(sunday, 8, 0)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try one.beginWorkout(workout, now: start)
        XCTAssertEqual(try two.loadActiveWorkout(), workout)
        return (one, two, workout, start)
    }

    func testTheChallengeStepCheckedInTwoTerminalsAtOnceCountsOnce() throws {
        let (one, two, workout, start) = try twoTerminals()
        let challenge = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .challenge })
        var seenByOne = workout, seenByTwo = workout
        let credit = try XCTUnwrap(seenByOne.completeNext(step: challenge, at: start.adding(seconds: 60), challengeRoom: true)?.challengeCredit)
        XCTAssertEqual(seenByTwo.completeNext(step: challenge, at: start.adding(seconds: 60), challengeRoom: true)?.challengeCredit, credit)

        try one.saveChanges(seenByOne, since: workout, now: start.adding(seconds: 60))
        try two.saveChanges(seenByTwo, since: workout, now: start.adding(seconds: 60))

        XCTAssertEqual(try one.challengeSets(on: sunday), 1, "one step, one credit")
        XCTAssertEqual(try one.loadActiveWorkout()?.steps[challenge].creditedChallengeDay, sunday)

        // Taken back in either terminal, the credit goes; no phantom set stays.
        let checkedByTwo = seenByTwo
        XCTAssertNotNil(seenByTwo.undoLast(step: challenge)?.challengeDebit)
        try two.saveChanges(seenByTwo, since: checkedByTwo, now: start.adding(seconds: 70))
        XCTAssertEqual(try one.challengeSets(on: sunday), 0)
        XCTAssertNil(try one.loadActiveWorkout()?.steps[challenge].creditedChallengeDay)
    }

    func testAnUncheckSeenLateTakesBackNothingMore() throws {
        let (one, two, workout, start) = try twoTerminals()
        let challenge = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .challenge })
        try one.setChallenge(day: sunday, sets: 1, target: 3, now: start)
        var w = workout
        _ = w.completeNext(step: challenge, at: start.adding(seconds: 60), challengeRoom: true)
        try one.saveWorkout(w, now: start.adding(seconds: 60))
        let readByTwo = try XCTUnwrap(two.loadActiveWorkout())
        var seenByTwo = readByTwo
        let checked = w
        XCTAssertNotNil(w.undoLast(step: challenge))
        XCTAssertNotNil(seenByTwo.undoLast(step: challenge))

        try one.saveChanges(w, since: checked, now: start.adding(seconds: 70))
        try two.saveChanges(seenByTwo, since: readByTwo, now: start.adding(seconds: 70))

        XCTAssertEqual(try one.challengeSets(on: sunday), 1, "the set logged apart from the workout stays")
    }

    func testTheFirstSetLoggedInTwoTerminalsAtOnceIsOneWarmUpAndOneWorkingSet() throws {
        let (one, two, workout, start) = try twoTerminals()
        let lift = try XCTUnwrap(workout.steps.firstIndex { $0.plan.warmupSets == 1 })
        var seenByOne = workout, seenByTwo = workout
        _ = seenByOne.completeNext(step: lift, at: start.adding(seconds: 60), challengeRoom: true)
        _ = seenByTwo.completeNext(step: lift, at: start.adding(seconds: 61), challengeRoom: true)
        XCTAssertEqual([seenByOne, seenByTwo].map { $0.steps[lift].sets.map(\.isWarmup) }, [[true], [true]], "each thinks it logs the warm-up")

        try one.saveChanges(seenByOne, since: workout, now: start.adding(seconds: 60))
        let savedByTwo = try two.saveChanges(seenByTwo, since: workout, now: start.adding(seconds: 61))

        XCTAssertEqual(try one.loadActiveWorkout()?.steps[lift].sets.map(\.isWarmup), [true, false])
        // A later save from the terminal that had it wrong does not make it a warm-up again.
        try two.saveChanges(seenByTwo, since: savedByTwo, now: start.adding(seconds: 90))
        XCTAssertEqual(try one.loadActiveWorkout()?.steps[lift].sets.map(\.isWarmup), [true, false])
    }

    func testAStepChangedInATerminalThatHasNotSeenAnothersCheckKeepsTheCheck() throws {
        let (one, two, workout, start) = try twoTerminals()
        let challenge = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .challenge })
        var seenByOne = workout
        try one.press(&seenByOne, now: start.adding(seconds: 60)) { _ = $0.completeNext(step: challenge, at: start.adding(seconds: 60), challengeRoom: true) }
        XCTAssertEqual(try one.challengeSets(on: sunday), 1)
        // The other terminal, still showing the step unchecked, writes a note on it.
        var seenByTwo = workout
        try two.press(&seenByTwo, now: start.adding(seconds: 70)) { $0.steps[challenge].note = "knees fine" }
        let stored = try XCTUnwrap(one.loadActiveWorkout()?.steps[challenge])
        XCTAssertEqual(stored.note, "knees fine")
        XCTAssertNotNil(stored.checkedAt, "the check stays")
        XCTAssertEqual(stored.creditedChallengeDay, sunday, "so does its claim")
        XCTAssertEqual(try one.challengeSets(on: sunday), 1, "and the day's count")
    }

    func testAHoldTimerEndingInTwoTerminalsLogsOneSet() throws {
        let (one, two, workout, start) = try twoTerminals()
        let hold = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .hold })
        var seenByOne = workout
        try one.press(&seenByOne, now: start.adding(seconds: 60)) { _ = $0.toggleTimer(step: hold, at: start.adding(seconds: 60)) }
        var seenByTwo = try XCTUnwrap(two.loadActiveWorkout())
        // Both terminals tick past the end of the hold and each settles it.
        let later = start.adding(seconds: 600)
        try one.press(&seenByOne, now: later) { _ = $0.settleTimers(at: later) }
        try two.press(&seenByTwo, now: later) { _ = $0.settleTimers(at: later) }
        let stored = try XCTUnwrap(one.loadActiveWorkout()?.steps[hold])
        XCTAssertEqual(stored.sets.count, 1, "one hold, one set")
        XCTAssertEqual(seenByTwo.steps[hold].sets.first?.id, stored.sets.first?.id, "the second terminal shows the set the first logged")
    }

    func testASetLoggedInATerminalThatHasNotSeenAStepAddedElsewhereLandsOnItsOwnStep() throws {
        let (one, two, _, start) = try twoTerminals()
        var seenByOne = try XCTUnwrap(one.loadActiveWorkout())
        var seenByTwo = try XCTUnwrap(two.loadActiveWorkout())
        let chest = try XCTUnwrap(seenByTwo.steps.firstIndex { $0.plan.exerciseID == "dumbbell-bench-press" })
        // One terminal adds an exercise before the chest press...
        try one.press(&seenByOne, now: start.adding(seconds: 60)) {
            _ = $0.insertStep(PlanStep(title: "Face pull", kind: .sets, setsText: "3", workingSets: 3, repsText: "15 reps", notes: ""), after: chest - 1)
        }
        // ...while the other, still showing the chest press at its old place, logs a set on it.
        try two.press(&seenByTwo, now: start.adding(seconds: 61)) { _ = $0.completeNext(step: chest, at: start.adding(seconds: 61), challengeRoom: true) }
        let stored = try XCTUnwrap(one.loadActiveWorkout())
        XCTAssertEqual(stored.steps[chest].plan.title, "Face pull")
        XCTAssertEqual(stored.steps[chest].sets.count, 0, "not on the exercise that took its place")
        XCTAssertEqual(stored.steps[chest + 1].plan.exerciseID, "dumbbell-bench-press")
        XCTAssertEqual(stored.steps[chest + 1].sets.count, 1, "on the chest press, where it was logged")
    }
}
