/// A theme a person writes, in a file of its own that a config's `theme = PATH` names, as plain
/// values: the colours of a config's `[theme]` section and the built-in palette it starts from.
/// The config's own `[theme]` still colours over it. Formats reads the file (`ThemeFile.parse`).
public struct ThemeFile: Equatable, Sendable {
    /// The file, as it was read (the path resolved), for `config show`.
    public var path: String
    public var base: DeviceConfig.Entry?
    /// The roles it colours, as the file orders them.
    public var colours: [DeviceConfig.RoleColour] = []

    /// The built-in theme it starts from: dark unless `base` says.
    public var baseName: String { base?.value ?? "dark" }

    public init(path: String) { self.path = path }
}
