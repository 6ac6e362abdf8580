import AppCore
import BundledPlans
import Domain
import XCTest

/// The Plans tab, the forms and pickers over it, and the coverage checklist, as text.
final class PlansSnapshotTests: XCTestCase {
    private let sizes = [(40, 16), (80, 24)]

    func testSplitList() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .char("S"), .enter, .char("j"))
            assertSnapshot(render(state), named: "plans-\(w)x\(h)")
        }
    }

    func testSplitExercises() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            state.splits[0].steps[2].weight = 12.5
            state.splits[0].steps[2].restSeconds = 75
            Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"))
            assertSnapshot(render(state), named: "plans-split-\(w)x\(h)")
        }
    }

    func testExerciseForm() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .enter, .char("j"), .char("j"), .char("e"), .tab, .tab)
            assertSnapshot(render(state), named: "plans-form-\(w)x\(h)")
        }
    }

    func testCatalogPicker() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("4"), .enter, .char("a"), .char("c"), .char("u"), .char("r"), .down)
            assertSnapshot(render(state), named: "plans-picker-\(w)x\(h)")
        }
    }

    func testCoverageChecklist() {
        for (w, h) in sizes {
            var state = Fixtures.state(width: w, height: h)
            state.home.selection = 0
            Fixtures.press(&state, .enter, .enter, .char("j"), .char("j"), .char(" "), .char(" "), .char("v"))
            assertSnapshot(render(state), named: "coverage-\(w)x\(h)")
        }
    }

    func testCoverageChecklistInAscii() {
        var state = Fixtures.state(width: 80, height: 24)
        state.glyphs = .ascii
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter, .char("j"), .char("j"), .char(" "), .char(" "), .char("v"))
        assertSnapshot(render(state), named: "coverage-ascii-80x24")
    }
}
