import CCrashGuard
import Glibc

/// SIGINT, SIGTERM and SIGHUP end the UI: the handler (in C, with the crash guard) records
/// the signal and the event loop restores the terminal and exits; one that arrives while the
/// terminal is written to, which a terminal that takes no output can block, ends the process
/// at once. Once one is in, nothing more is written but the restore sequence, which never
/// waits. Installed before initscr so ncurses keeps its hands off them. SIGWINCH and SIGTSTP
/// stay with ncurses (resize and suspend).
public enum Signals {
    public static func install() {
        _ = gt_termination_install()
        signal(SIGPIPE, SIG_IGN)
    }

    /// Readable once a termination signal arrived (nil: none could be made): the wait for
    /// input polls it, so a signal just before the wait still ends it.
    public static var wakeDescriptor: Int32? { gt_termination_wake_fd() >= 0 ? gt_termination_wake_fd() : nil }

    /// The signal that asked the process to end, if any.
    public static var received: Int32? { gt_termination_pending() == 0 ? nil : gt_termination_pending() }

    /// Runs `body` (writing to the terminal) so that a termination signal during it ends the
    /// process; after one, `body` does not run (false): a write could wait for ever, and no
    /// signal would come to end it.
    @discardableResult
    static func whileDrawing(_ body: () -> Void) -> Bool {
        guard gt_termination_begin_drawing() != 0 else { return false }
        defer { gt_termination_set_drawing(0) }
        body()
        return true
    }

    /// The shell's terminal mode and the restore sequence, without waiting for the terminal
    /// (see `gt_termination_restore_terminal`).
    static func restoreWithoutWaiting() {
        gt_termination_restore_terminal()
    }
}
