import Domain

/// Exercise-screen actions beyond completing sets: edit a set, skip, add, reorder, notes,
/// coverage and suggestions, ending a rest.
func editWorkout(_ state: inout AppState, _ action: Action) -> [Effect] {
    guard var workout = state.workout else { return [] }
    if action == .addExercise {
        state.modal = .picker(Picker(title: "Add to this workout", purpose: .addToWorkout))
        return []
    }
    let index = state.exercise.selection
    guard workout.steps.indices.contains(index) else {
        state.flash = Flash(noExercisesMessage(state.keymap))
        return []
    }
    let step = workout.steps[index]
    switch action {
    case .editSet:
        if step.plan.kind == .timed {
            state.modal = .form(distanceForm(state, step: step))
            return []
        }
        guard step.plan.totalSets > 0 else {
            state.flash = Flash("\(step.plan.title) has no sets to edit: \(state.keymap.says(.completeSet, in: .exercise, "checks it")).")
            return []
        }
        let setIndex = step.sets.isEmpty ? nil : step.sets.count - 1
        state.modal = .form(setForm(state, step: step, set: setIndex))
        return []
    case .skipStep:
        guard workout.toggleSkip(step: index, at: state.now) else {
            state.flash = Flash("\(step.plan.title) is already done; \(state.keymap.says(.undoSet, in: .exercise, "takes back its last set")).")
            return []
        }
        if workout.steps[index].skipped {
            state.flash = Flash("Skipped \(step.plan.title); \(state.keymap.says(.skipStep, in: .exercise, "again takes it back")).")
            if let next = workout.steps.indices.first(where: { $0 > index && !workout.steps[$0].isComplete && !workout.steps[$0].skipped }) {
                state.exercise.selection = next
            }
        }
    case .note:
        state.modal = .form(Form(title: "Note on \(step.plan.title)", fields: [FormField(.note, "Note", step.note, .text(maxLength: stepNoteMaxLength))],
                                 purpose: .stepNote(step: step.id)))
        return []
    case .showCoverage:
        guard !workout.groups.isEmpty else {
            state.flash = Flash("This split has no muscle groups: choose them on the Plans tab (\(state.keymap.label(.editGroups, in: .plans))).")
            return []
        }
        state.modal = .coverage(selection: 0)
        return []
    case .acceptSuggestion:
        guard let suggestion = currentSuggestions(state).first else {
            state.flash = Flash(workout.groups.isEmpty ? "This split has no muscle groups to cover." : "Nothing to suggest: every region is covered or planned.")
            return []
        }
        return addSuggestion(&state, suggestion)
    case .stopRest:
        guard workout.stopRest() else {
            state.flash = Flash("No rest is running.")
            return []
        }
    case .moveItemUp, .moveItemDown:
        guard let moved = workout.moveStep(index, by: action == .moveItemUp ? -1 : 1) else { return [] }
        state.exercise.selection = moved
    default:
        return []
    }
    return showAndWrite(&state, workout)
}

/// The form for a set's values; `set` nil logs the next set with them. Its fields follow the
/// step's load: reps (each side's for a one-side-at-a-time exercise), the weight lifted,
/// added or taken off, a distance and a time, the set's type, and the effort Settings ask for.
private func setForm(_ state: AppState, step: WorkoutStep, set: Int?) -> Form {
    let logged = set.map { step.sets[$0] }
    let unit = state.settings.unit
    let warmup = logged?.isWarmup ?? step.nextSetIsWarmup
    let load = step.plan.loadType
    let next = logged == nil ? nextSet(state, step) : nil
    var fields: [FormField] = []
    if step.plan.kind == .hold {
        fields.append(FormField(.duration, "Seconds", String(logged?.durationSeconds ?? step.plan.durationSeconds ?? 30),
                                .number(decimal: false, optional: false, range: 1...3600)))
    } else if load == .distance {
        fields += distanceFields(unit, metres: logged?.distanceMeters ?? next?.distanceMeters,
                                 seconds: logged?.durationSeconds ?? next?.durationSeconds, optional: false)
    } else {
        let reps = (logged?.reps ?? next?.reps ?? step.plan.plannedReps).map(String.init) ?? ""
        if step.plan.unilateral && !warmup {
            fields.append(FormField(.reps, "Left reps", reps, .number(decimal: false, optional: false, range: 0...500)))
            let right = logged.map { $0.repsRight.map(String.init) ?? "" } ?? reps
            fields.append(FormField(.repsRight, "Right reps", right, .number(decimal: false, optional: true, range: 0...500)))
        } else {
            fields.append(FormField(.reps, "Reps", reps, .number(decimal: false, optional: false, range: 0...500)))
        }
    }
    if let label = load.weightLabel {
        let weight = logged?.weight ?? next?.weight ?? (warmup ? nil : step.plan.weight)
        fields.append(FormField(.weight, "\(label) \(unit.rawValue)", weight.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                                .number(decimal: true, optional: true, range: 0...2000)))
    }
    // The type last: reps, weight and effort keep the places they have always had.
    fields.append(effortField(state.settings.effort, logged))
    if !warmup && step.plan.kind == .sets {
        fields.append(FormField(.setType, "Type", logged?.type ?? .normal))
    }
    let number = (set ?? step.sets.count) + 1
    let title = (set == nil ? "Log set \(number)" : "Set \(number)") + (warmup ? " (warm-up)" : "") + " · " + step.plan.title
    return Form(title: title, fields: fields, purpose: .editSet(step: step.id, set: logged?.reference))
}

/// The distance and time of a ride, a run or a row, in the distance unit that goes with the weight unit.
func distanceFields(_ unit: WeightUnit, metres: Double?, seconds: Int?, optional: Bool) -> [FormField] {
    // Up to the export's bound (1,000 km), in the unit shown.
    let most = (unit.distance(fromMetres: 1_000_000) * 10).rounded(.down) / 10
    return [FormField(.distance, "Distance \(unit.distanceName)", metres.map { trimDistance(unit.distance(fromMetres: $0)) } ?? "",
                      .number(decimal: true, optional: optional, range: 0.01...most)),
            FormField(.duration, "Time", seconds.map(formatClock) ?? "", .clock(optional: optional))]
}

/// The effort field Settings ask for: RPE 1–10 or RIR 0–10.
func effortField(_ scale: EffortScale, _ logged: SetLog?) -> FormField {
    scale == .rpe
        ? FormField(.rpe, "RPE 1-10", logged?.rpe.map(trimNumber) ?? "", .number(decimal: true, optional: true, range: 1...10))
        : FormField(.rir, "RIR 0-10", logged?.rir.map(trimNumber) ?? "", .number(decimal: true, optional: true, range: 0...10))
}

/// The values a set form holds; an effort the form did not ask for keeps what `logged` had.
func setValues(_ form: Form, unit: WeightUnit, logged: SetLog?) -> SetValues {
    let asksRPE = form.fields.contains { $0.key == .rpe }, asksRIR = form.fields.contains { $0.key == .rir }
    let clock = form.fields.contains { $0.key == .duration && $0.kind.isClock }
    return SetValues(reps: form.integer(.reps), weight: form.number(.weight).map(unit.toKilograms),
                     durationSeconds: clock ? form.seconds(.duration) : form.integer(.duration),
                     rpe: asksRPE ? form.number(.rpe) : logged?.rpe,
                     repsRight: form.integer(.repsRight), distanceMeters: form.number(.distance).map(unit.metres(fromDistance:)),
                     type: form.choice(.setType) ?? logged?.type ?? .normal, rir: asksRIR ? form.number(.rir) : logged?.rir)
}

/// The form of a timed step's distance (the B day's ride: 8.4 km in 20:00), logged with the step.
private func distanceForm(_ state: AppState, step: WorkoutStep) -> Form {
    let logged = step.sets.last
    let elapsed = step.timer.map { Int($0.elapsed(at: state.now.epochSeconds).rounded()) }.flatMap { $0 > 0 ? $0 : nil }
    let fields = distanceFields(state.settings.unit, metres: logged?.distanceMeters,
                                seconds: logged?.durationSeconds ?? elapsed ?? step.plan.durationSeconds, optional: false)
    return Form(title: "Distance · " + step.plan.title, fields: fields + [effortField(state.settings.effort, logged)],
                purpose: .editSet(step: step.id, set: logged?.reference))
}

/// Saves the set form: replaces the set's values, or logs the next set with them.
func saveSetForm(_ state: inout AppState, _ form: Form, step id: Int, set reference: String?) -> [Effect] {
    guard var workout = state.workout, let index = workout.index(ofStep: id) else { return [] }
    let logged = reference.flatMap { r in workout.steps[index].sets.last { $0.isNamed(by: r) } }
    let values = setValues(form, unit: state.settings.unit, logged: logged)
    if workout.steps[index].plan.kind == .timed && reference == nil {
        _ = workout.logDistance(step: index, values: values, at: state.now)
        // The step is done: on to the next, as after any step.
        if state.exercise.selection == index, let next = cursorAfterSet(workout, index: index, completedStep: true) {
            state.exercise.selection = next
        }
        state.flash = Flash("\(workout.steps[index].plan.title): " + (workout.steps[index].sets.last.flatMap { distanceWords($0, state.settings.unit) } ?? "saved") + ".")
        return showAndWrite(&state, workout)
    }
    guard let reference else {
        state.exercise.selection = index
        return changeStep(&state, .completeSet, values: values)
    }
    // The last set so named (a frozen clock in tests can complete two at one moment).
    guard let set = workout.steps[index].sets.lastIndex(where: { $0.isNamed(by: reference) }) else {
        state.flash = Flash("That set is no longer in the workout; nothing was changed.", isError: true)
        return []
    }
    _ = workout.editSet(step: index, set: set, values: values)
    state.flash = Flash("Set \(set + 1) of \(workout.steps[index].plan.title) saved.")
    return showAndWrite(&state, workout)
}

/// The coverage report of the running workout, nil when its split names no groups.
func currentCoverage(_ state: AppState) -> CoverageReport? {
    guard let workout = state.workout, !workout.groups.isEmpty else { return nil }
    let report = coverageReport(for: workout, splitName: state.splitName(workout.sessionType), groups: workout.groups, catalog: state.catalog)
    return report.groups.isEmpty ? nil : report
}

/// The suggestions for the running workout; pass the report when it is already at hand.
func currentSuggestions(_ state: AppState, report: CoverageReport? = nil) -> [Suggestion] {
    guard let workout = state.workout, let report = report ?? currentCoverage(state) else { return [] }
    return suggestions(for: report, workout: workout, catalog: state.catalog)
}

/// Adds a suggested exercise after the selected step, with the suggested number of sets.
func addSuggestion(_ state: inout AppState, _ suggestion: Suggestion) -> [Effect] {
    guard var workout = state.workout else { return [] }
    let at = workout.insertStep(PlanStep.from(suggestion.exercise, sets: suggestion.sets), after: state.exercise.selection)
    state.exercise.selection = at
    state.flash = Flash("Added \(suggestion.sets) × \(suggestion.exercise.name) for \(suggestion.region.label).")
    return showAndWrite(&state, workout)
}
