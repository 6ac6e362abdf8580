import CSQLite
import Domain
import Foundation
import XCTest
@testable import Storage

/// A database renamed over while a Store has it open (what sync tools and editors do): the
/// Store writes nothing more, into either file, and keeps what it had saved.
final class ReplacedFileTests: TemporaryDirectoryTestCase {
    private func integrity(_ file: String) throws -> String? {
        try Connection(path: file, create: false, readOnly: true).firstRow("PRAGMA integrity_check")?.string(0)
    }

    func testAStoreWhoseFileIsReplacedWritesNothingMoreAndKeepsWhatItSaved() throws {
        let file = path("gymtrack.sqlite"), other = path("other.sqlite")
        do {
            let store = try Store(path: other)
            try store.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 7, 0))
        }
        var open: Store? = try Store(path: file)
        try open?.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        try open?.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 1))

        // cp other .tmp && mv .tmp gymtrack.sqlite
        try FileManager.default.copyItem(atPath: other, toPath: path(".tmp"))
        XCTAssertEqual(rename(path(".tmp"), file), 0)

        let error = expectStoreError(try open?.adjustChallenge(day: sunday, by: -1, target: 3, now: moment(sunday, 8, 2)))
        let message = error?.message ?? ""
        XCTAssertTrue(message.hasPrefix("\(file) was replaced by another program; nothing more is written to either file"), message)
        // Every later statement is refused with the same sentence, reads included.
        XCTAssertEqual(expectStoreError(try open?.challengeSets(on: sunday))?.message, message)
        XCTAssertEqual(open?.noticeReplacement()?.message, message)

        // What it had saved (2 sets) is kept whole beside the path, and named in the sentence.
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("gymtrack.sqlite.kept-") && $0.hasSuffix(".sqlite") }
        XCTAssertEqual(kept.count, 1)
        let keptPath = path(kept.first ?? "")
        XCTAssertTrue(message.contains("kept beside it in \(kept.first ?? "")"), message)
        XCTAssertEqual(open?.replacementAdvice, ["Put it back here: into the new file (backed up first), carrying on there."])
        XCTAssertEqual(try Store(path: keptPath, readOnly: true).challengeSets(on: sunday), 2)

        // The new file is whole and untouched, before and after the old Store goes away.
        XCTAssertEqual(try integrity(file), "ok")
        XCTAssertEqual(try Store(path: file, readOnly: true).challengeSets(on: sunday), 3)
        open = nil
        XCTAssertEqual(try integrity(file), "ok")
        let reopened = try Store(path: file)
        try reopened.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 9, 0))
        XCTAssertEqual(try Store(path: file, readOnly: true).challengeSets(on: sunday), 1)
        XCTAssertEqual(try integrity(file), "ok")
    }

    /// The descriptors of this process open on `file`, by the name each was opened with.
    private func descriptorsOpen(on file: String) -> Int {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return fds.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == file }.count
    }

    /// The -wal and -shm go with the path, so they are the new file's: a Store that noticed
    /// its file replaced lets go of them at once, and nothing of it stays in the wal-index
    /// that every connection to the new file reads through.
    func testAStoreLetsGoOfTheWALAndTheWalIndexAsSoonAsItNoticesItsFileReplaced() throws {
        let file = path("gymtrack.sqlite"), other = path("other.sqlite")
        do {
            let store = try Store(path: other)
            // More pages than the file it replaces: read with the old file's size, it would be cut short.
            try store.batch {
                for n in 0..<400 { try store.setChallenge(day: sunday.adding(days: -n), sets: 3, target: 3, now: moment(sunday, 7, 0)) }
            }
        }
        let open = try Store(path: file)
        try open.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        XCTAssertGreaterThan(descriptorsOpen(on: file + "-shm"), 0, "a Store in WAL mode has the wal-index open")
        try FileManager.default.copyItem(atPath: other, toPath: path(".tmp"))
        XCTAssertEqual(rename(path(".tmp"), file), 0)

        XCTAssertNotNil(open.noticeReplacement())
        XCTAssertEqual(descriptorsOpen(on: file + "-shm"), 0, "the wal-index is let go of")
        XCTAssertEqual(descriptorsOpen(on: file + "-wal"), 0)
        XCTAssertEqual(try Store(path: try XCTUnwrap(open.keptCopy), readOnly: true).challengeSets(on: sunday), 1, "what it saved is kept")

        // The new file, read and written whole, here and by the Store that puts the copy back.
        let reader = try Store(path: file, readOnly: true)
        XCTAssertEqual(try reader.challengeSets(on: sunday.adding(days: -399)), 3)
        let (fresh, _) = try open.putKeptCopyBack(now: moment(sunday, 8, 1))
        XCTAssertEqual(try reader.challengeSets(on: sunday), 1, "another connection open on the file sees the copy put back")
        try fresh.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 2))
        XCTAssertEqual(try reader.challengeSets(on: sunday), 2)
        XCTAssertEqual(try integrity(file), "ok")
    }

    func testAStoreWhoseFileIsDeletedStopsToo() throws {
        let file = path("gymtrack.sqlite")
        let store = try Store(path: file)
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        XCTAssertNil(store.noticeReplacement())
        XCTAssertEqual(unlink(file), 0)
        XCTAssertNotNil(store.noticeReplacement())
        XCTAssertNotNil(expectStoreError(try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 1))))
    }

    /// What the UI's "Put it back here" does: the kept copy goes into the new file, which is
    /// backed up first, and a Store on it carries on.
    func testTheKeptCopyIsPutBackIntoTheNewFileAfterABackupOfIt() throws {
        let file = path("gymtrack.sqlite"), other = path("other.sqlite")
        do {
            let store = try Store(path: other)
            try store.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 7, 0))
        }
        let open = try Store(path: file)
        try open.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        XCTAssertNotNil(expectStoreError(try open.putKeptCopyBack(now: moment(sunday, 8, 1))), "nothing to put back while it is the same file")
        try FileManager.default.copyItem(atPath: other, toPath: path(".tmp"))
        XCTAssertEqual(rename(path(".tmp"), file), 0)
        XCTAssertNotNil(open.noticeReplacement())

        let (fresh, backup) = try open.putKeptCopyBack(now: moment(sunday, 8, 2))
        XCTAssertEqual(try fresh.challengeSets(on: sunday), 1, "this window's data is in the file again")
        XCTAssertEqual(try Store(path: backup, readOnly: true).challengeSets(on: sunday), 3, "the file that replaced it is backed up")
        try fresh.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 3))
        XCTAssertEqual(try Store(path: file, readOnly: true).challengeSets(on: sunday), 2, "and it carries on there")
        XCTAssertNil(fresh.noticeReplacement())
    }

    private func walSize(_ file: String) -> Int? {
        var info = stat()
        return stat(file + "-wal", &info) == 0 ? Int(info.st_size) : nil
    }

    /// Each committed write is checkpointed into the file and the -wal truncated, so an idle
    /// gymtrack (a UI left open, or stopped with Ctrl-Z) holds nothing in it. A reader in the
    /// middle of a read keeps the checkpoint from finishing: the write does not wait for it
    /// (SQLite waits by asking the busy handler, which is never asked), and the next write
    /// empties the -wal.
    func testTheWALIsEmptyAfterEveryWriteAndNoWriteWaitsForIt() throws {
        let file = path("gymtrack.sqlite")
        let store = try Store(path: file)
        XCTAssertEqual(walSize(file), 0, "after the migrations")
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        XCTAssertEqual(walSize(file), 0)

        let reader = try Connection(path: file, create: false, readOnly: true)
        try reader.execute("BEGIN")
        XCTAssertEqual(try reader.firstRow("SELECT sets_completed FROM daily_challenge")?.int(0), 1)
        final class Asked { var times = 0 }
        let asked = Asked()
        sqlite3_busy_handler(store.db.handle, { context, _ in
            Unmanaged<Asked>.fromOpaque(context!).takeUnretainedValue().times += 1
            return 0 // give up at once: a wait is what this test rules out
        }, Unmanaged.passUnretained(asked).toOpaque())
        try store.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 1))
        XCTAssertEqual(asked.times, 0, "the write did not wait for the reader")
        XCTAssertGreaterThan(walSize(file) ?? 0, 0, "the reader still reads the file: the commit stays in the -wal")
        try reader.execute("COMMIT")

        try store.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 2))
        XCTAssertEqual(walSize(file), 0, "the next write empties it")
        XCTAssertEqual(try Store(path: file, readOnly: true).challengeSets(on: sunday), 3)
    }

    /// A Store that wrote and then sits idle (a UI stopped with Ctrl-Z never gets to notice
    /// anything) while another file is renamed over the path: SQLite finds the -wal by name,
    /// and it is empty, so another Store reads and writes the new file as it is.
    func testAFileReplacedWhileAStoreSitsIdleIsReadAndWrittenWhole() throws {
        let file = path("gymtrack.sqlite"), other = path("other.sqlite")
        do {
            let store = try Store(path: other)
            try store.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 7, 0))
        }
        var idle: Store? = try Store(path: file)
        try idle?.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 8, 0))
        try idle?.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 8, 1))
        try FileManager.default.copyItem(atPath: other, toPath: path(".tmp"))
        XCTAssertEqual(rename(path(".tmp"), file), 0)

        var fresh: Store? = try Store(path: file)
        XCTAssertEqual(try fresh?.challengeSets(on: sunday), 3, "the new file's own data, nothing of the idle Store's")
        try fresh?.adjustChallenge(day: sunday, by: -1, target: 3, now: moment(sunday, 9, 0))
        XCTAssertEqual(try integrity(file), "ok")
        fresh = nil
        idle = nil
        XCTAssertEqual(try integrity(file), "ok")
        XCTAssertEqual(try Store(path: file, readOnly: true).challengeSets(on: sunday), 2)
    }
}
