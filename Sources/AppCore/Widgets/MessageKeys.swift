/// A message box (what an export, import or backup did): each of its keys closes it.
func messageKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    state.modal = nil
    return []
}
