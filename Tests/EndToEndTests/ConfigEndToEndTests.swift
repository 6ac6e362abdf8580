import Foundation
import XCTest

/// Through the real binary: a config under $XDG_CONFIG_HOME moves a key and sets the light
/// theme; `config path` and `config show` say where it is and what it sets; a broken one
/// stops the tracker with the line that is wrong.
final class ConfigEndToEndTests: XCTestCase {
    private func writeConfig(_ text: String, in folder: TemporaryFolder) throws -> String {
        let home = folder.path("config-home")
        try FileManager.default.createDirectory(atPath: home + "/gymtrack", withIntermediateDirectories: true)
        try text.write(toFile: home + "/gymtrack/config", atomically: true, encoding: .utf8)
        return home
    }

    func testARemappedKeyLogsASetAndIsNamedInHelpInTheLightTheme() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("# the office laptop\ntheme = light\n\n[keys]\ncompleteSet = o  # Space is the tmux prefix here\n", in: folder)
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("gymtrack.sqlite"), folder: folder,
                                  environment: clock.environment.merging(["XDG_CONFIG_HOME": home, "NO_COLOR": ""]) { $1 }) // colour as a terminal has it
        app.waitFor("Start your streak today!")
        // The light theme's accent, 256-colour blue 25, where the dark one draws cyan.
        let drawn = try app.tmuxCommand(["capture-pane", "-p", "-e", "-t", app.name])
        XCTAssertTrue(drawn.contains("38;5;25m"), "the light accent is drawn: \(drawn)")
        XCTAssertFalse(drawn.contains("\u{1B}[36m"), "no cyan")
        try app.send("Enter")
        app.waitFor("Start Day A — Upper Strength?")
        try app.send("Enter")
        app.waitFor("0/9 steps")
        app.waitFor("o set") // the hint bar
        try app.send("j", "Space")
        try app.send("o")
        app.waitFor("1/9 steps")
        try app.send("?")
        let help = app.waitFor("Complete the next set or step")
        XCTAssertTrue(help.split(separator: "\n").contains { $0.contains("o ") && $0.contains("Complete the next set or step") }, help)
    }

    /// The tracker, started on a terminal (under `script`, stdin and stdout are one) with
    /// `environment`, ends at once with `sentence` (exit 1), before a database is made.
    private func assertTheTrackerStops(saying sentence: String, environment: [String: String], in folder: TemporaryFolder) throws {
        let database = folder.path("gymtrack.sqlite")
        let app = try TmuxSession(width: 80, height: 24, database: database, folder: folder, environment: environment,
                                  script: { "\($0); echo exited $?" + TmuxSession.thenStay })
        app.waitFor(sentence)
        app.waitFor("exited 1")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "nothing is created")
    }

    func testConfigPathAndShow() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("theme = mono\n[keys]\nexercise.completeSet = o\n", in: folder)
        let path = try runProcess(gymtrackBinary(), ["config", "path"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(path.stdout, home + "/gymtrack/config\n")
        let shown = try runProcess(gymtrackBinary(), ["config", "show"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("theme = mono  # from the file"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("exercise.completeSet = o  # from the file"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("accent = none (mono)"), shown.stdout)
        let none = try runProcess(gymtrackBinary(), ["config", "show"], environment: ["XDG_CONFIG_HOME": folder.path("nothing")])
        XCTAssertTrue(none.stdout.contains("theme = dark\n"), none.stdout)
        XCTAssertTrue(none.stdout.contains("accent = cyan\n"), none.stdout)
    }

    func testABrokenConfigStopsTheTrackerNamingTheLine() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("[keys]\ncompleteSet = x\n", in: folder)
        let result = try runProcess(gymtrackBinary(), ["config", "show"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "gymtrack: \(home)/gymtrack/config, line 2: x for completeSet is already skipStep on the exercise screen; choose another key or move skipStep too.\n")
        try assertTheTrackerStops(saying: "line 2: x for completeSet is already skipStep", environment: ["XDG_CONFIG_HOME": home], in: folder)
    }

    /// `theme = themes/mine.theme`, relative to the config's folder: the tracker draws its
    /// accent, and `config show` names the file and marks what it sets.
    func testAThemeFileBesideTheConfigColoursTheTracker() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("theme = themes/mine.theme\n[theme]\nwarn = red\n", in: folder)
        try FileManager.default.createDirectory(atPath: home + "/gymtrack/themes", withIntermediateDirectories: true)
        try "# mine\nbase = light\naccent = 33\n".write(toFile: home + "/gymtrack/themes/mine.theme", atomically: true, encoding: .utf8)
        let shown = try runProcess(gymtrackBinary(), ["config", "show"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("theme = themes/mine.theme  # from the file\n# the theme file \(home)/gymtrack/themes/mine.theme, over the light theme\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("accent = 33  # from the theme file\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("warn = red  # from the file\n"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("good = 28\n"), "the light theme's own: \(shown.stdout)")
        let clock = try FakeClock(folder: folder)
        let app = try TmuxSession(width: 80, height: 24, database: folder.path("gymtrack.sqlite"), folder: folder,
                                  environment: clock.environment.merging(["XDG_CONFIG_HOME": home, "NO_COLOR": ""]) { $1 })
        app.waitFor("Start your streak today!")
        let drawn = try app.tmuxCommand(["capture-pane", "-p", "-e", "-t", app.name])
        XCTAssertTrue(drawn.contains("38;5;33m"), "the theme file's accent is drawn: \(drawn)")
        XCTAssertFalse(drawn.contains("38;5;25m"), "not the light theme's own accent")
    }

    /// A theme file with a mistake, or none where the config points, is refused naming the
    /// file and the line, before anything is opened.
    func testABrokenOrMissingThemeFileIsRefusedWithItsLine() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("theme = ~/mine.theme\n", in: folder)
        let environment = ["XDG_CONFIG_HOME": home, "HOME": folder.path("home")]
        let missing = try runProcess(gymtrackBinary(), ["config", "show"], environment: environment)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "gymtrack: \(home)/gymtrack/config, line 1: there is no theme file \(folder.path("home"))/mine.theme; write dark, light, mono or the path of a theme file.\n")
        try FileManager.default.createDirectory(atPath: folder.path("home"), withIntermediateDirectories: true)
        try "base = light\n\naccent = teal\n".write(toFile: folder.path("home") + "/mine.theme", atomically: true, encoding: .utf8)
        let broken = try runProcess(gymtrackBinary(), ["config", "show"], environment: environment)
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(broken.stderr, "gymtrack: \(folder.path("home"))/mine.theme, line 3: 'teal' is not a colour; write a number from 0 to 255 or one of default, black, red, green, yellow, blue, magenta, cyan, white.\n")
        try assertTheTrackerStops(saying: "line 3: 'teal' is not a colour", environment: environment, in: folder)
    }

    /// `gymtrack keys` prints the key table with this device's keys.
    func testKeysPrintsTheTableWithTheRemappedKeys() throws {
        let folder = try TemporaryFolder()
        let home = try writeConfig("[keys]\ncompleteSet = o\n", in: folder)
        let result = try runProcess(gymtrackBinary(), ["keys"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  o ") && $0.contains("Complete the next set or step") }, result.stdout)
        XCTAssertFalse(lines.contains { $0.contains("Space") && $0.contains("Complete the next set or step") }, result.stdout)
        let defaults = try runProcess(gymtrackBinary(), ["keys"], environment: ["XDG_CONFIG_HOME": folder.path("nothing")])
        XCTAssertTrue(defaults.stdout.split(separator: "\n").contains { $0.hasPrefix("  Space ") && $0.contains("Complete the next set or step") },
                      defaults.stdout)
    }
}
