import Domain

/// The rows of the Settings tab: values changed in place, then actions that open a prompt.
public enum SettingsItem: Int, CaseIterable, Sendable {
    case bell, restAlert, unit, colours, rest, restStep, weightStep, challengeSets, challengeReps, streak, streakWeekSessions, plates, mouse, effort
    case export, importData, backup, reset

    /// The rest lengths Enter cycles through, in seconds.
    static let restChoices = [30, 45, 60, 90, 120, 180, 240]
    /// The steps a running rest can be lengthened and shortened by, in seconds.
    static let restStepChoices = [5, 10, 15, 20, 30, 60]
    static let challengeSetsRange = 1...10
    static let challengeRepsRange = 1...100

    /// Rows that open a prompt rather than change a value.
    var isAction: Bool { rawValue >= SettingsItem.export.rawValue }

    /// Rows whose value is changed in a prompt rather than stepped with ←/→.
    var opensPrompt: Bool { isAction || self == .plates }
}

/// The import form's Bad rows: a row that cannot be read is left out and listed (the
/// default), or refuses the whole file (`gymtrack import --strict`).
private enum BadRows: String, CaseIterable {
    case skip, refuse
}

/// The word typed to erase everything.
let resetConfirmationWord = "RESET"

/// Settings: choose a row; Enter or →/l changes a value (←/h back), or opens an action's prompt.
func settingsKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if let effects = navigationKey(&state, action) { return effects }
    let item = SettingsItem(rawValue: state.settingsTab.selection) ?? .bell
    switch action {
    case .up, .down:
        state.settingsTab.selection = stepped(state.settingsTab.selection, forward: action == .down, count: SettingsItem.allCases.count)
        return []
    case .toggleSetting where item.opensPrompt:
        state.modal = .form(actionForm(item, state: state))
        return []
    case .toggleSetting, .right:
        return changeSetting(&state, item, by: 1)
    case .left:
        return changeSetting(&state, item, by: -1)
    default:
        return []
    }
}

/// Moves a value row one step; saves it at once.
private func changeSetting(_ state: inout AppState, _ item: SettingsItem, by step: Int) -> [Effect] {
    func cycled<T: Equatable>(_ value: T, in all: [T]) -> T {
        let i = all.firstIndex(of: value) ?? 0
        return all[(i + step + all.count) % all.count]
    }
    let key: SettingKey
    var effects: [Effect] = []
    switch item {
    case .bell:
        state.settings.bell.toggle()
        state.flash = Flash("Bell " + (state.settings.bell ? "on." : "off."))
        key = .bell
    case .restAlert:
        state.settings.restAlert = cycled(state.settings.restAlert, in: RestAlert.allCases)
        state.flash = Flash(restAlertSays(state.settings.restAlert))
        key = .restAlert
    case .unit:
        state.settings.unit = cycled(state.settings.unit, in: WeightUnit.allCases)
        state.flash = Flash("Weights in \(state.settings.unit.rawValue); what was logged is converted, not changed.")
        key = .unit
    case .colours:
        state.settings.colours = cycled(state.settings.colours, in: ColourMode.allCases)
        state.flash = Flash(state.settings.colours == .auto ? "Colours follow the terminal (and NO_COLOR)." : "Colours \(state.settings.colours.rawValue).")
        effects = [.applyColours(state.settings.colours)]
        key = .colours
    case .mouse:
        state.settings.mouse.toggle()
        state.flash = Flash(state.settings.mouse ? "Taps and the wheel work; the terminal's own mouse selection needs Shift."
                                                 : "Taps off: the mouse selects text as the terminal does.")
        effects = [.applyMouse(state.settings.mouse)]
        key = .mouse
    case .effort:
        state.settings.effort = cycled(state.settings.effort, in: EffortScale.allCases)
        state.flash = Flash("The set form asks for \(state.settings.effort.label); both are kept when given.")
        key = .effort
    case .rest:
        let choices = SettingsItem.restChoices
        state.settings.restSeconds = step > 0 ? (choices.first { $0 > state.settings.restSeconds } ?? choices[0])
                                              : (choices.last { $0 < state.settings.restSeconds } ?? choices[choices.count - 1])
        state.flash = Flash("Rest after a working set: \(formatSeconds(state.settings.restSeconds)) unless the exercise sets its own.")
        key = .restSeconds
    case .restStep:
        state.settings.restStepSeconds = cycled(state.settings.restStepSeconds, in: SettingsItem.restStepChoices)
        state.flash = Flash("\(state.keymap.restStepKeys) lengthen and shorten a running rest by \(formatSeconds(state.settings.restStepSeconds)).")
        key = .restStep
    case .weightStep:
        let choices = Settings.weightStepChoices[state.settings.unit] ?? [state.settings.weightStep]
        state.settings.weightStep = cycled(state.settings.weightStep, in: choices)
        state.flash = Flash("\(state.keymap.weightStepKeys) change a set by \(plateNumber(state.settings.weightStep)) \(state.settings.unit.rawValue).")
        key = state.settings.unit == .kg ? .weightStepKg : .weightStepLb
    case .challengeSets:
        state.settings.challengeTarget = clamped(state.settings.challengeTarget + step, SettingsItem.challengeSetsRange)
        state.history.applyChallengeTarget(state.settings.challengeTarget, today: state.today)
        state.flash = Flash("Daily challenge: \(plural(state.settings.challengeTarget, "set")) a day from today; past days keep theirs.")
        key = .challengeTarget
    case .challengeReps:
        state.settings.challengeReps = clamped(state.settings.challengeReps + step, SettingsItem.challengeRepsRange)
        state.flash = Flash("Each challenge set: \(state.settings.challengeReps) squats + \(state.settings.challengeReps) push-ups.")
        key = .challengeReps
    case .streak:
        state.settings.streakMode = cycled(state.settings.streakMode, in: StreakMode.allCases)
        let need = plural(state.settings.streakWeekSessions, "session")
        state.flash = Flash(state.settings.streakMode == .days ? "The streak counts days in a row with a session."
                            : "The streak counts weeks in a row with \(need) or more; rest days do not break it.")
        key = .streakMode
    case .streakWeekSessions:
        state.settings.streakWeekSessions = clamped(state.settings.streakWeekSessions + step, weekSessionsRange)
        state.flash = Flash("A week counts toward the weekly streak with \(plural(state.settings.streakWeekSessions, "session")) on different days.")
        key = .streakWeekSessions
    case .plates, .export, .importData, .backup, .reset:
        return []
    }
    return [.saveSetting(key, value: state.settings.stored(key))] + effects
}

extension Keymap {
    /// "]/[": the keys that lengthen and shorten a running rest.
    var restStepKeys: String { label(.longerRest, in: .exercise) + "/" + label(.shorterRest, in: .exercise) }
}

/// What the flash says a rest alert now does.
private func restAlertSays(_ alert: RestAlert) -> String {
    switch alert {
    case .off: return "Nothing is sent when a rest or a timer ends."
    case .bell: return "The bell rings when a rest or a timer ends."
    case .notify: return "Bell and notification when a rest ends (tmux: allow-passthrough on)."
    }
}

private func clamped(_ value: Int, _ range: ClosedRange<Int>) -> Int { min(range.upperBound, max(range.lowerBound, value)) }

/// Where an export goes unless told otherwise: a dated file in the home folder.
private func defaultExportPath(_ state: AppState) -> String {
    "\(state.homeFolder.isEmpty ? "." : state.homeFolder)/gymtrack-\(state.today.iso).json"
}

/// The prompt of an action row, its defaults filled in.
func actionForm(_ item: SettingsItem, state: AppState) -> Form {
    switch item {
    case .plates:
        let set = state.settings.plateSet
        let unit = state.settings.unit.rawValue
        return Form(title: "Bar and plates (\(unit))", fields: [
            FormField(.bar, "Bar \(unit)", plateNumber(set.bar), .number(decimal: true, optional: false, range: 0...100)),
            FormField(.plates, "Plates × count", set.stored.split(separator: ",").joined(separator: ", "), .text(maxLength: 120)),
        ], purpose: .plates)
    case .export:
        return Form(title: "Export all data", fields: [
            FormField(.path, "File", defaultExportPath(state), .text(maxLength: 240)),
            FormField(.format, "Format", ExportFileFormat.json),
        ], purpose: .exportData)
    case .importData:
        return Form(title: "Import a file", fields: [
            // The file imported last, else the one exported last, else what an export would write.
            FormField(.path, "File", state.settingsTab.lastImportPath ?? state.settingsTab.lastExportPath ?? defaultExportPath(state),
                      .text(maxLength: 240)),
            FormField(.mode, "Mode", ImportMode.merge),
            FormField(.dryRun, "Dry run", yes: false, choices: [.no, .yes]),
            // Strong's exports without a unit column: read in the database's unit unless told.
            FormField(.weightUnit, "Unitless weights", state.settings.unit,
                      choices: [state.settings.unit] + WeightUnit.allCases.filter { $0 != state.settings.unit }),
            // Dates like 03/04/2021: read as the file's values show ("auto", no `DateOrder`), unless told.
            FormField(.dateOrder, "Slash dates", "auto", .choice(["auto"] + DateOrder.allCases.map(\.rawValue))),
            // A row that cannot be read is left out and listed, or refuses the file.
            FormField(.badRows, "Bad rows", BadRows.skip),
        ], purpose: .importData)
    case .backup:
        return Form(title: "Back up now", fields: [FormField(.path, "Folder", state.backupsFolder, .text(maxLength: 240))],
                    purpose: .backup)
    default:
        return Form(title: "Erase all data (backs up first)", fields: [
            FormField(.confirmation, "Type \(resetConfirmationWord)", "", .text(maxLength: 12)),
        ], purpose: .reset)
    }
}

/// Saves an action's prompt: the task runs, and its summary comes back to show.
func saveActionForm(_ state: inout AppState, _ form: Form) -> [Effect] {
    let path = expandingHome(form.value(.path).trimmingSpaces, home: state.homeFolder)
    switch form.purpose {
    case .plates:
        guard let bar = form.number(.bar),
              let plates = PlateSet.plates(stored: form.value(.plates).filter { $0 != " " }), !plates.isEmpty else {
            state.flash = Flash("Plates are written as size x count, for example 20x4, 10x2, 1.25x4.", isError: true)
            state.modal = .form(form)
            return []
        }
        state.settings.plateSet = PlateSet(bar: bar, plates: plates)
        state.flash = Flash("Bar \(plateNumber(bar)) \(state.settings.unit.rawValue) and \(plates.count) plate sizes.")
        let key: SettingKey = state.settings.unit == .kg ? .platesKg : .platesLb
        return [.saveSetting(key, value: state.settings.stored(key))]
    case .exportData:
        state.settingsTab.taskForm = form
        state.settingsTab.lastExportPath = path
        return startDataTask(&state, .export(path: path, format: form.choice(.format) ?? .json))
    case .importData:
        state.settingsTab.taskForm = form
        state.settingsTab.lastImportPath = path
        // The database's own unit is the default, not a choice the summary should name as given.
        let unit = form.choice(.weightUnit, as: WeightUnit.self).flatMap { $0 == state.settings.unit ? nil : $0 }
        let options = ForeignReadOptions(unit: unit, dateOrder: form.choice(.dateOrder), strict: form.choice(.badRows) == BadRows.refuse)
        return startDataTask(&state, .importFile(path: path, mode: form.choice(.mode) ?? .merge, dryRun: form.isYes(.dryRun), options: options))
    case .backup:
        state.settingsTab.taskForm = form
        return startDataTask(&state, .backup(folder: path))
    case .reset:
        guard form.value(.confirmation).trimmingSpaces == resetConfirmationWord else {
            state.flash = Flash("Nothing was erased: type \(resetConfirmationWord) exactly to erase all data.", isError: true)
            return []
        }
        state.settingsTab.taskForm = form
        return startDataTask(&state, .reset(backupFolder: state.backupsFolder))
    default:
        return []
    }
}

/// The answer to "Replace FILE?": the export writes over it, or the prompt is back with
/// the name, to type another.
func answerReplaceFile(_ state: inout AppState, path: String, format: ExportFileFormat, replace: Bool) -> [Effect] {
    guard !replace else {
        state.settingsTab.lastExportPath = path
        return startDataTask(&state, .export(path: path, format: format, overwrite: true))
    }
    var form = actionForm(.export, state: state)
    form.fields = form.fields.map { field in
        var field = field
        if field.key == .path { field.value = path } else if field.key == .format { field.value = format.rawValue }
        return field
    }
    form.fresh = false // the cursor after the name, to change it
    state.modal = .form(form)
    state.flash = Flash("Nothing exported; \(fileName(path)) is as it was. Type another name, or \(state.keymap.says(.no, in: .form, "to cancel")).")
    return []
}

/// The export prompt's file follows its format: a name ending in the other format's
/// extension takes this one's (gymtrack-…json → gymtrack-…csv).
func exportPathFollowsFormat(_ form: inout Form) {
    guard let i = form.fields.firstIndex(where: { $0.key == .path }), let format = form.choice(.format, as: ExportFileFormat.self) else { return }
    let path = form.fields[i].value
    for other in ExportFileFormat.allCases where other != format && path.lowercased().hasSuffix("." + other.rawValue) {
        form.fields[i].value = String(path.dropLast(other.rawValue.count)) + format.rawValue
    }
}

/// A path as typed, `~` and `~/…` meaning the home folder, as a shell expands them (`~user`
/// is left as it is); with no home folder known, unchanged.
func expandingHome(_ path: String, home: String) -> String {
    guard !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
    let folder = home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
    return path == "~" ? folder : (folder == "/" ? "" : folder) + path.dropFirst()
}

/// The last part of a path: "gymtrack-2026-11-22.json".
func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}

extension AppState {
    /// The day of the last backup, from its stored time.
    var lastBackupDay: Day? { settings.lastBackup.flatMap { Day(iso: String($0.prefix(10))) } }

    /// Home's one-line reminder when nothing was backed up for 30 days (and there is something to lose).
    var backupReminder: String? {
        if let last = lastBackupDay, last.days(until: today) < 30 { return nil }
        guard let first = history.sessions.first, first.day.days(until: today) >= 30 else { return nil }
        let since = lastBackupDay.map { "since \($0.short)" } ?? "yet"
        return "No backup \(since): Settings (\(keymap.label(.gotoTab(.settings), in: .home, workoutRunning: workout != nil))), Back up now."
    }
}
