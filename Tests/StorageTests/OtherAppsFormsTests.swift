import BundledPlans
@testable import Domain
@testable import Formats
import Foundation
import XCTest
@testable import Storage

/// The forms real Strong, Hevy and FitNotes exports take, each in a small file written here:
/// every one imports whole, or is refused in one sentence, and the summary says what it assumed
/// and what it could not keep.
final class OtherAppsFormsTests: XCTestCase {
    let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 0)

    func makeStore() throws -> Store { try Store.withCatalog(now: now) }

    /// Imports `csv` the way `gymtrack import` does.
    @discardableResult
    func importCSV(_ csv: String, into store: Store, options: ForeignReadOptions = ForeignReadOptions()) throws -> ImportSummary {
        try store.importCSV(csv, options: options, now: now)
    }

    /// The sentence refusing `csv`: by default as a strict read says it, naming the first row at fault.
    func readError(_ csv: String, options: ForeignReadOptions = ForeignReadOptions(strict: true)) -> ImportError? {
        do { _ = try ForeignWorkouts.read(Array(csv.utf8), options: options); return nil } catch { return error as? ImportError }
    }

    func weights(_ store: Store) throws -> [Double] {
        try store.db.rows("SELECT weight FROM set_logs ORDER BY completed_epoch, id").compactMap { $0.double("weight") }
    }

    func durations(_ store: Store) throws -> [Int] {
        try store.db.rows("SELECT duration_seconds FROM sessions WHERE status = 'finished' ORDER BY started_epoch").map { $0.int("duration_seconds") ?? -1 }
    }

    // MARK: Headers and weights

    func testStrongInTheLanguagesItExportsInIsRead() throws {
        let files = [
            "日期,锻炼名称,时长,运动名称,设置顺序,重量,次,距离,秒,备注,锻炼备注,RPE\n2020-09-29 07:10:22,\"Pull\",1小时13分钟,\"Deadlift (Barbell)\",1,100,5,0,0,,,\n",
            "Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE\n2023-08-16 13:10:30,\"Pecs\",35min,\"Bench Press (Barbell)\",1,60,8,0,0,\"\",\"\",\n",
            "Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE\n2017-12-25 18:28:32,\"Beine\",1h 38min,\"Squat (Barbell)\",1,50.0,13,0,0,\"\",\"\",\n",
            "Fecha,Nombre de entrenamiento,Duración,Nombre del ejercicio,Orden de la serie,Peso,Rep.,Distancia,Segundos,Notas,Notas del entrenamiento,RPE\n2022-04-17 22:09:15,\"Push\",1 h 46 min,\"Bench Press (Barbell)\",1,40,12.0,0,0.0,\"\",\"\",\n2022-04-17 22:09:15,\"Push\",1 h 46 min,\"Bench Press (Barbell)\",Temporizador de descanso,0,0,0,90,\"\",\"\",\n",
        ]
        let expected = [(4380, 100.0), (2100, 60.0), (5880, 50.0), (6360, 40.0)]
        for (csv, (duration, weight)) in zip(files, expected) {
            let store = try makeStore()
            let summary = try importCSV(csv, into: store)
            XCTAssertEqual(summary.sessionsAdded, 1, csv)
            XCTAssertEqual(try durations(store), [duration], csv)
            XCTAssertEqual(try weights(store), [weight], csv)
        }
    }

    func testDurationsInEveryFormStrongWrites() {
        let forms = ["2h 4m": 7440, "38min": 2280, "21min": 1260, "1 h 46 min": 6360, "1小时13分钟": 4380, "45 Min.": 2700, "30s": 30,
                     "4848": 4848, "1:02:03": 3723]
        for (text, seconds) in forms { XCTAssertEqual(parseForeignDuration(text), seconds, text) }
        for text in ["2 parsecs", "h", "1h 2x", "--"] { XCTAssertNil(parseForeignDuration(text), text) }
    }

    func testEveryWeightColumnIsReadInItsUnit() throws {
        let files = [
            // Strong for Android: `;`, quoted, the unit in the column's name, the duration in seconds.
            "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n\"1\";\"2023-06-05 18:57:00\";\"Tarde\";\"4848\";\"Chest Dip\";\"1\";\"12.5\";\"15\";\"\";\"\";\"\";\"\";\"\"\n",
            // Old Strong: a `kg` or `lb` column.
            "Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes\n2015-03-13 20:15:08,\"GVT\",\"Incline Bench Press\",0,25.0,10,0.0,0,\"\"\n",
            "Date,Workout Name,Exercise Name,Set Order,lb,Reps,mi,Seconds\n2016-09-05 13:04:16,\"A1\",\"Bench Press\",1,225.0,4,0.0,0\n",
            // Strong's semicolon form with a unit per row and the duration at the end.
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration\n2021-07-10 11:05:50;\"Push\";\"Overhead Press (Barbell)\";1;45;lbs;5;;;;0;\"\";\"\";2h 4m\n",
            // FitNotes: "Weight (kgs)", as its real exports write it.
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment\n2015-08-22,Jerk,Legs,50.0,5,,,,\"\"\n",
        ]
        let kilograms = [12.5, 25, WeightUnit.lb.toKilograms(225), WeightUnit.lb.toKilograms(45), 50]
        for (csv, kg) in zip(files, kilograms) {
            let store = try makeStore()
            let summary = try importCSV(csv, into: store)
            XCTAssertEqual(try weights(store).first ?? 0, kg, accuracy: 1e-9, csv)
            XCTAssertTrue(summary.text.contains("  weights: in \(kg == 12.5 || kg == 25 || kg == 50 ? "kg" : "lb"), as the file names them."), summary.text)
        }
        let android = try makeStore()
        try importCSV(files[0], into: android)
        XCTAssertEqual(try durations(android), [4848])
        let semicolon = try makeStore()
        try importCSV(files[3], into: semicolon)
        XCTAssertEqual(try durations(semicolon), [7440])
    }

    func testAWeightColumnNoReaderReadsRefusesTheFileRatherThanDropEveryWeight() throws {
        let csv = "Date,Exercise,Category,Weight (stone),Reps\n2015-08-22,Jerk,Legs,8,5\n"
        let error = try XCTUnwrap(readError(csv, options: ForeignReadOptions()))
        XCTAssertEqual(error.message, "Line 2: the column 'Weight (stone)' holds a weight gymtrack cannot read, and importing the file without it would lose every weight.")
        // Empty there, nothing is lost: the file imports.
        XCTAssertNil(readError("Date,Exercise,Category,Weight (stone),Reps\n2015-08-22,Jerk,Legs,,5\n"))
    }

    func testAFileWithNoWeightColumnGymtrackReadsIsRefused() throws {
        for csv in ["Date,Exercise,Category,Wt,Reps\n2015-08-22,Jerk,Legs,60,5\n", "Date,Exercise,Category,Reps\n2015-08-22,Jerk,Legs,5\n"] {
            let error = try XCTUnwrap(readError(csv, options: ForeignReadOptions()), csv)
            XCTAssertEqual(error.message, "Line 1: the header has no weight column gymtrack reads (such as Weight or Weight (kg)); "
                           + "importing the file would leave every set without its weight, so nothing was imported.")
        }
        XCTAssertNil(readError("Date,Exercise,Category,Weight (kgs),Reps\n2015-08-22,Jerk,Legs,60,5\n"))
    }

    // MARK: Units

    func testAFileThatNamesNoUnitIsReadInTheDatabasesUnitAndAnotherUnitReadsItAgain() throws {
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2021-07-07 18:35:21,\"Push\",31m,\"Overhead Press (Barbell)\",1,265.0,4,0,0,\"\",\"\",\n"
        let store = try makeStore()
        let first = try importCSV(csv, into: store)
        XCTAssertEqual(try weights(store), [265])
        XCTAssertTrue(first.text.contains("  weights: the file names no unit; read as kg, this database's unit. Pounds? Import again with --unit lb (Settings: Unitless weights); sessions not edited since are read again."), first.text)

        let pounds = try importCSV(csv, into: store, options: ForeignReadOptions(unit: .lb))
        XCTAssertEqual(pounds.sessionsUpdated, 1)
        XCTAssertEqual(try weights(store).first ?? 0, WeightUnit.lb.toKilograms(265), accuracy: 1e-9)
        XCTAssertTrue(pounds.text.contains("  weights: the file names no unit; read as lb, the unit chosen for this import."), pounds.text)

        let again = try importCSV(csv, into: store, options: ForeignReadOptions(unit: .lb))
        XCTAssertEqual([again.sessionsAdded, again.sessionsUpdated, again.sessionsUnchanged], [0, 0, 1])
        XCTAssertTrue(again.text.hasPrefix("Imported from Strong:\n  nothing changed: the database already holds everything the file does.\n"), again.text)

        // A session edited since the import is the lifter's: a re-import leaves it.
        try store.db.execute("UPDATE sessions SET updated_at = '2030-01-01T00:00:00Z' WHERE status = 'finished'")
        let edited = try importCSV(csv, into: store, options: ForeignReadOptions(unit: .kg))
        XCTAssertEqual(edited.sessionsUpdated, 0)
        XCTAssertTrue(edited.text.contains("  1 session edited here since the file was first imported was kept as it is, not read again."), edited.text)
        XCTAssertEqual(try weights(store).first ?? 0, WeightUnit.lb.toKilograms(265), accuracy: 1e-9)
    }

    // MARK: Dates

    func testSlashDatesAreReadInTheOrderTheFilesValuesShow() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        func row(_ date: String) -> String { "\(date),PUSH 1,1h 12m,Bench Press (Barbell),1,35,10,0,0,,,\n" }
        let dayFirst = try ForeignWorkouts.read(Array((header + row("13/09/2021 10:41") + row("03/09/2021 10:41")).utf8))
        XCTAssertEqual(dayFirst.report.dateOrder, .dmy)
        let store = try makeStore()
        let summary = try importCSV(header + row("13/09/2021 10:41") + row("03/09/2021 10:41"), into: store)
        XCTAssertTrue(summary.text.contains("  dates: read as day/month/year."), summary.text)
        XCTAssertEqual(try store.db.rows("SELECT date FROM sessions WHERE status = 'finished' ORDER BY date").map { $0.string("date") },
                       ["2021-09-03", "2021-09-13"])

        XCTAssertEqual(try ForeignWorkouts.read(Array((header + row("09/13/2021 10:41")).utf8)).report.dateOrder, .mdy)
        let ambiguous = header + row("03/04/2021 10:41")
        XCTAssertEqual(readError(ambiguous)?.message,
                       "The file's dates, like '03/04/2021 10:41', could be day/month or month/day: import with --date-order dmy or mdy (in Settings, Slash dates).")
        // Not a row's fault: leaving rows out cannot import such a file.
        XCTAssertEqual(readError(ambiguous, options: ForeignReadOptions())?.rowCanBeSkipped, false)
        // An order the file's own dates contradict is refused, never read into wrong days.
        XCTAssertEqual(readError(header + row("13/09/2021 10:41") + row("01/10/2021 10:18"), options: ForeignReadOptions(dateOrder: .mdy))?.message,
                       "The file's dates put the day first ('13/09/2021 10:41'), so month/day does not fit them: import with --date-order dmy, or leave it out.")
        XCTAssertEqual(readError(header + row("13/09/2021 10:41") + row("09/13/2021 10:41"))?.message,
                       "The file's dates disagree: '13/09/2021 10:41' puts the day first, '09/13/2021 10:41' the month; they cannot be read.")
        let told = try makeStore()
        try importCSV(ambiguous, into: told, options: ForeignReadOptions(dateOrder: .mdy))
        XCTAssertEqual(try told.db.firstRow("SELECT date FROM sessions WHERE status = 'finished'")?.string("date"), "2021-03-04")
    }

    func testTheSummarySaysWhatItDidWithWhatWasChosenAndTheUnitsTheFileNames() throws {
        let hevy = "\"title\",\"start_time\",\"end_time\",\"exercise_title\",\"set_type\",\"weight_lbs\",\"reps\"\n"
            + "\"A\",\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",\"Squat (Barbell)\",\"normal\",225,5\n"
        let summary = try importCSV(hevy, into: try makeStore(), options: ForeignReadOptions(unit: .lb, dateOrder: .dmy))
        XCTAssertTrue(summary.text.contains("  weights: in lb, as the file names them; the unit chosen was not needed."), summary.text)
        XCTAssertTrue(summary.text.contains("  dates: the file has no dates with slashes; the date order chosen was not needed."), summary.text)
        let plain = try importCSV(hevy, into: try makeStore())
        XCTAssertTrue(plain.text.contains("  weights: in lb, as the file names them.\n  this database shows kilograms: Settings, Weight unit, shows them in pounds."),
                      plain.text)
        XCTAssertEqual(readError(String(hevy.prefix { $0 != "\n" }) + "\n")?.message, "The file has a header but no rows; there is nothing to import.")
    }

    func testAnotherAppsFileLeavesTheSplitsAlreadyHereAsTheyAre() throws {
        let store = try makeStore()
        let strong = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 10:00:00,Morning Workout,Squat (Barbell),1,100,5\n"
        try importCSV(strong, into: store)
        let hevy = "\"title\",\"start_time\",\"end_time\",\"exercise_title\",\"set_type\",\"weight_kg\",\"reps\"\n"
            + "\"Morning workout ☀️\",\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",\"Squat (Barbell)\",\"normal\",100,5\n"
        let summary = try importCSV(hevy, into: store)
        XCTAssertEqual([summary.sessionsAdded, summary.splitsAdded, summary.splitsUpdated], [1, 0, 0])
        XCTAssertEqual(try store.db.firstRow("SELECT name, description FROM splits WHERE session_type LIKE 'I-%'").map {
            [$0.string("name"), $0.string("description")] }, ["Morning Workout", "Imported from Strong"])
    }

    func testCommonSpellingsAndPluralsMatchTheCatalog() {
        let resolver = ExerciseNames(BundledCatalog.catalog)
        for (name, id) in ["Pushups": "push-up", "Chin Ups": "chin-up", "Skull Crushers": "skull-crusher", "Barbell Curls": "barbell-curl",
                           "Conventional Deadlift": "deadlift"] {
            XCTAssertEqual(resolver.exercise(name, writtenBy: .anotherApp)?.id, id, name)
        }
    }

    func testHevyMonthsInItsLanguagesAndTwelveHourClocks() throws {
        XCTAssertEqual(try parseLocalDateTime("11 Nis 2026, 13:05")?.0, Day(year: 2026, month: 4, day: 11).dayNumber * 86_400 + 13 * 3600 + 300)
        XCTAssertEqual(try parseLocalDateTime("3 Mär 2026, 4:05 PM")?.0, Day(year: 2026, month: 3, day: 3).dayNumber * 86_400 + 16 * 3600 + 300)
        XCTAssertEqual(try parseLocalDateTime("5 févr. 2026, 12:00 AM")?.0, Day(year: 2026, month: 2, day: 5).dayNumber * 86_400)
        XCTAssertEqual(try parseLocalDateTime("9 Ağu 2025, 07:30")?.0, Day(year: 2025, month: 8, day: 9).dayNumber * 86_400 + 7 * 3600 + 1800)
        XCTAssertEqual(try parseLocalDateTime("1 dic 2025, 07:30")?.0, Day(year: 2025, month: 12, day: 1).dayNumber * 86_400 + 7 * 3600 + 1800)
        XCTAssertNil(try parseLocalDateTime("9 Ju 2025, 07:30")) // June or July
        XCTAssertNil(try parseLocalDateTime("9 Apr 2025, 13:30 PM"))
    }

    // MARK: Rows that cannot be read

    func testOneImpossibleValueIsLeftOutAndListedUnlessStrictRefusesTheFile() throws {
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),2,100,877777,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),3,100,5,0,0,,,\n"
        let store = try makeStore()
        let summary = try importCSV(csv, into: store)
        XCTAssertEqual(summary.sets, 2)
        XCTAssertTrue(summary.text.hasSuffix("  left out, as they cannot be read: 1 line:\n    Line 3: reps '877777' is more than 10000."), summary.text)
        let error = try XCTUnwrap(readError(csv, options: ForeignReadOptions(strict: true)))
        XCTAssertEqual(error.message, "Line 3: reps '877777' is more than 10000.")
        XCTAssertTrue(error.rowCanBeSkipped)
        // A file none of whose rows can be read is refused, naming the first.
        let none = csv.replacingOccurrences(of: ",5,0,0", with: ",977777,0,0")
        XCTAssertEqual(readError(none, options: ForeignReadOptions())?.message,
                       "Line 2: reps '977777' is more than 10000. Nor can the file's 2 other rows be read.")
    }

    func testFitNotesUnquotedCommaInANameIsJoinedBack() throws {
        let csv = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n"
            + "2025-04-29,Overhead Press (Each Side, Dumbbells),Shoulders,12.5,kgs,10,,,\n"
            + "2025-04-29,Lateral Raise,Shoulders,8.0,kgs,12,,,\n"
        let store = try makeStore()
        let summary = try importCSV(csv, into: store)
        XCTAssertEqual(summary.sets, 2)
        XCTAssertEqual(try store.rememberedExerciseNames().keys.sorted(), ["Lateral Raise", "Overhead Press (Each Side, Dumbbells)"])
        XCTAssertTrue(summary.text.contains("  1 row had an unquoted comma in the exercise name, joined back ('Overhead Press (Each Side, Dumbbells)')."),
                      summary.text)
        // Fields that do not make a name are still refused.
        XCTAssertEqual(readError("Date,Exercise,Category,Weight,Weight Unit,Reps\n2025-04-29,Press,Shoulders,12.5,kgs,10,7\n")?.message,
                       "Line 2 has 7 fields where the header has 6.")
    }

    // MARK: What is kept, and what is not yet

    func testTheSummarySaysWhatTheFileHoldsThatWasNotKept() throws {
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),1,100,5,0,0,\"slow\",\"felt strong\",\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),D,80,8,0,0,\"fast\",,\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),F,60,12,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),Rest Timer,0,0,0,120,,,\n"
            + "2024-01-02 10:00:00,A,1h,Running,1,0,0,5.2,1800,,,\n"
        let store = try makeStore()
        let summary = try importCSV(csv, into: store)
        XCTAssertTrue(summary.text.contains("  notes: the notes of 1 workout are their sessions' notes."), summary.text)
        XCTAssertTrue(summary.text.contains("  not kept (gymtrack has no place for them yet): 1 rest-timer row."), summary.text)
        XCTAssertTrue(summary.text.contains("  kept: the distances of 1 set; 1 drop set; 1 set to failure."), summary.text)
        XCTAssertTrue(summary.text.contains("  distances: the file names no unit; read as km, as its weights are read in kg."), summary.text)
        XCTAssertFalse(summary.text.contains("imported as working sets"), summary.text)
        XCTAssertTrue(summary.text.contains("  the notes of 2 sets were joined into one note per exercise of their session."), summary.text)
        XCTAssertEqual(try store.db.rows("SELECT set_type FROM set_logs ORDER BY completed_epoch").map { $0.string("set_type") },
                       ["normal", "drop", "failure", "normal"])
        XCTAssertEqual(try store.db.firstRow("SELECT distance_m, duration_seconds FROM set_logs WHERE distance_m IS NOT NULL")
                        .map { [$0.double("distance_m"), $0.double("duration_seconds")] }, [5200, 1800])
    }

    /// Strong writes a distance in the unit of its Distance Unit cell, of its column's name
    /// (km, mi, Distance (meters)), else of the lifter (as its weights): all are kept in metres.
    func testStrongDistancesAreKeptInMetres() throws {
        func metres(_ csv: String, unit: WeightUnit? = nil) throws -> [Double] {
            let store = try makeStore()
            try importCSV(csv, into: store, options: ForeignReadOptions(unit: unit))
            return try store.db.rows("SELECT distance_m FROM set_logs ORDER BY completed_epoch").compactMap { $0.double("distance_m") }
        }
        let desktop = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Rowing (Machine),1,0,0,0.5,120,,,\n"
            + "2024-01-02 10:00:00,A,1h,Rowing (Machine),2,0,0,2,480,,,\n"
        XCTAssertEqual(try metres(desktop), [500, 2000])
        XCTAssertEqual(try metres(desktop, unit: .lb), [0.5 * 1609.344, 2 * 1609.344])
        let android = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n"
            + "2024-01-02 10:00:00;A;Cycling (Indoor);1;0;kg;0;;6,63;mi.;1200;;\n"
            + "2024-01-02 10:00:00;A;Walking;1;0;lbs;0;;1,78;km;900;;\n"
            + "2024-01-02 10:00:00;A;Running;1;0;lbs;0;;2;;900;;\n"
        XCTAssertEqual(try metres(android), [6.63 * 1609.344, 1780, 2 * 1609.344])
        let meters = "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n"
            + "\"1\";\"2023-06-05 18:57:00\";\"Tarde\";\"4848\";\"Running (Treadmill)\";\"1\";\"\";\"\";\"\";\"4420.0\";\"1500\";\"\";\"\"\n"
        XCTAssertEqual(try metres(meters), [4420])
        let old = "Date,Workout Name,Exercise Name,Set Order,lb,Reps,mi,Seconds\n2019-01-02 10:00:00,A,Running,1,0,0,3.1,1500\n"
        XCTAssertEqual(try metres(old), [3.1 * 1609.344])
        // A step with distances reads as distance and time.
        let store = try makeStore()
        try importCSV(desktop, into: store)
        XCTAssertEqual(try store.db.firstRow("SELECT load_type FROM session_steps")?.string("load_type"), "distance")
        // Past the bounds, or in a unit gymtrack does not know: the line is named.
        XCTAssertEqual(readError(android.replacingOccurrences(of: "6,63;mi.", with: "6,63;furlong"))?.message,
                       "Line 2: distance unit 'furlong' must be km, mi, m, ft or yd.")
        XCTAssertEqual(readError(desktop.replacingOccurrences(of: ",0.5,", with: ",1200,"))?.message,
                       "Line 2: distance '1200' is farther than gymtrack keeps (1000 km, or 621.371 in miles, its unit not said).")
        XCTAssertEqual(readError(meters.replacingOccurrences(of: "4420.0", with: "2000000"))?.message,
                       "Line 2: Distance (meters) '2000000' is farther than gymtrack keeps (1000 km).")
    }

    func testHevyAndFitNotesDistancesAndSetTypesAreKept() throws {
        let hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
            + "Legs,\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",,Squat (Barbell),,,0,normal,100,5,,,\n"
            + "Legs,\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",,Squat (Barbell),,,1,dropset,80,8,,,\n"
            + "Legs,\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",,Squat (Barbell),,,2,failure,60,12,,,\n"
            + "Legs,\"8 Apr 2026, 16:50\",\"8 Apr 2026, 17:50\",,Cycling,,,0,normal,,,8.4,1200,\n"
        let store = try makeStore()
        let summary = try importCSV(hevy, into: store)
        XCTAssertTrue(summary.text.contains("  kept: the distances of 1 set; 1 drop set; 1 set to failure."), summary.text)
        XCTAssertFalse(summary.text.contains("distances: the file names no unit"), summary.text)
        XCTAssertEqual(try store.db.rows("SELECT set_type, distance_m, duration_seconds FROM set_logs ORDER BY completed_epoch").map {
            "\($0.string("set_type") ?? "") \($0.double("distance_m").map { "\($0)" } ?? "-") \($0.int("duration_seconds").map { "\($0)" } ?? "-")"
        }, ["normal - -", "drop - -", "failure - -", "normal 8400.0 1200"])
        let miles = hevy.replacingOccurrences(of: "weight_kg", with: "weight_lbs").replacingOccurrences(of: "distance_km", with: "distance_miles")
        let bundle = try ForeignWorkouts.decode(Array(miles.utf8), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0)
        XCTAssertEqual(bundle.sessions[0].steps[1].sets[0].distanceMeters ?? 0, 8.4 * 1609.344, accuracy: 1e-9)
        XCTAssertEqual(bundle.sessions[0].steps[1].plan.loadType, .distance)

        let fitNotes = "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\n"
            + "2017-06-23,Running (Treadmill),Cardio,,,1.23,mi,0:09:21\n"
            + "2017-06-24,Rowing,Cardio,,,500,m,0:02:00\n"
            + "2017-06-25,Swim,Cardio,,,800,yds,0:20:00\n"
        let read = try ForeignWorkouts.decode(Array(fitNotes.utf8), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0)
        let sets = read.sessions.flatMap(\.steps).flatMap(\.sets)
        XCTAssertEqual(sets.compactMap(\.distanceMeters).map { ($0 * 1000).rounded() / 1000 }, [1979.493, 500, 731.52])
        XCTAssertEqual(sets.compactMap(\.durationSeconds), [561, 120, 1200])
        XCTAssertEqual(Set(read.sessions.flatMap(\.steps).map(\.plan.loadType)), [.distance])
        // A set's time keeps the export's bound too: a day.
        XCTAssertEqual(readError(fitNotes.replacingOccurrences(of: "0:09:21", with: "25h 99m"))?.message,
                       "Line 2: time '25h 99m' is longer than a day.")
    }

    /// A pull-up's weight is what was added to the body; an assisted one's (Strong and Hevy write
    /// it as a positive weight) the help, also where the name says so but the catalog knows it
    /// only as a bodyweight exercise; a custom exercise called assisted is assisted.
    func testBodyweightAndAssistedExercisesFollowTheCatalog() throws {
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Pull Up,1,0,8,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Pull Up,2,10,6,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Pull Up (Assisted),1,25,10,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Chin Up (Assisted),1,30,8,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Assisted Chinups,1,35,8,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Bench Press (Barbell),1,60,8,0,0,,,\n"
            + "2024-01-02 10:00:00,A,1h,Crunch,1,0,20,0,0,,,\n"
        let store = try makeStore()
        // The catalog as bundled: each exercise's load is the catalog's word.
        let bundle = try ForeignWorkouts.decode(Array(csv.utf8), catalog: BundledCatalog.catalog, defaultUnit: .kg, utcOffsetSeconds: 0)
        let steps = bundle.sessions[0].steps
        XCTAssertEqual(steps.map { "\($0.plan.exerciseID ?? "-") \($0.plan.loadType)" },
                       ["pull-up bodyweight", "assisted-pull-up assisted", "chin-up assisted", "custom-assisted-chinups assisted",
                        "barbell-bench-press weight", "crunch none"])
        XCTAssertEqual(steps[0].sets.map(\.weight), [nil, 10], "the weight added")
        XCTAssertEqual(steps[1].sets.map(\.weight), [25], "the help, as the file writes it")
        XCTAssertEqual(bundle.exercises.map { "\($0.exercise.id) \($0.loadType.map { "\($0)" } ?? "nil")" }, ["custom-assisted-chinups assisted"])
        _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.db.firstRow("SELECT load_type FROM exercises WHERE id = 'custom-assisted-chinups'")?.string("load_type"), "assisted")
    }

    // MARK: Exercise names

    func testANameMatchedOnceKeepsItsExerciseAndACustomOneNeverTakesACatalogName() throws {
        let store = try makeStore()
        // A custom exercise an older import made under a catalog exercise's other name.
        try store.db.execute("INSERT INTO exercises (id, uid, name, category, equipment, is_custom, updated_at) VALUES (?, ?, ?, 'custom', 'other', 1, ?)",
                             ["custom-squat-barbell", "01JAAAAAAAAAAAAAAAAAAAAAAA", "Squat (Barbell)", "2024-01-01T00:00:00Z"])
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,\n"
        let summary = try importCSV(csv, into: store)
        XCTAssertEqual(summary.exercisesAdded, 0)
        let matched = try XCTUnwrap(store.rememberedExerciseNames()["Squat (Barbell)"])
        XCTAssertFalse(matched.hasPrefix("custom-"), matched)
        XCTAssertEqual(try store.db.firstRow("SELECT exercise_id FROM session_steps")?.string("exercise_id"), matched)

        // A name remembered to an exercise stays with it, whatever the matcher would say now.
        try store.db.execute("UPDATE foreign_exercise_names SET exercise_id = 'custom-squat-barbell'")
        let later = csv.replacingOccurrences(of: "2024-01-02", with: "2024-01-09")
        try importCSV(later, into: store)
        XCTAssertEqual(try store.db.firstRow("SELECT exercise_id FROM session_steps ORDER BY id DESC")?.string("exercise_id"), "custom-squat-barbell")
    }

    // MARK: Escapes and bounds

    func testTheSummaryShowsNewExerciseNamesEscaped() throws {
        let csv = "Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,\"Evil \u{1B}[2J\u{1B}[31mCurl\",1,5,\n"
        let text = try importCSV(csv, into: try makeStore()).text
        XCTAssertTrue(text.contains("new custom exercises: Evil \\e[2J\\e[31mCurl."), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B })
    }

    func testMessagesShowAFilesControlCharactersEscapedAndLongValuesCut() throws {
        let csv = "Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,Squat,\"\u{1B}]0;pwned\u{07}\nX\",5,\n"
        let message = try XCTUnwrap(readError(csv)).message
        XCTAssertEqual(message, "Line 2: Set Order '\\e]0;pwned\\u{7}\\nX' must be a number, W, D or F.")
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        let long = String(repeating: "x", count: 500)
        let cut = try XCTUnwrap(readError("Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,Squat,\(long),5,\n")).message
        XCTAssertEqual(cut, "Line 2: Set Order '\(String(repeating: "x", count: 40))…' must be a number, W, D or F.")
    }

    func testAJSONFilesKeysAreQuotedEscaped() {
        XCTAssertThrowsError(try ExportFormat.decode(Array("{\"a\\u001b]0;x\\u0007\" 1}".utf8))) { error in
            XCTAssertEqual((error as? ImportError)?.message, "Line 1: ':' was expected after 'a\\e]0;x\\u{7}'; the file is not valid JSON.")
        }
    }

    func testTimesAnExportCouldNotCarryAreRefused() {
        let strong = "Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n"
        XCTAssertEqual(readError(strong + "1900-01-01 10:00:00,A,Squat,1,5,\n")?.message,
                       "Line 2: date '1900-01-01 10:00:00' is not between 1970 and 9999.")
        XCTAssertEqual(readError(strong + "2026-01-01T10:00:00+25:00,A,Squat,1,5,\n")?.message,
                       "Line 2: date '2026-01-01T10:00:00+25:00' is more than 18 hours from UTC.")
        let hevy = "\"title\",\"start_time\",\"end_time\",\"exercise_title\",\"set_type\",\"reps\",\"weight_kg\"\n"
        XCTAssertEqual(readError(hevy + "\"A\",\"31 Dec 9999, 23:00\",\"31 Dec 9999, 23:59\",\"Squat\",\"normal\",5,\n")?.message,
                       "Line 2: start_time '31 Dec 9999, 23:00' is not between 1970 and 9999.")
    }
}

/// The names real exports give the catalog's exercises, and what lifters type in a search.
final class ExerciseNamesTests: XCTestCase {
    func testEveryOtherNameStandsForAnExerciseOfTheCatalog() {
        let ids = Set(BundledCatalog.catalog.exercises.map(\.id))
        for (name, id) in ExerciseAliases.importNames { XCTAssertTrue(ids.contains(id), "\(name) → \(id)") }
        for id in ExerciseAliases.popular { XCTAssertTrue(ids.contains(id), id) }
    }

    func testRealExportsNamesMatchTheCatalog() {
        let resolver = ExerciseNames(BundledCatalog.catalog)
        let names = ["Bicep Curl (Dumbbell)": "dumbbell-biceps-curl", "Incline Bench Press (Dumbbell)": "incline-dumbbell-press",
                     "Bent Over Row (Barbell)": "barbell-row", "Seated Leg Press (Machine)": "leg-press",
                     "Lat Pulldown - Wide Grip (Cable)": "lat-pulldown", "Squat (Barbell)": "back-squat",
                     // Fitbod's, its most logged in the corpus.
                     "Cable Row": "seated-cable-row", "Dumbbell Bicep Curl": "dumbbell-biceps-curl", "Hammer Curls": "hammer-curl",
                     "Dumbbell Front Raise": "front-raise", "Bent Over Barbell Row": "barbell-row", "Air Squats": "bodyweight-squat",
                     // GymBook's Italian.
                     "Distensioni su Panca Piana con Bilanciere": "barbell-bench-press", "Curls a Martello": "hammer-curl",
                     "Lat Pull-Downs al Cavo Alto a Presa Larga": "lat-pulldown", "Trazioni alla Sbarra": "pull-up"]
        for (name, id) in names { XCTAssertEqual(resolver.exercise(name, writtenBy: .anotherApp)?.id, id, name) }
    }

    func testSearchKnowsAbbreviationsPluralsAndWhatLiftersLogMost() {
        let catalog = BundledCatalog.catalog
        XCTAssertEqual(catalog.search("db row").first?.name, "Dumbbell Row")
        XCTAssertEqual(catalog.search("bench").first?.name, "Barbell Bench Press")
        XCTAssertLessThan(catalog.search("bench").firstIndex { $0.name == "Barbell Bench Press" }!,
                          catalog.search("bench").firstIndex { $0.name == "Bench Dip" }!)
        XCTAssertEqual(catalog.search("ohp").first?.name, "Overhead Press")
        XCTAssertEqual(catalog.search("rdl").first?.name, "Romanian Deadlift")
        XCTAssertTrue(catalog.search("bb curls").contains { $0.name == "Barbell Curl" })
        XCTAssertTrue(catalog.search("lateral raises").contains { $0.name == "Lateral Raise" })
        XCTAssertEqual(catalog.search("kb swing").first?.name, "Kettlebell Swing")
    }

    func testAnOlderImportsCustomExerciseKeepsItsNameThroughTheMigration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("g.sqlite").path
        do {
            // A database as schema 10 left it, with a custom exercise an earlier import made.
            let db = try olderDatabase(at: file, version: 10)
            try db.execute("INSERT INTO exercises (id, uid, name, category, equipment, is_custom, updated_at) VALUES (?, ?, ?, 'custom', 'dumbbell', 1, ?)",
                           ["custom-bicep-curl-dumbbell", "01JAAAAAAAAAAAAAAAAAAAAAAA", "Bicep Curl (Dumbbell)", "2024-01-01T00:00:00Z"])
        }
        let store = try Store(path: file)
        XCTAssertEqual(try store.rememberedExerciseNames()["Bicep Curl (Dumbbell)"], "custom-bicep-curl-dumbbell")
    }
}
