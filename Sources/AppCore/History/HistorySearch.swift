import Domain

/// The `/` filter of the History list: a one-line prompt at the bottom, then the list holds
/// only the sessions whose split, or one of whose exercises, is named with the text (read by
/// the store, so ten years are filtered without reading them all); `n`/`N` step through them.

/// The longest text the prompt takes: a name, never a paragraph.
let listFilterMaxLength = 40

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
        var tab = state.historyTab
        let trimmed = text.trimmingSpaces
        setHistorySearch(&state, &tab, trimmed.isEmpty ? nil : trimmed)
        state.historyTab = tab
        return []
    default:
        return []
    }
    state.modal = .listFilter(text: text)
    return []
}

/// Puts the `/` filter in force (nil: off), from the top of the list, and says so.
func setHistorySearch(_ state: inout AppState, _ tab: inout HistoryTabState, _ search: String?) {
    guard tab.search != search else { return }
    tab.search = search
    tab.selection = 0
    tab.scroll = 0
    let clear = Keymap.label(.back, in: .history)
    state.flash = Flash(search.map { "Showing the sessions matching \"\($0)\"; \(clear) clears the filter." } ?? "Showing every session.")
}

/// The hint of `line` in the hint bar when a `/` filter changes it: on the History list, the
/// key that goes back clears the filter first.
func listFilterHint(_ state: AppState, _ line: KeyLine) -> String? {
    guard state.modal == nil, keyContext(state) == .history, state.historyTab.search != nil, line.actions.contains(.back) else { return nil }
    return "clear filter"
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
