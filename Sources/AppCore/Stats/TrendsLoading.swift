import Domain

/// The trends wanted now: once Stats shows, with the records. Home asks for them once its
/// first frame is drawn (`trendsAfterFirstFrame`): they never hold up the start.
func trendsWanted(_ state: AppState) -> [LoadRequest] {
    guard !state.showingWorkout && state.tab == .stats else { return [] }
    return [.trends(today: state.today), .records]
}

/// Home's stale-region line needs the trends: read once the first frame is on the terminal.
func trendsAfterFirstFrame(_ state: inout AppState) -> [Effect] {
    guard state.requested.insert(.trends(today: state.today)).inserted else { return [] }
    return [.load(.trends(today: state.today))]
}

/// Trends read on an earlier day are read again on the first tick of a new one (days since
/// last trained have all moved on).
func trendsOnNewDay(_ state: inout AppState) -> [Effect] {
    guard let trends = state.trends, trends.today != state.today else { return [] }
    return trendsAfterFirstFrame(&state)
}

/// What follows a load: new history means new trends (finished workouts, challenge sets,
/// edits in other terminals); new trends announce achievements earned since the last ones.
func trendsFollowUp(_ state: inout AppState, _ loaded: Loaded, before: Trends?) -> [Effect] {
    switch loaded {
    case .history:
        return figuresDerivedFromHistory(&state)
    case .trends(let after):
        return announceAchievements(&state, before: before, after: after)
    default:
        return []
    }
}

/// The figures the store derives from the history (trends, achievements, records), read again
/// after the history changed: those on screen now, the others when they next show.
func figuresDerivedFromHistory(_ state: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    if state.trends != nil || state.requested.contains(.trends(today: state.today)) {
        state.requested.insert(.trends(today: state.today))
        effects.append(.load(.trends(today: state.today)))
    }
    // The records read every working set: again now only while Stats shows, else once it shows next.
    if state.requested.contains(.records) {
        if state.tab == .stats && !state.showingWorkout { effects.append(.load(.records)) } else { state.requested.remove(.records) }
    }
    return effects
}
