import BundledPlans
import DemoData
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// A database whose two sessions hold every kind of set: a weighted dip (+20 kg at 80 kg), an
/// assisted pull-up (25 kg of help), a ride (8.4 km in 20:00), a lunge one side at a time, a
/// drop set, a set to failure, an AMRAP set and RIR; one bodyweight set has no weigh-in. A
/// custom exercise with its own load, one with its category's.
func storeWithEveryKindOfSet(now: Moment) throws -> Store {
    let store = try Store.withCatalog(now: now)
    try store.addCustomExercise(CatalogExercise(id: "custom-band-chin-up", name: "Band Chin-Up", category: .custom, equipment: .band,
                                                primary: ["back-lats"]), now: now)
    try store.addCustomExercise(CatalogExercise(id: "custom-sled-drag", name: "Sled Drag", category: .custom, equipment: .other,
                                                primary: []), now: now)
    try store.db.execute("UPDATE exercises SET load_type = 'assisted', unilateral = 1 WHERE id = 'custom-band-chin-up'")
    func step(_ id: String?, _ title: String, _ load: LoadType, unilateral: Bool = false, kind: StepKind = .sets, _ sets: [SetLog]) -> WorkoutStep {
        WorkoutStep(plan: PlanStep(exerciseID: id, title: title, kind: kind, setsText: "\(sets.count)", workingSets: sets.count, repsText: "8",
                                   notes: "", loadType: load, unilateral: unilateral), sets: sets)
    }
    for (n, day) in [sunday, monday].enumerated() {
        let at = { (minute: Int) in moment(day, 7, minute).epochSeconds }
        // The first day has weigh-ins in force, the second none.
        let body: Double? = n == 0 ? 80 : nil
        let steps = [
            step("chest-dip", "Chest Dip", .bodyweight, [
                SetLog(isWarmup: false, reps: 8, weight: 20, rpe: 8, completedAt: at(5), rir: 2, bodyWeight: body),
                SetLog(isWarmup: false, reps: 12, completedAt: at(7), type: .amrap, bodyWeight: body),
            ]),
            step("assisted-pull-up", "Assisted Pull-Up", .assisted, [
                SetLog(isWarmup: false, reps: 10, weight: 25, completedAt: at(10), type: .failure, rir: 0, bodyWeight: body),
            ]),
            step("stationary-bike", "Stationary Bike", .distance, kind: .sets, [
                SetLog(isWarmup: false, durationSeconds: 1200, completedAt: at(30), distanceMeters: 8400),
            ]),
            step("walking-lunge", "Walking Lunge", .weight, unilateral: true, [
                SetLog(isWarmup: false, reps: 10, weight: 16, completedAt: at(33), repsRight: 9),
                SetLog(isWarmup: false, reps: 8, weight: 12, completedAt: at(34), repsRight: 8, type: .drop),
            ]),
            step("reverse-lunge", "Reverse Lunge", .bodyweight, unilateral: true, [
                SetLog(isWarmup: false, reps: 12, completedAt: at(36), repsRight: 11, bodyWeight: body),
            ]),
            step("custom-band-chin-up", "Band Chin-Up", .assisted, [
                SetLog(isWarmup: false, reps: 6, weight: 30, completedAt: at(38), bodyWeight: body),
            ]),
            step(nil, "Plank", .duration, kind: .hold, [SetLog(isWarmup: false, durationSeconds: 60, completedAt: at(40))]),
        ]
        var workout = ActiveWorkout(sessionType: "A", title: "Everything", startedAt: moment(day, 7, 0), steps: steps)
        workout.id = try store.beginWorkout(workout, now: moment(day, 7, 0))
        try store.finishWorkout(workout, partial: false, endedAt: moment(day, 7, 45))
    }
    return store
}

/// Every kind of set goes out in the export and comes back in equal; a version 1 document
/// still reads as it did; the new fields keep their bounds.
final class SetKindsExchangeTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func testEveryKindOfSetIsExportedAndImportedBackEqual() throws {
        let source = try storeWithEveryKindOfSet(now: now)
        let first = try source.exportText(at: now)
        XCTAssertTrue(first.contains("\"schemaVersion\": \(ExportFormat.schemaVersion),"))
        XCTAssertTrue(first.contains("\"loadType\": \"assisted\", \"unilateral\": true"), "a custom exercise's own load")
        XCTAssertTrue(first.contains("\"loadType\": null, \"unilateral\": false"), "a custom exercise with its category's load")
        XCTAssertTrue(first.contains("\"durationSeconds\": 1200, \"rpe\": null, \"repsRight\": null, \"distanceMeters\": 8400, \"setType\": \"normal\""))
        XCTAssertTrue(first.contains("\"reps\": 10, \"weight\": 16, \"durationSeconds\": null, \"rpe\": null, \"repsRight\": 9"))
        XCTAssertTrue(first.contains("\"setType\": \"drop\"") && first.contains("\"setType\": \"failure\"") && first.contains("\"setType\": \"amrap\""))
        XCTAssertTrue(first.contains("\"rir\": 2,"))
        XCTAssertFalse(first.contains("bodyWeight") || first.contains("body_weight"), "the body weight follows from the weigh-ins")

        let bundle = try ExportFormat.decode(Array(first.utf8))
        let dip = try XCTUnwrap(bundle.sessions.first?.steps.first)
        XCTAssertEqual(dip.plan.loadType, .bodyweight)
        XCTAssertEqual(dip.sets.map(\.type), [.normal, .amrap])
        XCTAssertEqual(bundle.exercises.map(\.loadType), [.assisted, nil])
        XCTAssertEqual(bundle.exercises.map(\.exercise.load), [.assisted, .weight])

        let target = try Store(path: ":memory:")
        _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(withoutCreatedAt(try target.exportText(at: now)), withoutCreatedAt(first))
        // The sets read back as they were logged, the body weight aside.
        let read = { (store: Store) in try store.sessionLogPage(filter: nil, offset: 0, limit: 5).rows.map { row in
            try XCTUnwrap(store.sessionDetail(id: row.id)).steps.map { step in
                [step.loadType.rawValue, "\(step.unilateral)"] + step.sets.map { set in
                    var figures = set
                    figures.bodyWeight = nil
                    return "\(figures)"
                }
            }
        } }
        XCTAssertEqual(try read(target), try read(source))
        XCTAssertEqual(try target.count("set_logs", where: "body_weight IS NOT NULL"), 0, "set by the weigh-ins, not by a file")
        // Imported again: nothing to change.
        let again = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertTrue(again.changedNothing, again.text)
    }

    func testASessionReadAgainComparesEveryFigure() throws {
        let source = try storeWithEveryKindOfSet(now: now)
        var bundle = try ExportFormat.decode(Array(try source.exportText(at: now).utf8))
        bundle.refreshesUnedited = true
        let target = try Store(path: ":memory:")
        _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try target.importBundle(bundle, mode: .merge, dryRun: false, now: now).sessionsUpdated, 0)
        // A file that now says otherwise of one figure only (another reading of the same file) is read again.
        for change in [{ (s: inout ImportedSet) in s.repsRight = 7 }, { $0.distanceMeters = 8000 }, { $0.type = .failure }, { $0.rir = 3 }] {
            var changed = bundle
            change(&changed.sessions[0].steps[3].sets[0])
            XCTAssertEqual(try target.importBundle(changed, mode: .merge, dryRun: false, now: now).sessionsUpdated, 1)
            _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        }
    }

    func testTheCSVExportAddsItsNewColumnsAtTheEnd() throws {
        let store = try storeWithEveryKindOfSet(now: now)
        var kg = "", lb = ""
        try store.exportCSV(unit: .kg) { kg += $0 }
        try store.exportCSV(unit: .lb) { lb += $0 }
        let rows = kg.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first, "date,start time,split,exercise,set number,set type,reps,weight,unit,seconds,rpe,notes,superset,workout notes,"
                       + "distance,distance unit,set kind,reps right,rir,load,body weight,set note")
        XCTAssertEqual(rows.filter { $0.contains("Stationary Bike") }.map { $0.contains(",1200,,,,,8.4,km,working,,,") }, [true, true])
        XCTAssertTrue(lb.contains(",1200,,,,,5.22,mi,working,,,"), "miles with pounds")
        let firstDay = rows.filter { $0.hasPrefix(sunday.iso) }
        // Before the set's note, the last two columns say how the weight reads and the body weight in force (none: no weigh-in).
        XCTAssertEqual(firstDay.filter { $0.contains("Chest Dip") }.map { $0.split(separator: ",", omittingEmptySubsequences: false).dropLast().suffix(15).joined(separator: ",") },
                       ["8,20,kg,,8,,,,,,working,,2,bodyweight,", "12,,,,,,,,,,AMRAP,,,bodyweight,"])
        XCTAssertTrue(firstDay.contains { $0.contains("Assisted Pull-Up,1,working,10,25,kg,,,,,,,,failure,,0,assisted,") })
        XCTAssertTrue(firstDay.contains { $0.contains("Walking Lunge,1,working,10,16,kg,,,,,,,,working,9,") })
        XCTAssertTrue(firstDay.contains { $0.contains("Walking Lunge,2,working,8,12,kg,,,,,,,,drop,8,") })
    }

    /// A version 1 document: as written before sets had sides, distances, types and RIR.
    func versionOne(_ text: String) -> String {
        var v1 = text.replacingOccurrences(of: "\"schemaVersion\": \(ExportFormat.schemaVersion),", with: "\"schemaVersion\": 1,")
        for key in ["repsRight", "distanceMeters", "setType", "rir", "unilateral"] {
            v1 = v1.replacingOccurrences(of: ", \"\(key)\": (null|true|false|\"[a-z]*\"|[0-9.]+)", with: "", options: .regularExpression)
        }
        // A plan step's loadType is never null: these are custom exercises'.
        return v1.replacingOccurrences(of: ", \"loadType\": null", with: "")
    }

    func testAVersionOneDocumentImportsAsBefore() throws {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        try store.addCustomExercise(CatalogExercise(id: "custom-sled", name: "Sled", category: .custom, equipment: .other, primary: []), now: now)
        try store.db.execute("UPDATE split_steps SET unilateral = 0")
        try store.db.execute("UPDATE session_steps SET unilateral = 0")
        try store.db.execute("UPDATE set_logs SET reps_right = NULL, distance_m = NULL, set_type = 'normal', rir = NULL")
        let text = try store.exportText(at: now)
        let v1 = versionOne(text)
        XCTAssertFalse(v1.contains("repsRight") || v1.contains("setType") || v1.contains("unilateral") || v1.contains("distanceMeters"))
        XCTAssertTrue(v1.contains("\"schemaVersion\": 1,"))
        XCTAssertEqual(try ExportFormat.decode(Array(v1.utf8)), try ExportFormat.decode(Array(text.utf8)))
        let target = try Store(path: ":memory:")
        _ = try target.importBundle(try ExportFormat.decode(Array(v1.utf8)), mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(withoutCreatedAt(try target.exportText(at: now)), withoutCreatedAt(text))
    }

    func testTheNewFieldsKeepTheirBounds() throws {
        let store = try storeWithEveryKindOfSet(now: now)
        let text = try store.exportText(at: now)
        func refused(_ from: String, _ to: String) throws -> String {
            let changed = text.replacingOccurrences(of: from, with: to)
            XCTAssertNotEqual(changed, text, from)
            do {
                _ = try ExportFormat.decode(Array(changed.utf8))
                XCTFail("accepted: \(to)")
                return ""
            } catch let error as ImportError {
                return error.message
            }
        }
        let set = "Field sessions[0].steps[0].sets[0]."
        XCTAssertEqual(try refused("\"repsRight\": null", "\"repsRight\": -1"), set + "repsRight must be a whole number from 0 to 10000, or null.")
        XCTAssertEqual(try refused("\"repsRight\": null", "\"repsRight\": 2.5"), set + "repsRight must be a whole number or null.")
        XCTAssertEqual(try refused("\"distanceMeters\": null", "\"distanceMeters\": 1000001"),
                       set + "distanceMeters must be a number from 0 to 1000000, or null.")
        XCTAssertEqual(try refused("\"rir\": 2", "\"rir\": 11"), set + "rir must be a number from 0 to 10, or null.")
        XCTAssertEqual(try refused("\"setType\": \"normal\"", "\"setType\": \"giant\""), set + "setType must be normal, drop, failure or amrap.")
        XCTAssertEqual(try refused("\"unilateral\": false", "\"unilateral\": 0"), "Field exercises[1].unilateral must be true or false.")
        XCTAssertEqual(try refused("\"loadType\": \"assisted\", \"unilateral\": true", "\"loadType\": \"band\", \"unilateral\": true"),
                       "Field exercises[0].loadType must be one of none, weight, duration, bodyweight, assisted, distance, or null.")
        let belt = try refused("\"loadType\": \"bodyweight\"", "\"loadType\": \"belt\"")
        XCTAssertTrue(belt.hasSuffix("].loadType must be one of none, weight, duration, bodyweight, assisted, distance."), belt)
        // At the bounds: read.
        XCTAssertNoThrow(try ExportFormat.decode(Array(text.replacingOccurrences(of: "\"distanceMeters\": 8400", with: "\"distanceMeters\": 1000000")
            .replacingOccurrences(of: "\"rir\": 2", with: "\"rir\": 10").utf8)))
    }
}
