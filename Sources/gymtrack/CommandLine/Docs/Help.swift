import AppCore

// `gymtrack --help` and `gymtrack COMMAND --help`, 78 columns wide, wrapped by display width
// as the screens are (AppCore's `wrap`).

/// The width help is wrapped to: a terminal of 80 columns, less a margin.
private let helpWidth = 78

/// Two columns: the left one padded to `width`, or on its own line when longer.
private func columns(_ rows: [(String, String)], width: Int) -> [String] {
    rows.flatMap { left, right -> [String] in
        let pad = String(repeating: " ", count: 2 + width + 2)
        let wrapped = wrap(right, width: helpWidth - pad.count).map { pad + $0 }
        guard let first = wrapped.first, left.displayWidth <= width else { return ["  " + left] + wrapped }
        return ["  " + left + String(first.dropFirst(2 + left.displayWidth))] + wrapped.dropFirst()
    }
}

private func optionRows(_ options: [OptionSpec]) -> [(String, String)] {
    options.map { ($0.spellings, $0.summary) }
}

/// A usage line wrapped to a terminal's width between its words, an option's brackets kept
/// on one line ("[--unit kg|lb]"), the lines after the first indented.
func usageLines(_ text: String, width: Int = helpWidth) -> [String] {
    var groups: [String] = []
    var depth = 0
    for word in text.split(separator: " ") {
        if depth > 0, let last = groups.popLast() { groups.append(last + " " + word) } else { groups.append(String(word)) }
        depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
    }
    var lines: [String] = []
    var current = ""
    for group in groups {
        if !current.isEmpty && current.displayWidth + 1 + group.displayWidth > width {
            lines.append(current)
            current = "       " + group
        } else {
            current += (current.isEmpty ? "" : " ") + group
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

/// `gymtrack --help`.
func programHelp(_ table: CommandSpec = commandTable) -> String {
    var out = ["Usage: gymtrack [--db PATH] [COMMAND]", "", table.help, "", "Commands:"]
    out += columns(leafCommands(table).map { (synopsisLine($0.path, $0.spec), $0.spec.summary + alsoNote($0.path, $0.spec)) }, width: 22)
    out += ["", "Options:"]
    out += columns(optionRows(table.options), width: 22)
    out += [""] + wrap("Run 'gymtrack COMMAND --help' for one command. Exit codes: 0 success, 1 the data could not be used, 2 a usage error; 129, 130 or 143 after SIGHUP, SIGINT or SIGTERM.", width: helpWidth)
    return out.joined(separator: "\n")
}

/// `gymtrack COMMAND --help` (the program's own for the empty path).
func commandHelp(_ path: [String], table: CommandSpec = commandTable) -> String {
    guard !path.isEmpty, let spec = commandSpec(at: path, table: table) else { return programHelp(table) }
    var out: [String] = []
    if spec.subcommands.isEmpty {
        out += usageLines("Usage: gymtrack [--db PATH] " + synopsisLine(path, spec))
    } else {
        out.append("Usage: gymtrack [--db PATH] \(path.joined(separator: " ")) COMMAND")
    }
    out += [""] + wrap(spec.summary + alsoNote(path, spec) + ".", width: helpWidth)
    for paragraph in spec.help.split(separator: "\n\n") where !paragraph.isEmpty {
        out += [""] + wrap(String(paragraph), width: helpWidth)
    }
    if !spec.subcommands.isEmpty {
        out += ["", "Commands:"]
        out += columns(spec.subcommands.map { sub in (synopsisLine(path + [sub.name], sub), sub.summary + alsoNote(path + [sub.name], sub)) }, width: 22)
    }
    if !spec.arguments.isEmpty {
        out += ["", "Arguments:"]
        out += columns(spec.arguments.map { ($0.name, $0.summary) }, width: 22)
    }
    out += ["", "Options:"]
    out += columns(optionRows(spec.options + [databaseOption, helpOption]), width: 22)
    return out.joined(separator: "\n")
}
