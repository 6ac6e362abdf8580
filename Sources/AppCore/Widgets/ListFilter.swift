import Domain

/// The `/` filter of a list (History's sessions, Plans' splits): a one-line prompt at the
/// bottom, then the list holds only the rows named with the text, until the key that goes
/// back clears it. Each list says what its text matches; this is the prompt they share.

/// The longest text the prompt takes: a name, never a paragraph.
let listFilterMaxLength = 40

/// The `/` filter in force on the list of `context`; nil: none, or the list has no `/`.
func listFilter(_ state: AppState, in context: KeyContext) -> String? {
    switch context {
    case .history: return state.historyTab.search
    case .plans: return state.plans.search
    default: return nil
    }
}

/// Puts `text` in force as the `/` filter of the list of `context` (nil: off).
private func setListFilter(_ state: inout AppState, _ text: String?, in context: KeyContext) {
    switch context {
    case .history:
        var tab = state.historyTab
        setHistorySearch(&state, &tab, text)
        state.historyTab = tab
    case .plans:
        setPlansFilter(&state, text)
    default:
        break
    }
}

/// Opens the prompt on the list in front, with its filter in force to change.
func openListFilter(_ state: inout AppState, in context: KeyContext) {
    state.modal = .listFilter(text: listFilter(state, in: context) ?? "")
}

/// A key in the `/` prompt: typed text, erasing, Enter keeps the filter, Esc leaves the list as it was.
func listFilterKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .listFilter(var text) = state.modal else { return [] }
    switch action {
    case .type(let c):
        guard text.count < listFilterMaxLength else { return [] }
        text.append(c)
    case .erase: if !text.isEmpty { text.removeLast() }
    case .clearField: text = ""
    case .eraseWord: text = withoutLastWord(text, separators: [" "])
    case .no:
        state.modal = nil
        return []
    case .save:
        state.modal = nil
        let trimmed = text.trimmingSpaces
        setListFilter(&state, trimmed.isEmpty ? nil : trimmed, in: keyContext(state))
        return []
    default:
        return []
    }
    state.modal = .listFilter(text: text)
    return []
}

/// What the flash says when a list's filter changes: which rows it shows, and how to see them all.
func listFilterFlash(_ search: String?, row: String, in context: KeyContext, _ keymap: Keymap) -> Flash {
    let clear = keymap.label(.back, in: context)
    return Flash(search.map { "Showing the \(row)s matching \"\($0)\"; \(clear) clears the filter." } ?? "Showing every \(row).")
}

/// The hint of `line` in the hint bar when a `/` filter changes it: on a filtered list, the
/// key that goes back clears the filter first.
func listFilterHint(_ state: AppState, _ line: KeyLine) -> String? {
    guard state.modal == nil, listFilter(state, in: keyContext(state)) != nil, line.actions.contains(.back) else { return nil }
    return "clear filter"
}

/// Whether `name` holds `text`, in any case: what a `/` filter matches, as the store's does.
func nameHolds(_ name: String, _ text: String) -> Bool {
    name.lowercased().contains(text.lowercased())
}

/// The prompt: "/" and the text typed, on the row above the hint bar.
func renderListFilterPrompt(_ state: AppState, _ text: String, into screen: inout Screen) {
    let y = state.height - hintRows(state).count - 1
    guard y >= 0 else { return }
    screen.fill(x: 0, y: y, width: state.width, height: 1)
    let x = screen.put("/", x: 1, y: y, style: .color(.accent, bold: true))
    // The end of a long text, so what is being typed stays in sight.
    let room = max(1, state.width - x - 3)
    var shown = text
    while shown.displayWidth > room { shown.removeFirst() }
    let end = screen.put(shown, x: x, y: y, style: .bold)
    screen.put("_", x: end, y: y, style: .color(.accent, bold: true))
}
