import AppCore
import BundledPlans
import Domain
import XCTest

/// A picker's search that names one exercise as a plan file or an import would ("OHP", "Chin
/// Ups") offers it first; any other search keeps the search's order.
final class PickerNamedExerciseTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    /// The Exercise screen of split A, with the picker that adds an exercise to the workout open.
    private func addPicker() -> AppState {
        var state = Fixtures.state()
        state.home.selection = 0
        Fixtures.press(&state, .enter, .enter)
        Fixtures.press(&state, .char("a"))
        XCTAssertEqual(state.picker?.purpose, .addToWorkout)
        return state
    }

    func testAnAbbreviationOrAnotherAppsNameOffersItsExerciseFirst() throws {
        for (query, id) in [("OHP", "overhead-press"), ("squat", "back-squat"), ("Chin Ups", "chin-up"), ("Bench Press (Barbell)", "barbell-bench-press")] {
            var state = addPicker()
            type(&state, query)
            let items = pickerItems(state)
            XCTAssertEqual(items.first?.id, id, query)
            XCTAssertEqual(items.filter { $0.id == id }.count, 1, "\(query): offered once")
        }
        // The search alone puts another squat first, and does not find "Chin Ups" at all.
        XCTAssertNotEqual(BundledCatalog.catalog.search("squat").first?.id, "back-squat")
        XCTAssertFalse(BundledCatalog.catalog.search("Chin Ups").contains { $0.id == "chin-up" })
    }

    func testANamedExerciseOfAnotherGroupSaysSo() throws {
        var state = addPicker()
        let workout = try XCTUnwrap(state.workout)
        let squat = try XCTUnwrap(state.catalog.exercise("back-squat"))
        XCTAssertFalse(state.catalog.search("", groups: workout.groups).contains { $0.id == squat.id }, "split A is not legs")
        type(&state, "back squat")
        let first = try XCTUnwrap(pickerItems(state).first)
        XCTAssertEqual(first.id, "back-squat")
        XCTAssertTrue(first.detail.hasPrefix("other group · "), first.detail)
    }

    func testASearchThatNamesNoOneExerciseKeepsItsOrder() throws {
        var state = addPicker()
        type(&state, "bench")
        let workout = try XCTUnwrap(state.workout)
        XCTAssertNil(ExerciseNames(state.catalog).exercise("bench"))
        let searched = state.catalog.search("bench", groups: workout.groups, excluding: Set(workout.steps.compactMap(\.plan.exerciseID)))
        XCTAssertEqual(Array(pickerItems(state).prefix(searched.count).map(\.id)), searched.map(\.id))
    }

    func testTheSwapListOffersTheNamedCandidateFirstAndNothingItCannotSwapIn() throws {
        var state = Fixtures.rowsSelected()
        Fixtures.press(&state, .char("w"))
        let all = pickerItems(state).map(\.id)
        XCTAssertTrue(all.contains("seated-cable-row"))
        type(&state, "row cable seated")
        XCTAssertEqual(pickerItems(state).first?.id, "seated-cable-row")
        Fixtures.press(&state, .char("\u{15}")) // ^U clears the search
        type(&state, "Leg Extensions")
        XCTAssertEqual(ExerciseNames(state.catalog).exercise("Leg Extensions")?.id, "leg-extension")
        XCTAssertFalse(all.contains("leg-extension"), "it trains other muscles than rows")
        XCTAssertEqual(pickerItems(state).map(\.id), [])
    }
}
