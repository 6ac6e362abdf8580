import AppCore
import Domain
import Foundation
import Runtime
import Storage
import TerminalCurses

setlocale(LC_ALL, "")

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data(("gymtrack: " + message + "\n").utf8))
    exit(code)
}

let invocation: Invocation
do {
    invocation = try parseArguments(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data(("gymtrack: \(error.message)\nRun 'gymtrack --help' for usage.\n").utf8))
    exit(2)
}

switch invocation.command {
case .help:
    print(usage)
    exit(0)
case .version:
    print("gymtrack \(version)")
    exit(0)
default:
    break
}

let environment = ProcessInfo.processInfo.environment
let path = DatabaseLocation.resolve(flag: invocation.databasePath, environment: environment)
/// A path the user typed (--db, $GYMTRACK_DB) must not create folders: a typo would scatter databases.
let pathWasChosen = invocation.databasePath != nil || !(environment["GYMTRACK_DB"] ?? "").isEmpty

do {
    // Everything that can be refused is refused before the database is created or opened.
    switch invocation.command {
    case .ui:
        requireTerminal()
    case .challengeSet(let n) where !databaseExists(path) && n > DailyChallenge.defaultTarget:
        throw UsageError(message: "challenge set takes 0 to \(DailyChallenge.defaultTarget); \(n) is more than today's target.")
    default:
        break
    }
    if invocation.command != .demo { try checkDatabaseFolder(path, chosen: pathWasChosen) }

    switch invocation.command {
    case .status(let json):
        let store = try openStore(path, readOnly: true)
        let line = try runStatus(store: store, json: json, now: SystemClock.now())
        // A status bar in a non-UTF-8 locale gets ASCII, with the same look-alikes as the UI.
        print(json || localeIsUTF8() ? line : asciiLookalike(line))
    case .challengeAdd(let n):
        let store = try openStore(path)
        print(try runChallenge(store: store, add: n, set: nil, now: SystemClock.now()))
    case .challengeSet(let n):
        let store = try openStore(path)
        print(try runChallenge(store: store, add: nil, set: n, now: SystemClock.now()))
    case .ui:
        try runUI(store: try openStore(path), notice: nil)
    case .demo:
        if invocation.databasePath != nil { fail("demo always uses a throwaway database; drop --db.", code: 2) }
        requireTerminal() // before the throwaway folder is made
        try runDemo()
    case .export(let output, let format):
        if let text = try runExport(store: try openStore(path), output: output, format: format, now: SystemClock.now()) {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    case .importFile(let file, let mode, let dryRun):
        print(try runImport(store: try openStore(path), file: file, mode: mode, dryRun: dryRun, now: SystemClock.now()))
    case .backup(let folder):
        print(try runBackup(store: try openStore(path), folder: folder, now: SystemClock.now()))
    case .restore(let file):
        print(try runRestore(store: try openStore(path), file: file, now: SystemClock.now()))
    case .help, .version:
        break
    }
} catch let error as StoreError {
    fail(error.message, code: 1)
} catch let error as UsageError {
    fail(error.message, code: 2)
} catch {
    fail("\(error)", code: 1)
}

/// The full-screen tracker on `store` until the user quits or the terminal goes away.
func runUI(store: Store, notice: String?) throws {
    installCrashGuard(databasePath: store.path) // before ncurses: it saves the shell's terminal mode
    Signals.install()
    let useColor = (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    let terminal = CursesTerminal(useColor: useColor)
    defer { terminal.restore() }
    try EventLoop(store: store, terminal: terminal, clock: SystemClock.now, notice: notice).run()
}

/// The tracker draws on a terminal that terminfo knows; without one, say what to use
/// instead, before anything is touched (ncurses would exit with the database already open).
func requireTerminal() {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("the tracker needs a terminal; in scripts use 'gymtrack status' or 'gymtrack challenge +1'.", code: 1)
    }
    guard terminalIsKnown() else {
        let name = ProcessInfo.processInfo.environment["TERM"] ?? ""
        fail("the terminal type '\(name)' is unknown here; set TERM to one this machine knows (for example TERM=xterm-256color).", code: 1)
    }
}
