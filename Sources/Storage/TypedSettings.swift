import Domain

extension Store {
    /// The user's settings, decoded with Domain's one codec.
    public func loadSettings() throws -> Settings {
        let stored = try allSettings()
        return Settings(stored: Dictionary(uniqueKeysWithValues: SettingKey.allCases.compactMap { key in stored[key.rawValue].map { (key, $0) } }))
    }

    /// Saves one setting's stored string.
    public func setSetting(_ key: SettingKey, _ value: String) throws {
        try setSetting(key.rawValue, value)
    }
}
