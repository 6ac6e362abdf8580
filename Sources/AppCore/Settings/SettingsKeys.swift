import Domain

/// The rows of the Settings tab.
public enum SettingsItem: Int, CaseIterable, Sendable {
    case bell, unit, rest

    /// The rest lengths Enter cycles through, in seconds.
    static let restChoices = [30, 45, 60, 90, 120, 180, 240]
}

/// Settings: choose a row, change its value (saved at once).
func settingsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    switch action {
    case .up, .down:
        state.settingsTab.selection = stepped(state.settingsTab.selection, forward: action == .down, count: SettingsItem.allCases.count)
        return []
    case .toggleSetting:
        return toggleSetting(&state)
    default:
        return []
    }
}

private func toggleSetting(_ state: inout AppState) -> [Effect] {
    let key: SettingKey
    switch SettingsItem(rawValue: state.settingsTab.selection) ?? .bell {
    case .bell:
        state.settings.bell.toggle()
        state.flash = Flash("Bell " + (state.settings.bell ? "on." : "off."))
        key = .bell
    case .unit:
        state.settings.unit = state.settings.unit == .kg ? .lb : .kg
        state.flash = Flash("Weights in \(state.settings.unit.rawValue); what was logged is converted, not changed.")
        key = .unit
    case .rest:
        let choices = SettingsItem.restChoices
        let next = choices.first { $0 > state.settings.restSeconds } ?? choices[0]
        state.settings.restSeconds = next
        state.flash = Flash("Rest after a working set: \(formatDuration(next)) unless the exercise sets its own.")
        key = .restSeconds
    }
    return [.saveSetting(key, value: state.settings.stored(key))]
}
