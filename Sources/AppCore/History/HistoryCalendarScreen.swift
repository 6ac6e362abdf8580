import Domain

/// A month of sessions: weeks as rows, Monday first; a day with a session
/// shows its split's glyph in the split's colour and a shade for its volume against the
/// month's heaviest day; a full challenge day has a check; today is underlined, the selected
/// day reversed. Under it, the selected day's sessions.
func renderHistoryCalendar(_ state: AppState, in area: Rect, into screen: inout Screen) {
    let tab = state.historyTab
    let g = state.glyphs
    let first = tab.shownMonth(today: state.today)
    let title = "\(monthNames[first.month - 1]) \(first.year)"
    screen.put(title, x: max(2, (area.width - title.count) / 2), y: area.y, style: .bold)
    guard let month = tab.calendar, month.year == first.year, month.month == first.month, month.filter == tab.filter else {
        screen.put("Reading the month…", x: 2, y: area.y + 2, style: .dim)
        return
    }
    let cell = min(10, (area.width - 2) / 7)
    let left = area.x + max(1, (area.width - cell * 7) / 2)
    for (i, name) in Day.weekdayAbbreviations.enumerated() {
        screen.put(cell >= 6 ? name : String(name.prefix(2)), x: left + i * cell, y: area.y + 1, style: .dim)
    }
    let weeks = month.weeks
    // A blank row between weeks when there is room for it.
    let spacing = area.height >= weeks.count * 2 + 6 ? 2 : 1
    for (w, week) in weeks.enumerated() {
        let y = area.y + 2 + w * spacing
        for (i, day) in week.enumerated() {
            guard let day else { continue }
            renderCalendarDay(state, month, day, x: left + i * cell, y: y, width: cell, selected: day == tab.selectedDay, into: &screen)
        }
    }
    var y = area.y + 2 + (weeks.count - 1) * spacing + 2
    // The selected day, then the legend.
    if let day = tab.selectedDay {
        let entry = month.days[day]
        // Each by its mark and name, as the list has them; "; " between, as a day's title may have a comma.
        let names = entry.map { $0.sessionTypes.map { type in (sessionMark(state, type).map { $0 + " " } ?? "") + state.splitName(type) }
            .joined(separator: "; ") } ?? "no session"
        let volume = entry.map { $0.volume > 0 ? " · " + (cell < 7 ? formatVolume($0.volume, state.settings.unit, compact: true) + " " + state.settings.unit.rawValue : formatVolume($0.volume, state.settings.unit)) : "" } ?? ""
        // The names give way before the volume does.
        let room = max(1, area.width - 4 - "\(day.short): ".displayWidth - volume.displayWidth)
        screen.put(truncate("\(day.short): \(truncate(names, room, ellipsis: g.ellipsis))\(volume)", area.width - 4, ellipsis: g.ellipsis), x: 2, y: y)
        y += 1
    }
    if y < area.maxY {
        let shades = (1...4).map { shadeGlyph($0, g) }.joined()
        let challenge = cell >= 5 ? "\(g.check) challenge done" : "green: challenge done"
        screen.put(truncate("\(shades) volume  \(challenge)", area.width - 4, ellipsis: g.ellipsis), x: 2, y: y, style: .dim)
    }
}

private let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/// The shade of a day's volume, 1 (light) to 4 (the month's heaviest).
private func shadeGlyph(_ shade: Int, _ g: Glyphs) -> String {
    shade <= 0 ? " " : g.heat[min(g.heat.count - 1, shade - 1)]
}

/// One day: its number, the glyph of its (first) split, its shade, a check for the challenge.
private func renderCalendarDay(_ state: AppState, _ month: CalendarMonth, _ day: Day, x: Int, y: Int, width: Int, selected: Bool,
                               into screen: inout Screen) {
    let g = state.glyphs
    let isToday = day == state.today
    let number = (day.day < 10 ? " " : "") + "\(day.day)"
    let challenge = month.fullChallengeDays.contains(day)
    var style = Style(bold: isToday, reverse: selected, underline: isToday)
    if isToday { style.color = .accent } else if challenge && width < 5 { style.color = .good } // no room for a check

    var cx = screen.put(number, x: x, y: y, style: style)
    if let entry = month.days[day], let type = entry.sessionTypes.first {
        let (glyph, badge) = splitBadge(state, type)
        if width >= 7 { cx += 1 }
        cx = screen.put(glyph, x: cx, y: y, style: Style(color: badge.color, bold: true, reverse: selected))
        // A program day's mark takes two columns (A1): a second shade, then the "+", then the
        // shade give way to it, so the check stays in the cell and the next day in its own.
        let end = x + width - (challenge && width >= 5 ? 1 : 0)
        var more = entry.sessionTypes.count > 1 && width >= 8
        var shades = width >= 8 ? 2 : 1
        if cx + (more ? 1 : 0) + shades > end { shades = 1 }
        if cx + (more ? 1 : 0) + shades > end { more = false }
        if cx + shades > end { shades = 0 }
        if more { cx = screen.put("+", x: cx, y: y, style: .dim) }
        let shade = month.shade(of: day)
        cx = screen.put(String(repeating: shadeGlyph(shade, g), count: shades), x: cx, y: y,
                        style: .color([Color.heat1, .heat2, .heat3, .heat4][max(0, min(3, shade - 1))]))
    } else if width >= 7 {
        cx += 1
    }
    // In a narrow cell the check takes the cell's last column, the gap before the next day:
    // colour alone is lost under NO_COLOR.
    if challenge && width >= 5 {
        screen.put(g.check, x: max(cx, x + width - (width >= 7 ? 2 : 1)), y: y, style: .color(.good))
    }
}
