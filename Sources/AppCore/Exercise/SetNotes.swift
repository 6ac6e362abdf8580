import Domain

/// The longest note the form takes on one set.
let setNoteMaxLength = 120

/// How a step's sets are named in a note's form and beside their notes: warm-ups "w1", "w2",
/// working sets "1", "2", as the set circles and History count them.
func setNames(_ sets: [SetLog]) -> [String] {
    var warmups = 0, working = 0
    return sets.map { set in
        if set.isWarmup { warmups += 1; return "w\(warmups)" }
        working += 1
        return "\(working)"
    }
}

/// The notes on a step's sets, each after its set's name: "2: grip went".
func setNoteWords(_ sets: [SetLog]) -> [String] {
    zip(setNames(sets), sets).compactMap { name, set in set.note.isEmpty ? nil : name + ": " + noteOnOneLine(set.note) }
}

/// `m` on the Exercise screen: the note on the selected exercise's last set.
func openSetNoteForm(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else {
        state.flash = Flash(noExercisesMessage(state.keymap))
        return []
    }
    let step = workout.steps[state.exercise.selection]
    guard !step.sets.isEmpty else {
        state.flash = Flash(step.plan.totalSets > 0 || step.plan.kind == .timed
            ? "No set of \(step.plan.title) is logged yet: \(state.keymap.says(.completeSet, in: .exercise, "logs one")), then \(state.keymap.label(.setNote, in: .exercise)) writes its note."
            : "\(step.plan.title) has no sets to write a note on: \(state.keymap.says(.note, in: .exercise, "writes one on the exercise")).")
        return []
    }
    state.modal = .form(setNoteForm(step, set: step.sets.count - 1))
    return []
}

/// The form of the note on set `index` of `step`; with more than one set, its Set field
/// (←/→) moves the form to another of them.
func setNoteForm(_ step: WorkoutStep, set index: Int) -> Form {
    let names = setNames(step.sets)
    var fields = [FormField(.note, "Note", noteOnOneLine(step.sets[index].note), .text(maxLength: setNoteMaxLength))]
    if step.sets.count > 1 { fields.append(FormField(.setNumber, "Set", names[index], .choice(names))) }
    return Form(title: setNoteTitle(step, set: index, names: names), fields: fields,
                purpose: .setNote(step: step.id, set: step.sets[index].reference))
}

private func setNoteTitle(_ step: WorkoutStep, set index: Int, names: [String]) -> String {
    let name = names[index]
    return "Note on " + (name.hasPrefix("w") ? "warm-up \(name.dropFirst())" : "set \(name)") + " · " + step.plan.title
}

/// The Set field moved: the form is that set's, with its note. A note typed and not saved is
/// kept when the set chosen has none, so choosing the set after typing loses nothing.
func setNoteFollowsSet(_ form: inout Form, _ state: AppState) {
    guard case .setNote(let id, let reference) = form.purpose, let step = state.workout?.steps.first(where: { $0.id == id }) else { return }
    let names = setNames(step.sets)
    guard let chosen = names.firstIndex(of: form.value(.setNumber)), !step.sets[chosen].isNamed(by: reference),
          let note = form.fields.firstIndex(where: { $0.key == .note }) else { return }
    let typed = form.fields[note].value
    let was = step.sets.last { $0.isNamed(by: reference) }.map { noteOnOneLine($0.note) } ?? ""
    let stored = noteOnOneLine(step.sets[chosen].note)
    form.fields[note].value = stored.isEmpty && typed != was ? typed : stored
    form.title = setNoteTitle(step, set: chosen, names: names)
    form.purpose = .setNote(step: id, set: step.sets[chosen].reference)
}

/// Saves a set's note: one write of the note alone, by the set's id.
func saveSetNote(_ state: inout AppState, _ form: Form, step id: Int, set reference: String) -> [Effect] {
    guard var workout = state.workout, let i = workout.index(ofStep: id),
          let j = workout.steps[i].sets.lastIndex(where: { $0.isNamed(by: reference) }) else {
        state.flash = Flash("That set is no longer in the workout; the note was not saved.", isError: true)
        return []
    }
    guard let note = changedNote(form, was: workout.steps[i].sets[j].note) else { return [] }
    guard !workout.steps[i].sets[j].id.isEmpty else {
        // Not stored yet (its write has not come back): a note now would have no row to go on.
        state.flash = Flash("That set is still being saved; write its note again in a moment.", isError: true)
        state.modal = .form(form)
        return []
    }
    let name = setNames(workout.steps[i].sets)[j]
    let which = (name.hasPrefix("w") ? "warm-up \(name.dropFirst())" : "set \(name)") + " of \(workout.steps[i].plan.title)"
    workout.steps[i].sets[j].note = note
    state.flash = Flash(note.isEmpty ? "Note on \(which) removed." : "Note saved on \(which).")
    return showAndWrite(&state, workout)
}
