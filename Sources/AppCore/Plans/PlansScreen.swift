import Domain

/// The colour role a split is drawn in.
func splitColor(_ colour: SplitColour) -> Color {
    switch colour {
    case .cyan: return .accent
    case .green: return .good
    case .yellow: return .warn
    case .red: return .bad
    case .magenta: return .magenta
    case .blue: return .blue
    }
}

/// Plans: the splits in order with their rotation place, or, opened,
/// one split's exercises with sets, reps, weight and rest.
func renderPlansTab(_ state: AppState, in full: Rect, into screen: inout Screen) {
    let area = full.centred(maxWidth: 100)
    if state.plans.showsPrograms {
        renderProgramsTab(state, in: area, into: &screen)
        return
    }
    if state.plans.isOpen, state.splits.indices.contains(state.plans.selection) {
        renderSplitDetail(state, state.splits[state.plans.selection], in: area, into: &screen)
        return
    }
    let g = state.glyphs
    var y = area.y + 1
    let titleEnd = screen.put("Splits", x: area.x + 2, y: y, style: .bold)
    // A `/` filter is named as typed, as History's is; the rotation, shown on Home too, gives way to it.
    let filter = state.plans.search.map { " · /" + $0 } ?? ""
    // With a program in use, Home follows it, not the splits' rotation: the header says so.
    let splitRotation = state.splits.filter(\.inRotation).map(\.glyph).joined(separator: " → ")
    let rotation = state.program.map { "Home follows \($0.program.name)" } ?? "rotation: \(splitRotation)"
    let rotationX = titleEnd + filter.displayWidth + 1 + rotation.displayWidth <= area.maxX - 2
        ? screen.putRight(rotation, right: area.maxX - 2, y: y, style: .dim) : area.maxX - 1
    screen.put(truncate(filter, max(0, rotationX - titleEnd - 1), ellipsis: g.ellipsis), x: titleEnd, y: y, style: .color(.accent, bold: true))
    y += 2
    if state.splits.isEmpty {
        for line in wrap("No splits. \(state.keymap.says(.newSplit, in: .plans, "makes one")); "
                             + "\(state.keymap.says(.starterSplits, in: .plans, "adds a starter")) (Push, Pull, Legs, Upper, Lower, Full Body).", width: area.width - 4) {
            screen.put(line, x: area.x + 2, y: y, style: .dim)
            y += 1
        }
        return
    }
    let shown = shownSplitIndices(state)
    if let search = state.plans.search, shown.isEmpty {
        screen.put(wholeWords("No split matches \"\(search)\".", width: area.width - 4, ellipsis: g.ellipsis), x: area.x + 2, y: y, style: .dim)
        return
    }
    let rows = area.maxY - y
    let detail = area.width >= 60
    let at = shown.firstIndex(of: state.plans.selection) ?? 0
    let offset = scrollOffset(selected: at..<(at + 1), total: shown.count, visible: rows)
    var rotationNumber = 0
    var rotationPositions: [Int: Int] = [:]
    for (i, split) in state.splits.enumerated() where split.inRotation {
        rotationNumber += 1
        rotationPositions[i] = rotationNumber
    }
    for i in shown.dropFirst(offset).prefix(rows) {
        let split = state.splits[i]
        let selected = i == state.plans.selection
        screen.tappable(Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), .row(.plans, i))
        var x = screen.put(selected ? g.pointer : " ", x: area.x + 1, y: y, style: .color(.accent, bold: true)) + 1
        x = screen.put(" \(split.glyph.isEmpty ? " " : split.glyph) ", x: x, y: y, style: Style(color: splitColor(split.colour), bold: true, reverse: true)) + 1
        let right = (rotationPositions[i].map { "#\($0)" } ?? "off") + (detail ? " · \(plural(split.steps.count, "exercise"))" : " · \(split.steps.count)")
        let rightX = screen.putRight(right, right: area.maxX - 2, y: y, style: split.inRotation ? .color(.accent) : .dim)
        let groups = detail ? split.groups.compactMap { state.catalog.group($0)?.name }.joined(separator: ", ") : ""
        let nameEnd = screen.put(truncate(split.name, rightX - x - 1, ellipsis: g.ellipsis), x: x, y: y,
                                 style: selected ? Style(bold: true, reverse: true) : .bold)
        if !groups.isEmpty && rightX - nameEnd > 6 {
            screen.put(" · " + truncate(groups, rightX - nameEnd - 5, ellipsis: g.ellipsis), x: nameEnd, y: y, style: .dim)
        }
        y += 1
    }
}

private func renderSplitDetail(_ state: AppState, _ split: Split, in area: Rect, into screen: inout Screen) {
    let g = state.glyphs
    var y = area.y + 1
    var x = screen.put(" \(split.glyph) ", x: area.x + 2, y: y, style: Style(color: splitColor(split.colour), bold: true, reverse: true)) + 1
    x = screen.put(truncate(split.title, area.maxX - x - 2, ellipsis: g.ellipsis), x: x, y: y, style: .bold)
    y += 1
    let groups = split.groups.compactMap { state.catalog.group($0)?.name }
    let about = (split.inRotation ? "in rotation" : "not in rotation") + " · " + (groups.isEmpty ? "no muscle groups (\(state.keymap.label(.editGroups, in: .plans)) on the list)" : groups.joined(separator: ", "))
    screen.put(truncate(about, area.width - 4, ellipsis: g.ellipsis), x: area.x + 2, y: y, style: .dim)
    y += 2
    if split.steps.isEmpty {
        screen.put(truncate("No exercises yet: \(state.keymap.says(.addExercise, in: .planSteps, "adds one from the catalog")).", area.width - 4), x: area.x + 2, y: y, style: .dim)
        return
    }
    let rows = area.maxY - y
    let j = state.plans.stepSelection
    let offset = scrollOffset(selected: j..<(j + 1), total: split.steps.count, visible: rows)
    let supersets = split.steps.map(\.supersetGroup)
    for (i, step) in split.steps.enumerated().dropFirst(offset).prefix(rows) {
        let selected = i == j
        screen.tappable(Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), .row(.planSteps, i))
        screen.put(selected ? g.pointer : " ", x: area.x + 1, y: y, style: .color(.accent, bold: true))
        let number = String(i + 1)
        screen.put(number, x: area.x + 4 - number.count, y: y, style: .dim)
        if let bracket = supersetBracket(Superset.mark(at: i, in: supersets), glyphs: g) {
            screen.put(bracket.title, x: area.x + 4, y: y, style: .color(.accent, bold: true))
        }
        let right = stepSummary(step, unit: state.settings.unit, wide: area.width >= 60)
        let rightX = screen.putRight(right, right: area.maxX - 2, y: y, style: .color(.accent))
        screen.put(truncate(step.title, rightX - area.x - 6, ellipsis: g.ellipsis), x: area.x + 5, y: y,
                   style: selected ? Style(bold: true, reverse: true) : .plain)
        y += 1
    }
}

/// "1+3 × 10 @ 22.5 kg · rest 1:30", shortened on narrow screens.
func stepSummary(_ step: PlanStep, unit: WeightUnit, wide: Bool) -> String {
    var text: String
    switch step.kind {
    case .timed, .challenge:
        text = step.repsText
    case .sets, .hold:
        let sets = step.warmupSets > 0 ? "\(step.warmupSets)+\(step.workingSets)" : "\(step.workingSets)"
        let amount = step.kind == .hold ? step.durationSeconds.map { "\($0)s" } ?? step.repsText : step.plannedReps.map(String.init) ?? step.repsText
        text = "\(sets)×\(amount)"
        if let weight = plannedWeightWords(step, unit) { text += " @ " + weight }
        if step.cycles { text += " cycles" }
    }
    if wide, let rest = step.restSeconds { text += " · rest " + formatSeconds(rest) }
    return text
}
