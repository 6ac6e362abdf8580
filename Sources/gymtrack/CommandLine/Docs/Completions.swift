// The completion scripts, one file per shell; here what they share: which words take a value,
// how a command is reached from the words before it.

/// The shells gymtrack writes a completion script for (`gymtrack completions bash|zsh|fish`).
enum Shell: String, CaseIterable {
    case bash, zsh, fish

    /// The script, as docs/completions/ holds it.
    func completion(_ table: CommandSpec = commandTable) -> String {
        switch self {
        case .bash: return bashCompletion(table)
        case .zsh: return zshCompletion(table)
        case .fish: return fishCompletion(table)
        }
    }
}

/// Words that take the next word as their value, at any level.
func valueOptions(_ table: CommandSpec) -> [OptionSpec] {
    var seen: Set<String> = [], result: [OptionSpec] = []
    func walk(_ node: CommandSpec) {
        for option in node.options where option.value != nil && seen.insert(option.key).inserted { result.append(option) }
        node.subcommands.forEach(walk)
    }
    walk(table)
    return result
}

/// The kinds of value an option spelled like `option` takes, by the command that has it,
/// when commands differ (export's --format is json or csv, status's a template); empty when
/// every command's is the same.
func valueKindsByCommand(_ option: OptionSpec, _ table: CommandSpec) -> [(command: String, kind: ValueKind)] {
    let having = allCommands(table).compactMap { node in
        node.spec.options.first { $0.key == option.key && $0.value != nil }.map { (command: node.spec.name, kind: $0.kind) }
    }
    return having.allSatisfy { $0.kind == option.kind } ? [] : having
}

/// A shell's completion of an option's value: `value(kind)`, or, where commands differ, the
/// one of the command named on the line (`line` expands to its words).
func valueCompletion(_ option: OptionSpec, _ table: CommandSpec, line: String, _ value: (ValueKind) -> String) -> String {
    let byCommand = valueKindsByCommand(option, table)
    guard !byCommand.isEmpty else { return value(option.kind) }
    let branches = byCommand.map { "[[ \" \(line) \" == *\" \($0.command) \"* ]]; then \(value($0.kind))" }
    return "if " + branches.joined(separator: "; elif ") + "; fi"
}

/// Each step from a command ("" for the program) to one of its subcommands ("challenge" to
/// "challenge +1"), with every word that takes it ("+1", "add"): how a completion finds the
/// command the words on the line name.
func subcommandSteps(_ table: CommandSpec) -> [(from: String, to: String, words: [String])] {
    allCommands(table).flatMap { path, spec in
        spec.subcommands.map { sub in
            (from: path.joined(separator: " "), to: (path + [sub.name]).joined(separator: " "), words: [sub.name] + sub.aliases)
        }
    }
}

/// The options a completion offers after the words of `path`: the command's own, and the
/// global ones every command takes (the program's are its own already).
func offeredOptions(_ path: [String], _ spec: CommandSpec) -> [OptionSpec] {
    spec.options + (path.isEmpty ? [] : [databaseOption, helpOption])
}
