import AppCore
import Domain
import Foundation

/// This device's config: the file's path, what it says, and the theme and keys it makes.
struct LoadedConfig {
    var path: String
    var exists: Bool
    var config: DeviceConfig
    var theme: Theme
    var keys: KeyOverrides

    /// `$XDG_CONFIG_HOME/gymtrack/config` (an absolute XDG_CONFIG_HOME only, as the XDG spec
    /// says), else `~/.config/gymtrack/config`.
    static func path(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/gymtrack/config" }
        return (environment["HOME"] ?? "") + "/.config/gymtrack/config"
    }

    /// Reads the file; none there is the defaults. One that cannot be read or understood is
    /// refused with one sentence: the tracker does not start on a guess.
    static func load(_ environment: [String: String]) throws -> LoadedConfig {
        let path = path(environment)
        guard FileManager.default.fileExists(atPath: path) else {
            return LoadedConfig(path: path, exists: false, config: DeviceConfig(), theme: .dark, keys: .none)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(message: "the config file \(path) cannot be read; check its permissions.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(message: "the config file \(path) is not UTF-8 text.")
        }
        let config = try DeviceConfig.parse(text, file: path, roles: Theme.roleNames)
        return LoadedConfig(path: path, exists: true, config: config, theme: Theme(config), keys: try KeyOverrides(config, file: path))
    }

    /// `gymtrack config show`: every setting with its value, `# from the file` on those it sets.
    var shown: String {
        var lines = ["# \(path)" + (exists ? "" : " (not there: every value is the default)")]
        let fromFile = "  # from the file"
        lines.append("theme = \(config.themeName)" + (config.theme != nil ? fromFile : ""))
        lines.append("")
        lines.append("[theme]")
        let colours = theme.colours ?? Theme.dark.colours!
        for role in Color.allCases {
            let name = Theme.roleName(role)
            let set = config.colours.first { $0.role == name }
            let value = theme.colours == nil && set == nil ? "none (mono)" : Theme.describe(set?.colour ?? colours[role]!.many)
            lines.append("\(name) = \(value)" + (set != nil ? fromFile : ""))
        }
        lines.append("")
        lines.append("[keys]")
        let moved = keys.described
        lines += moved.map { $0 + fromFile }
        if moved.isEmpty { lines.append("# none moved") }
        lines.append("# actions: " + KeyOverrides.actionNames.joined(separator: " "))
        return lines.joined(separator: "\n")
    }
}
