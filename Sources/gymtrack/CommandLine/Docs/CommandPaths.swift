// Everything written about the command line is made from `commandTable`: `--help` for the
// program and each subcommand (Help.swift), the man page (docs/gymtrack.1, ManPage.swift, its
// KEYS from the keymap's `KeyReference`) and the bash, zsh and fish completions
// (docs/completions/, a file per shell). Tests check the committed files equal these. What
// they all read off the table is here.

/// Every command of the table with its path, the program's own ([]) first, each before its
/// subcommands.
func allCommands(_ table: CommandSpec = commandTable) -> [(path: [String], spec: CommandSpec)] {
    func walk(_ node: CommandSpec, _ path: [String]) -> [(path: [String], spec: CommandSpec)] {
        [(path, node)] + node.subcommands.flatMap { walk($0, path + [$0.name]) }
    }
    return walk(table, [])
}

/// Every runnable command with its path: `challenge` itself only groups `+1` and `set`.
func leafCommands(_ table: CommandSpec = commandTable) -> [(path: [String], spec: CommandSpec)] {
    allCommands(table).filter { !$0.path.isEmpty && $0.spec.subcommands.isEmpty }
}

/// The spec at `path`, nil when there is none.
func commandSpec(at path: [String], table: CommandSpec = commandTable) -> CommandSpec? {
    var node = table
    for name in path {
        guard let next = node.subcommand(name) else { return nil }
        node = next
    }
    return node
}

/// The command as it is typed, with its options and arguments: "challenge set N".
func synopsisLine(_ path: [String], _ spec: CommandSpec) -> String {
    ([path.joined(separator: " ")] + (spec.synopsis.isEmpty ? [] : [spec.synopsis])).joined(separator: " ")
}

/// The command's other words, said after its summary: " (also: challenge add)".
func alsoNote(_ path: [String], _ spec: CommandSpec) -> String {
    guard !spec.aliases.isEmpty else { return "" }
    let spelled = spec.aliases.map { $0.hasPrefix("-") ? $0 : (path.dropLast() + [$0]).joined(separator: " ") }
    return " (also: \(spelled.joined(separator: ", ")))"
}

extension OptionSpec {
    /// Every spelling, then the value: "-o, --output FILE".
    var spellings: String { names.joined(separator: ", ") + (valueSynopsis.map { " " + $0 } ?? "") }
}
