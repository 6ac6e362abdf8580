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
}
