@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// Faults a week of real use found on screen: each test here failed before its fix.
final class ScreenFaultsTests: XCTestCase {
    func testHomeCardsStopAtTheEndsInsteadOfWrappingAround() {
        var state = Fixtures.state(history: History())
        state.home.selection = 1
        Fixtures.press(&state, .char("h"), .char("h"), .char("h"))
        XCTAssertEqual(state.home.selection, 0, "h stops at the first card")
        Fixtures.press(&state, .char("l"), .char("l"), .char("l"), .char("l"))
        XCTAssertEqual(state.home.selection, state.rotation.count - 1, "l stops at the last card")
        Fixtures.press(&state, .down)
        XCTAssertEqual(state.home.selection, state.rotation.count - 1)
    }

    func testNarrowCalendarMarksChallengeDaysWithACheckNotOnlyColour() {
        var state = HistoryTabTests.onHistory(width: 40, height: 16)
        for effect in Fixtures.press(&state, .char("v")) { HistoryTabTests.answer(&state, effect) }
        let text = render(state).text
        let weekRows = text.split(separator: "\n").filter { $0.contains(" 2 ") || $0.contains(" 9") || $0.contains("16") }
        XCTAssertTrue(weekRows.contains { $0.contains("✓") }, "a full challenge day shows a check without colour:\n\(text)")
        XCTAssertTrue(text.contains("✓ challenge done"), text)
        XCTAssertFalse(text.contains("green:"), "the legend does not rely on colour")
    }

    func testPickersMoveWithControlNAndPAndSaySoInTheFooter() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .enter, .char("a"), .char("c"), .char("u"), .char("r"))
            Fixtures.press(&state, .char("\u{0E}"), .char("\u{0E}"))
            XCTAssertEqual(state.picker?.selection, 2, "Ctrl-N moves down")
            XCTAssertEqual(state.picker?.query, "cur", "and types nothing")
            Fixtures.press(&state, .char("\u{10}"))
            XCTAssertEqual(state.picker?.selection, 1, "Ctrl-P moves up")
            Fixtures.press(&state, .char("j"))
            XCTAssertEqual(state.picker?.query, "curj", "j is text in a search")
            let text = render(state).text
            let move = Keymap.lines(for: .picker, workoutRunning: false).first { $0.actions.contains(.down) }
            XCTAssertEqual(move?.label, "↑/↓/^P/^N")
            XCTAssertTrue(text.contains("↑/↓/^P/^N move"), "\(w)×\(h): the footer names the moving keys:\n\(text)")
        }
    }

    func testTheSplitsExerciseListSaysEnterOpensTheForm() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .enter)
            let hints = render(state).text.split(separator: "\n").suffix(2).joined(separator: "\n")
            XCTAssertTrue(hints.contains("Enter/e edit"), "\(w)×\(h):\n\(hints)")
            Fixtures.press(&state, .enter)
            XCTAssertNotNil(state.form, "Enter opens the exercise's form")
        }
    }
}

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
