import Domain

extension Keymap {
    /// The rows of the `/` prompt, where characters are the text of the filter.
    static func listFilterRows() -> [Binding] {
        return [
            Binding([.enter], "Enter", .save, "Keep the filter: the list shows only what matches", hint: "filter",
                    details: "Nothing typed: every row again"),
            Binding([.escape], "Esc", .no, "Cancel: the list as it was", hint: "cancel"),
            Binding([.backspace], "Bksp", .erase, "Erase"),
            Binding([.char(controlU)], "^U", .clearField, "Clear the text", hint: "clear"),
            Binding([.char(controlW)], "^W", .eraseWord, "Erase the word before the cursor"),
        ]
    }
}
