import Domain
import Foundation
import XCTest
@testable import Storage

/// Whose file it is (gymtrack's marker), what reading may not do (create, migrate, leave files
/// beside), and the edges of the file system: a folder, a read-only database.
final class FileGuardTests: TemporaryDirectoryTestCase {
    private func bytes(_ file: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file)) }

    private func assertNothingBeside(_ file: String, line: UInt = #line) {
        for suffix in ["-wal", "-shm", "-journal"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: file + suffix), "\(suffix) left beside \(file)", line: line)
        }
    }

    /// Another program's file with a table named `schema_migrations` and a schema number
    /// gymtrack has used: not gymtrack's, by every command, reading or writing.
    func testAnotherProgramsFileWithItsOwnMigrationsTableIsRefusedByteForByte() throws {
        let file = path("rails.sqlite")
        do {
            let other = try Connection(path: file)
            try other.executeScript("""
                CREATE TABLE schema_migrations (version TEXT PRIMARY KEY);
                INSERT INTO schema_migrations VALUES ('20240101000000');
                CREATE TABLE sessions (id INTEGER PRIMARY KEY, token TEXT);
                CREATE TABLE daily_challenge (id INTEGER PRIMARY KEY);
                PRAGMA user_version = 5;
                """)
        }
        let before = try bytes(file)
        for readOnly in [false, true] {
            let error = expectStoreError(try Store(path: file, readOnly: readOnly))
            XCTAssertTrue(error?.message.hasPrefix("\(file) is not a gymtrack database but another program's SQLite file") == true,
                          error?.message ?? "")
            XCTAssertEqual(try bytes(file), before, "not switched to WAL, not migrated (readOnly: \(readOnly))")
            assertNothingBeside(file)
        }
    }

    /// In WAL mode too, and marked by its program: refused from the header, nothing made beside it.
    func testAFileMarkedByAnotherProgramIsRefusedWithoutOpeningIt() throws {
        let file = path("other-wal.sqlite")
        do {
            let other = try Connection(path: file)
            _ = try other.firstRow("PRAGMA journal_mode = WAL")
            try other.executeScript("CREATE TABLE notes (body TEXT); PRAGMA application_id = 1234")
        }
        let before = try bytes(file)
        for readOnly in [false, true] {
            let error = expectStoreError(try Store(path: file, readOnly: readOnly))
            XCTAssertTrue(error?.message.contains("not a gymtrack database") == true, error?.message ?? "")
            XCTAssertEqual(try bytes(file), before)
            assertNothingBeside(file)
        }
    }

    /// A schema above gymtrack's: "newer gymtrack" only on a file that is gymtrack's.
    func testANewerSchemaWithoutTheMarkerIsNotAGymtrackDatabase() throws {
        let file = path("unmarked-future.sqlite")
        do {
            let other = try Connection(path: file)
            try other.executeScript("CREATE TABLE things (x); PRAGMA user_version = \(latestSchemaVersion + 1)")
        }
        let error = expectStoreError(try Store(path: file))
        XCTAssertTrue(error?.message.contains("is not a gymtrack database") == true, error?.message ?? "")
        XCTAssertFalse(error?.message.contains("newer gymtrack") == true, error?.message ?? "")
    }

    private func applicationID(_ file: String) throws -> Int? {
        try Connection(path: file, create: false, readOnly: true).firstRow("PRAGMA application_id")?.int(0)
    }

    func testNewDatabasesCarryTheMarkerAndOlderOnesGetItWhenNextWritten() throws {
        let new = path("new.sqlite")
        _ = try Store(path: new)
        XCTAssertEqual(try applicationID(new), Int(Store.applicationID))

        // A current database written before the marker: reading leaves it, the next writer sets it.
        let current = path("current.sqlite")
        do {
            _ = try Store(path: current)
            try Connection(path: current).execute("PRAGMA application_id = 0")
        }
        XCTAssertNoThrow(try Store(path: current, readOnly: true))
        XCTAssertEqual(try applicationID(current), 0)
        _ = try Store(path: current)
        XCTAssertEqual(try applicationID(current), Int(Store.applicationID))

        // An older one is marked with its migration.
        let older = path("older.sqlite")
        _ = try olderDatabase(at: older, version: 2)
        let store = try Store(path: older)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        XCTAssertEqual(try applicationID(older), Int(Store.applicationID))
    }

    /// Reading an older gymtrack file neither migrates it nor changes a byte: it says what to do.
    func testReadingAnOlderSchemaMigratesNothing() throws {
        let file = path("older.sqlite")
        _ = try olderDatabase(at: file, version: latestSchemaVersion - 1)
        let before = try bytes(file)
        let error = expectStoreError(try Store(path: file, readOnly: true))
        XCTAssertEqual(error?.message, "\(file) was written by an older gymtrack (schema \(latestSchemaVersion - 1), this one reads \(latestSchemaVersion)); run gymtrack once to upgrade it. It was not changed.")
        XCTAssertEqual(try bytes(file), before)
        XCTAssertEqual(try Connection(path: file, create: false).firstRow("PRAGMA user_version")?.int(0), latestSchemaVersion - 1)
    }

    func testAFolderIsCalledAFolder() throws {
        let folder = path("a-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for readOnly in [false, true] {
            let error = expectStoreError(try Store(path: folder, readOnly: readOnly))
            XCTAssertEqual(error?.message, "\(folder) is a folder, not a database file; pass --db with a file in it, such as \(folder)/gymtrack.sqlite.")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    /// A database that cannot be written is backed up whole, and reported so; before, the copy
    /// was written and then the command failed recording its time.
    func testABackupOfADatabaseThatCannotBeWrittenIsWholeAndReported() throws {
        let file = path("gymtrack.sqlite")
        do {
            let store = try Store(path: file)
            try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 0))
        }
        let reader = try Store(path: file, readOnly: true)
        let backup = try reader.backup(into: path("backups"), now: moment(sunday, 9, 0))
        XCTAssertEqual(try Store.checkBackup(backup), latestSchemaVersion)
        XCTAssertEqual(try Store(path: backup, readOnly: true).challengeSets(on: sunday), 2)
    }

    /// The path of the database, however spelled, and its -wal, -shm and -journal.
    func testTheDatabaseIsRecognisedHoweverItsPathIsSpelled() throws {
        let file = path("gymtrack.sqlite")
        let store = try Store(path: file)
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        try FileManager.default.createSymbolicLink(atPath: path("link.sqlite"), withDestinationPath: file)
        for spelling in [file, path("./gymtrack.sqlite"), path("sub/../gymtrack.sqlite"), path("link.sqlite"), file + "-wal", file + "-shm"] {
            if spelling.contains("sub/") { try? FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: false) }
            XCTAssertTrue(store.isOneOfItsFiles(spelling), spelling)
        }
        XCTAssertFalse(store.isOneOfItsFiles(path("other.json")))
        XCTAssertFalse(Store.isOneOfTheFiles(of: path("missing.sqlite"), path("missing.sqlite")))
        // A file not there yet that SQLite would make, and then delete or overwrite: by its
        // real folder and its name, through a link to the folder too.
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-journal"))
        try FileManager.default.createSymbolicLink(atPath: path("folder-link"), withDestinationPath: directory.path)
        for spelling in [file + "-journal", path("./gymtrack.sqlite-journal"), path("sub/../gymtrack.sqlite-journal"),
                         path("folder-link/gymtrack.sqlite-journal")] {
            XCTAssertTrue(store.isOneOfItsFiles(spelling), spelling)
        }
        XCTAssertFalse(store.isOneOfItsFiles(path("link.sqlite-journal")), "beside the link, not the database")
        XCTAssertFalse(store.isOneOfItsFiles(path("missing-folder/gymtrack.sqlite-journal")))
        do {
            let closed = path("closed.sqlite")
            _ = try Store(path: closed)
            XCTAssertFalse(FileManager.default.fileExists(atPath: closed + "-wal"), "closed: its -wal and -shm are gone")
            try FileManager.default.createSymbolicLink(atPath: path("closed-link.sqlite"), withDestinationPath: closed)
            for suffix in ["-wal", "-shm", "-journal"] {
                XCTAssertTrue(Store.isOneOfTheFiles(of: closed, closed + suffix), suffix)
                XCTAssertTrue(Store.isOneOfTheFiles(of: path("closed-link.sqlite"), closed + suffix), "the database named by a link: \(suffix)")
                XCTAssertFalse(Store.isOneOfTheFiles(of: closed, closed + suffix + ".json"), suffix)
            }
        }
        let error = expectStoreError(try store.restore(from: path("link.sqlite")))
        XCTAssertTrue(error?.message.contains("is the database") == true, error?.message ?? "")
        XCTAssertEqual(try store.challengeSets(on: sunday), 1)
    }
}
