@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// An exercise typed by hand gets its muscles from a checklist, and the taxonomy grows by a
/// region or a group from the UI.
final class MuscleEditingTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) -> [Effect] {
        text.flatMap { update(&state, .key(.char($0))) }
    }

    /// Plans, Day A open, "Zercher carry" typed by hand and added.
    private func addedByHand(width: Int = 80, height: Int = 24) -> (AppState, [Effect]) {
        var state = Fixtures.state(width: width, height: height)
        Fixtures.press(&state, .char("4"), .enter, .char("a"))
        _ = type(&state, "Zercher carry")
        let newRow = pickerItems(state).firstIndex { $0.id == Picker.newExerciseID }!
        state.modal = .picker({ var p = state.picker!; p.selection = newRow; return p }())
        let effects = Fixtures.press(&state, .enter)
        return (state, effects)
    }

    private func select(_ state: inout AppState, _ id: String) {
        let row = pickerItems(state).firstIndex { $0.id == id }!
        while state.picker!.selection < row { Fixtures.press(&state, .char("j")) }
    }

    func testAnExerciseTypedByHandOpensItsMusclesAndTheyAreSaved() throws {
        var (state, effects) = addedByHand()
        let exercise = try XCTUnwrap(state.catalog.exercise(named: "Zercher carry"))
        XCTAssertTrue(effects.contains(.addExercise(exercise)))
        XCTAssertEqual(state.picker?.purpose, .exerciseRegions(exerciseID: exercise.id), "its muscles are asked for at once")
        XCTAssertTrue(render(state).text.contains("Muscles of Zercher carry"))
        select(&state, "legs-quads")
        Fixtures.press(&state, .char(" "))
        select(&state, "core-upper-abs")
        Fixtures.press(&state, .char(" "))
        effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(effects, [.setExerciseRegions(exerciseID: exercise.id, primary: ["legs-quads", "core-upper-abs"])])
        XCTAssertEqual(state.catalog.exercise(exercise.id)?.primary, ["legs-quads", "core-upper-abs"])
        XCTAssertNil(state.modal)

        // Its form says how to change them; m on it opens the checklist again, ticked as saved;
        // on a catalog exercise it says whose map it is.
        Fixtures.press(&state, .char("e"))
        XCTAssertEqual(state.flash?.text, "Zercher carry was typed by hand and trains Quads, Upper Abs; m on the list picks its muscles.")
        Fixtures.press(&state, .escape, .char("m"))
        XCTAssertEqual(state.picker?.checked, ["legs-quads", "core-upper-abs"])
        Fixtures.press(&state, .escape, .char("g"), .char("g"))
        state.plans.stepSelection = 2
        Fixtures.press(&state, .char("m"))
        XCTAssertNil(state.modal)
        XCTAssertTrue(state.flash?.text.contains("is from the catalog") == true, state.flash?.text ?? "")
    }

    func testTheChecklistAddsARegionToAGroupOrToANewGroup() throws {
        var (state, _) = addedByHand()
        let exercise = try XCTUnwrap(state.catalog.exercise(named: "Zercher carry"))
        select(&state, "legs-calves")
        Fixtures.press(&state, .char("n"))
        XCTAssertEqual(state.form?.value(.group), "Legs", "the group of the row it was on")
        Fixtures.press(&state, .tab)
        _ = type(&state, "Adductors")
        var effects = Fixtures.press(&state, .enter)
        guard case .addMuscleRegion(let adductors)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertEqual(adductors.group.id, "legs")
        XCTAssertFalse(adductors.isNewGroup)
        XCTAssertEqual(state.picker?.checked, [adductors.region.id], "back in the checklist with it ticked")

        Fixtures.press(&state, .char("n"))
        Fixtures.press(&state, .char("\u{15}"))
        _ = type(&state, "Forearms")
        Fixtures.press(&state, .tab)
        _ = type(&state, "Grip")
        effects = Fixtures.press(&state, .enter)
        guard case .addMuscleRegion(let grip)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertTrue(grip.isNewGroup)
        XCTAssertEqual(state.catalog.groups.last?.name, "Forearms")
        effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(effects, [.setExerciseRegions(exerciseID: exercise.id, primary: [adductors.region.id, grip.region.id])])

        // The same name twice in a group is refused with a sentence, the form kept.
        Fixtures.press(&state, .char("m"))
        Fixtures.press(&state, .char("n"))
        Fixtures.press(&state, .char("\u{15}"))
        _ = type(&state, "legs")
        Fixtures.press(&state, .tab)
        _ = type(&state, "quads")
        XCTAssertEqual(Fixtures.press(&state, .enter), [])
        XCTAssertNotNil(state.form)
        XCTAssertEqual(state.flash?.isError, true)
    }

    func testASplitsGroupsChecklistMakesANewGroup() throws {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("4"), .char("g"))
        XCTAssertEqual(state.picker?.purpose, .splitGroups(sessionType: "A"))
        Fixtures.press(&state, .char("n"))
        _ = type(&state, "Neck")
        Fixtures.press(&state, .tab)
        _ = type(&state, "Neck flexors")
        let effects = Fixtures.press(&state, .enter)
        guard case .addMuscleRegion(let neck)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertTrue(state.picker?.checked.contains(neck.group.id) == true, "the new group is ticked for the split")
        XCTAssertTrue(Fixtures.press(&state, .enter).contains { if case .saveSplit = $0 { return true } else { return false } })
        XCTAssertEqual(state.splits[0].groups.last, neck.group.id)
    }

    func testTheMusclesChecklistAtEverySize() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            let (state, _) = addedByHand(width: w, height: h)
            let text = render(state).text
            XCTAssertTrue(text.contains("Muscles of Zercher"), "\(w)×\(h):\n\(text)")
            XCTAssertTrue(text.contains("[ ] Upper Chest"), "\(w)×\(h):\n\(text)")
        }
    }
}
