import BundledPlans
import DemoData
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// The fixtures: other apps' CSV exports written from their published formats.
func fixture(_ name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return [UInt8](try Data(contentsOf: url))
}

let fixtureNames = ["strong.csv", "strong-units.csv", "strong-android.csv", "hevy-kg.csv", "hevy-lbs.csv", "fitnotes.csv"]

extension Store {
    /// Counts of every user table: equal before and after an import that failed.
    func fingerprint() throws -> [Int] {
        try ["sessions", "session_steps", "set_logs", "splits", "split_steps", "exercises", "daily_challenge", "settings", "muscle_groups", "programs"]
            .map { try count($0) }
    }

    func exportText(at now: Moment) throws -> String {
        var text = ""
        try exportJSON(createdAt: now, appVersion: "test") { text += $0 }
        return text
    }

    /// A store with the bundled catalog and splits, as `gymtrack` opens one.
    static func withCatalog(_ path: String = ":memory:", now: Moment) throws -> Store {
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return store
    }
}

/// `createdAt` is the only line two exports of the same data may differ in.
func withoutCreatedAt(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"createdAt\"") }.joined(separator: "\n")
}

final class ExportRoundTripTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    /// A database with history, a custom exercise, a deleted split and settings.
    func sourceStore() throws -> Store {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        try store.addCustomExercise(CatalogExercise(id: "custom-sled-push", name: "Sled \"Push\", heavy", category: .custom, equipment: .other,
                                                    primary: ["legs-quads"]), now: now)
        try store.deleteSplit(uid: try store.loadSplits()[2].uid, now: moment(sunday, 9, 5))
        try store.setSetting(.unit, "lb")
        try store.setSetting(.restSeconds, "120")
        let program = try store.saveProgram(ProgramRecord(key: "GZCLP", text: "GZCLP \"as published\"\n  week 1"), now: moment(sunday, 9, 6))
        try store.startProgram(uid: program.uid, now: moment(sunday, 9, 7))
        try store.saveProgram(ProgramRecord(key: "5x5", text: "never started"), now: moment(sunday, 9, 8))
        return store
    }

    func testExportImportExportGivesTheSameDocumentButCreatedAt() throws {
        let source = try sourceStore()
        let first = try source.exportText(at: now)
        XCTAssertTrue(first.contains("\"deletedAt\": \"2026-11-22T09:05:00+01:00\""), "the tombstone is exported")
        XCTAssertTrue(first.contains("Sled \\\"Push\\\", heavy"))
        let bundle = try ExportFormat.decode(Array(first.utf8))
        XCTAssertGreaterThan(bundle.sessions.count, 150)

        let target = try Store(path: ":memory:")
        let summary = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.sessionsAdded, bundle.sessions.count)
        XCTAssertEqual(summary.sets, bundle.sessions.reduce(0) { $0 + $1.setCount })
        XCTAssertEqual(summary.splitsAdded, 3)
        XCTAssertEqual(summary.newExercises, ["Sled \"Push\", heavy"])
        let second = try target.exportText(at: moment(monday, 10, 0))
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(withoutCreatedAt(first), withoutCreatedAt(second))
        // What the screens read agrees too.
        XCTAssertEqual(try target.loadHistory(today: sunday), try source.loadHistory(today: sunday))
        XCTAssertEqual(try target.loadSplits(), try source.loadSplits())
        XCTAssertEqual(try target.loadSettings(), try source.loadSettings())
        XCTAssertEqual(try target.programs(), try source.programs())
        XCTAssertEqual(try target.activeProgram()?.key, "GZCLP", "the program followed travels as a setting")
    }

    func testImportingTheSameFileTwiceChangesNothingTheSecondTime() throws {
        let text = try sourceStore().exportText(at: now)
        let target = try Store(path: ":memory:")
        let bundle = try ExportFormat.decode(Array(text.utf8))
        _ = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        let before = try target.exportText(at: now)
        let again = try target.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertTrue(again.changedNothing, again.text)
        XCTAssertEqual(again.sessionsUnchanged, bundle.sessions.count)
        XCTAssertEqual(again.sets, 0)
        XCTAssertEqual(try target.exportText(at: now), before)
    }

    func testCSVExportHasOneRowPerSetOfFinishedSessions() throws {
        let store = try sourceStore()
        var csv = ""
        try store.exportCSV(unit: .kg) { csv += $0 }
        let lines = csv.split(separator: "\n")
        XCTAssertEqual(lines.first, "date,start time,split,exercise,set number,set type,reps,weight,unit,seconds,rpe,notes,superset,workout notes,"
                       + "distance,distance unit,set kind,reps right,rir,load,body weight,set note")
        XCTAssertEqual(lines.count - 1, try store.count("set_logs"))
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.contains(",warm-up,") || $0.contains(",working,") })
    }
}

final class MergeTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func exported(_ store: Store) throws -> ImportBundle { try ExportFormat.decode(Array(try store.exportText(at: now).utf8)) }

    func storeWithOneSession() throws -> Store {
        let store = try Store.withCatalog(now: now)
        var workout = ActiveWorkout(split: try store.loadSplits()[0], startedAt: moment(sunday, 7, 0))
        workout.steps[2].sets.append(SetLog(isWarmup: true, reps: 10, weight: 10, completedAt: moment(sunday, 7, 5).epochSeconds))
        workout.id = try store.beginWorkout(workout, now: moment(sunday, 7, 0))
        try store.finishWorkout(workout, partial: false, endedAt: moment(sunday, 7, 40))
        return store
    }

    func testTheNewerUpdatedAtWinsAndTheOlderChangesNothing() throws {
        let store = try storeWithOneSession()
        var bundle = try exported(store)
        // Older than the database's copy: unchanged.
        bundle.sessions[0].durationSeconds = 1
        bundle.sessions[0].updatedAt = "2026-11-22T07:39:00+01:00"
        var summary = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.sessionsUnchanged, 1)
        XCTAssertEqual(try store.loadHistory().sessions[0].durationSeconds, 40 * 60)
        // Newer, written in another offset: it wins, with its sets.
        bundle.sessions[0].updatedAt = "2026-11-22T06:41:00Z" // 07:41 at +01:00
        bundle.sessions[0].steps[2].sets[0].reps = 12
        summary = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.sessionsUpdated, 1)
        XCTAssertEqual(summary.sets, 1)
        XCTAssertEqual(try store.loadHistory().sessions[0].durationSeconds, 1)
        XCTAssertEqual(try store.count("set_logs", where: "reps = 12"), 1)
        XCTAssertEqual(try store.count("set_logs"), 1)
    }

    func testTombstonesAreRespected() throws {
        let store = try storeWithOneSession()
        let alive = try exported(store)
        let uid = try store.loadSplits()[1].uid
        try store.deleteSplit(uid: uid, now: moment(sunday, 10, 0))
        // The file's live copy is older than the deletion: the split stays deleted.
        var summary = try store.importBundle(alive, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(summary.splitsUpdated, 0)
        XCTAssertFalse(try store.loadSplits().contains { $0.uid == uid })
        // A tombstone newer than the database's live split deletes it there.
        let other = try storeWithOneSession()
        var tombstoned = try exported(store)
        let i = tombstoned.splits.firstIndex { $0.uid == uid }!
        XCTAssertNotNil(tombstoned.splits[i].deletedAt)
        tombstoned.splits[i].uid = try other.loadSplits()[1].uid // the same split (session type B) in another database
        summary = try other.importBundle(tombstoned, mode: .merge, dryRun: false, now: now)
        XCTAssertFalse(try other.loadSplits().contains { $0.sessionType == "B" })
        XCTAssertEqual(try other.count("splits", where: "session_type = 'B' AND deleted_at IS NOT NULL"), 1)
    }

    func testReplaceKeepsOnlyTheFileAndDryRunWritesNothing() throws {
        let store = try storeWithOneSession()
        let file = try exported(try Store.withCatalog(now: now)) // no sessions
        let before = try store.fingerprint()
        let dry = try store.importBundle(file, mode: .replace, dryRun: true, now: now)
        XCTAssertTrue(dry.dryRun)
        XCTAssertEqual(try store.fingerprint(), before)
        _ = try store.importBundle(file, mode: .replace, dryRun: false, now: now)
        XCTAssertEqual(try store.count("sessions"), 0)
        XCTAssertEqual(try store.loadSplits().map(\.uid), file.splits.map(\.uid))
    }

    func testAFileNamingAnUnknownRegionIsRefusedBeforeAnythingIsWritten() throws {
        let store = try storeWithOneSession()
        var bundle = try exported(store)
        bundle.sessions[0].updatedAt = "2030-01-01T00:00:00Z"
        bundle.exercises = [ImportedExercise(uid: "X", updatedAt: "2030-01-01T00:00:00Z",
                                             exercise: CatalogExercise(id: "custom-x", name: "X", category: .custom, equipment: .other, primary: ["nowhere"]))]
        let before = try store.fingerprint()
        let error = expectStoreError(try store.importBundle(bundle, mode: .merge, dryRun: false, now: now))
        XCTAssertTrue(error?.message.contains("exercises[0]") == true, error?.message ?? "")
        XCTAssertEqual(try store.fingerprint(), before)
    }
}

final class ForeignImportTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func importing(_ name: String, unit: WeightUnit = .kg) throws -> (Store, ImportSummary, ImportBundle) {
        let store = try Store.withCatalog(now: now)
        let bundle = try ForeignWorkouts.decode(try fixture(name), catalog: try store.loadCatalog(), defaultUnit: unit, utcOffsetSeconds: 3600)
        let summary = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
        // Content-derived ids: a second import adds nothing.
        let again = try store.importBundle(ForeignWorkouts.decode(try fixture(name), catalog: try store.loadCatalog(), defaultUnit: unit,
                                                                  utcOffsetSeconds: 3600), mode: .merge, dryRun: false, now: now)
        XCTAssertTrue(again.changedNothing, "\(name): \(again.text)")
        return (store, summary, bundle)
    }

    func sets(_ bundle: ImportBundle) -> [(String, ImportedSet)] {
        bundle.sessions.flatMap { s in s.steps.flatMap { st in st.sets.map { (st.plan.exerciseID ?? "", $0) } } }
    }

    /// Every workout becomes a session, and the custom exercises are listed as they first appear.
    func testEveryWorkoutIsASessionAndCustomExercisesAreListedAsTheyFirstAppear() throws {
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let names = ["Push", "Pull", "Legs day", "Push"]
        let exercises = ["Bench Press (Barbell)", "Mystery Move", "Squat (Barbell)", "Plank", "Odd Lift"]
        for day in 0..<30 {
            let date = String(format: "2026-01-%02d 07:%02d:00", day + 1, day)
            for set in 0..<(day % 4 + 2) {
                let exercise = set == 0 ? "Custom \(day % 5)" : exercises[(day + set) % exercises.count]
                csv += "\(date),\(names[day % names.count]),1h 2m,\(exercise),\(set == 1 ? "W" : String(set + 1)),\(40 + set * 5),\(8 - set),0,0,,,\n"
            }
        }
        let read = try ForeignWorkouts.read(Array(csv.utf8))
        let catalog = BundledCatalog.catalog
        let whole = ForeignWorkouts.bundle(read, catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: 3600)
        XCTAssertEqual(whole.sessions.count, 30)
        XCTAssertEqual(whole.exercises.map(\.exercise.name), ["Custom 0", "Mystery Move", "Custom 1", "Custom 2", "Odd Lift", "Custom 3", "Custom 4"])
    }

    func testStrongDesktop() throws {
        let (store, summary, bundle) = try importing("strong.csv")
        XCTAssertEqual(bundle.source, "Strong")
        XCTAssertEqual(summary.sessionsAdded, 2)
        XCTAssertEqual(summary.sets, 10)
        XCTAssertEqual(summary.splitsAdded, 2)
        XCTAssertEqual(summary.newExercises, ["Zercher Carry (Barbell)"])
        let push = bundle.sessions[0]
        XCTAssertEqual(push.title, "Push, heavy")
        XCTAssertEqual(push.durationSeconds, 2 * 3600 + 38 * 60)
        XCTAssertEqual(push.startedAt, "2026-04-06T07:30:00+01:00")
        XCTAssertEqual(push.steps.map { $0.plan.exerciseID }, ["barbell-bench-press", "push-up", "plank"])
        XCTAssertEqual(push.steps[0].sets.map(\.isWarmup), [true, false, false, false])
        XCTAssertEqual(push.steps[0].sets.map(\.weight), [40, 80, 80, 60])
        XCTAssertEqual(push.steps[0].sets[2].rpe, 8.5)
        XCTAssertEqual(push.steps[0].note, "Paused, 1 sec")
        XCTAssertEqual(push.steps[1].note, "Slow \"eccentric\"\nthen fast")
        XCTAssertEqual(push.steps[1].sets.map(\.weight), [nil, nil], "bodyweight sets have no weight")
        XCTAssertEqual(push.steps[2].sets[0].durationSeconds, 60)
        // Imported workouts count for history, not for the rotation.
        let history = try store.loadHistory()
        XCTAssertEqual(history.sessions.count, 2)
        XCTAssertEqual(try store.loadSplits().filter(\.inRotation).map(\.sessionType), ["A", "B", "C"])
        XCTAssertEqual(try store.splitNames()[push.sessionType], "Push, heavy")
    }

    func testStrongWithUnitsConvertsPounds() throws {
        let (_, summary, bundle) = try importing("strong-units.csv", unit: .kg)
        XCTAssertEqual(summary.sets, 4)
        let all = sets(bundle)
        XCTAssertEqual(all[0].0, "dumbbell-bench-press")
        XCTAssertEqual(all[0].1.weight!, 50 / 2.204_622_621_8, accuracy: 1e-9)
        XCTAssertNil(all[2].1.weight)
        XCTAssertEqual(all[3].1.weight, 60)
        XCTAssertEqual(all[1].1.rpe, 9)
        XCTAssertEqual(bundle.sessions[0].steps[1].note, "bodyweight, strict")
    }

    func testStrongWithoutUnitsUsesTheSettingsUnit() throws {
        let (_, _, bundle) = try importing("strong.csv", unit: .lb)
        XCTAssertEqual(sets(bundle)[1].1.weight!, 80 / 2.204_622_621_8, accuracy: 1e-9)
    }

    func testStrongAndroidSemicolonsAndDecimalCommas() throws {
        let (_, summary, bundle) = try importing("strong-android.csv")
        XCTAssertEqual(summary.sessionsAdded, 1)
        XCTAssertEqual(bundle.sessions[0].title, "Evening; lift")
        XCTAssertEqual(sets(bundle).map(\.1.weight), [142.5, 142.5])
        XCTAssertEqual(sets(bundle)[0].0, "deadlift")
        XCTAssertEqual(bundle.sessions[0].steps[0].note, "grip; chalk")
    }

    func testHevyKilogramsWithItsOwnDateFormat() throws {
        let (_, summary, bundle) = try importing("hevy-kg.csv")
        XCTAssertEqual(bundle.source, "Hevy")
        XCTAssertEqual(summary.sets, 5)
        let s = bundle.sessions[0]
        XCTAssertEqual(s.startedAt, "2026-04-08T16:50:00+01:00")
        XCTAssertEqual(s.durationSeconds, 65 * 60)
        XCTAssertEqual(s.steps[0].sets.map(\.isWarmup), [true, false, false])
        XCTAssertEqual(s.steps[0].sets.map(\.weight), [40, 82.5, 60])
        XCTAssertEqual(s.steps[0].note, "Keep elbows, tucked")
        XCTAssertNil(s.steps[1].sets[0].weight)
        XCTAssertEqual(s.steps[2].sets[0].durationSeconds, 90)
        XCTAssertEqual(s.steps[2].plan.kind, .hold)
    }

    func testHevyPoundsWithISOTimes() throws {
        let (_, summary, bundle) = try importing("hevy-lbs.csv")
        XCTAssertEqual(summary.sets, 3)
        XCTAssertEqual(bundle.sessions[0].startedAt, "2026-04-10T07:00:00+01:00")
        XCTAssertEqual(bundle.sessions[0].durationSeconds, 70 * 60)
        XCTAssertEqual(sets(bundle)[0].1.weight!, 225 / 2.204_622_621_8, accuracy: 1e-9)
        XCTAssertEqual(sets(bundle)[0].0, "back-squat") // Barbell Back Squat
    }

    func testFitNotesOneWorkoutPerDay() throws {
        let (_, summary, bundle) = try importing("fitnotes.csv")
        XCTAssertEqual(bundle.source, "FitNotes")
        XCTAssertEqual(summary.sessionsAdded, 2)
        XCTAssertEqual(summary.splitsAdded, 1)
        XCTAssertEqual(bundle.sessions[0].steps[0].note, "last rep slow, \"grindy\"")
        XCTAssertEqual(bundle.sessions[0].steps[0].plan.exerciseID, "barbell-bench-press")
        XCTAssertNil(bundle.sessions[0].steps[1].sets[0].weight)
        XCTAssertEqual(bundle.sessions[0].steps[2].sets[0].durationSeconds, 20 * 60)
    }

    func testExerciseNamesAreNormalisedToTheCatalog() throws {
        let resolver = ExerciseNames(BundledCatalog.catalog)
        XCTAssertEqual(resolver.exercise("Bench Press (Barbell)", writtenBy: .anotherApp)?.name, "Barbell Bench Press")
        XCTAssertEqual(resolver.exercise("bench press (barbell)", writtenBy: .anotherApp)?.name, "Barbell Bench Press")
        XCTAssertEqual(resolver.exercise("BARBELL BENCH-PRESS", writtenBy: .anotherApp)?.name, "Barbell Bench Press")
        XCTAssertEqual(resolver.exercise("Push Up", writtenBy: .anotherApp)?.name, "Push-Up")
        XCTAssertNil(resolver.exercise("Zercher Carry (Barbell)", writtenBy: .anotherApp))
    }
}

final class InvalidImportTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    func refused(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let store = try Store.withCatalog(now: now)
        let before = try store.fingerprint()
        do {
            let bundle = bytes.first == UInt8(ascii: "{")
                ? try ExportFormat.decode(bytes)
                : try ForeignWorkouts.decode(bytes, catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0,
                                             options: ForeignReadOptions(strict: true))
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
            XCTFail("accepted", file: file, line: line)
            return ""
        } catch let error as ImportError {
            XCTAssertEqual(try store.fingerprint(), before, file: file, line: line)
            XCTAssertEqual(error.message.filter { $0 == "." }.count >= 1, true)
            return error.message
        }
    }

    func testCSVErrorsNameTheLine() throws {
        var text = String(decoding: try fixture("strong.csv"), as: UTF8.self)
        text = text.replacingOccurrences(of: "2026-04-08 18:05:00,Legs,45m,Squat (Barbell),2,100,5", with: "2026-04-08 18:05:00,Legs,45m,Squat (Barbell),2,heavy,5")
        XCTAssertEqual(try refused(Array(text.utf8)), "Line 11: weight 'heavy' is not a number." /* the quoted note before it spans two lines */)
        XCTAssertEqual(try refused(Array("Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,Squat,1,5,\n2026-01-0x 10:00,A,Squat,2,5,\n".utf8)),
                       "Line 3: date '2026-01-0x 10:00' is not a date and time like 2026-04-08 16:50:00 or 8 Apr 2026, 16:50.")
        XCTAssertTrue(try refused(Array("Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n\"2026-01-01,A,Squat,1,5,\n".utf8)).hasPrefix("Line 2: a quoted field is never closed"))
        XCTAssertTrue(try refused(Array("Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,Squat,1\n".utf8)).hasPrefix("Line 2 has 4 fields"))
        XCTAssertTrue(try refused(Array("name,weight\nsquat,100\n".utf8)).hasPrefix("Line 1: the header is not one gymtrack knows"))
        XCTAssertEqual(try refused(Array("date,start time,split,exercise,set number\n2026-01-01,07:30,A,Squat,1\n".utf8)),
                       "Line 1: this is gymtrack's CSV export, which is for spreadsheets; import its JSON export instead (gymtrack export).")
    }

    /// Numbers past the export's bounds are refused on their line: what is imported can
    /// always be exported and read back.
    func testCSVNumbersPastTheExportsBoundsAreRefused() throws {
        let header = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps,RPE\n"
        XCTAssertEqual(try refused(Array((header + "2026-01-01 10:00:00,A,Squat,1,100,5,12\n").utf8)), "Line 2: rpe '12' is more than 10.")
        XCTAssertEqual(try refused(Array((header + "2026-01-01 10:00:00,A,Squat,1,25000,5,8\n").utf8)), "Line 2: weight '25000' is more than 10000.")
        XCTAssertEqual(try refused(Array((header + "2026-01-01 10:00:00,A,Squat,1,100,20000,8\n").utf8)), "Line 2: reps '20000' is more than 10000.")
    }

    func testJSONErrorsNameTheFieldOrLine() throws {
        let store = try Store.withCatalog(now: now)
        let text = try store.exportText(at: now)
        let badSet = text.replacingOccurrences(of: "\"setsText\": \"—\"", with: "\"setsText\": 3")
        XCTAssertEqual(try refused(Array(badSet.utf8)), "Field splits[0].steps[0].setsText must be text.")
        XCTAssertEqual(try refused(Array(text.replacingOccurrences(of: "\"schemaVersion\": \(ExportFormat.schemaVersion)", with: "\"schemaVersion\": 9").utf8)),
                       "Field schemaVersion is 9, newer than this gymtrack reads (\(ExportFormat.schemaVersion)); upgrade gymtrack to import it.")
        XCTAssertEqual(try refused(Array("{\n  \"format\": \"gymtrack-export\",\n  \"schemaVersion\": 1,\n  oops\n}".utf8)),
                       "Line 4: a key in quotes was expected; the file is not valid JSON.")
    }
}

/// Mutated and truncated versions of every fixture and of an export: nothing crashes or hangs,
/// and an import that fails leaves the database as it was. FUZZ_ITERATIONS sets how many
/// inputs (3,000 by default; docs/benchmarks.md records a run of 100,000).
final class ImportFuzzTests: XCTestCase {
    func testMutatedFilesNeverCrashHangOrImportHalfway() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 3000
        let now = moment(sunday, 9, 0)
        let store = try Store.withCatalog(now: now)
        var workout = ActiveWorkout(split: try store.loadSplits()[0], startedAt: moment(sunday, 7, 0))
        workout.steps[2].sets.append(SetLog(isWarmup: false, reps: 10, weight: 20, completedAt: moment(sunday, 7, 5).epochSeconds))
        workout.id = try store.beginWorkout(workout, now: now)
        try store.finishWorkout(workout, partial: false, endedAt: moment(sunday, 7, 30))
        let seeds = try fixtureNames.map(fixture) + [Array(try store.exportText(at: now).utf8),
                                                      Array(try storeWithEveryKindOfSet(now: now).exportText(at: now).utf8)]
        let catalog = try store.loadCatalog()
        var random = SeededRandom(seed: UInt64(iterations))
        var accepted = 0, refused = 0
        for i in 0..<iterations {
            var bytes = seeds[i % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: bytes.removeSubrange(at...)                                    // truncated
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)          // a byte changed
                case 2: bytes.insert([34, 44, 59, 10, 13, 123, 125, 91, 93, 92][Int.random(in: 0..<10, using: &random)], at: at)
                case 3: bytes.remove(at: at)
                case 4: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at) // a run repeated
                default: bytes[at] = [48, 57, 45, 46, 44, 32][Int.random(in: 0..<6, using: &random)] // a digit or separator
                }
            }
            let before = try store.fingerprint()
            do {
                let bundle = bytes.first == UInt8(ascii: "{")
                    ? try ExportFormat.decode(bytes)
                    : try ForeignWorkouts.decode(bytes, catalog: catalog, defaultUnit: .kg, utcOffsetSeconds: 0)
                _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: now)
                accepted += 1
            } catch is ImportError {
                refused += 1
                XCTAssertEqual(try store.fingerprint(), before, "input \(i) was refused but changed the database")
            } catch let error as StoreError {
                refused += 1
                XCTAssertEqual(try store.fingerprint(), before, "input \(i) failed (\(error)) but changed the database")
            }
        }
        print("fuzz: \(iterations) inputs, \(accepted) imported, \(refused) refused")
        XCTAssertGreaterThan(refused, 0)
        XCTAssertGreaterThan(accepted, 0)
    }
}

final class BackupRestoreTests: TemporaryDirectoryTestCase {
    func testRestoreWhileAnotherConnectionHasTheFileOpen() throws {
        let now = moment(sunday, 9, 0)
        let file = path("gymtrack.sqlite")
        let store = try Store.withCatalog(file, now: now)
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: now)
        let backup = try store.backup(into: path("backups"), now: now)
        XCTAssertEqual(try permissions(backup) & 0o777, 0o600)
        XCTAssertEqual(try store.loadSettings().lastBackup, now.isoDateTime)
        XCTAssertEqual(try Store.checkBackup(backup), latestSchemaVersion)

        let other = try Store(path: file) // another gymtrack with the file open
        _ = other.changedElsewhere()
        try store.setChallenge(day: sunday, sets: 3, target: 3, now: now)
        try store.setChallenge(day: monday, sets: 2, target: 3, now: now)
        XCTAssertEqual(try other.challengeSets(on: sunday), 3)
        try store.restore(from: backup)
        XCTAssertNotNil(other.changedElsewhere(), "the other process notices the restore")
        XCTAssertEqual(try other.challengeSets(on: sunday), 1)
        XCTAssertEqual(try other.challengeSets(on: monday), 0)
        XCTAssertEqual(try store.challengeSets(on: sunday), 1)
        try other.setChallenge(day: monday, sets: 1, target: 3, now: now) // and writes on
        XCTAssertEqual(try store.challengeSets(on: monday), 1)
    }

    func testBackupKeepsTheLastTenAndRestoreRefusesBadFiles() throws {
        let store = try Store(path: path("db.sqlite"))
        for i in 0..<12 { try store.backup(into: path("b"), now: moment(sunday, 9, i)) }
        let names = try FileManager.default.contentsOfDirectory(atPath: path("b")).sorted()
        XCTAssertEqual(names.count, 10)
        XCTAssertEqual(names.first, "db-2026-11-22T090200.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: path("junk.sqlite"), contents: Data("not a database at all, but long enough to look".utf8)))
        try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 9, 0))
        XCTAssertTrue(expectStoreError(try store.restore(from: path("junk.sqlite")))?.message.contains("nothing was changed") == true)
        XCTAssertTrue(expectStoreError(try store.restore(from: path("missing.sqlite")))?.message.contains("nothing was changed") == true)
        XCTAssertEqual(try store.challengeSets(on: sunday), 2)
    }

    /// A backup cut short is refused as damaged, in words, not as "SQLite error 11".
    func testARestoreOfABackupCutShortSaysItIsDamaged() throws {
        let store = try Store.withCatalog(path("db.sqlite"), now: moment(sunday, 9, 0))
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: moment(sunday, 9, 0))
        let backup = try store.backup(into: path("b"), now: moment(sunday, 9, 1))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: backup))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: backup))
        let message = expectStoreError(try store.restore(from: backup))?.message ?? ""
        XCTAssertTrue(message.contains("\(backup) is damaged") && message.hasSuffix("nothing was changed."), message)
        XCTAssertFalse(message.contains("SQLite error"), message)
    }
}

/// The default A/B/C splits of a new database never win a merge against a file's, and a
/// replace with a file without splits in the rotation puts them back.
final class DefaultSplitsImportTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    /// History, a custom exercise, split A renamed, split C deleted, settings.
    func sourceStore() throws -> Store {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        try store.addCustomExercise(CatalogExercise(id: "custom-sled-push", name: "Sled push", category: .custom, equipment: .other,
                                                    primary: ["legs-quads"]), now: now)
        var splits = try store.loadSplits()
        splits[0].name = "Upper, my way"
        splits[0].steps.removeLast()
        try store.saveSplits(splits, now: moment(sunday, 9, 2))
        try store.deleteSplit(uid: splits[2].uid, now: moment(sunday, 9, 5))
        try store.setSetting(.unit, "lb")
        return store
    }

    func testAnExportMergedIntoANewDatabaseBringsBackTheUsersSplits() throws {
        let source = try sourceStore()
        let first = try source.exportText(at: now)
        // A new database, made after the export: its defaults must not win for being newer.
        let target = try Store.withCatalog(now: moment(monday, 10, 0))
        XCTAssertEqual(try target.count("splits", where: "updated_at = ?", [Store.defaultSplitsUpdatedAt]), 3)
        let summary = try target.importBundle(try ExportFormat.decode(Array(first.utf8)), mode: .merge, dryRun: false, now: moment(monday, 10, 0))
        XCTAssertEqual(summary.splitsUpdated, 3, summary.text)
        XCTAssertEqual(try target.loadSplits().map(\.name), ["Upper, my way", "Cardio + Core"])
        XCTAssertEqual(try target.loadSplits(), try source.loadSplits())
        XCTAssertEqual(withoutCreatedAt(try target.exportText(at: moment(monday, 10, 5))), withoutCreatedAt(first))
    }

    func testDefaultsInstalledByAnOlderGymtrackAreAsOldAsTheDefaults() throws {
        let file = try ExportFormat.decode(Array(try sourceStore().exportText(at: now).utf8))
        let target = try Store.withCatalog(now: moment(monday, 10, 0))
        // As an older gymtrack left them: stamped with the time of their install.
        try target.db.execute("UPDATE splits SET updated_at = (SELECT value FROM settings WHERE key = 'default_splits_installed')")
        _ = try target.importBundle(file, mode: .merge, dryRun: false, now: moment(monday, 10, 0))
        XCTAssertEqual(try target.loadSplits().first?.name, "Upper, my way")
        // An edit made in the new database after the file's stays.
        let other = try Store.withCatalog(now: moment(monday, 10, 0))
        var edited = try other.loadSplits()
        edited[0].name = "Edited here"
        try other.saveSplits(edited, now: moment(monday, 11, 0))
        _ = try other.importBundle(file, mode: .merge, dryRun: false, now: moment(monday, 11, 5))
        XCTAssertEqual(try other.loadSplits().first?.name, "Edited here")
    }

    func testReplaceWithAFileWithoutSplitsInTheRotationPutsTheDefaultsBack() throws {
        let store = try Store.withCatalog(now: now)
        var workout = ActiveWorkout(split: try store.loadSplits()[0], startedAt: moment(sunday, 7, 0))
        workout.id = try store.beginWorkout(workout, now: moment(sunday, 7, 0))
        try store.finishWorkout(workout, partial: false, endedAt: moment(sunday, 7, 40))
        try store.setChallenge(day: sunday, sets: 2, target: 3, now: now)
        let hevy = try ForeignWorkouts.decode(try fixture("hevy-kg.csv"), catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 3600)
        XCTAssertFalse(hevy.splits.contains(where: \.inRotation))

        let before = try store.fingerprint()
        let dry = try store.importBundle(hevy, mode: .replace, dryRun: true, now: now, defaultSplits: { DefaultSplits.all })
        XCTAssertEqual(try store.fingerprint(), before)
        XCTAssertTrue(dry.text.hasSuffix("""
              the default splits A/B/C would be back in the rotation: the file has no split in it
            Replace: 1 session, 3 splits and 1 challenge day would be removed; the database would be backed up first.
            """), dry.text)

        var summary = try store.importBundle(hevy, mode: .replace, dryRun: false, now: now, defaultSplits: { DefaultSplits.all })
        summary.backupPath = "/b/gymtrack-2026-11-22T090000.sqlite"
        XCTAssertEqual(summary.defaultSplitsAdded, ["A", "B", "C"])
        XCTAssertEqual([summary.sessionsRemoved, summary.splitsRemoved, summary.challengeDaysRemoved], [1, 3, 1])
        XCTAssertTrue(summary.text.hasSuffix("""
              the default splits A/B/C are back in the rotation: the file has no split in it
            Replaced: 1 session, 3 splits and 1 challenge day removed; the database as it was is backed up in /b/gymtrack-2026-11-22T090000.sqlite.
            """), summary.text)
        XCTAssertEqual(try store.loadSplits().filter(\.inRotation).map(\.sessionType), ["A", "B", "C"])
        XCTAssertEqual(try store.loadSplits().filter(\.inRotation).map(\.steps), DefaultSplits.all.map(\.steps))
        XCTAssertEqual(try store.loadHistory().sessions.count, hevy.sessions.count)
        XCTAssertEqual(try store.count("daily_challenge"), 0)

        // A file with its own rotation brings only its splits.
        let own = try ExportFormat.decode(Array(try store.exportText(at: now).utf8))
        let again = try store.importBundle(own, mode: .replace, dryRun: false, now: now, defaultSplits: { XCTFail("not needed"); return [] })
        XCTAssertEqual(again.defaultSplitsAdded, [])
        XCTAssertEqual(try store.loadSplits().map(\.uid), own.splits.map(\.uid))
    }
}

/// A JSON export's ids and numbers are checked before anything is written, naming the field.
final class ImportBoundsTests: XCTestCase {
    let now = moment(sunday, 9, 0)

    /// A database with two finished sessions, the first with two sets.
    func storeWithSessions() throws -> Store {
        let store = try Store.withCatalog(now: now)
        for (i, day) in [sunday, monday].enumerated() {
            var workout = ActiveWorkout(split: try store.loadSplits()[i], startedAt: moment(day, 7, 0))
            if i == 0 {
                workout.steps[2].sets.append(SetLog(isWarmup: true, reps: 10, weight: 10, completedAt: moment(day, 7, 5).epochSeconds))
                workout.steps[2].sets.append(SetLog(isWarmup: false, reps: 8, weight: 22.5, rpe: 8, completedAt: moment(day, 7, 8).epochSeconds))
            }
            workout.id = try store.beginWorkout(workout, now: moment(day, 7, 0))
            try store.finishWorkout(workout, partial: false, endedAt: moment(day, 7, 40))
        }
        return store
    }

    /// The message `text` changed by `change` is refused with, the database unchanged.
    func refused(_ text: String, _ change: (String) -> String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the change changed nothing", file: file, line: line)
        let store = try storeWithSessions()
        let before = try store.fingerprint()
        do {
            _ = try store.importBundle(try ExportFormat.decode(Array(changed.utf8)), mode: .merge, dryRun: false, now: now)
            XCTFail("accepted", file: file, line: line)
            return ""
        } catch let error as ImportError {
            XCTAssertEqual(try store.fingerprint(), before, file: file, line: line)
            return error.message
        }
    }

    func testIdsMustBeULIDsAndASessionIsInTheFileOnce() throws {
        let store = try storeWithSessions()
        let text = try store.exportText(at: now)
        let bundle = try ExportFormat.decode(Array(text.utf8))
        let session = bundle.sessions[0], set = session.steps[2].sets[0]
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: session.uid, with: "s1") },
                       "Field sessions[0].uid must be a ULID (26 characters of 0-9 and A-Z but I, L, O and U).")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: session.steps[1].uid, with: session.steps[1].uid.lowercased()) },
                       "Field sessions[0].steps[1].uid must be a ULID (26 characters of 0-9 and A-Z but I, L, O and U).")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: set.uid, with: String(set.uid.dropLast()) + "U") },
                       "Field sessions[0].steps[2].sets[0].uid must be a ULID (26 characters of 0-9 and A-Z but I, L, O and U).")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: bundle.sessions[1].uid, with: session.uid) },
                       "Field sessions[1].uid repeats sessions[0].uid; each session must be in the file once.")
        XCTAssertTrue(ExportFormat.isULID(ULID.make(epochSeconds: now.epochSeconds)))
        XCTAssertFalse(ExportFormat.isULID(ULID.make(epochSeconds: now.epochSeconds) + "0"))
    }

    func testNumbersOutOfBoundsAreRefused() throws {
        let text = try storeWithSessions().exportText(at: now)
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: "\"reps\": 10,", with: "\"reps\": -1,") },
                       "Field sessions[0].steps[2].sets[0].reps must be a whole number from 0 to 10000, or null.")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: "\"reps\": 10,", with: "\"reps\": 10, \"weight\": -2.5,").replacingOccurrences(of: "\"weight\": 10,", with: "") },
                       "Field sessions[0].steps[2].sets[0].weight must be a number from 0 to 10000, or null.")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: "\"weight\": 22.5,", with: "\"weight\": 1e300,") },
                       "Field sessions[0].steps[2].sets[1].weight must be a number from 0 to 10000, or null.")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: "\"rpe\": 8,", with: "\"rpe\": 80,") },
                       "Field sessions[0].steps[2].sets[1].rpe must be a number from 0 to 10, or null.")
        XCTAssertEqual(try refused(text) { $0.replacingOccurrences(of: "\"durationSeconds\": 2400,", with: "\"durationSeconds\": -60,") },
                       "Field sessions[0].durationSeconds must be a whole number from 0 to 31622400.")
        // Not finite: not a JSON number gymtrack reads.
        let infinite = try refused(text) { $0.replacingOccurrences(of: "\"weight\": 22.5,", with: "\"weight\": 1e400,") }
        XCTAssertTrue(infinite.hasPrefix("Line "), infinite)
    }

    func testAnIdAnotherRecordHasInTheDatabaseIsOneSentence() throws {
        let store = try storeWithSessions()
        var bundle = try ExportFormat.decode(Array(try store.exportText(at: now).utf8))
        bundle.sessions[0].uid = ULID.make(epochSeconds: now.epochSeconds) // a new session with the first one's step ids
        let before = try store.fingerprint()
        for dryRun in [true, false] {
            XCTAssertEqual(expectStoreError(try store.importBundle(bundle, mode: .merge, dryRun: dryRun, now: now))?.message,
                           "The file gives a session step an id (uid) that another session step in the database already has, so nothing was imported; correct the file's uids or import it with --replace.")
            XCTAssertEqual(try store.fingerprint(), before)
        }
    }
}

final class BackupPruningTests: TemporaryDirectoryTestCase {
    func testManyBackupsInOneSecondKeepTheTenNewest() throws {
        let store = try Store(path: path("db.sqlite"))
        let now = moment(sunday, 9, 0)
        var written: [String] = []
        for i in 0..<13 {
            try store.setChallenge(day: sunday, sets: i % 4, target: 3, now: now)
            written.append(try store.backup(into: path("b"), now: now))
        }
        XCTAssertEqual(written.map { ($0 as NSString).lastPathComponent }.prefix(3),
                       ["db-2026-11-22T090000.sqlite", "db-2026-11-22T090000-2.sqlite", "db-2026-11-22T090000-3.sqlite"])
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: path("b")).map { path("b/" + $0) })
        XCTAssertEqual(kept, Set(written.suffix(10)), "the ten written last are kept")
        XCTAssertTrue(kept.contains(path("b/db-2026-11-22T090000-13.sqlite")))
        // Files gymtrack did not name are never pruned, and a later second sorts after.
        XCTAssertTrue(FileManager.default.createFile(atPath: path("b/db-before-upgrade.sqlite"), contents: Data()))
        let later = try store.backup(into: path("b"), now: moment(sunday, 9, 1))
        let names = try FileManager.default.contentsOfDirectory(atPath: path("b"))
        XCTAssertEqual(names.count, 11)
        XCTAssertTrue(names.contains("db-before-upgrade.sqlite"))
        XCTAssertTrue(names.contains(("\(later)" as NSString).lastPathComponent))
        XCTAssertFalse(names.contains("db-2026-11-22T090000-4.sqlite"))
        XCTAssertEqual(Store.backupOrder("gymtrack-2026-11-22T090000-10.sqlite")?.number, 10)
        XCTAssertNil(Store.backupOrder("gymtrack-2026-11-22T090000-1.sqlite"))
    }
}
