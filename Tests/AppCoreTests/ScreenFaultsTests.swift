import AppCore
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
}
