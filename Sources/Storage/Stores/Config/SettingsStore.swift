import Domain

/// Settings: one key/value row each.
extension Store {
    /// Every setting at once: what the UI reads at start, in one query instead of one per key.
    public func allSettings() throws -> [String: String] {
        try read("read the settings") {
            Dictionary(try db.rows("SELECT key, value FROM settings").map {
                (try $0.requiredString("key", table: "settings"), try $0.requiredString("value", table: "settings"))
            },
                       uniquingKeysWith: { a, _ in a })
        }
    }

    /// A stored string by its raw key: Storage's own bookkeeping (the catalog's version, the
    /// default splits installed). The user's settings go through `SettingKey` and the codec.
    func setting(_ key: String) throws -> String? {
        try read("read the settings") { try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.requiredString("value", table: "settings") }
    }

    func setSetting(_ key: String, _ value: String) throws {
        try write("save the settings") {
            try db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [key, value])
        }
    }

    /// Writes one of the user's settings with the time it was set (nil: not known). Inside a write.
    func writeSetting(_ key: String, _ value: String, stamp: String?) throws {
        try db.execute("""
            INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
            """, [key, value, stamp])
    }

    /// The user's settings, decoded with Domain's one codec.
    public func loadSettings() throws -> Settings {
        let stored = try allSettings()
        return Settings(stored: Dictionary(uniqueKeysWithValues: SettingKey.allCases.compactMap { key in stored[key.rawValue].map { (key, $0) } }))
    }

    /// Saves one setting's stored string. A challenge target applies from `today`
    /// (`DailyChallenge.targetApplies`): today's row takes it in the same write.
    public func setSetting(_ key: SettingKey, _ value: String, today: Day? = nil) throws {
        try write("save the settings") {
            // Stamped, so a sync keeps the later of two machines' values (docs/sync.md).
            try writeSetting(key.rawValue, value, stamp: try stamp(SystemClock.now()))
            if key == .challengeTarget, let today, let target = Int(value) { try applyChallengeTarget(max(1, target), today: today) }
        }
    }
}
