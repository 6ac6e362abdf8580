import Domain

/// The Exercise screen: complete, undo and time sets, edit the session, finish or discard.
func exerciseKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    switch action {
    case .up, .down:
        guard let count = state.workout?.steps.count, count > 0 else { return [] }
        state.exercise.selection = stepped(state.exercise.selection, forward: action == .down, count: count)
        return []
    case .completeSet, .undoSet, .toggleTimer:
        return changeStep(&state, action)
    case .finish:
        guard let workout = state.workout else { return [] }
        // An empty session would count toward the streak: there is nothing to log.
        guard workout.completedSteps > 0 || workout.loggedSetCount > 0 else {
            state.flash = Flash("Nothing is done yet: complete a set first, or \(Keymap.says(.discard, in: .exercise, "discards the workout")).")
            return []
        }
        if workout.isBelowHalf {
            state.modal = .question(.partial)
            return []
        }
        return finishOrAskSaveBack(&state, partial: false)
    case .discard:
        if state.workout != nil { state.modal = .question(.discard) }
        return []
    default:
        return editWorkout(&state, action)
    }
}

/// Completes, undoes or times the selected step; `values` logs the next set with typed values.
func changeStep(_ state: inout AppState, _ action: Action, values: SetValues? = nil) -> [Effect] {
    guard var workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else {
        if state.workout?.steps.isEmpty == true { state.flash = Flash(noExercisesMessage) }
        return []
    }
    let index = state.exercise.selection
    let defaultTarget = state.settings.challengeTarget
    var delta: ChallengeDelta?
    var effects: [Effect] = []
    switch action {
    case .completeSet:
        let summary = state.challenge
        guard let outcome = workout.completeNext(step: index, at: state.now, challengeRoom: summary.setsToday < summary.target,
                                                 values: values, defaultRest: state.settings.restSeconds) else {
            state.flash = Flash("\(workout.steps[index].plan.title) is already done; \(Keymap.says(.undoSet, in: .exercise, "takes back its last set")).")
            return []
        }
        if let day = outcome.challengeCredit {
            delta = ChallengeDelta(day: day, delta: 1)
            state.history.adjustChallenge(on: day, by: 1, defaultTarget: defaultTarget)
        }
        if outcome.completedSet && state.settings.bell { effects.append(.bell) }
        if outcome.completedStep, let next = workout.nextStepToDo(after: index) {
            state.exercise.selection = next
        }
    case .undoSet:
        guard let outcome = workout.undoLast(step: index) else {
            state.flash = Flash("Nothing to undo on this step.")
            return []
        }
        if let day = outcome.challengeDebit {
            delta = ChallengeDelta(day: day, delta: -1)
            state.history.adjustChallenge(on: day, by: -1, defaultTarget: defaultTarget)
        }
    case .toggleTimer:
        guard workout.toggleTimer(step: index, at: state.now) else {
            state.flash = Flash(workout.steps[index].timer == nil ? "This step has no timer." : "This step is already done.")
            return []
        }
    default:
        return []
    }
    state.workout = workout
    return [.saveWorkout(workout, challengeDelta: delta)] + effects
}

/// "This workout has no exercises: a adds one from the catalog."
var noExercisesMessage: String {
    "This workout has no exercises: \(Keymap.says(.addExercise, in: .exercise, "adds one from the catalog"))."
}

/// Starts the split with this session type (the answer to "Start Day A?").
func startWorkout(_ state: inout AppState, sessionType: String) -> [Effect] {
    guard let index = state.rotation.firstIndex(where: { $0.sessionType == sessionType }) else { return [] }
    let workout = ActiveWorkout(split: state.rotation[index], startedAt: state.now, dailyChallenge: true)
    state.home.selection = index
    state.workout = workout
    state.showingWorkout = true
    state.exercise.selection = 0
    return [.beginWorkout(workout)]
}

/// Takes the running workout back with any challenge credit it gave (the answer to "Discard?").
func discardWorkout(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout else { return [] }
    state.workout = nil
    state.showingWorkout = false
    state.tab = .home
    for day in workout.steps.compactMap(\.creditedChallengeDay) {
        state.history.adjustChallenge(on: day, by: -1, defaultTarget: state.settings.challengeTarget)
    }
    state.flash = Flash("Workout discarded.")
    return [.discardWorkout(workout)]
}

/// Finishes, first asking to save the session's plan changes to its split when there are any (seed 004).
func finishOrAskSaveBack(_ state: inout AppState, partial: Bool) -> [Effect] {
    if let index = state.workoutSplitIndex, let workout = state.workout, state.splits[index].isRevised(by: workout, today: state.today) {
        state.modal = .question(.saveBack(partial: partial))
        return []
    }
    return finish(&state, partial: partial, saveBack: false)
}

/// Logs the workout as a session; with `saveBack` the split takes the session's plan, in the
/// same message (and so the same transaction).
func finish(_ state: inout AppState, partial: Bool, saveBack: Bool) -> [Effect] {
    guard let workout = state.workout else { return [] }
    var saveSplits: [Effect] = []
    if saveBack, let index = state.workoutSplitIndex {
        state.splits[index].steps = state.splits[index].revisedSteps(from: workout, today: state.today)
        saveSplits = [.saveSplits(state.splits)]
    }
    let record = SessionRecord(id: "", sessionType: workout.sessionType, day: workout.startedAt.day,
                               startedAt: workout.startedAt.epochSeconds,
                               durationSeconds: workout.elapsedSeconds(at: state.now.epochSeconds), isPartial: partial)
    state.history.append(record)
    state.allTime.totalSessions += 1
    state.allTime.sessionsByType[record.sessionType, default: 0] += 1
    state.allTime.longestGymStreak = max(state.allTime.longestGymStreak, state.gymStreak)
    state.workout = nil
    state.showingWorkout = false
    state.tab = .home
    state.home.selection = state.nextSplitIndex ?? 0
    let streak = state.gymStreak
    state.flash = Flash("Logged \(workout.title)" + (partial ? " as partial" : "") + " — \(formatDuration(record.durationSeconds)). "
                        + (streak > 0 ? "Streak: \(plural(streak, "day"))." : ""))
    var effects: [Effect] = [.finishWorkout(workout, partial: partial, at: state.now)] + saveSplits
    if saveBack {
        let name = state.splitName(workout.sessionType)
        state.flash?.text += " Saved the changes to \(name)."
    }
    if state.settings.bell { effects.append(.bell) }
    return effects
}

/// The workout as stored, after a save or another terminal's write: its sets from every
/// terminal, and their ids. One finished or discarded elsewhere takes this terminal home.
func applyStoredWorkout(_ state: inout AppState, _ stored: ActiveWorkout?, ended: WorkoutEnd?) {
    guard let stored else {
        guard let shown = state.workout else { return }
        state.workout = nil
        if state.showingWorkout { state.tab = .home }
        state.showingWorkout = false
        state.modal = nil
        state.home.selection = state.nextSplitIndex ?? 0
        let what = ended == .finished ? "finished" : "discarded"
        state.flash = Flash("\(shown.title) was \(what) on another terminal.")
        return
    }
    state.workout = stored
    if let count = state.workout?.steps.count {
        state.exercise.selection = min(state.exercise.selection, max(0, count - 1))
    }
}
