import AppCore
import Domain
import Formats
import XCTest

/// The keymap is the one source of every key on screen: each label says keys that really
/// do what the row says, and no key means two things in one place.
final class KeymapTests: XCTestCase {
    /// The keys a label names: "↑/k", "Enter/y", "S-Tab", "^U", or a range of digits "1-5"
    /// (also among others, as "1-2/F/4-5" once the config moved a tab's key).
    private func keys(named label: String) -> [Key] {
        label.split(separator: "/").flatMap { token -> [Key] in
            if token.count == 3, let range = token.split(separator: "-").compactMap({ Int($0) }) as [Int]?, range.count == 2 {
                return (range[0]...range[1]).map { .char(Character(String($0))) }
            }
            return [key(named: token, in: label)]
        }
    }

    private func key(named token: Substring, in label: String) -> Key {
        switch token {
        case "Space": return .char(" ")
        case "Enter": return .enter
        case "Esc": return .escape
        case "Tab": return .tab
        case "S-Tab": return .backTab
        case "Bksp": return .backspace
        case "PgUp": return .pageUp
        case "PgDn": return .pageDown
        case "↑": return .up
        case "↓": return .down
        case "←": return .left
        case "→": return .right
        case let ctrl where ctrl.count == 2 && ctrl.first == "^" && ctrl.last!.isASCII:
            // Ctrl and a letter, as the terminal sends it: "^U" is 0x15.
            return .char(Character(Unicode.Scalar(ctrl.last!.asciiValue! & 0x1F)))
        default:
            XCTAssertEqual(token.count, 1, "'\(label)' names a key the test cannot read: \(token)")
            return .char(token.first!)
        }
    }

    /// `allCases` is made from switches the compiler checks; what is left to check is that it
    /// names each context once, every question with it.
    func testEveryContextIsListedOnce() {
        XCTAssertEqual(Set(KeyContext.allCases).count, KeyContext.allCases.count, "no context twice")
        for kind in QuestionKind.allCases {
            XCTAssertTrue(KeyContext.allCases.contains(.question(kind)), "the question \(kind)")
        }
    }

    /// A context without keys, or without one that leaves it, would be a screen or a box the
    /// person cannot get out of.
    func testEveryContextHasKeysAndAWayOut() {
        for context in KeyContext.allCases {
            for running in [false, true] {
                let actions = Keymap.standard.bindings(for: context, workoutRunning: running).map(\.action)
                XCTAssertTrue(actions.contains { [.back, .quit, .no].contains($0) }, "\(context) has a key that leaves it")
            }
        }
    }

    func testEveryLabelDispatchesTheActionItDescribes() {
        for context in KeyContext.allCases {
            for binding in Keymap.standard.bindings(for: context, workoutRunning: true) {
                for key in keys(named: binding.label) {
                    XCTAssertTrue(binding.keys.contains(key), "\(context): '\(binding.label)' names \(key), which the row does not bind")
                    if case .char = key, context == .form || context == .picker { continue } // typed text there
                    XCTAssertEqual(Keymap.standard.action(for: key, in: context, workoutRunning: true), binding.action,
                                   "\(context): '\(binding.label)' is shown for \(binding.action)")
                }
            }
        }
    }

    func testEveryHintAndHelpLineDispatchesWhatItSays() {
        assertEveryLineDispatchesWhatItSays(Keymap.standard)
    }

    /// Keys moved out of the rows shown as one line (the tabs' digits, the challenge's, a
    /// picker's arrows): each line still names only keys that do what it says.
    func testEveryLineDispatchesWhatItSaysWithTheKeysOfGroupsMoved() throws {
        let config = try DeviceConfig.parse("[keys]\ntab.3 = F\nchallenge.0 = z\nchallenge.2 = x\npicker.down = Tab\nweight.up = o\n",
                                            file: "/c/config", roles: [])
        assertEveryLineDispatchesWhatItSays(Keymap(try KeyOverrides(config, file: "/c/config")))
    }

    private func assertEveryLineDispatchesWhatItSays(_ keymap: Keymap, file: StaticString = #filePath, line at: UInt = #line) {
        for context in KeyContext.allCases {
            for line in keymap.lines(for: context, workoutRunning: true) {
                for key in keys(named: line.label) {
                    if case .char = key, context == .form || context == .picker { continue }
                    let action = keymap.action(for: key, in: context, workoutRunning: true)
                    XCTAssertTrue(action.map(line.actions.contains) ?? false,
                                  "\(context): the line '\(line.label) \(line.description)' names \(key), which does \(String(describing: action))",
                                  file: file, line: at)
                }
            }
        }
    }

    func testNoKeyIsBoundTwiceInOneContext() {
        for context in KeyContext.allCases {
            for running in [false, true] {
                var seen: [Key: Action] = [:]
                for binding in Keymap.standard.bindings(for: context, workoutRunning: running) {
                    for key in binding.keys {
                        XCTAssertNil(seen[key], "\(context): \(key) is bound to \(seen[key].map { "\($0)" } ?? "") and \(binding.action)")
                        seen[key] = binding.action
                    }
                }
            }
        }
    }

    func testTabDigitsAndConfirmButtonsAreRowsOfTheirOwn() {
        let home = Keymap.standard.bindings(for: .home)
        for tab in Tab.allCases {
            XCTAssertEqual(home.filter { $0.action == .gotoTab(tab) }.count, 1, "a row for \(tab)")
        }
        let start = Keymap.standard.bindings(for: .question(.start))
        XCTAssertEqual(start.map(\.hint), ["Let's go", "Not now"])
        XCTAssertEqual(start.map(\.action), [.yes, .no])
    }

    func testMessagesNameTheKeysOfTheTable() {
        XCTAssertEqual(Keymap.standard.says(.undoSet, in: .exercise, "takes back"), "u takes back")
        XCTAssertEqual(Keymap.standard.label(.gotoTab(.plans), in: .home), "4")
    }

    func testTheHelpOverlayScrollsNoFurtherThanItsLastRow() {
        var state = Fixtures.state(width: 40, height: 16)
        Fixtures.press(&state, .enter, .enter) // a workout: the Exercise screen has the most keys
        Fixtures.press(&state, .char("?"))
        for _ in 0..<40 { Fixtures.press(&state, .char("j")) }
        guard case .help(let bottom) = state.modal else { return XCTFail("help is open") }
        XCTAssertGreaterThan(bottom, 0, "the Exercise screen's keys do not fit 40×16: it scrolls")
        XCTAssertLessThan(bottom, 40, "bounded, not counting every press")
        Fixtures.press(&state, .char("k"))
        XCTAssertEqual(state.modal, .help(scroll: bottom - 1), "one press back moves back at once")
        let last = Keymap.standard.lines(for: .exercise, workoutRunning: true).last!.description
        Fixtures.press(&state, .char("j"))
        XCTAssertTrue(render(state).text.contains(last.prefix(12)), "the last row is in view at the bottom")
    }
}
