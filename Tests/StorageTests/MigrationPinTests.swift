import XCTest
@testable import Storage

/// Shipped migrations are pinned: databases in the field ran exactly this SQL, so editing it
/// would leave them with a schema no fresh install has. Change the schema with a new migration.
final class MigrationPinTests: XCTestCase {
    /// FNV-1a, 64 bits, over the migration's version, name and SQL (UTF-8).
    private func fingerprint(_ m: Migration) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(m.version)\u{0}\(m.name)\u{0}\(m.sql)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One line per shipped migration. Append the new one's fingerprint when you ship it;
    /// never change a line that is here.
    private let shipped: [Int: String] = [
        1: "b7ce6067252a1d6e",
        2: "6268e92020945ed4",
        3: "aaa81fa0ac4ef5dc",
        4: "4fc15f9f845dd3df",
        5: "16978ceb9bad80b7", // supersets and per-exercise weight steps
        6: "57bb17b5399d7518", // indexes for coverage over time
        7: "7005ce5914283a6f", // indexes for an exercise's progress
        8: "03bef8d481b70a7d", // summaries of finished sessions
        9: "0e365bfa5ebcdfaa", // achievement searches carried over
        10: "8c7e61e8f61ff351", // the history window read from its indexes
        11: "435bf753a8584968", // other apps' exercise names, matched once
        12: "2f819d68af6c3a65", // weigh-ins and body measurements
        13: "38e6d81685d24d86", // a note on the session
        14: "d5532db74383aa3f", // every kind of set
        15: "4956c88fe65230ae", // sync: the clock, tombstones, challenge counts by device
        16: "d10e397ab5d1c7f4", // programs
        17: "425c7391fe27780c", // a program's step knows its slot
        18: "9903dfb92603503e", // a note on a set; the A/B/C's one-arm rows a side at a time
        19: "c09a817212610f2c", // a change counter per table
        20: "929fccbecc7f8728", // a rule on a split step
        21: "4ab6bdef7095cb64", // what each machine synced with last sent and received
        22: "433b2ece7b54f9c6", // a change counter for the finished workouts
        23: "832b77c0fc00ce46", // what a program's raises by reps came to, kept
    ]

    func testShippedMigrationsAreUnchanged() {
        for migration in migrations {
            guard let pinned = shipped[migration.version] else {
                XCTFail("migration \(migration.version) '\(migration.name)' has no pinned fingerprint; add \(migration.version): \"\(fingerprint(migration))\" to `shipped` when it ships")
                continue
            }
            XCTAssertEqual(fingerprint(migration), pinned,
                           "migration \(migration.version) '\(migration.name)' was edited. Shipped migrations must never be edited: databases already ran them. Put the change in a new migration appended to MigrationsFrom19.swift instead.")
        }
        XCTAssertEqual(Set(migrations.map(\.version)), Set(shipped.keys), "a shipped migration was removed or renumbered")
    }

    func testVersionsCountUpFromOne() {
        XCTAssertEqual(migrations.map(\.version), Array(1...migrations.count))
    }
}
