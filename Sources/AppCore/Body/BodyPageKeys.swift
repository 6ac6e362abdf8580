import Domain

/// The page's keys: walk its charts and entries, add a weigh-in or measurement, delete one,
/// go back to where it was opened.
func bodyPageKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var page = state.bodyPage else { return [] }
    let items = page.records.map(bodyPageItems) ?? []
    switch action {
    case .down, .up:
        page.selection = stepped(page.selection, forward: action == .down, count: items.count)
        page.scroll = bodyPageScroll(state, page)
    case .addMeasurement:
        state.modal = .form(bodyForm(state))
    case .delete:
        guard items.indices.contains(page.selection), case .entry(let i) = items[page.selection], let row = page.records?.rows[i] else {
            state.flash = Flash("Select an entry to delete: \(state.keymap.label(.down, in: .bodyPage)) walks down to them.", isError: true)
            return []
        }
        state.modal = .question(.deleteBodyMeasurement(uid: row.uid))
    case .back:
        state.bodyPage = nil
        return []
    case .gotoTab, .nextTab, .previousTab, .quit:
        state.bodyPage = nil
        return navigationKey(&state, action) ?? []
    default:
        return navigationKey(&state, action) ?? []
    }
    state.bodyPage = page
    return []
}

/// The form `a` opens: what, its value (the last of body weight filled in), the day, a note.
func bodyForm(_ state: AppState) -> Form {
    let records = state.bodyPage?.records ?? BodyRecords()
    let own = records.kinds.filter { !$0.isNamed }.map(\.title)
    let choices = BodyKind.named.map(\.title) + own + [bodyOwnChoice]
    let lastWeight = records.series(.bodyWeight).last.map { trimNumber(BodyKind.bodyWeight.shown($0.value, state.settings.unit)) } ?? ""
    let unit = state.settings.unit
    return Form(title: "Weigh-in or measurement", fields: [
        FormField(.kind, "What", BodyKind.bodyWeight.title, .choice(choices)),
        FormField(.value, "Value (\(unit.rawValue)/%/\(BodyKind.waist.unit(unit)))", lastWeight,
                  .number(decimal: true, optional: false, range: 0...2_000)),
        FormField(.ownName, "Own name", "", .text(maxLength: 30)),
        FormField(.date, "Date", state.today.iso, .text(maxLength: 10)),
        FormField(.note, "Note", "", .text(maxLength: 60)),
    ], purpose: .bodyMeasurement)
}

/// The last choice of the form's What: a name of the lifter's own, typed in Own name.
let bodyOwnChoice = "Own…"

/// Saves the form: one row added, in the units of Settings; a value the kind cannot take
/// opens the form again with the sentence.
func saveBodyForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let what = form.value(.kind)
    let own = form.value(.ownName).trimmingSpaces
    func refuse(_ sentence: String) -> [Effect] {
        state.modal = .form(form)
        state.flash = Flash(sentence, isError: true)
        return []
    }
    let kind: BodyKind
    if what == bodyOwnChoice {
        guard let named = BodyKind(own) else { return refuse("Own name needs the measurement's name (neck, hips…), or choose one in What.") }
        kind = named
    } else {
        kind = BodyKind(what) ?? .bodyWeight
    }
    guard let day = Day(iso: form.value(.date).trimmingSpaces) else { return refuse("Date must be a day like \(state.today.iso).") }
    switch BodyEntry.measurement(kind: kind, valueText: form.value(.value), day: day, now: state.now, weightUnit: state.settings.unit,
                                 note: form.value(.note)) {
    case .failure(let error):
        return refuse(error.message)
    case .success(let row):
        state.flash = Flash("\(kind.title): \(kind.text(row.value, state.settings.unit)) on \(row.date.short).")
        // The new row is the newest (or among them): the page shows its charts from the top.
        state.bodyPage?.selection = 0
        state.bodyPage?.scroll = 0
        return [.addBodyMeasurement(row)]
    }
}

/// Yes to "Delete this entry?": it goes (a tombstone), and the page reads its rows again.
func deleteBodyMeasurement(_ state: inout AppState, uid: String) -> [Effect] {
    guard let row = state.bodyPage?.records?.rows.first(where: { $0.uid == uid }) else { return [] }
    state.flash = Flash("Deleted \(row.kind.title.lowercased()) of \(row.date.short).")
    return [.deleteBodyMeasurement(uid: uid)]
}

/// The words of the delete question.
func deleteBodyMeasurementQuestion(_ state: AppState, uid: String) -> (String, [String]) {
    guard let row = state.bodyPage?.records?.rows.first(where: { $0.uid == uid }) else { return ("Delete this entry?", []) }
    return ("Delete this entry?", ["\(row.kind.title), \(row.date.short): \(row.kind.text(row.value, state.settings.unit))."
                                   + (row.note.isEmpty ? "" : " \(row.note)")])
}
