import Domain
import Formats
@testable import Sync
import XCTest

/// `SyncMerge` on programs: the later version per uid, one program per key, a tombstone
/// removes; the same whichever side computes it.
final class ProgramMergeTests: XCTestCase {
    private func program(_ uid: Character, _ key: String, _ text: String, at stamp: String) -> ProgramRecord {
        ProgramRecord(uid: String(repeating: uid, count: 26), key: key, text: text, startedAt: nil, updatedAt: stamp)
    }

    private func bundle(_ programs: [ProgramRecord], tombstones: [String: String] = [:]) -> ImportBundle {
        var bundle = ImportBundle(source: "test")
        bundle.programs = programs
        bundle.tombstones = tombstones
        return bundle
    }

    func testTheLaterVersionOneProgramPerKeyAndTombstones() {
        let a = bundle([program("A", "GZCLP", "old", at: "2026-11-22T08:00:00Z"),
                        program("B", "5X5", "a's", at: "2026-11-22T09:00:00Z"),
                        program("D", "PPL", "ppl", at: "2026-11-22T08:00:00Z")])
        let b = bundle([program("A", "GZCLP", "new", at: "2026-11-22T08:30:00Z"),
                        program("C", "5X5", "b's", at: "2026-11-22T08:00:00Z")],
                       tombstones: [String(repeating: "D", count: 26): "2026-11-22T10:00:00Z"])
        let merged = SyncMerge.merge(a, b)
        XCTAssertEqual(merged, SyncMerge.merge(b, a))
        XCTAssertEqual(merged.programs.map(\.text), ["a's", "new"], "by key; the later of one key; PPL deleted")
        XCTAssertEqual(SyncMerge.latestStamp(bundle([program("A", "K", "", at: "2026-11-22T11:00:00Z")])),
                       isoInstant("2026-11-22T11:00:00Z"))
    }

    func testTwoVersionsStampedAlikeEndAsOneStampedAfterBoth() {
        let a = bundle([program("A", "GZCLP", "here", at: "2026-11-22T08:00:00Z")])
        let b = bundle([program("A", "GZCLP", "there", at: "2026-11-22T08:00:00Z")])
        let merged = SyncMerge.merge(a, b)
        XCTAssertEqual(merged, SyncMerge.merge(b, a))
        XCTAssertEqual(merged.programs.first?.text, "there", "the text sorting last")
        XCTAssertEqual(merged.programs.first?.updatedAt, "2026-11-22T08:00:01+00:00", "so both databases take it")
    }

    func testTwoProgramsOfOneKeyStampedAlikeEndAsOneStampedAfterBoth() {
        let a = bundle([program("A", "GZCLP", "here", at: "2026-11-22T08:00:00Z")])
        let b = bundle([program("B", "GZCLP", "there", at: "2026-11-22T08:00:00Z")])
        let merged = SyncMerge.merge(a, b)
        XCTAssertEqual(merged, SyncMerge.merge(b, a))
        XCTAssertEqual(merged.programs.count, 1)
        XCTAssertEqual(merged.programs.first?.updatedAt, "2026-11-22T08:00:01+00:00", "so the database that had the other takes it")
    }
}
