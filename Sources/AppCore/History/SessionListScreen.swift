import Domain

/// The session list, newest first: a window of it read around the rows on screen, so ten
/// years of sessions scroll without reading them all. Each row: date, split, duration, sets,
/// volume, and marks for a partial session, one that set a record and one with a note (its
/// first words, where there is room, and the selected one's under the list).
func renderSessionList(_ state: AppState, in area: Rect, into screen: inout Screen) {
    let tab = state.historyTab
    let g = state.glyphs
    guard let page = tab.page, page.filter == tab.filter, page.search == tab.search, !tab.pendingFocus else {
        screen.put("Reading the sessions…", x: 2, y: area.y, style: .dim)
        return
    }
    if page.total == 0 {
        let text = tab.search != nil ? "No session matches \"\(tab.search ?? "")\"."
            : tab.filter == nil ? "No session logged yet: start one from Home." : "No session of this split yet."
        screen.put(wholeWords(text, width: area.width - 4, ellipsis: g.ellipsis), x: 2, y: area.y, style: .dim)
        return
    }
    let rows = historyListRows(state)
    let top = historyListTop(state)
    let wide = area.width >= 70
    // Past a hundred columns the figures would drift far from the names: kept near.
    let rowWidth = min(area.width, 100)
    // The names line up under the widest mark on screen (a program's day takes two columns: A1).
    let marks = (top..<min(page.total, top + rows)).compactMap { page.row(at: $0) }.map { splitBadge(state, $0.sessionType).0.displayWidth }
    let markWidth = max(1, marks.max() ?? 1)
    for i in 0..<rows {
        let index = top + i
        guard index < page.total else { break }
        let y = area.y + i
        guard let row = page.row(at: index) else {
            screen.put("  …", x: 0, y: y, style: .dim)
            continue
        }
        let selected = index == tab.selection
        renderSessionRow(state, row, y: y, width: rowWidth, wide: wide, markWidth: markWidth, selected: selected, into: &screen)
        screen.tappable(Rect(x: 0, y: y, width: area.width, height: 1), .row(.history, index))
    }
    // The selected session's note, as far as it fits, in the row under the list.
    if let note = page.row(at: tab.selection)?.note, !note.isEmpty {
        screen.put(truncate(noteMark(g) + " " + noteOnOneLine(note), rowWidth - 4, ellipsis: g.ellipsis), x: 2, y: area.y + rows, style: .dim)
    }
    // Where the window is, and what the marks mean.
    let unit = state.settings.unit.rawValue
    let legends = wide ? ["\(recordMark(g)) record  volume in \(unit)"]
        : ["\(recordMark(g)) record  ~ partial  \(noteMark(g)) note  \(unit)", "\(recordMark(g)) record ~ partial \(noteMark(g)) note \(unit)"]
    let position = "\(min(page.total, top + 1))-\(min(page.total, top + rows))" + (wide ? " of " : "/") + "\(page.total)"
    let y = area.y + rows + 1
    let px = screen.putRight(position, right: rowWidth - 2, y: y, style: .dim)
    let legend = legends.first { $0.displayWidth <= px - 4 } ?? legends[legends.count - 1]
    screen.put(truncate(legend, max(0, px - 4), ellipsis: g.ellipsis), x: 2, y: y, style: .dim)
}

private func renderSessionRow(_ state: AppState, _ row: SessionSummary, y: Int, width: Int, wide: Bool, markWidth: Int, selected: Bool,
                              into screen: inout Screen) {
    let g = state.glyphs
    let unit = state.settings.unit
    let d = row.day
    let date = wide ? "\(Day.weekdayAbbreviations[d.weekday - 1]) \(d.day < 10 ? " " : "")\(d.day) \(Day.monthAbbreviations[d.month - 1]) \(d.year)"
                    : "\(d.day < 10 ? " " : "")\(d.day) \(Day.monthAbbreviations[d.month - 1]) \(String(d.year % 100 < 10 ? "0" : ""))\(d.year % 100)"
    let base = selected ? Style(bold: true, reverse: true) : Style.plain
    if selected { screen.fill(x: 0, y: y, width: width, height: 1, with: Cell(" ", base)) }
    var x = screen.put(selected ? g.pointer : " ", x: 0, y: y, style: selected ? .color(.accent, bold: true) : .plain) + 1
    x = screen.put(date, x: x, y: y, style: base) + 1
    let (glyph, badge) = splitBadge(state, row.sessionType)
    let markX = x
    x = screen.put(wide ? " \(glyph) " : glyph, x: x, y: y, style: badge)
    x = max(x, markX + markWidth + (wide ? 2 : 0)) + 1
    // Right to left: marks, volume, sets, duration.
    var right = width - 1
    let record = row.setRecord ? recordMark(g) : " "
    right = screen.putRight(record, right: right, y: y, style: selected ? base : .color(.warn, bold: true)) - 1
    if wide {
        right = screen.putRight(row.isPartial ? "partial" : "       ", right: right, y: y, style: selected ? base : .color(.warn)) - 2
        right = screen.putRight(pad(row.volume > 0 ? formatVolume(row.volume, unit) : "-", 9), right: right, y: y, style: base) - 2
        right = screen.putRight(pad(plural(row.sets, "set"), 7), right: right, y: y, style: selected ? base : .dim) - 2
    } else {
        right = screen.putRight(row.isPartial ? "~" : " ", right: right, y: y, style: selected ? base : .color(.warn)) - 1
        right = screen.putRight(pad(row.volume > 0 ? formatVolume(row.volume, unit, compact: true) : "-", 5), right: right, y: y, style: base) - 1
    }
    right = screen.putRight(pad(formatDuration(row.durationSeconds), 6), right: right, y: y, style: selected ? base : .dim) - (wide ? 2 : 1)
    let name = state.splitName(row.sessionType)
    guard !row.note.isEmpty else {
        screen.put(truncate(name, max(0, right - x), ellipsis: g.ellipsis), x: x, y: y, style: base)
        return
    }
    // A session with a note: its first words after the name where there is room, else a mark.
    let noteStyle = selected ? base : .dim
    let nameEnd = screen.put(truncate(name, max(0, right - x - 2), ellipsis: g.ellipsis), x: x, y: y, style: base)
    let room = right - nameEnd - 2
    if wide && room >= 8 {
        screen.put(truncate(noteMark(g) + " " + noteOnOneLine(row.note), room, ellipsis: g.ellipsis), x: nameEnd + 2, y: y, style: noteStyle)
    } else {
        screen.put(noteMark(g), x: nameEnd + 1, y: y, style: noteStyle)
    }
}

/// `text` right-aligned in `width` columns.
private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.displayWidth)) + text
}
