/// What one device says about how gymtrack looks and which keys it takes: the config file
/// (`$XDG_CONFIG_HOME/gymtrack/config`). What follows the lifter across devices (units,
/// challenge, plates) stays in the database.
///
/// The format, line by line: `# comment`, a blank line, `[section]`, or `name = value`.
/// Before any section: `theme = dark | light | mono`. `[theme]`: a colour role of the theme
/// (`accent = blue`, `warn = 130`) over the theme chosen. `[keys]`: `action = key` in every
/// screen, or `context.action = key` in one.
public struct DeviceConfig: Equatable, Sendable {
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
    /// `[theme]`'s roles, as the file orders them, each a colour number (-1 the terminal's own).
    public var colours: [(role: String, colour: Int, line: Int)] = []
    /// `[keys]`, as the file orders them: checked against the keymap by the app.
    public var keys: [Entry] = []

    public init() {}

    public var themeName: String { theme?.value ?? "dark" }

    public static func == (a: DeviceConfig, b: DeviceConfig) -> Bool {
        a.theme == b.theme && a.keys == b.keys
            && a.colours.map { "\($0.role)=\($0.colour)@\($0.line)" } == b.colours.map { "\($0.role)=\($0.colour)@\($0.line)" }
    }

    /// Reads `text`, the file at `file`; `roles` are the colour roles a `[theme]` may set.
    /// Anything not understood is refused with one sentence naming the file and the line.
    public static func parse(_ text: String, file: String, roles: [String]) throws -> DeviceConfig {
        var config = DeviceConfig()
        var section = ""
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            func refuse(_ what: String) -> ConfigError { ConfigError(message: "\(file), line \(line): \(what)") }
            let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = text.trimmingWhitespace
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("[") {
                guard trimmed.hasSuffix("]") else { throw refuse("a section is written [theme] or [keys].") }
                let name = String(trimmed.dropFirst().dropLast()).trimmingWhitespace
                guard name == "theme" || name == "keys" else {
                    throw refuse("there is no section [\(name)]; the sections are [theme] and [keys].")
                }
                section = name
                continue
            }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw refuse("'\(trimmed)' is not a setting; write name = value.") }
            let name = String(parts[0]).trimmingWhitespace, value = String(parts[1]).trimmingWhitespace
            guard !name.isEmpty, !value.isEmpty else { throw refuse("'\(trimmed)' needs a name and a value, as name = value.") }
            switch section {
            case "":
                guard name == "theme" else { throw refuse("there is no setting '\(name)'; before any section only theme is set.") }
                guard themes.contains(value) else {
                    throw refuse("there is no theme '\(value)'; the themes are \(themes.joined(separator: ", ")) (a [theme] section changes their colours).")
                }
                config.theme = Entry(name: name, value: value, line: line)
            case "theme":
                guard roles.contains(name) else {
                    throw refuse("there is no colour role '\(name)'; the roles are \(roles.joined(separator: ", ")).")
                }
                guard let colour = colourNumber(value) else {
                    throw refuse("'\(value)' is not a colour; write a number from 0 to 255 or one of \(colourNames.joined(separator: ", ")).")
                }
                if let earlier = config.colours.first(where: { $0.role == name }) {
                    throw refuse("\(name) is set already on line \(earlier.line).")
                }
                config.colours.append((name, colour, line))
            default:
                if let earlier = config.keys.first(where: { $0.name == name }) {
                    throw refuse("\(name) is set already on line \(earlier.line).")
                }
                config.keys.append(Entry(name: name, value: value, line: line))
            }
        }
        return config
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
