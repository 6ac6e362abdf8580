import Domain
import XCTest
@testable import Formats

/// The export's streaming writer lays a document out as exports always have been: the
/// document's members a line each, records a line each, the rest inline; and it reads back.
final class JSONWriterTests: XCTestCase {
    private typealias D = ExportFields.Document
    private typealias S = ExportFields.Session
    private typealias T = ExportFields.SessionStep

    func testADocumentIsLaidOutAsExportsAreAndReadsBack() throws {
        let w = JSONWriter()
        var root = JSONObject.document(w)
        root.string(D.format, ExportFormat.name)
        var app = root.object(D.app)
        app.string(ExportFields.App.name, "gymtrack")
        app.string(ExportFields.App.version, "1 \"q\" \\ \u{1}")
        app.close()
        var settings = root.object(D.settings)
        settings.string(named: "unit", "kg")
        settings.string(named: "theme", "dark")
        settings.close()
        root.array(D.splits, .documentMember).close()
        var sessions = root.array(D.sessions, .documentMember)
        for seconds in [-12, 3600] {
            var session = sessions.object()
            session.int(S.durationSeconds, seconds)
            session.number(S.startedEpoch, 1.5)
            session.optionalInt(S.stepsTotal, nil)
            session.strings(S.muscleGroups, ["legs", "back"])
            var steps = session.array(S.steps, .lines(indent: 6))
            var step = steps.object()
            step.bool(T.skipped, true)
            step.array(T.sets, .lines(indent: 8)).close()
            step.close()
            steps.close()
            session.close()
        }
        sessions.close()
        root.array(D.tombstones, .documentMember).closeOnItsOwnLine()
        root.closeDocument()
        var pieces: [String] = []
        w.flush(threshold: 1 << 20) { pieces.append($0) }
        XCTAssertEqual(pieces, [], "nothing is handed on before the threshold")
        w.flush(force: true) { pieces.append($0) }
        XCTAssertEqual(pieces.joined(), """
            {
              "format": "gymtrack-export",
              "app": {"name": "gymtrack", "version": "1 \\"q\\" \\\\ \\u0001"},
              "settings": {"unit": "kg", "theme": "dark"},
              "splits": [],
              "sessions": [
                {"durationSeconds": -12, "startedEpoch": 1.5, "stepsTotal": null, "muscleGroups": ["legs", "back"], "steps": [
                  {"skipped": true, "sets": []}]},
                {"durationSeconds": 3600, "startedEpoch": 1.5, "stepsTotal": null, "muscleGroups": ["legs", "back"], "steps": [
                  {"skipped": true, "sets": []}]}
              ],
              "tombstones": [
              ]
            }

            """)
        guard case .object(let read) = try JSONValue.parse(Array(pieces.joined().utf8)) else { return XCTFail("an object") }
        XCTAssertEqual(read[D.app.name], .object(["name": .string("gymtrack"), "version": .string("1 \"q\" \\ \u{1}")]))
    }

    func testNumbersAreWrittenAsJSONNumberWritesThem() {
        for value in [0, -0.0, 7, -7, 1e15, 123_456_789_012, 0.1, -2.5, 1e-7, 80.35] {
            let w = JSONWriter()
            var o = JSONObject(w, opening: "{")
            o.number(ExportFields.Body.value, value)
            o.close()
            var text = ""
            w.flush(force: true) { text += $0 }
            XCTAssertEqual(text, "{\"value\": \(jsonNumber(value))}")
        }
    }

    /// A text a terminal would act on (DEL, a C1 control, a line separator, a bidi override) is
    /// escaped by the byte writer as by the String one, so `gymtrack export` to a terminal shows it.
    func testCharactersATerminalActsOnAreEscapedByBothWriters() {
        for text in ["a\u{7F}b", "a\u{9B}31mb", "a\u{2029}b", "a\u{202E}b", "plain – dash"] {
            var bytes: [UInt8] = []
            appendJSONString(text, to: &bytes)
            var string = ""
            appendJSONString(text, to: &string)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), string, text)
        }
        var bytes: [UInt8] = []
        appendJSONString("a\u{202E}b", to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "\"a\\u202eb\"")
    }
}
