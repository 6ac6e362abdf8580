import Domain

/// Stats: j/k scroll through the charts a row at a time, PgDn/PgUp a screen, g/G to either end.
func statsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    if action == .openBody { return openBodyPage(&state) }
    let end = statsMaxScroll(state)
    // The rows between the tab bar and the hint bar, less one kept in view.
    let screen = max(1, state.height - 4)
    switch action {
    case .up, .down: state.stats.scroll = stepped(state.stats.scroll, forward: action == .down, count: end + 1)
    case .pageDown: state.stats.scroll = min(end, state.stats.scroll + screen)
    case .pageUp: state.stats.scroll = max(0, min(end, state.stats.scroll) - screen)
    case .first: state.stats.scroll = 0
    case .last: state.stats.scroll = end
    default: break
    }
    return []
}
