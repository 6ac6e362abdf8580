import Domain

func renderSettingsTab(_ state: AppState, in area: Rect, into screen: inout Screen) {
    var y = area.y + 1
    screen.put("Settings", x: 2, y: y, style: .bold)
    y += 2
    for item in SettingsItem.allCases {
        let selected = item.rawValue == state.settingsTab.selection
        let (label, value): (String, String)
        switch item {
        case .bell: (label, value) = ("Bell on sets, timers, finish", state.settings.bell ? "on" : "off")
        case .unit: (label, value) = ("Weight unit", state.settings.unit.rawValue)
        case .rest: (label, value) = ("Rest after a working set", formatDuration(state.settings.restSeconds))
        }
        screen.put((selected ? state.glyphs.pointer : " ") + " " + truncate(label, area.width - 12), x: 2, y: y,
                   style: selected ? Style(bold: true, reverse: true) : .plain)
        screen.putRight("[\(value)]", right: area.maxX - 2, y: y, style: .color(.accent, bold: true))
        y += 1
    }
    y += 1
    screen.put("Database", x: 2, y: y, style: .bold)
    y += 1
    for line in wrap(state.databasePath, width: area.width - 4).prefix(3) {
        screen.put(line, x: 2, y: y, style: .dim)
        y += 1
    }
    screen.put(truncate("Coming here: challenge sets, colours, export, import, backup, reset.", area.width - 4, ellipsis: state.glyphs.ellipsis),
               x: 2, y: area.maxY - 1, style: .dim)
}
