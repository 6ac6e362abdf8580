import Foundation
import Domain
@testable import Storage
import XCTest

/// Where the database file meets the rest of the system: replaced under a running UI, reached
/// through a symbolic link, named as the target of its own export, another program's file,
/// and the commands that only read.
final class FileGuardEndToEndTests: XCTestCase {
    let binary = gymtrackBinary()

    private func query(_ database: String, _ sql: String) throws -> Int? {
        try Connection(path: database, create: false, readOnly: true).firstRow(sql)?.int(0)
    }

    private func integrity(_ database: String) throws -> String? {
        try Connection(path: database, create: false, readOnly: true).firstRow("PRAGMA integrity_check")?.string(0)
    }

    private func bytes(_ file: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file)) }

    /// The text inside the box on screen as one line of words: a sentence wrapped over its
    /// rows is found whole, without what the screen underneath shows beside the box.
    private func boxText(_ screen: String) -> String {
        screen.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            return String(line[line.index(after: first)..<last])
        }.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A UI on `database` with Day A running, the challenge's first set and two sets of the
    /// rows saved; then another gymtrack file (challenge `challenge`/3, no sets, and full
    /// challenge days for `pastDays` days before today) renamed over it.
    private func workoutWithItsFileReplaced(_ database: String, in folder: TemporaryFolder, challenge: Int = 3,
                                            pastDays: Int = 0) throws -> TmuxSession {
        let other = folder.path("other.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", other, "challenge", "set", "\(challenge)"]).status, 0)
        if pastDays > 0 {
            let store = try Store(path: other), now = SystemClock.now()
            try store.batch {
                for n in 1...pastDays { try store.setChallenge(day: now.day.adding(days: -n), sets: 3, target: 3, now: now) }
            }
        }
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        app.waitFor("Start your streak today!")
        try app.send("Enter", "Enter")
        app.waitFor("0/9 steps")
        try app.send("j", "Space") // the daily challenge's first set
        app.waitFor("● 1 of 3")
        try app.send("Space", "Space") // the rows' warm-up and first working set
        app.waitFor("· 1 set") // the header counts working sets, as History does
        XCTAssertEqual(try query(database, "SELECT count(*) FROM set_logs"), 2)
        // cp other.sqlite .tmp && mv .tmp gymtrack.sqlite
        try FileManager.default.copyItem(atPath: other, toPath: folder.path(".tmp"))
        XCTAssertEqual(rename(folder.path(".tmp"), database), 0)
        return app
    }

    /// `cp other.sqlite .tmp && mv .tmp gymtrack.sqlite` while a workout is running: the UI
    /// notices, writes nothing more into either file, says so, and keeps what it had saved;
    /// the new file is never made malformed, while the UI runs or after it ends.
    func testADatabaseReplacedUnderARunningUIIsLeftWholeAndNothingSavedIsLost() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try workoutWithItsFileReplaced(database, in: folder)
        app.waitFor("Database replaced")
        app.waitUntil("the sentence naming the kept copy") {
            boxText($0).contains("was replaced by another program; nothing more is written to either file, and what this window saved is kept beside it in gymtrack.sqlite.kept-")
                && boxText($0).contains("Put it back here y Leave both n")
        }
        try app.send("n", "Space", "Space", "Space") // leave both files as they are
        app.waitUntil("each write refused") { $0.contains("was replaced by") && !$0.contains("Database replaced") }
        app.waitFor("· 1 set") // what was shown as saved stays on screen

        func assertTheNewFileIsWholeAndUntouched(line: UInt = #line) throws {
            XCTAssertEqual(try integrity(database), "ok", line: line)
            let status = try runProcess(binary, ["--db", database, "status"])
            XCTAssertEqual(status.status, 0, status.stderr, line: line)
            XCTAssertTrue(status.stdout.contains("challenge 3/3"), status.stdout, line: line)
            XCTAssertEqual(try query(database, "SELECT count(*) FROM set_logs"), 0, "nothing written into the new file", line: line)
        }
        try assertTheNewFileIsWholeAndUntouched()
        try app.killSession()
        XCTAssertTrue(app.waitForExit())
        try assertTheNewFileIsWholeAndUntouched()

        // The two sets saved before the file was replaced are kept, with the workout, and the
        // sentence's command puts them back (backing the new file up first).
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("gymtrack.sqlite.kept-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        let keptPath = folder.path(kept.first ?? "")
        XCTAssertEqual(try query(keptPath, "SELECT count(*) FROM set_logs"), 2)
        XCTAssertEqual(try query(keptPath, "SELECT count(*) FROM sessions WHERE status = 'active'"), 1)
        let restore = try runProcess(binary, ["--db", database, "restore", keptPath])
        XCTAssertEqual(restore.status, 0, restore.stderr)
        XCTAssertEqual(try query(database, "SELECT count(*) FROM set_logs"), 2)
        XCTAssertEqual(try integrity(database), "ok")
    }

    /// A UI suspended with Ctrl-Z after it wrote, while another file is renamed over the
    /// database: stopped, it cannot notice, but its -wal, which SQLite finds by name, holds
    /// nothing, so another gymtrack reads and writes the new file as it is, and the new file
    /// stays whole when the UI is resumed (and notices) and when it ends.
    func testADatabaseReplacedWhileAUIIsSuspendedIsNotDamaged() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite"), other = folder.path("other.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", other, "challenge", "set", "1"]).status, 0)
        // Under a shell: tmux itself would resume a pane's own process when it stops.
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, underShell: true)
        app.waitFor("Start your streak today!")
        try app.send("c", "c") // two challenge sets, each written
        app.waitFor("2/3")
        try app.send("C-z")
        app.waitFor("Stopped")
        // cp other.sqlite .tmp && mv .tmp gymtrack.sqlite
        try FileManager.default.copyItem(atPath: other, toPath: folder.path(".tmp"))
        XCTAssertEqual(rename(folder.path(".tmp"), database), 0)

        let plus = try runProcess(binary, ["--db", database, "challenge", "+1"])
        XCTAssertEqual(plus.status, 0, plus.stderr)
        XCTAssertEqual(plus.stdout, "Challenge today: 2/3\n", "the new file's 1, and one more")
        XCTAssertEqual(try integrity(database), "ok")

        try app.send("fg", "Enter")
        app.waitFor("Database replaced")
        try app.send("n", "q")
        app.waitFor("$ ")
        XCTAssertEqual(try integrity(database), "ok")
        XCTAssertEqual(try query(database, "SELECT sets_completed FROM daily_challenge"), 2)
        XCTAssertEqual(try query(database, "SELECT count(*) FROM daily_challenge"), 1)
    }

    /// The box's offer: "Put it back here" writes what this window saved into the new file
    /// (backing that up first), and the workout carries on there.
    func testPuttingTheDataBackIntoTheNewFileCarriesOnThere() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let app = try workoutWithItsFileReplaced(database, in: folder)
        app.waitFor("Put it back here")
        try app.send("y")
        app.waitFor("and you carry on there")
        try app.send("Enter", "Space")
        app.waitFor("· 2 sets")
        XCTAssertEqual(try query(database, "SELECT count(DISTINCT uid) FROM set_logs"), 3)
        XCTAssertEqual(try query(database, "SELECT sets_completed FROM daily_challenge"), 1)
        XCTAssertEqual(try integrity(database), "ok")
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.path("backups"))
        XCTAssertEqual(backups.count, 1, "\(backups)")
        XCTAssertEqual(try query(folder.path("backups/" + (backups.first ?? "")), "SELECT sets_completed FROM daily_challenge"), 3,
                       "the file that had replaced it is kept")
    }

    /// What a sync tool does to a UI left open: once the UI has noticed, it holds nothing of
    /// the old file's -wal and -shm, which go with the path: a second UI and `challenge +1`
    /// use the new file as it is, and "Put it back here" works while that UI has it open.
    func testAFileReplacedUnderAnOpenUIIsLetGoOfForEveryOtherProgram() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        // Years of challenge days: a file larger than the one it replaces, which a connection
        // reading through the old file's wal-index would take for the old file's size.
        let app = try workoutWithItsFileReplaced(database, in: folder, challenge: 0, pastDays: 3000)
        app.waitFor("Put it back here")

        let second = try TmuxSession(width: 80, height: 24, database: database, folder: folder)
        second.waitFor("0/3")
        for n in 1...3 {
            let plus = try runProcess(binary, ["--db", database, "challenge", "+1"])
            XCTAssertEqual(plus.status, 0, plus.stderr)
            XCTAssertTrue(plus.stdout.hasPrefix("Challenge today: \(n)/3"), plus.stdout)
            second.waitFor("\(n)/3") // the second UI sees each one
        }
        XCTAssertEqual(try integrity(database), "ok")

        try app.send("y") // while the second UI has the file open
        app.waitFor("and you carry on there")
        second.waitFor("1/3") // the first UI's challenge set, and its workout, are the file's now
        XCTAssertEqual(try query(database, "SELECT count(DISTINCT uid) FROM set_logs"), 2)
        XCTAssertEqual(try query(database, "SELECT count(*) FROM sessions WHERE status = 'active'"), 1)
        try app.send("Enter", "Space")
        app.waitFor("· 2 sets")
        XCTAssertEqual(try query(database, "SELECT count(DISTINCT uid) FROM set_logs"), 3)
        XCTAssertEqual(try integrity(database), "ok")
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.path("backups"))
        XCTAssertEqual(backups.count, 1, "\(backups)")
        XCTAssertEqual(try query(folder.path("backups/" + (backups.first ?? "")), "SELECT sets_completed FROM daily_challenge"), 3,
                       "the file that had replaced it, with the three sets added, is kept")
        let status = try runProcess(binary, ["--db", database, "status"])
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertFalse(second.screen().contains("malformed"), second.screen())
    }

    /// A UI on a symbolic link to the database sees another process's writes at once.
    func testAUIOnASymlinkedDatabaseSeesOtherProcessesWrites() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: folder.path("links"), withIntermediateDirectories: false)
        let database = folder.path("real/gymtrack.sqlite"), link = folder.path("links/gymtrack.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", database, "challenge", "set", "0"]).status, 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: database)
        let app = try TmuxSession(width: 80, height: 24, database: link, folder: folder)
        app.waitFor("0/3")
        for n in 1...2 {
            XCTAssertEqual(try runProcess(binary, ["--db", database, "challenge", "+1"]).status, 0)
            app.waitFor("\(n)/3") // no key pressed
        }
    }

    /// The database as the target of its own export, backup, restore or import, however spelled.
    func testTheDatabaseIsNeverTheTargetOfItsOwnExportBackupRestoreOrImport() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", database, "challenge", "set", "2"]).status, 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.sqlite"), withDestinationPath: database)
        let before = try bytes(database)
        let spellings = [database, folder.url.path + "/./gymtrack.sqlite", folder.path("link.sqlite")]
        var commands = spellings.map { ["export", "-o", $0] } + spellings.map { ["restore", $0] } + spellings.map { ["import", $0] }
            + [["backup", database], ["export", "--format", "csv", "-o", database]]
        // With its -wal beside it (another terminal has it open), the -wal too.
        let open = try Connection(path: database, create: false)
        _ = try open.firstRow("SELECT count(*) FROM daily_challenge")
        commands += [["export", "-o", database + "-wal"], ["export", "-o", database + "-shm"]]
        for command in commands {
            let r = try runProcess(binary, ["--db", database] + command)
            XCTAssertEqual(r.status, 1, "\(command): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("is the database \(database) itself, or one of its files"), "\(command): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
        }
        XCTAssertEqual(try integrity(database), "ok")
        XCTAssertEqual(try query(database, "SELECT sets_completed FROM daily_challenge"), 2)
        XCTAssertEqual(try bytes(database), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("backups")), "no safety backup was made")
    }

    /// The database's -wal, -shm and -journal before SQLite has made them: an export there
    /// would be deleted or overwritten by SQLite later, so they are refused like the others.
    func testTheDatabasesFilesNotMadeYetAreNeverATarget() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("g.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", database, "challenge", "set", "2"]).status, 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("here"), withDestinationPath: folder.url.path)
        var commands: [[String]] = []
        for suffix in ["-journal", "-wal", "-shm"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: database + suffix), suffix)
            commands += [["export", "-o", database + suffix], ["export", "--format", "csv", "-o", folder.url.path + "/./g.sqlite" + suffix],
                         ["export", "-o", folder.path("here/g.sqlite" + suffix)], ["backup", database + suffix]]
        }
        for command in commands {
            // The empty -wal and the -shm the reader before left (no process has them open).
            for suffix in ["-wal", "-shm"] { unlink(database + suffix) }
            let r = try runProcess(binary, ["--db", database] + command)
            XCTAssertEqual(r.status, 1, "\(command): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("is the database \(database) itself, or one of its files"), "\(command): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
            XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-journal"), "\(command)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
                .filter { !$0.hasPrefix("tmux") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted(),
                           ["g.sqlite", "here"], "nothing written beside it: \(command)")
        }
        XCTAssertEqual(try query(database, "SELECT sets_completed FROM daily_challenge"), 2)
    }

    /// The file the fault campaign found changed by every command: its own tables, a table
    /// named schema_migrations and user_version 5, in rollback-journal mode.
    func testAnotherProgramsFileIsLeftByteForByteByEveryCommand() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("app.sqlite")
        do {
            let db = try Connection(path: file)
            try db.executeScript("""
                CREATE TABLE schema_migrations (version TEXT PRIMARY KEY); INSERT INTO schema_migrations VALUES ('20240101');
                CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users (name) VALUES ('ada');
                PRAGMA user_version = 5;
                """)
        }
        let before = try bytes(file)
        XCTAssertEqual(before[18], 1, "rollback-journal mode")
        let export = folder.path("out.json")
        for command in [["status"], ["stats"], ["export"], ["export", "-o", export], ["import", "--dry-run", fixturePath("strong.csv")],
                        ["import", fixturePath("strong.csv")], ["challenge", "+1"], ["backup", folder.url.path]] {
            let r = try runProcess(binary, ["--db", file] + command)
            XCTAssertEqual(r.status, 1, "\(command): \(r.stdout)")
            XCTAssertEqual(r.stderr, "gymtrack: \(file) is not a gymtrack database but another program's SQLite file (it has a table 'schema_migrations'); pass --db with a path for gymtrack. It was not changed.\n", "\(command)")
            XCTAssertEqual(try bytes(file), before, "\(command)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted().filter { !$0.hasPrefix("tmux") }, ["app.sqlite"],
                       "no -wal, -shm, export or backup beside it")
    }

    /// status, stats, export and import --dry-run only read: an older gymtrack file is neither
    /// migrated nor changed, and they say what to do.
    func testReadingCommandsNeverMigrateOrCreate() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        do {
            // As the gymtrack before this one left it: every migration but the last, each recorded.
            let db = try Connection(path: database)
            for migration in migrations where migration.version < latestSchemaVersion {
                try db.executeScript(migration.sql)
                try db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 'then')", [migration.version, migration.name])
            }
            try db.execute("PRAGMA user_version = \(latestSchemaVersion - 1)")
            _ = try db.firstRow("PRAGMA journal_mode = WAL")
        }
        let before = try bytes(database)
        for command in [["status"], ["stats", "--json"], ["export"], ["import", "--dry-run", fixturePath("strong.csv")]] {
            let r = try runProcess(binary, ["--db", database] + command)
            XCTAssertEqual(r.status, 1, "\(command): \(r.stdout)")
            XCTAssertTrue(r.stderr.hasSuffix("run gymtrack once to upgrade it. It was not changed.\n"), "\(command): \(r.stderr)")
            XCTAssertEqual(try bytes(database), before, "\(command)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["gymtrack.sqlite"], "no -wal or -shm left")
        // Where there is no database, reading makes none.
        let missing = folder.path("typo.sqlite")
        for command in [["status"], ["stats"], ["export"], ["import", "--dry-run", fixturePath("strong.csv")]] {
            _ = try runProcess(binary, ["--db", missing] + command)
            XCTAssertFalse(FileManager.default.fileExists(atPath: missing), "\(command)")
        }
        // A writing command upgrades it, and then it reads.
        XCTAssertEqual(try runProcess(binary, ["--db", database, "challenge", "+1"]).status, 0)
        XCTAssertEqual(try runProcess(binary, ["--db", database, "status"]).status, 0)
    }

    func testARestoreOfJunkOrADatabaseThatIsAFolderCreateNothingAndSayWhy() throws {
        let folder = try TemporaryFolder()
        let junk = folder.path("junk.txt"), database = folder.path("new.sqlite")
        try "not a backup\n".write(toFile: junk, atomically: true, encoding: .utf8)
        let restore = try runProcess(binary, ["--db", database, "restore", junk])
        XCTAssertEqual(restore.status, 1)
        XCTAssertEqual(restore.stderr, "gymtrack: \(junk) is not a gymtrack database (not SQLite); nothing was changed.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "no database made for a file that is not a backup")

        try FileManager.default.createDirectory(atPath: folder.path("box"), withIntermediateDirectories: false)
        for command in [["status"], ["challenge", "+1"], ["export"]] {
            let r = try runProcess(binary, ["--db", folder.path("box")] + command)
            XCTAssertEqual(r.status, 1, "\(command)")
            XCTAssertEqual(r.stderr, "gymtrack: \(folder.path("box")) is a folder, not a database file; pass --db with a file in it, such as \(folder.path("box"))/gymtrack.sqlite.\n", "\(command)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("box")), [])
    }

    private func fixturePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StorageTests/Fixtures/\(name)").path
    }
}
