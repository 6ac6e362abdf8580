import Domain

/// Plans' programs: each with its source, length, days a week and who it suits, the one in
/// use marked; or, previewed, the selected one's next four workouts with their targets.
func renderProgramsTab(_ state: AppState, in area: Rect, into screen: inout Screen) {
    let g = state.glyphs
    var y = area.y + 1
    let programs = state.plans.programs
    guard programs.indices.contains(state.plans.programSelection) else {
        screen.put("Programs", x: area.x + 2, y: y, style: .bold)
        screen.put("Reading the programs\(g.ellipsis)", x: area.x + 2, y: y + 2, style: .dim)
        return
    }
    if state.plans.programPreview {
        renderProgramPreview(state, programs[state.plans.programSelection], in: area, into: &screen)
        return
    }
    let titleEnd = screen.put("Programs", x: area.x + 2, y: y, style: .bold)
    let inUse = programs.first(where: \.inUse).map { "in use: \($0.name)" } ?? ""
    if titleEnd + 1 + inUse.displayWidth <= area.maxX - 2 { screen.putRight(inUse, right: area.maxX - 2, y: y, style: .dim) }
    y += 2
    // Two rows a program: its name, then what it is; three, its source apart, when all fit so.
    let perProgram = area.maxY - y >= programs.count * 3 ? 3 : 2
    let visible = max(1, (area.maxY - y) / perProgram)
    let i = state.plans.programSelection
    let offset = scrollOffset(selected: i..<(i + 1), total: programs.count, visible: visible)
    for (index, choice) in programs.enumerated().dropFirst(offset).prefix(visible) {
        let selected = index == i
        screen.tappable(Rect(x: area.x + 1, y: y, width: area.width - 2, height: perProgram), .row(.programs, index))
        screen.put(selected ? g.pointer : " ", x: area.x + 1, y: y, style: .color(.accent, bold: true))
        let mark = choice.inUse ? "in use" : choice.place.map { "at \($0)" } ?? (choice.isBuiltIn ? "built in" : "yours")
        let markX = screen.putRight(mark, right: area.maxX - 2, y: y, style: choice.inUse ? .color(.good, bold: true) : .dim)
        screen.put(truncate(choice.name, markX - area.x - 5, ellipsis: g.ellipsis), x: area.x + 3, y: y,
                   style: selected ? Style(bold: true, reverse: true) : .bold)
        let about = choice.mistake.map { ["its file does not read: " + $0] } ?? [choice.frequency, choice.length, choice.suits] + (perProgram == 3 ? [] : [choice.source])
        screen.put(truncate(about.filter { !$0.isEmpty }.joined(separator: " · "), area.width - 5, ellipsis: g.ellipsis), x: area.x + 3, y: y + 1,
                   style: choice.mistake == nil ? .dim : .color(.bad))
        if perProgram == 3 { screen.put(truncate(choice.source, area.width - 5, ellipsis: g.ellipsis), x: area.x + 3, y: y + 2, style: .dim) }
        y += perProgram
    }
}

/// One program in full: what it is, where it stands, and its next four workouts, the first
/// with each target's reason, scrolled when taller than the screen.
private func renderProgramPreview(_ state: AppState, _ choice: ProgramChoice, in area: Rect, into screen: inout Screen) {
    let g = state.glyphs
    let width = area.width - 4
    let lines = programPreviewLines(state, choice, width: width)
    var y = area.y + 1
    let markX = screen.putRight(choice.inUse ? "in use" : "", right: area.maxX - 2, y: y, style: .color(.good, bold: true))
    screen.put(truncate(choice.name, markX - area.x - 3, ellipsis: g.ellipsis), x: area.x + 2, y: y, style: .bold)
    y += 1
    let rows = area.maxY - y
    let scroll = min(state.plans.previewScroll, max(0, lines.count - rows))
    for (text, style) in lines.dropFirst(scroll).prefix(rows) {
        screen.put(truncate(text, width, ellipsis: g.ellipsis), x: area.x + 2, y: y, style: style)
        y += 1
    }
}

/// The preview's lines below its title, wrapped to `width` columns.
func programPreviewLines(_ state: AppState, _ choice: ProgramChoice, width: Int) -> [(String, Style)] {
    var lines: [(String, Style)] = []
    func add(_ text: String, _ style: Style, indent: Int = 0) {
        for line in wrap(text, width: width - indent) { lines.append((String(repeating: " ", count: indent) + line, style)) }
    }
    if let mistake = choice.mistake {
        add("Its file does not read (\(mistake)): \(state.keymap.says(.edit, in: .programs, "edits it")).", .color(.bad))
    }
    if !choice.source.isEmpty { add(choice.source, .dim) }
    if choice.mistake == nil { add([choice.frequency, choice.length].joined(separator: " · ") + (choice.suits.isEmpty ? "" : " · suits " + choice.suits), .dim) }
    if let place = choice.place { add((choice.inUse ? "In use, at " : "Used before: carries on at ") + place + ".", .color(.accent)) }
    for (n, workout) in choice.preview.enumerated() {
        lines.append(("", .plain))
        add((n == 0 ? "Next: " : "Then: ") + workout.title, .bold)
        for line in workout.lines {
            add(line.exercise + ": " + line.target, .plain, indent: 2)
            if let why = line.why { add(why, .dim, indent: 4) }
        }
    }
    if !choice.preview.isEmpty {
        lines.append(("", .plain))
        add("Each workout after the next is as it would be if the ones before it were done as planned.", .dim)
    }
    return lines
}
