@testable import AppCore
import XCTest

/// The style section of a snapshot: a line per row with a styled cell, a run per stretch of
/// cells drawn alike, plain cells left out.
final class SnapshotStyleTests: XCTestCase {
    func testRunsOfCellsDrawnAlikeAreNamedByTheirColumnsAndStyle() {
        var screen = Screen(width: 12, height: 3)
        screen.put("Home", x: 0, y: 0, style: .color(.accent, bold: true))
        screen.put("x", x: 5, y: 0, style: .reverse)
        screen.put("ok", x: 7, y: 0, style: .plain)
        screen.put("日本", x: 2, y: 2, style: Style(color: .heat3, dim: true, underline: true))
        XCTAssertEqual(styleDescription(screen), ["0: 0-3 bold accent, 5 reverse", "2: 2-5 dim underline heat3"])
        XCTAssertEqual(snapshot(of: screen), "Home x ok\n\n  日本\n--- styles ---\n0: 0-3 bold accent, 5 reverse\n2: 2-5 dim underline heat3\n")
    }

    func testAPlainScreenHasAnEmptyStyleSection() {
        var screen = Screen(width: 8, height: 2)
        screen.put("plain", x: 0, y: 1)
        XCTAssertEqual(styleDescription(screen), [])
        XCTAssertEqual(snapshot(of: screen), "\nplain\n--- styles ---\n")
    }
}
