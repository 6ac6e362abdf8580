@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// Moving through lists and saying how: Home's cards stop at the ends, pickers move with
/// Ctrl-N and Ctrl-P as their footer says, and the split's exercise list says what Enter does.
final class ListNavigationTests: XCTestCase {
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
            let move = Keymap.standard.lines(for: .picker, workoutRunning: false).first { $0.actions.contains(.down) }
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
