import CLinux
import Glibc

/// Work done on a thread of its own while the main thread goes on (the machine gymtrack runs
/// on often has two cores); `result()` waits for it. When no thread can be started, the work
/// is done by `result()` itself, so a caller never has to care.
///
/// The thread starts with every signal blocked but the crashes: SIGINT, SIGTERM, SIGWINCH
/// and the rest keep going to the main thread, whose poll() they interrupt. Crashes stay with
/// the thread that has them. It starts on another core than the main thread's, where there is
/// one: left to the scheduler, it waited for the main thread's core (CLinux). Where that core
/// is busy, the thread may not have started by the time `result()` is called: `result()`
/// then does the work itself rather than wait for it (a millisecond or more behind another
/// process's time slice), and the thread, when it runs, finds nothing left to do.
final class SecondThread<Value, Failure: Error>: @unchecked Sendable {
    private var work: (() throws(Failure) -> Value)?
    private var outcome: Result<Value, Failure>?
    private var thread = pthread_t()
    private var started = false
    /// Set by whichever takes the work first: the thread as it starts, or `result()`. (A C
    /// atomic: Swift's `Atomic` in this generic class crashed the debug build's destroy.)
    private let taken = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    init(_ work: @escaping () throws(Failure) -> Value) {
        self.work = work
        taken.initialize(to: 0)
        let context = Unmanaged.passRetained(self as AnyObject).toOpaque()
        var blocked = sigset_t(), previous = sigset_t()
        sigfillset(&blocked)
        for crash in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] { sigdelset(&blocked, crash) }
        pthread_sigmask(SIG_SETMASK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        started = gt_start_thread_elsewhere(&thread, { context in
            (Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! any Runnable).runUnlessTaken()
            return nil
        }, context) == 0
        if !started { Unmanaged<AnyObject>.fromOpaque(context).release() }
    }

    /// What the work made or threw, once it is done.
    func result() throws(Failure) -> Value {
        if started {
            started = false
            if take() {
                pthread_detach(thread) // not started yet: it will find the work taken and end
            } else {
                // Running, or ready to: if the other core was busy, it may now use this one.
                gt_let_thread_run_anywhere(thread)
                pthread_join(thread, nil)
            }
        }
        if outcome == nil { run() }
        return try outcome!.get()
    }

    private func take() -> Bool {
        gt_take_once(taken) == 1
    }

    deinit { taken.deallocate() }
}

/// What the thread's C entry point can call without knowing `Value`.
private protocol Runnable: AnyObject {
    func runUnlessTaken()
}

extension SecondThread: Runnable {
    fileprivate func runUnlessTaken() {
        if take() { run() }
    }

    private func run() {
        guard let work else { return }
        self.work = nil
        outcome = Result { () throws(Failure) -> Value in try work() }
    }
}

/// Runs each piece of work, all but the first on threads of their own, and returns what they
/// made in order.
func runAtOnce<Value>(_ pieces: [() -> Value]) -> [Value] {
    guard let first = pieces.first else { return [] }
    let others = pieces.dropFirst().map { piece in SecondThread<Value, Never>(piece) }
    return [first()] + others.map { $0.result() }
}
