/// What the command line asked for.
enum Command: Equatable {
    case ui
    case demo
    case status(json: Bool)
    case challengeAdd(Int)
    case challengeSet(Int)
    case help
    case version
    // Data commands (DataCommands.swift); the parsing below is minimal until the parser table takes them.
    case export(output: String?, format: String)
    case importFile(file: String, mode: String, dryRun: Bool)
    case backup(folder: String?)
    case restore(file: String)
}

struct Invocation: Equatable {
    var command: Command
    var databasePath: String?
}

struct UsageError: Error {
    var message: String
}

let version = "0.1.0"

let usage = """
    Usage: gymtrack [--db PATH] [COMMAND]

    With no command, opens the full-screen tracker.

    Commands:
      status [--json]     One line: next workout, gym streak, today's challenge and its streak
      challenge +1        Add one daily challenge set for today (also: challenge add)
      challenge set N     Set today's challenge sets to N (0 to the daily target, 3 by default)
      demo                Open the tracker on a throwaway database with two years of
                          made-up history (also: --demo); your own data is not touched

    Options:
      --db PATH           Use the database at PATH (else $GYMTRACK_DB, else
                          $XDG_DATA_HOME/gymtrack/gymtrack.sqlite, else
                          ~/.local/share/gymtrack/gymtrack.sqlite)
      -h, --help          Show this help
      --version           Show the version
    """

/// Parses the arguments after the program name. --db may stand anywhere.
func parseArguments(_ arguments: [String]) throws -> Invocation {
    var database: String?
    var words: [String] = []
    var i = 0
    while i < arguments.count {
        let arg = arguments[i]
        if arg == "--db" {
            guard i + 1 < arguments.count, !arguments[i + 1].isEmpty else { throw UsageError(message: "--db needs a path.") }
            database = arguments[i + 1]
            i += 2
            continue
        }
        if arg.hasPrefix("--db=") {
            database = String(arg.dropFirst(5))
            guard !database!.isEmpty else { throw UsageError(message: "--db needs a path.") }
        } else if arg == "-h" || arg == "--help" {
            return Invocation(command: .help, databasePath: database)
        } else if arg == "--demo" {
            words.append("demo")
        } else if arg == "--version" {
            return Invocation(command: .version, databasePath: database)
        } else {
            words.append(arg)
        }
        i += 1
    }

    guard let first = words.first else { return Invocation(command: .ui, databasePath: database) }
    let rest = Array(words.dropFirst())
    switch first {
    case "demo":
        guard rest.isEmpty else { throw UsageError(message: "demo takes nothing more.") }
        return Invocation(command: .demo, databasePath: database)
    case "status":
        if rest.isEmpty { return Invocation(command: .status(json: false), databasePath: database) }
        if rest == ["--json"] { return Invocation(command: .status(json: true), databasePath: database) }
        throw UsageError(message: "status takes only --json, not '\(rest.joined(separator: " "))'.")
    case "challenge":
        switch rest.first {
        case "+1", "add":
            guard rest.count == 1 else { throw UsageError(message: "challenge +1 takes nothing more.") }
            return Invocation(command: .challengeAdd(1), databasePath: database)
        case "set":
            guard rest.count == 2, let n = Int(rest[1]), n >= 0 else {
                throw UsageError(message: "challenge set needs a number of sets, for example: gymtrack challenge set 2.")
            }
            return Invocation(command: .challengeSet(n), databasePath: database)
        default:
            throw UsageError(message: "challenge needs +1 or set N.")
        }
    case "export", "import", "backup", "restore":
        return Invocation(command: try parseDataCommand(first, rest), databasePath: database)
    default:
        if first.hasPrefix("-") { throw UsageError(message: "Unknown option '\(first)'.") }
        throw UsageError(message: "Unknown command '\(first)'.")
    }
}

/// `export [-o FILE] [--format json|csv]`, `import FILE [--merge|--replace] [--dry-run]`,
/// `backup [DIR]`, `restore FILE`.
func parseDataCommand(_ name: String, _ rest: [String]) throws -> Command {
    var positional: [String] = []
    var output: String?, format = "json", mode: String?, dryRun = false
    var i = 0
    while i < rest.count {
        let arg = rest[i]
        switch (name, arg) {
        case ("export", "-o"), ("export", "--output"), ("export", "--format"):
            guard i + 1 < rest.count, !rest[i + 1].isEmpty else { throw UsageError(message: "\(arg) needs a value.") }
            if arg == "--format" { format = rest[i + 1] } else { output = rest[i + 1] }
            i += 1
        case ("import", "--merge"), ("import", "--replace"):
            let m = String(arg.dropFirst(2))
            if let mode, mode != m { throw UsageError(message: "import takes --merge or --replace, not both.") }
            mode = m
        case ("import", "--dry-run"):
            dryRun = true
        default:
            if arg.hasPrefix("-") && arg != "-" { throw UsageError(message: "\(name) does not take '\(arg)'.") }
            positional.append(arg)
        }
        i += 1
    }
    switch name {
    case "export":
        guard positional.isEmpty else { throw UsageError(message: "export takes no file name; write it with -o FILE.") }
        guard format == "json" || format == "csv" else { throw UsageError(message: "--format takes json or csv, not '\(format)'.") }
        return .export(output: output, format: format)
    case "import":
        guard positional.count == 1 else { throw UsageError(message: "import needs one file, for example: gymtrack import strong.csv.") }
        return .importFile(file: positional[0], mode: mode ?? "merge", dryRun: dryRun)
    case "backup":
        guard positional.count <= 1 else { throw UsageError(message: "backup takes at most one folder.") }
        return .backup(folder: positional.first)
    default:
        guard positional.count == 1 else { throw UsageError(message: "restore needs one backup file.") }
        return .restore(file: positional[0])
    }
}
