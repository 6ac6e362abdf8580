import Domain

/// Splits and their exercises: saved whole, deleted with a tombstone.
extension Store {
    /// When the default splits were last changed, as far as a merge is concerned: as old as
    /// gymtrack itself, so that any split a file brings for the same session type (the user's
    /// own A/B/C, edited or not, or deleted) is newer than these and wins an import.
    public static let defaultSplitsUpdatedAt = "2000-01-01T00:00:00Z"

    /// Installs `defaults` (the default A/B/C plans) once per database, in the rotation.
    /// Deleting them later does not bring them back. `defaults` is only called (the bundled
    /// plans decoded) when they are not installed yet, which keeps it out of every later start.
    /// They are stamped `defaultSplitsUpdatedAt`, not `now`: never edited, they are older than
    /// any split of an export (docs/export-format.md).
    public func installDefaultSplits(_ defaults: () -> [Split], now: Moment) throws {
        guard try setting("default_splits_installed") == nil else { return }
        let defaults = defaults()
        try write("install the default splits") {
            // Another gymtrack opening the same new file may have done it meanwhile.
            guard try db.firstRow("SELECT 1 FROM settings WHERE key = 'default_splits_installed'") == nil else { return }
            try insertDefaultSplits(defaults, now: now)
            try db.execute("INSERT INTO settings (key, value) VALUES ('default_splits_installed', ?)", [now.isoDateTime])
        }
    }

    /// Inserts those of `defaults` whose session type no split has (not even a deleted one),
    /// in the rotation, in the transaction under way; returns their session types.
    @discardableResult
    func insertDefaultSplits(_ defaults: [Split], now: Moment) throws -> [String] {
        var added: [String] = []
        for (position, split) in defaults.enumerated()
        where try db.firstRow("SELECT 1 FROM splits WHERE session_type = ?", [split.sessionType]) == nil {
            try upsertSplit(split, position: position, now: now, updatedAt: Store.defaultSplitsUpdatedAt)
            added.append(split.sessionType)
        }
        return added
    }

    /// Every split not deleted, in their order (the rotation follows it).
    public func loadSplits() throws -> [Split] {
        try read("read the splits") {
            // In order of split, then position; each split picks out its own (a handful of
            // splits: a scan each is cheaper at start-up than a dictionary of groups). Read in
            // place, as the history is: this is part of every start's reads.
            var steps: [(split: Int, step: PlanStep)] = []
            try db.forEachRow("SELECT split_id, uid, \(PlanStepColumns.names.joined(separator: ", ")) FROM split_steps ORDER BY split_id, position",
                              table: "split_steps", columns: { try $0.position(of: "split_id") }) { row, splitID in
                var step = try PlanStepColumns.step(from: row, table: "split_steps")
                step.uid = try row.requiredString("uid", table: "split_steps")
                steps.append((try row.requiredInt(splitID), step))
            }
            var splits: [Split] = []
            try db.forEachRow("""
                SELECT id, uid, session_type, name, title, description, target_duration, colour, glyph, in_rotation, muscle_groups, daily_challenge
                FROM splits WHERE deleted_at IS NULL ORDER BY position, id
                """, table: "splits", columns: { _ in () }) { r, _ in
                func text(_ column: String) throws -> String { try r.requiredString(column, table: "splits") }
                let id = try r.requiredInt("id", table: "splits")
                splits.append(Split(uid: try text("uid"), sessionType: try text("session_type"), name: try text("name"), title: try text("title"),
                                    description: try text("description"), targetDuration: try text("target_duration"),
                                    steps: steps.filter { $0.split == id }.map(\.step),
                                    groups: PlanStepColumns.list(try text("muscle_groups")),
                                    colour: SplitColour(rawValue: try text("colour")) ?? .cyan,
                                    glyph: try text("glyph"), inRotation: try r.requiredInt("in_rotation", table: "splits") == 1,
                                    dailyChallenge: try r.requiredInt("daily_challenge", table: "splits") == 1))
            }
            return splits
        }
    }

    /// The splits in the rotation, in its order, without their exercises: what `status` shows
    /// (the same splits as `loadSplits().filter(\.inRotation)`, read in one query of three columns).
    public func loadRotation() throws -> [(sessionType: String, name: String, glyph: String)] {
        try read("read the splits") {
            try db.rows("""
                SELECT session_type, name, glyph FROM splits WHERE deleted_at IS NULL AND in_rotation = 1 ORDER BY position, id
                """).map { r in
                (try r.requiredString("session_type", table: "splits"), try r.requiredString("name", table: "splits"),
                 try r.requiredString("glyph", table: "splits"))
            }
        }
    }

    /// Names of every split ever saved, deleted ones too, by session type: history shows them.
    public func splitNames() throws -> [String: String] {
        try read("read the splits") {
            Dictionary(try db.rows("SELECT session_type, name FROM splits").map {
                (try $0.requiredString("session_type", table: "splits"), try $0.requiredString("name", table: "splits"))
            },
                       uniquingKeysWith: { a, _ in a })
        }
    }

    /// Saves one split at its place in the list: its fields, and its steps by id (a step kept
    /// keeps its id; one removed goes; one new gets an id). Returns it with the ids it got.
    /// Other splits are not touched, so another terminal's change to them stays.
    @discardableResult
    public func saveSplit(_ split: Split, position: Int, now: Moment) throws -> Split {
        try write("save the split") { try upsertSplit(split, position: position, now: now) }
    }

    /// Marks a split deleted; its row stays as a tombstone so export/merge and old sessions know it.
    public func deleteSplit(uid: String, now: Moment) throws {
        try write("delete the split") {
            try db.execute("UPDATE splits SET deleted_at = ?, updated_at = ?, in_rotation = 0 WHERE uid = ?",
                           [now.isoDateTime, try stamp(now), uid])
        }
    }

    /// Inserts or updates by uid; a split without one (new on screen) gets its ULID here, and
    /// so does each new step. `updatedAt`: the time stamped on it, `now` unless given.
    @discardableResult
    private func upsertSplit(_ split: Split, position: Int, now: Moment, updatedAt: String? = nil) throws -> Split {
        var split = split
        if split.uid.isEmpty { split.uid = ULID.make(epochSeconds: now.epochSeconds) }
        try db.execute("""
            INSERT INTO splits (uid, session_type, name, title, description, target_duration, colour, glyph, position,
                in_rotation, muscle_groups, updated_at, daily_challenge)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(uid) DO UPDATE SET name = excluded.name, title = excluded.title, description = excluded.description,
                target_duration = excluded.target_duration, colour = excluded.colour, glyph = excluded.glyph,
                position = excluded.position, in_rotation = excluded.in_rotation, muscle_groups = excluded.muscle_groups,
                updated_at = excluded.updated_at, daily_challenge = excluded.daily_challenge
            """, [split.uid, split.sessionType, split.name, split.title, split.description, split.targetDuration, split.colour.rawValue,
                  split.glyph, position, split.inRotation, split.groups.joined(separator: ","), updatedAt ?? stamp(now),
                  split.dailyChallenge])
        guard let id = try db.firstRow("SELECT id FROM splits WHERE uid = ?", [split.uid])?.requiredInt("id", table: "splits") else { return split }
        // The split takes its place in the list as shown; the others keep their order around it,
        // numbered from 0, so the list read back is the list on screen (an import places its
        // splits far down, so a place on screen is not a stored position).
        var order = try db.rows("SELECT id FROM splits WHERE deleted_at IS NULL AND id != ? ORDER BY position, id", [id])
            .map { try $0.requiredInt("id", table: "splits") }
        order.insert(id, at: min(max(0, position), order.count))
        for (place, splitID) in order.enumerated() {
            try db.execute("UPDATE splits SET position = ? WHERE id = ? AND position != ?", [place, splitID, place])
        }
        // The steps take the split's time, as the split's fields do: a merge compares splits whole.
        let stepStamp = try updatedAt ?? stamp(now)
        let kept = split.steps.map(\.uid).filter { !$0.isEmpty }
        try db.execute("DELETE FROM split_steps WHERE split_id = ? AND uid NOT IN (\(sqlPlaceholders(kept.count)))", [id] + kept)
        // Out of the way first (negative), so no two rows ever share a position.
        try db.execute("UPDATE split_steps SET position = -1 - position WHERE split_id = ?", [id])
        let columns = PlanStepColumns.names.map { "\($0) = ?" }.joined(separator: ", ")
        for (position, step) in split.steps.enumerated() {
            if !step.uid.isEmpty {
                try db.execute("UPDATE split_steps SET position = ?, updated_at = ?, \(columns) WHERE split_id = ? AND uid = ?",
                               [position, stepStamp] + PlanStepColumns.values(step) + [id, step.uid])
                if db.changes > 0 { continue }
            }
            // New here (or its row is gone): a row of its own with a new id.
            let uid = ULID.make(epochSeconds: now.epochSeconds)
            try db.execute("""
                INSERT INTO split_steps (split_id, position, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")))
                VALUES (?, ?, ?, ?, \(PlanStepColumns.placeholders))
                """, [id, position, uid, stepStamp] + PlanStepColumns.values(step))
            split.steps[position].uid = uid
        }
        return split
    }
}
