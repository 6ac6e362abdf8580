import Domain

/// The Plans tab's programs: preview one, start or switch to it, stop, remove one of the
/// lifter's own. The writes are the runtime's (`ProgramChange`); the list is read back after.
func programsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action == .back || action == .showPrograms {
        if state.plans.programPreview && action == .back {
            state.plans.programPreview = false
        } else {
            state.plans.showsPrograms = false
            state.plans.programPreview = false
        }
        return []
    }
    if let effects = navigationKey(&state, action) { return effects }
    let count = state.plans.programs.count
    switch action {
    case .up, .down:
        if state.plans.programPreview, state.plans.programs.indices.contains(state.plans.programSelection) {
            // Never past the last screenful (the rows under the tab bar, the title and the hints),
            // so the way back up is as long as the way down.
            let lines = programPreviewLines(state, state.plans.programs[state.plans.programSelection], width: min(state.width, 100) - 4)
            let last = max(0, lines.count - (state.height - 5))
            state.plans.previewScroll = min(last, max(0, state.plans.previewScroll + (action == .down ? 1 : -1)))
        } else {
            state.plans.programSelection = stepped(state.plans.programSelection, forward: action == .down, count: count)
        }
        return []
    case .stopProgram:
        return stopProgram(&state)
    default:
        break
    }
    guard state.plans.programs.indices.contains(state.plans.programSelection) else {
        state.flash = Flash("The programs are still being read.")
        return []
    }
    let choice = state.plans.programs[state.plans.programSelection]
    switch action {
    case .open:
        state.plans.programPreview.toggle()
        state.plans.previewScroll = 0
    case .startProgram:
        return startOrSwitchProgram(&state, choice.origin, askedFirst: false)
    case .edit:
        return [.editProgram(choice.origin, text: nil)]
    case .delete:
        guard let uid = choice.uid, !choice.isBuiltIn else {
            state.flash = Flash("\(choice.name) is built in, and stays; only programs of yours are removed.")
            return []
        }
        guard !choice.inUse else {
            state.flash = Flash("\(choice.name) is the program in use: \(state.keymap.says(.stopProgram, in: .programs, "stops it")) first, then remove it.", isError: true)
            return []
        }
        state.modal = .question(.removeProgram(uid: uid))
    default:
        break
    }
    return []
}

/// The programs instead of the splits, read afresh (another terminal may have changed them).
func showPrograms(_ state: inout AppState) -> [Effect] {
    state.plans.showsPrograms = true
    state.plans.programPreview = false
    if let inUse = state.plans.programs.firstIndex(where: \.inUse) { state.plans.programSelection = inUse }
    return [.load(.programs(today: state.today))]
}

/// The programs as read, the selection following its program by name (a built-in started
/// becomes one of the lifter's, under the same name).
func applyPrograms(_ state: inout AppState, _ programs: [ProgramChoice]) {
    let i = state.plans.programSelection
    let name = state.plans.programs.indices.contains(i) ? state.plans.programs[i].name : nil
    let first = state.plans.programs.isEmpty
    state.plans.programs = programs
    state.plans.programSelection = (first ? programs.firstIndex(where: \.inUse) : nil)
        ?? name.flatMap { name in programs.firstIndex { $0.name == name } } ?? min(i, max(0, programs.count - 1))
}

/// Starts the program, or switches to it: one used before carries on at its place; one never
/// started asks for its blanks first. With a workout running it asks before anything changes,
/// and the workout stays as it is.
func startOrSwitchProgram(_ state: inout AppState, _ origin: ProgramChoice.Origin, askedFirst: Bool) -> [Effect] {
    guard let choice = state.plans.programs.first(where: { $0.origin == origin }) else { return [] }
    guard !choice.inUse else {
        state.flash = Flash("\(choice.name) is in use already" + (choice.followsSplits ? "." : ": \(state.keymap.says(.stopProgram, in: .programs, "stops it"))."))
        return []
    }
    if let mistake = choice.mistake {
        state.flash = Flash("\(choice.name)'s file does not read (\(mistake)): \(state.keymap.says(.edit, in: .programs, "edits it")).", isError: true)
        return []
    }
    if state.workout != nil && !askedFirst {
        state.modal = .question(.switchProgram(origin))
        return []
    }
    if choice.followsSplits { return stopProgram(&state) }
    if let uid = choice.uid, choice.startedAt != nil {
        state.flash = Flash("Switched to \(choice.name): it carries on at \(choice.place ?? "its place").")
        return [.changeProgram(.resume(uid: uid))]
    }
    if !choice.blanks.isEmpty {
        state.modal = .form(startProgramForm(choice))
        return []
    }
    state.flash = Flash("Started \(choice.name): Home follows it from its first day.")
    return [.changeProgram(.start(origin, fills: []))]
}

/// Back to the rotation of splits; the program stays, at its place.
func stopProgram(_ state: inout AppState) -> [Effect] {
    guard let program = state.program else {
        state.flash = Flash("No program is in use: Home follows the rotation of splits.")
        return []
    }
    state.flash = Flash("Stopped \(program.program.name): Home follows the rotation of splits again. Its workouts stay in History.")
    return [.changeProgram(.stop)]
}

/// Removes one of the lifter's own (the answer to "Remove…?"); its workouts stay in History.
func removeProgram(_ state: inout AppState, uid: String) -> [Effect] {
    guard let index = state.plans.programs.firstIndex(where: { $0.uid == uid }) else { return [] }
    let choice = state.plans.programs.remove(at: index)
    state.plans.programSelection = min(state.plans.programSelection, max(0, state.plans.programs.count - 1))
    state.plans.programPreview = false
    state.flash = Flash("Removed \(choice.name). Its workouts stay in History.")
    return [.changeProgram(.delete(uid: uid))]
}

func switchProgramQuestion(_ state: AppState, _ origin: ProgramChoice.Origin) -> (String, [String]) {
    let name = state.plans.programs.first { $0.origin == origin }?.name ?? "that program"
    let workout = state.workout.map { "\($0.title) stays as it is, to finish or discard." } ?? ""
    return ("Switch to \(name)?", ["A workout is running. \(workout) Home follows \(name) after it."])
}

func removeProgramQuestion(_ state: AppState, uid: String) -> (String, [String]) {
    let name = state.plans.programs.first { $0.uid == uid }?.name ?? "this program"
    return ("Remove \(name)?", ["For good, here and on every machine a sync reaches. Its workouts stay in History."])
}
