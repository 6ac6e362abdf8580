@testable import AppCore
import Domain
import XCTest

/// What a flash says and how it fits: at most two lines, cut at a whole word with an ellipsis
/// (as lists elsewhere are cut at whole parts, "+1" for the rest), and one day is "1 day".
final class FlashTextTests: XCTestCase {
    func testFlashLinesAndWholeParts() {
        XCTAssertEqual(flashLines("one two three", width: 20, ellipsis: "…"), ["one two three"])
        XCTAssertEqual(flashLines("aaaa bbbb cccc dddd eeee", width: 9, ellipsis: "…"), ["aaaa bbbb", "cccc…"])
        XCTAssertEqual(wholeParts("Chest, Triceps, Shoulders", width: 18, ellipsis: "…"), "Chest, Triceps +1")
        XCTAssertEqual(wholeParts("Enter save · Tab next · Esc cancel", width: 24, ellipsis: "…"), "Enter save · Tab next")
    }

    func testAOneDayChallengeStreakSaysDay() {
        var state = Fixtures.state(history: History())
        state.settings.challengeTarget = 1
        Fixtures.press(&state, .char("c"))
        XCTAssertEqual(state.flash?.text, "Daily challenge complete! Streak 1 day.")
    }

    func testSnapshots() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.flash = Flash("Logged Day A — Upper Strength — 52 min. Streak 12 days; the challenge is 2/3 today, one set to go before midnight.")
            assertSnapshot(render(state), named: "flash-long-\(w)x\(h)")
        }
    }
}
