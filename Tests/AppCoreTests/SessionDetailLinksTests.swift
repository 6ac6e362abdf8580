import AppCore
import Domain
import XCTest

/// What the session detail shows and opens beyond its own edits: a superset's steps named
/// A1/A2, and the selected exercise's progress page (P).
final class SessionDetailLinksTests: XCTestCase {
    private func onDetail(_ detail: SessionDetail = HistoryTabTests.detail()) -> AppState {
        var state = HistoryTabTests.onHistory()
        for effect in update(&state, .key(.enter)) {
            guard case .load(.sessionDetail(let id)) = effect else { continue }
            var detail = detail
            detail.summary.id = id
            _ = update(&state, .loaded(.sessionDetail(id: id, detail)))
        }
        return state
    }

    func testPOpensTheSelectedExercisesProgressPageAndEscComesBack() {
        var state = onDetail()
        XCTAssertNotNil(state.historyTab.detail)
        // The first row is the first exercise: Dumbbell rows.
        let effects = update(&state, .key(.char("P")))
        XCTAssertEqual(state.exercisePage?.exerciseID, "dumbbell-row")
        XCTAssertTrue(effects.contains(.load(.exerciseProgress("dumbbell-row"))), "\(effects)")
        XCTAssertEqual(keyContext(state), .exercisePage)
        _ = update(&state, .key(.escape))
        XCTAssertNil(state.exercisePage)
        XCTAssertEqual(keyContext(state), .sessionDetail, "back to the session it was opened from")
        XCTAssertEqual(Keymap.standard.label(.openExercisePage, in: .sessionDetail), "P", "named in the help from the keymap")
    }

    func testAnExerciseTypedByHandHasNoPageAndSaysSo() {
        var detail = HistoryTabTests.detail()
        detail.steps[0].exerciseID = nil
        var state = onDetail(detail)
        XCTAssertTrue(update(&state, .key(.char("P"))).isEmpty)
        XCTAssertNil(state.exercisePage)
        XCTAssertEqual(state.flash?.text.hasPrefix("Select an exercise from the catalog"), true)
    }

    func testSupersetStepsAreNamedA1A2AndSaySuperset() {
        var detail = HistoryTabTests.detail()
        detail.steps[0].supersetGroup = 1
        detail.steps[1].supersetGroup = 1
        let text = render(onDetail(detail)).text
        XCTAssertTrue(text.contains("A1 Dumbbell rows (pull) · superset"), text)
        XCTAssertTrue(text.contains("A2 Dumbbell chest press (push) · superset"), text)
        XCTAssertFalse(text.contains("A3"), "the plank is on its own")
    }
}
