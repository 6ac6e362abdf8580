@testable import gymtrack
import Domain
import XCTest

/// The command table and the parser it drives, without running the binary.
final class CommandTableTests: XCTestCase {
    private func parse(_ words: [String]) throws -> Invocation { try parseArguments(words) }

    private func usageError(_ words: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let result = try parseArguments(words)
            XCTFail("\(words) parsed as \(result)", file: file, line: line)
            return ""
        } catch let error as UsageError {
            XCTAssertFalse(error.message.contains("\n"), "one sentence: \(error.message)", file: file, line: line)
            XCTAssertTrue(error.message.hasSuffix("."), error.message, file: file, line: line)
            return error.message
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    func testEveryCommandParses() throws {
        let cases: [([String], Command)] = [
            ([], .ui),
            (["demo"], .demo),
            (["--demo"], .demo),
            (["status"], .status(json: false, format: nil)),
            (["status", "--json"], .status(json: true, format: nil)),
            (["status", "--format", "{exercise} {rest}"], .status(json: false, format: "{exercise} {rest}")),
            (["stats"], .stats(json: false)),
            (["stats", "--json"], .stats(json: true)),
            (["challenge", "+1"], .challengeAdd(1)),
            (["challenge", "add"], .challengeAdd(1)),
            (["challenge", "set", "2"], .challengeSet(2)),
            (["challenge", "set", "0"], .challengeSet(0)),
            (["weigh", "82.4"], .measure(kind: .bodyWeight, value: "82.4", date: nil)),
            (["weigh", "82.4", "--date", "2026-11-20"], .measure(kind: .bodyWeight, value: "82.4", date: Day(year: 2026, month: 11, day: 20))),
            (["measure", "waist", "84"], .measure(kind: .waist, value: "84", date: nil)),
            (["measure", "Body fat", "18"], .measure(kind: .bodyFat, value: "18", date: nil)),
            (["measure", "neck", "38"], .measure(kind: BodyKind("neck")!, value: "38", date: nil)),
            (["body"], .body(json: false)),
            (["body", "--json"], .body(json: true)),
            (["export"], .export(output: nil, format: .json)),
            (["export", "-o", "out.csv", "--format", "csv"], .export(output: "out.csv", format: .csv)),
            (["export", "--output=out.json", "--format=json"], .export(output: "out.json", format: .json)),
            (["import", "in.json"], .importData(file: "in.json", mode: .merge, dryRun: false)),
            (["import", "--replace", "in.json", "--dry-run"], .importData(file: "in.json", mode: .replace, dryRun: true)),
            (["import", "in.json", "--merge"], .importData(file: "in.json", mode: .merge, dryRun: false)),
            (["import", "strong.csv", "--unit", "lb", "--date-order", "dmy", "--strict"],
             .importData(file: "strong.csv", mode: .merge, dryRun: false,
                         options: ForeignReadOptions(unit: .lb, dateOrder: .dmy, strict: true))),
            (["import", "strong.csv", "--skip-invalid"], .importData(file: "strong.csv", mode: .merge, dryRun: false)),
            (["backup"], .backup(folder: nil)),
            (["backup", "/tmp"], .backup(folder: "/tmp")),
            (["restore", "copy.sqlite"], .restore(file: "copy.sqlite")),
            (["completions", "bash"], .completions(shell: .bash)),
            (["completions", "zsh"], .completions(shell: .zsh)),
            (["man"], .man),
            (["keys"], .keys),
            (["config", "show"], .configShow),
            (["program", "delete", "MYFIVE"], .program(.delete("MYFIVE"))),
            (["--version"], .version),
            (["--help"], .help([])),
            (["-h"], .help([])),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(try parse(words).command, expected, "\(words)")
        }
    }

    func testTheDatabaseOptionStandsAnywhere() throws {
        for words in [["--db", "x.sqlite", "challenge", "set", "1"], ["challenge", "--db", "x.sqlite", "set", "1"],
                      ["challenge", "set", "1", "--db=x.sqlite"], ["challenge", "set", "--db", "x.sqlite", "1"]] {
            XCTAssertEqual(try parse(words), Invocation(command: .challengeSet(1), databasePath: "x.sqlite"), "\(words)")
        }
        XCTAssertEqual(try parse(["--db", "x", "--version"]), Invocation(command: .version, databasePath: "x"))
        XCTAssertTrue(usageError(["--db"]).contains("--db needs a path"))
        XCTAssertTrue(usageError(["--db="]).contains("--db needs a path"))
    }

    func testEveryCommandHasItsOwnHelp() throws {
        for (path, spec) in leafCommands() {
            let invocation = try parse(path + ["--help"])
            XCTAssertEqual(invocation.command, .help(path))
            let text = commandHelp(path)
            XCTAssertTrue(text.hasPrefix("Usage: gymtrack [--db PATH] \(path.joined(separator: " "))"), text)
            XCTAssertTrue(text.contains(spec.summary), text)
            for option in spec.options { XCTAssertTrue(text.contains(option.names[0]), "\(path): \(option.names[0])") }
            for argument in spec.arguments { XCTAssertTrue(text.contains(argument.name), "\(path): \(argument.name)") }
            XCTAssertTrue(programHelp().contains(path.joined(separator: " ")), "the command list names \(path)")
            XCTAssertLessThanOrEqual(text.split(separator: "\n").map(\.count).max() ?? 0, 80, "fits a terminal: \(path)")
        }
        // --help wins over what else is on the line, wherever it stands.
        XCTAssertEqual(try parse(["import", "--help", "--merge", "--replace"]).command, .help(["import"]))
        XCTAssertEqual(try parse(["challenge", "--help"]).command, .help(["challenge"]))
        XCTAssertEqual(try parse(["--help", "challenge", "set"]).command, .help(["challenge", "set"]))
        XCTAssertTrue(usageError(["dance", "--help"]).contains("Unknown command 'dance'"))
    }

    func testExtraArgumentsAndUnknownOptionsAreUsageErrors() {
        XCTAssertEqual(usageError(["--version", "extra"]), "--version takes nothing more, not 'extra'.")
        XCTAssertEqual(usageError(["status", "--json", "extra"]), "status takes nothing more, not 'extra'.")
        XCTAssertEqual(usageError(["demo", "x"]), "demo takes nothing more, not 'x'.")
        XCTAssertEqual(usageError(["--frobnicate"]), "Unknown option '--frobnicate'.")
        XCTAssertEqual(usageError(["dance"]), "Unknown command 'dance'.")
        XCTAssertEqual(usageError(["status", "--xml"]), "status takes --json or --format, not '--xml'.")
        XCTAssertEqual(usageError(["stats", "--json=yes"]), "--json takes no value.")
        XCTAssertEqual(usageError(["challenge"]), "challenge needs +1 or set N.")
        XCTAssertEqual(usageError(["challenge", "twice"]), "challenge has no 'twice'.")
        XCTAssertEqual(usageError(["challenge", "+1", "1"]), "challenge +1 takes nothing more, not '1'.")
        XCTAssertTrue(usageError(["challenge", "set"]).hasPrefix("challenge set needs a number of sets"))
        XCTAssertTrue(usageError(["challenge", "set", "x"]).hasPrefix("challenge set needs a number of sets"))
        XCTAssertTrue(usageError(["challenge", "set", "-1"]).hasPrefix("challenge set needs a number of sets"))
        XCTAssertEqual(usageError(["challenge", "set", "1", "2"]), "challenge set takes only N, not '2'.")
        XCTAssertEqual(usageError(["backup", "a", "b"]), "backup takes only DIR, not 'b'.")
        XCTAssertEqual(usageError(["man", "page"]), "man takes nothing more, not 'page'.")
        XCTAssertEqual(usageError(["keys", "home"]), "keys takes nothing more, not 'home'.")
    }

    func testOptionValuesAreChecked() {
        XCTAssertEqual(usageError(["export", "--format", "xml"]), "--format takes json or csv, not 'xml'.")
        XCTAssertEqual(usageError(["export", "--format=xml"]), "--format takes json or csv, not 'xml'.")
        XCTAssertEqual(usageError(["export", "--format"]), "--format needs json or csv.")
        XCTAssertEqual(usageError(["export", "-o"]), "-o needs a file.")
        XCTAssertEqual(usageError(["export", "--output="]), "--output needs a file.")
        XCTAssertEqual(usageError(["export", "extra.json"]), "export takes nothing more, not 'extra.json'.")
        XCTAssertTrue(usageError(["import"]).hasPrefix("import needs a file to import"))
        XCTAssertEqual(usageError(["import", "a.json", "--merge", "--replace"]), "import takes --merge or --replace, not both.")
        XCTAssertEqual(usageError(["import", "a.json", "--replace", "--merge"]), "import takes --replace or --merge, not both.")
        XCTAssertEqual(usageError(["status", "--json", "--format", "{rest}"]), "status takes --json or --format, not both.")
        XCTAssertEqual(usageError(["status", "--format", "{rest} {reps}"]),
                       "--format has no field {reps}; the fields are {status}, {workout}, {split}, {exercise}, {set}, {sets}, {rest}, {rest_seconds}, {next}, {streak}, {challenge}.")
        XCTAssertEqual(usageError(["status", "--format", "{rest"]), "--format has a { without its }; write {{ for a brace.")
        XCTAssertTrue(usageError(["restore"]).hasPrefix("restore needs a backup file"))
        XCTAssertEqual(usageError(["completions", "tcsh"]), "completions takes bash, zsh or fish, not 'tcsh'.")
    }

    func testTheTableIsWellFormed() {
        var seen: Set<String> = []
        for (path, spec) in leafCommands() {
            let words = ([spec.name] + spec.aliases).map { (path.dropLast() + [$0]).joined(separator: " ") }
            for word in words { XCTAssertTrue(seen.insert(word).inserted, "\(word) named twice") }
            XCTAssertFalse(spec.summary.isEmpty)
            XCTAssertFalse(spec.summary.hasSuffix("."), "summaries are lines, not sentences: \(path)")
            var optionNames: Set<String> = []
            for option in spec.options + commandTable.options {
                for name in option.names { XCTAssertTrue(optionNames.insert(name).inserted, "\(path): \(name) twice") }
            }
        }
    }
}
