@testable import AppCore
import Domain
import Formats
import Foundation
import XCTest

/// Config and theme files mutated from the examples of docs/config.md and docs/themes: nothing
/// traps or hangs, a file refused is refused in one sentence naming its line (the file's text in
/// it escaped), and what is accepted starts as the tracker starts: its keymap is made, the first
/// frame and the help are drawn, every line of keys does what it names, and `gymtrack keys`'
/// table draws no control character.
/// FUZZ_ITERATIONS sets how many inputs (600 by default; docs/benchmarks.md records a longer run).
final class ConfigFileFuzzTests: XCTestCase {
    /// What people and editors put in these files, values past every bound, and text a
    /// terminal would act on.
    static let tokens = ["=", " = ", "#", "[", "]", "[keys]", "[theme]", "[sounds]", "\t", "\r", "\u{FEFF}", "accent", "warn", "base",
                         "theme", "completeSet", "exercise.completeSet", "home.", "skipStep", "x", "X", "Space", "Ctrl-X", "o", ";",
                         "weight.up", "exercise.reps.down", "tab.3", "tab.9", "challenge.2", "correctChallenge.challenge.0", "picker.down",
                         ".", "..", "+", "-", "1", "F", "Tab",
                         "\\", "0", "255", "256", "-1", "99999999999999999999", "1e308", "default", "light", "mono", "sepia",
                         "~/mine.theme", "\u{1b}]0;owned\u{7}", "\u{1b}]52;c;aGk=\u{7}", "\u{9b}31m", "\u{202e}", "\u{7f}", "é", "🏋️"]

    func seeds() throws -> [String] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs")
        let config = try String(contentsOf: docs.appendingPathComponent("config.md"), encoding: .utf8)
        let examples = config.components(separatedBy: "```ini\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertFalse(examples.isEmpty, "docs/config.md has its examples")
        let theme = try String(contentsOf: docs.appendingPathComponent("themes/solarized-light.theme"), encoding: .utf8)
        return examples + [theme, "[keys]\ncompleteSet = o\nexercise.skipStep = X\n[theme]\naccent = 33\n",
                           "[keys]\nweight.up = o\nexercise.reps.down = ;\ntab.3 = F\nchallenge.2 = x\npicker.down = Tab\n"]
    }

    func mutated(_ text: String, _ random: inout SeededFuzz) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        for _ in 0..<Int.random(in: 1...3, using: &random) where !lines.isEmpty {
            let row = Int.random(in: 0..<lines.count, using: &random)
            let token = Array(Self.tokens.randomElement(using: &random)!)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: lines.remove(at: row)
            case 1: lines.insert(lines[row], at: row)
            case 2:
                // The value after `=` replaced.
                if let eq = lines[row].firstIndex(of: "=") { lines[row].replaceSubrange((eq + 1)..., with: [" "] + token) }
            case 3 where !lines[row].isEmpty:
                lines[row].remove(at: Int.random(in: 0..<lines[row].count, using: &random))
            default:
                lines[row].insert(contentsOf: token, at: Int.random(in: 0...lines[row].count, using: &random))
            }
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    func testMutatedConfigAndThemeFilesAreReadOrRefusedInOneSentence() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 600
        let seeds = try seeds()
        var random = SeededFuzz(state: 42)
        var read = 0, refused = 0
        for i in 0..<iterations {
            let text = i % 10 == 0 ? seeds[(i / 10) % seeds.count] : mutated(seeds[i % seeds.count], &random)
            let path = i % 7 == 0 ? "/c/\u{1b}]0;x\u{7}/config" : "/c/config"
            do {
                if i % 2 == 0 {
                    let config = try DeviceConfig.parse(text, file: path, roles: Theme.roleNames)
                    let keys = try KeyOverrides(config, file: path)
                    _ = Theme(config, file: nil)
                    let table = KeyReference.plainText(KeyReference.sections(moving: keys)) + keys.described.joined(separator: "\n")
                    XCTAssertFalse(table.unicodeScalars.contains { controlEscape($0) != nil && $0 != "\n" },
                                   "input \(i): the key table draws a control character:\n\(escapedText(text, limit: .max))")
                    startsAsTheTrackerDoes(Keymap(keys), input: i, text)
                } else {
                    _ = Theme(DeviceConfig(), file: try ThemeFile.parse(text, file: path, roles: Theme.roleNames)).table
                }
                read += 1
            } catch let error as ConfigError {
                refused += 1
                let message = error.message
                XCTAssertFalse(message.contains("\n") || message.unicodeScalars.contains { controlEscape($0) != nil },
                               "input \(i): \(escapedText(message, limit: .max))")
                XCTAssertTrue(message.hasSuffix("."), "input \(i): not a sentence: \(message)")
                XCTAssertTrue(message.hasPrefix(escapedText(path, limit: .max) + ", line "), "input \(i): no line named: \(message)")
            }
        }
        print("config fuzz: \(iterations) inputs, \(read) read, \(refused) refused")
        XCTAssertGreaterThan(read, iterations / 10)
        XCTAssertGreaterThan(refused, iterations / 10)
    }

    /// The start of the tracker with `keymap`: the first frame and the help over it are drawn, and
    /// in every place each line of keys names keys that do one of its actions.
    private func startsAsTheTrackerDoes(_ keymap: Keymap, input i: Int, _ text: String) {
        var state = Fixtures.state(keymap: keymap)
        _ = render(state)
        _ = update(&state, .key(.char("?")))
        _ = render(state)
        for context in KeyContext.allCases {
            for running in [false, true] {
                for line in keymap.lines(for: context, workoutRunning: running) {
                    for key in line.keys {
                        if case .char(let c) = key, context.takesText, !c.isControlCharacter { continue } // typed text there
                        let action = keymap.action(for: key, in: context, workoutRunning: running)
                        XCTAssertTrue(action.map(line.actions.contains) ?? false,
                                      "input \(i): on \(context) '\(line.label)' takes \(key) to \(String(describing: action)):\n\(escapedText(text, limit: .max))")
                    }
                }
            }
        }
    }

    /// A control character in a `[keys]` value is no key: nothing a terminal acts on can reach
    /// the hints, the help or `gymtrack keys`.
    func testAKeyTheTerminalWouldActOnIsRefused() {
        for key in ["\u{9b}", "\u{202e}", "\u{2028}"] {
            XCTAssertThrowsError(try KeyOverrides(DeviceConfig.parse("[keys]\ncompleteSet = \(key)\n", file: "/c/config", roles: []), file: "/c/config")) {
                XCTAssertEqual(($0 as? ConfigError)?.message.hasPrefix("/c/config, line 2: '\(escapedText(key))' is not a key;"), true, "\($0)")
            }
        }
    }

    struct SeededFuzz: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
