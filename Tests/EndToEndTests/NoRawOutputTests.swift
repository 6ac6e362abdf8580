import Domain
import Foundation
import XCTest

/// Whatever a file or the database brings reaches the terminal with its control characters
/// escaped (`\e`), on every output path of the real binary.
/// The characters of `text` a terminal would act on, but line breaks.
func rawControls(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { controlEscape($0) != nil && $0 != "\n" }
}

/// A command said something, and nothing of it raw.
func assertNoRaw(_ output: (status: Int32, stdout: String, stderr: String), _ what: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(rawControls(output.stdout), [], "\(what) printed \(escapedText(output.stdout, limit: .max))", file: file, line: line)
    XCTAssertEqual(rawControls(output.stderr), [], "\(what) said \(escapedText(output.stderr, limit: .max))", file: file, line: line)
    XCTAssertFalse(output.stdout.isEmpty && output.stderr.isEmpty, "\(what) said nothing", file: file, line: line)
}

final class NoRawOutputTests: XCTestCase {
    /// OSC 0 (the title), OSC 52 (a clipboard write), C1 CSI and a bidi override.
    static let hostile = "\u{1b}]0;owned\u{7}\u{1b}]52;c;aGk=\u{7}\u{9b}31m\u{202e}"

    private func raw(_ text: String) -> [Unicode.Scalar] { rawControls(text) }

    /// A plan file's name, day name and mistakes carry the escapes: `check`, `start`, `list`,
    /// `show` and `write` print them escaped, and `write` keeps the rest of the file as it is.
    func testProgramCommandsEscapeWhatThePlanFileHolds() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments)
        }
        let plan = folder.path("evil.txt")
        try "program \"Evil\(Self.hostile)\"\nunit kg\n\nday A \"Squat\(Self.hostile)\"\n  Barbell Back Squat: 3x5, linear +2.5, start 60\n"
            .write(toFile: plan, atomically: true, encoding: .utf8)
        let check = try run("program", "check", plan)
        XCTAssertEqual(check.status, 0, check.stderr)
        assertNoRaw(check, "program check")
        XCTAssertTrue(check.stdout.contains("Evil\\e]0;owned\\u{7}\\e]52;c;aGk=\\u{7}\\u{9b}31m\\u{202e}"), check.stdout)
        let start = try run("program", "start", plan)
        XCTAssertEqual(start.status, 0, start.stderr)
        assertNoRaw(start, "program start")
        assertNoRaw(try run("program", "list"), "program list")
        let show = try run("program", "show")
        assertNoRaw(show, "program show")
        XCTAssertTrue(show.stdout.contains("Squat\\e]0;owned"), show.stdout)
        let write = try run("program", "write")
        assertNoRaw(write, "program write")
        XCTAssertTrue(write.stdout.hasSuffix("unit kg\n\nday A \"Squat\\e]0;owned\\u{7}\\e]52;c;aGk=\\u{7}\\u{9b}31m\\u{202e}\"\n"
                                             + "  Barbell Back Squat: 3x5, linear +2.5, start 60\n"), write.stdout)
        // A file without control characters is written back byte for byte.
        let plain = try run("program", "write", "gzclp").stdout
        XCTAssertEqual(raw(plain), [])
        XCTAssertTrue(plain.contains("\n  "), "its lines as they are")

        let mistaken = folder.path("mistaken.txt")
        try "program \"X\"\nday A\n  Barbell Back Squat: 3x5\(Self.hostile), linear +2.5\n".write(toFile: mistaken, atomically: true, encoding: .utf8)
        let mistakes = try run("program", "check", mistaken)
        XCTAssertEqual(mistakes.status, 2)
        assertNoRaw(mistakes, "program check's mistakes")
        XCTAssertTrue(mistakes.stderr.contains("\\e]0;owned"), mistakes.stderr)
        assertNoRaw(try run("program", "start", "nothing\(Self.hostile)"), "program start of no program")
    }

    /// A program an imported file (or a peer's export) brings, its text and key holding escapes.
    func testAProgramFromAnImportedExportIsPrintedEscaped() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments)
        }
        XCTAssertEqual(try run("challenge", "+1").status, 0)
        let exported = try run("export").stdout
        var text = ""
        appendJSONStringForTest("program \"Evil\(Self.hostile)\"\nunit kg\nday A\n  Barbell Back Squat: 3x5, linear +2.5, start 60\n", to: &text)
        var key = ""
        appendJSONStringForTest("K\(Self.hostile)", to: &key)
        let program = "\"programs\": [{\"uid\": \"01JB0000000000000000000000\", \"key\": \(key), \"text\": \(text), \"startedAt\": null, "
            + "\"updatedAt\": \"2026-01-01T10:00:00+00:00\"}],"
        let file = folder.path("evil.json")
        try exported.replacingOccurrences(of: "\"programs\": [],", with: program).write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("01JB0000000000000000000000"), "the export has a programs array")
        let imported = try run("import", file)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        assertNoRaw(try run("program", "list"), "program list")
        assertNoRaw(try run("program", "write", "K\(Self.hostile)"), "program write KEY")
        let exportedAgain = try run("export")
        assertNoRaw(exportedAgain, "export")
        XCTAssertTrue(exportedAgain.stdout.contains("\\u001b]0;owned\\u0007\\u001b]52;c;aGk=\\u0007\\u009b31m\\u202e"), "JSON's own escapes")
    }

    /// A split's name an imported file gave: `status`, `stats` and their `--json`, and `program
    /// show` (the rotation's next workouts) print it escaped.
    func testASplitsNameFromAFileIsPrintedEscaped() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("gymtrack.sqlite")
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), ["--db", database] + arguments)
        }
        XCTAssertEqual(try run("challenge", "+1").status, 0)
        var name = ""
        appendJSONStringForTest("Upper\(Self.hostile)", to: &name)
        let exported = try run("export").stdout
        XCTAssertTrue(exported.contains("\"name\": \"Upper Strength\""))
        let file = folder.path("evil.json")
        try exported.replacingOccurrences(of: "\"name\": \"Upper Strength\"", with: "\"name\": \(name)").write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try run("import", file, "--replace")
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let status = try run("status")
        XCTAssertTrue(status.stdout.contains("Upper\\e]0;owned"), status.stdout)
        for command in [["status"], ["status", "--json"], ["stats"], ["stats", "--json"], ["program", "show"]] {
            assertNoRaw(try runProcess(gymtrackBinary(), ["--db", database] + command), command.joined(separator: " "))
        }
        XCTAssertTrue(try run("status", "--json").stdout.contains("Upper\\u001b]0;owned\\u0007\\u001b]52;c;aGk=\\u0007\\u009b31m\\u202e"))
    }

    /// A config's and a theme file's mistakes, `config show` and `keys`, and the tracker's own
    /// refusal of the config, all escaped.
    func testConfigAndThemeMistakesAreEscaped() throws {
        let folder = try TemporaryFolder()
        let config = folder.path("gymtrack/config")
        try FileManager.default.createDirectory(atPath: folder.path("gymtrack"), withIntermediateDirectories: true)
        let environment = ["XDG_CONFIG_HOME": folder.url.path, "GYMTRACK_DB": folder.path("gymtrack.sqlite")]
        func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
            try runProcess(gymtrackBinary(), arguments, environment: environment)
        }
        for text in ["theme = mine\(Self.hostile).theme\n", "[keys]\ncompleteSet = \u{9b}\n", "[keys]\n\(Self.hostile) = x\n",
                     "[theme]\naccent = \(Self.hostile)\n", "[\(Self.hostile)]\n", "\(Self.hostile)\n"] {
            try text.write(toFile: config, atomically: true, encoding: .utf8)
            for command in [["config", "show"], ["keys"], []] {
                let output = try runProcess(gymtrackBinary(), command, environment: environment)
                XCTAssertEqual(output.status, 1, "\(command) refuses \(escapedText(text))")
                assertNoRaw(output, "\(command) with \(escapedText(text))")
            }
        }
        // A theme file whose own lines carry escapes.
        try "theme = mine.theme\n".write(toFile: config, atomically: true, encoding: .utf8)
        try "base = \(Self.hostile)\n".write(toFile: folder.path("gymtrack/mine.theme"), atomically: true, encoding: .utf8)
        assertNoRaw(try run("config", "show"), "config show with a theme file's mistake")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("gymtrack.sqlite")), "refused before any database")
    }
}

/// A JSON string literal of `text`, written here so the test does not lean on the code it checks.
private func appendJSONStringForTest(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x202E {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
}
