import Domain

/// Keys of the coverage checklist: move between suggestions, add one, close.
func coverageKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard case .coverage(let selection) = state.modal else { return [] }
    let list = currentSuggestions(state)
    switch action {
    case .up, .down:
        state.modal = .coverage(selection: stepped(selection, forward: action == .down, count: list.count))
    case .acceptSuggestion:
        guard list.indices.contains(selection) else {
            state.flash = Flash("Nothing to suggest: every region is covered or planned.")
            return []
        }
        state.modal = nil
        return addSuggestion(&state, list[selection])
    default:
        state.modal = nil
    }
    return []
}
