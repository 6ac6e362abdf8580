import Domain

/// The key context of the current state: the question on top, else the screen in front.
public func keyContext(_ state: AppState) -> KeyContext {
    switch state.modal {
    case .help: return .help
    case .correctChallenge: return .correctChallenge
    case .question(let question): return .question(question.kind)
    case .form: return .form
    case .picker(let picker): return picker.keyContext
    case .coverage: return .coverage
    case .message: return .message
    case .listFilter: return .listFilter
    case nil: break
    }
    if state.exercisePage != nil { return .exercisePage }
    if state.bodyPage != nil { return .bodyPage }
    if state.showingWorkout && state.workout != nil { return .exercise }
    switch state.tab {
    case .home: return .home
    case .history: return historyKeyContext(state)
    case .stats: return .stats
    case .settings: return .settings
    case .plans: return state.plans.showsPrograms ? .programs : state.plans.isOpen ? .planSteps : .plans
    }
}

/// Applies a message to the state and returns the effects to run, in order. The only
/// place state changes: effect results come back here as messages.
public func update(_ state: inout AppState, _ msg: Msg) -> [Effect] {
    let loadingBefore = state.settings.loading
    var effects = updated(&state, msg)
    // A program's targets are weights the bar and plates of Settings load, in its unit and
    // steps: a change of any of them, here or in another terminal, computes them again.
    if state.program != nil, state.settings.loading != loadingBefore, !effects.contains(.load(.program(today: state.today))) {
        effects.append(.load(.program(today: state.today)))
    }
    return effects
}

private func updated(_ state: inout AppState, _ msg: Msg) -> [Effect] {
    var effects: [Effect]
    switch msg {
    case .resize(let width, let height):
        state.width = width
        state.height = height
        if case .help(let scroll) = state.modal { state.modal = .help(scroll: min(scroll, helpMaxScroll(state))) }
        effects = []
    case .tick(let now):
        effects = tick(&state, now) + trendsOnNewDay(&state)
    case .key(let key):
        let context = keyContext(state)
        guard let action = state.keymap.action(for: key, in: context, workoutRunning: state.workout != nil) else { return [] }
        effects = perform(&state, action, in: context)
    case .tap(let x, let y):
        let tap = render(state).hotspot(x: x, y: y)
        effects = state.settings.mouse ? tap.map { tapped(&state, $0) } ?? [] : []
    case .tapped(let tap):
        effects = state.settings.mouse ? tapped(&state, tap) : []
    case .scroll(let wheel, _, _):
        effects = state.settings.mouse ? wheeled(&state, wheel) : []
    case .loaded(let loaded):
        let trendsBefore = state.trends, settingsBefore = state.settings
        apply(&state, loaded)
        effects = trendsFollowUp(&state, loaded, before: trendsBefore) + terminalFollowUp(state, before: settingsBefore)
    case .databaseChanged(let changed):
        // Another terminal or a script wrote: read back what the screens show of what it changed.
        effects = readAgain(changed, state)
    case .databaseReplaced(let lines):
        // What is on screen stays as it is; every later write fails with the same sentence.
        // With a copy kept, the box offers to put it back into the new file.
        state.modal = lines.count > 1 ? .question(.databaseReplaced(lines: lines)) : .message(title: "Database replaced", lines: lines)
        state.flash = nil
        effects = []
    case .dataTaskProgress(let step):
        state.dataTask?.step = step
        effects = []
    case .dataTaskFailed(let sentence):
        state.dataTask = nil
        // The form as it was before Enter, with what was typed, and the sentence.
        if let form = state.settingsTab.taskForm { show(&state, .form(form)) }
        state.settingsTab.taskForm = nil
        state.flash = Flash(sentence, isError: true)
        effects = []
    case .keptCopyPutBack(let lines):
        state.modal = .message(title: "Put back", lines: lines)
        state.flash = nil
        effects = readEverythingAgain(state) + [.load(.catalog)]
    case .dataTaskFinished(let title, let lines):
        state.dataTask = nil
        state.settingsTab.taskForm = nil
        show(&state, .message(title: title, lines: lines))
        state.flash = nil // the box says what happened
        // An import or a reset may have changed anything: read it all back.
        effects = readEverythingAgain(state) + [.load(.catalog)]
    case .exportTargetExists(let path, let format):
        state.dataTask = nil
        state.modal = .question(.replaceFile(path: path, format: format))
        state.flash = nil
        effects = []
    case .workoutBegun(let id, let steps):
        if state.workout?.id.isEmpty == true {
            state.workout?.id = id
            state.workout?.take(steps.enumerated().map { StoredStep(position: $0.offset, uid: $0.element) })
        }
        effects = []
    case .stepsStored(let workout, let steps):
        if state.workout?.id == workout { state.workout?.take(steps) }
        effects = []
    case .setLogged(let workout, let stored):
        if state.workout?.id == workout { state.workout?.take(stored) }
        effects = []
    case .splitSaved(let split):
        if let i = state.splitIndex(split.sessionType) { state.splits[i] = split }
        effects = []
    case .challengeCounted(let count):
        // The store's count, with any sets another terminal added: what the screen guessed is settled.
        state.history.setChallengeCount(on: count.day, to: count.sets, today: state.today, target: state.settings.challengeTarget)
        effects = figuresDerivedFromHistory(&state)
    case .workoutFinished(let record):
        // The session the screen added when it finished, now with its id.
        if let i = state.history.sessions.firstIndex(where: { $0.id.isEmpty && $0.sessionType == record.sessionType && $0.startedAt == record.startedAt }) {
            state.history.sessions[i] = record
        } else {
            state.history.append(record)
        }
        state.historyTab.stale = true // the History tab's rows are read again when it shows
        state.historyRequested = [] // and last time of each exercise, for the next workout
        effects = figuresDerivedFromHistory(&state) + (state.requested.contains(.allTime) ? [.load(.allTime)] : [])
            + (state.program != nil ? [.load(.program(today: state.today))] : [])
    case .firstFrameDrawn:
        // The program's targets, which Home's first frame does not show, are read now.
        effects = trendsAfterFirstFrame(&state) + (state.program?.complete == false ? [.load(.program(today: state.today))] : [])
    case .writeFailed(let sentence), .loadFailed(let sentence):
        state.flash = Flash(sentence, isError: true)
        effects = []
    case .programEdited(let origin, let result):
        effects = programEdited(&state, origin, result)
    }
    if state.modal == nil, let pending = state.pendingModal {
        state.modal = pending
        state.pendingModal = nil
    }
    keepSplitSelectionShown(&state)
    return effects + neededLoads(&state)
}

/// Opens `box` now, or once the box open now closes.
private func show(_ state: inout AppState, _ box: Modal) {
    if state.modal == nil { state.modal = box } else { state.pendingModal = box }
}

/// Does what a key bound to `action` does in `context` (a tap does the same).
func perform(_ state: inout AppState, _ action: Action, in context: KeyContext) -> [Effect] {
    // A message stays while the question it belongs to is open.
    if case .question = context {} else if context != .help && context != .correctChallenge { state.flash = nil }
    return handle(&state, action, in: context)
}

/// Sends an action to the handler of its context: one per screen and per kind of box.
private func handle(_ state: inout AppState, _ action: Action, in context: KeyContext) -> [Effect] {
    switch context {
    case .home: return homeKey(&state, action)
    case .exercise: return exerciseKey(&state, action)
    case .history: return historyKey(&state, action)
    case .historyCalendar: return historyCalendarKey(&state, action)
    case .sessionDetail: return sessionDetailKey(&state, action)
    case .exercisePage: return exercisePageKey(&state, action)
    case .bodyPage: return bodyPageKey(&state, action)
    case .stats: return statsKey(&state, action)
    case .settings: return settingsKey(&state, action)
    case .plans: return plansKey(&state, action)
    case .planSteps: return planStepsKey(&state, action)
    case .programs: return programsKey(&state, action)
    case .question: return questionKey(&state, action)
    case .correctChallenge: return correctChallengeKey(&state, action)
    case .help: return helpKey(&state, action)
    case .form: return formKey(&state, action)
    case .picker, .openPicker, .swapPicker, .checklist: return pickerKey(&state, action)
    case .coverage: return coverageKey(&state, action)
    case .message: return messageKey(&state, action)
    case .listFilter: return listFilterKey(&state, action)
    }
}

/// Colours or taps switched in another terminal, read back with the settings, take effect on
/// this terminal too (the Settings tab's own changes apply them as they are saved).
private func terminalFollowUp(_ state: AppState, before: Settings) -> [Effect] {
    (state.settings.colours != before.colours ? [.applyColours(state.settings.colours)] : [])
        + (state.settings.mouse != before.mouse ? [.applyMouse(state.settings.mouse)] : [])
}

/// The loads that bring every screen up to date after the data changed elsewhere.
private func readEverythingAgain(_ state: AppState) -> [Effect] { readAgain(.all, state) }

/// The loads what changed feeds, each once: a set logged elsewhere in the workout in progress
/// reads that workout again; a workout finished or edited elsewhere reads the history, the
/// program's targets and the open exercise page too; neither reads the splits, the settings
/// or the body page.
private func readAgain(_ changed: ChangedData, _ state: AppState) -> [Effect] {
    let sessions = !changed.isDisjoint(with: [.finishedWorkouts, .exercises])
    var loads: [LoadRequest] = []
    if sessions || changed.contains(.challenge) { loads.append(.history(today: state.today)) }
    if changed.contains(.splits) { loads.append(.splits) }
    if changed.contains(.settings) { loads.append(.settings) }
    if changed.contains(.workouts) { loads.append(.workout(shown: state.workout?.id)) }
    if !changed.isDisjoint(with: [.finishedWorkouts, .programs, .settings, .exercises]) { loads.append(.program(today: state.today)) }
    if sessions && state.requested.contains(.allTime) { loads.append(.allTime) }
    // Read after the exercise page's.
    var after: [LoadRequest] = []
    if changed.contains(.body) {
        if state.bodyPage != nil { after.append(.bodyRecords) }
        // The history read asks for the weigh-ins again when it arrives.
        if state.workout != nil && !loads.contains(.history(today: state.today)) { after.append(.bodyWeights) }
    }
    // The programs' list says which is in use and where each stands.
    if state.plans.showsPrograms && !changed.isDisjoint(with: [.finishedWorkouts, .programs, .settings]) { after.append(.programs(today: state.today)) }
    return loads.map { .load($0) } + (sessions ? exercisePageReloads(state) : []) + after.map { .load($0) }
}

/// What a load read, into the state.
private func apply(_ state: inout AppState, _ loaded: Loaded) {
    switch loaded {
    case .catalog(let catalog): state.catalog = catalog
    case .allTime(let allTime): state.allTime = allTime
    case .history(let history):
        state.history = history
        state.historyTab.stale = true // the History tab's rows are read again too
        // So is last time of each exercise (a workout finished here or in another terminal,
        // a set deleted): the running workout's exercises are asked for again, and the weigh-ins.
        state.historyRequested = []
        state.requested.remove(.bodyWeights)
    case .splits(let splits, let names):
        // The selections follow their split by session type: the list read back may be in
        // another order (positions written by another terminal, or an import) than on screen.
        let selected = state.selectedSplit?.sessionType
        let card = state.rotation.indices.contains(state.home.selection) ? state.rotation[state.home.selection].sessionType : nil
        state.splits = splits
        state.splitNames = names
        state.plans.selection = selected.flatMap(state.splitIndex) ?? min(state.plans.selection, max(0, splits.count - 1))
        state.home.selection = card.flatMap { type in state.rotation.firstIndex { $0.sessionType == type } }
            ?? min(state.home.selection, max(0, state.rotation.count - 1))
    case .settings(let settings):
        state.settings = settings
    case .exerciseHistory(let histories):
        state.exerciseHistory.merge(histories) { _, new in new }
        // The store counts finished sessions; the running workout's sets count toward the bests too.
        for step in state.workout?.steps ?? [] {
            guard let id = step.plan.exerciseID, histories[id] != nil else { continue }
            for set in step.sets { state.exerciseHistory[id]?.include(set, load: step.plan.loadType) }
        }
    case .stepHistories(let histories): state.stepHistories.merge(histories) { _, new in new }
    case .exerciseProgress(let progress): applyExerciseProgress(&state, progress)
    case .loggedExercises(let list): state.loggedExercises = list
    case .workout(let workout, let ended):
        applyStoredWorkout(&state, workout, ended: ended)
    case .sessionLog, .sessionDetail, .calendarMonth:
        applyHistoryTab(&state, loaded)
    case .trends(let trends):
        state.trends = trends
    case .records(let records):
        state.records = records
    case .bodyRecords(let records):
        applyBodyRecords(&state, records)
        state.bodyWeights = records.weightLog
    case .bodyWeights(let log): state.bodyWeights = log
    case .programs(let programs): applyPrograms(&state, programs)
    case .program(let program, let unreadable):
        if program == nil, let unreadable { state.flash = Flash(programUnreadable(unreadable), isError: true) }
        // Home's selection follows its card by session type, as it does when splits are read.
        let card = state.rotation.indices.contains(state.home.selection) ? state.rotation[state.home.selection].sessionType : nil
        let changed = state.program?.record != program?.record || state.program?.position != program?.position
        state.program = program
        state.home.selection = (changed ? state.nextSplitIndex : nil) ?? card.flatMap { type in state.rotation.firstIndex { $0.sessionType == type } }
            ?? min(state.home.selection, max(0, state.rotation.count - 1))
    }
}

/// The first loads a screen now in front needs: the catalog once a workout runs or Plans
/// shows (pickers, coverage), the all-time figures once Stats or History shows. Each is asked
/// for once; Home's first frame needs neither.
private func neededLoads(_ state: inout AppState) -> [Effect] {
    var wanted: [LoadRequest] = []
    if state.workout != nil || state.tab == .plans { wanted.append(.catalog) }
    if state.workout != nil { wanted.append(.bodyWeights) }
    if !state.showingWorkout && (state.tab == .stats || state.tab == .history) { wanted.append(.allTime) }
    wanted += trendsWanted(state)
    var effects = wanted.filter { state.requested.insert($0).inserted }.map { Effect.load($0) } + historyTabLoads(&state)
    // Last time's sets of the workout's exercises, each asked for once.
    let ids = (state.workout?.steps.compactMap(\.plan.exerciseID) ?? []).filter { !state.historyRequested.contains($0) }
    if !ids.isEmpty {
        state.historyRequested.formUnion(ids)
        effects.append(.load(.exerciseHistory(Array(Set(ids)).sorted())))
    }
    return effects + splitStepLoads(&state)
}

/// The clock moved: settle countdowns and rests, and say when one ended. A new day reads the
/// program again, whose reasons say "on Mon" of days within the week.
private func tick(_ state: inout AppState, _ now: Moment) -> [Effect] {
    let newDay = state.program != nil && now.day != state.today
    return settleClock(&state, now) + (newDay ? [.load(.program(today: now.day))] : [])
}

private func settleClock(_ state: inout AppState, _ now: Moment) -> [Effect] {
    state.now = now
    guard var workout = state.workout else { return [] }
    let finished = workout.settleTimers(at: now, defaultRest: state.settings.restSeconds)
    let rested = workout.settleRest(at: now)
    guard !finished.isEmpty || rested != nil else { return [] }
    // A countdown that ended on the step in front moves the cursor as Space would: to the
    // next exercise of a circuit's round, or past a step now done.
    let selected = state.exercise.selection
    if finished.contains(selected), let next = cursorAfterSet(workout, index: selected, completedStep: workout.steps[selected].isComplete) {
        state.exercise.selection = next
    }
    let effects = showAndWrite(&state, workout)
    let said: String
    if let i = finished.first {
        state.flash = Flash("Time! \(workout.steps[i].plan.title) " + (workout.steps[i].isComplete ? "done." : "set done."))
        said = timerEndText(state, step: i)
    } else if let i = rested, workout.steps.indices.contains(i) {
        let on = workout.supersetPartner(after: i) ?? i
        let next = workout.steps[on].timer?.isRunning == true ? " Next set of \(workout.steps[on].plan.title) running." : " Next set when ready."
        state.flash = Flash("Rest over." + next)
        said = restOverText(state, restedAfter: i)
    } else {
        said = "Rest over"
    }
    // The bell, and the notification a locked phone or another window shows, as Settings choose.
    return effects + restAlertEffects(state.settings, text: said)
}

/// A list position moved one row, kept within `count` rows (0 when the list is empty).
func stepped(_ index: Int, forward: Bool, count: Int) -> Int {
    min(max(0, count - 1), max(0, index + (forward ? 1 : -1)))
}

/// What Home says when the program chosen is not followed: where its file stops reading.
public func programUnreadable(_ mistake: String) -> String {
    "The program in use does not read (\(mistake)): gymtrack program edit shows where; Home follows the splits meanwhile."
}
