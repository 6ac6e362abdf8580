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
    if let page = state.exercisePage {
        renderExercisePage(state, page, in: Rect(x: 0, y: 0, width: state.width, height: state.height - 2), into: &screen)
    } else if let page = state.bodyPage {
        renderBodyPage(state, page, in: Rect(x: 0, y: 0, width: state.width, height: state.height - 2), into: &screen)
    } else if state.showingWorkout, let workout = state.workout {
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
    // Each tab's key from the keymap, as Home's own key table names it.
    let keys = Tab.allCases.map { state.keymap.label(.gotoTab($0), in: .home, workoutRunning: state.workout != nil) }
    let full = Tab.allCases.map { " \(keys[$0.rawValue]) \($0.title) " }
    let compact = Tab.allCases.map { "\(keys[$0.rawValue])\($0.title)" }
    let brand = " gymtrack "
    let fullWidth = full.reduce(0) { $0 + $1.count } + brand.count + 1
    var x = 0
    if fullWidth <= state.width {
        x = screen.put(brand, x: 0, y: 0, style: .color(.accent, bold: true)) + 1
    }
    let labels = full.reduce(0) { $0 + $1.count } <= state.width - x ? full : compact
    for (tab, label) in zip(Tab.allCases, labels) {
        let active = tab == state.tab
        let start = x
        x = screen.put(label, x: x, y: 0, style: active ? Style(bold: true, reverse: true) : .dim)
        screen.tappable(Rect(x: start, y: 0, width: x - start, height: 1), .tab(tab))
        if labels == compact { x += 1 }
    }
}

/// The message sits just above the hint bar (which may take two rows). One longer than the
/// row wraps onto the row above, at spaces; only past two rows is it shortened, at a word.
private func renderFlash(_ state: AppState, into screen: inout Screen) {
    // A message says what just happened; while none does, a data task under way says how far it is.
    guard let flash = state.flash ?? state.dataTask.map({ Flash($0.line(at: state.now.epochSeconds)) }) else { return }
    let bottom = state.height - 1 - hintRows(state).count
    let lines = flashLines(flash.text, width: state.width - 2, ellipsis: state.glyphs.ellipsis)
    for (i, line) in lines.enumerated() {
        let y = bottom - (lines.count - 1) + i
        screen.fill(x: 0, y: y, width: state.width, height: 1)
        screen.put(" " + line, x: 0, y: y, style: flash.isError ? .color(.bad, bold: true) : .color(.good))
    }
}

/// A message in at most two rows of `width`, cut at a word with an ellipsis when longer. A
/// long word (a path) that would push the rest out is shortened first, keeping its end, the
/// file's name ("…/nested/export.json:"), so the sentence after it still shows.
func flashLines(_ text: String, width: Int, ellipsis: String) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var lines = wrap(text, width: width)
    var limit = min(width, (words.map(\.displayWidth).max() ?? 0) - 1)
    while lines.count > 2 && limit >= 16 {
        let shortened = words.map { $0.displayWidth > limit ? truncate($0, limit, ellipsis: ellipsis, fromStart: true) : $0 }
        lines = wrap(shortened.joined(separator: " "), width: width)
        limit -= 4
    }
    guard lines.count > 2 else { return lines }
    return [lines[0], wholeWords(lines[1] + " " + lines[2], width: width, ellipsis: ellipsis)]
}

/// `text` in `width` columns, cut after the last whole word that fits (with an ellipsis).
func wholeWords(_ text: String, width: Int, ellipsis: String) -> String {
    guard text.displayWidth > width else { return text }
    var kept = ""
    for word in text.split(separator: " ") {
        let next = kept.isEmpty ? String(word) : kept + " " + word
        if next.displayWidth + ellipsis.displayWidth > width { break }
        kept = next
    }
    // A list's separator left at the end goes too: "cable ·…" reads as "cable…".
    while let last = kept.last, last == "·" || last == "," || last == ";" || last == " " { kept.removeLast() }
    return kept.isEmpty ? truncate(text, width, ellipsis: ellipsis) : kept + ellipsis
}

/// A list ("Chest, Triceps, Shoulders") or a line of parts ("a · b · c") in `width` columns:
/// whole parts that fit and "+N" for the rest, never a part cut in the middle.
func wholeParts(_ text: String, width: Int, ellipsis: String) -> String {
    guard text.displayWidth > width else { return text }
    for separator in [", ", " · ", "; "] where text.contains(separator) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        var kept = parts.count
        while kept > 1 {
            kept -= 1
            let shown = parts.prefix(kept).joined(separator: separator) + (separator == ", " ? " +\(parts.count - kept)" : "")
            if shown.displayWidth <= width { return shown }
        }
        break
    }
    return wholeWords(text, width: width, ellipsis: ellipsis)
}

/// The hints of the current context, help last, split into one or two rows to fit the width.
func hintRows(_ state: AppState) -> [[(String, String)]] {
    let lines = state.form.map { formKeyLines($0, state.keymap) }
        ?? state.keymap.lines(for: keyContext(state), workoutRunning: state.workout != nil, challengeTarget: state.settings.challengeTarget)
    let shown = lines.filter { Keymap.footerOnly.isDisjoint(with: $0.actions) && $0.hint != nil }
    var items = shown.map { line in (line.label, listFilterHint(state, line) ?? line.hint ?? "") }
    // The way out of a `/` filter is what the bar must not lose: it stays, as help does.
    let kept = Set(shown.filter { listFilterHint(state, $0) != nil }.map(\.label))
    if let help = items.firstIndex(where: { $0.0 == "?" }) { items.append(items.remove(at: help)) }
    let width = state.width - 2 // a margin, and the bottom-right cell is never written
    func rowWidth(_ row: ArraySlice<(String, String)>) -> Int { row.reduce(0) { $0 + $1.0.count + 1 + $1.1.count + 2 } - 2 }
    guard rowWidth(items[...]) > width else { return [items] }
    var split = items.count
    while split > 0 && rowWidth(items[..<split]) > width { split -= 1 }
    var second = Array(items[split...])
    // Whatever does not fit on the second row either gives way, last first, help and the
    // filter's way out excepted.
    while rowWidth(second[...]) > width, let drop = second.dropLast().lastIndex(where: { !kept.contains($0.0) }) {
        second.remove(at: drop)
    }
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
