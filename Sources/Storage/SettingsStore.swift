import Domain

/// Settings: one key/value row each.
extension Store {
    /// Every setting at once: what the UI reads at start, in one query instead of one per key.
    public func allSettings() throws -> [String: String] {
        try read("read the settings") {
            Dictionary(try db.rows("SELECT key, value FROM settings").map { ($0.string(0) ?? "", $0.string(1) ?? "") },
                       uniquingKeysWith: { a, _ in a })
        }
    }

    public func setting(_ key: String) throws -> String? {
        try read("read the settings") { try db.firstRow("SELECT value FROM settings WHERE key = ?", [key])?.string(0) }
    }

    public func setSetting(_ key: String, _ value: String) throws {
        try write("save the settings") {
            try db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [key, value])
        }
    }
}
