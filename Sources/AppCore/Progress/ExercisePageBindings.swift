import Domain

extension Keymap {
    /// The exercise page's rows: its range, the page scrolled.
    static func exercisePageRows() -> [Binding] {
        return [
            Binding([.char("r")], "r", .cycleRange, "Range: 3 months, 1 year, all", hint: "range",
                    details: "Of the page's e1RM line, volume bars and reps-at-weight scatter (newer brighter); the records with their dates and the last sessions' sets follow"),
            Binding([.down, .char("j")], "↓/j", .down, "Scroll down", hint: "scroll"),
            Binding([.up, .char("k")], "↑/k", .up, "Scroll up"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Back to where it was opened", hint: "back"),
        ]
    }
}
