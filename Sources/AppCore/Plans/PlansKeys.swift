import Domain

/// The Plans tab's list of splits: new, edit, groups, rotation, order, delete, starters, the
/// `/` filter and its matches. Every change saves the splits it changed.
func plansKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action == .back && state.plans.search != nil {
        setPlansFilter(&state, nil)
        return []
    }
    if let effects = navigationKey(&state, action) { return effects }
    let i = state.plans.selection
    switch action {
    case .up, .down:
        stepShownSplit(&state, forward: action == .down)
        return []
    case .nextMatch, .previousMatch:
        stepShownSplit(&state, forward: action == .nextMatch, wrapping: true)
        return []
    case .filterList:
        openListFilter(&state, in: .plans)
        return []
    case .showPrograms:
        return showPrograms(&state)
    case .newSplit:
        state.modal = .form(splitForm(nil))
        return []
    case .starterSplits:
        guard !state.catalog.exercises.isEmpty else {
            state.flash = Flash("The exercise catalog is empty, so no starter can be made.", isError: true)
            return []
        }
        state.modal = .picker(Picker(title: "Add a starter split", purpose: .starterSplit))
        return []
    default:
        break
    }
    guard let split = state.selectedSplit, shownSplitIndices(state).contains(i) else {
        if let search = state.plans.search, !state.splits.isEmpty {
            state.flash = Flash("No split matches \"\(search)\": \(state.keymap.says(.back, in: .plans, "clears the filter")).")
        } else {
            state.flash = Flash("No split yet: \(state.keymap.says(.newSplit, in: .plans, "makes one")), \(state.keymap.says(.starterSplits, in: .plans, "adds a starter")).")
        }
        return []
    }
    switch action {
    case .open:
        state.plans.isOpen = true
        state.plans.stepSelection = 0
        return []
    case .edit:
        state.modal = .form(splitForm(split))
        return []
    case .editGroups:
        state.modal = .picker(Picker(title: "Muscle groups of \(split.name)", purpose: .splitGroups(sessionType: split.sessionType), checked: Set(split.groups)))
        return []
    case .toggleRotation:
        state.splits[i].inRotation.toggle()
        let split = state.splits[i]
        if let program = state.program {
            state.flash = Flash("\(split.name) is \(split.inRotation ? "in" : "out of") the rotation of splits; Home follows \(program.program.name) until gymtrack program stop.")
        } else if split.inRotation, let position = state.rotation.firstIndex(where: { $0.sessionType == split.sessionType }) {
            state.flash = Flash("\(split.name) is in the rotation, card \(position + 1) of \(state.rotation.count) on Home.")
        } else {
            state.flash = Flash("\(split.name) is out of the rotation; it stays here.")
        }
        state.home.selection = state.nextSplitIndex ?? 0
    case .moveItemUp, .moveItemDown:
        // A split moved past others the filter hides would land somewhere unseen.
        guard state.plans.search == nil else {
            state.flash = Flash("Splits move in the whole list: \(state.keymap.says(.back, in: .plans, "clears the filter")) first.")
            return []
        }
        let target = i + (action == .moveItemUp ? -1 : 1)
        guard state.splits.indices.contains(target) else { return [] }
        state.splits.swapAt(i, target)
        state.plans.selection = target
        state.home.selection = state.nextSplitIndex ?? 0
        return [saveSplit(state, target), saveSplit(state, i)]
    case .delete:
        state.modal = .question(.deleteSplit(sessionType: split.sessionType))
        return []
    default:
        return []
    }
    return [saveSplit(state, i)]
}

/// Selects the split just made, the last one, on the list: every split shown, so it is in sight.
func selectNewSplit(_ state: inout AppState) {
    state.plans.search = nil
    state.plans.selection = state.splits.count - 1
    state.plans.isOpen = false
}

/// Deletes the split (the answer to "Delete Push?"); its sessions stay in History.
func deleteSplit(_ state: inout AppState, sessionType: String) -> [Effect] {
    guard let index = state.splitIndex(sessionType) else { return [] }
    let split = state.splits.remove(at: index)
    state.plans.selection = min(state.plans.selection, max(0, state.splits.count - 1))
    state.home.selection = state.nextSplitIndex ?? 0
    state.flash = Flash("Deleted \(split.name); its logged sessions stay in History.")
    return [.deleteSplit(uid: split.uid)]
}

/// Removes one exercise from a split (the answer to "Remove Bench Press?").
func removeSplitStep(_ state: inout AppState, sessionType: String, step id: Int) -> [Effect] {
    guard let i = state.splitIndex(sessionType), let j = state.splits[i].steps.index(ofStep: id) else { return [] }
    let step = state.splits[i].steps.remove(at: j)
    state.plans.stepSelection = min(j, max(0, state.splits[i].steps.count - 1))
    state.flash = Flash("Removed \(step.title).")
    return [saveSplit(state, i)]
}

private func splitForm(_ split: Split?) -> Form {
    let fields = [
        FormField(.name, "Name", split?.name ?? "", .text(maxLength: 24)),
        FormField(.description, "Description", split?.description ?? "", .text(maxLength: 80)),
        FormField(.targetDuration, "Duration", split?.targetDuration ?? "45 min", .text(maxLength: 12)),
        FormField(.colour, "Colour", split?.colour ?? .cyan),
        FormField(.glyph, "Glyph", split?.glyph ?? "", .text(maxLength: 1)),
        FormField(.rotation, "In rotation", yes: split?.inRotation ?? false),
        FormField(.dailyChallenge, "Daily challenge", yes: split?.dailyChallenge ?? true),
    ]
    return Form(title: split.map { "Edit \($0.name)" } ?? "New split", fields: fields,
                purpose: split.map { .editSplit(sessionType: $0.sessionType) } ?? .newSplit)
}

func saveSplitForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let name = form.value(.name).trimmingSpaces
    let glyph = form.value(.glyph).trimmingSpaces
    let colour: SplitColour = form.choice(.colour) ?? .cyan
    let rotation = form.isYes(.rotation)
    let challenge = form.choice(.dailyChallenge) != YesNo.no
    let duration = Split.durationWithUnit(form.value(.targetDuration).trimmingSpaces)
    // Two cards showing "A" cannot be told apart: a glyph another split has is refused.
    let editing: String? = if case .editSplit(let t) = form.purpose { t } else { nil }
    let taken = state.takenGlyphs(except: editing)
    if !glyph.isEmpty, taken.contains(glyph.uppercased()) {
        let owner = state.splits.first { $0.sessionType != editing && $0.glyph.uppercased() == glyph.uppercased() }
        state.flash = Flash("Glyph \(glyph) is \(owner.map { $0.name + "'s" } ?? "taken"): type another.", isError: true)
        state.modal = .form(form)
        return []
    }
    let autoGlyph = glyph.isEmpty ? (Split.freeGlyph(name: name, taken: taken) ?? String(name.prefix(1))) : glyph
    let saved: Int
    switch form.purpose {
    case .editSplit(let sessionType) where state.splitIndex(sessionType) != nil:
        let i = state.splitIndex(sessionType)!
        saved = i
        var split = state.splits[i]
        // A title that was the name, or ended with it ("Day A — Upper Strength"), follows a rename.
        if split.title == split.name {
            split.title = name
        } else if split.title.hasSuffix(split.name) {
            split.title = String(split.title.dropLast(split.name.count)) + name
        }
        split.name = name
        split.description = form.value(.description).trimmingSpaces
        split.targetDuration = duration
        split.colour = colour
        split.glyph = autoGlyph
        split.inRotation = rotation
        split.dailyChallenge = challenge
        state.splits[i] = split
        state.splitNames[split.sessionType] = name
        state.flash = Flash("Saved \(name).")
    default:
        let sessionType = Split.newSessionType(name: name, taken: state.takenSessionTypes)
        let split = Split(sessionType: sessionType, name: name, title: name, description: form.value(.description).trimmingSpaces,
                          targetDuration: duration, steps: [], groups: [], colour: colour,
                          glyph: autoGlyph, inRotation: rotation, dailyChallenge: challenge)
        state.splits.append(split)
        saved = state.splits.count - 1
        state.splitNames[sessionType] = name
        selectNewSplit(&state)
        state.flash = Flash("Made \(name): \(state.keymap.says(.editGroups, in: .plans, "chooses its muscle groups")), "
                            + "\(state.keymap.label(.open, in: .plans)) then \(state.keymap.says(.addExercise, in: .planSteps, "adds exercises")).")
    }
    state.home.selection = state.nextSplitIndex ?? 0
    return [saveSplit(state, saved)]
}

func saveSplitGroups(_ state: inout AppState, sessionType: String, groups: Set<String>) -> [Effect] {
    guard let index = state.splitIndex(sessionType) else { return [] }
    state.splits[index].groups = state.catalog.groups.map(\.id).filter { groups.contains($0) }
    let names = state.splits[index].groups.compactMap { state.catalog.group($0)?.name }
    state.flash = Flash(names.isEmpty ? "\(state.splits[index].name) has no muscle groups: no coverage card."
                                      : "\(state.splits[index].name) trains " + names.joined(separator: ", ") + ".")
    return [saveSplit(state, index)]
}

/// The form of one exercise of a split: its kind (one countdown or sets), sets, reps, weight,
/// rest and notes. A countdown offers 3 × 10 bodyweight for when it is made sets.
func stepForm(_ step: PlanStep, sessionType: String, unit: WeightUnit, exercise: CatalogExercise?) -> Form {
    let timed = step.kind == .timed
    var fields = [
        FormField(.kind, "Kind", timed ? StepKind.timed : .sets, choices: [.timed, .sets]),
        FormField(.load, "Load", timed ? LoadType.none : step.loadType),
        FormField(.sets, "Sets", String(timed && step.workingSets == 0 ? 3 : step.workingSets), .number(decimal: false, optional: false, range: 0...20)),
        FormField(.warmups, "Warm-up sets", String(step.warmupSets), .number(decimal: false, optional: false, range: 0...10)),
        FormField(.reps, "Reps", (step.plannedReps ?? (timed ? 10 : nil)).map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...500)),
        FormField(.duration, "Seconds", step.durationSeconds.map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...7200)),
        FormField(.weight, "Weight \(unit.rawValue)", step.weight.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                  .number(decimal: true, optional: true, range: 0...2000)),
        FormField(.rest, "Rest seconds", step.restSeconds.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...900)),
        FormField(.cycles, "Work/rest cycles", yes: step.cycles),
        FormField(.reviewWeeks, "Review weeks", step.reviewWeeks.map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...52)),
        FormField(.notes, "Notes", step.notes == "—" ? "" : step.notes, .text(maxLength: 80)),
    ]
    // After the notes, so the fields before keep their places (a countdown leaves it as it is).
    if step.editsKind { fields.append(FormField(.sides, "Sides", step.unilateral ? Sides.oneAtATime : .both)) }
    // The exercise's own +/- step, kept with the catalog exercise (so every split shares it).
    if exercise != nil && step.editsKind {
        fields.append(weightStepField(exercise, unit: unit))
    }
    // Last, so the fields of its numbers can follow the rule chosen.
    if step.editsKind { fields += ruleFields(step.rule, unit: unit) }
    if !step.editsKind { fields.removeAll { [.kind, .sets, .warmups, .reps, .weight, .cycles, .load].contains($0.key) } }
    return Form(title: step.title, fields: fields, purpose: .editSplitStep(sessionType: sessionType, step: step.id))
}

/// An exercise typed by hand takes the sides its step was given, for the steps made of it
/// from now on (a catalog exercise's are the catalog's).
private func customExerciseSides(_ state: inout AppState, _ step: PlanStep) -> [Effect] {
    guard step.kind == .sets, var exercise = state.catalog.exercise(step.exerciseID), exercise.category == .custom,
          exercise.unilateral != step.unilateral else { return [] }
    exercise.unilateral = step.unilateral
    state.catalog.upsert(exercise)
    return [.setExerciseSides(exerciseID: exercise.id, unilateral: step.unilateral)]
}

/// Saves an exercise's form into its split (the rule is Domain's `PlanStep.applying`).
func saveStepForm(_ state: inout AppState, _ form: Form, sessionType: String, step id: Int) -> [Effect] {
    guard let i = state.splitIndex(sessionType), let j = state.splits[i].steps.index(ofStep: id) else { return [] }
    let edit = StepEdit(kind: form.choice(.kind), loadType: form.choice(.load), workingSets: form.integer(.sets), warmupSets: form.integer(.warmups),
                        reps: form.integer(.reps), durationSeconds: form.integer(.duration),
                        weight: form.number(.weight).map(state.settings.unit.toKilograms), restSeconds: form.integer(.rest),
                        cycles: form.isYes(.cycles), reviewWeeks: form.integer(.reviewWeeks), notes: form.value(.notes).trimmingSpaces,
                        unilateral: form.choice(.sides, as: Sides.self).map { $0 == .oneAtATime })
    let rule: StepRule?
    switch formRule(form, unit: state.settings.unit) {
    case .failure(let problem):
        state.flash = Flash(problem.sentence, isError: true)
        state.modal = .form(form)
        return []
    case .success(let chosen): rule = state.splits[i].steps[j].editsKind ? chosen : state.splits[i].steps[j].rule
    }
    switch state.splits[i].steps[j].applying(edit, today: state.today) {
    case .failure(.durationNeedsSeconds):
        state.flash = Flash("A duration load needs Seconds: type how long each set lasts.", isError: true)
        state.modal = .form(form)
        return []
    case .failure(.timedNeedsSeconds):
        state.flash = Flash("A timed exercise needs Seconds: type how long its countdown runs.", isError: true)
        state.modal = .form(form)
        return []
    case .success(var step):
        if rule != nil && step.kind != .sets {
            state.flash = Flash(FormRuleProblem.notSets.sentence, isError: true)
            state.modal = .form(form)
            return []
        }
        step.rule = rule
        state.splits[i].steps[j] = step
        state.flash = Flash("Saved \(step.title).")
        let increment = step.exerciseID.flatMap { applyWeightStep(&state, form, exerciseID: $0) } ?? []
        if !increment.isEmpty {
            let kg = state.settings.weightIncrement(for: state.catalog.exercise(step.exerciseID))
            state.flash?.text += " \(state.keymap.weightStepKeys) change it by \(incrementText(kg, state.settings.unit))."
        }
        return [saveSplit(state, i)] + increment + customExerciseSides(&state, step)
    }
}
