import Domain

/// A split open on the Plans tab: add, edit, remove and order its exercises.
func planStepsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action == .back {
        state.plans.isOpen = false
        return []
    }
    if let effects = navigationKey(&state, action) { return effects }
    guard let i = state.splitIndex(state.selectedSplit?.sessionType ?? "") else { return [] }
    let j = state.plans.stepSelection
    let steps = state.splits[i].steps
    switch action {
    case .up, .down:
        state.plans.stepSelection = stepped(j, forward: action == .down, count: steps.count)
        return []
    case .addExercise:
        state.modal = .picker(Picker(title: "Add to \(state.splits[i].name)", purpose: .addToSplit(sessionType: state.splits[i].sessionType)))
        return []
    case .edit:
        guard steps.indices.contains(j) else { return [] }
        let exercise = state.catalog.exercise(steps[j].exerciseID)
        state.modal = .form(stepForm(steps[j], sessionType: state.splits[i].sessionType, unit: state.settings.unit, exercise: exercise))
        if let exercise, exercise.category == .custom {
            let regions = exercise.primary.compactMap { state.catalog.region($0)?.label }
            state.flash = Flash("\(exercise.name) was typed by hand and trains " + (regions.isEmpty ? "no region yet" : regions.joined(separator: ", "))
                                + "; \(state.keymap.says(.editMuscles, in: .planSteps, "on the list picks its muscles")).")
        }
        return []
    case .linkSuperset:
        return linkSplitSuperset(&state, split: i, step: j)
    case .editMuscles:
        guard steps.indices.contains(j) else { return [] }
        editMuscles(&state, of: steps[j])
        return []
    case .delete:
        guard steps.indices.contains(j) else { return [] }
        state.modal = .question(.removeStep(sessionType: state.splits[i].sessionType, step: steps[j].id))
        return []
    case .moveItemUp, .moveItemDown:
        let target = j + (action == .moveItemUp ? -1 : 1)
        guard steps.indices.contains(j), steps.indices.contains(target) else { return [] }
        state.splits[i].steps.swapAt(j, target)
        state.plans.stepSelection = target
        return [saveSplit(state, i)]
    default:
        return []
    }
}
