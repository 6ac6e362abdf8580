import Domain
import Glibc
import Runtime
import Storage

/// Reads what the first frame needs (`EventLoop.StartupData`) on a second thread while the
/// main thread sets up the terminal: ncurses' set-up (terminfo, modes, colours) and the reads
/// (SQLite, and the Swift runtime's first use of the types they build) then overlap on a
/// machine with two cores. The store belongs to the reading thread until `result()` returns.
final class StartupRead: @unchecked Sendable {
    private let store: Store
    private let now: Moment
    private var outcome: Result<EventLoop.StartupData, Error>?
    private var thread = pthread_t()
    private var started = false

    init(store: Store, now: Moment) {
        self.store = store
        self.now = now
        let context = Unmanaged.passRetained(self).toOpaque()
        // The thread starts with every signal blocked, so SIGINT, SIGTERM, SIGHUP and SIGWINCH
        // keep going to the main thread, whose poll() they interrupt.
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        started = pthread_create(&thread, nil, { context in
            let read = Unmanaged<StartupRead>.fromOpaque(context!).takeRetainedValue()
            read.outcome = Result { try EventLoop.StartupData.read(from: read.store, now: read.now) }
            return nil
        }, context) == 0
        if !started { Unmanaged<StartupRead>.fromOpaque(context).release() }
    }

    /// Waits for the reads (or makes them here, when no thread could be started).
    func result() throws -> EventLoop.StartupData {
        if started {
            pthread_join(thread, nil)
            started = false
        }
        if outcome == nil { outcome = Result { try EventLoop.StartupData.read(from: store, now: now) } }
        return try outcome!.get()
    }
}
