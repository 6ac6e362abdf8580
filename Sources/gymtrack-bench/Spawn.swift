import CBenchPty
import Foundation
import Glibc

/// A program running on a pseudo-terminal we own: what it writes to its terminal is what we read.
final class PtyProcess {
    let pid: pid_t
    let master: Int32
    /// When posix_spawn was called (monotonic seconds): what a start-up is measured from.
    let spawnedAt: Double
    private(set) var output = [UInt8]()

    /// Starts `arguments` on a new pty of `columns`×`rows`.
    init(_ arguments: [String], columns: Int, rows: Int) throws {
        var name = [CChar](repeating: 0, count: 128)
        master = gt_open_pty(&name, name.count, Int32(rows), Int32(columns))
        guard master >= 0 else { throw BenchError("could not open a pseudo-terminal") }
        let slave = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the slave makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80 /* POSIX_SPAWN_SETSID */))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        spawnedAt = now()
        let rc = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard rc == 0 else { throw BenchError("could not start \(arguments[0]) (error \(rc))") }
        pid = child
    }

    /// Reads what arrives for up to `seconds`, or until `until` is satisfied. Returns bytes read.
    @discardableResult
    func read(for seconds: Double, until: (([UInt8]) -> Bool)? = nil) -> Int {
        let deadline = now() + seconds
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline - now()
            if left <= 0 { break }
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, Int32(max(1, left * 1000)))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { break }
            let n = Glibc.read(master, &buffer, buffer.count)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
            total += n
            if let until, until(output) { break }
        }
        return total
    }

    /// Reads what has arrived already, without waiting: a program whose output nobody reads
    /// stops at its next write once the pty's buffer is full.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&fds, 1, 0) > 0 {
            let n = Glibc.read(master, &buffer, buffer.count)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
        }
    }

    func write(_ text: String) {
        _ = text.withCString { Glibc.write(master, $0, strlen($0)) }
    }

    /// CPU seconds used so far, from /proc/PID/schedstat, in nanoseconds: /proc/PID/stat counts
    /// whole scheduler ticks, too coarse to tell an idle program from one that wakes now and then.
    var cpuSeconds: Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
              let first = text.split(separator: " ").first, let ns = Double(first) else { return 0 }
        return ns / 1e9
    }

    /// Ends the program. Our side of the pty closes first: the program restores its terminal
    /// on SIGTERM, and a write nobody reads would block it for ever.
    func terminate() {
        close(master)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// Seconds on the monotonic clock.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs a command to completion, its output thrown away; returns its wall time in seconds,
/// from the posix_spawn call to the exit reaped.
func timeCommand(_ arguments: [String]) throws -> Double {
    try timeCommandStatus(arguments).seconds
}

/// Runs a command to completion, its standard output written to `output` and its errors thrown
/// away; returns its wall time (from the posix_spawn call to the exit reaped) and its wait status,
/// 0 when it exited with 0.
func timeCommandStatus(_ arguments: [String], output: String = "/dev/null") throws -> (seconds: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { throw BenchError("could not start \(arguments[0])") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (now() - start, status)
}

/// Runs a command to completion with its output on standard error (a build's progress);
/// returns its exit status.
func runShowingOutput(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = FileHandle.standardError
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Runs a command to completion; returns what it printed.
func shellOutput(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The middle value (of an even count, the upper of the two middle ones).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
