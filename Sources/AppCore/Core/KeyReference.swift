import Domain

/// The keymap written out for people: the README's key table and the man page's KEYS
/// section are made from it, as the hint bar and the help overlay are, and tests keep the
/// committed files equal to it.
public enum KeyReference {
    /// The keys of one place: a screen, or a box on top of one.
    public struct Section: Equatable, Sendable {
        public var title: String
        public var rows: [Row]
    }

    /// One line of the help overlay, with every key it takes and its details.
    public struct Row: Equatable, Sendable {
        /// Each key as the screen writes it ("Enter", "↑", "^U"), or a group's keys as one ("1-5").
        public var keys: [String]
        public var does: String
    }

    /// The keys every screen shares, once, then each context's own, in the order of
    /// `KeyContext.allCases`; a screen's keys as they are while a workout runs (Home's way back
    /// to it). The defaults, whatever the config moved: what the README and the man page show.
    public static let sections = sections(moving: .none)

    /// `sections` with the keys `overrides` moves: this device's table (`gymtrack keys`).
    public static func sections(moving overrides: KeyOverrides) -> [Section] {
        let shared = Keymap.lines(of: overrides.apply(to: Keymap.everyScreen, in: nil))
        return [Section(title: "Every screen", rows: shared.map(row))] + KeyContext.allCases.map { context in
            let lines = Keymap.lines(of: overrides.apply(to: Keymap.table(for: context, workoutRunning: true), in: context))
            return Section(title: context.title, rows: lines.filter { !shared.contains($0) }.map(row))
        }
    }

    private static func row(_ line: KeyLine) -> Row {
        Row(keys: line.actions.count > 1 ? [line.label] : line.keys.map(written), does: line.description + (line.details.map { ". " + $0 } ?? ""))
    }

    /// A key as labels write it.
    private static func written(_ key: Key) -> String {
        switch key {
        case .char(" "): return "Space"
        case .char(let c) where c.isControlCharacter:
            // Ctrl and a letter, as the terminal sends it: 0x15 is ^U.
            return "^" + String(Character(Unicode.Scalar(c.unicodeScalars.first!.value | 0x40)!))
        case .char(let c): return String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Bksp"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        }
    }

    /// The README's key table (between its BEGIN and END markers): where, key, does.
    public static var markdownTable: String {
        func cell(_ text: String) -> String { text.isEmpty ? " " : " " + text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") + " " }
        var out = ["| where | key | does |", "| --- | --- | --- |"]
        for section in sections {
            for (i, row) in section.rows.enumerated() {
                let cells = [i == 0 ? section.title : "", row.keys.map { "`\($0)`" }.joined(separator: ", "), row.does]
                out.append("|" + cells.map(cell).joined(separator: "|") + "|")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `sections` as plain text `width` columns wide, for a terminal: each place's title, then
    /// its keys and what they do, the words wrapped under their own column.
    public static func plainText(_ sections: [Section], width: Int = 80) -> String {
        let keyColumn = 12 // "Enter, Space" and most keys fit; longer ones take a line of their own
        var out: [String] = []
        for section in sections {
            if !out.isEmpty { out.append("") }
            out.append(section.title)
            for row in section.rows {
                let keys = "  " + row.keys.joined(separator: ", ")
                let does = wrap(row.does, width: width - keyColumn - 4)
                let indent = String(repeating: " ", count: keyColumn + 4)
                if keys.displayWidth > keyColumn + 2 {
                    out.append(keys)
                    out += does.map { indent + $0 }
                } else {
                    let padded = keys + String(repeating: " ", count: keyColumn + 4 - keys.displayWidth)
                    out += does.enumerated().map { ($0.offset == 0 ? padded : indent) + $0.element }
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension KeyContext {
    /// Where the keys are read, as the README and the man page name it.
    var title: String {
        switch self {
        case .home: return "Home"
        case .exercise: return "Exercise (the workout running)"
        case .history: return "History"
        case .historyCalendar: return "History, the calendar"
        case .sessionDetail: return "History, a past session"
        case .stats: return "Stats"
        case .settings: return "Settings"
        case .plans: return "Plans"
        case .planSteps: return "Plans, a split open"
        case .programs: return "Plans, the programs"
        case .exercisePage: return "Exercise progress"
        case .bodyPage: return "Body"
        case .question(let kind): return "Question: " + kind.title
        case .correctChallenge: return "Correcting today's challenge sets"
        case .help: return "Help (the keys of the screen)"
        case .form: return "Forms"
        case .picker: return "Pickers (the catalog, starter splits)"
        case .openPicker: return "The exercises logged"
        case .swapPicker: return "Swapping an exercise"
        case .checklist: return "Checklists (a split's groups, an exercise's muscles)"
        case .coverage: return "The coverage checklist"
        case .message: return "What an export, import, backup or reset did"
        case .listFilter: return "The / filter's prompt"
        }
    }
}

extension QuestionKind {
    /// What the box asks, for the README and the man page (the box names the split, the file…).
    var title: String {
        switch self {
        case .start: return "Start a workout?"
        case .startAgain: return "Start a workout from a past session?"
        case .resume: return "Resume the unfinished workout?"
        case .timeAway: return "Count the time away?"
        case .partial: return "Log as partial session?"
        case .discard: return "Discard this workout?"
        case .deleteSplit: return "Delete a split?"
        case .removeStep: return "Remove an exercise from a split?"
        case .saveBack: return "Save changes to the split?"
        case .deletePastSession: return "Delete a past session?"
        case .deletePastSet: return "Delete a set of a past session?"
        case .replaceFile: return "Replace the file an export would write?"
        case .databaseReplaced: return "Database replaced: put what was saved here back?"
        case .deleteBodyMeasurement: return "Delete a weigh-in or measurement?"
        case .switchProgram: return "Switch programs while a workout runs?"
        case .removeProgram: return "Remove a program of yours?"
        case .programMistakes: return "A plan file edited with mistakes: edit again?"
        }
    }
}
