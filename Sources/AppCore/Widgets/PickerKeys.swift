import Domain

/// Keys of an open picker: type to search, move, choose; a checklist toggles rows.
func pickerKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var picker = state.picker else { state.modal = nil; return [] }
    // Written back unless the key closed it or opened another (an exercise typed by hand opens its muscles).
    defer { if case .picker(let shown) = state.modal, shown.purpose == picker.purpose { state.modal = .picker(picker) } }
    let items = pickerItems(state)
    switch action {
    case .type(let c):
        // The search is the picker's filter and always open: a / typed first, out of the
        // habit of the lists, where / opens theirs, is not part of it.
        guard !(c == "/" && picker.query.isEmpty) else { return [] }
        picker.query.append(c)
        picker.selection = 0
    case .erase:
        if !picker.query.isEmpty { picker.query.removeLast() }
        picker.selection = 0
    case .clearField:
        picker.query = ""
        picker.selection = 0
    case .eraseWord:
        picker.query = withoutLastWord(picker.query, separators: [" "])
        picker.selection = 0
    case .up, .down:
        picker.selection = stepped(picker.selection, forward: action == .down, count: items.count)
    case .toggle:
        if items.indices.contains(picker.selection) {
            let id = items[picker.selection].id
            if picker.checked.contains(id) { picker.checked.remove(id) } else { picker.checked.insert(id) }
        }
    case .no:
        state.modal = nil
    case .newRegion:
        let group = items.indices.contains(picker.selection) ? groupName(state, of: items[picker.selection].id, in: picker.purpose) : ""
        state.modal = .form(newRegionForm(group: group, returnTo: picker.purpose, checked: picker.checked))
        state.flash = Flash("A group name not in the taxonomy makes a new group.")
    case .save:
        if case .splitGroups(let sessionType) = picker.purpose {
            state.modal = nil
            return saveSplitGroups(&state, sessionType: sessionType, groups: picker.checked)
        }
        if case .exerciseRegions(let exerciseID) = picker.purpose {
            state.modal = nil
            return saveExerciseRegions(&state, exerciseID: exerciseID, regions: picker.checked)
        }
        guard items.indices.contains(picker.selection) else {
            state.flash = Flash("Nothing to choose: change the search.", isError: true)
            return []
        }
        state.modal = nil
        return choose(&state, items[picker.selection], purpose: picker.purpose, query: picker.query.trimmingSpaces)
    default:
        break
    }
    return []
}

/// The catalog exercise for a picked row, adding one typed by hand to the catalog first.
private func pickedExercise(_ state: inout AppState, _ item: PickerItem, query: String) -> (CatalogExercise, [Effect])? {
    if item.id == Picker.newExerciseID {
        let slug = query.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        var id = "custom-" + String(slug)
        while state.catalog.exercise(id) != nil { id += "-" }
        let exercise = CatalogExercise(id: id, name: query, category: .custom, equipment: .other, primary: [])
        state.catalog.upsert(exercise)
        return (exercise, [.addExercise(exercise)])
    }
    return state.catalog.exercise(item.id).map { ($0, []) }
}

private func choose(_ state: inout AppState, _ item: PickerItem, purpose: PickerPurpose, query: String) -> [Effect] {
    switch purpose {
    case .addToWorkout:
        guard var workout = state.workout, let (exercise, effects) = pickedExercise(&state, item, query: query) else { return [] }
        state.exercise.selection = workout.insertStep(PlanStep.from(exercise), after: state.exercise.selection)
        let writes = showAndWrite(&state, workout)
        let plan = workout.steps[state.exercise.selection].plan
        // Whether it is done a side at a time is chosen here, before its first set.
        let sides = plan.kind == .sets ? "; " + state.keymap.says(.toggleSides, in: .exercise, plan.unilateral ? "logs it both sides at once" : "logs it a side at a time") : ""
        state.flash = Flash("Added \(exercise.name) to this workout" + sides + ".")
        if !effects.isEmpty { openExerciseRegions(&state, exerciseID: exercise.id, justAdded: true) }
        return effects + writes
    case .addToSplit(let sessionType):
        guard let index = state.splitIndex(sessionType), let (exercise, effects) = pickedExercise(&state, item, query: query) else { return [] }
        state.plans.stepSelection = state.splits[index].append(PlanStep.from(exercise))
        state.flash = Flash("Added \(exercise.name) to \(state.splits[index].name); \(state.keymap.says(.edit, in: .planSteps, "edits its sets and weight")).")
        if !effects.isEmpty { openExerciseRegions(&state, exerciseID: exercise.id, justAdded: true) }
        return effects + [saveSplit(state, index)]
    case .exercisePage:
        return openExercisePage(&state, exerciseID: item.id, title: item.label)
    case .swapStep(let stepID):
        return swapStep(&state, stepID: stepID, exerciseID: item.id)
    case .starterSplit:
        guard let starter = StarterSplit(rawValue: item.id) else { return [] }
        var split = starter.make(catalog: state.catalog, uid: "", sessionType: Split.newSessionType(name: starter.rawValue, taken: state.takenSessionTypes))
        // Push and Pull (Legs and Lower) share a first letter: each card keeps a glyph of its own.
        split.glyph = Split.freeGlyph(name: split.name, taken: state.takenGlyphs()) ?? split.glyph
        state.splits.append(split)
        state.splitNames[split.sessionType] = split.name
        selectNewSplit(&state)
        state.flash = Flash("Added the \(split.name) split with \(plural(split.steps.count, "exercise")); \(state.keymap.says(.toggleRotation, in: .plans, "puts it in the rotation")).")
        return [saveSplit(state, state.splits.count - 1)]
    case .splitGroups, .exerciseRegions:
        return []
    }
}
