import Domain

/// The exercise a key about sets works on: right after a set, that set's, where the cursor
/// has gone on from it (its last set, a superset's partner); otherwise the selected one.
func setsStep(_ state: AppState, justLogged: Int?) -> Int? {
    guard let workout = state.workout else { return nil }
    if let id = justLogged, let index = workout.index(ofStep: id) { return index }
    return workout.steps.indices.contains(state.exercise.selection) ? state.exercise.selection : nil
}

/// A set beyond the plan, logged at once (on the exercise of the set just logged, else the
/// selected one): one more working set at what Space would carry on with, or a drop set under
/// the last set. +/- and >/< then correct it, and it is remembered as this terminal's, for the
/// key that takes it back.
func addSet(_ state: inout AppState, _ kind: AddedSet, justLogged: Int?) -> [Effect] {
    guard var workout = state.workout, let index = setsStep(state, justLogged: justLogged) else {
        if state.workout?.steps.isEmpty == true { state.flash = Flash(noExercisesMessage(state.keymap)) }
        return []
    }
    let step = workout.steps[index]
    let values: SetValues
    switch kind {
    case .working:
        values = nextWorkingSet(state, step)
    case .drop:
        let round = step.plan.loadType == .weight ? warmupRounding(state, step) : nil
        switch step.dropSetValues(increment: weightIncrement(state, step.plan), round: round) {
        case .success(let dropped): values = dropped
        case .failure(let refusal):
            state.flash = Flash(addSetRefusal(refusal, step, state.keymap))
            return []
        }
    }
    if let refusal = workout.addSet(step: index, kind, values: values, at: state.now, defaultRest: state.settings.restSeconds,
                                    bodyWeight: state.bodyWeightToday) {
        state.flash = Flash(addSetRefusal(refusal, step, state.keymap))
        return []
    }
    let added = workout.steps[index]
    guard let set = added.sets.last else { return [] }
    state.exercise.justLogged = step.id
    state.exercise.added.append(set.reference)
    let what = (kind == .drop ? "Drop set" : "Set \(added.sets.count)") + " of \(step.plan.title)"
    state.flash = Flash("\(what): \(plainSetText(state, step, set)); \(state.keymap.weightStepKeys) correct, "
                        + "\(state.keymap.says(.takeBackAddedSet, in: .exercise, "takes back")).")
    let record = sayRecord(&state, workout, step: index)
    return showAndWrite(&state, workout) + record + (state.settings.bell && !record.contains(.bell) ? [.bell] : [])
}

/// "10 × 7.5 kg": a set's reps and weight, its kind said by the sentence around it.
private func plainSetText(_ state: AppState, _ step: WorkoutStep, _ set: SetLog) -> String {
    var set = set
    set.type = .normal
    return setText(set, unit: state.settings.unit, spelled: true, shape: SetShape(step.plan))
}

/// Why a set cannot be added to `step`, in one sentence that says what can be done.
private func addSetRefusal(_ refusal: AddSetRefusal, _ step: WorkoutStep, _ keymap: Keymap) -> String {
    let title = step.plan.title
    switch refusal {
    case .notSets: return "\(title) has no sets to add to."
    case .plannedSetsLeft: return "\(title) has planned sets left: \(keymap.says(.completeSet, in: .exercise, "logs the next")); a set is added after them."
    case .noSetToDropFrom: return "A drop set follows a working set: log one of \(title) first."
    case .noWeightToDrop:
        return step.plan.loadType.weightLabel == nil ? "\(title) is logged without a weight: a drop set needs one to take off."
            : "\(title)'s last set has no weight to take off for a drop set."
    case .sideWaits: return "The last set of \(title) waits for its right side: \(keymap.says(.completeSet, in: .exercise, "does it")) first."
    }
}

/// Takes back a set added beyond the plan (of the exercise of the set just logged, else the
/// selected one), by its id: the last one this terminal added, else (added elsewhere, or before
/// a restart) the one added last.
func takeBackAddedSet(_ state: inout AppState, justLogged: Int?) -> [Effect] {
    guard var workout = state.workout, let index = setsStep(state, justLogged: justLogged) else { return [] }
    let step = workout.steps[index]
    let mine = state.exercise.added.last { reference in step.addedSetIndices.contains { step.sets[$0].isNamed(by: reference) } }
    guard let (at, set) = workout.takeBackAddedSet(step: index, named: mine) else {
        state.flash = Flash("\(step.plan.title) has no set added to take back; \(state.keymap.says(.undoSet, in: .exercise, "takes back its last set")).")
        return []
    }
    state.exercise.added.removeAll { set.isNamed(by: $0) }
    state.flash = Flash("Took back \(set.type == .drop ? "the drop set" : "set \(at + 1)") of \(step.plan.title): \(plainSetText(state, step, set)).")
    return showAndWrite(&state, workout)
}
