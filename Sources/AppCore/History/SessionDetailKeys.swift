import Domain

/// Keys of an open past session: select a row, change a set, the session's partial mark,
/// start or note, an exercise's note, or delete it. Each change is one `editPastSession` effect; the history is read back
/// after it (`Effect.reloads`), so streaks, stats and the rotation follow, and with it what the
/// tab shows (`HistoryTabState.stale`).
func sessionDetailKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    let tab = state.historyTab
    guard let id = tab.detailID else { return [] }
    switch action {
    case .down, .up:
        state.historyTab.detailSelection = stepped(tab.detailSelection, forward: action == .down, count: tab.detailRows.count)
        return []
    case .back:
        state.historyTab.detailID = nil
        state.historyTab.askedDetail = nil
        state.historyTab.repeatAsked = nil
        return []
    case .help, .quit, .gotoTab, .nextTab, .previousTab:
        return navigationKey(&state, action) ?? []
    default:
        break
    }
    guard let detail = tab.detail else { return [] }
    switch action {
    case .repeatWorkout:
        return askStartAgain(&state, session: detail.summary.id)
    case .openExercisePage:
        guard let row = tab.selectedDetailRow, let exerciseID = tab.selectedExerciseID else {
            state.flash = Flash("Select an exercise from the catalog (\(state.keymap.label(.down, in: .sessionDetail))) to see its progress.")
            return []
        }
        return openExercisePage(&state, exerciseID: exerciseID, title: detail.steps[row.step].title)
    case .editSet:
        guard let (step, set) = tab.selectedSet else {
            state.flash = Flash("Select a set to edit (\(state.keymap.label(.down, in: .sessionDetail))), or \(state.keymap.says(.addSet, in: .sessionDetail, "adds one")).")
            return []
        }
        // Its note last: the figures keep the places they have in the form of a set added.
        let note = FormField(.note, "Note", noteOnOneLine(set.note), .text(maxLength: setNoteMaxLength))
        state.modal = .form(Form(title: "Set · \(step.title)", fields: pastSetFields(set, step: step, settings: state.settings) + [note],
                                 purpose: .pastSet(session: id, set: set.id)))
    case .addSet:
        guard let row = tab.selectedDetailRow else { return [] }
        let step = detail.steps[row.step]
        // Prefilled with the step's last working set: most added sets repeat it.
        let last = step.sets.last(where: \.isWorking) ?? SetLog(isWarmup: false, completedAt: 0)
        state.modal = .form(Form(title: "Add a set · \(step.title)", fields: pastSetFields(last, step: step, settings: state.settings),
                                 purpose: .pastAddSet(session: id, step: step.uid)))
    case .deleteSet:
        guard let (_, set) = tab.selectedSet else {
            state.flash = Flash("Select a set to delete (\(state.keymap.label(.down, in: .sessionDetail))).")
            return []
        }
        state.modal = .question(.deletePastSet(session: id, set: set.id))
    case .togglePartial:
        let partial = !detail.summary.isPartial
        state.historyTab.detail?.summary.isPartial = partial
        state.flash = Flash(partial ? "Marked partial: it no longer counts toward the streak." : "Marked complete: it counts toward the streak.")
        return [.editPastSession(.partial(session: id, partial))]
    case .moveSession:
        let start = detail.summary.start
        state.modal = .form(Form(title: "Move the session", fields: [
            FormField(.date, "Date", start.day.iso, .text(maxLength: 10)),
            FormField(.time, "Time", start.clockText, .text(maxLength: 5)),
        ], purpose: .moveSession(session: id)))
    case .deleteSession:
        state.modal = .question(.deletePastSession(id: id))
    case .sessionNote:
        state.modal = .form(sessionNoteForm(detail.summary.note, purpose: .pastSessionNote(session: id)))
    case .note:
        guard let row = tab.selectedDetailRow else { return [] }
        let step = detail.steps[row.step]
        state.modal = .form(Form(title: "Note on \(step.title)", fields: [FormField(.note, "Note", noteOnOneLine(step.note), .text(maxLength: stepNoteMaxLength))],
                                 purpose: .pastStepNote(session: id, step: step.uid)))
    default:
        break
    }
    return []
}
