import AppCore
import Foundation
import XCTest

/// The README's key table is what the keymap generates, as the man page's KEYS section is
/// (checked with the rest of the page in CommandDocsTests).
final class KeyReferenceTests: XCTestCase {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")
    let begin = "<!-- BEGIN keys: generated from the keymap (Sources/AppCore/Core/Keymap.swift) by KeyReference.markdownTable; do not edit -->\n"
    let end = "<!-- END keys -->"

    /// With GYMTRACK_UPDATE_DOCS=1 (and not under CI) a table out of date is rewritten instead, to review and commit.
    func testTheCommittedKeyTableIsWhatTheKeymapGenerates() throws {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            return XCTFail("README.md marks its key table with \(begin) and \(end)")
        }
        let generated = KeyReference.markdownTable
        let environment = ProcessInfo.processInfo.environment
        if text[start.upperBound..<stop.lowerBound] != generated, environment["GYMTRACK_UPDATE_DOCS"] == "1", environment["CI"] != "true" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: generated).write(to: readme, atomically: true, encoding: .utf8)
            print("Rewrote the key table in README.md; review it")
            return
        }
        XCTAssertEqual(String(text[start.upperBound..<stop.lowerBound]), generated,
                       "README.md's key table is out of date; regenerate: GYMTRACK_UPDATE_DOCS=1 swift test --filter KeyReferenceTests")
    }

    func testEveryContextHasItsSection() {
        let titles = KeyReference.sections.map(\.title)
        XCTAssertEqual(titles.count, KeyContext.allCases.count + 1, "every screen's shared keys, then one per context")
        XCTAssertEqual(Set(titles).count, titles.count, "each titled once: \(titles)")
        XCTAssertTrue(KeyReference.sections.allSatisfy { !$0.rows.isEmpty }, "no section without keys")
    }
}
