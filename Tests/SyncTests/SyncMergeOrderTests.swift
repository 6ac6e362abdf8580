import Domain
import Formats
@testable import Sync
import XCTest

/// The merge is the same document whichever side computes it: the same records in the same
/// order, ties broken on the records' own bytes, never on how Swift prints them.
final class SyncMergeOrderTests: XCTestCase {
    private typealias F = Fixture

    func testTheMergeIsTheSameDocumentWhicheverSideComputesItAndInWhicheverOrderItsRecordsCame() {
        let shared = F.session("S1", [F.step("T1", [F.set("X1", index: 1, reps: 5, at: 1)], at: 1)], at: 1)
        // Stamped alike, different: a tie broken on their bytes.
        var tieA = F.session("S2", [F.step("T2", [F.set("X2", index: 1, reps: 5, at: 2)], at: 2)], at: 2, note: "a", started: 1_764_100_000)
        var tieB = tieA
        tieB.note = "b"
        // Alike but for their steps, each side with a step of its own, in another order.
        let stepsA = [F.step("T3", [F.set("X3", index: 1, reps: 3, at: 3)], at: 3), F.step("T4", [], at: 3)]
        let stepsB = [F.step("T5", [F.set("X5", index: 1, reps: 8, at: 4)], at: 4), F.step("T3", [F.set("X3", index: 1, reps: 3, at: 3)], at: 3)]
        let alikeA = F.session("S3", stepsA, at: 5, started: 1_763_900_000), alikeB = F.session("S3", stepsB, at: 5, started: 1_763_900_000)
        // Two sets numbered 2 added apart.
        let numbered = F.session("S4", [F.step("T6", [F.set("X6", index: 2, reps: 1, at: 6)], at: 6)], at: 6, started: 1_764_200_000)
        var numberedB = numbered
        numberedB.steps[0].sets = [F.set("X7", index: 2, reps: 2, at: 7)]
        tieA.steps[0].note = "step a"
        tieB.steps[0].note = "step b"
        let programA = ProgramRecord(uid: String(repeating: "P", count: 26), key: "GZCLP", text: "a", startedAt: nil, updatedAt: F.stamp(8))
        var programB = programA
        programB.text = "b"

        let a = F.bundle(sessions: [shared, tieA, alikeA, numbered], days: [F.day(22, device: "laptop", sets: 1, at: 9), F.day(21, device: "laptop", sets: 2, at: 9)],
                         programs: [programA], settings: ["units": ("kg", F.stamp(10))], tombstones: ["gone": F.stamp(11)])
        let b = F.bundle(sessions: [numberedB, alikeB, tieB, shared], days: [F.day(22, device: "box", sets: 2, at: 9)],
                         programs: [programB], settings: ["units": ("lb", F.stamp(10))])
        let reordered = F.bundle(sessions: a.sessions.reversed(), days: a.challengeDays.reversed(), programs: a.programs,
                                 settings: ["units": ("kg", F.stamp(10))], tombstones: a.tombstones)

        let merged = SyncMerge.merge(a, b)
        XCTAssertEqual(merged, SyncMerge.merge(b, a), "ordered arrays: the same document, not only the same records")
        XCTAssertEqual(merged, SyncMerge.merge(reordered, b))
        XCTAssertEqual(merged, SyncMerge.merge(b, reordered))
        XCTAssertEqual(merged.sessions.map(\.uid), ["S3", "S1", "S2", "S4"], "by start, then uid")
        XCTAssertEqual(merged.challengeDays.map(\.date.day), [21, 22])
        XCTAssertEqual(merged.challengeDays.last?.sets, 3, "each device's count, summed")
        XCTAssertEqual(Set(merged.sessions.first { $0.uid == "S3" }?.steps.map(\.uid) ?? []), ["T3", "T4", "T5"])
        XCTAssertEqual(merged.sessions.first { $0.uid == "S4" }?.steps.first?.sets.map(\.setIndex), [2, 3])
        // The tie's winner is stamped a second later, so the side that lost takes it.
        let tie = merged.sessions.first { $0.uid == "S2" }
        XCTAssertEqual(tie.flatMap { isoInstant($0.updatedAt) }, isoInstant("2026-11-22T08:02:01Z"))
    }

    func testCanonicalBytesOrderByValueNotByPrintedText() {
        // 10 prints after 9 as text ("10" < "9"), but they are different numbers either way;
        // what matters is that the order is total and fixed.
        XCTAssertNotEqual(CanonicalBytes.of(F.set("X", index: 1, reps: 9, at: 1)), CanonicalBytes.of(F.set("X", index: 1, reps: 10, at: 1)))
        XCTAssertEqual(CanonicalBytes.of(F.set("X", index: 1, reps: 9, at: 1)), CanonicalBytes.of(F.set("X", index: 1, reps: 9, at: 1)))
        XCTAssertNotEqual(CanonicalBytes.of(["a": 1, "b": 2] as [String: Int]).count, 0)
        XCTAssertEqual(CanonicalBytes.of(Set(["a", "b", "c"])), CanonicalBytes.of(Set(["c", "b", "a"])), "a set's bytes do not follow its hashing order")
        let (x, y) = (F.set("X", index: 1, reps: 9, at: 1), F.set("X", index: 1, reps: 10, at: 1))
        XCTAssertNotEqual(CanonicalBytes.sortsLast(x, y), CanonicalBytes.sortsLast(y, x), "one of two different versions sorts last")
    }
}
