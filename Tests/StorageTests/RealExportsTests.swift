import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// Every real Strong, Hevy, FitNotes, Fitbod, Liftosaur and GymBook export in the shared corpus (`../shared/corpus`, beside
/// the repository; CI has it) imports whole: its workouts and sets counted here from the CSV,
/// by a reader of this test's own, are all in the database with every weight and duration; a
/// second import adds nothing; an export of the result imports into a new database equal.
final class RealExportsTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus").standardizedFileURL

    /// The files refused by default, and the line named: reps 877777 on one of strong-25's rows;
    /// a stair climber's 1585 (km or mi: its unit is not said) on one of strong-14's, past the
    /// 1000 km a set's distance is kept to since distances are kept.
    static let refusedByDefault = ["strong-25.csv": 2401, "strong-14.csv": 2272]

    func corpusFiles() throws -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)) ?? []
        let files = names.filter { $0.hasSuffix(".csv") }.sorted().map { Self.corpus.appendingPathComponent($0) }
        if files.isEmpty {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("The corpus of real exports is missing at \(Self.corpus.path); CI has it beside the repository.")
            }
            throw XCTSkip("no corpus of real exports at \(Self.corpus.path)")
        }
        return files
    }

    func testEveryRealExportImportsWhole() throws {
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 3600)
        for file in try corpusFiles() {
            let name = file.lastPathComponent
            let bytes = [UInt8](try Data(contentsOf: file))
            let expected = try CorpusCounts(bytes, skippingLine: Self.refusedByDefault[name])
            let skipInvalid = Self.refusedByDefault[name] != nil
            if let line = Self.refusedByDefault[name] {
                XCTAssertThrowsError(try ForeignWorkouts.read(bytes), name) { error in
                    XCTAssertTrue("\(error)".hasPrefix("Line \(line): "), "\(name): \(error)")
                    XCTAssertEqual((error as? ImportError)?.rowCanBeSkipped, true, name)
                }
            }
            let store = try Store.withCatalog(now: now)
            let options = ForeignReadOptions(skipInvalid: skipInvalid)
            func importOnce() throws -> ImportSummary {
                let read = try ForeignWorkouts.read(bytes, options: options)
                let bundle = ForeignWorkouts.bundle(read, catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 3600,
                                                    remembered: try store.rememberedExerciseNames())
                return try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            }
            let first = try importOnce()
            XCTAssertEqual(first.sessionsAdded, expected.workouts, "\(name): sessions")
            XCTAssertEqual(try store.count("sessions", where: "status = 'finished'"), expected.workouts, "\(name): sessions")
            XCTAssertEqual(try store.count("set_logs"), expected.sets, "\(name): sets")
            XCTAssertEqual(try store.count("set_logs", where: "weight IS NOT NULL"), expected.weights, "\(name): weights")
            XCTAssertEqual(try store.count("set_logs", where: "duration_seconds IS NOT NULL"), expected.setSeconds, "\(name): set times")
            XCTAssertEqual(try store.count("sessions", where: "duration_seconds > 0"), expected.workoutsWithDuration, "\(name): durations")
            XCTAssertEqual(try store.count("sessions", where: "note != ''"), expected.workoutsWithNotes, "\(name): workout notes")
            XCTAssertEqual(try store.count("set_logs", where: "distance_m > 0"), expected.distances, "\(name): distances")
            XCTAssertEqual(try store.count("set_logs", where: "set_type = 'drop'"), expected.dropSets, "\(name): drop sets")
            XCTAssertEqual(try store.count("set_logs", where: "set_type = 'failure'"), expected.failureSets, "\(name): sets to failure")
            if let kilograms = expected.kilograms {
                let stored = try store.db.firstRow("SELECT total(weight) AS w FROM set_logs")?.double("w") ?? 0
                XCTAssertEqual(stored, kilograms, accuracy: max(0.01, kilograms * 1e-9), "\(name): total weight")
            }
            try assertSetKindsAndPlans(expected, in: store, name)

            let again = try importOnce()
            XCTAssertEqual([again.sessionsAdded, again.sessionsUpdated, again.exercisesAdded, again.splitsAdded], [0, 0, 0, 0],
                           "\(name): a second import adds nothing")
            XCTAssertEqual(try store.count("set_logs"), expected.sets, "\(name): sets after a second import")

            let exported = try store.exportText(at: now)
            let fresh = try Store.withCatalog(now: now)
            _ = try fresh.importBundle(try ExportFormat.decode(Array(exported.utf8)), mode: .merge, dryRun: false, now: now)
            XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: now)), withoutCreatedAt(exported), "\(name): export → import")
        }
    }
}

extension Store {
    func count(_ table: String, where condition: String = "1") throws -> Int {
        try db.firstRow("SELECT count(*) AS n FROM \(table) WHERE \(condition)")?.int("n") ?? 0
    }
}

/// What a corpus file holds, counted from its CSV by this test alone (not by the importer's
/// reader): its workouts, sets (Strong's rest-timer rows are not sets), the weights above zero
/// (in kilograms where the file names the unit), set times, workouts with a duration and with a
/// note of their own (Strong's Workout Notes, Hevy's description), distances above zero, drop
/// sets and sets to failure.
struct CorpusCounts {
    var workouts = 0, sets = 0, weights = 0, setSeconds = 0, workoutsWithDuration = 0, workoutsWithNotes = 0
    var distances = 0, dropSets = 0, failureSets = 0
    /// Counted for the forms that say them (Fitbod, Liftosaur, GymBook), nil for the others: the
    /// sum of weight × reps in kilograms, warm-ups, AMRAP sets, sets with an RPE, exercises of a
    /// workout with a note, and with no set done, and the sets planned (done or not).
    var volume: Double?, warmups: Int?, amrapSets: Int?, rpes: Int?, stepNotes: Int?, skippedSteps: Int?, plannedSets: Int?
    /// The sum of the file's weights in kilograms; nil when the file does not name their unit.
    var kilograms: Double? = 0

    /// `skippingLine`: a line the import leaves out (`--skip-invalid`), counted as not there.
    init(_ bytes: [UInt8], skippingLine: Int? = nil) throws {
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" }
        let delimiter: Character = firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        var rows = simpleCSV(text, delimiter: delimiter)
        let header = rows.removeFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        if let counted = CorpusCounts(otherApp: header, rows) {
            self = counted
            return
        }
        if let line = skippingLine { rows.remove(at: line - 2) } // one record a line in the files that need it
        func column(_ names: [String]) -> Int? { header.firstIndex { names.contains($0) } }
        func number(_ text: String) -> Double? { Double(text.replacingOccurrences(of: ",", with: ".").trimmingCharacters(in: .whitespaces)) }
        let hevy = header.contains("exercise_title"), fitNotes = header.contains("Category")
        let width = header.count
        var workoutKeys: Set<String> = [], durationKeys: Set<String> = [], noteKeys: Set<String> = []
        let poundsPerKilogram = 2.204_622_621_8
        if hevy {
            let title = column(["title"])!, start = column(["start_time"])!, end = column(["end_time"])!
            let kg = column(["weight_kg"]), lb = column(["weight_lbs"]), seconds = column(["duration_seconds"])!
            let description = column(["description"])
            let distance = column(["distance_km", "distance_miles"]), type = column(["set_type"])!
            for r in rows {
                let key = r[start] + "|" + r[title]
                workoutKeys.insert(key)
                if let description, !r[description].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { noteKeys.insert(key) }
                if !r[end].isEmpty && r[end] != r[start] { durationKeys.insert(key) }
                sets += 1
                if let kg, let w = number(r[kg]), w > 0 { weights += 1; kilograms! += w }
                if let lb, let w = number(r[lb]), w > 0 { weights += 1; kilograms! += w / poundsPerKilogram }
                if let s = number(r[seconds]), s > 0 { setSeconds += 1 }
                if let distance, let d = number(r[distance]), d > 0 { distances += 1 }
                if r[type] == "dropset" { dropSets += 1 }
                if r[type] == "failure" { failureSets += 1 }
            }
        } else if fitNotes {
            let date = column(["Date"])!, time = column(["Time"])!, exercise = column(["Exercise"])!
            let weight = column(["Weight", "Weight (kgs)", "Weight (kg)", "Weight (lbs)"])!, unit = column(["Weight Unit"])
            let pounds = header[weight] == "Weight (lbs)", distance = column(["Distance"])
            for var r in rows {
                // FitNotes wrote some names with an unquoted comma: the extra fields are the name's.
                if r.count > width { r.replaceSubrange(exercise...(exercise + r.count - width), with: ["name"]) }
                workoutKeys.insert(r[date])
                sets += 1
                if let w = number(r[weight]), w > 0 {
                    weights += 1
                    let lb = pounds || (unit.map { r[$0].lowercased().hasPrefix("lb") } ?? false)
                    kilograms! += lb ? w / poundsPerKilogram : w
                }
                if r[time].contains(where: { $0.isNumber && $0 != "0" }) { setSeconds += 1 } // "0:00:30", not "0:00:00"
                if let distance, let d = number(r[distance]), d > 0 { distances += 1 }
            }
        } else {
            // Strong, in the languages of the corpus: the columns by their place in its header forms.
            let date = column(["Date", "日期", "Datum", "Fecha"])!
            let name = column(["Workout Name", "锻炼名称", "Nom de l'entraînement", "Workout-Name", "Nombre de entrenamiento"])!
            let order = column(["Set Order", "设置顺序", "Ordre de la série", "Reihenfolge festlegen", "Orden de la serie"])!
            let duration = column(["Duration", "时长", "Durée", "Dauer", "Duración", "Workout Duration", "Duration (sec)"])
            let weight = column(["Weight", "重量", "Poids", "Gewicht", "Peso", "Weight (kg)", "kg", "lb"])!
            let unit = column(["Weight Unit"]), seconds = column(["Seconds", "秒", "Secondes", "Sekunden", "Segundos"])!
            let notes = column(["Workout Notes", "锻炼备注", "Notes d'entraînement", "Workout-Notizen", "Notas del entrenamiento"])
            let distance = column(["Distance", "距离", "Entfernung", "Distancia", "Distance (meters)", "km", "mi"])
            let statesUnit = unit != nil || ["Weight (kg)", "kg", "lb"].contains(header[weight])
            if !statesUnit { kilograms = nil }
            for r in rows {
                if !r[order].contains(where: \.isNumber) && !["W", "D", "F"].contains(r[order].uppercased()) { continue } // rest timer
                let key = r[date] + "|" + r[name]
                workoutKeys.insert(key)
                if let notes, !r[notes].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { noteKeys.insert(key) }
                if let duration, r[duration].contains(where: { $0.isNumber && $0 != "0" }) { durationKeys.insert(key) } // not "0s"
                sets += 1
                if let w = number(r[weight]), w > 0 {
                    weights += 1
                    let lb = header[weight] == "lb" || (unit.map { r[$0].lowercased().hasPrefix("lb") } ?? false)
                    if statesUnit { kilograms! += lb ? w / poundsPerKilogram : w }
                }
                if let s = number(r[seconds]), s > 0 { setSeconds += 1 }
                if let distance, let d = number(r[distance]), d > 0 { distances += 1 }
                if r[order].uppercased() == "D" { dropSets += 1 }
                if r[order].uppercased() == "F" { failureSets += 1 }
            }
        }
        workouts = workoutKeys.count
        workoutsWithDuration = durationKeys.count
        workoutsWithNotes = noteKeys.count
    }
}

/// RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks;
/// blank lines are skipped.
func simpleCSV(_ text: String, delimiter: Character) -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = ""
    var quoted = false, atFieldStart = true
    for c in text {
        if quoted {
            if c == "\"" { quoted = false } else { field.append(c) }
            continue
        }
        switch c {
        case "\"":
            if !atFieldStart { field.append("\"") } // a doubled quote: the second opens again
            quoted = true
        case delimiter:
            row.append(field); field = ""; atFieldStart = true; continue
        case "\n", "\r\n":
            row.append(field); field = ""
            if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []; atFieldStart = true; continue
        case "\r":
            break
        default:
            field.append(c)
        }
        atFieldStart = false
    }
    if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
    return rows
}
