import Domain

/// `w`: the picker of exercises that can stand in for the selected one, or the sentence that
/// says why it cannot be swapped.
func openSwapPicker(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else {
        state.flash = Flash(noExercisesMessage(state.keymap))
        return []
    }
    let step = workout.steps[state.exercise.selection]
    if let refusal = step.plan.swapRefusal ?? (step.isComplete ? .done : nil) {
        state.flash = Flash(swapRefusalSentence(refusal, title: step.plan.title), isError: true)
        return []
    }
    guard let exercise = state.catalog.exercise(step.plan.exerciseID), !swapCandidates(state, for: exercise).isEmpty else {
        state.flash = Flash("Nothing else in the catalog trains the same muscles as \(step.plan.title).", isError: true)
        return []
    }
    state.modal = .picker(Picker(title: "Swap \(step.plan.title) for", purpose: .swapStep(stepID: step.id)))
    return []
}

/// Why a step cannot be swapped, as one sentence.
func swapRefusalSentence(_ refusal: SwapRefusal, title: String) -> String {
    switch refusal {
    case .notInCatalog: return "\(title) is not a catalog exercise: nothing says what it trains, so it cannot be swapped."
    case .notSets: return "\(title) is not done in sets: only an exercise done in sets can be swapped."
    case .done: return "\(title) is done: every set is logged, so there is nothing left to swap."
    }
}

/// The catalog exercises that can stand in for `exercise`, leaving out those in the workout.
private func swapCandidates(_ state: AppState, for exercise: CatalogExercise) -> [CatalogExercise] {
    let inWorkout = Set(state.workout?.steps.compactMap(\.plan.exerciseID) ?? [])
    return state.catalog.swapCandidates(for: exercise, excluding: inWorkout)
}

/// The rows of the swap picker: the candidates in their order, those the search names, the
/// one the query names first.
func swapItems(_ state: AppState, stepID: Int, query: String) -> [PickerItem] {
    guard let workout = state.workout, let index = workout.index(ofStep: stepID),
          let exercise = state.catalog.exercise(workout.steps[index].plan.exerciseID) else { return [] }
    let all = swapCandidates(state, for: exercise)
    var candidates = all
    if !query.trimmingSpaces.isEmpty {
        let matching = Set(state.catalog.search(query).map(\.id))
        candidates = candidates.filter { matching.contains($0.id) }
    }
    func row(_ e: CatalogExercise) -> PickerItem { PickerItem(id: e.id, label: e.name, detail: exerciseDetail(state, e)) }
    return namedFirst(candidates.map(row), query: query, catalog: state.catalog) { named in
        all.contains { $0.id == named.id } ? row(named) : nil
    }
}

/// Swaps the step with `stepID` for the catalog exercise `exerciseID`, for this session.
func swapStep(_ state: inout AppState, stepID: Int, exerciseID: String) -> [Effect] {
    guard var workout = state.workout, let index = workout.index(ofStep: stepID),
          let exercise = state.catalog.exercise(exerciseID) else { return [] }
    let original = workout.steps[index]
    switch workout.swapStep(index, for: exercise) {
    case .failure(let refusal):
        state.flash = Flash(swapRefusalSentence(refusal, title: original.plan.title), isError: true)
        return []
    case .success(let at):
        // Values chosen with +/- were the original's weights.
        state.exercise.pending[stepID] = nil
        state.exercise.justLogged = nil
        state.exercise.selection = at
        let left = workout.steps[at].plan.totalSets
        state.flash = Flash(at == index ? "\(exercise.name) in place of \(original.plan.title) for this session."
                            : "\(original.plan.title) keeps the sets logged; \(exercise.name) takes the \(plural(left, "set")) left.")
        return showAndWrite(&state, workout)
    }
}
