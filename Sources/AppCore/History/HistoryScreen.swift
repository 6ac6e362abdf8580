import Domain

/// History for now: the latest sessions, newest first; the calendar and trends come later.
func renderHistoryTab(_ state: AppState, in area: Rect, into screen: inout Screen) {
    screen.put("Recent sessions", x: 2, y: area.y + 1, style: .bold)
    let sessions = state.history.sessions.reversed()
    if sessions.isEmpty {
        screen.put("No session logged yet: start one from Home.", x: 2, y: area.y + 3, style: .dim)
    }
    let room = max(0, area.height - 5)
    for (i, s) in sessions.prefix(room).enumerated() {
        // Day of month padded to two columns so the names line up.
        let date = Day.weekdayAbbreviations[s.day.weekday - 1] + (s.day.day < 10 ? "  " : " ") + "\(s.day.day) " + Day.monthAbbreviations[s.day.month - 1]
        let line = "\(date)  \(state.splitName(s.sessionType))"
        let y = area.y + 3 + i
        if i == room - 1 && sessions.count > room {
            screen.put("… and \(state.allTime.totalSessions - room + 1) earlier sessions", x: 2, y: y, style: .dim)
            break
        }
        // The duration in words ("52 min", "1 h 05") on the right; the name takes what is left,
        // with a column between, so the two never run into each other at 40 columns.
        let wide = area.width >= 60
        let right = formatDuration(s.durationSeconds) + (s.isPartial ? " partial" : (wide ? "        " : ""))
        let rightX = screen.putRight(right, right: area.maxX - 2, y: y, style: s.isPartial ? .color(.warn) : .dim)
        screen.put(truncate(line, max(0, rightX - 3), ellipsis: state.glyphs.ellipsis), x: 2, y: y)
    }
    screen.put(wholeWords("Coming here: a month calendar, session details and edits.", width: area.width - 4, ellipsis: state.glyphs.ellipsis),
               x: 2, y: area.maxY - 1, style: .dim)
}
