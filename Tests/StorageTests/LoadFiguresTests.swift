import Domain
import XCTest
@testable import Storage

/// Every kind of set through the store: what SQL sums and ranks (the History's volume, the
/// summaries records read, the exercise page) is what `SetLog.load` says in Swift.
final class LoadFiguresTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func plan(_ id: String, _ title: String, load: LoadType, weight: Double? = nil, unilateral: Bool = false, kind: StepKind = .sets) -> PlanStep {
        PlanStep(exerciseID: id, title: title, kind: kind, setsText: "2", workingSets: kind == .timed ? 0 : 2,
                 repsText: kind == .timed ? "20 min" : "8 reps", durationSeconds: kind == .timed ? 1200 : nil, notes: "",
                 loadType: load, weight: weight, unilateral: unilateral)
    }

    /// One finished session with a weighted dip, an assisted pull-up, a lunge done one side at a
    /// time with a drop set, and a ride, as the store writes a workout's sets.
    func session(_ store: Store, bodyWeight: Double?) throws -> ActiveWorkout {
        let t = moment(sunday, 7, 0).epochSeconds
        let steps = [
            WorkoutStep(plan: plan("chest-dip", "Chest Dip", load: .bodyweight, weight: 20), sets: [
                SetLog(isWarmup: false, reps: 8, weight: 20, completedAt: t + 60, bodyWeight: bodyWeight),
                SetLog(isWarmup: false, reps: 6, weight: 20, completedAt: t + 120, rir: 1, bodyWeight: bodyWeight)]),
            WorkoutStep(plan: plan("assisted-pull-up", "Assisted Pull-Up", load: .assisted, weight: 25), sets: [
                SetLog(isWarmup: false, reps: 8, weight: 25, completedAt: t + 180, bodyWeight: bodyWeight)]),
            WorkoutStep(plan: plan("walking-lunge", "Walking Lunge", load: .weight, weight: 20, unilateral: true), sets: [
                SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: t + 240, repsRight: 10),
                SetLog(isWarmup: false, reps: 8, weight: 12, completedAt: t + 300, repsRight: 7, type: .drop)]),
            WorkoutStep(plan: plan("stationary-bike", "Ride", load: .duration, kind: .timed), sets: [
                SetLog(isWarmup: false, durationSeconds: 1200, completedAt: t + 1500, distanceMeters: 8400)],
                        checkedAt: t + 1500),
        ]
        // The weigh-in the sets take: the database's, whatever a terminal held in memory.
        if let bodyWeight {
            try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: bodyWeight, date: sunday.adding(days: -2),
                                                         measured: moment(sunday.adding(days: -2), 8, 0)), now: now)
        }
        var workout = ActiveWorkout(sessionType: "A", title: "Day A", startedAt: moment(sunday, 7, 0), steps: steps)
        workout.id = try store.beginWorkout(workout, now: moment(sunday, 7, 0))
        try store.finishWorkout(workout, partial: false, endedAt: moment(sunday, 7, 40))
        return workout
    }

    func testWhatSQLCountsIsWhatEachSetMoved() throws {
        for bodyWeight in [80.0, nil] {
            let store = try Store.withCatalog(now: now)
            let workout = try session(store, bodyWeight: bodyWeight)
            let expected = workout.steps.reduce(0) { total, step in step.sets.reduce(total) { $0 + $1.volume(step.plan.loadType) } }
            let row = try XCTUnwrap(store.sessionLogPage(filter: nil, offset: 0, limit: 1).rows.first)
            XCTAssertEqual(row.volume, expected, accuracy: 0.001, "body weight \(String(describing: bodyWeight))")
            let (stored, computed) = try storedAndComputedSummaries(store)
            XCTAssertEqual(stored, computed)

            let detail = try XCTUnwrap(store.sessionDetail(id: row.id))
            XCTAssertEqual(detail.steps.map(\.loadType), [.bodyweight, .assisted, .weight, .duration])
            XCTAssertEqual(detail.steps.map(\.sets), workout.steps.map(\.sets), "every figure comes back")
            XCTAssertEqual(detail.steps[0].sets.map(\.bodyWeight), [bodyWeight, bodyWeight])

            let dips = try store.exerciseProgress(exerciseID: "chest-dip")
            XCTAssertEqual(dips.sessions.first?.heaviest, bodyWeight.map { $0 + 20 } ?? 20)
            let assisted = try store.exerciseProgress(exerciseID: "assisted-pull-up")
            XCTAssertEqual(assisted.sessions.first?.heaviest, bodyWeight.map { $0 - 25 }, "no weigh-in: nothing known moved")
            let lunges = try store.exerciseProgress(exerciseID: "walking-lunge")
            XCTAssertEqual(lunges.sessions.first?.volume, 20 * 20 + 12 * 15)
            let ride = try store.exerciseProgress(exerciseID: "stationary-bike")
            XCTAssertEqual(ride.sessions.first?.distanceMeters, 8400)
            XCTAssertEqual(ride.records.longestDistance?.value, 8400)
            XCTAssertEqual(ride.records.fastestPace?.value ?? 0, 1200 / 8.4, accuracy: 0.001)
            XCTAssertTrue(ride.isDistance)
        }
    }

    func testTheBundledCatalogSaysHowEachExerciseIsLogged() throws {
        let catalog = try Store.withCatalog(now: now).loadCatalog()
        XCTAssertEqual(catalog.exercise("chest-dip")?.load, .bodyweight)
        XCTAssertEqual(catalog.exercise("assisted-pull-up")?.load, .assisted)
        XCTAssertEqual(catalog.exercise("stationary-bike")?.load, .distance)
        XCTAssertEqual(catalog.exercise("barbell-bench-press")?.load, .weight)
        XCTAssertEqual(catalog.exercise("crunch")?.load, LoadType.none)
        XCTAssertEqual(catalog.exercise("walking-lunge")?.unilateral, true)
        XCTAssertEqual(catalog.exercise("barbell-bench-press")?.unilateral, false)
    }

    func testAWeighInWeighsTheSetsOfItsDayAndAfterAndTheirRecordsFollow() throws {
        let store = try Store.withCatalog(now: now)
        _ = try session(store, bodyWeight: nil)
        func heaviestDip() throws -> Double? {
            try store.db.firstRow("SELECT max(heaviest) AS h FROM session_exercise_bests WHERE exercise_key = 'chest-dip'")?.double("h")
        }
        func dipUpdatedAt() throws -> [String] {
            try store.db.rows("SELECT updated_at FROM set_logs ORDER BY id").map { $0.string("updated_at") ?? "" }
        }
        XCTAssertEqual(try heaviestDip(), 20, "no weigh-in: the belt alone")
        let stamps = try dipUpdatedAt()
        // A weigh-in the day before the session weighs it; a later one does not.
        try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: 90, date: sunday.adding(days: 1), measured: moment(sunday.adding(days: 1), 8, 0)), now: now)
        XCTAssertEqual(try heaviestDip(), 20)
        let weighIn = try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: 80, date: sunday.adding(days: -1),
                                                                   measured: moment(sunday.adding(days: -1), 8, 0)), now: now)
        XCTAssertEqual(try heaviestDip(), 100)
        XCTAssertEqual(try store.exerciseProgress(exerciseID: "assisted-pull-up").sessions.first?.heaviest, 55)
        XCTAssertEqual(try dipUpdatedAt(), stamps, "what was logged, and when it was changed, stay as they were")
        // A set added to the session afterwards is weighed too.
        let detail = try XCTUnwrap(store.sessionDetail(id: try XCTUnwrap(store.sessionLogPage(filter: nil, offset: 0, limit: 1).rows.first).id))
        try store.editPastSession(.addSet(session: detail.summary.id, step: detail.steps[0].uid, values: SetValues(reps: 5, weight: 30)), now: now)
        XCTAssertEqual(try heaviestDip(), 110)
        // The weigh-in deleted: nothing known again.
        try store.deleteBodyMeasurement(uid: weighIn.uid, now: now)
        XCTAssertEqual(try heaviestDip(), 30)
    }
}
