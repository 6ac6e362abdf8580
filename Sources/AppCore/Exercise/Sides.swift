import Domain

/// `L` on the Exercise screen: the selected exercise one side at a time, or both at once again.
func toggleStepSides(_ state: inout AppState) -> [Effect] {
    guard var workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else {
        state.flash = Flash(noExercisesMessage(state.keymap))
        return []
    }
    let index = state.exercise.selection
    let title = workout.steps[index].plan.title
    switch workout.toggleSides(step: index) {
    case .failure(.notReps):
        state.flash = Flash("\(title) has no reps to log a side at a time.")
        return []
    case .failure(.working):
        state.flash = Flash("\(title) has working sets logged as they were; sides change before the first one.")
        return []
    case .success(let sided):
        // A value chosen with +/- for the next set was for the other way of logging it.
        state.exercise.pending[workout.steps[index].id] = nil
        state.flash = Flash(sided ? "\(title): a side at a time; \(state.keymap.says(.toggleSides, in: .exercise, "again: both at once"))."
                                  : "\(title): both sides at once.")
        return showAndWrite(&state, workout)
    }
}
