import Glibc
import TerminalCurses
import XCTest

/// A termination signal that lands after the event loop last looked at the flag, just before
/// it waits for input, still ends the wait: the handler writes to a pipe the wait polls.
final class TerminationWakeTests: XCTestCase {
    func testASignalBeforeTheWaitMakesTheWakeDescriptorReadable() throws {
        Signals.install()
        let wake = try XCTUnwrap(Signals.wakeDescriptor)
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        XCTAssertEqual(poll(&fds, 1, 0), 0, "nothing yet")
        // SIGHUP, as a dropped SSH link sends it; the handler records it and returns.
        raise(SIGHUP)
        XCTAssertEqual(Signals.received, SIGHUP)
        XCTAssertEqual(poll(&fds, 1, 1000), 1, "a wait that began after the signal returns at once")
    }
}
