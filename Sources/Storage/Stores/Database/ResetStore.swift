import Domain

/// The danger zone of Settings: erase what the user logged and made.
extension Store {
    /// Every table that holds what the user logged and made, and which of its rows are theirs,
    /// children before their parents: what an erase takes, and a replace (which keeps a
    /// workout in progress). Every table of the schema is here or in `keptTables`, and a test
    /// holds the two lists to the schema itself, so a new table cannot be forgotten by either.
    static let userTables: [(table: String, rows: String, replaced: String)] = [
        ("set_logs", "1", "session_id IN (SELECT id FROM sessions WHERE status = 'finished')"),
        ("session_steps", "1", "session_id IN (SELECT id FROM sessions WHERE status = 'finished')"),
        ("session_exercise_bests", "1", "1"),
        ("session_regions", "1", "1"),
        ("sessions", "1", "status = 'finished'"),
        ("daily_challenge", "1", "1"),
        ("challenge_counts", "1", "1"),
        ("split_steps", "1", "1"),
        ("splits", "1", "1"),
        ("programs", "1", "1"),
        ("body_measurements", "1", "1"),
        ("tombstones", "1", "1"),
        // The other apps' names an import matched, and the achievements found in the history.
        ("foreign_exercise_names", "1", "1"),
        ("achievement_progress", "1", "1"),
        ("exercise_regions", "exercise_id IN (SELECT id FROM exercises WHERE is_custom = 1)",
         "exercise_id IN (SELECT id FROM exercises WHERE is_custom = 1)"),
        ("exercises", "is_custom = 1", "is_custom = 1"),
    ]

    /// The tables that are not the user's log: the bundled catalog and taxonomy (its custom rows
    /// are in `userTables`), the preferences of Settings, the schema's record and the sync clock.
    static let keptTables: Set<String> = ["muscle_groups", "muscle_regions", "exercises", "exercise_regions", "settings",
                                          "schema_migrations", "sync_clock"]

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
