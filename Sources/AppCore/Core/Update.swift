import Domain

/// The key context of the current state: the question on top, else the screen in front.
public func keyContext(_ state: AppState) -> KeyContext {
    switch state.modal {
    case .help: return .help
    case .correctChallenge: return .correctChallenge
    case .confirmStart, .confirmResume, .confirmPartial, .confirmDiscard, .confirmDeleteSplit, .confirmRemoveStep, .confirmSaveBack:
        return .confirm
    case .form: return .form
    case .picker: return state.picker?.isSearchable == false ? .checklist : .picker
    case .coverage: return .coverage
    case nil: break
    }
    if state.showingWorkout && state.workout != nil { return .exercise }
    switch state.tab {
    case .home: return .home
    case .stats: return .stats
    case .settings: return .settings
    case .plans: return state.plansOpen ? .planSteps : .plans
    case .history: return .otherTab
    }
}

/// Applies a message to the state and returns the effects to run, in order.
public func update(_ state: inout AppState, _ msg: Msg) -> [Effect] {
    switch msg {
    case .resize(let width, let height):
        state.width = width
        state.height = height
        return []
    case .tick(let now):
        return tick(&state, now)
    case .key(let key):
        let context = keyContext(state)
        guard let action = Keymap.action(for: key, in: context, workoutRunning: state.workout != nil) else { return [] }
        if context != .help && context != .correctChallenge && context != .confirm { state.flash = nil }
        return perform(&state, action, context: context)
    }
}

private func tick(_ state: inout AppState, _ now: Moment) -> [Effect] {
    state.now = now
    guard var workout = state.workout else { return [] }
    let finished = workout.settleTimers(at: now, defaultRest: state.settings.restSeconds)
    let rested = workout.settleRest(at: now)
    guard !finished.isEmpty || rested != nil else { return [] }
    state.workout = workout
    if let i = finished.first {
        state.flash = Flash("Time! \(workout.steps[i].plan.title) " + (workout.steps[i].isComplete ? "done." : "set done."))
    } else if let i = rested, workout.steps.indices.contains(i) {
        let next = workout.steps[i].timer?.isRunning == true ? " Next set of \(workout.steps[i].plan.title) running." : " Next set when ready."
        state.flash = Flash("Rest over." + next)
    }
    var effects: [Effect] = [.saveWorkout(workout, challengeDelta: nil)]
    if state.settings.bell { effects.append(.bell) }
    return effects
}

private func perform(_ state: inout AppState, _ action: Action, context: KeyContext) -> [Effect] {
    switch context {
    case .help:
        if action == .down || action == .up {
            state.helpScroll = max(0, state.helpScroll + (action == .down ? 1 : -1))
        } else {
            state.modal = nil
            state.helpScroll = 0
        }
        return []
    case .confirm:
        return answer(&state, yes: action == .yes)
    case .form:
        return formKey(&state, action)
    case .picker, .checklist:
        return pickerKey(&state, action)
    case .coverage:
        return coverageKey(&state, action)
    case .correctChallenge:
        guard case .challengeSet(let n) = action else { state.modal = nil; return [] }
        guard n <= state.settings.challengeTarget else {
            state.flash = Flash("Type a number from 0 to \(state.settings.challengeTarget).", isError: true)
            return []
        }
        state.modal = nil
        return setChallenge(&state, n)
    default:
        break
    }

    switch action {
    case .help:
        state.modal = .help
    case .quit:
        state.quitting = true
        return [.quit]
    case .back:
        if context == .planSteps {
            state.plansOpen = false
            return []
        }
        state.showingWorkout = false
        state.tab = .home
    case .gotoTab(let tab):
        state.showingWorkout = false
        state.tab = tab
    case .nextTab, .previousTab:
        let count = Tab.allCases.count
        let step = action == .nextTab ? 1 : count - 1
        state.tab = state.showingWorkout ? state.tab : Tab(rawValue: (state.tab.rawValue + step) % count)!
        state.showingWorkout = false
    case .up, .down, .left, .right:
        move(&state, action, context: context)
    case .open where context == .plans:
        if state.splits.indices.contains(state.plansSelection) {
            state.plansOpen = true
            state.plansStepSelection = 0
        }
    case .open:
        if state.workout != nil {
            state.showingWorkout = true
            state.flash = Flash("Finish or discard this workout before starting another.")
        } else if state.rotation.indices.contains(state.homeSelection) {
            let split = state.rotation[state.homeSelection]
            guard !split.steps.isEmpty else {
                state.flash = Flash("\(split.name) has no exercises yet: add them on the Plans tab (4).")
                return []
            }
            state.modal = .confirmStart(state.homeSelection)
        }
    case .resumeWorkout:
        if state.workout != nil { state.showingWorkout = true }
    case .challengeAdd:
        let summary = state.challenge
        guard summary.setsToday < summary.target else {
            state.flash = Flash("Today's challenge is already complete (\(summary.setsToday)/\(summary.target)).")
            return []
        }
        return setChallenge(&state, summary.setsToday + 1)
    case .challengeCorrect:
        state.modal = .correctChallenge
    case .challengeSet(let n):
        return setChallenge(&state, n)
    case .completeSet, .undoSet, .toggleTimer:
        return changeStep(&state, action)
    case .finish:
        guard let workout = state.workout else { return [] }
        // An empty session would count toward the streak: there is nothing to log.
        guard workout.completedSteps > 0 || workout.loggedSetCount > 0 else {
            state.flash = Flash("Nothing is done yet: complete a set first, or D discards the workout.")
            return []
        }
        if workout.isBelowHalf {
            state.modal = .confirmPartial
            return []
        }
        return finishOrAskSaveBack(&state, partial: false)
    case .editSet, .skipStep, .note, .showCoverage, .acceptSuggestion, .stopRest:
        return editWorkout(&state, action)
    case .addExercise where context == .exercise:
        return editWorkout(&state, action)
    case .moveItemUp where context == .exercise, .moveItemDown where context == .exercise:
        return editWorkout(&state, action)
    case .addExercise, .moveItemUp, .moveItemDown, .newSplit, .edit, .editGroups, .toggleRotation, .delete, .starterSplits:
        return editPlans(&state, action, context: context)
    case .discard:
        if state.workout != nil { state.modal = .confirmDiscard }
    case .toggleSetting:
        return toggleSetting(&state)
    case .yes, .no, .type, .erase, .nextField, .previousField, .toggle, .save:
        break
    }
    return []
}

private func move(_ state: inout AppState, _ action: Action, context: KeyContext) {
    let forward = action == .down || action == .right
    switch context {
    case .home:
        guard !state.rotation.isEmpty else { return }
        state.homeSelection = (state.homeSelection + (forward ? 1 : state.rotation.count - 1)) % state.rotation.count
    case .exercise:
        guard let count = state.workout?.steps.count, count > 0 else { return }
        state.stepSelection = stepped(state.stepSelection, forward: forward, count: count)
    case .stats:
        state.statsScroll = stepped(state.statsScroll, forward: forward, count: statsMaxScroll(state) + 1)
    case .settings:
        state.settingsSelection = stepped(state.settingsSelection, forward: forward, count: SettingsItem.allCases.count)
    case .plans:
        state.plansSelection = stepped(state.plansSelection, forward: forward, count: state.splits.count)
    case .planSteps:
        let count = state.splits.indices.contains(state.plansSelection) ? state.splits[state.plansSelection].steps.count : 0
        state.plansStepSelection = stepped(state.plansStepSelection, forward: forward, count: count)
    default:
        break
    }
}

/// A list position moved one row, kept within `count` rows (0 when the list is empty).
func stepped(_ index: Int, forward: Bool, count: Int) -> Int {
    min(max(0, count - 1), max(0, index + (forward ? 1 : -1)))
}

/// The answer to the question on screen.
private func answer(_ state: inout AppState, yes: Bool) -> [Effect] {
    let modal = state.modal
    state.modal = nil
    switch modal {
    case .confirmStart(let index):
        guard yes, state.rotation.indices.contains(index) else { return [] }
        let workout = ActiveWorkout(plan: state.rotation[index], startedAt: state.now)
        state.homeSelection = index
        state.workout = workout
        state.showingWorkout = true
        state.stepSelection = 0
        return [.beginWorkout(workout)]
    case .confirmResume:
        if yes {
            state.showingWorkout = true
        } else {
            state.flash = Flash("Workout kept: w on Home returns to it.")
        }
    case .confirmPartial:
        if yes { return finishOrAskSaveBack(&state, partial: true) }
    case .confirmSaveBack(let partial):
        return finish(&state, partial: partial, saveBack: yes)
    case .confirmDeleteSplit(let index):
        guard yes, state.splits.indices.contains(index) else { return [] }
        let split = state.splits.remove(at: index)
        state.plansSelection = min(state.plansSelection, max(0, state.splits.count - 1))
        state.homeSelection = state.nextPlanIndex ?? 0
        state.flash = Flash("Deleted \(split.name); its logged sessions stay in History.")
        return [.deleteSplit(uid: split.uid)]
    case .confirmRemoveStep(let index):
        guard yes, state.splits.indices.contains(state.plansSelection),
              state.splits[state.plansSelection].steps.indices.contains(index) else { return [] }
        let step = state.splits[state.plansSelection].steps.remove(at: index)
        state.plansStepSelection = min(index, max(0, state.splits[state.plansSelection].steps.count - 1))
        state.flash = Flash("Removed \(step.title).")
        return [.saveSplits(state.splits)]
    case .confirmDiscard:
        guard yes, let workout = state.workout else { return [] }
        state.workout = nil
        state.showingWorkout = false
        state.tab = .home
        for step in workout.steps {
            if let day = step.creditedChallengeDay {
                let sets = state.history.challengeSets(on: day)
                let target = state.history.challenge[day]?.target ?? state.settings.challengeTarget
                state.history.setChallenge(day, sets: max(0, sets - 1), target: target)
            }
        }
        state.flash = Flash("Workout discarded.")
        return [.discardWorkout(workout)]
    default:
        break
    }
    return []
}

private func setChallenge(_ state: inout AppState, _ sets: Int) -> [Effect] {
    let target = state.history.challenge[state.today]?.target ?? state.settings.challengeTarget
    let clamped = min(max(0, sets), target)
    let before = state.history.challengeSets(on: state.today)
    state.history.setChallenge(state.today, sets: clamped, target: target)
    var effects: [Effect] = [.setChallenge(state.today, sets: clamped)]
    if clamped > before && state.settings.bell { effects.append(.bell) }
    if clamped == target && before < target {
        state.flash = Flash("Daily challenge complete! Streak \(state.challenge.streak) days.")
    }
    return effects
}

func changeStep(_ state: inout AppState, _ action: Action, values: SetValues? = nil) -> [Effect] {
    guard var workout = state.workout, workout.steps.indices.contains(state.stepSelection) else {
        if state.workout?.steps.isEmpty == true { state.flash = Flash("This workout has no exercises: a adds one from the catalog.") }
        return []
    }
    let index = state.stepSelection
    var delta: ChallengeDelta?
    var effects: [Effect] = []
    switch action {
    case .completeSet:
        let summary = state.challenge
        guard let outcome = workout.completeNext(step: index, at: state.now, challengeRoom: summary.setsToday < summary.target,
                                                 values: values, defaultRest: state.settings.restSeconds) else {
            state.flash = Flash("\(workout.steps[index].plan.title) is already done; u takes back its last set.")
            return []
        }
        if let day = outcome.challengeCredit {
            delta = ChallengeDelta(day: day, delta: 1)
            state.history.setChallenge(day, sets: state.history.challengeSets(on: day) + 1,
                                       target: state.history.challenge[day]?.target ?? summary.target)
        }
        if outcome.completedSet && state.settings.bell { effects.append(.bell) }
        if outcome.completedStep, let next = workout.steps.indices.first(where: { $0 > index && !workout.steps[$0].isComplete }) {
            state.stepSelection = next
        }
    case .undoSet:
        guard let outcome = workout.undoLast(step: index) else {
            state.flash = Flash("Nothing to undo on this step.")
            return []
        }
        if let day = outcome.challengeDebit {
            delta = ChallengeDelta(day: day, delta: -1)
            let target = state.history.challenge[day]?.target ?? state.settings.challengeTarget
            state.history.setChallenge(day, sets: max(0, state.history.challengeSets(on: day) - 1), target: target)
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

/// Finishes, first asking to save the session's plan changes to its split when there are any (seed 004).
private func finishOrAskSaveBack(_ state: inout AppState, partial: Bool) -> [Effect] {
    if let index = state.workoutSplitIndex, let workout = state.workout,
       revisedSteps(of: state.splits[index], from: workout, today: state.today) != state.splits[index].steps {
        state.modal = .confirmSaveBack(partial: partial)
        return []
    }
    return finish(&state, partial: partial, saveBack: false)
}

private func finish(_ state: inout AppState, partial: Bool, saveBack: Bool) -> [Effect] {
    guard let workout = state.workout else { return [] }
    var saveSplits: [Effect] = []
    if saveBack, let index = state.workoutSplitIndex {
        state.splits[index].steps = revisedSteps(of: state.splits[index], from: workout, today: state.today)
        saveSplits = [.saveSplits(state.splits)]
    }
    let record = SessionRecord(id: "", type: workout.planType, day: workout.startedAt.day,
                               startedAt: workout.startedAt.epochSeconds,
                               durationSeconds: workout.elapsedSeconds(at: state.now.epochSeconds), isPartial: partial)
    state.history.append(record)
    state.allTime.totalSessions += 1
    state.allTime.sessionsByType[record.type, default: 0] += 1
    state.allTime.longestGymStreak = max(state.allTime.longestGymStreak, state.gymStreak)
    state.workout = nil
    state.showingWorkout = false
    state.tab = .home
    state.homeSelection = state.nextPlanIndex ?? 0
    let streak = state.gymStreak
    state.flash = Flash("Logged \(workout.title)" + (partial ? " as partial" : "") + " — \(formatDuration(record.durationSeconds)). "
                        + (streak > 0 ? "Streak: \(plural(streak, "day"))." : ""))
    var effects: [Effect] = [.finishWorkout(workout, partial: partial, at: state.now)] + saveSplits
    if saveBack {
        let name = state.splitName(workout.planType)
        state.flash?.text += " Saved the changes to \(name)."
    }
    if state.settings.bell { effects.append(.bell) }
    return effects
}

/// The rows of the Settings tab.
public enum SettingsItem: Int, CaseIterable, Sendable {
    case bell, unit, rest

    /// The rest lengths Enter cycles through, in seconds.
    static let restChoices = [30, 45, 60, 90, 120, 180, 240]
}

private func toggleSetting(_ state: inout AppState) -> [Effect] {
    switch SettingsItem(rawValue: state.settingsSelection) ?? .bell {
    case .bell:
        state.settings.bell.toggle()
        state.flash = Flash("Bell " + (state.settings.bell ? "on." : "off."))
        return [.saveSetting(key: "bell", value: state.settings.bell ? "on" : "off")]
    case .unit:
        state.settings.unit = state.settings.unit == .kg ? .lb : .kg
        state.flash = Flash("Weights in \(state.settings.unit.rawValue); what was logged is converted, not changed.")
        return [.saveSetting(key: "unit", value: state.settings.unit.rawValue)]
    case .rest:
        let choices = SettingsItem.restChoices
        let next = choices.first { $0 > state.settings.restSeconds } ?? choices[0]
        state.settings.restSeconds = next
        state.flash = Flash("Rest after a working set: \(formatDuration(next)) unless the exercise sets its own.")
        return [.saveSetting(key: "rest_seconds", value: String(next))]
    }
}
