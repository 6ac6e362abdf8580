import AppCore
import Domain
import Formats
import Foundation

/// This device's config: the file's path, what it says, and the theme and keys it makes.
struct LoadedConfig {
    var path: String
    var exists: Bool
    var config: DeviceConfig
    /// The theme file `theme = PATH` names, read.
    var themeFile: ThemeFile?
    var theme: Theme
    var keys: KeyOverrides

    /// `$XDG_CONFIG_HOME/gymtrack/config` (an absolute XDG_CONFIG_HOME only, as the XDG spec
    /// says), else `~/.config/gymtrack/config`.
    static func path(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/gymtrack/config" }
        return (environment["HOME"] ?? "") + "/.config/gymtrack/config"
    }

    /// Reads the file, and the theme file it names; none there is the defaults. One that cannot
    /// be read or understood is refused with one sentence: the tracker does not start on a guess.
    static func load(_ environment: [String: String]) throws -> LoadedConfig {
        let path = path(environment)
        guard FileManager.default.fileExists(atPath: path) else {
            return LoadedConfig(path: path, exists: false, config: DeviceConfig(), theme: .dark, keys: .none)
        }
        let config = try DeviceConfig.parse(try readText(path, what: "the config file"), file: path, roles: Theme.roleNames)
        var themeFile: ThemeFile?
        if let named = config.themeFile {
            let file = themeFilePath(named.value, configFile: path, home: environment["HOME"] ?? "")
            guard FileManager.default.fileExists(atPath: file) else {
                throw ConfigError(file: path, line: named.line, "there is no theme file \(printableName(file)); write dark, light, mono or the path of a theme file.")
            }
            themeFile = try ThemeFile.parse(try readText(file, what: "the theme file"), file: file, roles: Theme.roleNames)
        }
        return LoadedConfig(path: path, exists: true, config: config, themeFile: themeFile, theme: Theme(config, file: themeFile),
                            keys: try KeyOverrides(config, file: path))
    }

    /// `theme = PATH` as a file: `~/…` in HOME, a relative path in the config file's folder.
    static func themeFilePath(_ written: String, configFile: String, home: String) -> String {
        if written == "~" || written.hasPrefix("~/") { return home + written.dropFirst() }
        if written.hasPrefix("/") { return written }
        return parentFolder(of: configFile) + "/" + written
    }

    private static func readText(_ path: String, what: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ConfigError(message: "\(what) \(printableName(path)) is a folder, not a file.")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(message: "\(what) \(printableName(path)) cannot be read; check its permissions.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(message: "\(what) \(printableName(path)) is not UTF-8 text.")
        }
        return text
    }

    /// `gymtrack config show`: every setting with its value, `# from the file` on those it sets.
    /// The file's own text (a theme file's path) shown with its control characters escaped.
    var shown: String {
        var lines = ["# \(printableName(path))" + (exists ? "" : " (not there: every value is the default)")]
        let fromFile = "  # from the file"
        lines.append("theme = \(printableName(config.themeName))" + (config.theme != nil ? fromFile : ""))
        if let themeFile {
            lines.append("# the theme file \(printableName(themeFile.path)), over the \(themeFile.baseName) theme" + (themeFile.base == nil ? " (no base: dark)" : ""))
        }
        lines.append("")
        lines.append("[theme]")
        let colours = theme.colours ?? Theme.dark.colours!
        for role in Color.allCases {
            let name = role.configName
            let set = config.colours.first { $0.role == name }
            let themed = themeFile?.colours.first { $0.role == name }
            let value = theme.colours == nil ? "none (mono)" : Theme.describe(colours[role]!.many)
            lines.append("\(name) = \(value)" + (set != nil ? fromFile : themed != nil ? "  # from the theme file" : ""))
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

/// This device's config file, read; one that cannot be read or understood ends gymtrack
/// with its sentence.
func deviceConfig() -> LoadedConfig {
    do {
        return try LoadedConfig.load(environment("XDG_CONFIG_HOME", "HOME"))
    } catch let error as ConfigError {
        fail(error.message, code: 1)
    } catch {
        fail("\(error)", code: 1)
    }
}
