import Domain

/// The `/` filter of the Plans list: the splits whose name or title, or one of whose
/// exercises, is named with the text. The splits are all in memory, so it is matched here;
/// the selection stays an index into every split, stepping over those left out (↑/↓, `n`/`N`).

/// Whether `split` is named with `text`: its name, its title, or an exercise of it (as the
/// catalog names it, or its title in the split).
func splitMatches(_ state: AppState, _ split: Split, _ text: String) -> Bool {
    if nameHolds(split.name, text) || nameHolds(split.title, text) { return true }
    return split.steps.contains { step in
        nameHolds(step.title, text) || (state.catalog.exercise(step.exerciseID).map { nameHolds($0.name, text) } ?? false)
    }
}

/// The indexes of the splits the list shows: every split, or those the `/` filter matches.
func shownSplitIndices(_ state: AppState) -> [Int] {
    guard let search = state.plans.search else { return Array(state.splits.indices) }
    return state.splits.indices.filter { splitMatches(state, state.splits[$0], search) }
}

/// Puts the `/` filter in force (nil: off), its first split selected, and says so.
func setPlansFilter(_ state: inout AppState, _ search: String?) {
    guard state.plans.search != search else { return }
    state.plans.search = search
    if search != nil, let first = shownSplitIndices(state).first { state.plans.selection = first }
    state.flash = listFilterFlash(search, row: "split", in: .plans, state.keymap)
}

/// The selection moved onto a shown split when it left the filter (renamed, deleted, changed
/// in another terminal): the next one shown, else the one before. An open split stays open.
func keepSplitSelectionShown(_ state: inout AppState) {
    guard state.plans.search != nil, !state.plans.isOpen else { return }
    let shown = shownSplitIndices(state)
    let i = state.plans.selection
    guard !shown.isEmpty, !shown.contains(i) else { return }
    state.plans.selection = shown.first { $0 > i } ?? shown[shown.count - 1]
}

/// The previous or next split shown: ↑/↓ stop at the ends, `n`/`N` go around them (as
/// History's do), with or without a filter.
func stepShownSplit(_ state: inout AppState, forward: Bool, wrapping: Bool = false) {
    let shown = shownSplitIndices(state)
    guard !shown.isEmpty else { return }
    let at = shown.firstIndex(of: state.plans.selection) ?? 0
    let next = wrapping ? (at + (forward ? 1 : shown.count - 1)) % shown.count
                        : stepped(at, forward: forward, count: shown.count)
    state.plans.selection = shown[next]
}
