import Domain

/// The muscles of an exercise typed by hand, picked from the taxonomy, and the taxonomy grown
/// by a region or a group: checklists and a small form, each ending in one write.

/// Opens the checklist of regions for `exerciseID`, its current ones ticked.
func openExerciseRegions(_ state: inout AppState, exerciseID: String, justAdded: Bool = false) {
    guard let exercise = state.catalog.exercise(exerciseID) else { return }
    state.modal = .picker(Picker(title: "Muscles of \(exercise.name)", purpose: .exerciseRegions(exerciseID: exerciseID),
                                 checked: Set(exercise.primary)))
    // One short line: the box's footer names the keys, and a narrow box covers a second line.
    state.flash = Flash(justAdded ? "Added. Pick the muscles it trains." : "Pick the muscles it trains.")
}

/// `m` on a split's exercise: its regions when it was typed by hand; a catalog exercise's are the catalog's.
func editMuscles(_ state: inout AppState, of step: PlanStep) {
    guard let exercise = state.catalog.exercise(step.exerciseID) else {
        state.flash = Flash("\(step.title) is not in the catalog: add it again with \(state.keymap.label(.addExercise, in: .planSteps)) to give it muscles.", isError: true)
        return
    }
    guard exercise.category == .custom else {
        let regions = exercise.regions.compactMap { state.catalog.region($0)?.label }
        state.flash = Flash("\(exercise.name) is from the catalog; it trains " + (regions.isEmpty ? "no region." : regions.joined(separator: ", ") + "."))
        return
    }
    openExerciseRegions(&state, exerciseID: exercise.id)
}

/// Enter in the regions checklist: the exercise trains what is ticked.
func saveExerciseRegions(_ state: inout AppState, exerciseID: String, regions: Set<String>) -> [Effect] {
    state.catalog = state.catalog.settingRegions(of: exerciseID, primary: regions)
    guard let exercise = state.catalog.exercise(exerciseID) else { return [] }
    let names = exercise.primary.compactMap { state.catalog.region($0)?.label }
    state.flash = Flash(names.isEmpty ? "\(exercise.name) trains no region: it counts toward no coverage."
                                      : "\(exercise.name) trains " + names.joined(separator: ", ") + ".")
    return [.setExerciseRegions(exerciseID: exerciseID, primary: exercise.primary)]
}

/// The group of the checklist row `id`, to fill in the new region's form.
func groupName(_ state: AppState, of id: String, in purpose: PickerPurpose) -> String {
    switch purpose {
    case .splitGroups: return ""
    default: return state.catalog.region(id).flatMap { state.catalog.group($0.groupID)?.name } ?? ""
    }
}

func newRegionForm(group: String, returnTo: PickerPurpose, checked: Set<String>) -> Form {
    Form(title: "New muscle region", fields: [
        FormField(.group, "Group", group, .text(maxLength: 30)),
        FormField(.region, "Region", "", .text(maxLength: 30)),
    ], purpose: .newRegion(returnTo: returnTo, checked: checked))
}

/// Adds the region (and the group when new) and goes back to the checklist it came from, with
/// the new region (or, in a split's groups, the new group) ticked.
func saveNewRegionForm(_ state: inout AppState, _ form: Form, returnTo: PickerPurpose, checked: Set<String>) -> [Effect] {
    switch state.catalog.newRegion(named: form.value(.region), inGroup: form.value(.group)) {
    case .failure(let error):
        state.modal = .form(form)
        state.flash = Flash(error.sentence, isError: true)
        return []
    case .success(let new):
        state.catalog = state.catalog.adding(new)
        var picker = Picker(title: pickerTitle(state, returnTo), purpose: returnTo, checked: checked)
        switch returnTo {
        case .splitGroups:
            if new.isNewGroup { picker.checked.insert(new.group.id) }
            picker.selection = state.catalog.groups.firstIndex { $0.id == new.group.id } ?? 0
        default:
            picker.checked.insert(new.region.id)
            picker.selection = state.catalog.groups.flatMap(\.regions).firstIndex { $0.id == new.region.id } ?? 0
        }
        state.modal = .picker(picker)
        state.flash = Flash("Added \(new.region.name) to " + (new.isNewGroup ? "the new group \(new.group.name)" : new.group.name) + ".")
        return [.addMuscleRegion(new)]
    }
}

/// The title a checklist is opened with, for opening it again.
private func pickerTitle(_ state: AppState, _ purpose: PickerPurpose) -> String {
    switch purpose {
    case .splitGroups(let sessionType): return "Muscle groups of \(state.splitName(sessionType))"
    case .exerciseRegions(let id): return "Muscles of \(state.catalog.exercise(id)?.name ?? id)"
    default: return ""
    }
}
