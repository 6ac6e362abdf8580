import Domain

/// The list of every exercise ever logged, searched as you type: the picker, its rows
/// from the loaded list (with counts and last day), Enter opens the exercise's page.
func openLoggedExerciseList(_ state: inout AppState) -> [Effect] {
    state.modal = .picker(Picker(title: "Exercises logged", purpose: .exercisePage))
    // The catalog's names, once, for exercises logged under another title.
    return [.load(.loggedExercises)] + (state.requested.insert(.catalog).inserted ? [.load(.catalog)] : [])
}

/// The picker rows: exercises whose name (catalog, else as logged) contains the query, last logged first.
func loggedExerciseItems(_ state: AppState, query: String) -> [PickerItem] {
    let words = query.lowercased().split(separator: " ")
    return state.loggedExercises.compactMap { logged in
        let name = state.catalog.exercise(logged.exerciseID)?.name ?? logged.title
        let lower = name.lowercased()
        guard words.allSatisfy({ lower.contains($0) }) else { return nil }
        return PickerItem(id: logged.exerciseID, label: name,
                          detail: "\(plural(logged.sessions, "session")) · last \(logged.lastDay.short)")
    }
}
