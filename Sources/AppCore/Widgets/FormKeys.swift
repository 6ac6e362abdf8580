import Domain

/// Keys of an open form: edit the focused field, move between fields, save or cancel.
func formKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var form = state.form else { state.modal = nil; return [] }
    defer { if case .form = state.modal { state.modal = .form(form) } }
    form.problem = nil
    switch action {
    case .type(let c):
        if !form.type(c) { state.flash = Flash(fieldHint(form.fields[form.selection], state.keymap), isError: true) }
    case .erase: form.erase()
    case .clearField: form.clearField()
    case .eraseWord: form.eraseWord()
    case .nextField: form.move(1)
    case .previousField: form.move(-1)
    case .left: form.cycle(-1)
    case .right: form.cycle(1)
    case .no:
        state.modal = nil
    case .save:
        if let error = form.validationError(state.keymap) {
            state.flash = Flash(error, isError: true)
            return []
        }
        state.modal = nil
        let effects = saveForm(&state, form)
        // A form opened again by its save (a value refused) stays as the save left it.
        if case .form(let again) = state.modal { form = again }
        return effects
    default:
        break
    }
    if form.purpose == .exportData { exportPathFollowsFormat(&form) }
    if case .setNote = form.purpose { setNoteFollowsSet(&form, state) }
    if case .editSplitStep = form.purpose { ruleFieldsFollowRule(&form, unit: state.settings.unit) }
    return []
}

/// What a field takes, when a key it refuses was typed.
private func fieldHint(_ field: FormField, _ keymap: Keymap) -> String {
    switch field.kind {
    case .text(let maxLength): return "\(field.label) takes at most \(plural(maxLength, "character"))."
    case .number(let decimal, _, _): return "\(field.label) takes " + (decimal ? "a number like 22.5." : "whole numbers only.")
    case .choice: return "Use \(keymap.label(.left, in: .form))/\(keymap.label(.right, in: .form)) to change \(field.label)."
    case .clock: return "\(field.label) takes a time like 20:00, or whole minutes."
    }
}

private func saveForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    switch form.purpose {
    case .editSet(let step, let set):
        return saveSetForm(&state, form, step: step, set: set)
    case .stepNote(let id):
        guard var workout = state.workout, let index = workout.index(ofStep: id) else { return [] }
        workout.steps[index].note = form.value(.note).trimmingSpaces
        return showAndWrite(&state, workout)
    case .sessionNote:
        return saveSessionNote(&state, form)
    case .setNote(let step, let set):
        return saveSetNote(&state, form, step: step, set: set)
    case .newSplit, .editSplit:
        return saveSplitForm(&state, form)
    case .editSplitStep(let sessionType, let step):
        return saveStepForm(&state, form, sessionType: sessionType, step: step)
    case .exerciseWeightStep(let exerciseID):
        return saveWeightStepForm(&state, form, exerciseID: exerciseID)
    case .exportData, .importData, .backup, .reset, .plates:
        return saveActionForm(&state, form)
    case .pastSet, .pastAddSet, .moveSession, .pastSessionNote, .pastStepNote:
        return savePastSessionForm(&state, form)
    case .newRegion(let returnTo, let checked):
        return saveNewRegionForm(&state, form, returnTo: returnTo, checked: checked)
    case .bodyMeasurement:
        return saveBodyForm(&state, form)
    case .startProgram(let origin):
        return saveStartProgramForm(&state, form, origin: origin)
    }
}
