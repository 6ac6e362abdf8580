import Domain

/// The config file (`$XDG_CONFIG_HOME/gymtrack/config`), line by line: `# comment`, a blank
/// line, `[section]`, or `name = value`. Before any section: `theme = dark | light | mono`, or a
/// theme file's path (`ThemeFile`). `[theme]`: a colour role of the theme (`accent = blue`,
/// `warn = 130`) over the theme chosen. `[keys]`: `action = key` in every screen, or
/// `context.action = key` in one.
extension DeviceConfig {
    /// Reads `text`, the file at `file`; `roles` are the colour roles a `[theme]` may set.
    /// Anything not understood is refused with one sentence naming the file and the line.
    public static func parse(_ text: String, file: String, roles: [String]) throws -> DeviceConfig {
        var config = DeviceConfig()
        var section = ""
        try ConfigLines.eachSetting(of: text, file: file, sections: ["theme", "keys"], section: { section = $0 }) { setting in
            switch section {
            case "":
                // Not a theme's name: a theme file's path, read (and refused) by whoever reads files.
                guard setting.name == "theme" else { throw setting.refuse("there is no setting \(quotedValue(setting.name)); before any section only theme is set.") }
                config.theme = Entry(name: setting.name, value: setting.value, line: setting.line)
            case "theme":
                try ConfigLines.addColour(setting, to: &config.colours, roles: roles)
            default:
                if let earlier = config.keys.first(where: { $0.name == setting.name }) {
                    throw setting.refuse("\(escapedText(setting.name)) is set already on line \(earlier.line).")
                }
                config.keys.append(Entry(name: setting.name, value: setting.value, line: setting.line))
            }
        }
        return config
    }
}
