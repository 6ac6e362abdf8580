import AppCore
import BundledPlans
import Domain
import XCTest

/// The Plans tab's and Home's selections name a split, not a row: when the splits are read
/// back in another order (after a save, an import, another terminal), the cursor stays on it.
final class SelectionFollowsSplitTests: XCTestCase {
    private func split(_ type: String, _ name: String, inRotation: Bool = false) -> Split {
        Split(uid: "U\(type)", sessionType: type, name: name, title: name, description: "", targetDuration: "45 min",
              steps: [], groups: [], colour: .cyan, glyph: type, inRotation: inRotation, dailyChallenge: true)
    }

    func testPlansSelectionFollowsTheSplitThroughAReSort() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"))
        state.splits += [split("E", "Evening Push"), split("L", "Leg Day")]
        Fixtures.press(&state, .char("j"), .char("j"), .char("j"), .char("j"))
        XCTAssertEqual(state.selectedSplit?.name, "Leg Day")
        // Read back with Leg Day before Evening Push.
        let reordered = Array(state.splits.prefix(3)) + [state.splits[4], state.splits[3]]
        _ = update(&state, .loaded(.splits(reordered, names: state.splitNames)))
        XCTAssertEqual(state.selectedSplit?.name, "Leg Day")
        XCTAssertEqual(state.plans.selection, 3)
    }

    func testHomeCardFollowsItsSplitThroughAReSort() {
        var state = Fixtures.state()
        state.home.selection = 2
        let card = state.rotation[2].sessionType
        let reordered = [state.splits[2], state.splits[0], state.splits[1]]
        _ = update(&state, .loaded(.splits(reordered, names: state.splitNames)))
        XCTAssertEqual(state.rotation[state.home.selection].sessionType, card)
    }
}
