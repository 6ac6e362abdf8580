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
    init(_ arguments: [String], columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        var name = [CChar](repeating: 0, count: 128)
        master = gt_open_pty(&name, name.count, Int32(rows), Int32(columns))
        guard master >= 0 else { throw BenchError("could not open a pseudo-terminal") }
        let slave = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        for (k, v) in environment { env[k] = v }

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

    func write(_ text: String) {
        _ = text.withCString { Glibc.write(master, $0, strlen($0)) }
    }

    /// CPU seconds used so far, from /proc/PID/schedstat (nanoseconds; /proc/PID/stat
    /// counts 10 ms ticks, too coarse for a budget of 0.1% over ten seconds).
    var cpuSeconds: Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
              let first = text.split(separator: " ").first, let ns = Double(first) else { return 0 }
        return ns / 1e9
    }

    /// Peak resident memory in bytes (VmHWM).
    var peakMemory: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
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

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Seconds on the monotonic clock.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs a command to completion with output discarded; returns its wall time.
/// `environment` entries are added to (or replace) the bench's own.
func timeCommand(_ arguments: [String], environment: [String: String] = [:]) throws -> Double {
    try timedCommand(arguments, environment: environment).seconds
}

/// Runs a command to completion with output discarded; returns when it was started
/// (monotonic seconds) and its wall time.
func timedCommand(_ arguments: [String], environment: [String: String] = [:]) throws -> (start: Double, seconds: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = []
    if !environment.isEmpty {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    }
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let start = now()
    let rc = envp.isEmpty ? posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
                          : posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard rc == 0 else { throw BenchError("could not start \(arguments[0])") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (start, now() - start)
}
