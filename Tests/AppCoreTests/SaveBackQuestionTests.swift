import AppCore
import Domain
import XCTest

/// "Save changes to the split?" is asked only when the session changed the plan.
final class SaveBackQuestionTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    func testLoggedWeightsAloneFinishWithoutTheQuestion() {
        var state = Fixtures.rowsSelected()
        for _ in 0..<4 { Fixtures.press(&state, .char("+")) }
        Fixtures.press(&state, .char(" "), .char(" "), .char(" "), .char(" "))
        XCTAssertEqual(state.workout?.steps[2].sets.last?.weight, 10)
        Fixtures.press(&state, .char("N"))
        type(&state, "Heavy rows")
        Fixtures.press(&state, .enter, .char("n"))
        type(&state, "Left elbow")
        Fixtures.press(&state, .enter, .char("f"))
        XCTAssertEqual(state.modal, .question(.partial))
        let effects = Fixtures.press(&state, .char("y"))
        XCTAssertNil(state.workout, "finished without asking to save the split")
        XCTAssertFalse(effects.contains { if case .saveSplit = $0 { return true } else { return false } })
    }
}
