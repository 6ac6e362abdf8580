import AppCore
import Domain
import XCTest

/// `/` on the lists other than History's: Plans' splits narrowed to those named with the text
/// or having an exercise so named, `n`/`N` stepping through them; the pickers, whose search is their filter, take a `/` typed
/// first as that habit and not as text.
final class ListFilterTests: XCTestCase {
    private func plans(width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        Fixtures.press(&state, .char("4"))
        return state
    }

    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    private func filterPlans(_ state: inout AppState, _ text: String) {
        Fixtures.press(&state, .char("/"))
        type(&state, text)
        Fixtures.press(&state, .enter)
    }

    /// The names of the splits on the list, as drawn.
    private func splitsShown(_ state: AppState) -> [String] {
        let text = render(state).text
        return state.splits.map(\.name).filter { text.contains(" \($0)") }
    }

    func testSlashNarrowsThePlansListAndQClearsIt() {
        var state = plans()
        Fixtures.press(&state, .char("/"))
        XCTAssertEqual(state.modal, .listFilter(text: ""))
        type(&state, "rows")
        XCTAssertTrue(render(state).text.contains("/rows_"), "the prompt shows what is typed")
        Fixtures.press(&state, .enter)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.plans.search, "rows")
        XCTAssertEqual(state.flash?.text, "Showing the splits matching \"rows\"; q clears the filter.")
        XCTAssertEqual(splitsShown(state), ["Upper Strength", "Mixed / Maintenance"], "the splits with Dumbbell rows")
        let text = render(state).text
        XCTAssertTrue(text.contains("Splits · /rows"), text)
        XCTAssertTrue(text.contains("q clear filter"), "the hint bar says how to clear it: \(text)")
        // ↓ steps over the split left out, and stops at the last one shown.
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength")
        Fixtures.press(&state, .down)
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance")
        Fixtures.press(&state, .down)
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance")
        Fixtures.press(&state, .up)
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength")
        Fixtures.press(&state, .char("/"))
        XCTAssertEqual(state.modal, .listFilter(text: "rows"), "the prompt opens on the filter in force")
        Fixtures.press(&state, .escape)
        XCTAssertEqual(state.plans.search, "rows", "Esc leaves the list as it was")
        Fixtures.press(&state, .char("q"))
        XCTAssertNil(state.plans.search)
        XCTAssertEqual(state.tab, .plans, "q cleared the filter, it did not go back")
        XCTAssertEqual(splitsShown(state), state.splits.map(\.name))
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength", "the split selected stays selected")
        Fixtures.press(&state, .char("q"))
        XCTAssertEqual(state.tab, .home)
    }

    func testASplitMatchesByItsTitleOrAnExercisesCatalogName() {
        var state = plans()
        filterPlans(&state, "day b")
        XCTAssertEqual(splitsShown(state), ["Cardio + Core"], "its title, in any case")
        // An exercise of Day A found by the catalog's name, which its title in the split does not hold.
        let step = state.splits[0].steps.first { step in
            guard let name = state.catalog.exercise(step.exerciseID)?.name else { return false }
            return !step.title.lowercased().contains(name.lowercased())
        }
        let name = try! XCTUnwrap(step.flatMap { state.catalog.exercise($0.exerciseID)?.name })
        Fixtures.press(&state, .char("/"), .char("\u{15}"))
        type(&state, name.uppercased())
        Fixtures.press(&state, .enter)
        XCTAssertTrue(splitsShown(state).contains("Upper Strength"), "\(name) is in Day A")
    }

    func testNothingMatchingSaysSoAndKeysActOnNoHiddenSplit() {
        var state = plans()
        filterPlans(&state, "zumba")
        XCTAssertTrue(render(state).text.contains("No split matches \"zumba\"."))
        XCTAssertEqual(Fixtures.press(&state, .char("e")), [])
        XCTAssertNil(state.modal, "no split's form opens: none is shown")
        XCTAssertEqual(state.flash?.text, "No split matches \"zumba\": q clears the filter.")
        XCTAssertEqual(Fixtures.press(&state, .char("D")), [])
        XCTAssertNil(state.modal)
    }

    func testSplitsMoveOnlyInTheWholeListAndANewOneIsShown() {
        var state = plans()
        filterPlans(&state, "rows")
        XCTAssertEqual(Fixtures.press(&state, .char("J")), [], "nothing moves behind the filter")
        XCTAssertEqual(state.flash?.text, "Splits move in the whole list: q clears the filter first.")
        XCTAssertEqual(state.splits.map(\.sessionType), ["A", "B", "C"])
        // a is New split (n steps through the matches); the split made is selected with every split shown.
        Fixtures.press(&state, .char("a"))
        type(&state, "Legs")
        Fixtures.press(&state, .enter)
        XCTAssertNil(state.plans.search)
        XCTAssertEqual(state.selectedSplit?.name, "Legs")
        XCTAssertTrue(splitsShown(state).contains("Legs"))
    }

    func testNAndShiftNStepThroughTheMatchingSplitsAroundTheEnds() {
        var state = plans()
        filterPlans(&state, "rows")
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength", "the first match is selected")
        Fixtures.press(&state, .char("n"))
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance", "over Cardio + Core, which the filter hides")
        XCTAssertNil(state.modal, "n is no longer New split")
        Fixtures.press(&state, .char("n"))
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength", "n after the last goes to the first")
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance", "N before the first goes to the last")
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength")
        XCTAssertEqual(state.splits.count, 3, "no split was made")
        let text = render(state).text
        XCTAssertTrue(text.contains("Splits · /rows"), "the filter stays: \(text)")
    }

    func testNAndShiftNWithNoFilterStepThroughEverySplitAroundTheEnds() {
        var state = plans()
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength")
        Fixtures.press(&state, .char("n"), .char("n"))
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance")
        Fixtures.press(&state, .char("n"))
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength", "n after the last goes to the first")
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance", "N before the first goes to the last")
        XCTAssertNil(state.modal)
    }

    func testNAndShiftNDoNothingWhenNoSplitMatches() {
        var state = plans()
        filterPlans(&state, "zumba")
        state.flash = nil
        XCTAssertEqual(Fixtures.press(&state, .char("n")), [])
        XCTAssertEqual(Fixtures.press(&state, .char("N")), [])
        XCTAssertNil(state.modal)
        XCTAssertTrue(render(state).text.contains("No split matches \"zumba\"."))
    }

    func testTheHelpOfPlansNamesNewSplitAndTheMatchKeys() {
        var state = plans()
        Fixtures.press(&state, .char("?"))
        let text = render(state).text
        XCTAssertTrue(text.contains("New split"), text)
        XCTAssertTrue(text.contains("Next split matching"), text)
        XCTAssertTrue(text.contains("Previous split matching"), text)
        XCTAssertEqual(Keymap.standard.label(.newSplit, in: .plans), "a")
        XCTAssertEqual(Keymap.standard.label(.nextMatch, in: .plans), "n")
        XCTAssertEqual(Keymap.standard.label(.previousMatch, in: .plans), "N")
    }

    func testTheSelectionMovesOntoAShownSplitWhenItsOwnGoes() {
        var state = plans()
        filterPlans(&state, "rows")
        Fixtures.press(&state, .down)
        XCTAssertEqual(state.selectedSplit?.name, "Mixed / Maintenance")
        Fixtures.press(&state, .char("D"), .char("y"))
        XCTAssertEqual(state.splits.map(\.name), ["Upper Strength", "Cardio + Core"])
        XCTAssertEqual(state.selectedSplit?.name, "Upper Strength", "not Cardio + Core, which the filter hides")
    }

    func testThePlansFilterAndItsPromptAtEachSize() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = plans(width: w, height: h)
            Fixtures.press(&state, .char("/"))
            type(&state, "rows")
            assertSnapshot(render(state), named: "plans-filter-prompt-\(w)x\(h)")
            Fixtures.press(&state, .enter)
            state.flash = nil
            assertSnapshot(render(state), named: "plans-filtered-\(w)x\(h)")
        }
    }

    func testTheCatalogPickersSearchTakesASlashTypedFirstAsTheListsHabit() {
        var state = plans()
        Fixtures.press(&state, .enter, .char("a"))
        XCTAssertEqual(state.picker?.purpose, .addToSplit(sessionType: "A"))
        type(&state, "/curl")
        XCTAssertEqual(state.picker?.query, "curl", "the search is already open: / is not part of it")
        XCTAssertFalse(pickerItems(state).isEmpty)
        XCTAssertTrue(pickerItems(state).allSatisfy { $0.label.lowercased().contains("curl") || $0.id == Picker.newExerciseID })
        type(&state, "/")
        XCTAssertEqual(state.picker?.query, "curl/", "after the first letter a / is text, as a name typed by hand may hold one")
        // n and N are letters of the search, not steps: ↓ and ↑ step through what matches.
        Fixtures.press(&state, .backspace, .down)
        XCTAssertEqual(state.picker?.selection, 1)
    }

    func testTheExercisesLoggedTakeASlashTypedFirstTheSameWay() {
        var state = Fixtures.state()
        Fixtures.press(&state, .char("2"), .char("E"))
        _ = update(&state, .loaded(.loggedExercises([
            LoggedExercise(exerciseID: "dumbbell-row", title: "Dumbbell rows", sessions: 40, lastDay: Fixtures.today),
            LoggedExercise(exerciseID: "barbell-bench-press", title: "Bench", sessions: 1, lastDay: Fixtures.today.adding(days: -3)),
        ])))
        type(&state, "/bench")
        XCTAssertEqual(state.picker?.query, "bench")
        XCTAssertEqual(pickerItems(state).map(\.id), ["barbell-bench-press"])
    }
}
