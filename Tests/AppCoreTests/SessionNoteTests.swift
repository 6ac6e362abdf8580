import AppCore
import Domain
import XCTest

/// A note on the session: one key during the workout opens its form and saving writes the note
/// alone; afterwards the session's page edits it and an exercise's note; History shows it.
final class SessionNoteTests: XCTestCase {
    private func type(_ state: inout AppState, _ text: String) {
        for c in text { Fixtures.press(&state, .char(c)) }
    }

    func testNDuringTheWorkoutOpensTheNoteFormAndSavingWritesTheNoteAlone() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.rowsSelected(width: w, height: h)
            XCTAssertTrue(Fixtures.press(&state, .char("N")).isEmpty)
            XCTAssertEqual(state.form?.title, "Note on the session")
            type(&state, "Slept badly, kept it light")
            assertSnapshot(render(state), named: "workout-note-form-\(w)x\(h)")
            let effects = Fixtures.press(&state, .enter)
            let id = try XCTUnwrap(state.workout?.id)
            XCTAssertEqual(effects, [.changeWorkout(id: id, .changeNote("Slept badly, kept it light"))])
            XCTAssertEqual(state.workout?.note, "Slept badly, kept it light")
            XCTAssertEqual(state.flash?.text, "Session note saved.")
            assertSnapshot(render(state), named: "workout-with-note-\(w)x\(h)")
        }
    }

    func testTheNoteFormSavedUnchangedWritesNothingAndEmptiedRemovesTheNote() {
        var state = Fixtures.rowsSelected()
        state.workout?.note = "Old gym"
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.form?.fields.first?.value, "Old gym")
        XCTAssertEqual(workoutChanges(Fixtures.press(&state, .enter)), [])
        Fixtures.press(&state, .char("N"), .char("\u{15}"), .enter)
        XCTAssertEqual(state.workout?.note, "")
        XCTAssertEqual(state.flash?.text, "Session note removed.")
    }

    func testAWorkoutWithoutStepsTakesANoteToo() {
        var state = Fixtures.rowsSelected()
        state.workout?.steps = []
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.form?.title, "Note on the session")
    }

    /// History's list with notes on some sessions: the first words where there is room, a mark where not.
    func testTheListShowsANotesFirstWordsOrAMark() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = HistoryTabTests.onHistory(width: w, height: h)
            state.historyTab.page?.rows[0].note = "Felt strong, slept eight hours; new shoes"
            state.historyTab.page?.rows[2].note = "Gym was packed\nso I did supersets"
            let text = render(state).text
            XCTAssertTrue(text.contains(w >= 70 ? "✎ Felt strong" : "✎"), text)
            assertSnapshot(render(state), named: "history-list-notes-\(w)x\(h)")
        }
    }

    /// The session's page: the whole note wrapped at the top, N and n edit the notes by id.
    func testTheSessionsPageShowsTheNoteWholeAndEditsItAndAnExercisesNote() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = HistoryTabTests.onHistory(width: w, height: h)
            for effect in Fixtures.press(&state, .enter) { HistoryTabTests.answer(&state, effect) }
            state.historyTab.detail?.summary.note = "Felt strong after a week off; slept eight hours and ate well. New shoes, better squat depth."
            assertSnapshot(render(state), named: "history-detail-note-\(w)x\(h)")
        }
        var state = HistoryTabTests.onHistory()
        for effect in Fixtures.press(&state, .enter) { HistoryTabTests.answer(&state, effect) }
        let id = try XCTUnwrap(state.historyTab.detailID)
        Fixtures.press(&state, .char("N"))
        XCTAssertEqual(state.form?.title, "Note on the session")
        type(&state, "Good pump")
        XCTAssertEqual(Fixtures.press(&state, .enter).first, .editPastSession(.note(session: id, "Good pump")))
        XCTAssertEqual(state.historyTab.detail?.summary.note, "Good pump")

        // n on a set of Dumbbell rows edits the exercise's note, by its step's id.
        Fixtures.press(&state, .char("j"), .char("n"))
        XCTAssertEqual(state.form?.title, "Note on Dumbbell rows (pull)")
        XCTAssertEqual(state.form?.fields.first?.value, "Felt strong")
        // A note written is added to, never replaced by the first key.
        type(&state, ", left elbow ached")
        XCTAssertEqual(Fixtures.press(&state, .enter).first,
                       .editPastSession(.stepNote(session: id, step: "01JSTEPROWS000000000000000", "Felt strong, left elbow ached")))
        XCTAssertEqual(state.historyTab.detail?.steps[0].note, "Felt strong, left elbow ached")
    }
}
