import Domain
import Foundation
@testable import Storage
import XCTest

/// `weigh`, `measure` and `body`: what they print, their exit codes, and the rows they leave.
final class BodyCommandTests: XCTestCase {
    let binary = gymtrackBinary()

    func testWeighMeasureAndBody() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("gymtrack.sqlite")
        var r = try runProcess(binary, ["--db", db, "body"])
        XCTAssertEqual(r.status, 1, "reading never creates a database")

        r = try runProcess(binary, ["--db", db, "weigh", "82.4", "--date", "2026-01-05"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Weighed in: 82.4 kg on 2026-01-05.\n")
        r = try runProcess(binary, ["--db", db, "measure", "waist", "84,5", "--date", "2026-01-06"])
        XCTAssertEqual(r.stdout, "Measured waist: 84.5 cm on 2026-01-06.\n")
        r = try runProcess(binary, ["--db", db, "measure", "neck", "38", "--date", "2026-01-06"])
        XCTAssertEqual(r.status, 0, r.stderr)

        r = try runProcess(binary, ["--db", db, "body"])
        XCTAssertEqual(r.stdout, """
            2026-01-06  neck         38 cm
            2026-01-06  Waist        84.5 cm
            2026-01-05  Body weight  82.4 kg

            """)
        r = try runProcess(binary, ["--db", db, "body", "--json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["kind"] as? String }, ["neck", "waist", "body_weight"])
        XCTAssertEqual(rows[2]["value"] as? Double, 82.4)
        XCTAssertEqual(rows[2]["unit"] as? String, "kg")
        XCTAssertEqual(rows[2]["date"] as? String, "2026-01-05")
        XCTAssertEqual(Set(rows[0].keys), ["uid", "kind", "value", "unit", "date", "measuredAt", "note"])

        // In pounds, a weigh-in is typed in lb and stored in kg; a length in inches.
        try Store(path: db).setSetting(.unit, "lb")
        r = try runProcess(binary, ["--db", db, "weigh", "180", "--date", "2026-01-07"])
        XCTAssertEqual(r.stdout, "Weighed in: 180 lb on 2026-01-07.\n")
        r = try runProcess(binary, ["--db", db, "body", "--json"])
        let first = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])?.first)
        XCTAssertEqual(try XCTUnwrap(first["value"] as? Double), 81.65, accuracy: 0.01)

        // Refusals: one sentence each, exit 2, nothing written.
        for (words, sentence) in [(["weigh", "abc"], "A weigh-in needs a number"), (["weigh", "0"], "A weigh-in takes"),
                                  (["weigh", "80", "--date", "2999-01-01"], "is after today"),
                                  (["weigh", "80", "--date", "nope"], "--date takes a date like"),
                                  (["measure", "waist"], "measure needs a value")] {
            r = try runProcess(binary, ["--db", db] + words)
            XCTAssertEqual(r.status, 2, "\(words)")
            XCTAssertTrue(r.stderr.contains(sentence), "\(words): \(r.stderr)")
        }
        r = try runProcess(binary, ["--db", db, "body", "--json"])
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [Any])?.count, 4)
    }
}
