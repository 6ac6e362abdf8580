import Foundation
import XCTest

/// A crash gives the shell back without waiting for a key: terminal restored, one line on
/// stderr, a report beside the database, and the process dead of the signal that killed it.
final class CrashTests: XCTestCase {
    func testACrashLeavesTheAlternateScreenAtOnceAndSaysWhereTheReportIs() throws {
        for (signal, name) in [(SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT")] {
            let folder = try TemporaryFolder()
            // Wide enough that the stderr line, with its long path, is not wrapped.
            let app = try TmuxSession(width: 200, height: 24, database: folder.path("db.sqlite"), folder: folder, underShell: true)
            app.waitFor("Start your streak today!")
            XCTAssertEqual(try app.alternateScreen(), true, "the UI draws on the alternate screen")
            guard let pid = waitForChild(of: try app.panePid()) else { return XCTFail("gymtrack not found under the shell") }
            kill(pid, signal)

            let report = folder.path("crash.log")
            app.waitFor("gymtrack: crashed (\(name)); report in \(report)")
            // The shell's prompt is back below it, and no backtracer asked for a key (its
            // question would stay on screen, above the prompt it gives back once it gives up).
            let screen = app.waitUntil("the shell prompt after the crash") { screen in
                let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                return lines.last == "$" && screen.contains("crashed (\(name))")
            }
            XCTAssertFalse(screen.contains("Press space to interact"), screen)
            XCTAssertFalse(screen.contains("Program crashed"), "Swift's backtracer did not run:\n\(screen)")
            XCTAssertEqual(try app.alternateScreen(), false, "back on the shell's screen:\n\(screen)")

            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            XCTAssertTrue(text.contains("gymtrack crashed: \(name)"), text)
            XCTAssertTrue(text.contains("backtrace:"), text)

            // The shell knows what killed it.
            try app.tmuxCommand(["send-keys", "-t", app.name, "-l", "echo status=$?"])
            try app.send("Enter")
            app.waitFor("status=\(128 + signal)")
        }
    }

    /// Run by plain `sh`, which restores nothing itself: the terminal mode after the crash is
    /// the one from before gymtrack started (echo and line editing back on).
    func testACrashRestoresTheTerminalMode() throws {
        let folder = try TemporaryFolder()
        let before = folder.path("before.txt"), after = folder.path("after.txt")
        let app = try TmuxSession(width: 200, height: 24, database: folder.path("db.sqlite"), folder: folder) { gymtrack in
            "ulimit -c 0; stty -g > \(shellQuote(before)); \(gymtrack); stty -g > \(shellQuote(after)); echo finished"
        }
        app.waitFor("Start your streak today!")
        guard let shell = app.pid, let pid = waitForChild(of: shell) else { return XCTFail("gymtrack not found") }
        kill(pid, SIGSEGV)
        app.waitFor("finished")
        let saved = try String(contentsOfFile: before, encoding: .utf8)
        XCTAssertFalse(saved.isEmpty)
        XCTAssertEqual(try String(contentsOfFile: after, encoding: .utf8), saved, "stty -g before and after the crash")
        XCTAssertEqual(try app.alternateScreen(), false)
    }

    /// The process whose parent is `parent` (gymtrack under the pane's shell), once it runs
    /// gymtrack: `env` execs it, so the name is checked, not just the parent.
    private func waitForChild(of parent: pid_t) -> pid_t? {
        waitForResult(interval: 20_000) { () -> pid_t? in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = pid_t(entry),
                      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                      let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
                let name = stat[stat.index(after: open)..<close]
                let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
                if fields.count > 1, pid_t(fields[1]) == parent, name == "gymtrack" { return pid }
            }
            return nil
        }
    }
}

extension TmuxSession {
    /// Whether the pane shows the alternate screen (a full-screen program is up).
    func alternateScreen() throws -> Bool {
        try tmuxCommand(["display-message", "-p", "-t", name, "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The process id of the pane's first process (the shell).
    func panePid() throws -> pid_t {
        guard let pid = pid_t(try tmuxCommand(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw NSError(domain: "tmux", code: 1, userInfo: [NSLocalizedDescriptionKey: "no pane pid"])
        }
        return pid
    }
}
