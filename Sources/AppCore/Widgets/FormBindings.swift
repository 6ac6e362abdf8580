import Domain

extension Keymap {
    /// A form's rows: fields typed into, choices changed with the arrows.
    static func formRows() -> [Binding] {
        return [
            Binding([.enter], "Enter", .save, "Save", hint: "save"),
            Binding([.tab, .down], "Tab", .nextField, "Next field", hint: "next",
                    details: "The first key typed in a field replaces its value"),
            Binding([.backTab, .up], "S-Tab", .previousField, "Previous field"),
            Binding([.left], "←", .left, "Change a choice"),
            Binding([.right], "→", .right, "Change a choice"),
            Binding([.backspace], "Bksp", .erase, "Erase"),
            Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
            // Readline's keys; their hints show in the form's own footer when it has room.
            Binding([.char(controlU)], "^U", .clearField, "Clear the field", hint: "clear"),
            Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor", hint: "word"),
        ]
    }

    /// Ctrl-U, Ctrl-W, Ctrl-N and Ctrl-P, as the terminal sends them.
    static let controlU: Character = "\u{15}", controlW: Character = "\u{17}", controlN: Character = "\u{0E}", controlP: Character = "\u{10}"

    /// Rows whose hint is shown only in a box's own footer, after the others and where there
    /// is room: never in the hint bar.
    static let footerOnly: Set<Action> = [.clearField, .eraseWord]

    /// What Enter does in a form whose Enter is not a plain save: its row's hint there.
    public static func saveHint(for purpose: FormPurpose) -> String? {
        switch purpose {
        case .exportData: return "export"
        case .importData: return "import"
        case .backup: return "back up"
        case .reset: return "erase"
        default: return nil
        }
    }
}
