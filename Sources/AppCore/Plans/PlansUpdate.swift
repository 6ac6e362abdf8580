import Domain

/// Plans-tab actions: splits (new, edit, groups, rotation, order, delete, starters) and,
/// with a split open, its exercises (add, edit, remove, order). Every change saves the list.
func editPlans(_ state: inout AppState, _ action: Action, context: KeyContext) -> [Effect] {
    let i = state.plansSelection
    if action == .newSplit {
        state.form = splitForm(nil, state: state)
        state.modal = .form
        return []
    }
    if action == .starterSplits {
        guard !state.catalog.exercises.isEmpty else {
            state.flash = Flash("The exercise catalog is empty, so no starter can be made.", isError: true)
            return []
        }
        state.picker = Picker(title: "Add a starter split", purpose: .starterSplit)
        state.modal = .picker
        return []
    }
    guard state.splits.indices.contains(i) else {
        state.flash = Flash("No split yet: n makes one, S adds a starter.")
        return []
    }
    if context == .planSteps { return editSplitSteps(&state, action, split: i) }
    switch action {
    case .edit:
        state.form = splitForm(i, state: state)
        state.modal = .form
        return []
    case .editGroups:
        state.picker = Picker(title: "Muscle groups of \(state.splits[i].name)", purpose: .splitGroups(i), checked: Set(state.splits[i].groups))
        state.modal = .picker
        return []
    case .toggleRotation:
        state.splits[i].inRotation.toggle()
        let split = state.splits[i]
        if split.inRotation, let position = state.rotation.firstIndex(where: { $0.uid == split.uid && $0.type == split.type }) {
            state.flash = Flash("\(split.name) is in the rotation, card \(position + 1) of \(state.rotation.count) on Home.")
        } else {
            state.flash = Flash("\(split.name) is out of the rotation; it stays here.")
        }
        state.homeSelection = state.nextPlanIndex ?? 0
    case .moveItemUp, .moveItemDown:
        let target = i + (action == .moveItemUp ? -1 : 1)
        guard state.splits.indices.contains(target) else { return [] }
        state.splits.swapAt(i, target)
        state.plansSelection = target
        state.homeSelection = state.nextPlanIndex ?? 0
    case .delete:
        state.modal = .confirmDeleteSplit(i)
        return []
    default:
        return []
    }
    return [.saveSplits(state.splits)]
}

private func editSplitSteps(_ state: inout AppState, _ action: Action, split i: Int) -> [Effect] {
    let j = state.plansStepSelection
    let steps = state.splits[i].steps
    switch action {
    case .addExercise:
        state.picker = Picker(title: "Add to \(state.splits[i].name)", purpose: .addToSplit(i))
        state.modal = .picker
        return []
    case .edit:
        guard steps.indices.contains(j) else { return [] }
        state.form = stepForm(steps[j], split: i, step: j, unit: state.settings.unit)
        state.modal = .form
        return []
    case .delete:
        guard steps.indices.contains(j) else { return [] }
        state.modal = .confirmRemoveStep(j)
        return []
    case .moveItemUp, .moveItemDown:
        let target = j + (action == .moveItemUp ? -1 : 1)
        guard steps.indices.contains(j), steps.indices.contains(target) else { return [] }
        state.splits[i].steps.swapAt(j, target)
        state.plansStepSelection = target
        return [.saveSplits(state.splits)]
    default:
        return []
    }
}

private let yesNo = ["yes", "no"]

private func splitForm(_ index: Int?, state: AppState) -> Form {
    let split = index.map { state.splits[$0] }
    let fields = [
        FormField("name", "Name", split?.name ?? "", .text(maxLength: 24)),
        FormField("description", "Description", split?.description ?? "", .text(maxLength: 80)),
        FormField("duration", "Duration", split?.targetDuration ?? "45 min", .text(maxLength: 12)),
        FormField("colour", "Colour", (split?.colour ?? .cyan).rawValue, .choice(SplitColour.allCases.map(\.rawValue))),
        FormField("glyph", "Glyph", split?.glyph ?? "", .text(maxLength: 1)),
        FormField("rotation", "In rotation", (split?.inRotation ?? false) ? "yes" : "no", .choice(yesNo)),
    ]
    return Form(title: split.map { "Edit \($0.name)" } ?? "New split", fields: fields, purpose: index.map { .editSplit($0) } ?? .newSplit)
}

func saveSplitForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let name = form.value("name").trimmingSpaces
    let glyph = form.value("glyph").trimmingSpaces
    let colour = SplitColour(rawValue: form.value("colour")) ?? .cyan
    let rotation = form.value("rotation") == "yes"
    switch form.purpose {
    case .editSplit(let i) where state.splits.indices.contains(i):
        var split = state.splits[i]
        // A title that was the name, or ended with it ("Day A — Upper Strength"), follows a rename.
        if split.title == split.name {
            split.title = name
        } else if split.title.hasSuffix(split.name) {
            split.title = String(split.title.dropLast(split.name.count)) + name
        }
        split.name = name
        split.description = form.value("description").trimmingSpaces
        split.targetDuration = form.value("duration").trimmingSpaces
        split.colour = colour
        split.glyph = glyph.isEmpty ? String(name.prefix(1)) : glyph
        split.inRotation = rotation
        state.splits[i] = split
        state.splitNames[split.type] = name
        state.flash = Flash("Saved \(name).")
    default:
        let type = Split.newType(name: name, taken: state.takenSplitTypes)
        let split = Split(type: type, name: name, title: name, description: form.value("description").trimmingSpaces,
                          targetDuration: form.value("duration").trimmingSpaces, steps: [], groups: [], colour: colour,
                          glyph: glyph.isEmpty ? String(name.prefix(1)) : glyph, inRotation: rotation)
        state.splits.append(split)
        state.splitNames[type] = name
        state.plansSelection = state.splits.count - 1
        state.plansOpen = false
        state.flash = Flash("Made \(name): g chooses its muscle groups, Enter then a adds exercises.")
    }
    state.homeSelection = state.nextPlanIndex ?? 0
    return [.saveSplits(state.splits)]
}

func saveSplitGroups(_ state: inout AppState, index: Int, groups: Set<String>) -> [Effect] {
    guard state.splits.indices.contains(index) else { return [] }
    state.splits[index].groups = state.catalog.groups.map(\.id).filter { groups.contains($0) }
    let names = state.splits[index].groups.compactMap { state.catalog.group($0)?.name }
    state.flash = Flash(names.isEmpty ? "\(state.splits[index].name) has no muscle groups: no coverage card."
                                      : "\(state.splits[index].name) trains " + names.joined(separator: ", ") + ".")
    return [.saveSplits(state.splits)]
}

private func stepForm(_ step: PlanStep, split: Int, step index: Int, unit: WeightUnit) -> Form {
    let timedOnly = step.kind == .timed || step.kind == .challenge
    var fields = [
        FormField("load", "Load", step.loadType.rawValue, .choice(LoadType.allCases.map(\.rawValue))),
        FormField("sets", "Sets", String(step.workingSets), .number(decimal: false, optional: false, range: 0...20)),
        FormField("warmup", "Warm-up sets", String(step.warmupSets), .number(decimal: false, optional: false, range: 0...10)),
        FormField("reps", "Reps", step.plannedReps.map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...500)),
        FormField("duration", "Seconds", step.durationSeconds.map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...7200)),
        FormField("weight", "Weight \(unit.rawValue)", step.weight.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                  .number(decimal: true, optional: true, range: 0...2000)),
        FormField("rest", "Rest seconds", step.restSeconds.map(String.init) ?? "", .number(decimal: false, optional: true, range: 0...900)),
        FormField("cycles", "Work/rest cycles", step.cycles ? "yes" : "no", .choice(yesNo)),
        FormField("review", "Review weeks", step.reviewWeeks.map(String.init) ?? "", .number(decimal: false, optional: true, range: 1...52)),
        FormField("notes", "Notes", step.notes == "—" ? "" : step.notes, .text(maxLength: 80)),
    ]
    if timedOnly { fields.removeAll { ["sets", "warmup", "reps", "weight", "cycles", "load"].contains($0.key) } }
    return Form(title: step.title, fields: fields, purpose: .editSplitStep(split: split, step: index))
}

func saveStepForm(_ state: inout AppState, _ form: Form, split i: Int, step j: Int) -> [Effect] {
    guard state.splits.indices.contains(i), state.splits[i].steps.indices.contains(j) else { return [] }
    var step = state.splits[i].steps[j]
    let old = step
    let int = { (key: String) in form.number(key).map { Int($0) } }
    if step.kind != .timed && step.kind != .challenge {
        let load = LoadType(rawValue: form.value("load")) ?? step.loadType
        let working = int("sets") ?? step.workingSets
        let warmup = int("warmup") ?? 0
        step.loadType = load
        step.workingSets = working
        step.warmupSets = warmup
        step.cycles = form.value("cycles") == "yes"
        if load == .duration {
            guard let seconds = int("duration") ?? step.durationSeconds else {
                state.flash = Flash("A duration load needs Seconds: type how long each set lasts.", isError: true)
                state.form = form
                state.modal = .form
                return []
            }
            step.kind = .hold
            step.durationSeconds = seconds
            step.weight = nil
        } else {
            step.kind = .sets
            step.durationSeconds = nil
            step.weight = load == .weight ? form.number("weight").map(state.settings.unit.toKilograms) : nil
        }
        if step.workingSets != old.workingSets || step.warmupSets != old.warmupSets {
            step.setsText = PlanStep.setsText(warmup: warmup, working: working)
        }
        let reps = int("reps")
        if reps != old.plannedReps || step.durationSeconds != old.durationSeconds {
            step.repsText = PlanStep.repsText(reps: reps, durationSeconds: step.kind == .hold ? step.durationSeconds : nil)
        }
        if step.weight != old.weight { step.weightUpdated = state.today }
    } else if let seconds = int("duration"), seconds != step.durationSeconds {
        step.durationSeconds = seconds
        step.repsText = PlanStep.repsText(reps: nil, durationSeconds: seconds)
    }
    step.restSeconds = int("rest")
    step.reviewWeeks = int("review")
    step.notes = form.value("notes").trimmingSpaces
    state.splits[i].steps[j] = step
    state.flash = Flash("Saved \(step.title).")
    return [.saveSplits(state.splits)]
}
