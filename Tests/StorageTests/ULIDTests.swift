import Foundation
import XCTest
@testable import Storage

/// A generator replaying fixed values, so the random part of a ULID can be checked bit by bit.
private struct ReplayGenerator: RandomNumberGenerator {
    var values: [UInt64]
    var index = 0
    init(_ values: [UInt64]) { self.values = values }
    mutating func next() -> UInt64 {
        defer { index += 1 }
        return values[index % values.count]
    }
}

/// Identifiers of rows: 26 characters of Crockford base32, sortable by time, unique.
final class ULIDTests: XCTestCase {
    private static let crockford = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// The value of a run of Crockford characters, as bits (at most 64 at a time).
    private func decode<S: StringProtocol>(_ text: S) -> UInt64? {
        var value: UInt64 = 0
        for ch in text {
            guard let digit = Self.crockford.firstIndex(of: ch) else { return nil }
            value = value << 5 | UInt64(digit)
        }
        return value
    }

    func testIs26CrockfordCharacters() {
        let allowed = Set(Self.crockford)
        for _ in 0..<200 {
            let id = ULID.make(epochSeconds: 1_795_000_000.123)
            XCTAssertEqual(id.count, 26, id)
            XCTAssertTrue(id.allSatisfy(allowed.contains), id)
            XCTAssertFalse(id.contains { "ILOU".contains($0) }, id)
        }
    }

    func testTimePrefixIsTheMillisecondsSinceTheEpoch() {
        let id = ULID.make(epochSeconds: 1_795_000_000.123)
        XCTAssertEqual(decode(id.prefix(10)), 1_795_000_000_123)
        XCTAssertEqual(ULID.make(epochSeconds: 0).prefix(10), "0000000000")
        XCTAssertEqual(ULID.make(epochSeconds: -5).prefix(10), "0000000000", "before the epoch clamps to zero")
        XCTAssertEqual(ULID.make(epochSeconds: 0.001).prefix(10), "0000000001")
        XCTAssertEqual(ULID.make(epochSeconds: 0.032).prefix(10), "0000000010")
    }

    func testTimePrefixSortsByTime() {
        let times: [Double] = [0, 0.001, 1, 59.999, 60, 1_000_000, 1_700_000_000, 1_795_000_000.5, 1_795_000_000.501, 4_000_000_000]
        let ids = times.map { ULID.make(epochSeconds: $0) }
        XCTAssertEqual(ids.map { String($0.prefix(10)) }.sorted(), ids.map { String($0.prefix(10)) })
        XCTAssertEqual(ids.sorted(), ids, "whole ids sort by time when the times differ")
        for (a, b) in zip(ids, ids.dropFirst()) { XCTAssertLessThan(a, b) }
    }

    func testManyAreUnique() {
        var seen = Set<String>()
        for _ in 0..<20_000 {
            seen.insert(ULID.make(epochSeconds: 1_795_000_000)) // all in the same millisecond
        }
        XCTAssertEqual(seen.count, 20_000)
    }

    func testRandomPartCarriesTheGeneratorsBits() {
        let high: UInt64 = 0x0123_4567_89AB_CDEF
        var generator = ReplayGenerator([high, 0x8000_0000_0000_0000])
        let id = ULID.make(epochSeconds: 1, using: &generator)
        XCTAssertEqual(decode(id.prefix(10)), 1000)
        // The 16 random characters are 80 bits: the generator's first 64 bits, then 16 more.
        let random = id.dropFirst(10)
        XCTAssertEqual(random.count, 16)
        XCTAssertEqual(decode(random.prefix(12)), high >> 4, "the first 60 bits are the top of the first draw")
        let last20 = decode(random.suffix(4)) ?? .max
        XCTAssertEqual(last20 >> 16, high & 0xF, "its last 4 bits come just before the final 16")

        // A different second draw changes only the last 16 bits (the final 4 characters at most).
        var other = ReplayGenerator([high, 0x1234_0000_0000_0000])
        let sibling = ULID.make(epochSeconds: 1, using: &other)
        XCTAssertEqual(sibling.prefix(22), id.prefix(22))
        XCTAssertEqual((decode(sibling.suffix(4)) ?? .max) >> 16, high & 0xF)
        XCTAssertNotEqual(sibling, id)
    }

    func testExtremeGeneratorsGiveAllZeroAndAllZ() {
        var zeros = ReplayGenerator([0])
        XCTAssertEqual(ULID.make(epochSeconds: 0, using: &zeros), String(repeating: "0", count: 26))
        var ones = ReplayGenerator([UInt64.max])
        XCTAssertEqual(ULID.make(epochSeconds: 0, using: &ones).suffix(16), Substring(String(repeating: "Z", count: 16)))
    }

    func testSameGeneratorStateGivesTheSameID() {
        var g1 = ReplayGenerator([42, 7])
        var g2 = ReplayGenerator([42, 7])
        XCTAssertEqual(ULID.make(epochSeconds: 1_795_000_000, using: &g1), ULID.make(epochSeconds: 1_795_000_000, using: &g2))
    }
}
