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
// and the glyphs). With LC_ALL, glibc would also load every other category's file at each
// start where there is no locale archive (C.UTF-8 on Debian).
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
    case .program(.delete):
        try requireDatabase(path, toDo: "delete") // a mistyped --db would make a database to delete nothing from
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
