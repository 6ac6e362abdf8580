import AppCore
import Foundation
import Runtime
import Storage
import TerminalCurses

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
