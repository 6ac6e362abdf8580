import Foundation
import Storage
import XCTest

/// export, import, backup and restore through the real binary: output, files, exit codes.
final class DataCommandTests: XCTestCase {
    let binary = gymtrackBinary()

    func fixturePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StorageTests/Fixtures/\(name)").path
    }

    func testExportImportRoundTripAndSecondImportChangesNothing() throws {
        let folder = try TemporaryFolder()
        let env = ["XDG_DATA_HOME": folder.path("xdg")]
        let a = folder.path("a.sqlite"), b = folder.path("b.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", a, "import", fixturePath("strong.csv")], environment: env).status, 0)
        try runProcess(binary, ["--db", a, "challenge", "+1"])
        var r = try runProcess(binary, ["--db", a, "export"])
        XCTAssertEqual(r.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(json?["schemaVersion"] as? Int, 8)
        XCTAssertEqual((json?["sessions"] as? [Any])?.count, 2)
        r = try runProcess(binary, ["--db", a, "export", "-o", folder.path("a.json")])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.path("a.json"))[.posixPermissions] as? Int, 0o600,
                       "private, like the database")
        XCTAssertEqual(r.stdout, "")

        r = try runProcess(binary, ["--db", b, "import", "--dry-run", folder.path("a.json")], environment: env)
        XCTAssertTrue(r.stdout.hasPrefix("Dry run, nothing written"), r.stdout)
        XCTAssertTrue(r.stdout.contains("sessions: 2 added"), r.stdout)
        r = try runProcess(binary, ["--db", b, "import", folder.path("a.json")], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("sessions: 2 added, 0 updated, 0 unchanged"), r.stdout)
        r = try runProcess(binary, ["--db", b, "import", "--merge", folder.path("a.json")], environment: env)
        XCTAssertTrue(r.stdout.contains("sessions: 0 added, 0 updated, 2 unchanged"), r.stdout)
        XCTAssertTrue(r.stdout.contains("sets: 0"), r.stdout)

        r = try runProcess(binary, ["--db", b, "export", "--format", "csv"])
        XCTAssertEqual(r.stdout.split(separator: "\n").first, "date,start time,split,exercise,set number,set type,reps,weight,unit,seconds,rpe,notes,superset,workout notes,"
                       + "distance,distance unit,set kind,reps right,rir,load,body weight,set note")
        XCTAssertTrue(r.stdout.contains("2026-04-06,07:30,\"Push, heavy\",Barbell Bench Press,1,warm-up,10,40,kg,,,"), r.stdout)
    }

    func testAnInvalidFileIsRefusedUnderStrictWithExitOneAndNothingChanges() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("db.sqlite")
        try runProcess(binary, ["--db", db, "challenge", "+1"])
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let bad = folder.path("bad.csv")
        try "Date,Workout Name,Exercise Name,Set Order,Reps,Weight\n2026-01-01 10:00:00,A,Squat,1,5,\n2026-01-01 10:00:00,A,Squat,X,5,\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let r = try runProcess(binary, ["--db", db, "import", "--replace", "--strict", bad])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "gymtrack: \(bad) cannot be imported: Line 3: Set Order 'X' must be a number, W, D or F. Nothing was imported. Without --strict (in Settings, Bad rows: skip) the other rows are imported and the ones left out listed.\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "import"]).status, 2)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "import", "--merge", "--replace", bad]).status, 2)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "import", "--strict", "--skip-invalid", bad]).status, 2)
        // Without --strict the other row is imported, and the one left out listed with its line.
        let merged = try runProcess(binary, ["--db", db, "import", bad])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(merged.stdout.contains("  sets: 1\n"), merged.stdout)
        XCTAssertTrue(merged.stdout.hasSuffix("  left out, as they cannot be read: 1 line:\n    Line 3: Set Order 'X' must be a number, W, D or F.\n"),
                      merged.stdout)
        // --skip-invalid, the default now, is still accepted.
        XCTAssertEqual(try runProcess(binary, ["--db", db, "import", "--skip-invalid", bad]).status, 0)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "export", "--format", "xml"]).status, 2)
    }

    func testAnImportIntoANewDatabaseLeavesOnlyTheDatabaseOrNothing() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("new.sqlite")
        let r = try runProcess(binary, ["--db", db, "import", fixturePath("strong.csv")])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "gymtrack: created a new database at \(db)\n")
        XCTAssertTrue(r.stdout.contains("sessions: 2 added"), r.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["new.sqlite"],
                       "built beside it, then put in place: no other file stays")
        let connection = try Connection(path: db, create: false)
        XCTAssertEqual(try connection.firstRow("PRAGMA journal_mode")?.string("journal_mode"), "wal", "a database like any other")
        XCTAssertEqual(try connection.firstRow("PRAGMA integrity_check")?.string("integrity_check"), "ok")
        XCTAssertEqual(try connection.firstRow("SELECT count(*) AS n FROM sessions")?.int("n"), 2)
        XCTAssertTrue(try runProcess(binary, ["--db", db, "status"]).stdout.contains("streak"))

        // A refused file makes no database at all.
        let other = folder.path("other.sqlite"), bad = folder.path("bad.csv")
        try "Date,Workout Name,Exercise Name,Set Order,Reps\n2026-01-01 10:00:00,A,Squat,X,5\n".write(toFile: bad, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runProcess(binary, ["--db", other, "import", bad]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: other))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted().filter { !$0.hasPrefix("new.sqlite-") },
                       ["bad.csv", "new.sqlite"])
    }

    /// A signal during an import into a new database leaves nothing behind: the file being
    /// built and its -wal and -shm are removed, and the process still dies of the signal.
    func testASignalDuringAnImportIntoANewDatabaseLeavesNothing() throws {
        let folder = try TemporaryFolder()
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        for day in 0..<4_000 {
            let date = String(format: "%04d-%02d-%02d 07:30:00", 2000 + day / 336, day / 28 % 12 + 1, day % 28 + 1)
            for set in 1...6 { csv += "\(date),Push,1h 2m,Bench Press (Barbell),\(set),\(40 + set),8,0,0,,,\n" }
        }
        let file = folder.path("big.csv"), db = folder.path("new.sqlite")
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        // The shell starts the import, waits for its file to appear, and sends SIGTERM.
        let script = """
            \(shellQuote(binary)) --db \(shellQuote(db)) import \(shellQuote(file)) >/dev/null 2>&1 &
            pid=$!; n=0
            while [ ! -e \(shellQuote(db)).importing-$pid ] && [ $n -lt 5000 ]; do n=$((n+1)); sleep 0.001; done
            kill -TERM $pid; wait $pid; echo "status $?"
            """
        let r = try runProcess("/bin/sh", ["-c", script])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("importing") }
        XCTAssertEqual(left, [], "nothing of the import is left")
        if !FileManager.default.fileExists(atPath: db) {
            XCTAssertEqual(r.stdout, "status 143\n", "ended by the signal, as before")
        }
    }

    /// A mistyped --db is not a new, empty database to export: refused, nothing created.
    func testExportFromNoDatabaseIsRefusedAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        let r = try runProcess(binary, ["--db", folder.path("typo.sqlite"), "export"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("There is no database at \(folder.path("typo.sqlite")), so nothing to export"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }

    func testBackupAndRestore() throws {
        let folder = try TemporaryFolder()
        let env = ["XDG_DATA_HOME": folder.path("xdg")]
        let db = folder.path("db.sqlite")
        try runProcess(binary, ["--db", db, "challenge", "+1"])
        var r = try runProcess(binary, ["--db", db, "backup"], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let backup = String(r.stdout.split(separator: " ").last!.dropLast())
        // Beside the database, named after it: never in the data folder of the default database.
        XCTAssertTrue(backup.hasPrefix(folder.path("backups") + "/db-"), backup)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("xdg")))
        try runProcess(binary, ["--db", db, "challenge", "set", "3"])
        r = try runProcess(binary, ["--db", db, "restore", backup], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("Restored \(db) from \(backup)"), r.stdout)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "status"]).stdout.contains("challenge 1/3"), true)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("backups")).count, 2,
                       "the restore backed up the database first")
        r = try runProcess(binary, ["--db", db, "restore", folder.path("none.sqlite")], environment: env)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("nothing was changed"), r.stderr)

        // Onto a new machine: restored into a path with no database, with no safety copy of nothing.
        let fresh = folder.path("fresh.sqlite")
        r = try runProcess(binary, ["--db", fresh, "restore", backup], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Restored \(fresh) from \(backup).\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("backups")).count, 2)
        XCTAssertTrue(try runProcess(binary, ["--db", fresh, "status"]).stdout.contains("challenge 1/3"))

        // A backup of no database is refused, and no database is made for it.
        r = try runProcess(binary, ["--db", folder.path("typo.sqlite"), "backup"], environment: env)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("so nothing to back up"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("typo.sqlite")))
    }

    func testAnExportImportedIntoANewDatabaseBringsBackTheUsersSplits() throws {
        let folder = try TemporaryFolder()
        let a = folder.path("a.sqlite"), b = folder.path("b.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", a, "import", fixturePath("strong.csv")]).status, 0)
        try runProcess(binary, ["--db", a, "challenge", "+1"])
        do {
            let store = try Store(path: a)
            var splits = try store.loadSplits()
            splits[0].name = "Upper, my way"
            try store.saveSplit(splits[0], position: 0, now: SystemClock.now())
        }
        XCTAssertEqual(try runProcess(binary, ["--db", a, "export", "-o", folder.path("a.json")]).status, 0)
        let r = try runProcess(binary, ["--db", b, "import", folder.path("a.json")]) // merge, into a new database
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("splits: 2 added, 3 updated, 0 unchanged"), r.stdout)
        XCTAssertEqual(try Store(path: b).loadSplits().first?.name, "Upper, my way")
        XCTAssertTrue(try runProcess(binary, ["--db", b, "status"]).stdout.hasPrefix("Next: A Upper, my way"))
        let first = try runProcess(binary, ["--db", a, "export"]).stdout, second = try runProcess(binary, ["--db", b, "export"]).stdout
        func withoutCreatedAt(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.contains("\"createdAt\"") } }
        XCTAssertEqual(withoutCreatedAt(second), withoutCreatedAt(first))
    }

    func testReplaceWithACSVSaysWhatItRemovesAndPutsTheDefaultSplitsBack() throws {
        let folder = try TemporaryFolder()
        let env = ["XDG_DATA_HOME": folder.path("xdg")]
        let db = folder.path("db.sqlite")
        try runProcess(binary, ["--db", db, "challenge", "+1"])
        var r = try runProcess(binary, ["--db", db, "import", "--replace", "--dry-run", fixturePath("hevy-kg.csv")], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("""
              the default splits A/B/C would be back in the rotation: the file has no split in it
            Replace: 0 sessions, 3 splits and 1 challenge day would be removed; the database would be backed up first.

            """), r.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("backups")), "a dry run writes no backup")
        XCTAssertTrue(try runProcess(binary, ["--db", db, "status"]).stdout.contains("challenge 1/3"))

        r = try runProcess(binary, ["--db", db, "import", "--replace", fixturePath("hevy-kg.csv")], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("""
              the default splits A/B/C are back in the rotation: the file has no split in it
            Replaced: 0 sessions, 3 splits and 1 challenge day removed; the database as it was is backed up in \(folder.path("backups"))/db-
            """), r.stdout)
        XCTAssertTrue(try runProcess(binary, ["--db", db, "status"]).stdout.hasPrefix("Next: A Upper Strength"), "Home has a next workout")
        XCTAssertEqual(try Store(path: db).loadSplits().filter(\.inRotation).map(\.sessionType), ["A", "B", "C"])
    }

    func testADryRunCreatesNoDatabase() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("new.sqlite"), bad = folder.path("bad.json")
        try "{\"format\": \"gymtrack-export\", \"schemaVersion\": 1}".write(toFile: bad, atomically: true, encoding: .utf8)
        var r = try runProcess(binary, ["--db", db, "import", "--dry-run", fixturePath("strong.csv")])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.hasPrefix("Dry run, nothing written"), r.stdout)
        XCTAssertTrue(r.stdout.contains("sessions: 2 added"), r.stdout)
        r = try runProcess(binary, ["--db", db, "import", "--dry-run", "--replace", bad])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "gymtrack: \(bad) cannot be imported: Field createdAt is missing. Nothing was imported.\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["bad.json"], "nothing was created")
    }

    func testBackupNamesAFileAsAFileAndTheHelpSaysWhereCopiesGo() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("file.txt")
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let r = try runProcess(binary, ["--db", folder.path("db.sqlite"), "backup", file])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "gymtrack: \(file) is a file, not a folder; name a folder to write the backup into.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("db.sqlite")))
        let backup = try runProcess(binary, ["backup", "--help"]).stdout
        XCTAssertTrue(backup.contains("the folder backups beside the database"), backup)
        let importHelp = try runProcess(binary, ["import", "--help"]).stdout
        XCTAssertTrue(importHelp.contains("Liftosaur or GymBook"), importHelp)
    }
}
