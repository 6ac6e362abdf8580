import Domain

/// The rows several screens share: the tabs, help, and moving through a list.
extension Keymap {
    /// ↑/k and ↓/j through a list of `items` ("steps"), which the README and the man page name.
    static func moveKeys(_ items: String? = nil) -> [Binding] {
        let details = items.map { "Through the \($0)" }
        return [
            Binding([.up, .char("k")], "↑/k", .up, "Move up", details: details),
            Binding([.down, .char("j")], "↓/j", .down, "Move down", details: details),
        ]
    }

    static let tabKeys: [Binding] = Tab.allCases.map { tab in
        let digit = String(tab.rawValue + 1)
        return Binding([.char(Character(digit))], digit, .gotoTab(tab), tab.title,
                       group: BindingGroup(digits: 1...Tab.allCases.count, description: "Switch tab (Home … Settings)",
                                           details: Tab.allCases.map(\.title).joined(separator: ", ")))
    } + [
        Binding([.tab], "Tab", .nextTab, "Next tab"),
        Binding([.backTab], "S-Tab", .previousTab, "Previous tab"),
    ]

    /// The keys of every screen, where each screen has them: the tabs, and help.
    static let everyScreen: [Binding] = tabKeys + [Binding([.char("?")], "?", .help, "Show these keys", hint: "help")]
}
