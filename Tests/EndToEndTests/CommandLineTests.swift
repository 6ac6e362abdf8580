import Foundation
@testable import Storage
import XCTest

/// The scriptable side: subcommands, exit codes, messages on stderr, refusals that change nothing.
final class CommandLineTests: XCTestCase {
    let binary = gymtrackBinary()

    func testStatusAndChallengeOnAFreshDatabase() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        // Reading never creates: status names the missing database (a typo in a status bar shows).
        for command in ["status", "stats"] {
            let missing = try runProcess(binary, ["--db", db, command])
            XCTAssertEqual(missing.status, 1)
            XCTAssertEqual(missing.stderr, "gymtrack: There is no database at \(db), so nothing to show; check --db or $GYMTRACK_DB.\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: db), "\(command) created a database")
        }
        var r = try runProcess(binary, ["--db", db, "challenge", "set", "0"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "gymtrack: created a new database at \(db)\n", "a new file is announced in one line")
        r = try runProcess(binary, ["--db", db, "status"])
        XCTAssertEqual(r.stdout, "Next: A Upper Strength · streak 0d · challenge 0/3\n")
        let mode = try FileManager.default.attributesOfItem(atPath: db)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "the database is private")

        r = try runProcess(binary, ["challenge", "+1", "--db", db])
        XCTAssertEqual(r.stdout, "Challenge today: 1/3\n")
        r = try runProcess(binary, ["--db=" + db, "challenge", "set", "3"])
        XCTAssertEqual(r.stdout, "Challenge today: 3/3 complete\n")
        r = try runProcess(binary, ["--db", db, "challenge", "+1"])
        XCTAssertEqual(r.stdout, "Challenge today: 3/3 (already complete)\n")
        r = try runProcess(binary, ["--db", db, "challenge", "set", "4"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("0 to 3"), r.stderr)

        r = try runProcess(binary, ["--db", db, "status", "--json"])
        XCTAssertEqual(r.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let challenge = json?["challenge"] as? [String: Any]
        XCTAssertEqual(challenge?["today"] as? Int, 3)
        XCTAssertEqual(challenge?["streak"] as? Int, 1)
        XCTAssertEqual((json?["next"] as? [String: Any])?["type"] as? String, "A")
    }

    func testANewChallengeTargetAppliesFromTodayForEveryReader() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        var r = try runProcess(binary, ["--db", db, "challenge", "set", "3"])
        XCTAssertEqual(r.stdout, "Challenge today: 3/3 complete\n")
        // The target raised to 4 in the settings table alone (as an older gymtrack wrote it).
        try Connection(path: db).execute("INSERT INTO settings (key, value) VALUES ('challenge_target', '4') "
                                         + "ON CONFLICT(key) DO UPDATE SET value = excluded.value")
        r = try runProcess(binary, ["--db", db, "status"])
        XCTAssertTrue(r.stdout.contains("challenge 3/4"), r.stdout)
        r = try runProcess(binary, ["--db", db, "challenge", "+1"])
        XCTAssertEqual(r.stdout, "Challenge today: 4/4 complete\n")
        r = try runProcess(binary, ["--db", db, "status"])
        XCTAssertTrue(r.stdout.contains("challenge 4/4"), r.stdout)
    }

    func testEnvironmentChoosesTheDatabase() throws {
        let folder = try TemporaryFolder()
        let r = try runProcess(binary, ["challenge", "+1"], environment: ["GYMTRACK_DB": folder.path("env.sqlite")])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("env.sqlite")))
        let x = try runProcess(binary, ["challenge", "set", "0"], environment: ["GYMTRACK_DB": "", "XDG_DATA_HOME": folder.path("xdg")])
        XCTAssertEqual(x.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("xdg/gymtrack/gymtrack.sqlite")))
    }

    func testHelpVersionAndUsageErrors() throws {
        var r = try runProcess(binary, ["--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("Usage: gymtrack"))
        r = try runProcess(binary, ["--version"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.hasPrefix("gymtrack "))
        for args in [["--frobnicate"], ["dance"], ["challenge"], ["challenge", "set", "x"], ["status", "--xml"], ["--db"]] {
            r = try runProcess(binary, args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.stderr.contains("gymtrack --help"), "\(args): \(r.stderr)")
            XCTAssertLessThanOrEqual(r.stderr.split(separator: "\n").count, 2, "a short message, not the whole usage")
            XCTAssertEqual(r.stdout, "")
        }
    }

    func testTheUIWithoutATerminalSaysSoInsteadOfHanging() throws {
        let folder = try TemporaryFolder()
        let r = try runProcess(binary, ["--db", folder.path("db.sqlite")])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("needs a terminal"), r.stderr)
    }

    func testAFileThatIsNotSQLiteIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.txt")
        let original = Data(String(repeating: "my training notes, not a database\n", count: 200).utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let r = try runProcess(binary, ["--db", path, "status"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("is not a gymtrack database"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testADatabaseFromANewerGymtrackIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("future.sqlite")
        do {
            let db = try Connection(path: path)
            try db.execute("CREATE TABLE future (x)")
            try db.execute("PRAGMA application_id = \(Store.applicationID)") // a newer gymtrack marks its files too
            try db.execute("PRAGMA user_version = 999")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let r = try runProcess(binary, ["--db", path, "status"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("newer gymtrack"), r.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testAnUnwritableLocationGivesOneClearSentence() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let r = try runProcess(binary, ["--db", blocker + "/sub/db.sqlite", "status"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("gymtrack: the folder \(blocker)/sub does not exist"), r.stderr)
        XCTAssertFalse(r.stderr.contains("Fatal error"))
    }

    func testAMistypedFolderIsRefusedAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let typo = folder.path("gymtrak/db.sqlite")
        for arguments in [["status"], ["challenge", "+1"], ["challenge", "set", "2"]] {
            let r = try runProcess(binary, ["--db", typo] + arguments)
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("the folder \(folder.path("gymtrak")) does not exist"), r.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("gymtrak")), "no folder made for a typo")
        let viaEnvironment = try runProcess(binary, ["status"], environment: ["GYMTRACK_DB": typo])
        XCTAssertEqual(viaEnvironment.status, 1)
    }

    func testTheDefaultLocationIsMadeOnFirstRun() throws {
        let folder = try TemporaryFolder()
        let r = try runProcess(binary, ["challenge", "set", "0"], environment: ["XDG_DATA_HOME": folder.path("data"), "GYMTRACK_DB": ""])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("data/gymtrack/gymtrack.sqlite")))
    }

    func testAUsageErrorCreatesNoDatabase() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        let r = try runProcess(binary, ["--db", db, "challenge", "set", "99"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("0 to 3"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "refused before anything was made")
    }
}

extension CommandLineTests {
    func testAnotherProgramsSQLiteDatabaseIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        do {
            let db = try Connection(path: path)
            try db.execute("CREATE TABLE contacts (name TEXT)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let r = try runProcess(binary, ["--db", path, "status"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("another program"), r.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }
}

extension CommandLineTests {
    func testARelativeDatabasePathIsTakenFromTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        let r = try runProcess("/bin/sh", ["-c", "cd \(shellQuote(folder.url.path)) && \(shellQuote(binary)) --db plain.sqlite challenge +1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("plain.sqlite")))
    }
}

extension CommandLineTests {
    func testStatusIsASCIIWhenTheLocaleIsNot() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try runProcess(binary, ["--db", folder.path("db.sqlite"), "challenge", "set", "0"]).status, 0)
        let r = try runProcess(binary, ["--db", folder.path("db.sqlite"), "status"], environment: ["LANG": "C", "LC_ALL": "C"])
        XCTAssertEqual(r.stdout, "Next: A Upper Strength - streak 0d - challenge 0/3\n")
    }
}
