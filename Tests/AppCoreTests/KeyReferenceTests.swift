@testable import AppCore
import Domain
import Formats
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

    /// `gymtrack keys`: the same table with this device's keys, as plain text in 80 columns;
    /// the README's stays the defaults.
    func testTheTablePrintedWithTheConfigsKeysNamesThemAndTheDefaultsStay() throws {
        let config = try DeviceConfig.parse("[keys]\ncompleteSet = o\nhelp = H\n", file: "/c/config", roles: Theme.roleNames)
        let text = KeyReference.plainText(KeyReference.sections(moving: try KeyOverrides(config, file: "/c/config")))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  o ") && $0.contains("Complete the next set or step") }, text)
        XCTAssertFalse(lines.contains { $0.hasPrefix("  Space ") && $0.contains("Complete the next set or step") }, "not the default: \(text)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  H ") && $0.contains("Show these keys") }, "a key of every screen: \(text)")
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 80 }, "80 columns: \(lines.filter { $0.displayWidth > 80 })")
        XCTAssertEqual(lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }, KeyReference.sections.map { Substring($0.title) }, "each place's title")
        XCTAssertTrue(KeyReference.markdownTable.contains("| `Space` | Complete the next set or step"), "the README's table keeps the default")
        XCTAssertEqual(KeyReference.sections(moving: .none), KeyReference.sections)
    }
}
