import Domain

/// A command line matched against `commandTable`, before it becomes a `Command`.
struct ParsedLine: Equatable {
    /// Canonical names from the root: ["challenge", "+1"] for `challenge add`.
    var path: [String]
    /// By each option's key (its long name).
    var options: [String: ParsedValue]
    var arguments: [ParsedValue]
}

/// An option's or an argument's value, read once against its kind: `command(_:)` takes it as
/// the type its command holds, with nothing left to parse or check.
enum ParsedValue: Equatable {
    /// A flag, given.
    case flag
    /// Text, or a file's or a folder's path.
    case text(String)
    /// A whole number within its kind's bounds.
    case count(Int)
    /// One of its kind's choices.
    case choice(String)
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
            let value = String(arg.dropFirst(5))
            guard !value.isEmpty else { throw UsageError(message: "--db needs a path.") }
            database = value
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

    var given: [String] = [], extra: [String] = []
    while let word = rest.first {
        rest = rest.dropFirst()
        let looksLikeOption = word.count > 1 && word.hasPrefix("-") && Int(word) == nil
        guard looksLikeOption else {
            if given.count < node.arguments.count { given.append(word) } else { extra.append(word) }
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
            line.options[option.key] = .flag
            continue
        }
        var value = attached
        if value == nil, let next = rest.first {
            value = next
            rest = rest.dropFirst()
        }
        guard let value, !value.isEmpty else { throw UsageError(message: "\(spelling) needs \(describe(placeholder, option.kind)).") }
        line.options[option.key] = try read(value, kind: option.kind, what: spelling)
    }
    guard extra.isEmpty else {
        let takes = node.arguments.isEmpty ? "nothing more" : "only " + node.arguments.map(\.name).joined(separator: " ")
        throw UsageError(message: "\(name) takes \(takes), not \(quotedValue(extra.joined(separator: " "))).")
    }
    for (index, argument) in node.arguments.enumerated() {
        guard index < given.count else {
            if argument.optional { break }
            throw UsageError(message: "\(name) needs \(argument.missing), for example: gymtrack \(argument.example).")
        }
        do {
            line.arguments.append(try read(given[index], kind: argument.kind, what: name))
        } catch let error as UsageError {
            guard case .count(let range) = argument.kind else { throw error }
            throw UsageError(message: "\(name) needs \(argument.missing) (a whole number from \(range.lowerBound) to \(range.upperBound)), "
                                      + "not \(quotedValue(given[index])); for example: gymtrack \(argument.example).")
        }
    }
    return line
}

private func orList(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.joined() }
    return items.dropLast().joined(separator: ", ") + " or " + last
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

/// `value` read as its kind says, or the sentence refusing it.
private func read(_ value: String, kind: ValueKind, what: String) throws -> ParsedValue {
    switch kind {
    case .count(let range):
        guard let n = Int(value), range.contains(n) else {
            throw UsageError(message: "\(what) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(quotedValue(value)).")
        }
        return .count(n)
    case .choice(let choices):
        guard choices.contains(value) else { throw UsageError(message: "\(what) takes \(orList(choices)), not \(quotedValue(value)).") }
        return .choice(value)
    case .text, .file, .directory:
        return .text(value)
    }
}

/// A type a value of the command line is taken as: text, a count, or a choice's case.
protocol CommandLineValue {
    init?(parsed value: ParsedValue)
}

extension String: CommandLineValue {
    init?(parsed value: ParsedValue) {
        guard case .text(let text) = value else { return nil }
        self = text
    }
}

extension Int: CommandLineValue {
    init?(parsed value: ParsedValue) {
        guard case .count(let n) = value else { return nil }
        self = n
    }
}

/// A choice is its type's case of that raw value: the table lists the raw values.
extension CommandLineValue where Self: RawRepresentable, RawValue == String {
    init?(parsed value: ParsedValue) {
        guard case .choice(let word) = value else { return nil }
        self.init(rawValue: word)
    }
}

extension Shell: CommandLineValue {}
extension ExportFileFormat: CommandLineValue {}
extension WeightUnit: CommandLineValue {}
extension DateOrder: CommandLineValue {}

extension ParsedLine {
    func flag(_ key: String) -> Bool { options[key] != nil }

    /// The option's value, if given.
    func option<T: CommandLineValue>(_ key: String) -> T? { options[key].flatMap(T.init(parsed:)) }

    /// The argument at `index`, if given.
    func argument<T: CommandLineValue>(_ index: Int) -> T? {
        arguments.indices.contains(index) ? T(parsed: arguments[index]) : nil
    }

    /// An argument the table requires, which `parseLine` has read: a table and a case of
    /// `command(_:)` that disagree are refused in a sentence, never a trap.
    func required<T: CommandLineValue>(_ index: Int) throws -> T {
        guard let value: T = argument(index) else {
            throw UsageError(message: "\(path.joined(separator: " ")) is missing what the command table requires; see gymtrack \(path.joined(separator: " ")) --help.")
        }
        return value
    }
}
