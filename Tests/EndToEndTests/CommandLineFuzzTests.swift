import DemoData
import Domain
import Foundation
@testable import gymtrack
import XCTest

/// Command lines made of every command, option and argument of the table, with values at and
/// past every bound and text a terminal would act on: parsing never traps, a line refused is
/// refused in one sentence (the words quoted in it escaped), and a weigh-in or a measurement
/// the parser lets through is a row within the export's bounds or a sentence.
/// FUZZ_ITERATIONS sets how many lines (3,000 by default; docs/benchmarks.md records a longer run).
final class CommandLineFuzzTests: XCTestCase {
    /// Values at and past every bound, and what is no value at all.
    static let values = ["0", "1", "-1", "2", "3", "100", "101", "4", "52", "1000", "-0", "+1", "9223372036854775807", "9223372036854775808",
                         "-9223372036854775808", "99999999999999999999", "1e308", "nan", "inf", "0x50", "82.4", "82,4", "2000", "2000.1",
                         "1969-12-31", "1970-01-01", "9999-12-31", "0000-01-01", "2026-02-30", "10000-01-01", "8 Apr 999999999999",
                         "kg", "lb", "dmy", "mdy", "json", "csv", "bash", "zsh", "fish", "waist", "body-fat", "{exercise} {rest}", "{",
                         "", " ", "-", "--", "=", "\u{1b}]0;owned\u{7}", "\u{1b}]52;c;aGk=\u{7}", "\u{9b}31m", "\u{202e}", "a\nb"]

    /// Every word the table knows: commands, their aliases, and options.
    static let words: [String] = {
        var words: Set<String> = ["--db", "--help", "-h", "--version"]
        func visit(_ spec: CommandSpec) {
            words.insert(spec.name)
            words.formUnion(spec.aliases)
            for option in spec.options { words.formUnion(option.names) }
            spec.subcommands.forEach(visit)
        }
        commandTable.subcommands.forEach(visit)
        return words.sorted()
    }()

    func testCommandLinesAreParsedOrRefusedInOneSentence() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 3000
        var random = SeededRandom(seed: 2)
        let now = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: -18_000)
        var parsed = 0, refused = 0
        for _ in 0..<iterations {
            var line: [String] = []
            // A command first, mostly: the rest of the line reaches its options and arguments.
            if Int.random(in: 0..<5, using: &random) > 0 {
                let path = Self.paths[Int.random(in: 0..<Self.paths.count, using: &random)]
                line += path
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let pool = Bool.random(using: &random) ? Self.words : Self.values
                let word = pool[Int.random(in: 0..<pool.count, using: &random)]
                line.append(Int.random(in: 0..<8, using: &random) == 0 && word.hasPrefix("--") ? word + "=" + Self.values.randomElement(using: &random)! : word)
            }
            do {
                let invocation = try parseArguments(line)
                parsed += 1
                if case .measure(let kind, let value, let date) = invocation.command {
                    switch BodyEntry.measurement(kind: kind, valueText: value, day: date, now: now, weightUnit: .kg) {
                    case .success(let row):
                        XCTAssertTrue(DataBounds.epoch.contains(row.measured.epochSeconds), "\(line): \(row)")
                        XCTAssertTrue(kind.bounds.contains(row.value), "\(line): \(row)")
                    case .failure(let error):
                        assertOneLine(error.message, line)
                    }
                }
            } catch let error as UsageError {
                refused += 1
                assertOneLine(error.message, line)
            }
        }
        print("command-line fuzz: \(iterations) lines, \(parsed) parsed, \(refused) refused")
        XCTAssertGreaterThan(parsed, iterations / 20)
        XCTAssertGreaterThan(refused, iterations / 4)
    }

    /// Numbers of the command line are bounded where they are read, and the sentence says how.
    func testCountsAndDatesStateTheirBounds() {
        func refusal(_ words: [String]) -> String? {
            do { _ = try parseArguments(words); return nil } catch { return (error as? UsageError)?.message }
        }
        XCTAssertEqual(refusal(["program", "show", "--count", "9223372036854775807"]),
                       "--count takes a whole number from 1 to 100, not '9223372036854775807'.")
        XCTAssertEqual(refusal(["challenge", "set", "101"]),
                       "challenge set needs a number of sets (a whole number from 0 to 100), not '101'; for example: gymtrack challenge set 2.")
        XCTAssertEqual(refusal(["weigh", "80", "--date", "1969-12-31"]),
                       "--date takes a date like 2026-11-22, from 1970-01-01 to 9999-12-31, not '1969-12-31'.")
        XCTAssertEqual(refusal(["\u{1b}]0;owned\u{7}"]), "Unknown command '\\e]0;owned\\u{7}'.")
        // The first day's noon west of Greenwich is still 1970 at Greenwich; east of it the weigh-in is kept at 1970's first second.
        let east = Moment(epochSeconds: 1_795_000_000, utcOffsetSeconds: 14 * 3600)
        guard case .success(let row) = BodyEntry.measurement(kind: .bodyWeight, valueText: "80", day: Day(year: 1970, month: 1, day: 1),
                                                             now: east, weightUnit: .kg) else { return XCTFail("1970-01-01 is within the bounds") }
        XCTAssertEqual(row.measured.epochSeconds, 0)
        XCTAssertEqual(row.measured.day, Day(year: 1970, month: 1, day: 1))
        guard case .failure(let error) = BodyEntry.measurement(kind: .bodyWeight, valueText: "80", day: Day(year: 1969, month: 12, day: 31),
                                                               now: east, weightUnit: .kg) else { return XCTFail("1969 is before the bounds") }
        XCTAssertEqual(error.message, "A weigh-in is dated from 1970 to 9999, not 1969-12-31.")
    }

    /// Every path of subcommands in the table.
    static let paths: [[String]] = {
        var paths: [[String]] = []
        func visit(_ spec: CommandSpec, _ above: [String]) {
            let path = above + [spec.name]
            paths.append(path)
            for sub in spec.subcommands { visit(sub, path) }
        }
        commandTable.subcommands.forEach { visit($0, []) }
        return paths
    }()

    private func assertOneLine(_ message: String, _ line: [String], file: StaticString = #filePath, lineNumber: UInt = #line) {
        let shown = line.map { escapedText($0, limit: .max) }
        XCTAssertFalse(message.isEmpty || message.contains("\n"), "\(shown): \(message)", file: file, line: lineNumber)
        XCTAssertFalse(message.unicodeScalars.contains { controlEscape($0) != nil }, "\(shown): \(escapedText(message, limit: .max))",
                       file: file, line: lineNumber)
        XCTAssertTrue(message.hasSuffix("."), "\(shown): \(message)", file: file, line: lineNumber)
    }
}
