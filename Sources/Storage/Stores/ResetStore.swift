import Domain

/// The danger zone of Settings: erase what the user logged and made.
extension Store {
    /// Deletes every session with its steps and sets, every challenge day, every split and
    /// program (no tombstones: nothing is left to merge with) and every exercise typed by hand,
    /// in one transaction. Settings (but the program followed) and the bundled catalog stay; the default splits come back at the
    /// next `installDefaultSplits`. Write a backup first.
    public func eraseAllData() throws {
        try write("erase the data") {
            try db.execute("DELETE FROM sessions")
            try db.execute("DELETE FROM daily_challenge")
            try db.execute("DELETE FROM challenge_counts")
            try db.execute("DELETE FROM tombstones")
            try db.execute("DELETE FROM splits")
            try db.execute("DELETE FROM programs")
            try db.execute("DELETE FROM settings WHERE key = ?", [SettingKey.program.rawValue])
            try db.execute("DELETE FROM exercises WHERE is_custom = 1")
            try db.execute("DELETE FROM settings WHERE key = 'default_splits_installed'")
        }
    }
}
