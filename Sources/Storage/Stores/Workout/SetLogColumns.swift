import Domain

/// The columns of a logged set beside its place and time, read and written the same way by
/// the workout, the History, the exercise page, export and import.
enum SetLogColumns {
    /// What was logged, in `values(_:)`'s order: what a write of a set writes.
    static let figures = ["reps", "weight", "duration_seconds", "rpe", "reps_right", "distance_m", "set_type", "rir"]

    /// `figures`, the body weight in force (`body_weight`, which the database keeps from the
    /// weigh-ins, never a writer from its memory) and the set's note for a SELECT, each
    /// prefixed with `table.` when given. The note is written on its own (`changeSetNote`),
    /// so a correction of a set's figures never writes over a note another terminal wrote.
    static func selected(_ table: String? = nil) -> String {
        (figures + ["body_weight", "note"]).map { column in table.map { "\($0).\(column)" } ?? column }.joined(separator: ", ")
    }

    /// "reps = ?, weight = ?, …" for an UPDATE of the figures.
    static var assignments: String { figures.map { "\($0) = ?" }.joined(separator: ", ") }

    static func values(_ set: SetLog) -> [SQLBindable] {
        [set.reps, set.weight, set.durationSeconds, set.rpe, set.repsRight, set.distanceMeters, set.type.rawValue, set.rir]
    }

    /// The set in `r` (its figures by name; its ULID, warm-up mark and time when selected).
    static func set(from r: Row, table: String = "set_logs") throws -> SetLog {
        SetLog(id: r.string("uid") ?? "", isWarmup: try r.requiredInt("is_warmup", table: table) == 1,
               reps: r.int("reps"), weight: r.double("weight"), durationSeconds: r.int("duration_seconds"), rpe: r.double("rpe"),
               completedAt: r.double("completed_epoch") ?? 0, repsRight: r.int("reps_right"), distanceMeters: r.double("distance_m"),
               type: r.string("set_type").flatMap(SetType.init(rawValue:)) ?? .normal, rir: r.double("rir"),
               bodyWeight: r.double("body_weight"), note: r.string("note") ?? "")
    }
}

extension Store {
    /// What set `set` of step `step` moved in one rep, in kilograms, or NULL: the SQL of
    /// `SetLog.load(_:)` (Domain/Loads.swift), which the two must keep saying alike
    /// (LoadFiguresTests checks them against each other).
    static func setLoadSQL(set: String, step: String) -> String {
        """
        nullif(max(0, CASE \(step).load_type WHEN 'bodyweight' THEN coalesce(\(set).body_weight, 0) + coalesce(\(set).weight, 0) \
        WHEN 'assisted' THEN \(set).body_weight - coalesce(\(set).weight, 0) WHEN 'distance' THEN NULL ELSE \(set).weight END), 0)
        """
    }

    /// The volume of session `session` (an SQL expression for its row id): Σ load × both
    /// sides' reps of its working sets, each set's `SetLog.volume` summed in SQL.
    static func sessionVolumeSQL(session: String) -> String {
        """
        (SELECT coalesce(sum(\(setLoadSQL(set: "sl", step: "st")) * \(setRepsSQL(set: "sl"))), 0)
         FROM set_logs sl JOIN session_steps st ON st.session_id = sl.session_id AND st.position = sl.step_position
         WHERE sl.session_id = \(session) AND sl.is_warmup = 0 AND sl.reps > 0)
        """
    }

    /// The body weight in force on the day `date` (an SQL expression): the last weigh-in on or
    /// before it, or NULL.
    static func weighInSQL(onDay date: String) -> String {
        """
        (SELECT bm.value FROM body_measurements bm WHERE bm.kind = 'body_weight' AND bm.deleted_at IS NULL AND bm.date <= \(date)
         ORDER BY bm.date DESC, bm.measured_epoch DESC, bm.id DESC LIMIT 1)
        """
    }

    /// The reps one side of set `set` did, for an estimate: the weaker side's (`SetLog.sideReps`).
    static func setSideRepsSQL(set: String) -> String {
        "(CASE WHEN \(set).reps_right IS NULL THEN \(set).reps ELSE min(\(set).reps, \(set).reps_right) END)"
    }

    /// Both sides' reps of set `set`.
    static func setRepsSQL(set: String) -> String { "(\(set).reps + coalesce(\(set).reps_right, 0))" }
}
