/// A message box (what an export, import or backup did): ↓/↑ scroll one taller than the
/// screen; every other key closes it.
func messageKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .message(let title, let lines, let scroll) = state.modal else { return [] }
    switch action {
    case .down:
        let last = messageWindow(state, title: title, lines: lines)?.lastScroll ?? 0
        state.modal = .message(title: title, lines: lines, scroll: min(scroll + 1, last))
    case .up: state.modal = .message(title: title, lines: lines, scroll: max(0, scroll - 1))
    default: state.modal = nil
    }
    return []
}
