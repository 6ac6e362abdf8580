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
        try set(from: r, at: try Positions(r, table: table))
    }

    /// The set in `r`, its columns at `p` (found once for all the rows of a read).
    static func set(from r: Row, at p: Positions) throws -> SetLog {
        func int(_ i: Int32?) -> Int? { i.flatMap(r.int) }
        func double(_ i: Int32?) -> Double? { i.flatMap(r.double) }
        func string(_ i: Int32?) -> String? { i.flatMap(r.string) }
        return SetLog(id: string(p.uid) ?? "", isWarmup: try r.requiredInt(p.isWarmup) == 1,
                      reps: int(p.reps), weight: double(p.weight), durationSeconds: int(p.duration), rpe: double(p.rpe),
                      completedAt: double(p.completed) ?? 0, repsRight: int(p.repsRight), distanceMeters: double(p.distance),
                      type: string(p.type).flatMap(SetType.init(rawValue:)) ?? .normal, rir: double(p.rir),
                      bodyWeight: double(p.bodyWeight), note: string(p.note) ?? "")
    }

    /// Where a set's columns are in a result: looked up by name once, not for every row. Only
    /// the warm-up mark is required; a column the query lacks reads as NULL.
    struct Positions {
        let isWarmup: Int32
        let uid, reps, weight, duration, rpe, completed, repsRight, distance, type, rir, bodyWeight, note: Int32?

        init(_ r: Row, table: String = "set_logs") throws {
            func at(_ name: String) -> Int32? { r.columns.index[name].map(Int32.init) }
            isWarmup = try r.position(of: "is_warmup", table: table)
            uid = at("uid"); reps = at("reps"); weight = at("weight"); duration = at("duration_seconds"); rpe = at("rpe")
            completed = at("completed_epoch"); repsRight = at("reps_right"); distance = at("distance_m"); type = at("set_type")
            rir = at("rir"); bodyWeight = at("body_weight"); note = at("note")
        }
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
