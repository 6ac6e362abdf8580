import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// A test case with a private temporary directory, removed after each test.
class TemporaryDirectoryTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gymtrack-storage-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory {
            // Give back write permission to anything a test locked down, then remove it all.
            if let items = FileManager.default.enumerator(atPath: directory.path) {
                for case let item as String in items {
                    _ = chmod(directory.appendingPathComponent(item).path, 0o700)
                }
            }
            _ = chmod(directory.path, 0o700)
            try? FileManager.default.removeItem(at: directory)
        }
        directory = nil
        try super.tearDownWithError()
    }

    /// A path inside the temporary directory.
    func path(_ relative: String) -> String {
        directory.appendingPathComponent(relative).path
    }
}

/// A fixed instant: `hour:minute` local time on `day`, in a zone `offsetHours` east of UTC.
func moment(_ day: Day, _ hour: Int, _ minute: Int, second: Double = 0, offsetHours: Int = 1) -> Moment {
    let offset = offsetHours * 3600
    let local = Double(day.dayNumber * 86_400 + hour * 3600 + minute * 60) + second
    return Moment(epochSeconds: local - Double(offset), utcOffsetSeconds: offset)
}

let sunday = Day(year: 2026, month: 11, day: 22)
let monday = Day(year: 2026, month: 11, day: 23)

/// The POSIX permission bits of a file.
func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Runs `body`, expecting it to throw a `StoreError`, and returns that error.
func expectStoreError<T>(_ body: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> StoreError? {
    do {
        _ = try body()
        XCTFail("expected a StoreError, nothing was thrown", file: file, line: line)
        return nil
    } catch let error as StoreError {
        return error
    } catch {
        XCTFail("expected a StoreError, got \(type(of: error)): \(error)", file: file, line: line)
        return nil
    }
}

extension Store {
    /// The number of rows of `table`, optionally filtered (test-only raw access).
    func count(_ table: String, where condition: String = "1", _ parameters: [SQLBindable] = []) throws -> Int {
        try db.firstRow("SELECT count(*) FROM \(table) WHERE \(condition)", parameters)?.int(0) ?? -1
    }

    /// The sum of `expression` over every set logged.
    func total(_ expression: String) throws -> Double {
        try db.firstRow("SELECT total(\(expression)) AS t FROM set_logs")?.double("t") ?? 0
    }

    /// Imports another app's CSV the way `gymtrack import` does, times without an offset in UTC.
    @discardableResult
    func importCSV(_ csv: String, options: ForeignReadOptions = ForeignReadOptions(), now: Moment) throws -> ImportSummary {
        let read = try ForeignWorkouts.read(Array(csv.utf8), options: options)
        let databaseUnit = try loadSettings().unit
        let bundle = ForeignWorkouts.bundle(read, catalog: try loadCatalog(), defaultUnit: options.unit ?? databaseUnit,
                                            unitGiven: options.unit != nil, utcOffsetSeconds: 0, remembered: try rememberedExerciseNames())
        return try importBundle(bundle, mode: .merge, dryRun: false, now: now)
    }
}

/// A fresh in-memory store for each test.
class InMemoryStoreTestCase: XCTestCase {
    var store: Store!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try Store(path: ":memory:")
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }
}

/// A database as an older gymtrack left it: the migrations up to `version`, each recorded, and
/// no mark (a file written before gymtrack marked its files). The connection is left open.
func olderDatabase(at file: String, version: Int) throws -> Connection {
    let db = try Connection(path: file)
    for migration in migrations where migration.version <= version {
        try db.executeScript(migration.sql)
        try db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 'then')", [migration.version, migration.name])
    }
    try db.execute("PRAGMA user_version = \(version)")
    return db
}

extension Store {
    /// What a terminal writes for a key: the changes from `base` (the workout it showed before
    /// the key) to `workout`, in one transaction. Returns the workout with the ids its new sets got.
    @discardableResult
    func saveChanges(_ workout: ActiveWorkout, since base: ActiveWorkout, challengeTarget: Int = DailyChallenge.defaultTarget,
                     now: Moment) throws -> ActiveWorkout {
        var saved = workout
        for change in workout.changes(since: base) {
            if let stored = try changeWorkout(id: workout.id, change, challengeTarget: challengeTarget, now: now).set { saved.take(stored) }
        }
        return saved
    }

    /// A key on a terminal showing `workout`: `change` is applied to it and written from it,
    /// and the terminal then shows what was saved.
    func press(_ workout: inout ActiveWorkout, now: Moment, _ change: (inout ActiveWorkout) -> Void) throws {
        var changed = workout
        change(&changed)
        workout = try saveChanges(changed, since: workout, now: now)
    }

    /// The same from the workout as stored, for a test that is its only writer. A workout no
    /// longer in progress is written from nothing, so the store says it is gone.
    @discardableResult
    func saveWorkout(_ workout: ActiveWorkout, challengeTarget: Int = DailyChallenge.defaultTarget, now: Moment) throws -> ActiveWorkout {
        if let stored = try loadActiveWorkout(), stored.id == workout.id {
            return try saveChanges(workout, since: stored, challengeTarget: challengeTarget, now: now)
        }
        var nothing = workout
        nothing.steps = nothing.steps.map { WorkoutStep(plan: $0.plan) }
        nothing.rest = nil
        return try saveChanges(workout, since: nothing, challengeTarget: challengeTarget, now: now)
    }

    /// Saves, at their places, the splits of `splits` that differ from `base` (the list as this
    /// terminal last read it; the list as stored when nil). Returns the list with the ids they got.
    @discardableResult
    func saveSplits(_ splits: [Split], since base: [Split]? = nil, now: Moment) throws -> [Split] {
        let before = try base ?? loadSplits()
        var saved = splits
        try batch {
            for (position, split) in splits.enumerated()
            where split.uid.isEmpty || !before.indices.contains(position) || before[position] != split {
                saved[position] = try saveSplit(split, position: position, now: now)
            }
        }
        return saved
    }
}

/// Day A with its rows logged both sides at once, for the tests that take them as any weighed
/// exercise (set by set, reps and weight): the seed's own rows are logged a side at a time.
let dayABothSides: Split = {
    var split = DefaultSplits.all[0]
    for i in split.steps.indices { split.steps[i].unilateral = false }
    return split
}()

/// SQL that takes a current database back to how schema 22 left it: no checkpoints of programs' raises by reps.
let undoMigration23 = [("sessions", ["insert", "update", "delete"]), ("session_steps", ["update", "delete"]), ("set_logs", ["update", "delete"])]
    .flatMap { table, kinds in kinds.map { "DROP TRIGGER \(table)_checkpoint_\($0);" } }.joined(separator: "\n") + "\nDROP TABLE program_checkpoints;"

/// SQL that takes a current database back to how schema 21 left it: no counter of the finished workouts' writes.
let undoMigration22 = undoMigration23 + "\n" + [("sessions", ["insert", "update", "delete"]), ("session_steps", ["update", "delete"]), ("set_logs", ["update", "delete"])]
    .flatMap { table, kinds in kinds.map { "DROP TRIGGER \(table)_finished_counted_\($0);" } }.joined(separator: "\n") + "\nDELETE FROM table_changes WHERE name = 'finished_workouts';"

/// SQL that takes a current database back to how schema 19 left it: no rule on a step, no record of the machines synced with.
let undoMigration20 = undoMigration22 + "\nDROP TABLE sync_peers;\n" + ["rule", "rule_increment", "rule_reps_low", "rule_reps_high", "rule_percent", "rule_training_max", "rule_rpe"]
    .flatMap { ["ALTER TABLE split_steps DROP COLUMN \($0);", "ALTER TABLE session_steps DROP COLUMN \($0);"] }.joined(separator: "\n")

/// SQL that takes a database back to how schema 18 left it: no rules on steps, no change counters.
let undoMigration19 = undoMigration20 + "\n" + Store.countedTables.sorted().flatMap { table in
    ["insert", "update", "delete"].map { "DROP TRIGGER \(table)_counted_\($0);" }
}.joined(separator: "\n") + "\nDROP TABLE table_changes;"

/// SQL that takes a current database back to how schema 11 left it (undoing migrations 12
/// to 20), for tests of an older migration on a history the current store wrote. The
/// summaries' view and trigger are left to the caller (a test going back to 7 drops them).
let undoMigrationsAfter11 = undoMigration19 + "\n" + """
    ALTER TABLE session_steps DROP COLUMN program_slot;
    ALTER TABLE split_steps DROP COLUMN program_slot;
    DROP TABLE programs;
    DROP TABLE tombstones;
    DROP TABLE challenge_counts;
    ALTER TABLE settings DROP COLUMN updated_at;
    DROP TRIGGER session_steps_touched;
    CREATE TRIGGER session_steps_touched AFTER UPDATE ON session_steps WHEN NEW.updated_at IS OLD.updated_at BEGIN
        UPDATE session_steps SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
    END;
    DROP TABLE body_measurements;
    ALTER TABLE sessions DROP COLUMN note;
    DROP INDEX set_logs_distances;
    DROP INDEX set_logs_figures;
    CREATE INDEX set_logs_figures ON set_logs(session_id, step_position, is_warmup, weight, reps);
    DROP TRIGGER set_logs_touched;
    CREATE TRIGGER set_logs_touched AFTER UPDATE ON set_logs WHEN NEW.updated_at IS OLD.updated_at BEGIN
        UPDATE set_logs SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
    END;
    ALTER TABLE set_logs DROP COLUMN note;
    ALTER TABLE set_logs DROP COLUMN reps_right;
    ALTER TABLE set_logs DROP COLUMN distance_m;
    ALTER TABLE set_logs DROP COLUMN set_type;
    ALTER TABLE set_logs DROP COLUMN rir;
    ALTER TABLE set_logs DROP COLUMN body_weight;
    ALTER TABLE session_steps DROP COLUMN unilateral;
    ALTER TABLE split_steps DROP COLUMN unilateral;
    ALTER TABLE exercises DROP COLUMN load_type;
    ALTER TABLE exercises DROP COLUMN unilateral;
    DROP TABLE sync_clock;
    """

extension ActiveWorkout {
    /// A timed step's clock or the rest between sets running.
    var hasRunningTimer: Bool { steps.contains { $0.timer?.isRunning == true } || rest != nil }
}
