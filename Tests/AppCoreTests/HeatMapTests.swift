@testable import AppCore
import Domain
import XCTest

/// The heat-map and stacked-bar widgets, in Unicode and ASCII.
final class HeatMapTests: XCTestCase {
    private let map = HeatMap(rowLabels: ["Upper Chest", "Quads"], columnLabels: ["3", "17"], levels: [[3, 0], [0, 2]])

    func testCellsAreShadedByLevelUnderTheirColumnLabels() {
        var screen = Screen(width: 20, height: 3)
        let end = Widgets.heatMap(map, x: 0, y: 0, labelWidth: 8, color: .accent, glyphs: .unicode, into: &screen)
        XCTAssertEqual(end, 3)
        XCTAssertEqual(screen.text, """
                  3 17
        Upper C… ██ ··
        Quads    ·· ▓▓
        """)
        XCTAssertEqual(map.width(labelWidth: 8), 15)
    }

    func testASCIIFallback() {
        var screen = Screen(width: 20, height: 3)
        Widgets.heatMap(map, x: 0, y: 0, labelWidth: 8, color: .accent, glyphs: .ascii, into: &screen)
        XCTAssertEqual(screen.text.split(separator: "\n")[1], "Upper C~ ## ..")
    }

    func testStackedBarsSegmentsAddUpToTheBarAndTheLegendWraps() {
        let series = [BarSeries(name: "Chest", color: .accent, letter: "C"), BarSeries(name: "Back", color: .good, letter: "K")]
        var screen = Screen(width: 24, height: 4)
        let end = Widgets.stackedBars([StackedBar(label: "wk", values: [1, 2], note: "3/4"), StackedBar(label: "wk", values: [4, 0], note: "4/4")],
                                      series: series, scale: 4, x: 0, y: 0, width: 16, glyphs: .ascii, into: &screen)
        let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 16 - 2 label - 3 note - 2 gaps = 9 cells: chest ends at 2.25 → 2, back at 6.75 → 7.
        XCTAssertEqual(rows[0], "wk CCKKKKK.. 3/4")
        XCTAssertEqual(rows[1], "wk CCCCCCCCC 4/4")
        XCTAssertEqual(rows[2], "C Chest  K Back")
        XCTAssertEqual(end, 3)
    }
}
