import Domain

/// The smallest terminal the layouts are designed for (a phone in portrait).
public let minimumWidth = 40
public let minimumHeight = 16

/// Draws the whole UI for `state` into a new in-memory screen.
public func render(_ state: AppState) -> Screen {
    var screen = Screen(width: state.width, height: state.height)
    guard state.width >= minimumWidth, state.height >= minimumHeight else {
        renderTooSmall(state, into: &screen)
        return screen
    }
    let body = Rect(x: 0, y: 1, width: state.width, height: state.height - 3)
    if state.showingWorkout, let workout = state.workout {
        renderExercise(state, workout, in: Rect(x: 0, y: 0, width: state.width, height: state.height - 2), into: &screen)
    } else {
        renderTabBar(state, into: &screen)
        switch state.tab {
        case .home: renderHome(state, in: body, into: &screen)
        case .stats: renderStats(state, in: body, into: &screen)
        case .history: renderHistoryTab(state, in: body, into: &screen)
        case .plans: renderPlansTab(state, in: body, into: &screen)
        case .settings: renderSettingsTab(state, in: body, into: &screen)
        }
    }
    renderFlash(state, into: &screen)
    renderHintBar(state, into: &screen)
    renderModal(state, into: &screen)
    if !state.glyphs.unicode { screen.asciify() }
    return screen
}

private func renderTooSmall(_ state: AppState, into screen: inout Screen) {
    let lines = wrap("gymtrack needs at least \(minimumWidth)×\(minimumHeight); this terminal is \(state.width)×\(state.height). Enlarge the window or shrink the font.", width: max(1, state.width - 2))
    for (i, line) in lines.prefix(state.height).enumerated() {
        screen.put(line, x: 1, y: i, style: i == 0 ? .bold : .plain)
    }
}

private func renderTabBar(_ state: AppState, into screen: inout Screen) {
    let full = Tab.allCases.map { " \($0.rawValue + 1) \($0.title) " }
    let compact = Tab.allCases.map { "\($0.rawValue + 1)\($0.title)" }
    let brand = " gymtrack "
    let fullWidth = full.reduce(0) { $0 + $1.count } + brand.count + 1
    var x = 0
    if fullWidth <= state.width {
        x = screen.put(brand, x: 0, y: 0, style: .color(.accent, bold: true)) + 1
    }
    let labels = full.reduce(0) { $0 + $1.count } <= state.width - x ? full : compact
    for (tab, label) in zip(Tab.allCases, labels) {
        let active = tab == state.tab
        x = screen.put(label, x: x, y: 0, style: active ? Style(bold: true, reverse: true) : .dim)
        if labels == compact { x += 1 }
    }
}

/// The message sits just above the hint bar (which may take two rows).
private func renderFlash(_ state: AppState, into screen: inout Screen) {
    guard let flash = state.flash else { return }
    let y = state.height - 1 - hintRows(state).count
    screen.fill(x: 0, y: y, width: state.width, height: 1)
    screen.put(" " + truncate(flash.text, state.width - 2, ellipsis: state.glyphs.ellipsis), x: 0, y: y,
               style: flash.isError ? .color(.bad, bold: true) : .color(.good))
}

/// The hints of the current context, help last, split into one or two rows to fit the width.
func hintRows(_ state: AppState) -> [[(String, String)]] {
    var items = Keymap.lines(for: keyContext(state), workoutRunning: state.workout != nil, challengeTarget: state.settings.challengeTarget)
        .compactMap { line in line.hint.map { (line.label, $0) } }
    if let help = items.firstIndex(where: { $0.0 == "?" }) { items.append(items.remove(at: help)) }
    let width = state.width - 2 // a margin, and the bottom-right cell is never written
    func rowWidth(_ row: ArraySlice<(String, String)>) -> Int { row.reduce(0) { $0 + $1.0.count + 1 + $1.1.count + 2 } - 2 }
    guard rowWidth(items[...]) > width else { return [items] }
    var split = items.count
    while split > 0 && rowWidth(items[..<split]) > width { split -= 1 }
    var second = Array(items[split...])
    // Whatever does not fit on the second row either gives way, help excepted.
    while second.count > 1 && rowWidth(second[...]) > width { second.remove(at: second.count - 2) }
    return [Array(items[..<split]), second]
}

/// The hint bar: the bottom row, and the row above it when the hints need two.
private func renderHintBar(_ state: AppState, into screen: inout Screen) {
    let rows = hintRows(state)
    for (i, row) in rows.enumerated() {
        let y = state.height - rows.count + i
        screen.fill(x: 0, y: y, width: state.width, height: 1)
        var x = 1
        for (label, hint) in row {
            x = screen.put(label, x: x, y: y, style: .color(.accent, bold: true))
            x = screen.put(" " + hint, x: x, y: y, style: .dim, maxX: state.width - 1) + 2
        }
    }
}
