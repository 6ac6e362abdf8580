import CCrashGuard
import Foundation

/// Where a crash of the UI leaves its report: `crash.log` beside the database (the demo's
/// throwaway folder for `gymtrack demo`), or in the temporary folder for ":memory:".
func crashReportPath(databasePath: String) -> String {
    guard databasePath != ":memory:", !databasePath.isEmpty else {
        return FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-crash.log").path
    }
    let folder = parentFolder(of: databasePath)
    return folder == "/" ? "/crash.log" : folder + "/crash.log"
}

/// Makes a crash (a Swift trap, SIGSEGV, SIGABRT, SIGBUS, SIGFPE) give the shell back at
/// once: the handler restores the terminal mode saved now, leaves the alternate screen,
/// appends a report to `crashReportPath`, says where on stderr, and dies of the same signal.
/// Call before ncurses starts, so the mode saved is the shell's own. It replaces the Swift
/// runtime's handlers, whose interactive backtracer would otherwise wait inside the UI's screen.
func installCrashGuard(databasePath: String) {
    _ = gt_crash_guard_install(crashReportPath(databasePath: databasePath), "gymtrack", STDOUT_FILENO)
}
