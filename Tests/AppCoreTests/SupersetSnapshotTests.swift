import AppCore
import BundledPlans
import Domain
import XCTest

/// A superset on the Exercise screen and on a split's exercises: the bracket beside the
/// grouped steps, Unicode and ASCII, at a phone size and a classic terminal.
final class SupersetSnapshotTests: XCTestCase {
    private let sizes = [(40, 16), (80, 24)]

    /// Day A running with shoulder press and curls a superset, one round done.
    private func supersetRound(width: Int, height: Int, ascii: Bool) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        if ascii { state.glyphs = .ascii }
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        for _ in 0..<4 { Fixtures.press(&state, .char("j")) }
        Fixtures.press(&state, .char("g"), .char(" "), .char(" "))
        state.flash = nil
        return state
    }

    func testExerciseWithASuperset() {
        for (w, h) in sizes {
            assertSnapshot(render(supersetRound(width: w, height: h, ascii: false)), named: "superset-exercise-\(w)x\(h)")
            assertSnapshot(render(supersetRound(width: w, height: h, ascii: true)), named: "superset-exercise-ascii-\(w)x\(h)")
        }
    }

    func testPlansWithACircuit() {
        for (w, h) in sizes {
            for ascii in [false, true] {
                var state = Fixtures.state(width: w, height: h)
                if ascii { state.glyphs = .ascii }
                Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("g"), .char("j"), .char("g"))
                state.flash = nil
                assertSnapshot(render(state), named: "superset-plans-\(ascii ? "ascii-" : "")\(w)x\(h)")
            }
        }
    }
}
