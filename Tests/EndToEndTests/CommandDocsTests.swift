import Foundation
import XCTest

/// The man page and completions under docs/ are what the command table generates, and the
/// completions work in their shells.
final class CommandDocsTests: XCTestCase {
    let binary = gymtrackBinary()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheCommittedManPageAndCompletionsAreWhatTheTableGenerates() throws {
        let regenerate = "regenerate: swift run gymtrack man > docs/gymtrack.1; swift run gymtrack completions bash > docs/completions/gymtrack.bash; swift run gymtrack completions zsh > docs/completions/_gymtrack; swift run gymtrack completions fish > docs/completions/gymtrack.fish"
        for (arguments, path) in [(["man"], "docs/gymtrack.1"), (["completions", "bash"], "docs/completions/gymtrack.bash"),
                                  (["completions", "zsh"], "docs/completions/_gymtrack"), (["completions", "fish"], "docs/completions/gymtrack.fish")] {
            let r = try runProcess(binary, arguments)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, try committed(path), "\(path) is out of date; \(regenerate)")
        }
    }

    func testTheManPageNamesEveryCommandAndRendersCleanly() throws {
        let page = try committed("docs/gymtrack.1")
        for command in ["status", "stats", "challenge +1", "challenge set", "demo", "export", "import", "backup", "restore", "completions", "keys", "man"] {
            XCTAssertTrue(page.contains("\\fB" + command.replacingOccurrences(of: " ", with: "\\fR \\fB")), "the man page lists \(command)")
        }
        XCTAssertTrue(page.contains("EXIT STATUS"))
        guard let groff = try requiredTool("groff", package: "groff-base") else { return }
        let r = try runProcess("/bin/sh", ["-c", "\(shellQuote(groff)) -man -ww -z \(shellQuote(root.appendingPathComponent("docs/gymtrack.1").path))"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "", "groff warns about the page")
    }

    /// Calls the completion function as bash does, with COMP_WORDS set, and returns COMPREPLY.
    private func complete(_ words: [String]) throws -> [String] {
        let script = root.appendingPathComponent("docs/completions/gymtrack.bash").path
        let array = words.map(shellQuote).joined(separator: " ")
        let r = try runProcess("/bin/bash", ["--norc", "--noprofile", "-c", """
            source \(shellQuote(script)) || exit 3
            COMP_WORDS=(\(array)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
            _gymtrack
            printf '%s\\n' "${COMPREPLY[@]}"
            """])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    func testTheBashCompletionIsValidAndOffersTheTable() throws {
        let script = root.appendingPathComponent("docs/completions/gymtrack.bash").path
        let syntax = try runProcess("/bin/bash", ["-n", script])
        XCTAssertEqual(syntax.status, 0, syntax.stderr)

        let top = try complete(["gymtrack", ""])
        for command in ["status", "stats", "challenge", "demo", "export", "import", "backup", "restore", "completions", "keys", "man", "--db", "--help", "--version"] {
            XCTAssertTrue(top.contains(command), "\(command) offered: \(top)")
        }
        XCTAssertEqual(try complete(["gymtrack", "st"]), ["status", "stats"])
        XCTAssertEqual(try complete(["gymtrack", "--db", "/tmp/x.sqlite", "ch"]), ["challenge"])
        XCTAssertEqual(Set(try complete(["gymtrack", "challenge", ""])), ["+1", "add", "set", "--db", "-h", "--help"])
        XCTAssertEqual(try complete(["gymtrack", "export", "--format", ""]), ["json", "csv"])
        XCTAssertEqual(try complete(["gymtrack", "status", "--format", ""]), [], "status's --format is a template: nothing to offer")
        XCTAssertEqual(try complete(["gymtrack", "status", "--j"]), ["--json"])
        XCTAssertEqual(try complete(["gymtrack", "completions", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try complete(["gymtrack", "import", "x.json", "--"]), ["--merge", "--replace", "--dry-run", "--unit", "--date-order", "--strict", "--skip-invalid", "--db", "--help"])
        XCTAssertEqual(try complete(["gymtrack", "import", "x.csv", "--unit", ""]), ["kg", "lb"])
        // A file argument completes file names.
        let folder = try TemporaryFolder()
        try Data().write(to: URL(fileURLWithPath: folder.path("backup-1.sqlite")))
        XCTAssertEqual(try complete(["gymtrack", "restore", folder.path("backup-")]), [folder.path("backup-1.sqlite")])
    }

    func testTheZshCompletionParses() throws {
        guard let zsh = try requiredTool("zsh", package: "zsh") else { return }
        let r = try runProcess(zsh, ["-n", root.appendingPathComponent("docs/completions/_gymtrack").path])
        XCTAssertEqual(r.status, 0, r.stderr)
    }
}

/// What fish offers for a command line ending at the cursor, as `complete -C` lists it: the
/// candidates without their descriptions, in fish's order.
private func fishCompletions(_ fish: String, script: String, _ line: String) throws -> [String] {
    let r = try runProcess(fish, ["--no-config", "-c", "source \(shellQuote(script)); or exit 3; complete -C \(shellQuote(line))"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "")
    return r.stdout.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0]) }
}

extension CommandDocsTests {
    func testTheFishCompletionIsValidAndOffersTheTable() throws {
        guard let fish = try requiredTool("fish", package: "fish") else { return }
        let script = root.appendingPathComponent("docs/completions/gymtrack.fish").path
        let syntax = try runProcess(fish, ["--no-config", "-n", script])
        XCTAssertEqual(syntax.status, 0, syntax.stderr)

        let complete = { (line: String) in try fishCompletions(fish, script: script, line) }
        let top = try complete("gymtrack ")
        for command in ["status", "stats", "challenge", "demo", "export", "import", "backup", "restore", "completions", "keys", "man"] {
            XCTAssertTrue(top.contains(command), "\(command) offered: \(top)")
        }
        XCTAssertEqual(Set(try complete("gymtrack --")), ["--db", "--help", "--version", "--demo"])
        XCTAssertEqual(try complete("gymtrack st"), ["stats", "status"])
        XCTAssertEqual(try complete("gymtrack --db /tmp/x.sqlite ch"), ["challenge"])
        XCTAssertEqual(Set(try complete("gymtrack challenge ")), ["+1", "add", "set"])
        XCTAssertEqual(Set(try complete("gymtrack export --format ")), ["json", "csv"])
        XCTAssertEqual(try complete("gymtrack status --format "), [], "status's --format is a template: nothing to offer")
        XCTAssertEqual(try complete("gymtrack status --j"), ["--json"])
        XCTAssertEqual(Set(try complete("gymtrack completions ")), ["bash", "zsh", "fish"])
        XCTAssertEqual(Set(try complete("gymtrack import x.json --")),
                       ["--merge", "--replace", "--dry-run", "--unit", "--date-order", "--strict", "--skip-invalid", "--db", "--help"])
        XCTAssertEqual(Set(try complete("gymtrack import x.csv --unit ")), ["kg", "lb"])
        XCTAssertEqual(try complete("gymtrack challenge set "), [], "a count: nothing to offer, no file names")
        // A file argument completes file names; a folder argument folders only.
        let folder = try TemporaryFolder()
        try Data().write(to: URL(fileURLWithPath: folder.path("backup-1.sqlite")))
        try FileManager.default.createDirectory(atPath: folder.path("backups"), withIntermediateDirectories: false)
        XCTAssertEqual(Set(try complete("gymtrack restore " + folder.path("backup"))), [folder.path("backup-1.sqlite"), folder.path("backups") + "/"])
        XCTAssertEqual(try complete("gymtrack backup " + folder.path("backup")), [folder.path("backups") + "/"])
    }
}

/// A tool a test needs: under CI a missing one fails the test (the CI script installs it); elsewhere it skips.
func requiredTool(_ name: String, package: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
    if let path = which(name) { return path }
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        XCTFail("\(name) is required under CI: apt-get install \(package)", file: file, line: line)
        return nil
    }
    throw XCTSkip("\(name) is not installed (apt-get install \(package))")
}
