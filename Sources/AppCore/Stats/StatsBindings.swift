import Domain

extension Keymap {
    /// The Stats tab's rows: a page scrolled, and the Body page.
    static func statsRows() -> [Binding] {
        return [
            Binding([.down, .char("j")], "↓/j", .down, "Scroll down", hint: "scroll"),
            Binding([.up, .char("k")], "↑/k", .up, "Scroll up"),
            Binding([.pageDown], "PgDn", .pageDown, "A screen down"),
            Binding([.pageUp], "PgUp", .pageUp, "A screen up"),
            Binding([.char("g"), .home], "g", .first, "To the top"),
            Binding([.char("G"), .end], "G", .last, "To the end"),
            openBody,
        ]
            + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
        ]
    }
}
