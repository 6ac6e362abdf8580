import Foundation
@testable import Storage
import XCTest

/// Backups through the real binary: where they go, several at once, killed halfway, and what
/// killed exports and imports leave behind.
final class BackupTests: XCTestCase {
    let binary = gymtrackBinary()

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func testBackupsGoBesideTheirOwnDatabaseAndNeverIntoTheHomeFolder() throws {
        let folder = try TemporaryFolder()
        let env = ["HOME": folder.path("home"), "XDG_DATA_HOME": folder.path("home/.local/share")]
        try FileManager.default.createDirectory(atPath: folder.path("home"), withIntermediateDirectories: true)
        for place in ["gym", "tmp"] { try FileManager.default.createDirectory(atPath: folder.path(place), withIntermediateDirectories: true) }
        let gym = folder.path("gym/g.sqlite"), scratch = folder.path("tmp/g.sqlite")
        for db in [gym, scratch] { XCTAssertEqual(try runProcess(binary, ["--db", db, "challenge", "+1"], environment: env).status, 0) }

        var r = try runProcess(binary, ["--db", gym, "backup"], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let backup = String(r.stdout.split(separator: " ").last!.dropLast())
        XCTAssertTrue(backup.hasPrefix(folder.path("gym/backups/g-2")), backup)
        // The restore's and the replace's safety copies of the scratch database stay beside it.
        r = try runProcess(binary, ["--db", scratch, "restore", backup], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let export = folder.path("tmp/g.json")
        XCTAssertEqual(try runProcess(binary, ["--db", gym, "export", "-o", export], environment: env).status, 0)
        r = try runProcess(binary, ["--db", scratch, "import", "--replace", export], environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(entries(folder.path("tmp/backups")).count, 2, "\(entries(folder.path("tmp/backups")))")
        XCTAssertEqual(entries(folder.path("gym/backups")).count, 1)
        XCTAssertEqual(entries(folder.path("home")), [], "nothing in the home folder")
    }

    func testBackupsAndRestoresAtTheSameMomentAllSucceedUnderNamesOfTheirOwn() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("db.sqlite"), into = folder.path("b"), binary = binary
        XCTAssertEqual(try runProcess(binary, ["--db", db, "challenge", "+1"]).status, 0)
        try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        let results = Collected()
        for _ in 0..<10 {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let r = try? runProcess(binary, ["--db", db, "backup", into])
                results.add(r.map { $0.status == 0 ? $0.stdout : "failed: " + $0.stderr } ?? "could not run")
            }
        }
        XCTAssertEqual(results.items.filter { $0.hasPrefix("failed") || $0 == "could not run" }, [])
        XCTAssertEqual(Set(results.items).count, 40, "forty backups, forty names")
        XCTAssertEqual(entries(into).count, Store.backupsKept)
        for name in entries(into) { XCTAssertNoThrow(try Store.checkBackup(into + "/" + name), name) }

        let restores = Collected()
        let source = into + "/" + entries(into)[0]
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let r = try? runProcess(binary, ["--db", db, "restore", source])
            restores.add(r.map { $0.status == 0 ? "ok" : "failed: " + $0.stderr } ?? "could not run")
        }
        XCTAssertEqual(restores.items, ["ok", "ok", "ok", "ok"])
        XCTAssertEqual(entries(folder.path("backups")).count, 4, "four safety copies")
    }

    /// The oldest of ten backups restored: the safety backup made first prunes down to ten,
    /// and must not take the file being restored from with it.
    func testRestoringTheOldestBackupKeepsItAndRestoresIt() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("g.sqlite"), backups = folder.path("backups")
        XCTAssertEqual(try runProcess(binary, ["--db", db, "challenge", "set", "2"]).status, 0)
        for _ in 0..<Store.backupsKept { XCTAssertEqual(try runProcess(binary, ["--db", db, "backup"]).status, 0) }
        XCTAssertEqual(try runProcess(binary, ["--db", db, "challenge", "set", "3"]).status, 0)
        let oldest = try XCTUnwrap(entries(backups).min {
            let a = Store.backupOrder($0, stem: "g")!, b = Store.backupOrder($1, stem: "g")!
            return (a.stamp, a.number) < (b.stamp, b.number)
        })
        let source = backups + "/" + oldest

        let r = try runProcess(binary, ["--db", db, "restore", source])

        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: source), "the backup restored from is not pruned")
        XCTAssertEqual(try Connection(path: db, create: false, readOnly: true).firstRow("SELECT sets_completed FROM daily_challenge")?.int(0), 2)
        XCTAssertNoThrow(try Store.checkBackup(source))
    }

    /// A database on a file system mounted read-only (a snapshot, a disk mounted to look at):
    /// `backup DIR` copies it whole; only its time cannot be recorded in it.
    func testABackupOfADatabaseOnAReadOnlyFileSystemIsWhole() throws {
        let folder = try TemporaryFolder()
        let writable = folder.path("rw"), readOnly = folder.path("ro"), into = folder.path("b")
        for place in [writable, readOnly, into] { try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false) }
        XCTAssertEqual(try runProcess(binary, ["--db", writable + "/g.sqlite", "challenge", "set", "2"]).status, 0)
        guard mount(writable, readOnly, nil, UInt(MS_BIND), nil) == 0 else {
            throw XCTSkip("a folder cannot be mounted here (\(String(cString: strerror(errno)))); this test needs root")
        }
        defer {
            umount2(readOnly, Int32(MNT_DETACH))
            _ = folder // mounted until here
        }
        guard mount("none", readOnly, nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY), nil) == 0 else {
            throw XCTSkip("a bind mount cannot be made read-only here (\(String(cString: strerror(errno))))")
        }
        let database = readOnly + "/g.sqlite"
        XCTAssertNotEqual(access(database, W_OK), 0, "read-only, root or not")

        let r = try runProcess(binary, ["--db", database, "backup", into])

        XCTAssertEqual(r.status, 0, r.stderr)
        let backups = entries(into)
        XCTAssertEqual(backups.count, 1, "\(backups)")
        XCTAssertEqual(r.stdout, "Backed up \(database) to \(into)/\(backups.first ?? "")\n")
        XCTAssertNoThrow(try Store.checkBackup(into + "/" + (backups.first ?? "")))
        XCTAssertEqual(try Connection(path: into + "/" + (backups.first ?? ""), create: false, readOnly: true)
            .firstRow("SELECT sets_completed FROM daily_challenge")?.int(0), 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: writable), ["g.sqlite"], "nothing made beside it")
    }

    func testBackupsKilledHalfwayLeaveNothingThatLooksLikeABackup() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("db.sqlite"), into = folder.path("b"), csv = folder.path("big.csv")
        var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        for day in 0..<2_000 {
            let date = String(format: "%04d-%02d-%02d 07:30:00", 2000 + day / 336, day / 28 % 12 + 1, day % 28 + 1)
            for set in 1...6 { text += "\(date),Push,1h 2m,Bench Press (Barbell),\(set),\(40 + set),8,0,0,,,\n" }
        }
        try text.write(toFile: csv, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runProcess(binary, ["--db", db, "import", csv]).status, 0)
        try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        // Each round starts a backup and kills it with -9 as soon as a new file shows in the folder.
        let script = """
            for round in 1 2 3 4 5 6; do
              before=$(ls -A \(shellQuote(into)) | wc -l)
              \(shellQuote(binary)) --db \(shellQuote(db)) backup \(shellQuote(into)) >/dev/null 2>&1 &
              pid=$!
              while kill -0 $pid 2>/dev/null && [ "$(ls -A \(shellQuote(into)) | wc -l)" = "$before" ]; do :; done
              kill -KILL $pid 2>/dev/null; wait $pid
            done
            """
        _ = try runProcess("/bin/sh", ["-c", script])
        let r = try runProcess(binary, ["--db", db, "backup", into])
        XCTAssertEqual(r.status, 0, r.stderr)

        let left = entries(into)
        XCTAssertFalse(left.isEmpty)
        for name in left {
            XCTAssertTrue(name.hasPrefix("db-") && name.hasSuffix(".sqlite"), "\(name) is left: \(left)")
            XCTAssertNoThrow(try Store.checkBackup(into + "/" + name), name)
        }
    }

    func testWhatKilledExportsAndImportsLeftIsRemovedByTheNextOne() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("db.sqlite"), out = folder.path("out.json"), fresh = folder.path("new.sqlite")
        XCTAssertEqual(try runProcess(binary, ["--db", db, "challenge", "+1"]).status, 0)
        let ended = try XCTUnwrap(pid_t(try runProcess("/bin/sh", ["-c", "echo $$"]).stdout.dropLast()), "a shell that ran and ended")
        let stale = ["out.json.partial-\(ended)", "new.sqlite.importing-\(ended)", "new.sqlite.importing-\(ended)-wal"]
        let running = "out.json.partial-\(getpid())" // this test runs: its file may be in use
        for name in stale + [running] { XCTAssertTrue(FileManager.default.createFile(atPath: folder.path(name), contents: Data("x".utf8))) }

        XCTAssertEqual(try runProcess(binary, ["--db", db, "export", "-o", out]).status, 0)
        let r = try runProcess(binary, ["--db", fresh, "import", out])
        XCTAssertEqual(r.status, 0, r.stderr)

        XCTAssertEqual(entries(folder.url.path).filter { $0.contains(".partial-") || $0.contains(".importing-") }, [running])
    }
}
