import Domain

/// Splits and their exercises (seeds 002, 004): saved whole, deleted with a tombstone.
extension Store {
    /// Installs `defaults` (the seed 000 A/B/C plans) once per database, in the rotation.
    /// Deleting them later does not bring them back. `defaults` is only called (the bundled
    /// plans decoded) when they are not installed yet, which keeps it out of every later start.
    public func installDefaultSplits(_ defaults: () -> [Split], now: Moment) throws {
        guard try setting("default_splits_installed") == nil else { return }
        let defaults = defaults()
        try write("install the default splits") {
            for (position, split) in defaults.enumerated()
            where try db.firstRow("SELECT 1 FROM splits WHERE session_type = ?", [split.type]) == nil {
                try upsertSplit(split, position: position, now: now)
            }
            try db.execute("INSERT INTO settings (key, value) VALUES ('default_splits_installed', ?)", [now.isoDateTime])
        }
    }

    /// Every split not deleted, in their order (the rotation follows it).
    public func loadSplits() throws -> [Split] {
        try read("read the splits") {
            let stepsBySplit = Dictionary(grouping: try db.rows("""
                SELECT split_id, \(PlanStepColumns.names.joined(separator: ", ")) FROM split_steps ORDER BY split_id, position
                """), by: { $0.int(0) ?? 0 })
            return try db.rows("""
                SELECT id, uid, session_type, name, title, description, target_duration, colour, glyph, in_rotation, muscle_groups
                FROM splits WHERE deleted_at IS NULL ORDER BY position, id
                """).map { r in
                Split(uid: r.string(1) ?? "", type: r.string(2) ?? "", name: r.string(3) ?? "", title: r.string(4) ?? "",
                      description: r.string(5) ?? "", targetDuration: r.string(6) ?? "",
                      steps: (stepsBySplit[r.int(0) ?? 0] ?? []).map { PlanStepColumns.step(from: $0.dropping(first: 1)) },
                      groups: PlanStepColumns.list(r.string(10)), colour: SplitColour(rawValue: r.string(7) ?? "") ?? .cyan,
                      glyph: r.string(8) ?? "", inRotation: r.int(9) == 1)
            }
        }
    }

    /// Names of every split ever saved, deleted ones too, by session type: history shows them.
    public func splitNames() throws -> [String: String] {
        try read("read the splits") {
            Dictionary(try db.rows("SELECT session_type, name FROM splits").map { ($0.string(0) ?? "", $0.string(1) ?? "") },
                       uniquingKeysWith: { a, _ in a })
        }
    }

    /// Saves the whole list of splits as it is on screen: each one's fields, exercises and
    /// position. Splits missing from the list are not touched (delete them with `deleteSplit`).
    public func saveSplits(_ splits: [Split], now: Moment) throws {
        try write("save the splits") {
            for (position, split) in splits.enumerated() { try upsertSplit(split, position: position, now: now) }
        }
    }

    /// Marks a split deleted; its row stays as a tombstone so export/merge and old sessions know it.
    public func deleteSplit(uid: String, now: Moment) throws {
        try write("delete the split") {
            try db.execute("UPDATE splits SET deleted_at = ?, updated_at = ?, in_rotation = 0 WHERE uid = ?",
                           [now.isoDateTime, now.isoDateTime, uid])
        }
    }

    /// Inserts or updates by uid; a split without one (new on screen) gets its ULID here.
    private func upsertSplit(_ split: Split, position: Int, now: Moment) throws {
        var split = split
        if split.uid.isEmpty { split.uid = ULID.make(epochSeconds: now.epochSeconds) }
        try db.execute("""
            INSERT INTO splits (uid, session_type, name, title, description, target_duration, colour, glyph, position,
                in_rotation, muscle_groups, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(uid) DO UPDATE SET name = excluded.name, title = excluded.title, description = excluded.description,
                target_duration = excluded.target_duration, colour = excluded.colour, glyph = excluded.glyph,
                position = excluded.position, in_rotation = excluded.in_rotation, muscle_groups = excluded.muscle_groups,
                updated_at = excluded.updated_at
            """, [split.uid, split.type, split.name, split.title, split.description, split.targetDuration, split.colour.rawValue,
                  split.glyph, position, split.inRotation, split.groups.joined(separator: ","), now.isoDateTime])
        guard let id = try db.firstRow("SELECT id FROM splits WHERE uid = ?", [split.uid])?.int(0) else { return }
        try db.execute("DELETE FROM split_steps WHERE split_id = ?", [id])
        let insert = try db.prepare("""
            INSERT INTO split_steps (split_id, position, \(PlanStepColumns.names.joined(separator: ", ")))
            VALUES (?, ?, \(PlanStepColumns.placeholders))
            """)
        for (i, step) in split.steps.enumerated() {
            try insert.run([id, i] + PlanStepColumns.values(step))
        }
    }
}
