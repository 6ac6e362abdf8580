import Domain

/// The longest note the forms take, on a session and on one of its exercises (an imported
/// one may be longer, and is kept as it is until edited).
let sessionNoteMaxLength = 500
let stepNoteMaxLength = 120

/// The one-field form for a session's note, its text filled in.
func sessionNoteForm(_ note: String, purpose: FormPurpose) -> Form {
    Form(title: "Note on the session", fields: [FormField(.note, "Note", noteOnOneLine(note), .text(maxLength: sessionNoteMaxLength))],
         purpose: purpose)
}

/// The note a note form saves: nil when it is the note shown, unchanged (a note of several
/// lines, shown on one, is not written back flattened).
func changedNote(_ form: Form, was: String) -> String? {
    let note = form.value(.note).trimmingSpaces
    return note == noteOnOneLine(was) ? nil : note
}

/// `N` on the Exercise screen: the running workout's note.
func openSessionNoteForm(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout else { return [] }
    state.modal = .form(sessionNoteForm(workout.note, purpose: .sessionNote))
    return []
}

/// Saves the running workout's note: one write of the note alone, by the session's id.
func saveSessionNote(_ state: inout AppState, _ form: Form) -> [Effect] {
    guard var workout = state.workout, let note = changedNote(form, was: workout.note) else { return [] }
    workout.note = note
    state.flash = Flash(note.isEmpty ? "Session note removed." : "Session note saved.")
    return showAndWrite(&state, workout)
}

/// A note on one line, as a form's field and a list row show it: its line breaks (an
/// imported note may have them) become spaces.
func noteOnOneLine(_ note: String) -> String {
    note.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
}

/// A note wrapped to `width` columns, its own line breaks kept.
func wrappedNote(_ note: String, width: Int) -> [String] {
    note.split(whereSeparator: \.isNewline).flatMap { wrap(String($0), width: width) }
}
