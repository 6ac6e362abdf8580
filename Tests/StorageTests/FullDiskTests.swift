import Domain
import Foundation
import XCTest
@testable import Storage

/// A full file system, made for real: a small tmpfs mounted for the test (it needs root, as
/// the CI container is; where a tmpfs cannot be mounted, the test says so and is skipped).
final class FullDiskTests: XCTestCase {
    private var mountPoint: String?

    private func smallDisk(kilobytes: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        guard mount("tmpfs", folder, "tmpfs", 0, "size=\(kilobytes)k,mode=0700") == 0 else {
            rmdir(folder)
            throw XCTSkip("a tmpfs cannot be mounted here (\(String(cString: strerror(errno)))); the full-disk tests need root")
        }
        mountPoint = folder
        return folder
    }

    override func tearDown() {
        if let mountPoint {
            umount2(mountPoint, Int32(MNT_DETACH))
            rmdir(mountPoint)
        }
        mountPoint = nil
        super.tearDown()
    }

    /// Writes a file until the disk is full.
    private func fill(_ folder: String) {
        let fd = open(folder + "/filler", O_CREAT | O_WRONLY, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        let byte: [UInt8] = [0x55]
        while byte.withUnsafeBytes({ write(fd, $0.baseAddress, 1) }) > 0 {}
    }

    func testANewDatabaseOnAFullDiskLeavesNoStub() throws {
        let disk = try smallDisk(kilobytes: 64)
        let error = expectStoreError(try Store(path: disk + "/gymtrack.sqlite"))
        XCTAssertTrue(error?.message.contains("the disk is full") == true, error?.message ?? "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk), [], "nothing left behind")
    }

    func testAnExistingDatabaseIsStillReadWhenTheDiskIsFull() throws {
        let disk = try smallDisk(kilobytes: 4096)
        let file = disk + "/gymtrack.sqlite"
        do {
            let store = try Store(path: file)
            try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 0))
        } // closed: checkpointed, the -wal and -shm removed
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-shm"))
        fill(disk)
        let reader = try Store(path: file, readOnly: true)
        XCTAssertEqual(try reader.challengeSets(on: sunday), 2)
        XCTAssertEqual(try reader.loadHistory(today: sunday).challenge.count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk).sorted(), ["filler", "gymtrack.sqlite"], "nothing made beside it")
    }

    /// A write that failed for lack of space leaves an empty -wal and a stub of -shm (SQLite
    /// could not grow it): nothing is in that -wal, so the file alone is all of the database
    /// and is still read, as when there is no -wal.
    func testADatabaseIsStillReadAfterAWriteFailedOnTheFullDisk() throws {
        let disk = try smallDisk(kilobytes: 4096)
        let file = disk + "/gymtrack.sqlite"
        do {
            let store = try Store(path: file)
            try store.setChallenge(day: sunday, sets: 2, target: 3, now: moment(sunday, 8, 0))
        }
        fill(disk)
        let failed = expectStoreError(try {
            let writer = try Store(path: file)
            try writer.setChallenge(day: sunday, sets: 3, target: 3, now: moment(sunday, 9, 0))
        }())
        XCTAssertTrue(failed?.message.contains("the disk is full") == true, failed?.message ?? "")
        var info = stat()
        XCTAssertEqual(stat(file + "-wal", &info), 0, "the failed writer's -wal is there")
        XCTAssertEqual(info.st_size, 0, "and empty")

        let reader = try Store(path: file, readOnly: true)
        XCTAssertEqual(try reader.challengeSets(on: sunday), 2)
        XCTAssertEqual(try reader.loadHistory(today: sunday).challenge.count, 1)
    }
}
