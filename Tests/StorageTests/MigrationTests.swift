import Domain
import Foundation
import XCTest
@testable import Storage

/// The schema the migrations build, table by table.
final class MigrationTests: InMemoryStoreTestCase {

    private struct Column: Equatable {
        var name: String
        var type: String
        var notNull: Bool
        var primaryKey: Bool
    }

    private func columns(_ table: String) throws -> [Column] {
        try store.db.rows("PRAGMA table_info(\(table))").map {
            Column(name: $0.string(1) ?? "", type: $0.string(2) ?? "", notNull: $0.int(3) == 1, primaryKey: $0.int(5) == 1)
        }
    }

    /// `Store.countedTables` says again which tables migration 19's triggers count (the
    /// migration is frozen, so the list cannot be read from it): the two must not drift.
    func testTheCountedTablesAreTheTablesWithCounters() throws {
        let triggers = try store.db.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_counted\\_%' ESCAPE '\\'")
            .compactMap { $0.string("name") }
        var counted: [String: Set<String>] = [:]
        for name in triggers where !name.contains("_finished_counted_") {
            guard let range = name.range(of: "_counted_") else { continue }
            counted[String(name[..<range.lowerBound]), default: []].insert(String(name[range.upperBound...]))
        }
        XCTAssertEqual(Set(counted.keys), Store.countedTables)
        for (table, kinds) in counted { XCTAssertEqual(kinds, ["insert", "update", "delete"], table) }
        let counters = try store.db.rows("SELECT name FROM table_changes").compactMap { $0.string("name") }
        XCTAssertEqual(Set(counters), Store.countedTables.union([Store.finishedWorkoutsCounter]))
    }

    func testMigrationsAreNumberedFromOneWithoutGaps() {
        XCTAssertFalse(migrations.isEmpty)
        XCTAssertEqual(migrations.map(\.version), Array(1...migrations.count))
        XCTAssertEqual(latestSchemaVersion, migrations.count)
        for migration in migrations {
            XCTAssertFalse(migration.name.isEmpty)
            XCTAssertFalse(migration.sql.isEmpty)
        }
    }

    func testSessionsHasTheSeedColumnsFirstWithTheirTypes() throws {
        let cols = try columns("sessions")
        XCTAssertGreaterThanOrEqual(cols.count, 6)
        XCTAssertEqual(Array(cols.prefix(6).map(\.name)),
                       ["id", "session_type", "date", "started_at", "duration_seconds", "is_partial"])
        XCTAssertEqual(Array(cols.prefix(6).map(\.type)), ["INTEGER", "TEXT", "TEXT", "TEXT", "INTEGER", "INTEGER"])
        XCTAssertTrue(cols[0].primaryKey, "id is the primary key")
        XCTAssertEqual(cols.filter(\.primaryKey).map(\.name), ["id"])
        // The columns gymtrack adds on top.
        let names = Set(cols.map(\.name))
        for extra in ["uid", "status", "title", "started_epoch", "utc_offset_seconds", "updated_at"] {
            XCTAssertTrue(names.contains(extra), extra)
        }
    }

    func testSessionsIdIsAutoIncrement() throws {
        let sql = try store.db.firstRow("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'sessions'")?.string(0) ?? ""
        XCTAssertTrue(sql.contains("id INTEGER PRIMARY KEY AUTOINCREMENT"), sql)
    }

    func testDailyChallengeHasTheSeedColumnsAndAUniqueDate() throws {
        let cols = try columns("daily_challenge")
        XCTAssertEqual(Array(cols.prefix(3).map(\.name)), ["id", "date", "sets_completed"])
        XCTAssertEqual(Array(cols.prefix(3).map(\.type)), ["INTEGER", "TEXT", "INTEGER"])
        XCTAssertTrue(cols[0].primaryKey)
        XCTAssertTrue(cols.contains { $0.name == "target" })

        // `date` alone is covered by a unique index.
        let uniqueIndexes = try store.db.rows("PRAGMA index_list(daily_challenge)").filter { $0.int(2) == 1 }.compactMap { $0.string(1) }
        let indexedColumns = try uniqueIndexes.map { index in
            try store.db.rows("PRAGMA index_info(\(index))").compactMap { $0.string(2) }
        }
        XCTAssertTrue(indexedColumns.contains(["date"]), "unique indexes: \(indexedColumns)")

        try store.db.execute("INSERT INTO daily_challenge (date, sets_completed, uid, updated_at) VALUES ('2026-11-22', 1, 'u1', 'now')")
        XCTAssertThrowsError(try store.db.execute(
            "INSERT INTO daily_challenge (date, sets_completed, uid, updated_at) VALUES ('2026-11-22', 2, 'u2', 'now')"))
    }

    func testChecksRejectImpossibleValues() throws {
        XCTAssertThrowsError(try store.db.execute(
            "INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES ('2026-11-22', 4, 3, 'u', 'now')"),
            "more sets than the target")
        XCTAssertThrowsError(try store.db.execute(
            "INSERT INTO daily_challenge (date, sets_completed, target, uid, updated_at) VALUES ('2026-11-22', -1, 3, 'u', 'now')"),
            "negative sets")
        XCTAssertThrowsError(try store.db.execute("""
            INSERT INTO sessions (session_type, date, started_at, is_partial, uid, started_epoch, updated_at)
            VALUES ('A', '2026-11-22', '2026-11-22T08:00:00+01:00', 2, 'u', 0, 'now')
            """), "is_partial is 0 or 1")
        XCTAssertThrowsError(try store.db.execute("""
            INSERT INTO sessions (session_type, date, started_at, status, uid, started_epoch, updated_at)
            VALUES ('A', '2026-11-22', '2026-11-22T08:00:00+01:00', 'paused', 'u', 0, 'now')
            """), "status is active or finished")
    }

    func testSessionDefaultsMatchTheSeed() throws {
        try store.db.execute("""
            INSERT INTO sessions (session_type, date, started_at, uid, started_epoch, updated_at)
            VALUES ('B', '2026-11-22', '2026-11-22T08:00:00+01:00', 'u', 0, 'now')
            """)
        let row = try XCTUnwrap(store.db.firstRow("SELECT duration_seconds, is_partial, status FROM sessions"))
        XCTAssertEqual(row.int(0), 0)
        XCTAssertEqual(row.int(1), 0)
        XCTAssertEqual(row.string(2), "finished")
    }

    func testWorkoutTablesExist() throws {
        let tables = Set(try store.db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.string(0) })
        for table in ["schema_migrations", "sessions", "daily_challenge", "session_steps", "set_logs", "settings"] {
            XCTAssertTrue(tables.contains(table), table)
        }
    }

    func testOnlyOneActiveSessionIsAllowedByTheSchema() throws {
        let insert = """
            INSERT INTO sessions (session_type, date, started_at, uid, status, started_epoch, updated_at)
            VALUES ('A', '2026-11-22', '2026-11-22T08:00:00+01:00', ?, ?, 0, 'now')
            """
        try store.db.execute(insert, ["u1", "active"])
        XCTAssertThrowsError(try store.db.execute(insert, ["u2", "active"]))
        try store.db.execute(insert, ["u3", "finished"])
        try store.db.execute(insert, ["u4", "finished"])
        XCTAssertEqual(try store.count("sessions"), 3)
    }
}
