import Domain

extension Keymap {
    /// A searchable picker's rows: `context` says what its Enter does.
    static func pickerRows(_ context: KeyContext) -> [Binding] {
        // Letters are the search, so the arrows move, and Ctrl-P/Ctrl-N as in readline.
        let move = BindingGroup(label: "↑/↓/^P/^N", description: "Move up and down (letters type into the search)", hint: "move",
                                details: "The search is the list's filter: every row shown matches it, so these step through the matches (n and N are letters of the search here, and a / typed first is left out)")
        return [
            Binding([.up, .char(controlP)], "↑/^P", .up, "Move up", group: move),
            Binding([.down, .char(controlN)], "↓/^N", .down, "Move down", group: move),
            context == .openPicker ? Binding([.enter], "Enter", .save, "Open the chosen one", hint: "open")
                : context == .swapPicker ? Binding([.enter], "Enter", .save, "Swap for the chosen one", hint: "swap")
                : Binding([.enter], "Enter", .save, "Choose", hint: "add"),
            Binding([.backspace], "Bksp", .erase, "Erase"),
            Binding([.escape], "Esc", .no, "Cancel", hint: "cancel"),
            Binding([.char(controlU)], "^U", .clearField, "Clear the search"),
            Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor"),
        ]
    }

    /// A checklist's rows (a split's groups, an exercise's muscles): Space toggles a row.
    static func checklistRows() -> [Binding] {
        return moveKeys() + [
            Binding([.char(" ")], "Space", .toggle, "Toggle", hint: "toggle"),
            Binding([.enter], "Enter", .save, "Save", hint: "save"),
            Binding([.char("n")], "n", .newRegion, "Add a muscle region, to a group or a new group", hint: "new region",
                    details: "A group name not there yet makes the group"),
            Binding([.escape, .char("q")], "Esc", .no, "Cancel", hint: "cancel"),
        ]
    }
}
