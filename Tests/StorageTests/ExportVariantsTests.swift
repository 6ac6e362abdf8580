import BundledPlans
@testable import Domain
@testable import Formats
import Foundation
import XCTest
@testable import Storage

/// Forms of Strong exports that real files take and gymtrack once refused or read wrong, each in
/// a small file written here: a one-digit hour, a rest timer in another language, Strong for
/// Android's form and set words, a file without its header line, an RPE of 0.
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
}
