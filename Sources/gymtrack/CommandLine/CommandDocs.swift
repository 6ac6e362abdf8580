import AppCore
import Foundation

/// Everything written about the command line, made from `commandTable`: `--help` for the
/// program and each subcommand, the man page (docs/gymtrack.1, its KEYS from the keymap's
/// `KeyReference`) and the bash, zsh and fish completions (docs/completions/). Tests check the
/// committed files equal these.

/// Every runnable command with its path: `challenge` itself only groups `+1` and `set`.
func leafCommands(_ table: CommandSpec = commandTable) -> [(path: [String], spec: CommandSpec)] {
    func walk(_ node: CommandSpec, _ path: [String]) -> [(path: [String], spec: CommandSpec)] {
        node.subcommands.flatMap { sub in
            sub.subcommands.isEmpty ? [(path + [sub.name], sub)] : walk(sub, path + [sub.name])
        }
    }
    return walk(table, [])
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

private func line(_ path: [String], _ spec: CommandSpec) -> String {
    ([path.joined(separator: " ")] + (spec.synopsis.isEmpty ? [] : [spec.synopsis])).joined(separator: " ")
}

private func alsoNote(_ path: [String], _ spec: CommandSpec) -> String {
    guard !spec.aliases.isEmpty else { return "" }
    let spelled = spec.aliases.map { $0.hasPrefix("-") ? $0 : (path.dropLast() + [$0]).joined(separator: " ") }
    return " (also: \(spelled.joined(separator: ", ")))"
}

/// Two columns: the left one padded to `width`, or on its own line when longer.
private func columns(_ rows: [(String, String)], width: Int) -> [String] {
    rows.flatMap { left, right -> [String] in
        let pad = String(repeating: " ", count: 2 + width + 2)
        let wrapped = wrap(right, width: 78 - pad.count).map { pad + $0 }
        if left.count > width { return ["  " + left] + wrapped }
        return ["  " + left + String(wrapped[0].dropFirst(2 + left.count))] + wrapped.dropFirst()
    }
}

private func optionRows(_ options: [OptionSpec]) -> [(String, String)] {
    options.map { option in
        (option.names.joined(separator: ", ") + (option.valueSynopsis.map { " " + $0 } ?? ""), option.summary)
    }
}

/// Wraps a paragraph at `width` columns.
func wrap(_ text: String, width: Int = 78) -> [String] {
    var lines: [String] = [], current = ""
    for word in text.split(separator: " ") {
        if !current.isEmpty && current.count + 1 + word.count > width {
            lines.append(current)
            current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

/// A usage line wrapped to a terminal's width between its words, an option's brackets kept
/// on one line ("[--unit kg|lb]"), the lines after the first indented.
func usageLines(_ text: String, width: Int = 78) -> [String] {
    var groups: [String] = []
    var depth = 0
    for word in text.split(separator: " ") {
        if depth > 0, let last = groups.popLast() { groups.append(last + " " + word) } else { groups.append(String(word)) }
        depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
    }
    var lines: [String] = []
    var current = ""
    for group in groups {
        if !current.isEmpty && current.count + 1 + group.count > width {
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
    out += columns(leafCommands(table).map { (line($0.path, $0.spec), $0.spec.summary + alsoNote($0.path, $0.spec)) }, width: 22)
    out += ["", "Options:"]
    out += columns(optionRows(table.options), width: 22)
    out += [""] + wrap("Run 'gymtrack COMMAND --help' for one command. Exit codes: 0 success, 1 the data could not be used, 2 a usage error; 129, 130 or 143 after SIGHUP, SIGINT or SIGTERM.")
    return out.joined(separator: "\n")
}

/// `gymtrack COMMAND --help` (the program's own for the empty path).
func commandHelp(_ path: [String], table: CommandSpec = commandTable) -> String {
    guard !path.isEmpty, let spec = commandSpec(at: path, table: table) else { return programHelp(table) }
    var out: [String] = []
    if spec.subcommands.isEmpty {
        out += usageLines("Usage: gymtrack [--db PATH] " + line(path, spec))
    } else {
        out.append("Usage: gymtrack [--db PATH] \(path.joined(separator: " ")) COMMAND")
    }
    out += [""] + wrap(spec.summary + alsoNote(path, spec) + ".")
    for paragraph in spec.help.split(separator: "\n\n") where !paragraph.isEmpty {
        out += [""] + wrap(String(paragraph))
    }
    if !spec.subcommands.isEmpty {
        out += ["", "Commands:"]
        out += columns(spec.subcommands.map { sub in (line(path + [sub.name], sub), sub.summary + alsoNote(path + [sub.name], sub)) }, width: 22)
    }
    if !spec.arguments.isEmpty {
        out += ["", "Arguments:"]
        out += columns(spec.arguments.map { ($0.name, $0.summary) }, width: 22)
    }
    out += ["", "Options:"]
    out += columns(optionRows(spec.options + [databaseOption, helpOption]), width: 22)
    return out.joined(separator: "\n")
}

// MARK: - The man page

private func roff(_ text: String) -> String {
    var s = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    if s.hasPrefix(".") || s.hasPrefix("'") { s = "\\&" + s }
    // Beyond ASCII (the keys' arrows, ✓) by code point, \[u2191]: groff reads a page as Latin-1.
    return s.unicodeScalars.map { scalar in
        guard !scalar.isASCII else { return String(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }.joined()
}

/// A synopsis in roff: names in bold, placeholders in italics.
private func roffSynopsis(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
        let w = String(word)
        let core = w.trimmingCharacters(in: CharacterSet(charactersIn: "[]|"))
        guard !core.isEmpty else { return roff(w) }
        let isPlaceholder = core == core.uppercased() && core.first!.isLetter
        let styled = isPlaceholder ? "\\fI\(roff(core))\\fR" : "\\fB\(roff(core))\\fR"
        return roff(w).replacingOccurrences(of: roff(core), with: styled)
    }.joined(separator: " ")
}

/// docs/gymtrack.1.
func manPage(_ table: CommandSpec = commandTable) -> String {
    var out = [
        ".\\\" Generated by 'gymtrack man' from the command table (Sources/gymtrack/CommandLine/CommandTable.swift) and the keymap (Sources/AppCore/Core/Keymap.swift); do not edit.",
        ".TH GYMTRACK 1 \"\" \"gymtrack \(version)\" \"User Commands\"",
        ".nh",
        ".ad l",
        ".SH NAME",
        "gymtrack \\- \(roff(table.summary.prefix(1).lowercased() + table.summary.dropFirst()))",
        ".SH SYNOPSIS",
        ".B gymtrack",
        roffSynopsis("[--db PATH] [COMMAND] [OPTIONS]"),
        ".SH DESCRIPTION",
        roff(table.help),
        "Every set is written to the SQLite database before it is shown as done; the database may be shared by",
        "several terminals and scripts at once.",
        ".SH OPTIONS",
        "These stand anywhere on the line.",
    ]
    for option in table.options {
        out += [".TP", roffSynopsis(option.names.joined(separator: ", ") + (option.valueSynopsis.map { " " + $0 } ?? "")), roff(option.summary)]
    }
    out.append(".SH COMMANDS")
    for (path, spec) in leafCommands(table) {
        out += [".TP", roffSynopsis(line(path, spec)), roff(spec.summary + alsoNote(path, spec) + ".")]
        for paragraph in spec.help.split(separator: "\n\n") where !paragraph.isEmpty {
            out += [".IP", roff(String(paragraph))]
        }
        for argument in spec.arguments {
            out += [".IP", roffSynopsis(argument.name) + ": " + roff(argument.summary) + "."]
        }
        for option in spec.options {
            out += [".IP", roffSynopsis(option.names.joined(separator: ", ") + (option.valueSynopsis.map { " " + $0 } ?? "")) + ": " + roff(option.summary) + "."]
        }
    }
    out += [".SH KEYS", "The tracker shows the keys of each screen at the bottom; \\fB?\\fR lists them all."]
    for section in KeyReference.sections {
        out.append(".SS " + roff(section.title))
        for row in section.rows {
            out += [".TP", row.keys.map { "\\fB" + roff($0) + "\\fR" }.joined(separator: ", "), roff(row.does) + "."]
        }
    }
    out += [
        ".SH EXIT STATUS",
        ".TP", "0", "Success.",
        ".TP", "1", "The data could not be used: the database (or a file named on the line) is missing, refused or unreadable.",
        ".TP", "2", "A usage error: an unknown command or option, a missing or extra argument. Nothing is created or changed.",
        ".TP", "129, 130, 143", "The tracker ended on SIGHUP, SIGINT or SIGTERM (128 + the signal), after restoring the terminal.",
        ".SH ENVIRONMENT",
        ".TP", ".B GYMTRACK_DB", "The database, when \\fB\\-\\-db\\fR is not given. Its folder must exist.",
        ".TP", ".B XDG_DATA_HOME", "The default database is \\fI$XDG_DATA_HOME/gymtrack/gymtrack.sqlite\\fR (else \\fI~/.local/share/gymtrack/gymtrack.sqlite\\fR).",
        ".TP", ".B NO_COLOR", "When set and not empty, the tracker draws without colours.",
        ".TP", ".B XDG_CONFIG_HOME", "The config file is \\fI$XDG_CONFIG_HOME/gymtrack/config\\fR (else \\fI~/.config/gymtrack/config\\fR).",
        ".SH FILES",
        ".TP", ".I ~/.local/share/gymtrack/gymtrack.sqlite", "The default database, created with mode 0600 on first run.",
        ".TP", ".I ~/.config/gymtrack/config", "This device's theme and keys (see \\fBgymtrack config \\-\\-help\\fR).",
        ".TP", ".I crash.log", "Beside the database: where a crash of the tracker is reported.",
        ".SH SEE ALSO",
        "The README, and \\fBgymtrack completions bash\\fR, \\fBzsh\\fR or \\fBfish\\fR for the shell completions.",
    ]
    out.insert(contentsOf: glyphFallbacks(out), at: 4) // after .ad l
    return out.joined(separator: "\n") + "\n"
}

/// A `.fchar` line for each character beyond ASCII on the page (the keys' arrows, ✓): what a
/// device without the glyph (PostScript, Latin-1) prints instead of warning, as the screens
/// draw it in ASCII.
private func glyphFallbacks(_ page: [String]) -> [String] {
    let drawn: [Character: String] = ["✓": "[x]", "✗": "[ ]", "★": "*"]
    let escaped = try! Regex(#"\\\[u([0-9A-F]+)\]"#)
    var seen: Set<Character> = []
    return page.joined(separator: "\n").matches(of: escaped).compactMap { match -> String? in
        guard let value = UInt32(match.output[1].substring ?? "", radix: 16), let scalar = Unicode.Scalar(value),
              seen.insert(Character(scalar)).inserted else { return nil }
        let c = Character(scalar)
        return ".fchar " + match.output[0].substring! + " " + (drawn[c] ?? String(asciiLookalike(c)))
    }
}

// MARK: - Completions

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
private func valueOptions(_ table: CommandSpec) -> [OptionSpec] {
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
private func valueKindsByCommand(_ option: OptionSpec, _ table: CommandSpec) -> [(command: String, kind: ValueKind)] {
    let having = allNodes(table).compactMap { node in
        node.spec.options.first { $0.key == option.key && $0.value != nil }.map { (command: node.spec.name, kind: $0.kind) }
    }
    return having.allSatisfy { $0.kind == option.kind } ? [] : having
}

/// A shell's completion of an option's value: `value(kind)`, or, where commands differ, the
/// one of the command named on the line (`line` expands to its words).
private func valueCompletion(_ option: OptionSpec, _ table: CommandSpec, line: String, _ value: (ValueKind) -> String) -> String {
    let byCommand = valueKindsByCommand(option, table)
    guard !byCommand.isEmpty else { return value(option.kind) }
    let branches = byCommand.map { "[[ \" \(line) \" == *\" \($0.command) \"* ]]; then \(value($0.kind))" }
    return "if " + branches.joined(separator: "; elif ") + "; fi"
}

private func allNodes(_ table: CommandSpec) -> [(path: [String], spec: CommandSpec)] {
    func walk(_ node: CommandSpec, _ path: [String]) -> [(path: [String], spec: CommandSpec)] {
        [(path, node)] + node.subcommands.flatMap { walk($0, path + [$0.name]) }
    }
    return walk(table, [])
}

/// Each step from a command ("" for the program) to one of its subcommands ("challenge" to
/// "challenge +1"), with every word that takes it ("+1", "add"): how a completion finds the
/// command the words on the line name.
private func subcommandSteps(_ table: CommandSpec) -> [(from: String, to: String, words: [String])] {
    allNodes(table).flatMap { path, spec in
        spec.subcommands.map { sub in
            (from: path.joined(separator: " "), to: (path + [sub.name]).joined(separator: " "), words: [sub.name] + sub.aliases)
        }
    }
}

private func bashValue(_ kind: ValueKind) -> String {
    switch kind {
    case .file: return "compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -f -- \"$cur\") )"
    case .directory: return "compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -d -- \"$cur\") )"
    case .choice(let choices): return "COMPREPLY=( $(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\") )"
    case .count(_), .text: return "COMPREPLY=()"
    }
}

/// docs/completions/gymtrack.bash: `complete -F _gymtrack gymtrack`.
func bashCompletion(_ table: CommandSpec = commandTable) -> String {
    let values = valueOptions(table)
    var out = [
        "# bash completion for gymtrack. Generated by 'gymtrack completions bash' from the command table; do not edit.",
        "_gymtrack() {",
        "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\"",
        "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
        "    COMPREPLY=()",
        "    # The value of the option before the cursor.",
        "    case \"$prev\" in",
    ]
    for option in values {
        out.append("        \(option.names.joined(separator: "|"))) \(valueCompletion(option, table, line: "${COMP_WORDS[*]}", bashValue)); return ;;")
    }
    out += [
        "    esac",
        "    # Which command the words so far name, and how many of its arguments are given.",
        "    local path=\"\" nargs=0 i w",
        "    for (( i = 1; i < COMP_CWORD; i++ )); do",
        "        w=\"${COMP_WORDS[i]}\"",
        "        case \"$w\" in",
        "            \(values.flatMap(\.names).joined(separator: "|"))) (( i++ )); continue ;;",
        "        esac",
        "        case \"$path/$w\" in",
    ]
    for step in subcommandSteps(table) {
        let patterns = step.words.map { "\"\(step.from)/\($0)\"" }.joined(separator: "|")
        out.append("            \(patterns)) path=\"\(step.to)\"; nargs=0; continue ;;")
    }
    out += [
        "        esac",
        "        [[ \"$w\" == -* ]] || nargs=$(( nargs + 1 ))",
        "    done",
        "    local words=\"\"",
        "    case \"$path\" in",
    ]
    for (path, spec) in allNodes(table) {
        let options = (spec.options + (path.isEmpty ? [] : [databaseOption, helpOption])).flatMap(\.names)
        let subs = spec.subcommands.flatMap { [$0.name] + $0.aliases }
        out.append("        \"\(path.joined(separator: " "))\")")
        out.append("            words=\"\((subs + options).joined(separator: " "))\"")
        for (index, argument) in spec.arguments.enumerated() {
            out.append("            if [[ $nargs == \(index) && \"$cur\" != -* ]]; then \(bashValue(argument.kind)); \(argument.kind.isCount ? "" : "return; ")fi")
        }
        out.append("            ;;")
    }
    out += [
        "    esac",
        "    COMPREPLY+=( $(compgen -W \"$words\" -- \"$cur\") )",
        "}",
        "complete -F _gymtrack gymtrack",
    ]
    return out.joined(separator: "\n") + "\n"
}

private func zshQuote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

private func zshValue(_ kind: ValueKind) -> String {
    switch kind {
    case .file: return "_files"
    case .directory: return "_files -/"
    case .choice(let choices): return "compadd -- \(choices.joined(separator: " "))"
    case .count(_), .text: return "_message 'a value'"
    }
}

/// docs/completions/_gymtrack: for a folder on $fpath.
func zshCompletion(_ table: CommandSpec = commandTable) -> String {
    let values = valueOptions(table)
    var out = [
        "#compdef gymtrack",
        "# zsh completion for gymtrack. Generated by 'gymtrack completions zsh' from the command table; do not edit.",
        "_gymtrack() {",
        "    local cur=${words[CURRENT]} prev=${words[CURRENT-1]}",
        "    case $prev in",
    ]
    for option in values {
        out.append("        \(option.names.joined(separator: "|"))) \(valueCompletion(option, table, line: "${words[*]}", zshValue)); return ;;")
    }
    out += [
        "    esac",
        "    local cmdpath='' nargs=0 i w",
        "    for (( i = 2; i < CURRENT; i++ )); do",
        "        w=${words[i]}",
        "        case $w in",
        "            \(values.flatMap(\.names).joined(separator: "|"))) (( i++ )); continue ;;",
        "        esac",
        "        case \"$cmdpath/$w\" in",
    ]
    for step in subcommandSteps(table) {
        let patterns = step.words.map { "\"\(step.from)/\($0)\"" }.joined(separator: "|")
        out.append("            \(patterns)) cmdpath=\"\(step.to)\"; nargs=0; continue ;;")
    }
    out += [
        "        esac",
        "        [[ $w == -* ]] || nargs=$(( nargs + 1 ))",
        "    done",
        "    local -a described",
        "    case $cmdpath in",
    ]
    for (path, spec) in allNodes(table) {
        out.append("        \(zshQuote(path.joined(separator: " "))))")
        for (index, argument) in spec.arguments.enumerated() {
            out.append("            if [[ $nargs == \(index) && $cur != -* ]]; then \(zshValue(argument.kind)); return; fi")
        }
        var entries: [String] = []
        for sub in spec.subcommands {
            for word in [sub.name] + sub.aliases {
                entries.append(zshQuote(word.replacingOccurrences(of: ":", with: "\\:") + ":" + sub.summary))
            }
        }
        for option in spec.options + (path.isEmpty ? [] : [databaseOption, helpOption]) {
            for name in option.names { entries.append(zshQuote(name + ":" + option.summary)) }
        }
        out.append("            described=(\(entries.joined(separator: " ")))")
        out.append("            ;;")
    }
    out += [
        "    esac",
        "    _describe -t commands 'gymtrack' described",
        "}",
        "_gymtrack \"$@\"",
    ]
    return out.joined(separator: "\n") + "\n"
}

private func fishQuote(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
}

/// What fish offers for a value: `-r` (one is required) and where it comes from.
private func fishValue(_ kind: ValueKind) -> String {
    switch kind {
    case .file: return "-r -F"
    case .directory: return "-x -a '(__fish_complete_directories)'"
    case .choice(let choices): return "-x -a " + fishQuote(choices.joined(separator: " "))
    case .count(_), .text: return "-x"
    }
}

/// `-s o`, `-l output`, or `-o` for a single-dash long name.
private func fishOptionName(_ name: String) -> String {
    if name.hasPrefix("--") { return "-l " + name.dropFirst(2) }
    if name.count == 2 { return "-s " + name.dropFirst() }
    return "-o " + name.dropFirst()
}

/// docs/completions/gymtrack.fish: for fish's vendor_completions.d (or ~/.config/fish/completions).
func fishCompletion(_ table: CommandSpec = commandTable) -> String {
    let values = valueOptions(table)
    var out = [
        "# fish completion for gymtrack. Generated by 'gymtrack completions fish' from the command table; do not edit.",
        "",
        "# The command the words before the cursor name (\"challenge set\", \"\" for none), then how many",
        "# of its arguments are given.",
        "function __gymtrack_where",
        "    set -l words (commandline -opc)",
        "    set -e words[1]",
        "    set -l cmdpath ''",
        "    set -l nargs 0",
        "    set -l skip 0",
        "    for w in $words",
        "        if test $skip = 1",
        "            set skip 0",
        "            continue",
        "        end",
        "        switch $w",
        "            case \(values.flatMap(\.names).map(fishQuote).joined(separator: " "))",
        "                set skip 1",
        "                continue",
        "        end",
        "        switch \"$cmdpath/$w\"",
    ]
    for step in subcommandSteps(table) {
        out += [
            "            case \(step.words.map { fishQuote(step.from + "/" + $0) }.joined(separator: " "))",
            "                set cmdpath \(fishQuote(step.to)); set nargs 0; continue",
        ]
    }
    out += [
        "        end",
        "        string match -q -- '-*' \"$w\"; or set nargs (math $nargs + 1)",
        "    end",
        "    printf '%s\\n' \"$cmdpath\" $nargs",
        "end",
        "",
        "# Whether the words name the command $argv[1].",
        "function __gymtrack_in",
        "    set -l where (__gymtrack_where)",
        "    test \"$where[1]\" = \"$argv[1]\"",
        "end",
        "",
        "# Whether the word at the cursor is that command's argument number $argv[2] (from 0).",
        "function __gymtrack_argument",
        "    set -l where (__gymtrack_where)",
        "    set -l cur (commandline -ct)",
        "    test \"$where[1]\" = \"$argv[1]\" -a \"$where[2]\" = \"$argv[2]\"; and not string match -q -- '-*' \"$cur\"",
        "end",
        "",
        "complete -c gymtrack -f",
    ]
    for (path, spec) in allNodes(table) {
        // A command's words are letters, digits and "+": safe in double quotes.
        let named = "\"" + path.joined(separator: " ") + "\""
        let command = "complete -c gymtrack -n '__gymtrack_in \(named)'"
        for sub in spec.subcommands {
            for word in [sub.name] + sub.aliases {
                let offered = word.hasPrefix("-") ? fishOptionName(word) : "-a " + fishQuote(word)
                out.append("\(command) \(offered) -d \(fishQuote(sub.summary))")
            }
        }
        for option in spec.options + (path.isEmpty ? [] : [databaseOption, helpOption]) {
            let names = option.names.map(fishOptionName).joined(separator: " ")
            let value = option.value == nil ? "" : " " + fishValue(option.kind)
            out.append("\(command) \(names)\(value) -d \(fishQuote(option.summary))")
        }
        for (index, argument) in spec.arguments.enumerated() {
            switch argument.kind {
            case .count(_), .text: continue // nothing to offer
            default:
                out.append("complete -c gymtrack -n '__gymtrack_argument \(named) \(index)' \(fishValue(argument.kind))")
            }
        }
    }
    return out.joined(separator: "\n") + "\n"
}
