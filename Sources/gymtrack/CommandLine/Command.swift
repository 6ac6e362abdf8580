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

/// A parsed line as the `Command` main dispatches on. Each value was read once, against its
/// kind, by `parseLine`; here it is only taken as the type the command holds.
func command(_ line: ParsedLine) throws -> Command {
    switch line.path {
    case []: return .ui
    case ["demo"]: return .demo
    case ["status"]:
        // A template that cannot be read is refused before the database is opened.
        let format: String? = line.option("--format")
        if let format {
            do { _ = try StatusFormat.fill(format, [:]) } catch { throw UsageError(message: error.message) }
        }
        return .status(json: line.flag("--json"), format: format)
    case ["stats"]: return .stats(json: line.flag("--json"))
    case ["challenge", "+1"]: return .challengeAdd(1)
    case ["challenge", "set"]: return .challengeSet(try line.required(0))
    case ["weigh"]: return .measure(kind: .bodyWeight, value: try line.required(0), date: try bodyDate(line))
    case ["measure"]:
        guard let kind = BodyKind(try line.required(0)) else { throw UsageError(message: "measure needs a name, such as waist or body-fat.") }
        return .measure(kind: kind, value: try line.required(1), date: try bodyDate(line))
    case ["body"]: return .body(json: line.flag("--json"))
    case ["export"]: return .export(output: line.option("--output"), format: line.option("--format") ?? .json)
    case ["import"]:
        let options = ForeignReadOptions(unit: line.option("--unit"), dateOrder: line.option("--date-order"),
                                         strict: line.flag("--strict"))
        return .importData(file: try line.required(0), mode: line.flag("--replace") ? .replace : .merge, dryRun: line.flag("--dry-run"),
                           options: options)
    case ["backup"]: return .backup(folder: line.argument(0))
    case ["restore"]: return .restore(file: try line.required(0))
    case ["completions"]: return .completions(shell: try line.required(0))
    case ["man"]: return .man
    case ["config", "path"]: return .configPath
    case ["config", "show"]: return .configShow
    case ["keys"]: return .keys
    case ["program", "list"]: return .program(.list)
    case ["program", "start"]: return .program(.start(try line.required(0)))
    case ["program", "stop"]: return .program(.stop)
    case ["program", "show"]: return .program(.show(count: line.option("--count") ?? 4))
    case ["program", "edit"]: return .program(.edit(line.argument(0)))
    case ["program", "check"]: return .program(.check(try line.required(0)))
    case ["program", "write"]: return .program(.write(line.argument(0)))
    case ["program", "delete"]: return .program(.delete(try line.required(0)))
    case ["sync"]: return try syncCommand(line)
    default: throw UsageError(message: "Unknown command '\(line.path.joined(separator: " "))'.")
    }
}

/// The day of `--date`, if given.
private func bodyDate(_ line: ParsedLine) throws -> Day? {
    guard let text: String = line.option("--date") else { return nil }
    let years = DataBounds.years
    guard let day = Day(iso: text), years.contains(day.year) else {
        throw UsageError(message: "--date takes a date like 2026-11-22, from \(years.lowerBound)-01-01 to \(years.upperBound)-12-31, not \(quotedValue(text)).")
    }
    return day
}

/// `sync HOST` with its options, or the other machine's side (`sync --serve`).
private func syncCommand(_ line: ParsedLine) throws -> Command {
    if line.flag("--serve") { return .syncServe(dryRun: line.flag("--dry-run")) }
    guard let host: String = line.argument(0), !host.isEmpty else {
        throw UsageError(message: "sync needs a host to sync with, as ssh names it: gymtrack sync box.")
    }
    guard !host.hasPrefix("-") else { throw UsageError(message: "sync's HOST cannot start with -: \(quotedValue(host)) would be read by ssh as an option.") }
    var options = SyncOptions(host: host, dryRun: line.flag("--dry-run"))
    if let ssh: String = line.option("--ssh") {
        guard !ssh.split(separator: " ").isEmpty else { throw UsageError(message: "--ssh needs a command, such as 'ssh -p 2222'.") }
        options.ssh = ssh
    }
    if let command: String = line.option("--remote-command") {
        guard !command.isEmpty else { throw UsageError(message: "--remote-command needs the path of gymtrack on the host.") }
        options.remoteCommand = command
    }
    options.remoteDatabase = line.option("--remote-db")
    return .sync(options)
}
