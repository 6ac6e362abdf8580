import Domain

extension Keymap {
    /// The help overlay's rows: closed, or scrolled.
    static func helpRows() -> [Binding] {
        return [Binding([.escape, .char("q"), .char("?"), .enter], "Esc", .no, "Close help", hint: "close"),
                Binding([.down, .char("j")], "↓/j", .down, "Scroll"),
                Binding([.up, .char("k")], "↑/k", .up, "Scroll back")]
    }
}
