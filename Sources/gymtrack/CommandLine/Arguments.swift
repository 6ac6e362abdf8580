import Domain
/// What the command line asked for.
enum Command: Equatable {
    case ui
    case demo
    case status(json: Bool, format: String?)
    case stats(json: Bool)
    case challengeAdd(Int)
    case challengeSet(Int)
    /// `weigh`, `measure`: a value as typed (in the units of Settings), checked once the unit is read.
    case measure(kind: BodyKind, value: String, date: Day?)
    case body(json: Bool)
    case export(output: String?, format: ExportFileFormat)
    case importData(file: String, mode: ImportMode, dryRun: Bool, options: ForeignReadOptions = ForeignReadOptions())
    case backup(folder: String?)
    case restore(file: String)
    case completions(shell: Shell)
    case man
    /// `config path`, `config show`: where the config file is, what it sets.
    case configPath, configShow
    /// `sync HOST`, and the other machine's side of it (`sync --serve`).
    case sync(SyncOptions)
    case syncServe(dryRun: Bool)
    /// `keys`: the key table with this device's config applied.
    case keys
    /// `program …`: programs from the shell.
    case program(ProgramCommand)
    /// `--help`, for the command at this path of the table ([] for the program).
    case help([String])
    case version
}

struct Invocation: Equatable {
    var command: Command
    var databasePath: String?
}

let version = "0.1.0"

/// A command line matched against `commandTable`, before it becomes a `Command`.
struct ParsedLine: Equatable {
    /// Canonical names from the root: ["challenge", "+1"] for `challenge add`.
    var path: [String]
    /// By each option's key (its long name); flags have "".
    var options: [String: String]
    var arguments: [String]
}

/// Parses the arguments after the program name. --db, --help and --version may stand anywhere.
func parseArguments(_ arguments: [String], table: CommandSpec = commandTable) throws -> Invocation {
    var database: String?
    var help = false, showVersion = false
    var words: [String] = []
    var i = 0
    while i < arguments.count {
        let arg = arguments[i]
        i += 1
        if arg == "--db" {
            guard i < arguments.count, !arguments[i].isEmpty else { throw UsageError(message: "--db needs a path.") }
            database = arguments[i]
            i += 1
        } else if arg.hasPrefix("--db=") {
            database = String(arg.dropFirst(5))
            guard !database!.isEmpty else { throw UsageError(message: "--db needs a path.") }
        } else if helpOption.names.contains(arg) {
            help = true
        } else if versionOption.names.contains(arg) {
            showVersion = true
        } else {
            words.append(arg)
        }
    }

    if help { return Invocation(command: .help(try helpPath(words, table: table)), databasePath: database) }
    if showVersion {
        guard words.isEmpty else { throw UsageError(message: "--version takes nothing more, not \(quotedValue(words.joined(separator: " "))).") }
        return Invocation(command: .version, databasePath: database)
    }
    let line = try parseLine(words, table: table)
    return Invocation(command: try command(line), databasePath: database)
}

/// The subcommands named before any other word: what `--help` is about.
func helpPath(_ words: [String], table: CommandSpec) throws -> [String] {
    var node = table, path: [String] = []
    for word in words {
        guard let next = node.subcommand(word) else {
            if node.subcommands.isEmpty || word.hasPrefix("-") { break }
            throw unknownCommand(word, under: path)
        }
        node = next
        path.append(next.name)
    }
    return path
}

private func unknownCommand(_ word: String, under path: [String]) -> UsageError {
    if path.isEmpty {
        return UsageError(message: word.hasPrefix("-") ? "Unknown option \(quotedValue(word))." : "Unknown command \(quotedValue(word)).")
    }
    return UsageError(message: "\(path.joined(separator: " ")) has no \(quotedValue(word)).")
}

/// Matches words (global options already taken out) against the table: subcommands first,
/// then the last one's options and arguments, each value checked against its kind.
func parseLine(_ words: [String], table: CommandSpec) throws -> ParsedLine {
    var node = table
    var line = ParsedLine(path: [], options: [:], arguments: [])
    var rest = words[...]
    while let word = rest.first, let next = node.subcommand(word) {
        node = next
        line.path.append(next.name)
        rest = rest.dropFirst()
    }
    // Only for the sentences below: a start with no words (the tracker) never makes it, nor
    // the Swift runtime's first lookup of the generic `joined` that comes with it.
    var name: String { line.path.joined(separator: " ") }
    if !node.subcommands.isEmpty {
        guard let word = rest.first else {
            if node.name == table.name { return line } // no command: the tracker
            let choices = node.subcommands.map { ([$0.name] + $0.arguments.map(\.synopsis)).joined(separator: " ") }
            throw UsageError(message: "\(name) needs \(choices.joined(separator: " or ")).")
        }
        throw unknownCommand(word, under: line.path)
    }

    var extra: [String] = []
    while let word = rest.first {
        rest = rest.dropFirst()
        let looksLikeOption = word.count > 1 && word.hasPrefix("-") && Int(word) == nil
        guard looksLikeOption else {
            if line.arguments.count < node.arguments.count { line.arguments.append(word) } else { extra.append(word) }
            continue
        }
        let (spelling, attached): (String, String?) = {
            guard word.hasPrefix("--"), let eq = word.firstIndex(of: "=") else { return (word, nil) }
            return (String(word[..<eq]), String(word[word.index(after: eq)...]))
        }()
        guard let option = node.option(spelling) else {
            let known = node.options.map(\.names[0])
            throw UsageError(message: known.isEmpty ? "\(name) takes no options, not \(quotedValue(word))."
                                                    : "\(name) takes \(orList(known)), not \(quotedValue(word)).")
        }
        if let group = option.group, let other = node.options.first(where: { $0.group == group && $0.key != option.key && line.options[$0.key] != nil }) {
            throw UsageError(message: "\(name) takes \(other.names[0]) or \(option.names[0]), not both.")
        }
        guard let placeholder = option.value else {
            guard attached == nil else { throw UsageError(message: "\(spelling) takes no value.") }
            line.options[option.key] = ""
            continue
        }
        var value = attached
        if value == nil, let next = rest.first {
            value = next
            rest = rest.dropFirst()
        }
        guard let value, !value.isEmpty else { throw UsageError(message: "\(spelling) needs \(describe(placeholder, option.kind)).") }
        try check(value, kind: option.kind, what: spelling)
        line.options[option.key] = value
    }
    guard extra.isEmpty else {
        let takes = node.arguments.isEmpty ? "nothing more" : "only " + node.arguments.map(\.name).joined(separator: " ")
        throw UsageError(message: "\(name) takes \(takes), not \(quotedValue(extra.joined(separator: " "))).")
    }
    for (index, argument) in node.arguments.enumerated() {
        guard index < line.arguments.count else {
            if argument.optional { break }
            throw UsageError(message: "\(name) needs \(argument.missing), for example: gymtrack \(argument.example).")
        }
        do {
            try check(line.arguments[index], kind: argument.kind, what: name)
        } catch let error as UsageError {
            guard case .count(let range) = argument.kind else { throw error }
            throw UsageError(message: "\(name) needs \(argument.missing) (a whole number from \(range.lowerBound) to \(range.upperBound)), "
                                      + "not \(quotedValue(line.arguments[index])); for example: gymtrack \(argument.example).")
        }
    }
    return line
}

private func orList(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
}

private func describe(_ placeholder: String, _ kind: ValueKind) -> String {
    switch kind {
    case .choice(let choices): return orList(choices)
    case .file: return "a file"
    case .directory: return "a folder"
    case .count(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .text: return "a value (\(placeholder))"
    }
}

private func check(_ value: String, kind: ValueKind, what: String) throws {
    switch kind {
    case .count(let range):
        guard let n = Int(value), range.contains(n) else {
            throw UsageError(message: "\(what) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(quotedValue(value)).")
        }
    case .choice(let choices):
        guard choices.contains(value) else { throw UsageError(message: "\(what) takes \(orList(choices)), not \(quotedValue(value)).") }
    case .text, .file, .directory:
        break
    }
}

/// The day of `--date`, if given.
private func bodyDate(_ line: ParsedLine) throws -> Day? {
    guard let text = line.options["--date"] else { return nil }
    let years = DataBounds.years
    guard let day = Day(iso: text), years.contains(day.year) else {
        throw UsageError(message: "--date takes a date like 2026-11-22, from \(years.lowerBound)-01-01 to \(years.upperBound)-12-31, not \(quotedValue(text)).")
    }
    return day
}

/// A parsed line as the `Command` main dispatches on.
func command(_ line: ParsedLine) throws -> Command {
    let flag = { (key: String) in line.options[key] != nil }
    switch line.path {
    case []: return .ui
    case ["demo"]: return .demo
    case ["status"]:
        // A template that cannot be read is refused before the database is opened.
        let format = line.options["--format"]
        if let format {
            do { _ = try StatusFormat.fill(format, [:]) } catch { throw UsageError(message: error.message) }
        }
        return .status(json: flag("--json"), format: format)
    case ["stats"]: return .stats(json: flag("--json"))
    case ["challenge", "+1"]: return .challengeAdd(1)
    case ["challenge", "set"]: return .challengeSet(Int(line.arguments[0])!)
    case ["weigh"]: return .measure(kind: .bodyWeight, value: line.arguments[0], date: try bodyDate(line))
    case ["measure"]:
        guard let kind = BodyKind(line.arguments[0]) else { throw UsageError(message: "measure needs a name, such as waist or body-fat.") }
        return .measure(kind: kind, value: line.arguments[1], date: try bodyDate(line))
    case ["body"]: return .body(json: flag("--json"))
    case ["export"]: return .export(output: line.options["--output"], format: line.options["--format"].flatMap(ExportFileFormat.init(rawValue:)) ?? .json)
    case ["import"]:
        let options = ForeignReadOptions(unit: line.options["--unit"].flatMap(WeightUnit.init(rawValue:)),
                                         dateOrder: line.options["--date-order"].flatMap(DateOrder.init(rawValue:)),
                                         skipInvalid: flag("--skip-invalid"))
        return .importData(file: line.arguments[0], mode: flag("--replace") ? .replace : .merge, dryRun: flag("--dry-run"), options: options)
    case ["backup"]: return .backup(folder: line.arguments.first)
    case ["restore"]: return .restore(file: line.arguments[0])
    case ["completions"]: return .completions(shell: Shell(rawValue: line.arguments[0])!)
    case ["man"]: return .man
    case ["config", "path"]: return .configPath
    case ["config", "show"]: return .configShow
    case ["keys"]: return .keys
    case ["program", "list"]: return .program(.list)
    case ["program", "start"]: return .program(.start(line.arguments[0]))
    case ["program", "stop"]: return .program(.stop)
    case ["program", "show"]: return .program(.show(count: line.options["--count"].flatMap { Int($0) } ?? 4))
    case ["program", "edit"]: return .program(.edit(line.arguments.first))
    case ["program", "check"]: return .program(.check(line.arguments[0]))
    case ["program", "write"]: return .program(.write(line.arguments.first))
    case ["sync"]:
        if flag("--serve") { return .syncServe(dryRun: flag("--dry-run")) }
        guard let host = line.arguments.first, !host.isEmpty else { throw UsageError(message: "sync needs a host to sync with, as ssh names it: gymtrack sync box.") }
        guard !host.hasPrefix("-") else { throw UsageError(message: "sync's HOST cannot start with -: \(quotedValue(host)) would be read by ssh as an option.") }
        var options = SyncOptions(host: host, dryRun: flag("--dry-run"))
        if let ssh = line.options["--ssh"] {
            guard !ssh.split(separator: " ").isEmpty else { throw UsageError(message: "--ssh needs a command, such as 'ssh -p 2222'.") }
            options.ssh = ssh
        }
        if let command = line.options["--remote-command"] {
            guard !command.isEmpty else { throw UsageError(message: "--remote-command needs the path of gymtrack on the host.") }
            options.remoteCommand = command
        }
        options.remoteDatabase = line.options["--remote-db"]
        return .sync(options)
    default: throw UsageError(message: "Unknown command '\(line.path.joined(separator: " "))'.")
    }
}
