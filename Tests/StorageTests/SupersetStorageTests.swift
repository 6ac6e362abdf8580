import BundledPlans
import Domain
import Formats
import XCTest
@testable import Storage

/// Supersets and per-exercise weight steps in the database: stored, saved as deltas, exported
/// and imported, and read from Hevy's `superset_id`.
final class SupersetStorageTests: TemporaryDirectoryTestCase {
    private let now = moment(sunday, 9, 0)

    func testASplitsGroupIsStoredAndReadBack() throws {
        let store = try Store.withCatalog(path("a.sqlite"), now: now)
        var splits = try store.loadSplits()
        splits[0].steps.toggleSupersetLink(at: 2)
        try store.saveSplits(splits, now: now)
        let again = try Store(path: path("a.sqlite")).loadSplits()
        XCTAssertEqual(again[0].steps.superset(containing: 2), 2...3)
        XCTAssertEqual(again[0].steps.map(\.supersetGroup), splits[0].steps.map(\.supersetGroup))
    }

    func testGroupingARunningWorkoutIsSavedAsADeltaAndSeenByAnotherTerminal() throws {
        let dbPath = path("w.sqlite")
        let laptop = try Store(path: dbPath), phone = try Store(path: dbPath)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: now)
        workout.id = try laptop.beginWorkout(workout, now: now)
        let base = workout
        workout.toggleSupersetLink(step: 2)
        XCTAssertEqual(workout.changes(since: base), [.changeStep(position: 2, workout.steps[2], was: base.steps[2]), .changeStep(position: 3, workout.steps[3], was: base.steps[3])])
        try laptop.saveWorkout(workout, now: now)
        let seen = try XCTUnwrap(phone.loadActiveWorkout())
        XCTAssertEqual(seen.superset(containing: 3), 2...3)
        // Finished, the session keeps its group (History shows it).
        try phone.finishWorkout(seen, partial: true, endedAt: now.adding(seconds: 600))
        let groups = try laptop.db.rows("SELECT superset_group FROM session_steps ORDER BY position").map { $0.int("superset_group") }
        XCTAssertEqual(groups[2], 1)
        XCTAssertEqual(groups[3], 1)
    }

    func testAnExercisesWeightStepIsStoredAndClearedInKilograms() throws {
        let store = try Store.withCatalog(path("c.sqlite"), now: now)
        try store.setWeightStep(exerciseID: "dumbbell-row", kilograms: 2, now: now)
        XCTAssertEqual(try store.loadCatalog().exercise("dumbbell-row")?.weightStep, 2)
        XCTAssertNil(try store.loadCatalog().exercise("deadlift")?.weightStep)
        try store.setWeightStep(exerciseID: "dumbbell-row", kilograms: nil, now: now)
        XCTAssertNil(try store.loadCatalog().exercise("dumbbell-row")?.weightStep)
    }

    func testExportAndImportKeepTheGroupAndOldExportsStillRead() throws {
        let source = try Store.withCatalog(now: now)
        var splits = try source.loadSplits()
        splits[0].steps.toggleSupersetLink(at: 1)
        try source.saveSplits(splits, now: now)
        var workout = ActiveWorkout(split: splits[0], startedAt: now)
        workout.id = try source.beginWorkout(workout, now: now)
        _ = workout.completeNext(step: 1, at: now.adding(seconds: 60), challengeRoom: true)
        try source.saveWorkout(workout, now: now.adding(seconds: 60))
        try source.finishWorkout(workout, partial: true, endedAt: now.adding(seconds: 900))
        let text = try source.exportText(at: now)
        XCTAssertTrue(text.contains("\"supersetGroup\": 1"))
        let bundle = try ExportFormat.decode(Array(text.utf8))
        let target = try Store(path: ":memory:")
        _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try target.loadSplits()[0].steps.superset(containing: 2), 1...2)
        XCTAssertEqual(withoutCreatedAt(try target.exportText(at: now)), withoutCreatedAt(text))
        // An export from before supersets has no such key: every step on its own.
        let old = text.replacingOccurrences(of: ", \"supersetGroup\": null", with: "").replacingOccurrences(of: ", \"supersetGroup\": 1", with: "")
        XCTAssertFalse(old.contains("supersetGroup"))
        let oldBundle = try ExportFormat.decode(Array(old.utf8))
        XCTAssertTrue(oldBundle.splits.flatMap(\.steps).allSatisfy { $0.plan.supersetGroup == nil })
    }

    func testCSVExportNamesTheGroup() throws {
        let store = try Store.withCatalog(now: now)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: now)
        workout.toggleSupersetLink(step: 2)
        workout.id = try store.beginWorkout(workout, now: now)
        _ = workout.completeNext(step: 2, at: now.adding(seconds: 60), challengeRoom: true)
        _ = workout.completeNext(step: 4, at: now.adding(seconds: 120), challengeRoom: true)
        try store.saveWorkout(workout, now: now.adding(seconds: 120))
        try store.finishWorkout(workout, partial: true, endedAt: now.adding(seconds: 900))
        var csv = ""
        try store.exportCSV(unit: .kg) { csv += $0 }
        let rows = csv.split(separator: "\n").dropFirst()
        XCTAssertEqual(rows.count, 2)
        // The superset column is the 13th (the columns added later follow it).
        let superset = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[12] }
        XCTAssertEqual(superset, ["1", ""], rows.joined(separator: "\n"))
    }

    func testHevysSupersetIDBecomesAGroup() throws {
        let csv = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            Pull,2026-04-10T07:00:00,2026-04-10T08:00:00,,Deadlift (Barbell),,,0,normal,140,5,,,
            Pull,2026-04-10T07:00:00,2026-04-10T08:00:00,,Bicep Curl (Dumbbell),0,,0,normal,14,10,,,
            Pull,2026-04-10T07:00:00,2026-04-10T08:00:00,,Face Pull,0,,0,normal,20,15,,,
            Pull,2026-04-10T07:00:00,2026-04-10T08:00:00,,Bicep Curl (Dumbbell),0,,1,normal,14,10,,,
            Pull,2026-04-10T07:00:00,2026-04-10T08:00:00,,Plank,,,0,normal,,,,60,

            """
        let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: BundledCatalog.catalog, defaultUnit: .kg, utcOffsetSeconds: 0)
        XCTAssertEqual(bundle.sessions[0].steps.map(\.plan.supersetGroup), [nil, 1, 1, nil])
        let strong = try ForeignWorkouts.decode(try fixture("strong.csv"), catalog: BundledCatalog.catalog, defaultUnit: .kg, utcOffsetSeconds: 0)
        XCTAssertTrue(strong.sessions.flatMap(\.steps).allSatisfy { $0.plan.supersetGroup == nil }, "Strong's CSV has no superset column")
    }
}
