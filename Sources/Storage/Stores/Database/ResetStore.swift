import Domain

/// The danger zone of Settings: erase what the user logged and made.
extension Store {
    /// Deletes everything of `userTables` (`replacing`: a workout in progress stays), inside
    /// the caller's transaction. No tombstones are left: nothing is left to merge with.
    func deleteUserRows(replacing: Bool) throws {
        for user in Store.userTables {
            try db.execute("DELETE FROM \(user.table) WHERE \(replacing ? user.replaced : user.rows)")
        }
    }

    /// Deletes every session with its steps and sets, every challenge day, split, program,
    /// weigh-in and measurement, every exercise typed by hand, and what was derived from them,
    /// in one transaction. Settings (but the program followed) and the bundled catalog stay;
    /// the default splits come back at the next `installDefaultSplits`. Write a backup first.
    public func eraseAllData() throws {
        try write("erase the data") {
            try deleteUserRows(replacing: false)
            try db.execute("DELETE FROM settings WHERE key = ?", [SettingKey.program.rawValue])
            try db.execute("DELETE FROM settings WHERE key = 'default_splits_installed'")
        }
    }
}
