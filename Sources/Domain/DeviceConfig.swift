/// What one device says about how gymtrack looks and which keys it takes: the config file
/// (`$XDG_CONFIG_HOME/gymtrack/config`). What follows the lifter across devices (units,
/// challenge, plates) stays in the database.
///
/// The format, line by line: `# comment`, a blank line, `[section]`, or `name = value`.
/// Before any section: `theme = dark | light | mono`, or a theme file's path (`ThemeFile`). `[theme]`: a colour role of the theme
/// (`accent = blue`, `warn = 130`) over the theme chosen. `[keys]`: `action = key` in every
/// screen, or `context.action = key` in one.
public struct DeviceConfig: Equatable, Sendable {
    /// A colour role given a colour: `accent = 33`, with its line.
    public struct RoleColour: Equatable, Sendable {
        public var role: String
        /// -1 the terminal's own foreground, else 0–255.
        public var colour: Int
        public var line: Int
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

    /// Reads `text`, the file at `file`; `roles` are the colour roles a `[theme]` may set.
    /// Anything not understood is refused with one sentence naming the file and the line.
    public static func parse(_ text: String, file: String, roles: [String]) throws -> DeviceConfig {
        var config = DeviceConfig()
        var section = ""
        try eachSetting(of: text, file: file, sections: ["theme", "keys"], section: { section = $0 }) { setting in
            switch section {
            case "":
                // Not a theme's name: a theme file's path, read (and refused) by whoever reads files.
                guard setting.name == "theme" else { throw setting.refuse("there is no setting \(quotedValue(setting.name)); before any section only theme is set.") }
                config.theme = Entry(name: setting.name, value: setting.value, line: setting.line)
            case "theme":
                try addColour(setting, to: &config.colours, roles: roles)
            default:
                if let earlier = config.keys.first(where: { $0.name == setting.name }) {
                    throw setting.refuse("\(escapedText(setting.name)) is set already on line \(earlier.line).")
                }
                config.keys.append(Entry(name: setting.name, value: setting.value, line: setting.line))
            }
        }
        return config
    }

    /// The theme file `theme` names, as written (`~/…`, relative or absolute); nil for a built-in theme.
    public var themeFile: Entry? {
        guard let theme, !DeviceConfig.themes.contains(theme.value) else { return nil }
        return theme
    }

    /// One `name = value` line, with what refuses it.
    struct Setting {
        var name: String
        var value: String
        var line: Int
        var file: String
        func refuse(_ what: String) -> ConfigError { ConfigError(file: file, line: line, what) }
    }

    /// The lines of a config or theme file, comments and blank lines left out: each `[section]`
    /// (one of `sections`) to `section`, each `name = value` to `setting`.
    static func eachSetting(of text: String, file: String, sections: [String], section: (String) -> Void,
                            setting: (Setting) throws -> Void) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            func refuse(_ what: String) -> ConfigError { ConfigError(file: file, line: line, what) }
            let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = text.trimmingWhitespace
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("[") {
                guard !sections.isEmpty else { throw refuse("a theme file has no sections; write role = colour, and base = light or mono to start from another theme than dark.") }
                let written = sections.map { "[\($0)]" }
                guard trimmed.hasSuffix("]") else { throw refuse("a section is written \(written.joined(separator: " or ")).") }
                let name = String(trimmed.dropFirst().dropLast()).trimmingWhitespace
                guard sections.contains(name) else {
                    throw refuse("there is no section [\(escapedText(name))]; the sections are \(written.joined(separator: " and ")).")
                }
                section(name)
                continue
            }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw refuse("\(quotedValue(trimmed)) is not a setting; write name = value.") }
            let name = String(parts[0]).trimmingWhitespace, value = String(parts[1]).trimmingWhitespace
            guard !name.isEmpty, !value.isEmpty else { throw refuse("\(quotedValue(trimmed)) needs a name and a value, as name = value.") }
            try setting(Setting(name: name, value: value, line: line, file: file))
        }
    }

    /// `role = colour`, a `[theme]` line or a theme file's, checked and added to `colours`.
    static func addColour(_ setting: Setting, to colours: inout [RoleColour], roles: [String]) throws {
        guard roles.contains(setting.name) else {
            throw setting.refuse("there is no colour role \(quotedValue(setting.name)); the roles are \(roles.joined(separator: ", ")).")
        }
        guard let colour = colourNumber(setting.value) else {
            throw setting.refuse("\(quotedValue(setting.value)) is not a colour; write a number from 0 to 255 or one of \(colourNames.joined(separator: ", ")).")
        }
        if let earlier = colours.first(where: { $0.role == setting.name }) {
            throw setting.refuse("\(setting.name) is set already on line \(earlier.line).")
        }
        colours.append(RoleColour(role: setting.name, colour: colour, line: setting.line))
    }

    /// -1 for `default`, 0–7 for the names, else a number from 0 to 255.
    static func colourNumber(_ value: String) -> Int? {
        if let index = colourNames.firstIndex(of: value.lowercased()) { return index - 1 }
        guard value.allSatisfy(\.isASCIIDigit), value.count <= 3, let n = Int(value), n <= 255 else { return nil }
        return n
    }
}

/// A config file refused: one sentence naming the file, the line and what is wrong.
public struct ConfigError: Error, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }

    /// "FILE, line N: what": the path shown as a file's text is (a theme file's comes from the config).
    public init(file: String, line: Int, _ what: String) {
        message = "\(escapedText(file, limit: .max)), line \(line): \(what)"
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
