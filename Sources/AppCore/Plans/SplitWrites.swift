import Domain

/// The write of the split at `index` of the list as it is now on screen, at that place: one
/// split, never the whole list, so another terminal's change to the others stays.
func saveSplit(_ state: AppState, _ index: Int) -> Effect {
    .saveSplit(state.splits[index], position: index)
}
