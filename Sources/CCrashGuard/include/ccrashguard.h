// Restores the terminal when the process crashes, then lets the crash happen: the UI never
// leaves the shell in raw mode on the alternate screen. Everything the handler does is
// async-signal-safe, which is why it is C.
#ifndef GYMTRACK_CCRASHGUARD_H
#define GYMTRACK_CCRASHGUARD_H

/// Saves the terminal mode of `tty_fd` (call before ncurses changes it, so the shell's cooked
/// mode is what comes back) and installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGABRT and SIGFPE on an alternate stack (a stack overflow is caught too).
///
/// On a crash the handler leaves the alternate screen, shows the cursor, resets attributes,
/// restores the saved mode, appends the signal, time and a backtrace to `report_path`, writes
/// "<program>: crashed (SIGSEGV); report in <report_path>" to stderr, and re-raises the signal
/// with its default action, so the exit status still says what happened.
///
/// `program` names the process in the report and on stderr. Returns 0, or -1 when a handler
/// could not be installed. Installing again replaces the path and the saved mode.
int gt_crash_guard_install(const char *report_path, const char *program, int tty_fd);

/// Puts the default actions back (for a clean exit after the terminal is restored).
void gt_crash_guard_uninstall(void);

/// Handles SIGINT, SIGTERM and SIGHUP: each is recorded (see `gt_termination_pending`) for the
/// event loop, which then restores the terminal (`gt_termination_restore_terminal`) and exits.
/// One that arrives while the process is drawing (`gt_termination_begin_drawing`), and so may
/// be blocked writing to a terminal that takes no output, restores the terminal the same way
/// and exits at once with 128 + the signal: nothing is lost, every write was committed before
/// the frame.
int gt_termination_install(void);

/// The termination signal received, or 0.
int gt_termination_pending(void);

/// A descriptor that becomes readable when a termination signal arrives (after
/// `gt_termination_install`; -1 before or when no pipe could be made): a wait that polls it
/// cannot miss a signal that lands just before the wait begins.
int gt_termination_wake_fd(void);

/// Marks the time the process writes to the terminal.
void gt_termination_set_drawing(int on);

/// Marks that the process is about to write to the terminal and returns 1; or returns 0, and
/// marks nothing, when a termination signal is already in: then nothing more may be written,
/// since the terminal may take no output and no signal would come to end the wait.
int gt_termination_begin_drawing(void);

/// Restores the mode saved by `gt_crash_guard_install` and sends the restore sequence without
/// waiting for the terminal: if it takes nothing now, the output it has not read is dropped
/// and the sequence waits in its place. For a process ending on a termination signal.
void gt_termination_restore_terminal(void);
#endif
