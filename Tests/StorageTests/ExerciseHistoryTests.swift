import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// Last time's sets and the bests of an exercise, read for the Exercise screen.
final class ExerciseHistoryTests: InMemoryStoreTestCase {
    private func logRows(_ weights: [Double], reps: Int, on day: Day) throws {
        let start = moment(day, 8, 0)
        var workout = ActiveWorkout(split: dayABothSides, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        _ = workout.completeNext(step: 2, at: start.adding(seconds: 10), challengeRoom: false) // warm-up
        for (i, weight) in weights.enumerated() {
            _ = workout.completeNext(step: 2, at: start.adding(seconds: Double(20 + i)), challengeRoom: false,
                                     values: SetValues(reps: reps, weight: weight))
        }
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
    }

    func testLastTimeIsTheNewestSessionAndBestsAreOverAllOfThem() throws {
        try logRows([30, 30, 30], reps: 5, on: sunday.adding(days: -14))
        try logRows([20, 22.5, 22.5], reps: 10, on: sunday.adding(days: -7))
        let history = try XCTUnwrap(store.exerciseHistories(for: ["dumbbell-row", "plank"])["dumbbell-row"])
        XCTAssertEqual(history.lastDay, sunday.adding(days: -7))
        XCTAssertEqual(history.lastSets.map(\.weight), [nil, 20, 22.5, 22.5])
        XCTAssertEqual(history.lastSets.first?.isWarmup, true)
        XCTAssertEqual(history.heaviest, 30)
        XCTAssertEqual(history.bestE1RM ?? 0, 35, accuracy: 0.01, "30 kg × 5 (Epley 35) beats 22.5 kg × 10 (30)")
        XCTAssertEqual(try store.exerciseHistories(for: ["plank"])["plank"], ExerciseHistory(),
                       "no weights, no sets: an empty history, so a screen forgets what it showed")
    }

    func testLastTimeIsFoundHoweverLongAgoAndSkipsSessionsWhereItHadNoSets() throws {
        try logRows([30], reps: 5, on: sunday.adding(days: -500))
        XCTAssertEqual(try store.exerciseHistories(for: ["dumbbell-row"])["dumbbell-row"]?.lastDay, sunday.adding(days: -500),
                       "older than the year walked first")
        try logRows([20], reps: 10, on: sunday.adding(days: -7))
        // A later session with the exercise in its plan and no set of it.
        let start = moment(sunday.adding(days: -2), 8, 0)
        var skipped = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        skipped.id = try store.beginWorkout(skipped, now: start)
        try store.finishWorkout(skipped, partial: true, endedAt: start.adding(seconds: 600))
        let history = try XCTUnwrap(store.exerciseHistories(for: ["dumbbell-row"])["dumbbell-row"])
        XCTAssertEqual(history.lastDay, sunday.adding(days: -7), "the last session it was logged in")
        XCTAssertEqual(history.lastSets.map(\.weight), [nil, 20])
    }

    func testAnExerciseWhoseSessionsAreDeletedHasNoLastTimeLeft() throws {
        try logRows([20], reps: 10, on: sunday.adding(days: -7))
        XCTAssertEqual(try store.exerciseHistories(for: ["dumbbell-row"])["dumbbell-row"]?.lastSets.count, 2)
        try store.db.execute("UPDATE sessions SET deleted_at = updated_at")
        XCTAssertEqual(try store.exerciseHistories(for: ["dumbbell-row"])["dumbbell-row"], ExerciseHistory())
    }

    /// What a set may beat the moment it is logged: the most reps at each weight and the best
    /// session volume, over every finished session, warm-ups left out.
    func testTheMostRepsAtEachWeightAndTheBestSessionVolumeAreRead() throws {
        try logRows([30, 30, 30], reps: 5, on: sunday.adding(days: -14))
        try logRows([20, 22.5, 22.5], reps: 10, on: sunday.adding(days: -7))
        try logRows([20], reps: 12, on: sunday.adding(days: -3))
        let history = try XCTUnwrap(store.exerciseHistories(for: ["dumbbell-row"])["dumbbell-row"])
        XCTAssertEqual(history.bestReps, [ExerciseHistory.weightKey(30): 5, ExerciseHistory.weightKey(22.5): 10,
                                          ExerciseHistory.weightKey(20): 12], "the warm-ups' 10 reps without a weight are not counted")
        XCTAssertEqual(history.bestSessionVolume ?? 0, 650, accuracy: 0.001, "20 × 10 + 2 × 22.5 × 10 beats 3 × 30 × 5")
        XCTAssertEqual(history.record(for: SetLog(isWarmup: false, reps: 11, weight: 22.5, completedAt: 0)), .repsAt(reps: 11, weight: 22.5))
    }
}
