import Domain
import Foundation
import XCTest
@testable import Storage

/// Backups that belong to one database, and that are whole or not there at all.
final class BackupSafetyTests: TemporaryDirectoryTestCase {
    private func names(in folder: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    func testTheDefaultBackupFolderIsBesideTheDatabase() {
        XCTAssertEqual(DatabaseLocation.backupFolder(forDatabase: "/tmp/gym/g.sqlite"), "/tmp/gym/backups")
        XCTAssertEqual(DatabaseLocation.backupFolder(forDatabase: "/home/me/.local/share/gymtrack/gymtrack.sqlite"),
                       "/home/me/.local/share/gymtrack/backups", "where the usual database's backups always were")
    }

    func testBackupsOfTwoDatabasesInOneFolderNeverPruneEachOther() throws {
        let one = try Store(path: path("one.sqlite")), two = try Store(path: path("two.sqlite"))
        let folder = path("backups")
        let twos = try (0..<2).map { try two.backup(into: folder, now: moment(sunday, 8, $0)) }
        for minute in 0..<12 { try one.backup(into: folder, now: moment(sunday, 9, minute)) }

        let kept = try names(in: folder)
        XCTAssertEqual(kept.filter { $0.hasPrefix("one-") }.count, 10)
        XCTAssertTrue(kept.isSuperset(of: twos.map { ($0 as NSString).lastPathComponent }), "\(kept)")
        XCTAssertEqual(kept.count, 12)
    }

    func testWhatKilledBackupsLeftIsRemovedAndNeverCountsAmongTheKept() throws {
        let store = try Store(path: path("db.sqlite"))
        let folder = path("backups")
        let whole = try Data(contentsOf: URL(fileURLWithPath: try store.backup(into: path("elsewhere"), now: moment(sunday, 7, 0))))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func put(_ name: String, _ bytes: Data) { XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: bytes)) }
        let ended = endedProcessID()
        // A backup killed with -9 while writing: its temporary file and journal.
        put(".db.backup-\(ended)-3f2a", whole.prefix(whole.count / 2))
        put(".db.backup-\(ended)-3f2a-journal", Data(count: 512))
        // What older versions left under a backup's own name: empty, cut short with its journal, a journal alone.
        put("db-2026-11-22T100000.sqlite", Data())
        put("db-2026-11-22T100001.sqlite", whole.prefix(whole.count / 2))
        put("db-2026-11-22T100001.sqlite-journal", Data(count: 512))
        put("db-2026-11-22T100002.sqlite-journal", Data(count: 512))
        // A process still running may be writing its own right now: left alone.
        put(".db.backup-\(getpid())-77", Data())

        let written = try (0..<10).map { try store.backup(into: folder, now: moment(sunday, 9, $0)) }

        XCTAssertEqual(try names(in: folder), Set(written.map { ($0 as NSString).lastPathComponent } + [".db.backup-\(getpid())-77"]),
                       "the ten kept are the ten whole backups")
        for backup in written { XCTAssertNoThrow(try Store.checkBackup(backup)) }
    }

    func testABackupIsLinkedUnderItsNameOnlyWhenWholeAndNeverOverAnother() throws {
        let store = try Store(path: path("db.sqlite"))
        let folder = path("backups")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Another process's backup of this second, not yet pruned or listed when this one chose a number.
        let taken = folder + "/db-2026-11-22T090000.sqlite"
        let theirs = try Data(contentsOf: URL(fileURLWithPath: try store.backup(into: path("elsewhere"), now: moment(sunday, 7, 0))))
        XCTAssertTrue(FileManager.default.createFile(atPath: taken, contents: theirs))

        let mine = try store.backup(into: folder, now: moment(sunday, 9, 0))

        XCTAssertEqual(mine, folder + "/db-2026-11-22T090000-2.sqlite")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: taken)), theirs)
        XCTAssertEqual(try names(in: folder), ["db-2026-11-22T090000.sqlite", "db-2026-11-22T090000-2.sqlite"], "no temporary file stays")
    }
}

/// The id of a process that ran and ended: no process has it (until the system reuses it).
func endedProcessID() -> pid_t {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0 else { return 999_999 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return pid
}
