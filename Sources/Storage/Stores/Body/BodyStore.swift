import Domain

/// Weigh-ins and body measurements (`body_measurements`): written by id, each in its own
/// transaction; a deletion leaves a tombstone so export and merge carry it.
extension Store {
    /// Stores a new row; returns it with the ULID it got.
    @discardableResult
    public func addBodyMeasurement(_ measurement: BodyMeasurement, now: Moment) throws -> BodyMeasurement {
        try write("save the measurement") {
            let row = try insertBodyMeasurement(measurement, now: now)
            if row.kind == .bodyWeight { try refreshBodyWeights(from: row.date) }
            return row
        }
    }

    /// Inserts in the transaction under way.
    @discardableResult
    func insertBodyMeasurement(_ measurement: BodyMeasurement, now: Moment) throws -> BodyMeasurement {
        var row = measurement
        if row.uid.isEmpty { row.uid = ULID.make(epochSeconds: now.epochSeconds) }
        try db.execute("""
            INSERT INTO body_measurements (uid, kind, value, date, measured_epoch, utc_offset_seconds, note, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [row.uid, row.kind.rawValue, row.value, row.date.iso, row.measured.epochSeconds, row.measured.utcOffsetSeconds,
                  row.note, try stamp(now)])
        return row
    }

    /// Marks the row deleted (a tombstone); a row already gone or deleted is left as it is.
    public func deleteBodyMeasurement(uid: String, now: Moment) throws {
        try write("delete the measurement") {
            let deleted = try db.firstRow("""
                UPDATE body_measurements SET deleted_at = ?, updated_at = ? WHERE uid = ? AND deleted_at IS NULL RETURNING kind, date
                """, [now.isoDateTime, try stamp(now), uid])
            if deleted?.string("kind") == BodyKind.bodyWeight.rawValue, let day = deleted?.string("date").flatMap(Day.init(iso:)) {
                try refreshBodyWeights(from: day)
            }
        }
    }

    /// Gives the bodyweight and assisted sets of sessions on or after `day` (nil: all) the
    /// weigh-in in force on their session's day, in the transaction under way, and has the
    /// finished sessions whose sets changed summarized again (their records and volume move
    /// with the body weight). What was logged, and its `updated_at`, stay as they are.
    func refreshBodyWeights(from day: Day?) throws {
        let changed = try db.rows("""
            UPDATE set_logs SET body_weight = weighed.value
            FROM (SELECT sl.id AS id, \(Store.weighInSQL(onDay: "se.date")) AS value
                  FROM sessions se
                  JOIN session_steps st ON st.session_id = se.id AND st.load_type IN ('bodyweight', 'assisted')
                  JOIN set_logs sl ON sl.session_id = st.session_id AND sl.step_position = st.position
                  WHERE se.date >= ?) AS weighed
            WHERE set_logs.id = weighed.id AND set_logs.body_weight IS NOT weighed.value
            RETURNING set_logs.session_id AS session
            """, [day?.iso ?? ""])
        let sessions = Set(try changed.map { try $0.requiredInt("session", table: "set_logs") })
        for session in sessions.sorted() {
            try db.execute("UPDATE sessions SET updated_at = updated_at WHERE id = ? AND status = 'finished'", [session])
        }
    }

    /// Every row not deleted, newest first.
    public func bodyMeasurements() throws -> [BodyMeasurement] {
        try read("read the body measurements") {
            var rows: [BodyMeasurement] = []
            // Read in place, by positions found once: years of weekly weigh-ins.
            try db.forEachRow("""
                SELECT uid, kind, value, date, measured_epoch, utc_offset_seconds, note FROM body_measurements
                WHERE deleted_at IS NULL ORDER BY date DESC, measured_epoch DESC, id DESC
                """, table: "body_measurements", columns: BodyColumns.init) { row, columns in
                rows.append(try bodyMeasurement(row, columns))
            }
            return rows
        }
    }

    /// The weigh-ins, for what a bodyweight set weighed on its day.
    public func bodyWeightLog() throws -> BodyWeightLog {
        try read("read the weigh-ins") {
            BodyWeightLog(try db.rows("""
                SELECT date, value FROM body_measurements WHERE kind = ? AND deleted_at IS NULL ORDER BY date, measured_epoch, id
                """, [BodyKind.bodyWeight.rawValue]).compactMap { row in
                guard let day = Day(iso: try row.requiredString("date", table: "body_measurements")) else { return nil }
                return BodyWeightLog.Entry(day: day, weight: try row.requiredDouble("value", table: "body_measurements"))
            })
        }
    }

    /// What the Body page draws: the rows, and each big lift's best e1RM per session day
    /// (from the sessions' summaries, not their sets).
    public func bodyRecords() throws -> BodyRecords {
        let rows = try bodyMeasurements()
        return try read("read the big lifts' bests") {
            var bests: [BigLift: [DayValue]] = [:]
            let ids = BigLift.allCases.map(\.rawValue)
            for row in try db.rows("""
                SELECT b.exercise_key AS lift, b.date AS date, max(b.best_e1rm) AS e1rm
                FROM session_exercise_bests b JOIN sessions s ON s.id = b.session_id
                WHERE b.exercise_key IN (\(sqlPlaceholders(ids.count))) AND s.deleted_at IS NULL AND b.best_e1rm > 0
                GROUP BY b.exercise_key, b.date ORDER BY b.date
                """, ids) {
                guard let lift = BigLift(rawValue: try row.requiredString("lift", table: "session_exercise_bests")),
                      let day = Day(iso: try row.requiredString("date", table: "session_exercise_bests")) else { continue }
                bests[lift, default: []].append(DayValue(day, try row.requiredDouble("e1rm", table: "session_exercise_bests")))
            }
            return BodyRecords(rows: rows, liftBests: bests)
        }
    }

    private struct BodyColumns {
        let uid, kind, value, date, measured, offset, note: Int32
        init(_ row: Row) throws {
            uid = try row.position(of: "uid")
            kind = try row.position(of: "kind")
            value = try row.position(of: "value")
            date = try row.position(of: "date")
            measured = try row.position(of: "measured_epoch")
            offset = try row.position(of: "utc_offset_seconds")
            note = try row.position(of: "note")
        }
    }

    private func bodyMeasurement(_ row: Row, _ c: BodyColumns) throws -> BodyMeasurement {
        let dateText = try row.requiredString(c.date)
        guard let date = Day(iso: dateText), let kind = BodyKind(try row.requiredString(c.kind)) else {
            throw StoreError("A row of body_measurements has the date \(quotedValue(dateText)) or an empty kind; correct it with an SQLite tool.")
        }
        return BodyMeasurement(uid: try row.requiredString(c.uid), kind: kind, value: try row.requiredDouble(c.value), date: date,
                               measured: Moment(epochSeconds: try row.requiredDouble(c.measured), utcOffsetSeconds: try row.requiredInt(c.offset)),
                               note: try row.requiredString(c.note))
    }
}
