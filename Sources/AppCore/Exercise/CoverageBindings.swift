import Domain

extension Keymap {
    /// The coverage checklist's rows: its suggestions.
    static func coverageRows() -> [Binding] {
        return moveKeys("suggestions") + [
            Binding([.enter, .char("s")], "Enter", .acceptSuggestion, "Add the selected suggestion", hint: "add"),
            Binding([.escape, .char("q"), .char("v")], "Esc", .no, "Close", hint: "close"),
        ]
    }
}
