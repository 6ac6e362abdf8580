import Domain

/// The answer to the question on screen: each question's yes is carried out by its screen.
func questionKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .question(let question) = state.modal else { return [] }
    state.modal = nil
    let yes = action == .yes
    switch question {
    case .start(let sessionType):
        return yes ? startWorkout(&state, sessionType: sessionType) : []
    case .startAgain(let session):
        return yes ? startAgain(&state, session: session) : []
    case .resume:
        if yes {
            showWorkout(&state)
        } else {
            state.flash = Flash("Workout kept: \(state.keymap.label(.resumeWorkout, in: .home)) on Home returns to it.")
        }
    case .timeAway:
        return settleTimeAway(&state, counts: yes)
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
    case .deletePastSession(let id):
        if yes { return deletePastSession(&state, id: id) }
    case .deletePastSet(let session, let set):
        if yes { return deletePastSet(&state, session: session, set: set) }
    case .deleteBodyMeasurement(let uid):
        if yes { return deleteBodyMeasurement(&state, uid: uid) }
    case .replaceFile(let path, let format):
        return answerReplaceFile(&state, path: path, format: format, replace: yes)
    case .databaseReplaced:
        return yes ? [.putKeptCopyBack] : []
    case .switchProgram(let origin):
        if yes { return startOrSwitchProgram(&state, origin, askedFirst: true) }
    case .removeProgram(let uid):
        if yes { return removeProgram(&state, uid: uid) }
    case .programMistakes(let origin, let text, _):
        if yes { return [.editProgram(origin, text: text)] }
        state.flash = Flash("The program was not changed.")
    }
    return []
}

/// Brings the running workout to the front; after a long gap since its last set it first
/// asks whether the time away counts, so a workout left open overnight does not
/// log 14 hours.
func showWorkout(_ state: inout AppState) {
    guard let workout = state.workout else { return }
    state.showingWorkout = true
    if workout.longGap(at: state.now.epochSeconds) != nil { state.modal = .question(.timeAway) }
}

/// The answer to "Time away": the clock carries on, or the gap is left out of it (Domain's
/// `ActiveWorkout.settleGap`); either way it is saved, so the gap is not asked about again.
func settleTimeAway(_ state: inout AppState, counts: Bool) -> [Effect] {
    guard var workout = state.workout, let gap = workout.longGap(at: state.now.epochSeconds) else { return [] }
    workout.settleGap(at: state.now.epochSeconds, counts: counts)
    state.flash = Flash(counts ? "The clock counts the time away." : "Left out \(formatDuration(Int(gap))) away; the clock carries on from here.")
    return showAndWrite(&state, workout)
}
