import Domain

/// The taxonomy grown from the UI, and the regions of an exercise typed by hand: deltas by id,
/// so another terminal's edits of other rows stay.
extension Store {
    /// Adds a region (and its group, when new) at the end of the taxonomy's order.
    public func addMuscleRegion(_ new: NewRegion) throws {
        try write("save the muscle region") {
            if new.isNewGroup {
                try db.execute("""
                    INSERT INTO muscle_groups (id, name, position)
                    VALUES (?, ?, (SELECT coalesce(max(position) + 1, 0) FROM muscle_groups)) ON CONFLICT(id) DO NOTHING
                    """, [new.group.id, new.group.name])
            }
            try db.execute("""
                INSERT INTO muscle_regions (id, group_id, name, label, position)
                VALUES (?, ?, ?, ?, (SELECT coalesce(max(position) + 1, 0) FROM muscle_regions WHERE group_id = ?)) ON CONFLICT(id) DO NOTHING
                """, [new.region.id, new.group.id, new.region.name, new.region.label, new.group.id])
        }
    }

    /// Sets the regions an exercise typed by hand trains (all primary). A catalog exercise's map
    /// is the catalog's and is left as it is.
    public func setExerciseRegions(exerciseID: String, primary: [String], now: Moment) throws {
        try write("save the exercise's muscles") {
            guard try db.firstRow("SELECT 1 FROM exercises WHERE id = ? AND is_custom = 1", [exerciseID]) != nil else { return }
            try db.execute("DELETE FROM exercise_regions WHERE exercise_id = ?", [exerciseID])
            for region in primary {
                try db.execute("INSERT OR IGNORE INTO exercise_regions (exercise_id, region_id, role) VALUES (?, ?, 'primary')", [exerciseID, region])
            }
            try db.execute("UPDATE exercises SET updated_at = ? WHERE id = ?", [try stamp(now), exerciseID])
        }
    }

    /// Whether an exercise typed by hand is done one side at a time, for the steps made of it
    /// from now on. A catalog exercise's is the catalog's and is left as it is.
    public func setExerciseSides(exerciseID: String, unilateral: Bool, now: Moment) throws {
        try write("save the exercise's sides") {
            try db.execute("UPDATE exercises SET unilateral = ?, updated_at = ? WHERE id = ? AND is_custom = 1",
                           [unilateral, try stamp(now), exerciseID])
        }
    }
}
