import BundledPlans
import DemoData
import Domain
import Formats
import XCTest
@testable import Storage

/// "Erase all data" and an import that replaces take every table of what the user logged and
/// made, as one list says, and the JSON export carries every one the list says it does; every
/// table of the schema is in that list or kept on purpose.
final class EraseEverythingTests: XCTestCase {
    private let now = moment(sunday, 9, 0)

    /// A store with a row in every table of the user's: a year of workouts and challenge days,
    /// a weigh-in, an exercise typed by hand, a program and one deleted, a name an import
    /// matched, the achievements found.
    private func storeWithEverything() throws -> Store {
        let store = try Store.withCatalog(now: now)
        try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 1, today: now)
        _ = try store.loadTrends(today: sunday)
        _ = try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: 80, date: sunday, measured: now), now: now)
        try store.addCustomExercise(CatalogExercise(id: "custom-sled-push", name: "Sled push", category: .custom, equipment: .other,
                                                    primary: ["legs-quads"]), now: now)
        let kept = try store.saveProgram(ProgramRecord(key: "KEPT", text: "program \"Kept\""), now: now)
        let gone = try store.saveProgram(ProgramRecord(key: "GONE", text: "program \"Gone\""), now: now)
        try store.deleteProgram(uid: gone.uid, now: now)
        try store.rememberExerciseNames(["Bench Press (Barbell)": "barbell-bench-press"])
        // Synced once with another machine, as `gymtrack sync` remembers it.
        try store.db.execute("INSERT INTO sync_peers (device, received_through, sent_through, send_from, seen_at) VALUES ('box', 1, 2, 2, 3)")
        // What a program's raises by reps came to, as a load keeps it.
        try store.db.execute("""
            INSERT INTO program_checkpoints (program_uid, max_id, fingerprint, through_epoch, moved)
            VALUES ('\(kept.uid)', 'barbell-bench-press', '0123456789abcdef', 0, 100)
            """)
        return store
    }

    /// A workout in progress, its third step with a set logged.
    private func beginAWorkoutWithASet(_ store: Store) throws {
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: now)
        workout.id = try store.beginWorkout(workout, now: now)
        _ = workout.completeNext(step: 2, at: now.adding(seconds: 10), challengeRoom: false, values: SetValues(reps: 10, weight: 10))
        try store.saveWorkout(workout, now: now.adding(seconds: 20))
    }

    private func count(_ store: Store, _ table: String, _ rows: String) throws -> Int {
        try store.db.firstRow("SELECT count(*) AS n FROM \(table) WHERE \(rows)")?.int("n") ?? 0
    }

    func testEveryTableOfTheSchemaIsTheUsersOrKeptOnPurpose() throws {
        let store = try Store.withCatalog(now: now)
        let tables = try store.db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            .map { try $0.requiredString("name", table: "sqlite_master") }
        let users = Set(Store.userTables.map(\.table))
        for table in tables {
            XCTAssertTrue(users.contains(table) || Store.keptTables.contains(table),
                          "\(table) is in neither list: say whether an erase takes it (Store.userTables) or keeps it (Store.keptTables)")
        }
        XCTAssertEqual(users.subtracting(tables), [], "a table listed that the schema does not have")
    }

    /// How the decoded export shows a row of each table it carries: by its uid, or for a table
    /// without one by what names the row there; the SQL gives the same of the table's rows.
    private static let identityInSQL = ["challenge_counts": "date || ' ' || device",
                                        "exercise_regions": "exercise_id || ' ' || role || ' ' || region_id"]

    private func identities(in bundle: ImportBundle) -> [String: Set<String>] {
        let steps = bundle.sessions.flatMap(\.steps)
        return [
            "set_logs": Set(steps.flatMap { $0.sets.map(\.uid) }),
            "session_steps": Set(steps.map(\.uid)),
            "sessions": Set(bundle.sessions.map(\.uid)),
            "daily_challenge": Set(bundle.challengeDays.map(\.uid)),
            "challenge_counts": Set(bundle.challengeDays.flatMap { day in day.counts.map { day.date.iso + " " + $0.device } }),
            "split_steps": Set(bundle.splits.flatMap { $0.steps.map(\.uid) }),
            "splits": Set(bundle.splits.map(\.uid)),
            "programs": Set(bundle.programs.map(\.uid)),
            "body_measurements": Set(bundle.body.map(\.measurement.uid)),
            "tombstones": Set(bundle.tombstones.keys),
            "exercise_regions": Set(bundle.exercises.flatMap { e in
                e.exercise.primary.map { "\(e.exercise.id) primary \($0)" } + e.exercise.secondary.map { "\(e.exercise.id) secondary \($0)" }
            }),
            "exercises": Set(bundle.exercises.map(\.uid)),
        ]
    }

    /// Every row of every table the list says the export carries is in `store`'s export.
    private func assertTheExportCarriesEveryRow(_ store: Store, workoutInProgress: Bool, _ context: String,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        var text = ""
        try store.exportJSON(createdAt: now, appVersion: "test", workoutInProgress: workoutInProgress) { text += $0 }
        let exported = identities(in: try ExportFormat.decode(Array(text.utf8)))
        for user in Store.userTables where user.exported {
            guard let found = exported[user.table] else {
                XCTFail("\(user.table) is exported, the list says: say here how a row of it shows in the export", file: file, line: line)
                continue
            }
            let identity = Self.identityInSQL[user.table] ?? "uid"
            let rows = try store.db.rows("SELECT \(identity) AS identity FROM \(user.table) WHERE \(user.rows)")
                .map { try $0.requiredString("identity", table: user.table) }
            XCTAssertGreaterThan(rows.count, 0, "\(user.table) was written before the export", file: file, line: line)
            let missing = Set(rows).subtracting(found)
            XCTAssertTrue(missing.isEmpty, "\(context) lacks \(missing.count) of the \(rows.count) rows of \(user.table), such as \(missing.sorted().prefix(3))",
                          file: file, line: line)
        }
    }

    func testTheExportCarriesEveryRowOfEveryTableOfTheUsersItSaysItDoes() throws {
        let store = try storeWithEverything()
        try assertTheExportCarriesEveryRow(store, workoutInProgress: false, "an export")
        try beginAWorkoutWithASet(store)
        try assertTheExportCarriesEveryRow(store, workoutInProgress: true, "a sync's export, with the workout in progress")
    }

    func testEraseAllDataTakesEveryTableOfTheUsers() throws {
        let store = try storeWithEverything()
        for user in Store.userTables {
            XCTAssertGreaterThan(try count(store, user.table, user.rows), 0, "\(user.table) was written before the erase")
        }
        try store.eraseAllData()
        for user in Store.userTables {
            XCTAssertEqual(try count(store, user.table, user.rows), 0, "\(user.table) after the erase")
        }
        XCTAssertEqual(try store.bodyMeasurements(), [], "weigh-ins and measurements are the user's too")
        XCTAssertGreaterThan(try count(store, "exercises", "1"), 200, "the bundled catalog stays")
        XCTAssertGreaterThan(try count(store, "muscle_regions", "1"), 0)
    }

    func testAReplacingImportTakesEveryTableOfTheUsersButAWorkoutInProgress() throws {
        let store = try storeWithEverything()
        try beginAWorkoutWithASet(store)
        _ = try store.importBundle(ImportBundle(source: "an empty file"), mode: .replace, dryRun: false, now: now.adding(seconds: 30))
        for user in Store.userTables {
            XCTAssertEqual(try count(store, user.table, user.replaced), 0, "\(user.table) after a replace")
        }
        XCTAssertEqual(try count(store, "tombstones", "1"), 0, "a replace leaves no tombstone of what it replaced")
        XCTAssertEqual(try store.loadActiveWorkout()?.steps[2].sets.count, 1, "the workout in progress stays, with its set")
    }
}
