import AppCore
import Domain
import XCTest

/// An exercise with no plan weight and no history: the weight given to the warm-up carries on
/// to the first working set, and "Next:" says before every set what Space will log.
final class WarmupWeightCarriesOnTests: XCTestCase {
    private let rows = 2 // Day A's Dumbbell rows: 1 warm-up + 3 working sets of 10, no weight

    private func started() -> AppState { Fixtures.rowsSelected() }

    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    func testTheWarmupsWeightCarriesOnToTheFirstWorkingSet() {
        var state = started()
        XCTAssertTrue(render(state).text.contains("Next (warm-up): 10 reps, no weight"), render(state).text)
        // The warm-up logged with a weight typed in: 12 reps at 10 kg.
        Fixtures.press(&state, .char("e"))
        type(&state, "12")
        Fixtures.press(&state, .tab)
        type(&state, "10")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout!.steps[rows].sets.first?.weight, 10)
        XCTAssertTrue(render(state).text.contains("Next: 10 × 10 kg"), render(state).text)
        Fixtures.press(&state, .char(" "))
        XCTAssertEqual(state.workout!.steps[rows].sets[1].weight, 10, "the working set is not logged without a weight")
        XCTAssertEqual(state.workout!.steps[rows].sets[1].reps, 10)
    }

    func testNextShowsBeforeEverySetEvenWithoutAWeight() {
        var state = started()
        for logged in 0..<4 {
            XCTAssertTrue(render(state).text.contains("Next"), "before set \(logged + 1):\n\(render(state).text)")
            Fixtures.press(&state, .char(" "))
        }
        XCTAssertEqual(state.workout!.steps[rows].sets.count, 4)
    }
}
