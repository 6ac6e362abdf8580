import BundledPlans
import Domain
import Storage

// `program show`: the next workouts with their targets, or the rotation's with their sets.

func showProgram(store: Store, catalog: Catalog, now: Moment, count: Int) throws -> String {
    guard let record = try store.activeProgram() else { return try showRotation(store: store, catalog: catalog, now: now, count: count) }
    guard let planner = try store.programPlanner(for: record, today: now.day) else {
        return "The program in use does not read: gymtrack program edit shows its mistakes."
    }
    let settings = try store.loadSettings()
    let program = planner.program
    var lines = [printableName(program.name) + " · \(printableName(planner.position.label(in: program)))"
        + (program.source.isEmpty ? "" : "\n" + printableName(program.source))]
    for (i, planned) in planner.preview(count: max(1, count)).enumerated() {
        let cycle = planned.position.cycle > 0 ? " · cycle \(planned.position.cycle + 1)" : ""
        lines.append("")
        lines.append((i == 0 ? "Next: " : "Then: ") + printableName(program.markedDayName(week: planned.position.week, day: planned.position.day)) + cycle)
        // A slot left out of the week (`-`) is not in its workout.
        for (slot, target) in zip(planned.day.slots, planned.targets) where !slot.isAbsent(week: planned.position.week) {
            lines.append("  \(printableName(slot.title)): \(printableName(target.summary(settings.unit)))")
            if i == 0 { lines.append("    " + printableName(target.why(settings.unit, today: now.day))) }
        }
    }
    lines += ["", "Each workout after the next is as it would be if the ones before it were done as planned."]
    return lines.joined(separator: "\n")
}

/// With no program in use: the next workouts of the rotation of splits (the GymTrack A/B/C
/// unless the splits were changed), from where it stands, each with its planned sets.
private func showRotation(store: Store, catalog: Catalog, now: Moment, count: Int) throws -> String {
    let rotation = try store.loadSplits().filter(\.inRotation)
    let abc = BuiltInPrograms.named(BuiltInPrograms.gymtrackID, catalog: catalog)?.name ?? "GymTrack A/B/C"
    let footer = "No program is in use: Home follows the rotation of splits. gymtrack program list shows the programs; gymtrack program start ID starts one."
    guard !rotation.isEmpty else { return "No split is in the rotation: put one in on the Plans tab, or start a program.\n" + footer }
    let unit = try store.loadSettings().unit
    let nextType = nextInRotation(order: rotation.map(\.sessionType), history: try store.loadHistory(today: now.day), today: now.day)
    let first = rotation.firstIndex { $0.sessionType == nextType } ?? 0
    var lines = ["\(abc) · the rotation of splits"]
    for i in 0..<max(1, count) {
        let split = rotation[(first + i) % rotation.count]
        lines.append("")
        lines.append((i == 0 ? "Next: " : "Then: ") + printableName((split.glyph.isEmpty ? split.sessionType : split.glyph) + " " + split.name))
        for step in split.steps { lines.append("  \(printableName(step.title)): \(printableName(plannedWords(step, unit)))") }
    }
    lines += ["", footer]
    return lines.joined(separator: "\n")
}

/// A split's step as planned: "1 warm-up + 3 working × 10 reps at 22.5 kg", "10 min".
private func plannedWords(_ step: PlanStep, _ unit: WeightUnit) -> String {
    switch step.kind {
    case .timed, .challenge:
        return step.repsText
    case .sets, .hold:
        var words = step.setsText + " × " + step.repsText
        if let weight = step.weight, weight > 0 {
            let amount = plateNumber(unit.fromKilograms(weight)) + " " + unit.rawValue
            switch step.loadType {
            case .weight: words += " at " + amount
            case .bodyweight: words += " at body weight + " + amount
            case .assisted: words += " with " + amount + " assist"
            case .none, .duration, .distance: break
            }
        }
        return words
    }
}
