/// A table that holds what the user logged and made.
struct UserTable {
    let table: String
    /// Which of its rows are the user's: all of them, but in the tables the catalog shares.
    let rows: String
    /// Which of those a replacing import takes: a workout in progress stays.
    let replaced: String
    /// Whether the JSON export (and so a sync) carries its rows. One that does not says why
    /// where it is listed; a test holds the export to this.
    let exported: Bool

    init(_ table: String, rows: String = "1", replaced: String? = nil, exported: Bool = true) {
        self.table = table
        self.rows = rows
        self.replaced = replaced ?? rows
        self.exported = exported
    }
}

extension Store {
    /// Every table that holds what the user logged and made, children before their parents:
    /// what an erase takes, a replace too (but a workout in progress), and what the export
    /// carries. Every table of the schema is here or in `keptTables`, and tests hold the lists
    /// to the schema and to the export, so a new table cannot be forgotten by any of them.
    static let userTables: [UserTable] = [
        UserTable("set_logs", replaced: "session_id IN (SELECT id FROM sessions WHERE status = 'finished')"),
        UserTable("session_steps", replaced: "session_id IN (SELECT id FROM sessions WHERE status = 'finished')"),
        // Worked out from the sessions' steps and sets (the bests, the regions trained), which
        // the export carries: an import works them out again.
        UserTable("session_exercise_bests", exported: false),
        UserTable("session_regions", exported: false),
        UserTable("sessions", replaced: "status = 'finished'"),
        UserTable("daily_challenge"),
        UserTable("challenge_counts"),
        UserTable("split_steps"),
        UserTable("splits"),
        // What a program's raises by reps came to, worked out from the workouts: folded again
        // from them when gone.
        UserTable("program_checkpoints", exported: false),
        UserTable("programs"),
        UserTable("body_measurements"),
        UserTable("tombstones"),
        // What each machine synced with last sent and received: a history erased or replaced
        // is not the one they agreed on, so the next sync with each sends the whole history.
        UserTable("sync_peers", exported: false),
        // The exercise each of another app's names went to on this database's imports: its
        // memory of its own imports, not something logged. An import elsewhere matches the
        // names afresh, to the same exercises while the catalogs agree (one an import made is
        // exported, with the file's name and an id made from it).
        UserTable("foreign_exercise_names", exported: false),
        // How far each achievement search has read the history: found again from the sessions.
        UserTable("achievement_progress", exported: false),
        UserTable("exercise_regions", rows: "exercise_id IN (SELECT id FROM exercises WHERE is_custom = 1)"),
        UserTable("exercises", rows: "is_custom = 1"),
    ]

    /// The tables that are not the user's log: the bundled catalog and taxonomy (its custom rows
    /// are in `userTables`; a weight step the lifter set on a bundled exercise is exported on its
    /// own, as `exerciseWeightSteps`), the preferences of Settings, the schema's record, the sync clock and the tables' change counters.
    static let keptTables: Set<String> = ["muscle_groups", "muscle_regions", "exercises", "exercise_regions", "settings",
                                          "schema_migrations", "sync_clock", "table_changes"]
}
