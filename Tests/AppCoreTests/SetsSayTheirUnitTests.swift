import AppCore
import Domain
import XCTest

/// Logged and last-time sets say their unit: "10 × 22.5 kg" where the line has room, else the
/// short form with the unit said once.
final class SetsSayTheirUnitTests: XCTestCase {
    private func started(width: Int, height: Int) -> AppState {
        var state = Fixtures.rowsSelected(width: width, height: height)
        Fixtures.press(&state, .char("e"))
        for c in "10" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .tab)
        for c in "22.5" { Fixtures.press(&state, .char(c)) }
        Fixtures.press(&state, .enter)
        return state
    }

    func testALoggedSetNamesItsUnitWhereThereIsRoom() {
        var state = started(width: 80, height: 24)
        XCTAssertTrue(render(state).text.contains("Logged: w 10 × 22.5 kg"), render(state).text)
        Fixtures.press(&state, .char(" "), .char(" "))
        XCTAssertTrue(render(state).text.contains("Logged: w 10 × 22.5 kg, 10 × 22.5 kg, 10 × 22.5 kg"), render(state).text)
    }

    func testOnAPhoneTheUnitIsSaidOnceWhenTheSetsWouldNotFit() {
        var state = started(width: 40, height: 16)
        Fixtures.press(&state, .char(" "), .char(" "), .char(" "))
        state.exercise.selection = 2
        let text = render(state).text
        XCTAssertTrue(text.contains("Logged (kg): w 10×22.5, 10×22.5,"), text)
    }
}
