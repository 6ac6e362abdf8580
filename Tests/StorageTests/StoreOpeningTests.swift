import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// Opening a database: how the file is created and how the connection is configured.
final class StoreOpeningTests: TemporaryDirectoryTestCase {
    func testNewFileIsCreatedWithMode0600InsideNewPrivateFolders() throws {
        let dbPath = path("nested/deeper/gymtrack.sqlite")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("nested")))

        let store = try Store(path: dbPath)

        XCTAssertEqual(store.path, dbPath)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dbPath))
        XCTAssertEqual(try permissions(dbPath), 0o600)
        XCTAssertEqual(try permissions(path("nested")), 0o700)
        XCTAssertEqual(try permissions(path("nested/deeper")), 0o700)
    }

    func testWriteAheadLogIsAsPrivateAsTheDatabase() throws {
        let dbPath = path("gymtrack.sqlite")
        let store = try Store(path: dbPath)
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))

        XCTAssertTrue(FileManager.default.fileExists(atPath: dbPath + "-wal"))
        XCTAssertEqual(try permissions(dbPath + "-wal"), 0o600)
        if FileManager.default.fileExists(atPath: dbPath + "-shm") {
            XCTAssertEqual(try permissions(dbPath + "-shm"), 0o600)
        }
    }

    func testExistingFileKeepsItsModeAndContent() throws {
        let dbPath = path("gymtrack.sqlite")
        do {
            let store = try Store(path: dbPath)
            try store.setSetting("k", "v")
        }
        XCTAssertEqual(chmod(dbPath, 0o640), 0)

        let reopened = try Store(path: dbPath)
        XCTAssertEqual(try reopened.setting("k"), "v")
        XCTAssertEqual(try permissions(dbPath), 0o640)
    }

    func testFileDatabaseUsesWriteAheadLogging() throws {
        let store = try Store(path: path("gymtrack.sqlite"))
        XCTAssertEqual(try store.db.firstRow("PRAGMA journal_mode")?.string(0)?.lowercased(), "wal")
    }

    func testWriteAheadLoggingIsPersistentInTheFile() throws {
        let dbPath = path("gymtrack.sqlite")
        _ = try Store(path: dbPath)
        // A plain connection, not configured by Store, sees WAL because it is recorded in the file.
        let plain = try Connection(path: dbPath, create: false)
        XCTAssertEqual(try plain.firstRow("PRAGMA journal_mode")?.string(0)?.lowercased(), "wal")
    }

    func testForeignKeysAreEnforced() throws {
        for store in [try Store(path: path("gymtrack.sqlite")), try Store(path: ":memory:")] {
            XCTAssertEqual(try store.db.firstRow("PRAGMA foreign_keys")?.int(0), 1, store.path)
            XCTAssertThrowsError(try store.db.execute("""
                INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, completed_at, completed_epoch)
                VALUES ('x', 999, 0, 0, 0, '2026-11-22T08:00:00+01:00', 0)
                """), "a set of a missing session must be refused (\(store.path))")
        }
    }

    func testBusyTimeoutAndFullSyncAreSet() throws {
        let store = try Store(path: path("gymtrack.sqlite"))
        XCTAssertEqual(try store.db.firstRow("PRAGMA busy_timeout")?.int(0), 5000)
        XCTAssertEqual(try store.db.firstRow("PRAGMA synchronous")?.int(0), 2) // FULL
    }

    func testUserVersionIsTheLatestSchemaVersion() throws {
        let store = try Store(path: path("gymtrack.sqlite"))
        XCTAssertEqual(try store.db.firstRow("PRAGMA user_version")?.int(0), latestSchemaVersion)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        XCTAssertGreaterThanOrEqual(latestSchemaVersion, 1)
    }

    func testSchemaMigrationsHasOneRowPerMigration() throws {
        let store = try Store(path: path("gymtrack.sqlite"))
        let rows = try store.db.rows("SELECT version, name, applied_at FROM schema_migrations ORDER BY version")
        XCTAssertEqual(rows.map { $0.int(0) }, migrations.map { $0.version })
        XCTAssertEqual(rows.map { $0.string(1) }, migrations.map { $0.name })
        for row in rows {
            XCTAssertFalse((row.string(2) ?? "").isEmpty, "applied_at is recorded")
        }
    }

    func testOpeningTwiceDoesNotRerunMigrations() throws {
        let dbPath = path("gymtrack.sqlite")
        let firstRows: [String]
        do {
            let store = try Store(path: dbPath)
            try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 0))
            // Mark the recorded migrations so a re-run (which would insert fresh rows) shows.
            try store.db.execute("UPDATE schema_migrations SET applied_at = 'first-open'")
            firstRows = try store.db.rows("SELECT version || ':' || applied_at FROM schema_migrations ORDER BY version")
                .compactMap { $0.string(0) }
        }

        let again = try Store(path: dbPath)
        let secondRows = try again.db.rows("SELECT version || ':' || applied_at FROM schema_migrations ORDER BY version")
            .compactMap { $0.string(0) }
        XCTAssertEqual(secondRows, firstRows)
        XCTAssertEqual(secondRows.count, migrations.count)
        XCTAssertEqual(again.schemaVersion, latestSchemaVersion)
        XCTAssertEqual(try again.challengeSets(on: sunday), 2, "data survives reopening")

        let third = try Store(path: dbPath)
        XCTAssertEqual(try third.count("schema_migrations"), migrations.count)
    }

    func testEmptyExistingFileIsInitialised() throws {
        let dbPath = path("empty.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: dbPath, contents: Data()))
        let store = try Store(path: dbPath)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        XCTAssertEqual(try store.count("schema_migrations"), migrations.count)
    }

    func testInMemoryDatabaseIsMigratedAndCreatesNoFile() throws {
        let store = try Store(path: ":memory:")
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        XCTAssertEqual(try store.count("schema_migrations"), migrations.count)
        XCTAssertEqual(try store.db.firstRow("PRAGMA journal_mode")?.string(0)?.lowercased(), "memory")
        XCTAssertFalse(FileManager.default.fileExists(atPath: ":memory:"))
    }

    func testInMemoryDatabasesAreIndependent() throws {
        let one = try Store(path: ":memory:")
        let two = try Store(path: ":memory:")
        try one.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 8, 0))
        XCTAssertEqual(try one.challengeSets(on: sunday), 3)
        XCTAssertEqual(try two.challengeSets(on: sunday), 0)
    }

    func testSettingsRoundTrip() throws {
        let store = try Store(path: ":memory:")
        XCTAssertNil(try store.setting("challenge_target"))
        try store.setSetting("challenge_target", "4")
        XCTAssertEqual(try store.setting("challenge_target"), "4")
        try store.setSetting("challenge_target", "5")
        XCTAssertEqual(try store.setting("challenge_target"), "5")
        XCTAssertEqual(try store.count("settings"), 1)
    }
}
