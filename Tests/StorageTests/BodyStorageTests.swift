import Domain
import Formats
import XCTest
@testable import Storage

/// Weigh-ins and measurements: written by id, deleted as tombstones, looked up by day,
/// exported and imported back, and read from FitNotes' and Hevy's files.
final class BodyStorageTests: TemporaryDirectoryTestCase {
    let monday = Day(year: 2026, month: 11, day: 16)

    private func row(_ kind: BodyKind, _ value: Double, _ day: Day) -> BodyMeasurement {
        BodyMeasurement(kind: kind, value: value, date: day, measured: moment(day, 7, 0))
    }

    func testWriteTombstoneAndTheWeightOfADay() throws {
        let store = try Store(path: path("body.sqlite"))
        let now = moment(monday, 8, 0)
        let first = try store.addBodyMeasurement(row(.bodyWeight, 80, monday), now: now)
        try store.addBodyMeasurement(row(.bodyWeight, 81, monday.adding(days: 7)), now: now)
        try store.addBodyMeasurement(row(.waist, 84, monday), now: now)
        XCTAssertTrue(ExportFormat.isULID(first.uid))
        XCTAssertEqual(try store.bodyMeasurements().map(\.value), [81, 84, 80], "newest first")

        let log = try store.bodyWeightLog()
        XCTAssertNil(log.weight(on: monday.adding(days: -1)), "before the first weigh-in")
        XCTAssertEqual(log.weight(on: monday.adding(days: 3)), 80, "the weigh-in on or before the day")
        XCTAssertEqual(log.weight(on: monday.adding(days: 30)), 81)

        try store.deleteBodyMeasurement(uid: first.uid, now: moment(monday, 9, 0))
        XCTAssertEqual(try store.bodyMeasurements().count, 2)
        XCTAssertNil(try store.bodyWeightLog().weight(on: monday.adding(days: 3)), "a deleted weigh-in weighs nothing")
        let tombstone = try XCTUnwrap(try store.db.firstRow("SELECT deleted_at FROM body_measurements WHERE uid = ?", [first.uid]))
        XCTAssertNotNil(tombstone.string("deleted_at"), "the row stays as a tombstone")
    }

    func testExportAndImportCarryTheRowsAndTheirTombstones() throws {
        let source = try Store(path: path("a.sqlite"))
        let now = moment(monday, 8, 0)
        let kept = try source.addBodyMeasurement(row(.bodyWeight, 80.5, monday), now: now)
        let gone = try source.addBodyMeasurement(row(.chest, 101, monday), now: now)
        try source.deleteBodyMeasurement(uid: gone.uid, now: moment(monday, 9, 0))
        var text = ""
        try source.exportJSON(createdAt: now, appVersion: "test") { text += $0 }
        let bundle = try ExportFormat.decode(Array(text.utf8))
        XCTAssertEqual(Set(bundle.body.map(\.uid)), [kept.uid, gone.uid])
        XCTAssertNotNil(bundle.body.first { $0.uid == gone.uid }?.deletedAt)

        let target = try Store(path: path("b.sqlite"))
        let summary = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.bodyAdded, 2)
        XCTAssertEqual(try target.bodyMeasurements(), try source.bodyMeasurements())
        XCTAssertEqual(try target.importBundle(bundle, mode: .merge, dryRun: false, now: now).bodyUnchanged, 2, "again: nothing changes")

        // A newer edit in the file wins; an older one does not.
        var newer = bundle
        let weight = try XCTUnwrap(newer.body.firstIndex { $0.uid == kept.uid })
        newer.body[weight].measurement.value = 79
        newer.body[weight].updatedAt = "2030-01-01T00:00:00Z"
        XCTAssertEqual(try target.importBundle(newer, mode: .merge, dryRun: false, now: now).bodyUpdated, 1)
        XCTAssertEqual(try target.bodyMeasurements().first?.value, 79)

        // --replace: the file's rows only.
        try target.addBodyMeasurement(row(.arms, 36, monday), now: now)
        let replaced = try target.importBundle(bundle, mode: .replace, dryRun: false, now: now)
        XCTAssertEqual(replaced.bodyRemoved, 2)
        XCTAssertEqual(try target.bodyMeasurements().map(\.kind), [.bodyWeight])
    }

    func testAnExportWithoutBodyStillImports() throws {
        let store = try Store(path: path("old.sqlite"))
        var text = ""
        try store.exportJSON(createdAt: moment(monday, 8, 0), appVersion: "test") { text += $0 }
        let withoutBody = text.replacingOccurrences(of: ",\n  \"body\": []", with: "")
        XCTAssertFalse(withoutBody.contains("\"body\""))
        XCTAssertEqual(try ExportFormat.decode(Array(withoutBody.utf8)).body, [])
    }

    func testFitNotesBodyTrackerCSV() throws {
        let csv = """
            Date,Time,Measurement,Value,Unit,Comment
            2026-01-10,07:00:00,Bodyweight,82.0,kg,
            2026-01-11,07:00:00,Bodyweight,181.5,lbs,"Light, after cardio"
            2026-01-11,07:05:00,Body Fat,18.2,%,
            2026-01-11,07:05:00,Waist,33.5,in,
            2026-01-11,07:05:00,Biceps,38,cm,
            2026-01-11,07:05:00,Neck,39,cm,

            """
        let store = try Store(path: path("fitnotes.sqlite"))
        let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: .empty, defaultUnit: .kg, utcOffsetSeconds: 3600)
        XCTAssertEqual(bundle.source, "FitNotes body tracker")
        XCTAssertEqual(bundle.body.map(\.measurement.kind), [.bodyWeight, .bodyWeight, .bodyFat, .waist, .arms, BodyKind("Neck")!])
        XCTAssertEqual(bundle.body[1].measurement.value, 82.33, accuracy: 0.01, "pounds to kilograms")
        XCTAssertEqual(bundle.body[3].measurement.value, 85.09, accuracy: 0.01, "inches to centimetres")
        XCTAssertEqual(bundle.body[1].measurement.note, "Light, after cardio")
        XCTAssertEqual(bundle.body[0].measurement.measured.isoDateTime, "2026-01-10T07:00:00+01:00")
        let summary = try store.importBundle(bundle, mode: .merge, dryRun: false, now: moment(monday, 8, 0))
        XCTAssertEqual(summary.bodyAdded, 6)
        XCTAssertTrue(summary.text.contains("body measurements: 6 added"), summary.text)
        let again = try ForeignWorkouts.decode(Array(csv.utf8), catalog: .empty, defaultUnit: .kg, utcOffsetSeconds: 3600)
        XCTAssertEqual(try store.importBundle(again, mode: .merge, dryRun: false, now: moment(monday, 8, 0)).bodyAdded, 0,
                       "the same file again adds nothing")

        // A unit that does not go with the measurement is left out and listed with its line (the
        // file refused, when it is its only row), never dropped silently.
        let bad = "Date,Time,Measurement,Value,Unit,Comment\n2026-01-10,07:00:00,Bodyweight,82,cm,\n"
        XCTAssertThrowsError(try ForeignWorkouts.read(Array(bad.utf8))) { error in
            XCTAssertEqual((error as? ImportError)?.message, "Line 2: 'Bodyweight' is in 'cm', where gymtrack reads kg or lbs.")
        }
        let skipped = try ForeignWorkouts.read(Array((bad + "2026-01-11,07:00:00,Bodyweight,81,kg,\n").utf8),
                                               options: ForeignReadOptions())
        XCTAssertEqual(skipped.report.skippedLines.map(\.line), [2])
    }

    func testHevyMeasurementsCSV() throws {
        let csv = """
            date,weight_kg,fat_percent,neck_cm,shoulder_cm,chest_cm,left_bicep_cm,right_bicep_cm,left_forearm_cm,right_forearm_cm,abdomen_cm,waist_cm,hips_cm,left_thigh_cm,right_thigh_cm,left_calf_cm,right_calf_cm
            "15 Sep 2025, 00:00",80.5,17,,,,,,,,,84,,,,,
            "22 Sep 2025, 07:30",80.1,,,,101,36.5,36,,,,,,,,,

            """
        let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: .empty, defaultUnit: .kg, utcOffsetSeconds: 0)
        XCTAssertEqual(bundle.source, "Hevy measurements")
        XCTAssertEqual(bundle.body.map(\.measurement.kind.rawValue),
                       ["body_weight", "body_fat", "waist", "body_weight", "chest", "left bicep", "right bicep"])
        XCTAssertEqual(bundle.body.map(\.measurement.date.iso), ["2025-09-15", "2025-09-15", "2025-09-15"] + Array(repeating: "2025-09-22", count: 4))
        // A column gymtrack does not read would be a value lost: the file is refused.
        XCTAssertThrowsError(try ForeignWorkouts.read(Array("date,weight_kg,mood\n\"15 Sep 2025, 00:00\",80,good\n".utf8)))
    }
}
