import Domain
import Foundation
import Storage
import XCTest

/// Runs a command and returns its exit status and output. It uses posix_spawn and waitpid,
/// not Foundation's Process, whose exit monitoring missed the end of the tmux client (which
/// forks its server); output goes through files, which a daemon cannot hold open against us.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-run-\(UUID().uuidString)")
    let outPath = base.path + ".out", errPath = base.path + ".err"
    defer {
        unlink(outPath)
        unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    // Children start with no blocked signals and default handlers, whatever this thread has.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t(), all = sigset_t()
    sigemptyset(&empty)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard rc == 0 else {
        throw NSError(domain: "spawn", code: Int(rc), userInfo: [NSLocalizedDescriptionKey: "could not run \(executable)"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exitCode, (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
}

/// The gymtrack binary built beside this test bundle.
func gymtrackBinary() -> String {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for dir in [bundleDir, bundleDir.deletingLastPathComponent()] {
        let candidate = dir.appendingPathComponent("gymtrack").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    // Fall back to the package's own build folder.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/gymtrack").path
}

func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(dir)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// A scratch folder removed when the test ends.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// gymtrack running in a detached tmux session of a fixed size, on a private tmux server.
/// Waits are for screen content, polled, never fixed sleeps, with a generous deadline.
final class TmuxSession {
    let tmux: String
    let socket: String
    let name: String
    let pidFile: String
    /// Whether this session started the tmux server (and ends it), or joined another's.
    private let ownsServer: Bool

    /// Fails the test under CI when tmux is missing; skips elsewhere.
    static func tmuxPath() throws -> String {
        if let path = which("tmux") { return path }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("tmux is required for the end-to-end tests under CI: apt-get install tmux")
            throw XCTSkip("tmux missing")
        }
        throw XCTSkip("tmux is not installed; the end-to-end tests need it")
    }

    /// Starts gymtrack as the pane's only process; with `underShell`, types it into an
    /// interactive bash instead, for job control (Ctrl-Z, fg).
    /// `command` replaces `--db DATABASE ARGUMENTS` when given (for `gymtrack demo`).
    /// `script`, when given, turns gymtrack's command line into the pane's `sh -c` script (to
    /// run something before or after it); gymtrack is then a child of that shell.
    /// `beside`: another session whose tmux server this one joins, so one tmux command can
    /// send keys to both (`sendAtOnce`); otherwise each session has a server of its own.
    init(width: Int, height: Int, database: String, folder: TemporaryFolder, arguments: [String] = [], environment: [String: String] = [:],
         underShell: Bool = false, command gymtrackArguments: [String]? = nil, script: ((String) -> String)? = nil,
         beside: TmuxSession? = nil) throws {
        tmux = try TmuxSession.tmuxPath()
        socket = beside?.socket ?? folder.path("tmux-\(UUID().uuidString.prefix(8)).sock")
        name = beside.map { "\($0.name)-\(UUID().uuidString.prefix(4))" } ?? "gt"
        ownsServer = beside == nil
        pidFile = folder.path("gymtrack-\(UUID().uuidString).pid")
        var env = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "tmux-256color", "TZ": ProcessInfo.processInfo.environment["TZ"] ?? "UTC"]
        for (k, v) in environment { env[k] = v }
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuote($0.value))" }.joined(separator: " ")
        let words = gymtrackArguments ?? (["--db", database] + arguments)
        let gymtrack = "env \(assignments) \(shellQuote(gymtrackBinary())) " + words.map(shellQuote).joined(separator: " ")
        let command = "echo $$ > \(shellQuote(pidFile)); " + (script.map { $0(gymtrack) } ?? "exec " + gymtrack)
        if underShell {
            try tmuxCommand(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                             "env", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"])
            try tmuxCommand(["send-keys", "-t", name, "-l", "env \(assignments) \(shellQuote(gymtrackBinary())) --db \(shellQuote(database))"])
            try tmuxCommand(["send-keys", "-t", name, "Enter"])
        } else {
            try tmuxCommand(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sh", "-c", command])
        }
        try tmuxCommand(["set-option", "-t", name, "remain-on-exit", "on"])
        if ownsServer {
            // The server ends with the test process however that ends: a run killed at its time
            // limit never reaches `deinit`, and its gymtrack processes would run on for hours.
            let ends = "tail --pid=\(getpid()) -f /dev/null; exec \(shellQuote(tmux)) -S \(shellQuote(socket)) kill-server"
            try tmuxCommand(["new-session", "-d", "-s", "\(name)-ends-with-test", "sh", "-c", ends])
        }
    }

    /// The end of a `script` that keeps the pane, and what gymtrack and the script wrote on it,
    /// until the session ends, however long the test takes to look: no timer runs out.
    static let thenStay = "; exec cat > /dev/null"

    deinit {
        _ = try? runProcess(tmux, ["-S", socket] + (ownsServer ? ["kill-server"] : ["kill-session", "-t", name]))
    }

    @discardableResult
    func tmuxCommand(_ args: [String]) throws -> String {
        let result = try runProcess(tmux, ["-S", socket] + args)
        guard result.status == 0 else { throw NSError(domain: "tmux", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.stderr]) }
        return result.stdout
    }

    func screen() -> String { (try? tmuxCommand(["capture-pane", "-p", "-t", name])) ?? "" }

    /// Sends tmux key names ("Enter", "Space", "Escape", "C-c") or literal text.
    func send(_ keys: String...) throws {
        for key in keys { try tmuxCommand(["send-keys", "-t", name, key]) }
    }

    /// Sends `key` to every one of `sessions` (on one server: made with `beside:`) in a single
    /// tmux command, so the keys reach their terminals together: two people pressing at once.
    static func sendAtOnce(_ key: String, to sessions: [TmuxSession]) throws {
        guard let first = sessions.first else { return }
        precondition(sessions.allSatisfy { $0.socket == first.socket }, "sessions pressed at once share one tmux server")
        let commands = sessions.map { ["send-keys", "-t", $0.name, key] }.joined(separator: [";"])
        try first.tmuxCommand(Array(commands))
    }

    /// Waits until the screen contains `text`; fails with the screen when it never does.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = generousTimeout, file: StaticString = #filePath, line: UInt = #line) -> String {
        waitUntil("“\(text)”", timeout: timeout, file: file, line: line) { $0.contains(text) }
    }

    /// Waits until the screen satisfies `condition`; returns the last screen either way.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = generousTimeout, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: (String) -> Bool) -> String {
        var last = ""
        if waitForResult(timeout: timeout, { () -> Bool? in
            last = screen()
            return condition(last) ? true : nil
        }) == nil {
            XCTFail("Timed out waiting for \(what). Screen:\n\(last)", file: file, line: line)
        }
        return last
    }

    /// Waits until `text` is no longer on screen.
    func waitForAbsence(_ text: String, timeout: Double = generousTimeout, file: StaticString = #filePath, line: UInt = #line) {
        var last = ""
        if waitForResult(timeout: timeout, { () -> Bool? in
            last = screen()
            return last.contains(text) ? nil : true
        }) == nil {
            XCTFail("“\(text)” stayed on screen:\n\(last)", file: file, line: line)
        }
    }

    var pid: pid_t? {
        (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits for the gymtrack process to end; whether it did. How long it took is not a
    /// question a test can ask of a shared machine: a process that hangs never ends at all.
    @discardableResult
    func waitForExit(timeout: Double = generousTimeout) -> Bool {
        guard let pid else { return false }
        return waitForResult(timeout: timeout) { isRunning(pid) ? nil : true } ?? false
    }

    /// Gone, or a zombie waiting for tmux to reap it: either way it has exited.
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Ends the tmux session as a closing SSH connection would: the pane gets SIGHUP.
    func killSession() throws { try tmuxCommand(["kill-session", "-t", name]) }
}

/// How long a wait for something that should happen at once gives it before failing: generous,
/// because the machine may be busy building beside the tests; only a failing test waits it out.
let generousTimeout: Double = 30

/// Looks at `probe` every `interval` until it returns a value, for at most `timeout` seconds;
/// nil when it never did. The pause is the interval between looks, never a wait for time to pass.
func waitForResult<T>(timeout: Double = generousTimeout, interval: useconds_t = 30_000, _ probe: () -> T?) -> T? {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
        if let value = probe() { return value }
        if ContinuousClock.now >= deadline { return nil }
        usleep(interval)
    }
}

/// The time a debug build of gymtrack sees, by `GYMTRACK_CLOCK_FILE` (Storage's `SystemClock`):
/// a file holding seconds since the epoch. It stands still until the test moves it, so a test
/// about time (a countdown, a rest, days) sets the time it needs instead of waiting for it, and
/// sees the same "today" as the binary, whatever the wall clock does meanwhile (midnight).
/// Pass `environment` to every gymtrack the test runs. A release build ignores the file: there
/// `now` is the wall clock's and `advance` skips the test.
final class FakeClock {
    /// A Tuesday at noon UTC, far from any change of daylight saving time.
    static let defaultStart = Double(Day(year: 2026, month: 6, day: 16).dayNumber) * 86_400 + 12 * 3600

    let path: String
    private(set) var epochSeconds: Double
    /// The zone the sessions run gymtrack in (`TmuxSession` passes TZ, or UTC).
    let timeZone: String
    private let honoured: Bool

    init(folder: TemporaryFolder, at epochSeconds: Double = FakeClock.defaultStart) throws {
        path = folder.path("clock-\(UUID().uuidString.prefix(8))")
        self.epochSeconds = epochSeconds
        timeZone = ProcessInfo.processInfo.environment["TZ"] ?? "UTC"
        #if DEBUG
        honoured = true
        #else
        honoured = false
        #endif
        try write()
    }

    /// For every gymtrack of the test: the clock file, and the zone its days are counted in.
    var environment: [String: String] { ["GYMTRACK_CLOCK_FILE": path, "TZ": timeZone] }

    /// The binary's now, in the binary's zone.
    var now: Moment {
        guard honoured else { return SystemClock.now() }
        let zone = TimeZone(identifier: timeZone) ?? .current
        return SystemClock.moment(epochSeconds: epochSeconds, timeZone: zone)
    }

    var today: Day { now.day }

    /// Moves the time on by `seconds`, at once, for every gymtrack reading this clock.
    func advance(by seconds: Double) throws {
        guard honoured else { throw XCTSkip("only a debug build of gymtrack reads GYMTRACK_CLOCK_FILE") }
        epochSeconds += seconds
        try write()
    }

    /// Whole, by rename: a reader never sees half a number.
    private func write() throws {
        let fresh = path + ".new"
        try "\(epochSeconds)\n".write(toFile: fresh, atomically: false, encoding: .utf8)
        guard rename(fresh, path) == 0 else { throw NSError(domain: "clock", code: Int(errno)) }
    }
}

func shellQuote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
