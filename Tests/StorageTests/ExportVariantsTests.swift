import BundledPlans
@testable import Domain
@testable import Formats
import Foundation
import XCTest
@testable import Storage

/// Forms of Strong, Hevy and FitNotes exports that real files take and gymtrack once refused or
/// read wrong, each in a small file written here: a one-digit hour, a rest timer in another
/// language, Strong for Android's form and set words, a file without its header line, an RPE of
/// 0, a superset whose exercises are apart, FitNotes' categories, and columns no reader reads.
final class ExportVariantsTests: XCTestCase {
    let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 0)
    let desktop = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    func makeStore() throws -> Store { try Store.withCatalog(now: now) }

    func column(_ store: Store, _ sql: String) throws -> [String] {
        try store.db.rows(sql).map { $0.string(0) ?? "-" }
    }

    func testAnHourOfOneDigitIsRead() throws {
        let csv = desktop + "2020-08-08 9:45:31,\"Morning\",1h,\"Squat (Barbell)\",1,100,5,0,0,\"\",\"\",\n"
        let store = try makeStore()
        XCTAssertEqual(try store.importCSV(csv, now: now).sessionsAdded, 1)
        XCTAssertEqual(try column(store, "SELECT started_at FROM sessions WHERE status = 'finished'"), ["2020-08-08T09:45:31+00:00"])
        let day = Day(year: 2020, month: 8, day: 8).dayNumber * 86_400
        XCTAssertEqual(try parseLocalDateTime("2020-08-08 9:45")?.0, day + 9 * 3600 + 45 * 60)
        XCTAssertEqual(try parseLocalDateTime("2020-08-08T09:45:31")?.0, day + 9 * 3600 + 45 * 60 + 31)
        XCTAssertNil(try parseLocalDateTime("2020-08-08 9:5:31"))
    }

    /// Strong writes its rest-timer rows in the phone's language: German "Ruhezeit", as a real
    /// export does, and the word for rest in the app's other languages.
    func testRestTimerRowsInEveryLanguageStrongWritesAreNoSets() throws {
        let german = "Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE\n"
            + "2021-03-01 18:00:00,\"Beine\",1h 2m,\"Squat (Barbell)\",1,100,5,0,0,\"\",\"\",\n"
            + "2021-03-01 18:00:00,\"Beine\",1h 2m,\"Squat (Barbell)\",Ruhezeit,0,0,0,180,\"\",\"\",\n"
            + "2021-03-01 18:00:00,\"Beine\",1h 2m,\"Squat (Barbell)\",2,100,5,0,0,\"\",\"\",\n"
        let store = try makeStore()
        let summary = try store.importCSV(german, options: ForeignReadOptions(strict: true), now: now)
        XCTAssertEqual(summary.sets, 2)
        XCTAssertTrue(summary.text.contains("  not kept (gymtrack has no place for them yet): 1 rest-timer row."), summary.text)
        for word in ["Rest Timer", "Temporizador de descanso", "Minuteur de repos", "Timer di recupero", "Cronômetro de descanso",
                     "Rusttimer", "休息计时器", "休憩タイマー", "휴식 타이머", "Таймер отдыха", "Dinlenme", "Odpoczynek"] {
            let csv = desktop + "2021-03-01 18:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,\n"
                + "2021-03-01 18:00:00,A,1h,Squat (Barbell),\(word),0,0,0,120,,,\n"
            let read = try ForeignWorkouts.read(Array(csv.utf8), options: ForeignReadOptions(strict: true))
            XCTAssertEqual([read.workouts.flatMap(\.sets).count, read.report.restTimerRows], [1, 1], word)
        }
    }

    /// Strong for Android: `;`, every field quoted, `Workout #`, the units in the column names,
    /// the workout's length in seconds and its set words.
    func testStrongForAndroidsFormAndSetWords() throws {
        let android = "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n"
            + "\"1\";\"2025-03-09 14:08:49\";\"Push\";\"4543\";\"Bench Press (Barbell)\";\"WARM_UP\";\"40\";\"10\";\"\";\"\";\"\";\"\";\"\"\n"
            + "\"1\";\"2025-03-09 14:08:49\";\"Push\";\"4543\";\"Bench Press (Barbell)\";\"1\";\"80\";\"5\";\"8\";\"\";\"\";\"\";\"\"\n"
            + "\"1\";\"2025-03-09 14:08:49\";\"Push\";\"4543\";\"Bench Press (Barbell)\";\"FAILURE\";\"80\";\"3\";\"10\";\"\";\"\";\"\";\"\"\n"
            + "\"1\";\"2025-03-09 14:08:49\";\"Push\";\"4543\";\"Bench Press (Barbell)\";\"DROP_SET\";\"60\";\"8\";\"\";\"\";\"\";\"\";\"\"\n"
            + "\"1\";\"2025-03-09 14:08:49\";\"Push\";\"4543\";\"Running (Treadmill)\";\"1\";\"\";\"\";\"\";\"1272.0\";\"296.0\";\"\";\"\"\n"
        let store = try makeStore()
        let summary = try store.importCSV(android, options: ForeignReadOptions(strict: true), now: now)
        XCTAssertEqual(summary.sets, 5)
        let sets = "SELECT is_warmup || ' ' || set_type || ' ' || coalesce(weight, '-') || ' ' || coalesce(distance_m, '-') FROM set_logs ORDER BY completed_epoch"
        XCTAssertEqual(try column(store, sets), ["1 normal 40.0 -", "0 normal 80.0 -", "0 failure 80.0 -", "0 drop 60.0 -", "0 normal - 1272.0"])
        XCTAssertEqual(try column(store, "SELECT duration_seconds FROM sessions WHERE status = 'finished'"), ["4543"])
        XCTAssertTrue(summary.text.contains("  weights: in kg, as the file names them."), summary.text)
        XCTAssertTrue(summary.text.contains("  kept: the distances of 1 set; 1 drop set; 1 set to failure."), summary.text)
        XCTAssertFalse(summary.text.contains("read nothing from"), summary.text)
        // In pounds and miles, as the app writes them for a lifter who uses them.
        let imperial = android.replacingOccurrences(of: "Weight (kg)", with: "Weight (lbs)")
            .replacingOccurrences(of: "Distance (meters)", with: "Distance (miles)").replacingOccurrences(of: "1272.0", with: "2.5")
        let bundle = try ForeignWorkouts.decode(Array(imperial.utf8), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0)
        let imported = bundle.sessions.flatMap(\.steps).flatMap(\.sets)
        XCTAssertEqual(imported[0].weight ?? 0, WeightUnit.lb.toKilograms(40), accuracy: 1e-9)
        XCTAssertEqual(imported[4].distanceMeters ?? 0, 2.5 * 1609.344, accuracy: 1e-9)
    }

    /// A Strong file whose header line its owner deleted: its rows are Strong's by their shape.
    func testAStrongFileWithoutItsHeaderIsReadByItsShape() throws {
        let rows = "2020-12-30 18:51:52,\"Evening Workout\",2h 38m,\"Snatch (Barbell)\",1,40.0,3,0,0,\"\",\"\",\n"
            + "2020-12-30 18:51:52,\"Evening Workout\",2h 38m,\"Snatch (Barbell)\",2,45.0,3,0,0,\"\",\"\",8\n"
            + "2020-12-30 18:51:52,\"Evening Workout\",2h 38m,\"Snatch (Barbell)\",3,45.0,many,0,0,\"\",\"\",\n"
        let store = try makeStore()
        let summary = try store.importCSV(rows, now: now)
        XCTAssertEqual(summary.sets, 2)
        XCTAssertTrue(summary.text.contains("  the file has no header line; its rows have the shape of Strong's export, so they were read as "
                                            + "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE."),
                      summary.text)
        XCTAssertTrue(summary.text.contains("    Line 3: reps 'many' is not a number."), summary.text)
        XCTAssertEqual(try column(store, "SELECT weight FROM set_logs ORDER BY completed_epoch"), ["40.0", "45.0"])
        // The newer form, units in its cells.
        let newer = "2021-07-10 11:05:50;\"Push\";\"Overhead Press (Barbell)\";1;45;lbs;5;;;;0;\"\";\"shoulder day\";2h 4m\n"
        let read = try ForeignWorkouts.read(Array(newer.utf8), options: ForeignReadOptions(strict: true))
        XCTAssertEqual(read.workouts.first?.sets.first?.unit, .lb)
        XCTAssertEqual(read.workouts.first?.durationSeconds, 7440)
        // A first line of no form gymtrack knows, or of one that named its unit in the header
        // (`kg`), which rows cannot tell, is refused as before.
        for text in ["hello,world\n", "2015-03-13 20:15:08,\"GVT\",\"Incline Bench Press\",0,25.0,10,0.0,0,\"\"\n"] {
            XCTAssertThrowsError(try ForeignWorkouts.read(Array(text.utf8)), text) { error in
                XCTAssertTrue("\(error)".hasPrefix("Line 1: the header is not one gymtrack knows"), "\(error)")
            }
        }
    }

    func testAnRPEOfZeroIsNone() throws {
        let csv = desktop + "2023-10-08 15:57:35,\"Pull 1\",1h 11m,\"Deadlift (Barbell)\",1,50.0,8,0,0,\"\",\"\",0\n"
            + "2023-10-08 15:57:35,\"Pull 1\",1h 11m,\"Deadlift (Barbell)\",2,60.0,8,0,0,\"\",\"\",8.5\n"
        let store = try makeStore()
        let summary = try store.importCSV(csv, now: now)
        XCTAssertEqual(try column(store, "SELECT coalesce(rpe, '-') FROM set_logs ORDER BY completed_epoch"), ["-", "8.5"])
        XCTAssertTrue(summary.text.contains("  RPE: 0 on 1 set read as none, as Strong writes it."), summary.text)
    }

    /// A Hevy superset whose exercises another one sits between: gymtrack keeps a superset's
    /// exercises together, so the later one moves up beside the first, and the summary says so.
    func testAHevySupersetWhoseExercisesAreApartIsKeptTogether() throws {
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
        func row(_ exercise: String, _ superset: String, _ index: Int = 0) -> String {
            "Legs,\"12 Jul 2023, 20:57\",\"12 Jul 2023, 21:57\",,\(exercise),\(superset),,\(index),normal,50,12,,,\n"
        }
        let names = ["Hack Squat (Machine)", "Leg Extension (Machine)", "Lying Leg Curl (Machine)", "Single Leg Press (Machine)",
                     "Standing Calf Raise (Machine)"]
        let csv = header + row(names[0], "") + row(names[1], "0") + row(names[1], "0", 1) + row(names[2], "") + row(names[3], "0")
            + row(names[4], "1")
        let store = try makeStore()
        let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0)
        let steps = try XCTUnwrap(bundle.sessions.first).steps
        XCTAssertEqual(steps.map(\.plan.exerciseID), [0, 1, 3, 2, 4].map { bundle.exerciseNames[names[$0]] })
        XCTAssertEqual(steps.map(\.plan.supersetGroup), [nil, 1, 1, nil, nil])
        XCTAssertEqual(steps.map(\.sets.count), [1, 2, 1, 1, 1])
        let summary = try store.importCSV(csv, now: now)
        XCTAssertTrue(summary.text.contains("  kept: 1 superset."), summary.text)
        XCTAssertTrue(summary.text.contains("  supersets: 1 exercise moved up beside the others of its superset, which the file had apart: "
                                            + "gymtrack keeps a superset's exercises together."), summary.text)
        XCTAssertTrue(summary.text.contains("  1 superset_id named one exercise alone, which is no superset: the exercise is kept on its own."), summary.text)
        XCTAssertEqual(try column(store, "SELECT coalesce(superset_group, '-') FROM session_steps ORDER BY position"), ["-", "1", "1", "-", "-"])
        XCTAssertEqual(try store.importCSV(csv, now: now).sessionsAdded, 0, "a second import adds nothing")
    }

    /// FitNotes' Category: a custom exercise trains the muscle group its category names.
    func testAFitNotesCategoryGivesACustomExerciseItsMuscles() throws {
        let csv = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment\n"
            + "2024-04-25,Quokka Press,Chest,50.0,8,,,,\"\"\n"
            + "2024-04-25,Wombat Curl,Biceps,10.0,8,,,,\"\"\n"
            + "2024-04-25,Numbat Kickback,Glutes,40.0,10,,,,\"\"\n"
            + "2024-04-25,Echidna Sprint,Cardio,,,,,0:05:00,\"\"\n"
            + "2024-04-25,Platypus Roller,Forearms,5.0,3,,,,\"\"\n"
            + "2024-04-25,Bench Press,Chest,60,5,,,,\"\"\n"
        let store = try makeStore()
        let summary = try store.importCSV(csv, now: now)
        XCTAssertEqual(summary.newExercises, ["Quokka Press", "Wombat Curl", "Numbat Kickback", "Echidna Sprint", "Platypus Roller"])
        func regions(_ id: String) throws -> [String] {
            try column(store, "SELECT region_id FROM exercise_regions WHERE exercise_id = '\(id)' ORDER BY region_id")
        }
        XCTAssertEqual(try regions("custom-quokka-press"), ["chest-lower", "chest-mid", "chest-upper"])
        XCTAssertEqual(try regions("custom-wombat-curl"), ["biceps-brachialis", "biceps-long", "biceps-short"])
        XCTAssertEqual(try regions("custom-numbat-kickback"), ["legs-glutes"])
        XCTAssertEqual(try regions("custom-echidna-sprint"), [])
        XCTAssertTrue(summary.text.contains("  muscles: 3 custom exercises train the muscle group their category names."), summary.text)
        XCTAssertTrue(summary.text.contains("  categories that name no muscle group gymtrack knows, their exercises kept without muscles: "
                                            + "'Cardio' (1 custom exercise), 'Forearms' (1 custom exercise)."), summary.text)
        XCTAssertFalse(summary.text.contains("read nothing from"), summary.text)
        XCTAssertEqual(ForeignWorkouts.regions(ofCategory: "Abs", in: try store.loadCatalog())?.first, "core-upper-abs")
        XCTAssertNil(ForeignWorkouts.regions(ofCategory: "Upper", in: try store.loadCatalog()), "a day, not the upper chest")
    }

    /// Every column of a file that no reader reads is named in the summary, so nothing it holds
    /// is left behind without a word.
    func testTheColumnsNoReaderReadsAreNamed() throws {
        let csv = desktop.replacingOccurrences(of: ",RPE\n", with: ",RPE,Mood,\n")
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,,great,\n"
        let summary = try makeStore().importCSV(csv, now: now)
        XCTAssertTrue(summary.text.contains("  columns gymtrack read nothing from: 'Mood', 'column 14 (no name)'."), summary.text)
        let hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
            + "Legs,\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",,Squat (Barbell),,,0,normal,100,5,,,\n"
        XCTAssertFalse(try makeStore().importCSV(hevy, now: now).text.contains("read nothing from"))
    }
}
