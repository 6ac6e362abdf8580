import Domain

/// A theme file: the lines of a config's `[theme]` section (`accent = 33`), with no section, and
/// an optional `base = dark | light | mono` saying which built-in palette it starts from.
extension ThemeFile {
    /// Reads `text`, the theme file at `file`; `roles` are the colour roles it may set. Anything
    /// not understood is refused with one sentence naming the file and the line.
    public static func parse(_ text: String, file: String, roles: [String]) throws -> ThemeFile {
        var theme = ThemeFile(path: file)
        try ConfigLines.eachSetting(of: text, file: file, sections: [], section: { _ in }) { setting in
            guard setting.name == "base" else { return try ConfigLines.addColour(setting, to: &theme.colours, roles: roles) }
            if let earlier = theme.base { throw setting.refuse("base is set already on line \(earlier.line).") }
            guard DeviceConfig.themes.contains(setting.value) else {
                throw setting.refuse("there is no theme \(quotedValue(setting.value)) to start from; base is dark, light or mono.")
            }
            theme.base = DeviceConfig.Entry(name: setting.name, value: setting.value, line: setting.line)
        }
        return theme
    }
}
