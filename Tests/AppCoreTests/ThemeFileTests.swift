@testable import AppCore
import Domain
import Formats
import Foundation
import XCTest

/// A theme file a person writes (`theme = PATH` in the config): role = colour lines over a base
/// theme, refused line by line as the config is, and the config's `[theme]` still over it.
final class ThemeFileTests: XCTestCase {
    private func parse(_ text: String) throws -> ThemeFile {
        try ThemeFile.parse(text, file: "/t/mine.theme", roles: Theme.roleNames)
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return (error as? ConfigError)?.message ?? "\(error)"
        }
    }

    func testAGoodFileGivesItsBaseAndColours() throws {
        let file = try parse("# mine\n\nbase = light   # a white terminal\naccent = 33\nwarn = magenta\n")
        XCTAssertEqual(file.baseName, "light")
        XCTAssertEqual(file.base?.line, 3)
        XCTAssertEqual(file.colours.map(\.role), ["accent", "warn"])
        XCTAssertEqual(file.colours.map(\.colour), [33, 5])
        XCTAssertEqual(try parse("good = 28\n").baseName, "dark", "no base: dark")
        XCTAssertEqual(try parse("").colours, [], "an empty file is the base theme")
    }

    func testEachMistakeIsRefusedWithItsLine() {
        XCTAssertEqual(refusal("base = sepia"), "/t/mine.theme, line 1: there is no theme 'sepia' to start from; base is dark, light or mono.")
        XCTAssertEqual(refusal("base = light\n\nbase = mono"), "/t/mine.theme, line 3: base is set already on line 1.")
        XCTAssertEqual(refusal("accent = 33\naccent = 34"), "/t/mine.theme, line 2: accent is set already on line 1.")
        XCTAssertEqual(refusal("# roles\nglow = red"),
                       "/t/mine.theme, line 2: there is no colour role 'glow'; the roles are \(Theme.roleNames.joined(separator: ", ")).")
        XCTAssertEqual(refusal("warn = 256"),
                       "/t/mine.theme, line 1: '256' is not a colour; write a number from 0 to 255 or one of default, black, red, green, yellow, blue, magenta, cyan, white.")
        XCTAssertEqual(refusal("accent 33"), "/t/mine.theme, line 1: 'accent 33' is not a setting; write name = value.")
        XCTAssertEqual(refusal("accent ="), "/t/mine.theme, line 1: 'accent =' needs a name and a value, as name = value.")
        XCTAssertEqual(refusal("[theme]\naccent = 33"),
                       "/t/mine.theme, line 1: a theme file has no sections; write role = colour, and base = light or mono to start from another theme than dark.")
    }

    /// The file's colours over its base, and the config's `[theme]` over the file's.
    func testTheFileColoursOverItsBaseAndTheConfigOverIt() throws {
        let file = try parse("base = light\naccent = 33\nwarn = 136\n")
        let config = try DeviceConfig.parse("theme = ~/mine.theme\n[theme]\nwarn = red\n", file: "/c/config", roles: Theme.roleNames)
        let theme = Theme(config, file: file)
        XCTAssertEqual(theme.colours?[.accent], Theme.Colours(33, Theme.light.colours![.accent]!.sixteen))
        XCTAssertEqual(theme.colours?[.warn], Theme.Colours(1, 1), "the config's [theme] wins")
        XCTAssertEqual(theme.colours?[.good], Theme.light.colours![.good], "what neither sets is the base's")
        XCTAssertEqual(Theme(DeviceConfig(), file: try parse("base = mono\n")), Theme.mono, "a base alone is that theme")
        XCTAssertEqual(Theme(DeviceConfig(), file: try parse("base = mono\naccent = blue\n")).colours?[.accent], Theme.Colours(4, 4),
                       "on mono a colour brings colour back")
    }

    /// docs/themes/solarized-light.theme, the example the docs point to: it parses, reads on a
    /// light background as the light theme does, and draws what its snapshot says.
    func testTheExampleThemeFileParses() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/themes/solarized-light.theme")
        let file = try ThemeFile.parse(try String(contentsOf: url, encoding: .utf8), file: url.path, roles: Theme.roleNames)
        XCTAssertEqual(file.baseName, "light")
        XCTAssertEqual(Set(file.colours.map(\.role)), Set(Theme.roleNames), "it gives every role its colour")
        let theme = Theme(DeviceConfig(), file: file)
        for (role, c) in theme.colours! {
            XCTAssertFalse([3, 6, 7, 11, 14, 15, 226, 231, 255].contains(c.many), "\(role) fades on a light background")
        }
        let expected = """
            accent  33       blue
            good    64       green
            warn    136      magenta
            bad     160      red
            muted   default  default
            flame   166      red
            heat1   151      green
            heat2   107      green
            heat3   71       green
            heat4   64       green
            blue    61       blue
            magenta 125      magenta
            """
        XCTAssertEqual(theme.table, expected)
    }
}
