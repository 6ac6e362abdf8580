/// The help overlay: j/k scroll within its rows, anything else closes it.
func helpKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .help(let scroll) = state.modal else { return [] }
    switch action {
    case .down: state.modal = .help(scroll: min(scroll + 1, helpMaxScroll(state)))
    case .up: state.modal = .help(scroll: max(0, scroll - 1))
    default: state.modal = nil
    }
    return []
}
