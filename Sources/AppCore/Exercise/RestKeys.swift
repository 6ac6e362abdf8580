import Domain

/// The running rest in the moment: longer or shorter by Settings' rest step, or its length
/// kept as the rest of the exercise it follows.
func restKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var workout = state.workout else { return [] }
    guard workout.rest != nil else {
        state.flash = Flash("No rest is running: \(state.keymap.label(.longerRest, in: .exercise)) and \(state.keymap.label(.shorterRest, in: .exercise)) change one, "
                            + "\(state.keymap.label(.keepRest, in: .exercise)) keeps its length.")
        return []
    }
    switch action {
    case .longerRest, .shorterRest:
        let step = state.settings.restStepSeconds
        guard let change = workout.adjustRest(by: action == .longerRest ? step : -step, at: state.now.epochSeconds) else { return [] }
        switch change {
        case .ended:
            state.flash = Flash("Rest over. Next set when ready.")
        case .running(let remaining, let total):
            let most = action == .longerRest && total == ActiveWorkout.longestRestSeconds ? " (the longest a rest can be)" : ""
            state.flash = Flash("Rest \(formatClock(remaining)) left of \(formatClock(total))\(most); "
                                + "\(state.keymap.says(.keepRest, in: .exercise, "keeps it for the exercise")).")
        }
    case .keepRest:
        guard let kept = workout.keepRest() else { return [] }
        let plan = workout.steps[kept.step].plan
        let length = formatClock(kept.seconds)
        var effects: [Effect] = []
        if let index = state.workoutSplitIndex, let split = state.splits[index].keepingRest(kept.seconds, of: plan) {
            state.splits[index] = split
            effects.append(saveSplit(state, index))
            state.flash = Flash("\(plan.title) rests \(length) from now on, in \(split.name) too.")
        } else {
            let why = plan.programSlot != nil ? "a program's rests are its plan file's" : "its split has no such step"
            state.flash = Flash("\(plan.title) rests \(length) for the rest of this workout; \(why).")
        }
        return showAndWrite(&state, workout) + effects
    default:
        return []
    }
    return showAndWrite(&state, workout)
}
