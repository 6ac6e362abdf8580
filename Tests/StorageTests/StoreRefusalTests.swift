import Domain
import Foundation
import XCTest
@testable import Storage

/// Files gymtrack must not open, and places it cannot write: a clear StoreError, nothing changed.
final class StoreRefusalTests: TemporaryDirectoryTestCase {
    private func assertNoSidecarFiles(_ dbPath: String, file: StaticString = #filePath, line: UInt = #line) {
        for suffix in ["-wal", "-shm", "-journal"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dbPath + suffix), "\(suffix) was created", file: file, line: line)
        }
    }

    func testTextFileIsRefusedAsNotAGymtrackDatabaseAndLeftUnchanged() throws {
        let dbPath = path("notes.sqlite")
        let original = Data("Shopping list\n- eggs\n- oats\n- bananas\n".utf8)
        try original.write(to: URL(fileURLWithPath: dbPath))

        let error = expectStoreError(try Store(path: dbPath))

        XCTAssertTrue(error?.message.contains("is not a gymtrack database") == true, error?.message ?? "")
        XCTAssertTrue(error?.message.contains(dbPath) == true, "the message names the file")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), original)
        assertNoSidecarFiles(dbPath)
    }

    func testLargeNonSQLiteFileIsRefusedAndLeftUnchanged() throws {
        let dbPath = path("big.bin")
        var bytes = Data()
        for i in 0..<20_000 { bytes.append(UInt8(truncatingIfNeeded: i &* 31 &+ 7)) }
        try bytes.write(to: URL(fileURLWithPath: dbPath))
        let modeBefore = try permissions(dbPath)

        let error = expectStoreError(try Store(path: dbPath))

        XCTAssertTrue(error?.message.contains("is not a gymtrack database") == true, error?.message ?? "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), bytes)
        XCTAssertEqual(try permissions(dbPath), modeBefore)
        assertNoSidecarFiles(dbPath)
    }

    /// A database from a future gymtrack, made with the raw connection.
    private func makeNewerDatabase(at dbPath: String, wal: Bool) throws {
        let connection = try Connection(path: dbPath)
        if wal { _ = try connection.firstRow("PRAGMA journal_mode = WAL") }
        try connection.executeScript("""
            CREATE TABLE future_things (id INTEGER PRIMARY KEY, what TEXT);
            INSERT INTO future_things (what) VALUES ('from the future');
            PRAGMA application_id = \(Store.applicationID);
            PRAGMA user_version = \(latestSchemaVersion + 1);
            """)
    }

    func testDatabaseFromANewerGymtrackIsRefusedAndLeftUnchanged() throws {
        let dbPath = path("future.sqlite")
        try makeNewerDatabase(at: dbPath, wal: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: dbPath))

        let error = expectStoreError(try Store(path: dbPath))

        XCTAssertTrue(error?.message.contains("newer gymtrack") == true, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("schema \(latestSchemaVersion + 1)") == true, error?.message ?? "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), before)
        assertNoSidecarFiles(dbPath)

        let check = try Connection(path: dbPath, create: false)
        XCTAssertEqual(try check.firstRow("PRAGMA user_version")?.int(0), latestSchemaVersion + 1)
        XCTAssertNil(try check.firstRow("SELECT name FROM sqlite_master WHERE name = 'sessions'"), "no gymtrack tables added")
    }

    func testWALDatabaseFromANewerGymtrackIsRefusedAndItsFileLeftUnchanged() throws {
        let dbPath = path("future-wal.sqlite")
        try makeNewerDatabase(at: dbPath, wal: true) // closing the last connection checkpoints into the file
        let before = try Data(contentsOf: URL(fileURLWithPath: dbPath))

        let error = expectStoreError(try Store(path: dbPath))

        XCTAssertTrue(error?.message.contains("newer gymtrack") == true, error?.message ?? "")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dbPath)), before)
        let check = try Connection(path: dbPath, create: false)
        XCTAssertEqual(try check.firstRow("SELECT what FROM future_things")?.string(0), "from the future")
        XCTAssertNil(try check.firstRow("SELECT name FROM sqlite_master WHERE name = 'schema_migrations'"))
    }

    func testParentThatIsARegularFileGivesAStoreError() throws {
        let blocker = path("file.txt")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        let dbPath = blocker + "/db.sqlite"

        let error = expectStoreError(try Store(path: dbPath))

        XCTAssertTrue(error?.message.contains("Could not") == true, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("--db") == true, "the message says what to do: \(error?.message ?? "")")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: blocker)), Data("not a folder".utf8))
    }

    func testMissingFoldersUnderARegularFileGiveAStoreError() throws {
        let blocker = path("file.txt")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))

        let error = expectStoreError(try Store(path: blocker + "/a/b/db.sqlite"))

        XCTAssertTrue(error?.message.contains("Could not create the folder") == true, error?.message ?? "")
    }

    func testFolderAsDatabasePathGivesAStoreError() throws {
        let folder = path("a-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)

        let error = expectStoreError(try Store(path: folder))

        XCTAssertTrue(error?.message.contains(folder) == true, error?.message ?? "")
    }

    func testStoreErrorWrapKeepsPlainStoreErrorsAndPhrasesSQLiteOnes() {
        let own = StoreError("as is")
        XCTAssertEqual(StoreError.wrap(own, doing: "x", path: "/p").message, "as is")

        let notADB = SQLiteError(code: 26, extendedCode: 26, message: "file is not a database", sql: nil)
        XCTAssertTrue(StoreError.wrap(notADB, doing: "open the database", path: "/p").message
            .hasPrefix("/p is not a gymtrack database"))

        let busy = SQLiteError(code: 5, extendedCode: 5, message: "database is locked", sql: nil)
        XCTAssertTrue(StoreError.wrap(busy, doing: "save the workout", path: "/p").message.contains("locked by another program"))

        let readOnly = SQLiteError(code: 8, extendedCode: 8, message: "attempt to write a readonly database", sql: nil)
        let readOnlyMessage = StoreError.wrap(readOnly, doing: "save the workout", path: "/p").message
        XCTAssertTrue(readOnlyMessage.contains("/p cannot be written"), readOnlyMessage)

        let full = SQLiteError(code: 13, extendedCode: 13, message: "database or disk is full", sql: nil)
        XCTAssertTrue(StoreError.wrap(full, doing: "save the workout", path: "/p").message.contains("disk is full"))
    }
}
