import XCTest
import Domain
@testable import Formats

/// The pure readers behind import: CSV records, JSON, instants and the fast time text.
final class DataFormatTests: XCTestCase {
    func testCSVQuotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
        var records: [(Int, [String])] = []
        try CSV.forEachRecord(Array("a,b\r\n\"x, \"\"y\"\"\",\"two\nlines\"\n\n3,\n".utf8), delimiter: UInt8(ascii: ",")) { records.append(($0, $1)) }
        XCTAssertEqual(records.map(\.0), [1, 2, 5])
        XCTAssertEqual(records.map(\.1), [["a", "b"], ["x, \"y\"", "two\nlines"], ["3", ""]])
        XCTAssertEqual(CSV.delimiter(of: Array("a;b;c,d\n".utf8)), UInt8(ascii: ";"))
        XCTAssertEqual(CSV.field("a \"b\", c"), "\"a \"\"b\"\", c\"")
    }

    func testALastRecordEndingInAnEmptyFieldWithoutANewlineHasItsFieldsOnce() throws {
        var records: [[String]] = []
        try CSV.forEachRecord(Array("a,b,c\n1,60,".utf8), delimiter: UInt8(ascii: ",")) { records.append($1) }
        XCTAssertEqual(records, [["a", "b", "c"], ["1", "60", ""]])
        records = []
        try CSV.forEachRecord(Array("a,b\n,".utf8), delimiter: UInt8(ascii: ",")) { records.append($1) }
        XCTAssertEqual(records, [["a", "b"], ["", ""]])
    }

    func testJSONStringsNumbersAndDepth() throws {
        XCTAssertEqual(try JSONValue.parse(Array("{\"a\": [1, 2.5, -3e2, \"\\u00e9\\ud83d\\ude00\\n\", true, null]}".utf8)),
                       .object(["a": .array([.number(1), .number(2.5), .number(-300), .string("é😀\n"), .bool(true), .null])]))
        XCTAssertThrowsError(try JSONValue.parse(Array(String(repeating: "[", count: 100_000).utf8)))
        var out = ""
        appendJSONString("q\"\\\u{1}", to: &out)
        XCTAssertEqual(out, "\"q\\\"\\\\\\u0001\"")
    }

    func testInstantsInAnyOffsetCompare() {
        XCTAssertEqual(isoInstant("2026-11-22T08:15:00+01:00"), isoInstant("2026-11-22T07:15:00Z"))
        XCTAssertEqual(isoInstant("2026-11-22T07:15:00.5Z")! - isoInstant("2026-11-22T07:15:00Z")!, 0.5)
        XCTAssertNil(isoInstant("2026-11-22"))
        XCTAssertNil(isoInstant("2026-11-22T07:15:00+1"))
    }

    func testISOTextOfDaysAndMoments() {
        let expected = [(0.0, 0, "1970-01-01T00:00:00+00:00"), (1_795_000_000.7, 3600, "2026-11-18T12:06:40+01:00"),
                        (1_795_000_000, -9000, "2026-11-18T08:36:40-02:30"), (1_234_567_890, 19800, "2009-02-14T05:01:30+05:30"),
                        (-62_135_596_800, 0, "0001-01-01T00:00:00+00:00")]
        for (epoch, offset, text) in expected {
            XCTAssertEqual(Moment(epochSeconds: epoch, utcOffsetSeconds: offset).isoDateTime, text)
        }
        XCTAssertEqual(Day(year: 987, month: 3, day: 4).iso, "0987-03-04")
        XCTAssertEqual(Day(year: 10_000, month: 1, day: 1).iso, "10000-01-01")
        XCTAssertEqual(Moment(epochSeconds: 253_402_300_800, utcOffsetSeconds: 0).isoDateTime, "10000-01-01T00:00:00+00:00")
    }

    func testContentIDsAreStableULIDs() {
        let a = contentULID(epochSeconds: 1_795_000_000, content: "Strong:Push:1")
        XCTAssertEqual(a, contentULID(epochSeconds: 1_795_000_000, content: "Strong:Push:1"))
        XCTAssertNotEqual(a, contentULID(epochSeconds: 1_795_000_000, content: "Strong:Push:2"))
        XCTAssertEqual(a.count, 26)
        XCTAssertTrue(a.allSatisfy { "0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains($0) })
    }
}
