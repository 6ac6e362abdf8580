import Domain

/// The correction box: a digit sets today's count, anything else closes it.
func correctChallengeKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .challengeSet(let n) = action else { state.modal = nil; return [] }
    guard n <= state.settings.challengeTarget else {
        state.flash = Flash("Type a number from \(state.keymap.challengeDigitRange(upTo: state.settings.challengeTarget)).", isError: true)
        return []
    }
    state.modal = nil
    return setChallenge(&state, n)
}
