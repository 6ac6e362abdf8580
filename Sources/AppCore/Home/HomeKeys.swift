import Domain

/// Home: choose a workout card and start it, log the daily challenge, go back to a workout.
func homeKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    switch action {
    case .left, .right, .up, .down:
        let count = state.rotation.count
        guard count > 0 else { return [] }
        // The cards stop at the ends: wrapping around made `h h h` land back on the card it left.
        let forward = action == .down || action == .right
        state.home.selection = min(max(state.home.selection + (forward ? 1 : -1), 0), count - 1)
    case .open:
        if state.workout != nil {
            state.showingWorkout = true
            state.flash = Flash("Finish or discard this workout before starting another.")
        } else if state.rotation.indices.contains(state.home.selection) {
            let split = state.rotation[state.home.selection]
            guard !split.steps.isEmpty else {
                state.flash = Flash("\(split.name) has no exercises yet: add them on the Plans tab (\(state.keymap.label(.gotoTab(.plans), in: .home))).")
                return []
            }
            state.modal = .question(.start(sessionType: split.sessionType))
        }
    case .resumeWorkout:
        showWorkout(&state)
    case .challengeAdd:
        let summary = state.challenge
        guard summary.setsToday < summary.target else {
            state.flash = Flash("Today's challenge is already complete (\(summary.setsToday)/\(summary.target)).")
            return []
        }
        return addChallengeSet(&state)
    case .challengeCorrect:
        state.modal = .correctChallenge
    default:
        break
    }
    return []
}

/// Sets today's challenge count (clamped to the day's target): `C` then a digit.
func setChallenge(_ state: inout AppState, _ sets: Int) -> [Effect] {
    let before = state.challengeToday.sets
    let kept = state.history.setChallengeCount(on: state.today, to: sets, today: state.today, target: state.settings.challengeTarget)
    return [.setChallenge(state.today, sets: kept)] + challengeFeedback(&state, before: before)
}

/// One more challenge set today (`c`): an increment, so sets another terminal or
/// `gymtrack challenge +1` added meanwhile are kept.
func addChallengeSet(_ state: inout AppState) -> [Effect] {
    let before = state.challengeToday.sets
    state.history.adjustChallenge(on: state.today, by: 1, today: state.today, target: state.settings.challengeTarget)
    return [.addChallenge(state.today, sets: 1)] + challengeFeedback(&state, before: before)
}

/// The bell for a set added, and a flash when it completes the day.
private func challengeFeedback(_ state: inout AppState, before: Int) -> [Effect] {
    let (after, target) = state.challengeToday
    if after == target && before < target {
        state.flash = Flash("Daily challenge complete! Streak \(plural(state.challenge.streak, "day")).")
    }
    return after > before && state.settings.bell ? [.bell] : []
}
