import Domain

/// The answer to the question on screen: each question's yes is carried out by its screen.
func questionKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .question(let question) = state.modal else { return [] }
    state.modal = nil
    let yes = action == .yes
    switch question {
    case .start(let sessionType):
        return yes ? startWorkout(&state, sessionType: sessionType) : []
    case .resume:
        if yes {
            state.showingWorkout = true
        } else {
            state.flash = Flash("Workout kept: \(Keymap.label(.resumeWorkout, in: .home)) on Home returns to it.")
        }
    case .partial:
        if yes { return finishOrAskSaveBack(&state, partial: true) }
    case .saveBack(let partial):
        return finish(&state, partial: partial, saveBack: yes)
    case .discard:
        if yes { return discardWorkout(&state) }
    case .deleteSplit(let sessionType):
        if yes { return deleteSplit(&state, sessionType: sessionType) }
    case .removeStep(let sessionType, let step):
        if yes { return removeSplitStep(&state, sessionType: sessionType, step: step) }
    }
    return []
}
