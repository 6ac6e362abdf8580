import AppCore
import Domain
import Foundation
import Runtime
import Storage
import TerminalCurses

StartupTrace.mark("main")

/// Ends gymtrack with its sentence on stderr. A sentence quotes what it names escaped
/// already; any control character still in it (a path, a system's own words) is escaped here.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data(("gymtrack: " + escapedLines(message) + "\n").utf8))
    exit(code)
}

let invocation: Invocation
do {
    invocation = try parseArguments(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data(("gymtrack: \(escapedLines(error.message))\nRun 'gymtrack --help' for usage.\n").utf8))
    exit(2)
}

// Only the character type: it is all gymtrack reads of the locale (UTF-8 or not, for ncurses
// and the glyphs). With LC_ALL, glibc also loaded a dozen other category files at each start
// where there is no locale archive (C.UTF-8 on Debian).
setlocale(LC_CTYPE, "")

switch invocation.command {
case .help(let path):
    print(commandHelp(path))
    exit(0)
case .version:
    print("gymtrack \(version)")
    exit(0)
case .man:
    print(manPage(), terminator: "")
    exit(0)
case .completions(let shell):
    print(shell.completion(), terminator: "")
    exit(0)
case .configPath:
    print(LoadedConfig.path(environment("XDG_CONFIG_HOME", "HOME")))
    exit(0)
case .configShow:
    print(deviceConfig().shown)
    exit(0)
case .keys:
    print(KeyReference.plainText(KeyReference.sections(moving: deviceConfig().keys)), terminator: "")
    exit(0)
default:
    break
}

/// The variables gymtrack reads, by getenv: ProcessInfo copies the whole environment, which
/// every start would pay for to read three variables.
func environment(_ keys: String...) -> [String: String] {
    var found: [String: String] = [:]
    for key in keys { if let value = getenv(key) { found[key] = String(cString: value) } }
    return found
}

/// `path` itself when it is absolute and already standard (no empty, `.` or `..` component, no
/// trailing slash), which is what `DatabaseLocation.absolute` would return for it, without
/// going through Foundation's URL standardisation at every start; else nil.
func standardAbsolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/"), path.count > 1, !path.hasSuffix("/") else { return nil }
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    return components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." } ? path : nil
}

let environmentPaths = environment("GYMTRACK_DB", "XDG_DATA_HOME", "HOME")
let path = standardAbsolute(invocation.databasePath.flatMap { $0.isEmpty ? nil : $0 } ?? environmentPaths["GYMTRACK_DB"])
    ?? DatabaseLocation.resolve(flag: invocation.databasePath, environment: environmentPaths)
/// A path the user typed (--db, $GYMTRACK_DB) must not create folders: a typo would scatter databases.
let pathWasChosen = invocation.databasePath != nil || !(environmentPaths["GYMTRACK_DB"] ?? "").isEmpty
StartupTrace.mark("resolved")

do {
    // Everything that can be refused is refused before the database is created or opened.
    switch invocation.command {
    case .ui:
        _ = deviceConfig()
        requireTerminal()
    case .demo:
        _ = deviceConfig() // before the throwaway database is made
    case .challengeSet(let n) where !databaseExists(path) && n > DailyChallenge.defaultTarget:
        throw UsageError(message: "challenge set takes 0 to \(DailyChallenge.defaultTarget); \(n) is more than today's target.")
    case .importData(let file, _, _, _):
        try requireFile(file)
    case .restore(let file):
        try requireFile(file)
        try refuseTheDatabaseItself(file, database: path, "name a backup to restore from. Nothing was changed.")
        // Before the database is opened: a file that is not a backup creates nothing.
        _ = try Store.checkBackup(DatabaseLocation.absolute(file))
    case .backup(let folder?):
        try refuseTheDatabaseItself(folder, database: path, "name a folder to write the backup into.")
        try requireFolder(folder)
    default:
        break
    }
    if invocation.command != .demo { try checkDatabaseFolder(path, chosen: pathWasChosen) }

    let now = SystemClock.now()
    switch invocation.command {
    case .status(let json, let format):
        try requireDatabase(path, toDo: "show")
        let store = try openStore(path, readOnly: true)
        let line = try runStatus(store: store, json: json, format: format, now: now)
        StartupTrace.mark("computed")
        // A status bar in a non-UTF-8 locale gets ASCII, with the same look-alikes as the UI.
        print(json || localeIsUTF8() ? line : asciiLookalike(line))
        StartupTrace.mark("printed")
    case .stats(let json):
        try requireDatabase(path, toDo: "show")
        let text = try runStats(store: try openStore(path, readOnly: true), json: json, now: now)
        print(json || localeIsUTF8() ? text : asciiLookalike(text))
    case .challengeAdd(let n):
        let store = try openStore(path)
        print(try runChallenge(store: store, add: n, set: nil, now: now))
    case .challengeSet(let n):
        let store = try openStore(path)
        print(try runChallenge(store: store, add: nil, set: n, now: now))
    case .measure(let kind, let value, let date):
        print(try runMeasure(store: try openStore(path), kind: kind, value: value, date: date, now: now))
    case .body(let json):
        try requireDatabase(path, toDo: "show")
        print(try runBody(store: try openStore(path, readOnly: true), json: json))
    case .export(let output, let format):
        try requireDatabase(path, toDo: "export")
        if let text = try runExport(store: try openStore(path, readOnly: true), output: output, format: format, now: now) {
            print(text)
        }
    case .importData(let file, let mode, let dryRun, let options):
        // A new database an import killed with -9 was building beside the path.
        if !dryRun && path != ":memory:" { Leftovers.sweep(in: parentFolder(of: path), prefix: fileName(of: path) + ".importing-") }
        // A dry run makes nothing, not even the file a dangling symbolic link names.
        if dryRun && !databaseExists(path) {
            print(try runImportDryRunIntoNewDatabase(file: file, mode: mode, options: options, now: now))
        } else if path != ":memory:" && nothingAt(path) {
            print(try runImportIntoNewDatabase(path, file: file, mode: mode, options: options, now: now))
        } else {
            print(try runImport(store: try openStore(path, readOnly: dryRun), file: file, mode: mode, dryRun: dryRun, options: options,
                                now: now))
        }
    case .backup(let folder):
        try requireDatabase(path, toDo: "back up")
        // A database this process cannot write (a read-only file system, a file or folder it
        // may not write) is backed up by reading it: whole all the same, only the time of the
        // backup is not recorded in it.
        print(try runBackup(store: try openStore(path, readOnly: !canWrite(path)), folder: folder, now: now))
    case .restore(let file):
        let isNew = !databaseExists(path) // before opening makes it
        print(try runRestore(store: try openStore(path), file: file, now: now, intoNewDatabase: isNew))
    case .program(let command):
        // What only reads works before a database exists, on one in memory with what a new
        // database would hold (the bundled catalog, the A/B/C splits), and creates no file or folder.
        let reads = command.onlyReads
        let store = reads && !databaseExists(path) ? try openStore(":memory:") : try openStore(path, readOnly: reads)
        // A plan file is printed as it is (but for control characters, escaped), so `program write > FILE`
        // gives the file back byte for byte.
        let text = try runProgram(command, store: store, now: now)
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    case .sync(let options):
        print(try runSync(store: try openStore(dryRunPath(path, options.dryRun)), options: options, now: now))
    case .syncServe(let dryRun):
        exit(serveSync(store: try openStore(dryRunPath(path, dryRun)), dryRun: dryRun, now: now))
    case .ui:
        try runUI(databasePath: path, notice: nil) { try openStore(path) }
        exitAfterSignal()
    case .demo:
        if invocation.databasePath != nil { fail("demo always uses a throwaway database; drop --db.", code: 2) }
        requireTerminal() // before the throwaway folder is made
        try runDemo()
        exitAfterSignal()
    case .help, .version, .man, .completions, .configPath, .configShow, .keys:
        break
    }
} catch let error as CommandLineError {
    fail(error.message, code: error.exitStatus)
} catch let error as StoreError {
    fail(error.message, code: 1)
} catch {
    fail("\(error)", code: 1)
}

/// The full-screen tracker on the database `open` opens (at `databasePath`) until the user
/// quits or the terminal goes away. `backups` is where the Settings tab backs up to (the demo
/// keeps its own in its throwaway folder).
func runUI(databasePath: String, notice: String?, backups: String? = nil, open: () throws -> Store) throws {
    let config = deviceConfig() // a config that cannot be read stops here, before anything is opened
    installCrashGuard(databasePath: databasePath) // before ncurses: it saves the shell's terminal mode
    Signals.install() // on this thread: it unblocks the termination signals for the thread that polls
    let useColor = (environment("NO_COLOR")["NO_COLOR"] ?? "").isEmpty
    StartupTrace.mark("prepared")
    // Printed once the terminal is restored (defers run last first): what a task said after quitting.
    var afterwards: [String] = []
    defer { for line in afterwards { print(line) } }
    let terminal = CursesTerminal(useColor: useColor, theme: config.theme)
    defer { terminal.restore() } // also when the database could not be opened or read
    StartupTrace.mark("terminal")
    let store = try open()
    let startup = try EventLoop.StartupData.read(from: store, now: SystemClock.now())
    StartupTrace.mark("loaded")
    let paths = environment("HOME")
    let loop = EventLoop(store: store, terminal: StartupTrace.enabled ? TracedTerminal(terminal) : terminal,
                         startup: startup, clock: SystemClock.now, notice: notice,
                         folders: (paths["HOME"] ?? "", backups ?? DatabaseLocation.backupFolder(forDatabase: databasePath)),
                         keymap: Keymap(config.keys), dataTasks: { task, store, now, step in try runDataTask(task, store: store, now: now, step: step) })
    loop.run()
    afterwards = loop.endedWhileQuitting
}

/// This device's config file, read; one that cannot be read or understood ends gymtrack
/// with its sentence.
func deviceConfig() -> LoadedConfig {
    do {
        return try LoadedConfig.load(environment("XDG_CONFIG_HOME", "HOME"))
    } catch let error as ConfigError {
        fail(error.message, code: 1)
    } catch {
        fail("\(error)", code: 1)
    }
}

/// The database a command opens: a dry run where there is none opens one in memory, made as a
/// new file would be, so it says what would happen and creates no file or folder.
func dryRunPath(_ path: String, _ dryRun: Bool) -> String {
    dryRun && !databaseExists(path) ? ":memory:" : path
}

/// A file named on the line (import, restore) must be there before the database is opened or made.
func requireFile(_ file: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { throw CommandFailure("there is no file \(file); nothing was changed.") }
    guard !isFolder.boolValue else { throw CommandFailure("\(file) is a folder, not a file.") }
}

/// A command that only copies the database out (export, backup) needs one there: a mistyped
/// --db would otherwise make an empty database, and its empty backup push a real one out.
func requireDatabase(_ path: String, toDo verb: String) throws {
    guard path == ":memory:" || databaseExists(path) else {
        throw CommandFailure("There is no database at \(path), so nothing to \(verb); check --db or $GYMTRACK_DB.")
    }
}

/// Whether this process may write the database at `path` and make its -wal and -shm beside it
/// (in the folder of the file itself, its symbolic links followed).
func canWrite(_ path: String) -> Bool {
    guard path != ":memory:" else { return true }
    let real = realpath(path, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
    } ?? path
    return access(real, W_OK) == 0 && access(parentFolder(of: real), W_OK) == 0
}

/// A folder named on the line (backup DIR) must exist: a typo never creates folders.
func requireFolder(_ folder: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        throw CommandFailure("the folder \(folder) does not exist; create it first.")
    }
    guard isFolder.boolValue else { throw CommandFailure("\(folder) is a file, not a folder; name a folder to write the backup into.") }
}

/// The tracker ended because of SIGHUP, SIGINT or SIGTERM: exit as a shell reports a process
/// killed by it, 128 + the signal, now that the terminal is restored (and the demo's folder removed).
func exitAfterSignal() {
    if let signal = Signals.received { exit(128 + signal) }
}

/// The tracker draws on a terminal that terminfo knows; without one, say what to use
/// instead, before anything is touched (ncurses would exit with the database already open).
func requireTerminal() {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("the tracker needs a terminal; in scripts use 'gymtrack status' or 'gymtrack challenge +1'.", code: 1)
    }
    guard terminalIsKnown() else {
        let name = environment("TERM")["TERM"] ?? ""
        fail("the terminal type '\(name)' is unknown here; set TERM to one this machine knows (for example TERM=xterm-256color).", code: 1)
    }
}
