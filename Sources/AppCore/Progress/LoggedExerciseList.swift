import Domain

/// The list of every exercise ever logged, searched as you type: the picker, its rows
/// from the loaded list (with counts and last day), Enter opens the exercise's page.
func openLoggedExerciseList(_ state: inout AppState) -> [Effect] {
    state.modal = .picker(Picker(title: "Exercises logged", purpose: .exercisePage))
    // The catalog's names, once, for exercises logged under another title.
    return [.load(.loggedExercises)] + (state.requested.insert(.catalog).inserted ? [.load(.catalog)] : [])
}

/// The picker rows: exercises whose name (catalog, else as logged) contains the query, last
/// logged first, after the one the query names ("OHP").
func loggedExerciseItems(_ state: AppState, query: String) -> [PickerItem] {
    let words = query.lowercased().split(separator: " ")
    func row(_ logged: LoggedExercise) -> PickerItem {
        PickerItem(id: logged.exerciseID, label: state.catalog.exercise(logged.exerciseID)?.name ?? logged.title,
                   detail: "\(plural(logged.sessions, "session")) · last \(logged.lastDay.short)")
    }
    let items = state.loggedExercises.compactMap { logged -> PickerItem? in
        let item = row(logged)
        let lower = item.label.lowercased()
        return words.allSatisfy({ lower.contains($0) }) ? item : nil
    }
    return namedFirst(items, query: query, catalog: state.catalog) { named in
        state.loggedExercises.first { $0.exerciseID == named.id }.map(row)
    }
}
