@testable import AppCore
import Domain
import XCTest

/// The cosmetics: axis ends, thousands, compact volumes, card titles, ASCII separators, wrapped paths.
final class ScreenCosmeticsTests: XCTestCase {
    func testTheRepsAtWeightAxisLabelsPastItsHeaviestPoint() {
        for width in [30, 40, 78] {
            var screen = Screen(width: width, height: 10)
            let points = [ScatterPoint(x: 20, y: 10, level: 0), ScatterPoint(x: 21, y: 9, level: 1), ScatterPoint(x: 22.5, y: 8, level: 2)]
            ScatterChart.draw(points, rect: Rect(x: 0, y: 0, width: width, height: 10), formatX: trimNumber, formatY: trimNumber,
                              glyphs: .unicode, into: &screen)
            let labels = screen.lines[9].split(separator: " ").compactMap { Double($0) }
            XCTAssertGreaterThanOrEqual(labels.max() ?? 0, 22.5, "\(width) wide: the axis reaches the point at 22.5:\n\(screen.text)")
        }
    }

    func testWeightsAndVolumesHaveThousandsSeparatorsAndRoundCompactly() {
        XCTAssertEqual(formatWeight(1875, .kg), "1,875 kg")
        XCTAssertEqual(formatWeight(612.5, .kg), "612.5 kg")
        XCTAssertEqual(formatWeight(12_345.5, .kg), "12,345.5 kg")
        XCTAssertEqual(formatVolume(4058, .kg, compact: true), "4.1k", "4,058 rounds to 4.1k, not down to 4.0k")
        XCTAssertEqual(formatVolume(3999, .kg, compact: true), "4.0k")
        XCTAssertEqual(formatVolume(9960, .kg, compact: true), "10k")
        XCTAssertEqual(formatVolume(12_600, .kg, compact: true), "13k")
        XCTAssertEqual(formatVolume(4058, .kg), "4,058 kg")
    }

    func testHomeCardsShowWholeTitlesWhenTheTerminalIsWide() {
        var state = Fixtures.state(width: 160, height: 48)
        var extra = state.splits[2]
        extra.sessionType = "E"
        extra.name = "Evening Mobility Work"
        extra.glyph = "E"
        state.splits.append(extra)
        XCTAssertEqual(state.rotation.count, 4)
        let text = render(state).text
        for split in state.rotation {
            XCTAssertTrue(text.contains("\(split.glyph)  \(split.name)"), "\(split.name) is cut:\n\(text)")
        }
    }

    func testASCIISeparatorsDoNotLookLikeBorders() {
        let borders = Set([Glyphs.ascii.vertical, Glyphs.ascii.topLeft].map { Character($0) })
        XCTAssertFalse(borders.contains(asciiLookalike("·")), "a middle dot between words must not read as a box's side")
        var state = Fixtures.state()
        state.glyphs = .ascii
        Fixtures.press(&state, .char("4"), .enter)
        let text = render(state).text
        XCTAssertFalse(text.split(separator: "\n").contains { $0.contains(" | ") }, text)
    }

    func testAWrappedPathBreaksAfterASlashNotInsideAName() {
        let path = "/home/me/.local/share/gymtrack/backups/gymtrack-2026-11-22T080000Z.sqlite"
        let lines = wrap("A backup was written first: \(path)", width: 34)
        XCTAssertEqual(lines.joined(separator: " ").replacingOccurrences(of: "/ ", with: "/"), "A backup was written first: \(path)")
        for line in lines.dropLast() where line.contains("/") {
            XCTAssertTrue(line.hasSuffix("/"), "'\(line)' breaks inside a name: \(lines)")
        }
        // A file name longer than the line breaks between its parts, never inside a word or number.
        let long = wrap("to /tmp/gymtrack-demo-E34DA954-367B-4C8A-82BC-3A5AAB37FB3D/backups/gymtrack-2026-11-25T052307.sqlite", width: 32)
        for line in long.dropLast() {
            XCTAssertTrue(line == "to" || ["/", "-", "."].contains(line.last!), "'\(line)' breaks inside a part: \(long)")
        }
        var state = Fixtures.state(width: 40, height: 16)
        state.modal = .form(actionForm(.reset, state: state))
        XCTAssertTrue(render(state).text.contains("Erase all data (backs up first)"), "the reset dialog's title fits a phone")
    }
}
