import Domain

/// Stats: j/k scroll through the charts.
func statsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    if action == .up || action == .down {
        state.stats.scroll = stepped(state.stats.scroll, forward: action == .down, count: statsMaxScroll(state) + 1)
    }
    return []
}
