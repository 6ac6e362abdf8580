import Domain

/// Edits of finished sessions from the History tab: each a delta by id (other terminals
/// share the file), and each moves the session's `updated_at` so export and merge see it.
extension Store {
    public func editPastSession(_ edit: PastSessionEdit, now: Moment) throws {
        try write("change the session") {
            guard let session = try db.firstRow("""
                SELECT id, date, started_epoch, duration_seconds FROM sessions WHERE uid = ? AND status = 'finished' AND deleted_at IS NULL
                """, [edit.sessionID]) else {
                throw StoreError("That session is gone (deleted in another terminal?); nothing was changed.")
            }
            let id = try session.requiredInt("id", table: "sessions")
            let stamp = try self.stamp(now)
            switch edit {
            case .setValues(_, let set, let values):
                try db.execute("""
                    UPDATE set_logs SET reps = ?, weight = ?, rpe = ?, reps_right = ?, distance_m = ?, set_type = ?, rir = ?,
                        duration_seconds = coalesce(?, duration_seconds), updated_at = ? WHERE uid = ? AND session_id = ?
                    """, Store.pastSetFigures(values) + [stamp, set, id])
                try requireChange("That set is gone (deleted in another terminal?); nothing was changed.")
            case .setNote(_, let set, let note):
                try db.execute("UPDATE set_logs SET note = ?, updated_at = ? WHERE uid = ? AND session_id = ?", [note, stamp, set, id])
                try requireChange("That set is gone (deleted in another terminal?); nothing was changed.")
            case .addSet(_, let stepUID, let values):
                guard let step = try db.firstRow("SELECT position FROM session_steps WHERE session_id = ? AND uid = ?", [id, stepUID])?
                    .requiredInt("position", table: "session_steps") else {
                    throw StoreError("That exercise is no longer in the session; nothing was changed.")
                }
                // After the step's last set, or at the session's end when it has none.
                let last = try db.firstRow("""
                    SELECT max(set_index) AS n, max(completed_epoch) AS t FROM set_logs WHERE session_id = ? AND step_position = ?
                    """, [id, step])
                let end = try session.requiredDouble("started_epoch", table: "sessions")
                    + Double(try session.requiredInt("duration_seconds", table: "sessions"))
                let at = last?.double("t") ?? end
                let moment = Moment(epochSeconds: at, utcOffsetSeconds: now.utcOffsetSeconds)
                try db.execute("""
                    INSERT INTO set_logs (uid, session_id, step_position, set_index, is_warmup, reps, weight, rpe, reps_right, distance_m,
                        set_type, rir, duration_seconds, completed_at, completed_epoch, updated_at)
                    VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [ULID.make(epochSeconds: now.epochSeconds), id, step, (last?.int("n") ?? -1) + 1] + Store.pastSetFigures(values)
                        + [moment.isoDateTime, at, stamp])
            case .deleteSet(_, let set):
                try db.execute("DELETE FROM set_logs WHERE uid = ? AND session_id = ?", [set, id])
                try requireChange("That set is already gone; nothing was changed.")
                try recordTombstone(set, at: stamp)
            case .partial(_, let partial):
                try db.execute("UPDATE sessions SET is_partial = ? WHERE id = ?", [partial, id])
            case .move(_, let to):
                let shift = to.epochSeconds - (try session.requiredDouble("started_epoch", table: "sessions"))
                try db.execute("""
                    UPDATE sessions SET date = ?, started_at = ?, started_epoch = ?, utc_offset_seconds = ? WHERE id = ?
                    """, [to.day.iso, to.isoDateTime, to.epochSeconds, to.utcOffsetSeconds, id])
                // The sets keep their times within the session.
                for set in try db.rows("SELECT id, completed_epoch FROM set_logs WHERE session_id = ?", [id]) {
                    let moved = Moment(epochSeconds: try set.requiredDouble("completed_epoch", table: "set_logs") + shift,
                                       utcOffsetSeconds: to.utcOffsetSeconds)
                    try db.execute("UPDATE set_logs SET completed_epoch = ?, completed_at = ?, updated_at = ? WHERE id = ?",
                                   [moved.epochSeconds, moved.isoDateTime, stamp, try set.requiredInt("id", table: "set_logs")])
                }
            case .delete:
                try db.execute("UPDATE sessions SET deleted_at = ? WHERE id = ?", [stamp, id])
            case .note(_, let note):
                try db.execute("UPDATE sessions SET note = ? WHERE id = ?", [note, id])
            case .stepNote(_, let stepUID, let note):
                try db.execute("UPDATE session_steps SET note = ?, updated_at = ? WHERE session_id = ? AND uid = ?", [note, stamp, id, stepUID])
                try requireChange("That exercise is no longer in the session; nothing was changed.")
            }
            try db.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", [stamp, id])
            // A set added or changed, or the session moved to another day, weighs what the
            // weigh-in of its day says; the other edits leave its sets as they were.
            let day = Day(iso: try session.requiredString("date", table: "sessions"))
            switch edit {
            case .setValues, .addSet: if let day { try refreshBodyWeights(from: day) }
            case .move(_, let to): try refreshBodyWeights(from: day.map { min($0, to.day) } ?? to.day)
            case .deleteSet, .partial, .delete, .note, .stepNote, .setNote: break
            }
        }
    }

    /// A past set's typed figures, in the order both writes above list them.
    private static func pastSetFigures(_ v: SetValues) -> [SQLBindable] {
        [v.reps, v.weight, v.rpe, v.repsRight, v.distanceMeters, v.type.rawValue, v.rir, v.durationSeconds]
    }

    private func requireChange(_ sentence: String) throws {
        if db.changes == 0 { throw StoreError(sentence) }
    }
}
