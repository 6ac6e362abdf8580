/// What one device says about how gymtrack looks and which keys it takes: the config file
/// (`$XDG_CONFIG_HOME/gymtrack/config`), as plain values. What follows the lifter across devices
/// (units, challenge, plates) stays in the database. Formats reads the file (`DeviceConfig.parse`,
/// Formats/Config/); the app checks the keys against its keymap and makes the theme.
public struct DeviceConfig: Equatable, Sendable {
    /// A colour role given a colour: `accent = 33`, with its line.
    public struct RoleColour: Equatable, Sendable {
        public var role: String
        /// -1 the terminal's own foreground, else 0–255.
        public var colour: Int
        public var line: Int
        public init(role: String, colour: Int, line: Int) {
            self.role = role
            self.colour = colour
            self.line = line
        }
    }

    /// A `name = value` line, with its line number for the sentence that refuses it.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var value: String
        public var line: Int
        public init(name: String, value: String, line: Int) {
            self.name = name
            self.value = value
            self.line = line
        }
    }

    public static let themes = ["dark", "light", "mono"]
    /// Colour names a `[theme]` role takes besides 0–255; `default` is the terminal's own.
    public static let colourNames = ["default", "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    public var theme: Entry?
    /// `[theme]`'s roles, as the file orders them.
    public var colours: [RoleColour] = []
    /// `[keys]`, as the file orders them: checked against the keymap by the app.
    public var keys: [Entry] = []

    public init() {}

    /// The built-in theme chosen, or the theme file's path as written.
    public var themeName: String { theme?.value ?? "dark" }

    /// The theme file `theme` names, as written (`~/…`, relative or absolute); nil for a built-in theme.
    public var themeFile: Entry? {
        guard let theme, !DeviceConfig.themes.contains(theme.value) else { return nil }
        return theme
    }
}

/// A config or theme file refused: one sentence naming the file, the line and what is wrong.
public struct ConfigError: Error, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }

    /// "FILE, line N: what": the path shown as a file's text is (a theme file's comes from the config).
    public init(file: String, line: Int, _ what: String) {
        message = "\(escapedText(file, limit: .max)), line \(line): \(what)"
    }
}
