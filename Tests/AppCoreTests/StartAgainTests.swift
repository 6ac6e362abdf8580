import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// A past workout started again from History, and the keys of this change moved by the config.
final class StartAgainTests: XCTestCase {
    /// The fixture session with the plans its steps ran (Day A's), as the store reads them.
    private func answer(_ state: inout AppState, _ effect: Effect) {
        guard case .load(.sessionDetail(let id)) = effect else { return HistoryTabTests.answer(&state, effect) }
        var detail = HistoryTabTests.detail(id: id)
        for i in detail.steps.indices {
            detail.steps[i].plan = DefaultSplits.all[0].steps.first { $0.exerciseID == detail.steps[i].exerciseID }
        }
        for next in update(&state, .loaded(.sessionDetail(id: id, detail))) { answer(&state, next) }
    }

    func testROnTheListOpensTheSessionAndAsksThenStartsItsPlan() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = HistoryTabTests.onHistory(width: w, height: h)
            for effect in Fixtures.press(&state, .char("r")) { answer(&state, effect) }
            let id = try XCTUnwrap(state.historyTab.page?.row(at: 0)?.id)
            XCTAssertEqual(state.historyTab.detailID, id)
            XCTAssertEqual(state.modal, .question(.startAgain(session: id)))
            assertSnapshot(render(state), named: "history-start-again-\(w)x\(h)")
        }
        var state = HistoryTabTests.onHistory()
        for effect in Fixtures.press(&state, .char("r")) { answer(&state, effect) }
        let effects = Fixtures.press(&state, .enter)
        guard case .beginWorkout(let workout)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertEqual(workout.sessionType, "A")
        XCTAssertEqual(workout.steps.map(\.plan.title), ["Daily Challenge — squats + push-ups", "Dumbbell rows (pull)",
                                                         "Dumbbell chest press (push)", "Plank"])
        XCTAssertEqual(workout.steps[1].plan.warmupSets, 1)
        XCTAssertEqual(workout.steps[1].plan.workingSets, 2, "as many as were logged")
        XCTAssertEqual(workout.steps[3].plan.durationSeconds, 45)
        XCTAssertTrue(state.showingWorkout)
        XCTAssertEqual(state.workout?.title, "Day A — Upper Strength")
    }

    func testROnTheSessionsPageAsksAtOnceAndNotWhileAWorkoutRuns() throws {
        var state = HistoryTabTests.onHistory()
        for effect in Fixtures.press(&state, .enter) { HistoryTabTests.answer(&state, effect) }
        let id = try XCTUnwrap(state.historyTab.detailID)
        Fixtures.press(&state, .char("r"))
        XCTAssertEqual(state.modal, .question(.startAgain(session: id)))
        Fixtures.press(&state, .escape)
        XCTAssertNil(state.workout)

        var running = Fixtures.rowsSelected()
        for effect in Fixtures.press(&running, .char("2")) { HistoryTabTests.answer(&running, effect) }
        for effect in Fixtures.press(&running, .char("r")) { HistoryTabTests.answer(&running, effect) }
        XCTAssertNil(running.modal)
        XCTAssertEqual(running.flash?.text, "A workout is already running: finish or discard it before starting another.")
    }

    // MARK: - Keys of one's own

    func testTheNewKeysMoveWithTheConfigAndMessagesNameTheKeyMoved() throws {
        let config = try DeviceConfig.parse("[keys]\nsetNote = M\ntoggleSides = ;\nrepeatWorkout = R\n", file: "/c/config", roles: Theme.roleNames)
        let keymap = Keymap(try KeyOverrides(config, file: "/c/config"))
        var state = Fixtures.rowsSelected(splits: DefaultSplits.all, keymap: keymap)
        XCTAssertTrue(Fixtures.press(&state, .char("m")).isEmpty)
        XCTAssertNil(state.modal, "m is no longer the note's key")
        Fixtures.press(&state, .char("M"))
        XCTAssertEqual(state.flash?.text, "No set of Dumbbell rows (pull) is logged yet: Space logs one, then M writes its note.")
        Fixtures.press(&state, .char(" "), .char(" "), .char("M"))
        XCTAssertEqual(state.form?.title, "Note on set 1 · Dumbbell rows (pull)")
        Fixtures.press(&state, .escape, .char("j"), .char(";"))
        XCTAssertEqual(state.flash?.text, "Dumbbell chest press (push): a side at a time; ; again: both at once.")

        var history = HistoryTabTests.onHistory()
        history.keymap = keymap
        for effect in Fixtures.press(&history, .char("R")) { answer(&history, effect) }
        guard case .question(.startAgain)? = history.modal else { return XCTFail("\(String(describing: history.modal))") }
    }
}
