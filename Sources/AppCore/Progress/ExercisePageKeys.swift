import Domain

/// The page's keys: scroll, change the range, go back to where it was opened from.
func exercisePageKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var page = state.exercisePage else { return [] }
    switch action {
    case .down:
        page.scroll = min(page.scroll + 1, exercisePageMaxScroll(state))
    case .up:
        page.scroll = max(0, page.scroll - 1)
    case .cycleRange:
        page.range = page.range.next
        state.flash = Flash("Showing \(page.range == .all ? "all of it" : "the last " + page.range.label).")
    case .back:
        state.exercisePage = nil
        return []
    case .gotoTab, .nextTab, .previousTab, .quit:
        // Leaving for another tab closes the page on the way.
        state.exercisePage = nil
        return navigationKey(&state, action) ?? []
    default:
        return navigationKey(&state, action) ?? []
    }
    state.exercisePage = page
    return []
}
