import Domain

/// The History tab: the open session, else the session list or the month calendar, under a
/// line that says which view and which split filter are in force.
func renderHistoryTab(_ state: AppState, in area: Rect, into screen: inout Screen) {
    if state.historyTab.detailID != nil {
        renderSessionDetail(state, in: area, into: &screen)
        return
    }
    renderHistoryHeader(state, in: area, into: &screen)
    let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
    switch state.historyTab.view {
    case .list: renderSessionList(state, in: body, into: &screen)
    case .calendar: renderHistoryCalendar(state, in: body, into: &screen)
    }
}

/// "Sessions · all splits" or "Calendar · Upper Strength", with the count on the right.
private func renderHistoryHeader(_ state: AppState, in area: Rect, into screen: inout Screen) {
    let tab = state.historyTab
    let split = tab.filter.map { state.splitName($0) }
    // A `/` filter is named as typed, after the split when there is one.
    let filter = tab.search.map { (split.map { $0 + " · " } ?? "") + "/" + $0 } ?? split ?? "all splits"
    let x = screen.put(tab.view == .list ? "Sessions" : "Calendar", x: 2, y: area.y, style: .bold)
    let filterStyle = tab.filter == nil && tab.search == nil ? Style.dim : Style.color(.accent, bold: true)
    let right = tab.view == .list ? tab.page.map { plural($0.total, "session") } ?? "" : ""
    let rightX = right.isEmpty ? area.maxX - 2 : screen.putRight(right, right: area.maxX - 2, y: area.y, style: .dim)
    screen.put(truncate(" · " + filter, max(0, rightX - x - 1), ellipsis: state.glyphs.ellipsis), x: x, y: area.y, style: filterStyle)
}

/// A split's glyph in its colour (reversed, as on Plans); a program's day by the mark of its
/// card on Home (its key: A1, B2), in its colour while the program is in use; a deleted
/// split's first letter, plain.
func splitBadge(_ state: AppState, _ sessionType: String) -> (String, Style) {
    if let i = state.splitIndex(sessionType) {
        let split = state.splits[i]
        return (split.glyph.isEmpty ? " " : split.glyph, Style(color: splitColor(split.colour), bold: true, reverse: true))
    }
    if let program = state.program, let place = program.program.place(of: sessionType, key: program.record.key),
       program.splits.indices.contains(place.day) {
        return (program.program.dayMark(place.day), Style(color: splitColor(program.splits[place.day].colour), bold: true, reverse: true))
    }
    return (sessionMark(state, sessionType) ?? state.splitName(sessionType).first.map(String.init) ?? "?", .bold)
}

/// The mark a session's split or program day has on Home ("A", "A1"); nil for a deleted split's.
func sessionMark(_ state: AppState, _ sessionType: String) -> String? {
    if let i = state.splitIndex(sessionType) { return state.splits[i].glyph.isEmpty ? nil : state.splits[i].glyph }
    if let program = state.program, let place = program.program.place(of: sessionType, key: program.record.key) {
        return program.program.dayMark(place.day)
    }
    // Another program's workout: its day's key.
    return ProgramDayRef(sessionType: sessionType).map { String($0.dayKey.prefix(2)) }
}

/// A session volume in the user's unit: "4,820 kg"; `compact`: "4.8k", "12k", "950".
func formatVolume(_ kg: Double, _ unit: WeightUnit, compact: Bool = false) -> String {
    let value = Int(unit.fromKilograms(kg).rounded())
    if compact {
        // Rounded to the nearest tenth of a thousand (4,058 is 4.1k), whole thousands from 10k.
        let tenths = (value + 50) / 100
        if tenths >= 100 { return "\((value + 500) / 1000)k" }
        if value >= 1000 { return "\(tenths / 10).\(tenths % 10)k" }
        return "\(value)"
    }
    return groupedNumber(Double(value)) + " " + unit.rawValue
}

/// The record mark: a star, or an asterisk in ASCII.
func recordMark(_ glyphs: Glyphs) -> String { glyphs.unicode ? "★" : "*" }

/// The mark of a session with a note.
func noteMark(_ glyphs: Glyphs) -> String { glyphs.unicode ? "✎" : "\"" }
