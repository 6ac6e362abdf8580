import Domain
import Foundation
import XCTest
@testable import Storage

/// Files that are not gymtrack's are left byte for byte as they were; reading writes nothing.
final class ForeignAndReadOnlyTests: TemporaryDirectoryTestCase {
    func testAnotherProgramsDatabaseWithAUserVersionIsRefusedUntouched() throws {
        let dbPath = path("other.sqlite")
        do {
            let other = try Connection(path: dbPath)
            try other.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
            try other.execute("INSERT INTO notes (body) VALUES ('keep me')")
            try other.execute("PRAGMA user_version = 1")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: dbPath))
        let error = expectStoreError(try Store(path: dbPath))
        XCTAssertTrue(error?.message.contains("another program") == true, error?.message ?? "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), before, "not switched to WAL, not migrated")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dbPath + "-wal"))
    }

    func testAReadOnlyStoreWritesNothingAndAnImmutableOpenLeavesNoSidecars() throws {
        let dbPath = path("gymtrack.sqlite")
        do {
            let store = try Store(path: dbPath)
            try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 0))
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: dbPath + suffix) }
        let before = try Data(contentsOf: URL(fileURLWithPath: dbPath))

        do {
            let reader = try Store(path: dbPath, readOnly: true)
            XCTAssertTrue(reader.readOnly)
            XCTAssertEqual(try reader.challengeSets(on: sunday), 2)
            XCTAssertNotNil(expectStoreError(try reader.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 9, 0))))
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), before)
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: dbPath + suffix) }

        // A file we may not write (root may write anything, so the connection is asked directly).
        let immutable = try Connection(path: dbPath, readOnly: true, immutable: true)
        XCTAssertEqual(try immutable.firstRow("SELECT sets_completed FROM daily_challenge")?.int("sets_completed"), 2)
        for suffix in ["-wal", "-shm"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dbPath + suffix), "\(suffix) beside a read-only database")
        }
    }

    func testAReadOnlyOpenOfAMissingFileCreatesNothing() throws {
        let error = expectStoreError(try Store(path: path("new.sqlite"), readOnly: true))
        XCTAssertEqual(error?.message, "There is no database at \(path("new.sqlite")); check --db or $GYMTRACK_DB.")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "nothing was created")
    }

    func testAFullDiskIsCalledThat() {
        let io = SQLiteError(code: 10 /* SQLITE_IOERR */, extendedCode: 10, message: "disk I/O error", sql: nil, systemErrno: 28 /* ENOSPC */)
        XCTAssertTrue(io.isFull)
        XCTAssertEqual(StoreError.wrap(io, doing: "open the database", path: "/x").message,
                       "Could not open the database: the disk is full; free some space and try again.")
        XCTAssertFalse(SQLiteError(code: 10, extendedCode: 10, message: "disk I/O error", sql: nil, systemErrno: 5).isFull)
    }
}
