import Domain

extension Keymap {
    /// The rows of what an export, import, backup or reset did: closed, or scrolled when tall.
    static func messageRows() -> [Binding] {
        return [Binding([.enter, .escape, .char("q"), .char(" ")], "Enter", .no, "Close", hint: "close"),
                Binding([.down, .char("j")], "↓/j", .down, "Scroll", details: "A message taller than the screen"),
                Binding([.up, .char("k")], "↑/k", .up, "Scroll back")]
    }
}
