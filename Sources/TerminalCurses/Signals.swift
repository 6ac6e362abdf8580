import Glibc

/// The last termination signal received; written only by the handler, read by the loop.
nonisolated(unsafe) private var pendingSignal: Int32 = 0

/// Catches SIGINT, SIGTERM and SIGHUP as a flag; the event loop restores the terminal
/// and exits. Installed before initscr so ncurses keeps its hands off them. SIGWINCH
/// and SIGTSTP stay with ncurses (resize and suspend).
public enum Signals {
    public static func install() {
        // A parent may hand us these blocked (the mask survives exec): unblock them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&unblock, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0 // no SA_RESTART: a blocked read returns EINTR at once
            action.__sigaction_handler.sa_handler = { received in pendingSignal = received }
            sigaction(sig, &action, nil)
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// The signal that asked the process to end, if any.
    public static var received: Int32? { pendingSignal == 0 ? nil : pendingSignal }
}
