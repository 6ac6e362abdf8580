import Domain

/// The lines a config file and a theme file share: `name = value`, comments, sections, and a
/// colour role given a colour.
enum ConfigLines {
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
    static func addColour(_ setting: Setting, to colours: inout [DeviceConfig.RoleColour], roles: [String]) throws {
        guard roles.contains(setting.name) else {
            throw setting.refuse("there is no colour role \(quotedValue(setting.name)); the roles are \(roles.joined(separator: ", ")).")
        }
        guard let colour = colourNumber(setting.value) else {
            throw setting.refuse("\(quotedValue(setting.value)) is not a colour; write a number from 0 to 255 or one of \(DeviceConfig.colourNames.joined(separator: ", ")).")
        }
        if let earlier = colours.first(where: { $0.role == setting.name }) {
            throw setting.refuse("\(setting.name) is set already on line \(earlier.line).")
        }
        colours.append(DeviceConfig.RoleColour(role: setting.name, colour: colour, line: setting.line))
    }

    /// -1 for `default`, 0–7 for the names, else a number from 0 to 255.
    static func colourNumber(_ value: String) -> Int? {
        if let index = DeviceConfig.colourNames.firstIndex(of: value.lowercased()) { return index - 1 }
        guard value.allSatisfy(\.isASCIIDigit), value.count <= 3, let n = Int(value), n <= 255 else { return nil }
        return n
    }
}

private extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
