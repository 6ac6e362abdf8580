import Domain

/// The Exercise screen: complete, undo and time sets, edit the session, finish or discard.
func exerciseKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    // +/- correct the set just logged only right after it: any other key moves on to the next set.
    let justLogged = state.exercise.justLogged
    state.exercise.justLogged = nil
    switch action {
    case .adjustWeight(let steps):
        return adjustNextOrLast(&state, justLogged: justLogged, weightSteps: steps, repSteps: 0)
    case .adjustReps(let steps):
        return adjustNextOrLast(&state, justLogged: justLogged, weightSteps: 0, repSteps: steps)
    case .acceptProgression:
        return acceptProgression(&state)
    case .linkSuperset:
        return linkWorkoutSuperset(&state)
    case .setWeightStep:
        return openWeightStepForm(&state)
    case .openExercisePage:
        let steps = state.workout?.steps ?? []
        guard steps.indices.contains(state.exercise.selection), let id = steps[state.exercise.selection].plan.exerciseID else {
            state.flash = Flash("This step is not a catalog exercise: it has no progress page.", isError: true)
            return []
        }
        return openExercisePage(&state, exerciseID: id, title: steps[state.exercise.selection].plan.title)
    case .up, .down:
        guard let count = state.workout?.steps.count, count > 0 else { return [] }
        state.exercise.selection = stepped(state.exercise.selection, forward: action == .down, count: count)
        return []
    case .completeSet, .undoSet, .toggleTimer:
        return changeStep(&state, action)
    case .addSet, .addDropSet:
        return addSet(&state, action == .addDropSet ? .drop : .working, justLogged: justLogged)
    case .takeBackAddedSet:
        return takeBackAddedSet(&state, justLogged: justLogged)
    case .finish:
        guard let workout = state.workout else { return [] }
        // An empty session would count toward the streak: there is nothing to log.
        guard workout.completedSteps > 0 || workout.loggedSetCount > 0 else {
            state.flash = Flash("Nothing is done yet: complete a set first, or \(state.keymap.says(.discard, in: .exercise, "discards the workout")).")
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
    case .sessionNote:
        return openSessionNoteForm(&state)
    case .swapExercise:
        return openSwapPicker(&state)
    case .longerRest, .shorterRest, .keepRest:
        return restKey(&state, action)
    case .setNote:
        return openSetNoteForm(&state)
    case .toggleSides:
        return toggleStepSides(&state)
    default:
        return editWorkout(&state, action)
    }
}

/// Completes, undoes or times the selected step; `values` logs the next set with typed values.
func changeStep(_ state: inout AppState, _ action: Action, values: SetValues? = nil) -> [Effect] {
    guard var workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else {
        if state.workout?.steps.isEmpty == true { state.flash = Flash(noExercisesMessage(state.keymap)) }
        return []
    }
    let index = state.exercise.selection
    let target = state.settings.challengeTarget
    var effects: [Effect] = []
    // Set when a set is logged: whether it finished its step, before the step's plan follows it.
    var completedStep: Bool?
    switch action {
    case .completeSet:
        let summary = state.challenge
        let stepID = workout.steps[index].id
        // What this session last logged (or a value chosen with +/-), not the plan's bare numbers.
        let logged = values ?? nextSet(state, workout.steps[index])
        guard let outcome = workout.completeNext(step: index, at: state.now, challengeRoom: summary.setsToday < summary.target,
                                                 values: logged, defaultRest: state.settings.restSeconds,
                                                 bodyWeight: state.bodyWeightToday) else {
            state.flash = Flash(alreadyDone(workout.steps[index], state.keymap))
            return []
        }
        if let day = outcome.challengeCredit {
            state.history.adjustChallenge(on: day, by: 1, today: state.today, target: target)
        }
        if outcome.completedSet {
            // A value chosen for the working sets waits out the warm-ups, which ramp up to it.
            if workout.steps[index].sets.last?.isWarmup != true { state.exercise.pending[stepID] = nil }
            state.exercise.justLogged = stepID
            effects += sayRecord(&state, workout, step: index)
        }
        // One bell, when a record's alert has rung it already.
        if outcome.completedSet && state.settings.bell && !effects.contains(.bell) { effects.append(.bell) }
        completedStep = outcome.completedStep
    case .undoSet:
        guard let outcome = workout.undoLast(step: index) else {
            state.flash = Flash("Nothing to undo on this step.")
            return []
        }
        if let day = outcome.challengeDebit {
            state.history.adjustChallenge(on: day, by: -1, today: state.today, target: target)
        }
    case .toggleTimer:
        guard workout.toggleTimer(step: index, at: state.now) else {
            state.flash = Flash(workout.steps[index].timer == nil ? "This step has no timer." : "This step is already done.")
            return []
        }
    default:
        return []
    }
    let writes = showAndWrite(&state, workout)
    // In a superset Space goes on with the partner; otherwise a finished step hands over: one
    // the set finished, or one its plan finished as it was written (a max-reps set that earned
    // no back-off sets).
    if let completedStep, let shown = state.workout,
       let next = cursorAfterSet(shown, index: index, completedStep: completedStep || shown.steps[index].isComplete) {
        state.exercise.selection = next
    }
    return writes + effects
}

/// What Space on a step with nothing left to log says: how to add a set, or take one back.
func alreadyDone(_ step: WorkoutStep, _ keymap: Keymap) -> String {
    guard step.plan.kind == .sets, step.plan.totalSets > 0 else {
        return "\(step.plan.title) is already done; \(keymap.says(.undoSet, in: .exercise, "takes it back"))."
    }
    return "\(step.plan.title) is already done: \(keymap.says(.addSet, in: .exercise, "adds a set")), "
        + "\(keymap.says(.addDropSet, in: .exercise, "a drop set"))."
}

/// "This workout has no exercises: a adds one from the catalog."
func noExercisesMessage(_ keymap: Keymap) -> String {
    "This workout has no exercises: \(keymap.says(.addExercise, in: .exercise, "adds one from the catalog"))."
}

/// Starts the split with this session type (the answer to "Start Day A?").
func startWorkout(_ state: inout AppState, sessionType: String) -> [Effect] {
    guard let index = state.rotation.firstIndex(where: { $0.sessionType == sessionType }) else { return [] }
    let workout = ActiveWorkout(split: state.rotation[index], startedAt: state.now, dailyChallenge: true)
    state.home.selection = index
    state.workout = workout
    state.showingWorkout = true
    state.exercise.selection = 0
    state.exercise.added = []
    return [.beginWorkout(workout)]
}

/// Takes the running workout back with any challenge credit it gave (the answer to "Discard?").
func discardWorkout(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout else { return [] }
    state.workout = nil
    state.showingWorkout = false
    state.tab = .home
    for day in workout.steps.compactMap(\.creditedChallengeDay) {
        state.history.adjustChallenge(on: day, by: -1, today: state.today, target: state.settings.challengeTarget)
    }
    state.flash = Flash("Workout discarded.")
    return [.discardWorkout(workout)]
}

/// Finishes, first asking to save the session's plan changes to its split when there are any.
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
    var saveBackSplit: [Effect] = []
    if saveBack, let index = state.workoutSplitIndex {
        state.splits[index].steps = state.splits[index].revisedSteps(from: workout, today: state.today)
        saveBackSplit = [saveSplit(state, index)]
    }
    let record = SessionRecord(id: "", sessionType: workout.sessionType, day: workout.startedAt.day,
                               startedAt: workout.startedAt.epochSeconds,
                               durationSeconds: workout.elapsedSeconds(at: state.now.epochSeconds), isPartial: partial)
    state.history.append(record)
    state.allTime.totalSessions += 1
    state.allTime.sessionsByType[record.sessionType, default: 0] += 1
    state.allTime.takeInCurrentStreaks(state.history, today: state.today)
    state.workout = nil
    state.showingWorkout = false
    state.tab = .home
    state.home.selection = state.nextSplitIndex ?? 0
    let streak = state.streak
    state.flash = Flash("Logged \(workout.title)" + (partial ? " as partial" : "") + " — \(formatDuration(record.durationSeconds)). "
                        + (streak.count > 0 ? "Streak: \(plural(streak.count, streak.mode == .days ? "day" : "week"))." : ""))
    var effects: [Effect] = [.finishWorkout(workout, partial: partial, at: state.now)] + saveBackSplit
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
    // Steps are numbered by position when read back: after a move or an added exercise the
    // numbers mean other steps, so values chosen with +/- for them are dropped, not misapplied.
    let before = state.workout.map { $0.steps.map { [String($0.id), $0.plan.title] } }
    if before != stored.steps.map({ [String($0.id), $0.plan.title] }) {
        state.exercise.pending = [:]
        state.exercise.justLogged = nil
    }
    state.workout = stored
    if let count = state.workout?.steps.count {
        state.exercise.selection = min(state.exercise.selection, max(0, count - 1))
    }
}

/// +/- and >/<: right after a set is logged they correct it (by its id), as they correct the
/// last set of an exercise with nothing left to log; otherwise they change what Space will log
/// next on the selected step, and right after a warm-up +/- change the working set about to
/// be loaded. A one-step correction is two keys.
private func adjustNextOrLast(_ state: inout AppState, justLogged: Int?, weightSteps: Int, repSteps: Int) -> [Effect] {
    guard var workout = state.workout, let index = setsStep(state, justLogged: justLogged) else { return [] }
    let step = workout.steps[index]
    guard step.plan.totalSets > 0, step.plan.kind == .sets else {
        state.flash = Flash("\(step.plan.title) has no reps or weight to change.")
        return []
    }
    if weightSteps != 0 && step.plan.loadType.weightLabel == nil {
        state.flash = Flash("\(step.plan.title) is logged without a weight.")
        return []
    }
    let unit = state.settings.unit
    func adjusted(_ values: SetValues) -> SetValues {
        var values = values
        // Heavier is less help on an assisted exercise.
        let heavier = step.plan.loadType == .assisted ? -weightSteps : weightSteps
        // Within the bounds every set keeps, however many times the key is pressed.
        let most = DataBounds.weight.upperBound, mostReps = DataBounds.reps.upperBound
        if weightSteps != 0 { values.weight = min(most, max(0, (values.weight ?? 0) + Double(heavier) * weightIncrement(state, step.plan))) }
        if repSteps != 0 {
            values.reps = min(mostReps, max(0, (values.reps ?? 0) + repSteps))
            values.repsRight = values.repsRight.map { min(mostReps, max(0, $0 + repSteps)) }
        }
        return values
    }
    // An AMRAP or a set to failure says so; a drop set's sentence names it already.
    func text(_ v: SetValues) -> String {
        setText(SetLog(isWarmup: false, reps: v.reps, weight: v.weight, completedAt: 0, repsRight: v.repsRight,
                       type: v.type == .drop ? .normal : v.type), unit: unit, spelled: true, shape: SetShape(step.plan))
    }
    // The set just logged, or the last of a step with nothing left to log; but a weight
    // changed right after a warm-up is the working set's, about to be loaded.
    let warmupJustLogged = justLogged == step.id && step.sets.last?.isWarmup == true && weightSteps != 0 && !step.isComplete
    if (justLogged == step.id || step.isComplete) && !warmupJustLogged, let last = step.sets.last {
        let values = adjusted(SetValues(last))
        _ = workout.editSet(step: index, set: step.sets.count - 1, values: values)
        state.exercise.justLogged = step.id // keep correcting it
        let name = last.type == .drop ? "Drop set" : "Set \(step.sets.count)"
        state.flash = Flash("\(name) of \(step.plan.title): \(text(values)).")
        return showAndWrite(&state, workout)
    }
    let values = adjusted(nextWorkingSet(state, step))
    state.exercise.pending[step.id] = values
    state.flash = Flash("Next \(step.nextSetIsWarmup ? "working set" : "set") of \(step.plan.title): \(text(values)).")
    return []
}

/// The offered progression (↑ 25 kg) becomes the next set's weight: never applied silently.
private func acceptProgression(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else { return [] }
    let step = workout.steps[state.exercise.selection]
    guard let offered = progressionOffer(state, step) else {
        state.flash = Flash("No heavier weight is offered for \(step.plan.title).")
        return []
    }
    var values = nextWorkingSet(state, step)
    values.weight = offered
    state.exercise.pending[step.id] = values
    state.flash = Flash("\(step.plan.title) at \(formatWeight(offered, state.settings.unit)) from the next set.")
    return []
}

/// The weight offered for a step not started yet, when every working set last time reached its reps.
func progressionOffer(_ state: AppState, _ step: WorkoutStep) -> Double? {
    // A program's slot, or a split's step with a rule, has its target instead, with its reason
    // (a step with a rule is offered nothing while its workouts are being read, either).
    guard step.plan.rule == nil, state.target(step) == nil, step.sets.allSatisfy(\.isWarmup), let id = step.plan.exerciseID, let history = state.exerciseHistory[id],
          let offered = history.progression(for: step.plan, increment: weightIncrement(state, step.plan)) else { return nil }
    return state.exercise.pending[step.id]?.weight == offered ? nil : offered
}

/// What Space logs next on `step`: a value chosen with +/- or p, else the program's target, else the Domain's rule, with
/// warm-ups loaded to a share of the working weight (a chosen one included).
func nextSet(_ state: AppState, _ step: WorkoutStep) -> SetValues {
    guard step.nextSetIsWarmup else { return nextWorkingSet(state, step) }
    let working = state.exercise.pending[step.id]?.weight ?? state.target(step)?.sets.first?.weight
    return step.nextSetValues(history: history(state, step), working: working, roundWarmup: warmupRounding(state, step))
}

/// What the next working set of `step` logs, warm-ups still to come or not: a value chosen with
/// +/- or p, else the program's target (a set it writes with a + as AMRAP, whatever weight a
/// correction carries on to it), else the Domain's rule.
func nextWorkingSet(_ state: AppState, _ step: WorkoutStep) -> SetValues {
    if let pending = state.exercise.pending[step.id] { return pending }
    guard let target = state.target(step) else { return step.nextWorkingSetValues(history: history(state, step)) }
    // A share of the day's rep max (`3x6@85% RM`) is rounded to what loads, as the targets are.
    let round = state.settings.loadableRounding(for: step.plan.exerciseID.flatMap { state.catalog.exercise($0) })
    if let values = step.nextWorkingSetValues(target: target, round: round) { return values }
    var values = step.nextWorkingSetValues(history: history(state, step))
    values.type = step.nextSetType(target: target)
    return values
}

/// Last time's sets and the bests of `step`'s exercise, when known.
private func history(_ state: AppState, _ step: WorkoutStep) -> ExerciseHistory? {
    step.plan.exerciseID.flatMap { state.exerciseHistory[$0] }
}

/// The equipment of a step's exercise, from the catalog.
func equipment(_ state: AppState, _ step: WorkoutStep) -> Equipment? {
    step.plan.exerciseID.flatMap { state.catalog.exercise($0)?.equipment }
}

/// Rounds a warm-up weight (kg) down to one that can be loaded: on a barbell, the bar and the
/// plates owned; otherwise one weight step.
func warmupRounding(_ state: AppState, _ step: WorkoutStep) -> ((Double) -> Double)? {
    guard step.plan.loadType == .weight else { return nil }
    return state.settings.loadableRounding(for: step.plan.exerciseID.flatMap { state.catalog.exercise($0) })
}
