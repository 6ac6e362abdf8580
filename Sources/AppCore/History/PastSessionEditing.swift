import Domain

// A past session's edits: the forms and questions its keys (SessionDetailKeys.swift) open,
// and what saving them writes.

/// A past set's fields, as the workout's set form has them for the step's load: reps (each
/// side's), the weight lifted, added or taken off, a distance and time, the type, the effort.
func pastSetFields(_ set: SetLog, step: SessionDetailStep, settings: Settings) -> [FormField] {
    let unit = settings.unit
    var fields: [FormField] = []
    // A ride or a run: its distance and time, and nothing weighed.
    let distance = step.kind == .timed || step.loadType == .distance || set.distanceMeters != nil
    if distance {
        fields += distanceFields(unit, metres: set.distanceMeters, seconds: set.durationSeconds, optional: true)
    } else if step.unilateral && !set.isWarmup {
        fields.append(FormField(.reps, "Left reps", set.reps.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...500)))
        fields.append(FormField(.repsRight, "Right reps", set.repsRight.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...500)))
    } else {
        fields.append(FormField(.reps, "Reps", set.reps.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...500)))
    }
    if !distance {
        let label = step.loadType.weightLabel ?? "Weight"
        fields.append(FormField(.weight, "\(label) \(unit.rawValue)", set.weight.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                                .number(decimal: true, optional: true, range: 0...2000)))
    }
    fields.append(effortField(settings.effort, set))
    if !set.isWarmup && !distance { fields.append(FormField(.setType, "Type", set.type)) }
    return fields
}

/// Saves a form opened on a past session: a set's values, a new set, a new start, a note.
func savePastSessionForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let unit = state.settings.unit
    switch form.purpose {
    case .pastSet(let session, let set):
        state.flash = Flash("Set changed.")
        let logged = state.historyTab.detail?.steps.lazy.flatMap(\.sets).first { $0.id == set }
        // The note is written only when it changed: a note of several lines shown on one stays as it was.
        let note = form.fields.contains { $0.key == .note } ? changedNote(form, was: logged?.note ?? "") : nil
        return [.editPastSession(.setValues(session: session, set: set, values: setValues(form, unit: unit, logged: logged)))]
            + (note.map { [.editPastSession(.setNote(session: session, set: set, $0))] } ?? [])
    case .pastAddSet(let session, let step):
        state.flash = Flash("Set added.")
        return [.editPastSession(.addSet(session: session, step: step, values: setValues(form, unit: unit, logged: nil)))]
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
    case .pastSessionNote(let session):
        guard let note = changedNote(form, was: state.historyTab.detail?.summary.note ?? "") else { return [] }
        state.historyTab.detail?.summary.note = note
        state.flash = Flash(note.isEmpty ? "Session note removed." : "Session note saved.")
        return [.editPastSession(.note(session: session, note))]
    case .pastStepNote(let session, let step):
        let i = state.historyTab.detail?.steps.firstIndex { $0.uid == step }
        guard let note = changedNote(form, was: i.flatMap { state.historyTab.detail?.steps[$0].note } ?? "") else { return [] }
        if let i { state.historyTab.detail?.steps[i].note = note }
        state.flash = Flash(note.isEmpty ? "Note removed." : "Note saved.")
        return [.editPastSession(.stepNote(session: session, step: step, note))]
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

/// Yes to "Delete this set?": it goes, and the selection moves up a row.
func deletePastSet(_ state: inout AppState, session: String, set: String) -> [Effect] {
    guard state.historyTab.detailID == session else { return [] }
    let title = state.historyTab.detail?.steps.first { $0.sets.contains { $0.id == set } }?.title ?? "the session"
    state.flash = Flash("Deleted a set of \(title).")
    state.historyTab.detailSelection = max(0, state.historyTab.detailSelection - 1)
    return [.editPastSession(.deleteSet(session: session, set: set))]
}

/// The words of the set's delete question: which set, of what, on which day.
func deletePastSetQuestion(_ state: AppState, session: String, set id: String) -> (String, [String]) {
    guard let detail = state.historyTab.detail, detail.summary.id == session,
          let step = detail.steps.first(where: { $0.sets.contains { $0.id == id } }),
          let set = step.sets.first(where: { $0.id == id }) else { return ("Delete this set?", []) }
    return ("Delete this set?", ["\(step.title), \(detail.summary.day.short):", setText(set, state.settings.unit, shape: SetShape(load: step.loadType, unilateral: step.unilateral)) + ".",
                                 "Volume and records are counted again without it."])
}

/// The words of the delete question.
func deletePastSessionQuestion(_ state: AppState, id: String) -> (String, [String]) {
    guard let detail = state.historyTab.detail, detail.summary.id == id else { return ("Delete this session?", []) }
    let s = detail.summary
    return ("Delete this session?", ["\(state.splitName(s.sessionType)) on \(s.day.short), \(formatDuration(s.durationSeconds)), "
                                     + "\(plural(s.sets, "set")). Streaks and records are counted again without it."])
}
