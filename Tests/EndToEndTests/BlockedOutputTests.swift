import CBenchPty
import Foundation
@testable import Storage
import XCTest

/// A terminal that takes no output (Ctrl-S, an SSH link that stalled) must not keep gymtrack
/// from ending: a termination signal ends it (blocked, it would never end), with nothing lost.
final class BlockedOutputTests: XCTestCase {
    /// gymtrack on a pseudo-terminal of its own, as its session's controlling terminal; the
    /// test is the terminal at the other end, which reads only when asked to.
    private final class PtyProcess {
        let master: Int32
        let slave: String
        var pid: pid_t = 0
        /// The terminal's mode before gymtrack started: the shell's.
        let modeBefore: termios
        private var seen = ""

        init(database: String, folder: TemporaryFolder) throws {
            var name = [CChar](repeating: 0, count: 128)
            master = gt_open_pty(&name, name.count, 24, 80)
            XCTAssertGreaterThanOrEqual(master, 0)
            slave = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var mode = termios()
            tcgetattr(master, &mode) // a master answers with its terminal's mode
            modeBefore = mode

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, slave, O_RDWR, 0) }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setflags(&attributes, 0x80) // POSIX_SPAWN_SETSID, which Glibc's module does not export
            let words: [String] = [gymtrackBinary(), "--db", database]
            let variables: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(folder.url.path)"]
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            XCTAssertEqual(posix_spawn(&pid, gymtrackBinary(), &actions, &attributes, argv, envp), 0)
        }

        deinit {
            kill(pid, SIGKILL)
            var s: Int32 = 0
            waitpid(pid, &s, WNOHANG)
            close(master)
        }

        /// Reads what gymtrack wrote until `text` has come.
        func readUntil(_ text: String) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65536)
            return waitForResult(interval: 0) { () -> Bool? in
                var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, 100) > 0 else { return nil }
                let n = read(master, &buffer, buffer.count)
                if n > 0 { seen += String(decoding: buffer[0..<n], as: UTF8.self) }
                return seen.contains(text) ? true : nil
            } ?? false
        }

        /// Everything the terminal holds for the other end now, without waiting for more.
        func readWhatIsThere() -> String {
            var text = ""
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, 0) > 0 else { return text }
                let n = read(master, &buffer, buffer.count)
                guard n > 0 else { return text }
                text += String(decoding: buffer[0..<n], as: UTF8.self)
            }
        }

        func type(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }

        /// Waits for gymtrack to end; its exit status, or nil when it does not.
        func waitForExit() -> Int32? {
            var status: Int32 = 0
            return waitForResult { waitpid(pid, &status, WNOHANG) == pid ? (status >> 8) & 0xff : nil }
        }
    }

    func testATerminationSignalEndsGymtrackWhileItsOutputIsBlocked() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        let terminal = try PtyProcess(database: database, folder: folder)
        let pid = terminal.pid
        func readUntil(_ text: String) -> Bool { terminal.readUntil(text) }
        func type(_ text: String) { terminal.type(text) }

        XCTAssertTrue(readUntil("help"), "the UI came up")
        type("\r")
        XCTAssertTrue(readUntil("Let's go"))
        type("\r")
        XCTAssertTrue(readUntil("0/9 steps"))
        type("jj ")
        XCTAssertTrue(readUntil("Logged: w"))

        // Nobody reads the terminal any more, and every tab switch draws a screen: the output
        // queue fills and gymtrack blocks writing.
        type(String(repeating: "3414", count: 200))
        let inWrite = waitForResult(interval: 20_000) { () -> Bool? in
            // /proc/PID/syscall starts with the number of the call it sleeps in: 1 is write on x86_64.
            let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
            return call.hasPrefix("1 ") ? true : nil
        } ?? false
        XCTAssertTrue(inWrite, "gymtrack should be blocked writing to the terminal")

        kill(pid, SIGTERM)
        var status: Int32 = 0
        let ended = waitForResult(interval: 10_000) { waitpid(pid, &status, WNOHANG) == pid ? true : nil } ?? false
        XCTAssertTrue(ended, "SIGTERM must end gymtrack while its output is blocked")
        XCTAssertEqual((status >> 8) & 0xff, 128 + SIGTERM, "exit status 143 after SIGTERM")
        XCTAssertEqual(try Connection(path: database).firstRow("SELECT count(*) AS n FROM set_logs")?.int("n"), 1, "the logged set is on disk")
    }

    /// The link stalls while the UI waits for a key, with nothing to draw: the signal comes to
    /// the loop, not to a write, and the loop must not then wait for the terminal to restore
    /// it. Ctrl-C (SIGINT) first, as a person presses it, then SIGTERM and SIGHUP. Once the
    /// terminal reads again it gets the restore sequence, and its mode is the shell's.
    func testASignalEndsGymtrackWaitingForKeysOnATerminalThatTakesNoOutput() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let folder = try TemporaryFolder()
            let database = folder.path("gymtrack.sqlite")
            let terminal = try PtyProcess(database: database, folder: folder)
            XCTAssertTrue(terminal.readUntil("help"), "the UI came up")
            terminal.type("c")
            XCTAssertTrue(terminal.readUntil("1/3"), "a challenge set, saved and shown")

            // The terminal stops reading, and what waits to be sent fills the queue to the brim,
            // as frames nobody read would: first the line discipline at this end (4 KB), then
            // the buffers before it, which drain into it until it is full and then stay full.
            let stalled = open(terminal.slave, O_WRONLY | O_NOCTTY | O_NONBLOCK)
            XCTAssertGreaterThanOrEqual(stalled, 0)
            let filler = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
            let full = waitForResult { () -> Bool? in
                while write(stalled, filler, filler.count) > 0 {}
                var waiting: Int32 = 0
                guard ioctl(terminal.master, UInt(FIONREAD), &waiting) == 0, waiting >= 4095 else { return nil }
                while write(stalled, filler, filler.count) > 0 {} // nothing drains any more
                return errno == EAGAIN ? true : nil
            } ?? false
            XCTAssertTrue(full, "the terminal takes no more output")
            close(stalled)

            kill(terminal.pid, signal)
            XCTAssertEqual(terminal.waitForExit(), 128 + signal, "signal \(signal) ends gymtrack, with 128 + the signal")
            let output = terminal.readWhatIsThere()
            XCTAssertTrue(output.contains("\u{1b}[?1049l"), "signal \(signal): the terminal leaves the UI's screen once it reads")
            var mode = termios()
            XCTAssertEqual(tcgetattr(terminal.master, &mode), 0)
            XCTAssertEqual(mode.c_lflag, terminal.modeBefore.c_lflag, "signal \(signal): echo and line editing as before")
            XCTAssertEqual(mode.c_iflag, terminal.modeBefore.c_iflag, "signal \(signal): flow control as before")
            XCTAssertEqual(try Connection(path: database).firstRow("SELECT sets_completed FROM daily_challenge")?.int(0), 1,
                           "signal \(signal): the challenge set is on disk")
        }
    }
}
