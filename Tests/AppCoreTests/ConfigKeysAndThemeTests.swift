@testable import AppCore
import Domain
import Formats
import Foundation
import XCTest

/// The config file's `[keys]` move keys everywhere the keymap names them, and its themes
/// give every colour role a colour that reads on its background.
final class ConfigKeysAndThemeTests: XCTestCase {
    /// The keymap a config with `text` makes, as the app makes it at start.
    private func keymap(_ text: String) throws -> Keymap { Keymap(try overrides(text)) }

    private func overrides(_ text: String) throws -> KeyOverrides {
        let config = try DeviceConfig.parse(text, file: "/c/config", roles: Theme.roleNames)
        return try KeyOverrides(config, file: "/c/config")
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try overrides(text)
            return nil
        } catch let error as ConfigError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// `completeSet = o`: o logs the set through `update`, Space no longer does, and the hint
    /// bar and `?` help name o.
    func testARemappedKeyWorksAndIsNamedInTheHintBarAndHelp() throws {
        let keymap = try self.keymap("[keys]\ncompleteSet = o\n")
        var state = Fixtures.rowsSelected(keymap: keymap)
        XCTAssertTrue(workoutChanges(Fixtures.press(&state, .char(" "))).isEmpty, "Space no longer logs a set")
        let logged = workoutChanges(Fixtures.press(&state, .char("o")))
        XCTAssertTrue(logged.contains { if case .logSet = $0 { true } else { false } }, "o logs the set: \(logged)")
        let screen = render(state).text
        let hintBar = screen.split(separator: "\n").suffix(2).joined(separator: "\n") // it takes two rows here
        XCTAssertTrue(hintBar.contains("o set"), hintBar)
        XCTAssertFalse(hintBar.contains("Space"), hintBar)
        Fixtures.press(&state, .char("?"))
        let help = render(state).text
        XCTAssertTrue(help.contains("o  ") && help.contains("Complete the next set or step"), help)
        XCTAssertEqual(keymap.label(.completeSet, in: .exercise), "o", "messages name the new key")
    }

    /// One screen's key: `home.challengeAdd = a` leaves every other screen's keys alone.
    func testAScreensOwnKeyMovesOnlyThere() throws {
        var keymap = try self.keymap("[keys]\nhome.challengeAdd = a\n")
        XCTAssertEqual(keymap.action(for: .char("a"), in: .home, workoutRunning: false), .challengeAdd)
        XCTAssertNil(keymap.action(for: .char("c"), in: .home, workoutRunning: false))
        XCTAssertEqual(keymap.action(for: .char("a"), in: .exercise, workoutRunning: true), .addExercise)
        // A key Home has only while a workout runs is Home's too.
        keymap = try self.keymap("[keys]\nhome.resumeWorkout = W\n")
        XCTAssertEqual(keymap.action(for: .char("W"), in: .home, workoutRunning: true), .resumeWorkout)
    }

    /// Actions with a value have names of their own (`weight.up`, `reps.down`, `tab.3`), and
    /// the words that name their keys name the new ones.
    func testActionsWithAValueTakeAKey() throws {
        let keymap = try self.keymap("[keys]\nweight.up = o\nexercise.reps.down = ;\ntab.3 = F\n")
        XCTAssertEqual(keymap.action(for: .char("o"), in: .exercise, workoutRunning: true), .adjustWeight(1))
        XCTAssertNil(keymap.action(for: .char("+"), in: .exercise, workoutRunning: true), "the new key replaces both of the old")
        XCTAssertNil(keymap.action(for: .char("="), in: .exercise, workoutRunning: true))
        XCTAssertEqual(keymap.action(for: .char(";"), in: .exercise, workoutRunning: true), .adjustReps(-1))
        XCTAssertEqual(keymap.action(for: .char("<"), in: .sessionDetail, workoutRunning: true), nil, "History has no rep keys")
        let weightStep = keymap.bindings(for: .exercise, workoutRunning: true).first { $0.action == .setWeightStep }
        XCTAssertEqual(weightStep?.description, "This exercise's weight step (o/-)")

        var state = Fixtures.state(keymap: keymap)
        Fixtures.press(&state, .char("3"))
        XCTAssertEqual(state.tab, .home, "3 no longer switches")
        Fixtures.press(&state, .char("F"))
        XCTAssertEqual(state.tab, .stats)
        XCTAssertTrue(render(state).text.split(separator: "\n")[0].contains("F Stats"), "the tab bar names F")
        let tabs = keymap.lines(for: .home, workoutRunning: false).filter { $0.actions.contains { if case .gotoTab = $0 { true } else { false } } }
        XCTAssertEqual(tabs.map(\.label), ["1-2/4-5", "F"], "the group names the keys left in it, the moved row its own")
        XCTAssertEqual(tabs.map(\.description), ["Switch tab (Home … Settings)", "Stats"])
    }

    /// A digit of the challenge correction moved: the box, Home's row and the help name it.
    func testAMovedChallengeDigitIsNamedWhereTheCountIsCorrected() throws {
        let keymap = try self.keymap("[keys]\nchallenge.2 = x\n")
        XCTAssertEqual(keymap.action(for: .char("x"), in: .correctChallenge, workoutRunning: false), .challengeSet(2))
        XCTAssertNil(keymap.action(for: .char("2"), in: .correctChallenge, workoutRunning: false))
        XCTAssertEqual(keymap.lines(for: .correctChallenge, workoutRunning: false).map(\.label), ["0-1/3", "x", "Esc"])
        XCTAssertEqual(keymap.challengeDigitRange(upTo: 3), "0-1/x/3")
        XCTAssertTrue(keymap.bindings(for: .home).contains { $0.description == "Correct today's sets (then 0-1/x/3)" })
        XCTAssertEqual(keymap.challengeDigitRange(upTo: 1), "0 to 1", "the keys up to a target below the moved digit")
    }

    func testActionsWithAValueAreRefusedAsTheOthersAre() {
        XCTAssertEqual(refusal("[keys]\nweight.up = -\n"),
                       "/c/config, line 2: - for weight.up is already weight.down on the exercise screen; choose another key or move weight.down too.")
        XCTAssertEqual(refusal("[keys]\ntab.9 = x\n"), "/c/config, line 2: there is no action 'tab.9' to give a key; gymtrack config show lists them.")
        XCTAssertEqual(refusal("[keys]\nhome.weight.up = o\n"), "/c/config, line 2: the home screen has no weight.up.")
        XCTAssertEqual(refusal("[keys]\nweight = o\n"), "/c/config, line 2: there is no action 'weight' to give a key; gymtrack config show lists them.")
    }

    func testACollisionIsRefusedNamingBothActions() {
        XCTAssertEqual(refusal("[keys]\ncompleteSet = x\n"),
                       "/c/config, line 2: x for completeSet is already skipStep on the exercise screen; choose another key or move skipStep too.")
        // Moving the other key out of the way first is fine.
        XCTAssertNil(refusal("[keys]\nskipStep = X\ncompleteSet = x\n"))
    }

    func testUnknownActionsScreensAndKeysAreRefusedWithTheirLine() {
        XCTAssertEqual(refusal("# mine\n[keys]\nfly = x\n"),
                       "/c/config, line 3: there is no action 'fly' to give a key; gymtrack config show lists them.")
        XCTAssertEqual(refusal("[keys]\nhome.completeSet = o\n"), "/c/config, line 2: the home screen has no completeSet.")
        XCTAssertTrue(refusal("[keys]\ncompleteSet = Ctrl-X\n")?.hasPrefix("/c/config, line 2: 'Ctrl-X' is not a key;") == true)
        XCTAssertTrue(refusal("[keys]\nsave = s\n")?.contains("is typed text") == true, "a letter in a form would be text")
        for dots in [".", ".."] {
            XCTAssertEqual(refusal("[keys]\n\(dots) = x\n"),
                           "/c/config, line 2: '\(dots)' names no action; write ACTION = KEY or SCREEN.ACTION = KEY (gymtrack config show lists them).",
                           "a name of dots alone is a mistake, not a trap")
        }
    }

    func testTheFileIsRefusedLineByLine() {
        func message(_ text: String) -> String? {
            do { _ = try DeviceConfig.parse(text, file: "/c/config", roles: Theme.roleNames); return nil } catch { return (error as? ConfigError)?.message }
        }
        XCTAssertEqual(try DeviceConfig.parse("theme = sepia", file: "/c/config", roles: []).themeFile?.value, "sepia",
                       "not a theme's name: a theme file's path, which the command line reads (and refuses when it is not there)")
        XCTAssertNil(try DeviceConfig.parse("theme = mono", file: "/c/config", roles: []).themeFile)
        XCTAssertEqual(message("\ncolour = on"), "/c/config, line 2: there is no setting 'colour'; before any section only theme is set.")
        XCTAssertEqual(message("[sounds]"), "/c/config, line 1: there is no section [sounds]; the sections are [theme] and [keys].")
        XCTAssertEqual(message("[theme]\naccent = 300"),
                       "/c/config, line 2: '300' is not a colour; write a number from 0 to 255 or one of default, black, red, green, yellow, blue, magenta, cyan, white.")
        XCTAssertEqual(message("theme"), "/c/config, line 1: 'theme' is not a setting; write name = value.")
        XCTAssertNil(message("# only a comment\n\ntheme = light # for the office\n[theme]\naccent = 33\nwarn = red\n"))
    }

    /// A light terminal: no role drawn in white, cyan or yellow (they vanish on white), and
    /// every role a colour of its own but muted (the terminal's own text, dim).
    func testTheLightThemeReadsOnAWhiteBackground() {
        let colours = Theme.light.colours!
        for (role, c) in colours {
            XCTAssertFalse([3, 6, 7, 11, 14, 15, 226, 231, 255].contains(c.many), "\(role) on 256 colours")
            XCTAssertFalse([3, 6, 7].contains(c.sixteen), "\(role) on 16 colours")
        }
        assertThemeSnapshot(Theme.light, named: "theme-light")
        assertThemeSnapshot(Theme.mono, named: "theme-mono")
        assertThemeSnapshot(Theme.dark, named: "theme-dark")
    }

    func testAThemeColoursOverTheThemeChosen() throws {
        let config = try DeviceConfig.parse("theme = light\n[theme]\naccent = 33\nwarn = red\n", file: "/c", roles: Theme.roleNames)
        let theme = Theme(config)
        XCTAssertEqual(theme.colours?[.accent], Theme.Colours(33, Theme.light.colours![.accent]!.sixteen), "past 16 colours a 16-colour terminal keeps the theme's")
        XCTAssertEqual(theme.colours?[.warn], Theme.Colours(1, 1))
        XCTAssertEqual(theme.colours?[.good], Theme.light.colours![.good])
    }

    /// Compares `theme.table` with Tests/AppCoreTests/Snapshots/NAME.txt (recorded when missing, outside CI).
    private func assertThemeSnapshot(_ theme: Theme, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
        let actual = "role    256      16\n" + theme.table + "\n"
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTAssertNotEqual(ProcessInfo.processInfo.environment["CI"], "true", "snapshot \(name) is missing", file: file, line: line)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(actual, expected, "theme \(name) differs from its snapshot", file: file, line: line)
    }
}
