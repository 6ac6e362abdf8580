import BundledPlans
import DemoData
import Domain
import Foundation
import XCTest
@testable import Storage

/// The exercise page's data: one row per session and per session and weight, records over
/// all of it, the last sessions' sets; warm-ups never count.
final class ExerciseProgressStoreTests: InMemoryStoreTestCase {
    /// A finished Day A on `day` with a warm-up of 10 kg × 12 and these working sets of dumbbell rows.
    private func logRows(_ sets: [(reps: Int, weight: Double)], on day: Day) throws {
        let start = moment(day, 8, 0)
        var workout = ActiveWorkout(split: dayABothSides, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        _ = workout.completeNext(step: 2, at: start.adding(seconds: 10), challengeRoom: false, values: SetValues(reps: 12, weight: 10))
        for (i, set) in sets.enumerated() {
            _ = workout.completeNext(step: 2, at: start.adding(seconds: Double(20 + i)), challengeRoom: false,
                                     values: SetValues(reps: set.reps, weight: set.weight))
        }
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
    }

    func testOneRowPerSessionWithTheBestWorkingSetAndTheVolume() throws {
        try logRows([(5, 30), (5, 30), (4, 30)], on: sunday.adding(days: -14))
        try logRows([(10, 20), (10, 22.5), (8, 22.5)], on: sunday.adding(days: -7))
        let progress = try store.exerciseProgress(exerciseID: "dumbbell-row")
        XCTAssertEqual(progress.sessions.map(\.day), [sunday.adding(days: -14), sunday.adding(days: -7)])
        XCTAssertEqual(progress.sessions[0].bestE1RM ?? 0, 35, accuracy: 0.001, "30 × (1 + 5/30); the warm-up is left out")
        XCTAssertEqual(progress.sessions[1].bestE1RM ?? 0, 30, accuracy: 0.001)
        XCTAssertEqual(progress.sessions[0].volume, 420, accuracy: 0.001, "working sets only: 150 + 150 + 120")
        XCTAssertEqual(progress.sessions[1].volume, 605, accuracy: 0.001)
        XCTAssertEqual(progress.sessions[1].heaviest, 22.5)
        XCTAssertEqual(progress.sessions[1].bestSetVolume ?? 0, 225, accuracy: 0.001)
        XCTAssertEqual(progress.sessions[0].workingSets, 3)
    }

    func testRepsAtWeightAndRecords() throws {
        try logRows([(5, 30), (6, 30)], on: sunday.adding(days: -14))
        try logRows([(10, 20), (12, 20), (5, 30)], on: sunday.adding(days: -7))
        let progress = try store.exerciseProgress(exerciseID: "dumbbell-row")
        XCTAssertEqual(progress.repsAtWeight, [
            RepsAtWeight(day: sunday.adding(days: -14), weight: 30, reps: 6),
            RepsAtWeight(day: sunday.adding(days: -7), weight: 20, reps: 12),
            RepsAtWeight(day: sunday.adding(days: -7), weight: 30, reps: 5),
        ])
        let records = progress.records
        XCTAssertEqual(records.heaviest, DatedRecord(30, sunday.adding(days: -14)), "a tie keeps the first day")
        XCTAssertEqual(records.bestE1RM?.day, sunday.adding(days: -14))
        XCTAssertEqual(records.bestSessionVolume, DatedRecord(590, sunday.adding(days: -7)))
        XCTAssertEqual(records.mostRepsAtWeight.map(\.reps), [6, 12])
    }

    func testTheLastSessionsSetsNewestFirstAndTheListOfExercisesLogged() throws {
        for week in (1...7).reversed() { try logRows([(5, Double(20 + week))], on: sunday.adding(days: -7 * week)) }
        let progress = try store.exerciseProgress(exerciseID: "dumbbell-row")
        XCTAssertEqual(progress.recent.count, Store.recentSessionsShown)
        XCTAssertEqual(progress.recent.first?.day, sunday.adding(days: -7))
        XCTAssertEqual(progress.recent.first?.sets.map(\.weight), [10, 21], "the warm-up is listed, in order")
        XCTAssertEqual(progress.recent.first?.sets.first?.isWarmup, true)

        let logged = try store.loggedExercises()
        let rows = try XCTUnwrap(logged.first { $0.exerciseID == "dumbbell-row" })
        XCTAssertEqual(rows.sessions, 7)
        XCTAssertEqual(rows.lastDay, sunday.adding(days: -7))
        XCTAssertTrue(try store.exerciseProgress(exerciseID: "never-logged").sessions.isEmpty)
    }

    func testTheListOfExercisesLoggedCountsOnlySessionsWhereASetOrTheStepWasDone() throws {
        try logRows([(5, 30)], on: sunday.adding(days: -14))
        try logRows([(5, 32.5)], on: sunday.adding(days: -7))
        // A third Day A where only the stretch was checked off.
        let start = moment(sunday, 8, 0)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        let stretch = try XCTUnwrap(workout.steps.lastIndex { $0.plan.exerciseID != nil && $0.plan.kind == .timed })
        let stretchID = try XCTUnwrap(workout.steps[stretch].plan.exerciseID)
        workout.steps[stretch].checkedAt = start.adding(seconds: 30).epochSeconds
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        try store.finishWorkout(workout, partial: true, endedAt: start.adding(seconds: 600))

        let logged = Dictionary(uniqueKeysWithValues: try store.loggedExercises().map { ($0.exerciseID, $0.sessions) })
        XCTAssertEqual(logged["dumbbell-row"], 2)
        XCTAssertEqual(logged[stretchID], 1, "the session where the stretch was done, not the two where it was not")
        XCTAssertEqual(Set(logged.keys), ["dumbbell-row", stretchID], "exercises never performed are not listed")
    }

    func testASessionMovedToAnotherDateIsPlacedByItsDate() throws {
        try logRows([(5, 30)], on: sunday.adding(days: -14))
        try logRows([(5, 40)], on: sunday.adding(days: -7))
        // The first session (the lower id) moved after the second.
        try store.db.execute("UPDATE sessions SET date = ?, started_epoch = started_epoch + 14 * 86400 WHERE id = (SELECT min(id) FROM sessions)",
                             [sunday.iso])
        let progress = try store.exerciseProgress(exerciseID: "dumbbell-row")
        XCTAssertEqual(progress.sessions.map(\.day), [sunday.adding(days: -7), sunday])
        XCTAssertEqual(progress.sessions.map(\.heaviest), [40, 30])
        XCTAssertEqual(progress.recent.first?.day, sunday)
        XCTAssertEqual(progress.recent.first?.sets.last?.weight, 30)
    }
}

/// The per-session points, grouped in Swift, are what SQL's GROUP BY made of the same sets,
/// for every exercise of the demo's year.
final class ExerciseProgressGroupingTests: XCTestCase {
    func testThePointsAreWhatSQLGroupsTheSetsInto() throws {
        let now = moment(sunday, 9, 0)
        let store = try Store.withCatalog(now: now)
        try DemoSplits.install(store, defaults: DefaultSplits.all, catalog: try store.loadCatalog(), now: now).fill(store, years: 1, today: now)
        let exercises = try store.loggedExercises()
        XCTAssertGreaterThan(exercises.count, 10)
        for exercise in exercises {
            var sessions: [Int: ExerciseSessionPoint] = [:]
            var order: [Int] = []
            for row in try store.db.rows("""
                SELECT st.session_id AS session, se.date AS date, \(Store.setLoadSQL(set: "sl", step: "st")) AS moved,
                       max(\(Store.setSideRepsSQL(set: "sl"))) AS reps, max(\(Store.setRepsSQL(set: "sl"))) AS both,
                       count(*) AS working, sum(\(Store.setLoadSQL(set: "sl", step: "st")) * \(Store.setRepsSQL(set: "sl"))) AS volume
                FROM session_steps st JOIN sessions se ON se.id = st.session_id
                JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position AND sl.is_warmup = 0
                WHERE st.exercise_id = ? AND se.status = 'finished' AND se.deleted_at IS NULL
                GROUP BY st.session_id, moved ORDER BY se.date, st.session_id, moved
                """, [exercise.exerciseID]) {
                let id = row.int("session")!
                if sessions[id] == nil {
                    order.append(id)
                    sessions[id] = ExerciseSessionPoint(day: Day(iso: row.string("date")!)!, bestE1RM: nil, heaviest: nil, bestSetVolume: nil,
                                                        volume: 0, workingSets: 0)
                }
                sessions[id]!.workingSets += row.int("working")!
                if let w = row.double("moved"), w > 0, let r = row.int("reps"), r > 0 {
                    sessions[id]!.volume += row.double("volume") ?? 0
                    sessions[id]!.heaviest = max(sessions[id]!.heaviest ?? 0, w)
                    sessions[id]!.bestE1RM = max(sessions[id]!.bestE1RM ?? 0, estimatedOneRepMax(weight: w, reps: r))
                    // A set done a side at a time moved both sides' reps.
                    sessions[id]!.bestSetVolume = max(sessions[id]!.bestSetVolume ?? 0, w * Double(row.int("both") ?? r))
                }
            }
            let points = try store.exerciseProgress(exerciseID: exercise.exerciseID).sessions
            XCTAssertEqual(points.count, order.count, exercise.title)
            for (point, id) in zip(points, order) {
                let expected = sessions[id]!
                XCTAssertEqual(point.day, expected.day)
                XCTAssertEqual(point.workingSets, expected.workingSets)
                XCTAssertEqual(point.heaviest, expected.heaviest)
                XCTAssertEqual(point.bestE1RM ?? 0, expected.bestE1RM ?? 0, accuracy: 1e-9)
                XCTAssertEqual(point.bestSetVolume, expected.bestSetVolume)
                XCTAssertEqual(point.volume, expected.volume, accuracy: 1e-6, exercise.title)
            }
        }
    }
}
