import Domain
import XCTest
@testable import AppCore

/// The chart widgets drawn alone, at a phone's size (40×16) and a classic terminal's (80×24),
/// in braille and in ASCII, compared with reviewed snapshots.
final class ChartWidgetTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 22)
    private let sizes = [(40, 16), (80, 24)]

    /// Six months of a lift going up by 2.5 kg every two weeks, with a dip.
    private var series: [DayValue] {
        (0..<13).map { i in DayValue(today.adding(days: -182 + i * 14), 80 + Double(i) * 2.5 - (i == 8 ? 7.5 : 0)) }
    }

    private func draw(_ glyphs: Glyphs, _ w: Int, _ h: Int, _ body: (Rect, inout Screen) -> Void) -> Screen {
        var screen = Screen(width: w, height: h)
        body(Rect(x: 0, y: 0, width: w, height: h), &screen)
        return screen
    }

    func testLineChart() {
        for glyphs in [Glyphs.unicode, .ascii] {
            for (w, h) in sizes {
                let screen = draw(glyphs, w, h) { rect, screen in
                    LineChart.draw(series, first: today.adding(days: -182), last: today, rect: rect, format: compactNumber,
                                   color: .good, glyphs: glyphs, into: &screen)
                }
                assertSnapshot(screen, named: "chart-line-\(glyphs.unicode ? "" : "ascii-")\(w)x\(h)")
            }
        }
    }

    func testBarChart() {
        for glyphs in [Glyphs.unicode, .ascii] {
            for (w, h) in sizes {
                let volumes = series.map { DayValue($0.day, $0.value * 40) }
                let screen = draw(glyphs, w, h) { rect, screen in
                    BarChart.draw(volumes, first: today.adding(days: -182), last: today, rect: rect, format: compactNumber,
                                  color: .accent, glyphs: glyphs, into: &screen)
                }
                assertSnapshot(screen, named: "chart-bar-\(glyphs.unicode ? "" : "ascii-")\(w)x\(h)")
            }
        }
    }

    func testScatterChart() {
        let points = (0..<12).map { i in
            ScatterPoint(x: 60 + Double(i % 4) * 5, y: Double(12 - (i % 4) * 2 + i / 4), level: i / 4)
        }
        for glyphs in [Glyphs.unicode, .ascii] {
            for (w, h) in sizes {
                let screen = draw(glyphs, w, h) { rect, screen in
                    ScatterChart.draw(points, rect: rect, formatX: trimNumber, formatY: trimNumber, glyphs: glyphs, into: &screen)
                }
                assertSnapshot(screen, named: "chart-scatter-\(glyphs.unicode ? "" : "ascii-")\(w)x\(h)")
            }
        }
    }

    func testBrailleCanvasDotsAndLevels() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.set(x: 0, y: 0, level: 0)
        canvas.set(x: 1, y: 3, level: 2)
        canvas.set(x: 9, y: 9) // outside: ignored
        XCTAssertEqual(canvas.level(column: 0, row: 0), 2, "a cell keeps its highest level")
        XCTAssertNil(canvas.level(column: 1, row: 0))
        var screen = Screen(width: 2, height: 1)
        canvas.draw(x: 0, y: 0, glyphs: .unicode, style: { _ in .plain }, into: &screen)
        XCTAssertEqual(screen.lines, ["\u{2881}"], "dots 1 and 8: 0x01 | 0x80")
        canvas.line(from: (0, 0), to: (3, 3))
        XCTAssertNotNil(canvas.level(column: 1, row: 0))
        var ascii = Screen(width: 2, height: 1)
        canvas.draw(x: 0, y: 0, glyphs: .ascii, style: { _ in .plain }, ascii: { $0 == 2 ? "@" : "." }, into: &ascii)
        XCTAssertEqual(ascii.lines, ["@."])
    }

    func testEveryChartLabelsItsTopAndBottomValues() {
        var screen = Screen(width: 40, height: 12)
        LineChart.draw(series, first: today.adding(days: -182), last: today, rect: Rect(x: 0, y: 0, width: 40, height: 12),
                       format: compactNumber, color: .good, glyphs: .unicode, into: &screen)
        XCTAssertTrue(screen.lines[0].hasPrefix("110"), screen.text)
        XCTAssertTrue(screen.lines[9].hasPrefix(" 80"), screen.text)
        XCTAssertTrue(screen.lines[11].contains("Aug"), "months along the bottom")
        XCTAssertTrue(screen.lines[11].contains("24 May") && screen.lines[11].hasSuffix("22 Nov"), "the first and last dates at its ends")
    }

    func testCompactNumbers() {
        XCTAssertEqual(compactNumber(950), "950")
        XCTAssertEqual(compactNumber(12_500), "12.5k")
        XCTAssertEqual(compactNumber(130_400), "130k")
    }
}
