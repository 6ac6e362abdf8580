import Domain

// Supersets and per-exercise weight steps on the Exercise screen and the Plans tab.

/// One weight increment of a step's exercise in kilograms: its own, else Settings' (Domain decides).
func weightIncrement(_ state: AppState, _ step: PlanStep) -> Double {
    state.settings.weightIncrement(for: state.catalog.exercise(step.exerciseID))
}

/// "2.5 kg", "5 lb": an increment in the user's unit.
func incrementText(_ kg: Double, _ unit: WeightUnit) -> String {
    plateNumber(unit.fromKilograms(kg)) + " " + unit.rawValue
}

/// The bracket drawn beside a grouped step: its title row, and the rows below it that stay
/// inside the group. ASCII has a fallback.
func supersetBracket(_ mark: SupersetMark?, glyphs: Glyphs) -> (title: String, below: String)? {
    guard let mark else { return nil }
    let (top, side, bottom) = glyphs.unicode ? ("┌", "│", "└") : ("/", "|", "\\")
    switch mark {
    case .first: return (top, side)
    case .middle: return (side, side)
    case .last: return (bottom, " ")
    }
}

/// "superset" (two exercises) or "circuit" (more): what the selected step's details say about
/// its group; the bracket shows how many, and a 40-column line has no room for more.
func supersetLabel(_ range: ClosedRange<Int>) -> String {
    range.count == 2 ? "superset" : "circuit"
}

/// `g` on the Exercise screen: groups the selected step with the next one, or splits them.
func linkWorkoutSuperset(_ state: inout AppState) -> [Effect] {
    guard var workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else { return [] }
    let index = state.exercise.selection
    guard let linked = workout.toggleSupersetLink(step: index) else {
        state.flash = Flash("\(workout.steps[index].plan.title) is the last exercise and in no group: nothing follows to group it with.")
        return []
    }
    state.flash = Flash(supersetMessage(workout.steps.map(\.plan), index: index, linked: linked, state.keymap))
    return showAndWrite(&state, workout)
}

/// `g` on a split's exercises: the same, saved with the split.
func linkSplitSuperset(_ state: inout AppState, split i: Int, step j: Int) -> [Effect] {
    guard state.splits[i].steps.indices.contains(j) else { return [] }
    guard let linked = state.splits[i].steps.toggleSupersetLink(at: j) else {
        state.flash = Flash("\(state.splits[i].steps[j].title) is the last exercise and in no group: nothing follows to group it with.")
        return []
    }
    state.flash = Flash(supersetMessage(state.splits[i].steps, index: j, linked: linked, state.keymap))
    return [saveSplit(state, i)]
}

private func supersetMessage(_ steps: [PlanStep], index: Int, linked: Bool, _ keymap: Keymap) -> String {
    guard linked, let group = steps.superset(containing: index) else {
        // The last step is split off from the one before it; any other from the one after it.
        let (first, second) = index + 1 < steps.count ? (index, index + 1) : (index - 1, index)
        return "\(steps[first].title) and \(steps[second].title) are no longer grouped."
    }
    let titles = group.map { steps[$0].title }
    let names = titles.dropLast().joined(separator: ", ") + " and " + titles.last!
    return "\(names) are a \(group.count == 2 ? "superset" : "circuit"): \(keymap.says(.completeSet, in: .exercise, "moves between them")), the rest comes after the round."
}

/// Where the cursor goes after a set of step `index`: its superset partner, else (when the
/// step is done) the next step still to do; nil leaves it where it is.
func cursorAfterSet(_ workout: ActiveWorkout, index: Int, completedStep: Bool) -> Int? {
    workout.supersetPartner(after: index) ?? (completedStep ? workout.nextStepToDo(after: index) : nil)
}

/// `i` on the Exercise screen: a form for the exercise's own weight step.
func openWeightStepForm(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout, workout.steps.indices.contains(state.exercise.selection) else { return [] }
    let step = workout.steps[state.exercise.selection].plan
    guard step.loadType == .weight, let exercise = state.catalog.exercise(step.exerciseID) else {
        state.flash = Flash("\(step.title) " + (step.loadType == .weight ? "is not in the catalog, so it uses the step from Settings."
                                                                      : "is logged without a weight."))
        return []
    }
    state.modal = .form(Form(title: "Weight step · \(exercise.name)", fields: [weightStepField(exercise, unit: state.settings.unit)],
                             purpose: .exerciseWeightStep(exerciseID: exercise.id)))
    return []
}

extension Keymap {
    /// "+/-": the keys that make a set one weight step heavier or lighter, as messages and
    /// Settings name them.
    var weightStepKeys: String { label(.adjustWeight(1), in: .exercise) + "/" + label(.adjustWeight(-1), in: .exercise) }
}

/// The weight step field: the exercise's own in the user's unit, empty for Settings' one.
func weightStepField(_ exercise: CatalogExercise?, unit: WeightUnit) -> FormField {
    FormField(.weightStep, "Weight step \(unit.rawValue)", exercise?.weightStep.map { plateNumber(unit.fromKilograms($0)) } ?? "",
              .number(decimal: true, optional: true, range: 0...100))
}

/// Saves an exercise's weight step typed in `form` (empty or 0: Settings' step again), with a
/// message that says which step +/- now use. Returns the effects; nil when nothing changed.
func applyWeightStep(_ state: inout AppState, _ form: Form, exerciseID: String) -> [Effect]? {
    guard form.fields.contains(where: { $0.key == .weightStep }), var exercise = state.catalog.exercise(exerciseID) else { return nil }
    let unit = state.settings.unit
    let typed = form.number(.weightStep).flatMap { $0 > 0 ? unit.toKilograms($0) : nil }
    guard typed != exercise.weightStep else { return nil }
    exercise.weightStep = typed
    state.catalog.upsert(exercise)
    return [.saveWeightStep(exerciseID: exerciseID, kilograms: typed)]
}

func saveWeightStepForm(_ state: inout AppState, _ form: Form, exerciseID: String) -> [Effect] {
    let effects = applyWeightStep(&state, form, exerciseID: exerciseID) ?? []
    let exercise = state.catalog.exercise(exerciseID)
    let step = state.settings.weightIncrement(for: exercise)
    state.flash = Flash("\(state.keymap.weightStepKeys) change \(exercise?.name ?? "this exercise") by \(incrementText(step, state.settings.unit))"
                        + (exercise?.weightStep == nil ? " (the step from Settings)." : "."))
    return effects
}
