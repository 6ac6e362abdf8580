import Domain

/// Keys every screen shares: switching tabs, help, quitting and going back to Home.
/// Nil when `action` is not one of them.
func navigationKey(_ state: inout AppState, _ action: Action) -> [Effect]? {
    switch action {
    case .help:
        state.modal = .help(scroll: 0)
    case .quit:
        state.quitting = true
        return [.quit]
    case .back:
        state.showingWorkout = false
        state.tab = .home
    case .gotoTab(let tab):
        state.showingWorkout = false
        state.tab = tab
    case .nextTab, .previousTab:
        let count = Tab.allCases.count
        let step = action == .nextTab ? 1 : count - 1
        // From the Exercise screen, Tab first shows the tab bar as it was.
        state.tab = state.showingWorkout ? state.tab : Tab(rawValue: (state.tab.rawValue + step) % count)!
        state.showingWorkout = false
    default:
        return nil
    }
    return []
}

/// The key lines the help overlay lists: those of the screen underneath.
func helpLines(_ state: AppState) -> [KeyLine] {
    var under = state
    under.modal = nil
    return state.keymap.lines(for: keyContext(under), workoutRunning: state.workout != nil, challengeTarget: state.settings.challengeTarget)
}

/// The help box's height for `lines` rows of keys: them and its border, leaving the hint bar
/// visible below (it says how to scroll and close).
func helpBoxHeight(_ state: AppState, lines: Int) -> Int {
    min(state.height - 1, lines + 2)
}

/// The furthest the help overlay scrolls: its last row at the bottom of the box.
func helpMaxScroll(_ state: AppState) -> Int {
    let lines = helpLines(state).count
    return max(0, lines - (helpBoxHeight(state, lines: lines) - 2))
}
