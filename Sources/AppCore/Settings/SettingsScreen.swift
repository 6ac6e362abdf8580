import Domain

/// Settings: values on the left, changed in place; then the data actions; the database path.
func renderSettingsTab(_ state: AppState, in area: Rect, into screen: inout Screen) {
    var y = area.y + 1
    screen.put("Settings", x: 2, y: y, style: .bold)
    y += 1
    // A phone screen scrolls the rows so the selected one stays in view.
    let rows = max(1, area.maxY - y - 4)
    var lines: [(SettingsItem?, String, String)] = []
    for item in SettingsItem.allCases {
        if item == .export { lines.append((nil, "", "")) } // a gap before the actions
        let (label, value) = settingsRow(item, state)
        lines.append((item, label, value))
    }
    let selected = lines.firstIndex { $0.0?.rawValue == state.settingsTab.selection } ?? 0
    let offset = scrollOffset(selected: selected..<(selected + 1), total: lines.count, visible: rows)
    // More rows above or below: arrows in the right margin, as on Stats.
    if offset > 0 { screen.put("↑", x: area.maxX - 1, y: y + 1, style: .color(.accent, bold: true)) }
    if offset + rows < lines.count { screen.put("↓", x: area.maxX - 1, y: y + rows, style: .color(.accent, bold: true)) }
    for (item, label, value) in lines.dropFirst(offset).prefix(rows) {
        y += 1
        guard let item else { continue }
        let selected = item.rawValue == state.settingsTab.selection
        screen.tappable(Rect(x: 2, y: y, width: area.width - 4, height: 1), .row(.settings, item.rawValue))
        let danger = item == .reset
        // On a narrow screen an action's note gives way to its name.
        let value = item.isAction && label.displayWidth + value.displayWidth + 8 > area.width ? "" : value
        screen.put((selected ? state.glyphs.pointer : " ") + " " + truncate(label, area.width - 8 - value.displayWidth, ellipsis: state.glyphs.ellipsis),
                   x: 2, y: y, style: selected ? Style(bold: true, reverse: true) : (danger ? .color(.bad) : .plain))
        if !value.isEmpty { screen.putRight(value, right: area.maxX - 2, y: y, style: item.isAction ? .dim : .color(.accent, bold: true)) }
    }
    y = area.maxY - 3
    screen.put("Database", x: 2, y: y, style: .bold)
    for (i, line) in wrap(state.databasePath, width: area.width - 4).prefix(2).enumerated() {
        screen.put(line, x: 2, y: y + 1 + i, style: .dim)
    }
}

/// A row's label and what it shows on the right.
private func settingsRow(_ item: SettingsItem, _ state: AppState) -> (String, String) {
    let s = state.settings
    switch item {
    case .bell: return ("Bell on sets, finish", "[\(s.bell ? "on" : "off")]")
    case .restAlert: return ("Rest end alert", "[\(s.restAlert.label)]")
    case .unit: return ("Weight unit", "[\(s.unit.rawValue)]")
    case .colours: return ("Colours", "[\(s.colours.rawValue)]")
    case .mouse: return ("Mouse / taps", "[\(s.mouse ? "on" : "off")]")
    case .effort: return ("Effort asked for a set", "[\(s.effort.label)]")
    case .rest: return ("Rest after a working set", "[\(formatSeconds(s.restSeconds))]")
    case .restStep: return ("Rest step of \(state.keymap.restStepKeys)", "[\(formatSeconds(s.restStepSeconds))]")
    case .weightStep: return ("Weight step of \(state.keymap.weightStepKeys)", "[\(plateNumber(s.weightStep)) \(s.unit.rawValue)]")
    case .challengeSets: return ("Daily challenge sets", "[\(s.challengeTarget)]")
    case .challengeReps: return ("Squats + push-ups per set", "[\(s.challengeReps)]")
    case .streak: return ("Streak counts", "[\(s.streakMode == .days ? "days in a row" : "weeks in a row")]")
    case .streakWeekSessions: return ("Weekly streak sessions", "[\(s.streakWeekSessions)]")
    case .plates: return ("Bar and plates…", "[bar \(plateNumber(s.plateSet.bar)) \(s.unit.rawValue)]")
    case .export: return ("Export all data…", "JSON or CSV")
    case .importData: return ("Import a file…", "gymtrack, or another app's CSV")
    case .backup: return ("Back up now…", state.lastBackupDay.map { "last \($0.short)" } ?? "never backed up")
    case .reset: return ("Erase all data…", "asks, backs up first")
    }
}
