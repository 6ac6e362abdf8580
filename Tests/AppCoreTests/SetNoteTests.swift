import AppCore
import Domain
import XCTest

/// A note on a set: `m` on the set just logged (or another, by the form's Set field), written by
/// the set's id; shown under the exercise's sets and on the session's page, where `e` edits it.
final class SetNoteTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    /// Day A's rows with their warm-up and a working set logged.
    private func rowsLogged(width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixtures.rowsSelected(width: width, height: height)
        Fixtures.press(&state, .char(" "), .char(" "))
        return state
    }

    func testMWritesANoteOnTheSetJustLoggedByItsID() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = rowsLogged(width: w, height: h)
            let set = try XCTUnwrap(state.workout?.steps[2].sets.last)
            XCTAssertTrue(Fixtures.press(&state, .char("m")).isEmpty)
            XCTAssertEqual(state.form?.title, "Note on set 1 · Dumbbell rows (pull)")
            XCTAssertEqual(state.form?.fields.map(\.key), [.note, .setNumber])
            type(&state, "Grip went")
            let effects = Fixtures.press(&state, .enter)
            XCTAssertEqual(workoutChanges(effects), [.changeSetNote(id: set.id, "Grip went")])
            XCTAssertEqual(state.workout?.steps[2].sets.map(\.note), ["", "Grip went"])
            XCTAssertEqual(state.flash?.text, "Note saved on set 1 of Dumbbell rows (pull).")
            Fixtures.press(&state, .char("k"), .char("j")) // the flash gone, as after the next key
            XCTAssertTrue(render(state).text.contains("✎ 1: Grip went"), render(state).text)
            assertSnapshot(render(state), named: "exercise-set-note-\(w)x\(h)")
        }
    }

    func testTheSetFieldMovesTheFormToAnotherSet() throws {
        var state = rowsLogged()
        state.workout?.steps[2].sets[0].note = "Light"
        let warmup = try XCTUnwrap(state.workout?.steps[2].sets.first)
        Fixtures.press(&state, .char("m"), .tab, .left)
        XCTAssertEqual(state.form?.title, "Note on warm-up 1 · Dumbbell rows (pull)")
        XCTAssertEqual(state.form?.value(.note), "Light", "that set's note")
        Fixtures.press(&state, .backTab)
        type(&state, ", easy")
        XCTAssertEqual(workoutChanges(Fixtures.press(&state, .enter)), [.changeSetNote(id: warmup.id, "Light, easy")])
        // A set with a note of its own shows it, and Enter leaves it as it was.
        Fixtures.press(&state, .char("m"))
        type(&state, "Both even")
        Fixtures.press(&state, .tab, .left)
        XCTAssertEqual(state.form?.value(.note), "Light, easy")
        XCTAssertEqual(workoutChanges(Fixtures.press(&state, .enter)), [])
        // A note typed before choosing a set without one goes to that set.
        Fixtures.press(&state, .char(" "))
        Fixtures.press(&state, .char("m"))
        type(&state, "Both even")
        Fixtures.press(&state, .tab, .left)
        XCTAssertEqual(state.form?.title, "Note on set 1 · Dumbbell rows (pull)")
        Fixtures.press(&state, .enter)
        XCTAssertEqual(state.workout?.steps[2].sets.map(\.note), ["Light, easy", "Both even", ""])
    }

    func testMBeforeAnySetSaysHowToLogOne() {
        var state = Fixtures.rowsSelected()
        XCTAssertTrue(Fixtures.press(&state, .char("m")).isEmpty)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.flash?.text, "No set of Dumbbell rows (pull) is logged yet: Space logs one, then m writes its note.")
    }

    func testTheSessionsPageShowsASetsNoteAndItsFormEditsIt() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = HistoryTabTests.onHistory(width: w, height: h)
            for effect in Fixtures.press(&state, .enter) { HistoryTabTests.answer(&state, effect) }
            state.historyTab.detail?.steps[0].sets[1].note = "Grip went on the last rep"
            let text = render(state).text
            XCTAssertTrue(text.contains("✎ Grip went on the last rep"), text)
            assertSnapshot(render(state), named: "history-detail-set-note-\(w)x\(h)")
        }
        var state = HistoryTabTests.onHistory()
        for effect in Fixtures.press(&state, .enter) { HistoryTabTests.answer(&state, effect) }
        let id = try XCTUnwrap(state.historyTab.detailID)
        Fixtures.press(&state, .char("j"), .char("j"), .char("e"))
        XCTAssertEqual(state.form?.fields.last?.key, .note)
        // Unchanged, the note is not written; changed, it is, beside the figures.
        XCTAssertEqual(Fixtures.press(&state, .enter).count, 1)
        Fixtures.press(&state, .char("e"))
        for _ in 0..<((state.form?.fields.count ?? 1) - 1) { Fixtures.press(&state, .tab) }
        type(&state, "Grip went")
        let effects = Fixtures.press(&state, .enter)
        XCTAssertEqual(effects.last, .editPastSession(.setNote(session: id, set: "s1", "Grip went")))
    }
}
