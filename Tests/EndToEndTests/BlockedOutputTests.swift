import CBenchPty
import Foundation
@testable import Storage
import XCTest

/// A terminal that takes no output (Ctrl-S, an SSH link that stalled) must not keep gymtrack
/// from ending: a termination signal ends it (blocked, it would never end), with nothing lost.
final class BlockedOutputTests: XCTestCase {
    func testATerminationSignalEndsGymtrackWhileItsOutputIsBlocked() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        var name = [CChar](repeating: 0, count: 128)
        let master = gt_open_pty(&name, name.count, 24, 80)
        XCTAssertGreaterThanOrEqual(master, 0)
        defer { close(master) }
        let slave = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        // gymtrack on the pseudo-terminal, as its session's controlling terminal.
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
        var pid: pid_t = 0
        XCTAssertEqual(posix_spawn(&pid, gymtrackBinary(), &actions, &attributes, argv, envp), 0)
        defer { kill(pid, SIGKILL); var s: Int32 = 0; waitpid(pid, &s, WNOHANG) }

        func readUntil(_ text: String) -> Bool {
            var seen = ""
            var buffer = [UInt8](repeating: 0, count: 65536)
            return waitForResult(interval: 0) { () -> Bool? in
                var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, 100) > 0 else { return nil }
                let n = read(master, &buffer, buffer.count)
                if n > 0 { seen += String(decoding: buffer[0..<n], as: UTF8.self) }
                return seen.contains(text) ? true : nil
            } ?? false
        }
        func type(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }

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
}
