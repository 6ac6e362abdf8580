import Domain

/// Keys of an open past session: select a row, change a set, the session's partial mark or
/// start, or delete it. Each change is one `editPastSession` effect; the history is read back
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
        return []
    case .help, .quit, .gotoTab, .nextTab, .previousTab:
        return navigationKey(&state, action) ?? []
    default:
        break
    }
    guard let detail = tab.detail else { return [] }
    let unit = state.settings.unit
    switch action {
    case .openExercisePage:
        guard let row = tab.selectedDetailRow, let exerciseID = tab.selectedExerciseID else {
            state.flash = Flash("Select an exercise from the catalog (\(Keymap.label(.down, in: .sessionDetail))) to see its progress.")
            return []
        }
        return openExercisePage(&state, exerciseID: exerciseID, title: detail.steps[row.step].title)
    case .editSet:
        guard let (step, set) = tab.selectedSet else {
            state.flash = Flash("Select a set to edit (\(Keymap.label(.down, in: .sessionDetail))), or \(Keymap.says(.addSet, in: .sessionDetail, "adds one")).")
            return []
        }
        state.modal = .form(Form(title: "Set · \(step.title)", fields: pastSetFields(set, unit: unit), purpose: .pastSet(session: id, set: set.id)))
    case .addSet:
        guard let row = tab.selectedDetailRow else { return [] }
        let step = detail.steps[row.step]
        // Prefilled with the step's last working set: most added sets repeat it.
        let last = step.sets.last { !$0.isWarmup } ?? SetLog(isWarmup: false, completedAt: 0)
        state.modal = .form(Form(title: "Add a set · \(step.title)", fields: pastSetFields(last, unit: unit),
                                 purpose: .pastAddSet(session: id, step: step.uid)))
    case .deleteSet:
        guard let (step, set) = tab.selectedSet else {
            state.flash = Flash("Select a set to delete (\(Keymap.label(.down, in: .sessionDetail))).")
            return []
        }
        state.flash = Flash("Deleted a set of \(step.title).")
        state.historyTab.detailSelection = max(0, tab.detailSelection - 1)
        return [.editPastSession(.deleteSet(session: id, set: set.id))]
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
    default:
        break
    }
    return []
}

/// Reps, weight (in the user's unit) and RPE of a set, for its form.
private func pastSetFields(_ set: SetLog, unit: WeightUnit) -> [FormField] {
    [
        FormField(.reps, "Reps", set.reps.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...500)),
        FormField(.weight, "Weight \(unit.rawValue)", set.weight.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                  .number(decimal: true, optional: true, range: 0...2000)),
        FormField(.rpe, "RPE 1-10", set.rpe.map(trimNumber) ?? "", .number(decimal: true, optional: true, range: 1...10)),
    ]
}

/// Saves a form opened on a past session: a set's values, a new set, a new start.
func savePastSessionForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let unit = state.settings.unit
    let reps = form.integer(.reps), weight = form.number(.weight).map(unit.toKilograms), rpe = form.number(.rpe)
    switch form.purpose {
    case .pastSet(let session, let set):
        state.flash = Flash("Set changed.")
        return [.editPastSession(.setValues(session: session, set: set, reps: reps, weight: weight, rpe: rpe))]
    case .pastAddSet(let session, let step):
        state.flash = Flash("Set added.")
        return [.editPastSession(.addSet(session: session, step: step, reps: reps, weight: weight, rpe: rpe))]
    case .moveSession(let session):
        guard let start = movedStart(date: form.value(.date), time: form.value(.time), offset: state.now.utcOffsetSeconds) else {
            state.flash = Flash("Type the date as 2026-11-20 and the time as 07:30.", isError: true)
            state.modal = .form(form)
            return []
        }
        guard start.epochSeconds <= state.now.epochSeconds else {
            state.flash = Flash("A session cannot start in the future; pick a time before now.", isError: true)
            state.modal = .form(form)
            return []
        }
        state.flash = Flash("Moved to \(start.day.short) \(start.clockText).")
        return [.editPastSession(.move(session: session, to: start))]
    default:
        return []
    }
}

/// "2026-11-20" and "07:30" as a moment in the UTC offset given; nil when either is not one.
func movedStart(date: String, time: String, offset: Int) -> Moment? {
    guard let day = Day(iso: date.trimmingSpaces) else { return nil }
    let parts = time.trimmingSpaces.split(separator: ":").map { Int($0) }
    guard parts.count == 2, let h = parts[0], let m = parts[1], (0..<24).contains(h), (0..<60).contains(m) else { return nil }
    let local = Double(day.dayNumber) * 86_400 + Double(h * 3600 + m * 60)
    return Moment(epochSeconds: local - Double(offset), utcOffsetSeconds: offset)
}

/// Yes to "Delete this session?": a tombstone; the detail closes.
func deletePastSession(_ state: inout AppState, id: String) -> [Effect] {
    state.historyTab.detailID = nil
    state.historyTab.detail = nil
    state.historyTab.askedDetail = nil
    state.flash = Flash("Session deleted.")
    return [.editPastSession(.delete(session: id))]
}

/// The words of the delete question.
func deletePastSessionQuestion(_ state: AppState, id: String) -> (String, [String]) {
    guard let detail = state.historyTab.detail, detail.summary.id == id else { return ("Delete this session?", []) }
    let s = detail.summary
    return ("Delete this session?", ["\(state.splitName(s.sessionType)) on \(s.day.short), \(formatDuration(s.durationSeconds)), "
                                     + "\(plural(s.sets, "set")). Streaks and records are counted again without it."])
}
