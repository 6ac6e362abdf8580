import Domain

/// The `/` filter of the History list: the sessions whose split, or one of whose exercises, is
/// named with the text (read by the store, so ten years are filtered without reading them
/// all); `n`/`N` step through them. The prompt is the lists' own (`listFilterKey`).

/// Puts the `/` filter in force (nil: off), from the top of the list, and says so.
func setHistorySearch(_ state: inout AppState, _ tab: inout HistoryTabState, _ search: String?) {
    guard tab.search != search else { return }
    tab.search = search
    tab.selection = 0
    tab.scroll = 0
    state.flash = listFilterFlash(search, row: "session", in: .history, state.keymap)
}
