import Domain
import Formats

/// The sessions of the JSON export, each with its steps and their sets.
extension Store {
    /// The finished sessions (and the workout in progress, `workoutInProgress`) with their steps
    /// and sets, into `array`: three statements walked side by side, in the sessions' order by
    /// start, then uid (a function of the data, so two synced databases write the same bytes, not
    /// their rows' insertion order), so no set is held in memory longer than it takes to write it.
    /// `stamped`: only the sessions stamped since, or with a step or a set stamped since, whole.
    /// `only`: only the sessions of these uids (what a sync's merge reads of this side).
    func exportSessions(into array: inout JSONArray, workoutInProgress: Bool, _ stamped: StampedSince, only: Set<String>? = nil,
                        flush: () throws -> Void) throws {
        typealias F = ExportFields.Session
        typealias T = ExportFields.SessionStep
        typealias X = ExportFields.LoggedSet
        typealias R = ExportFields.Record
        // The sessions to write when not all: found first, so that the three walks below read
        // only theirs (their row ids bound as one JSON array).
        var changed: Set<Int>?
        if stamped.since != nil {
            changed = Set(try db.rows("""
                SELECT id FROM sessions WHERE \(stamped.sql("updated_at")) UNION SELECT session_id AS id FROM session_steps WHERE \(stamped.sql("updated_at"))
                UNION SELECT session_id AS id FROM set_logs WHERE \(stamped.sql("updated_at"))
                """, stamped.parameters + stamped.parameters + stamped.parameters).map { try $0.requiredInt("id", table: "sessions") })
        }
        if let only {
            let named = Set(try db.rows("SELECT id FROM sessions WHERE uid IN (SELECT value FROM json_each(?))", [jsonArray(only.sorted())])
                .map { try $0.requiredInt("id", table: "sessions") })
            changed = changed.map { $0.intersection(named) } ?? named
        }
        let ids: String? = changed.map { "[" + $0.sorted().map(String.init).joined(separator: ",") + "]" }
        // Each session's place in that order, which its steps and sets are read in too.
        let ordered = """
            WITH ordered AS (SELECT id AS session_id, row_number() OVER (ORDER BY started_epoch, uid) AS place
                             FROM sessions WHERE (status = 'finished' OR (? AND status = 'active'))
                                 AND (? IS NULL OR id IN (SELECT value FROM json_each(?))))
            """
        let bound: [SQLBindable] = [workoutInProgress, ids, ids]
        let sessions = try db.prepare("""
            \(ordered)
            SELECT place, uid, session_type, title, date, started_at, started_epoch, utc_offset_seconds, duration_seconds, is_partial,
                   steps_total, steps_completed, muscle_groups, updated_at, deleted_at, note, status,
                   rest_step, rest_total, rest_elapsed, rest_running_since, away_seconds, away_answered_epoch
            FROM sessions JOIN ordered ON ordered.session_id = sessions.id ORDER BY place
            """)
        try sessions.bind(bound)
        let stepRows = try db.prepare("""
            \(ordered)
            SELECT place, session_id, position, uid, updated_at, \(PlanStepColumns.names.joined(separator: ", ")),
                   checked_at, timer_elapsed, timer_running_since, credited_challenge_date, skipped, note
            FROM session_steps JOIN ordered USING (session_id) ORDER BY place, position
            """)
        try stepRows.bind(bound)
        let setRows = try db.prepare("""
            \(ordered)
            SELECT place, session_id, step_position, uid, set_index, is_warmup, \(SetLogColumns.selected()), completed_at,
                   completed_epoch, updated_at
            FROM set_logs JOIN ordered USING (session_id) ORDER BY place, step_position, set_index, uid
            """)
        try setRows.bind(bound)
        defer {
            sessions.reset()
            stepRows.reset()
            setRows.reset()
        }
        let s = Row(inPlace: sessions, table: "sessions"), st = Row(inPlace: stepRows, table: "session_steps"),
            x = Row(inPlace: setRows, table: "set_logs")
        let sPlace = try s.position(of: "place"), sUID = try s.position(of: "uid"), sType = try s.position(of: "session_type"),
            sTitle = try s.position(of: "title"), sDate = try s.position(of: "date"), sStarted = try s.position(of: "started_at"),
            sEpoch = try s.position(of: "started_epoch"), sOffset = try s.position(of: "utc_offset_seconds"),
            sDuration = try s.position(of: "duration_seconds"), sPartial = try s.position(of: "is_partial"),
            sTotal = try s.position(of: "steps_total"), sDone = try s.position(of: "steps_completed"),
            sGroups = try s.position(of: "muscle_groups"), sUpdated = try s.position(of: "updated_at"), sDeleted = try s.position(of: "deleted_at"),
            sNote = try s.position(of: "note"), sStatus = try s.position(of: "status")
        let tSession = try st.position(of: "place"), tPosition = try st.position(of: "position"), tUID = try st.position(of: "uid"),
            tUpdated = try st.position(of: "updated_at"), tChecked = try st.position(of: "checked_at"),
            tElapsed = try st.position(of: "timer_elapsed"), tCredited = try st.position(of: "credited_challenge_date"),
            tSkipped = try st.position(of: "skipped"), tNote = try st.position(of: "note")
        let xSession = try x.position(of: "place"), xPosition = try x.position(of: "step_position"), xUID = try x.position(of: "uid"),
            xIndex = try x.position(of: "set_index"), xAt = try x.position(of: "completed_at"), xEpoch = try x.position(of: "completed_epoch"),
            xUpdated = try x.position(of: "updated_at"), xFigures = try SetLogColumns.Positions(x)
        var hasStep = try stepRows.step(), hasSet = try setRows.step()
        while try sessions.step() {
            let place = try s.requiredInt(sPlace)
            while try hasStep && st.requiredInt(tSession) < place { hasStep = try stepRows.step() }
            while try hasSet && x.requiredInt(xSession) < place { hasSet = try setRows.step() }
            var o = array.object()
            try o.column(R.uid, s, sUID)
            try o.column(F.sessionType, s, sType)
            try o.column(F.title, s, sTitle)
            try o.column(F.date, s, sDate)
            try o.column(F.startedAt, s, sStarted)
            o.number(F.startedEpoch, try s.requiredDouble(sEpoch))
            o.int(F.utcOffsetSeconds, try s.requiredInt(sOffset))
            o.int(F.durationSeconds, try s.requiredInt(sDuration))
            o.bool(F.isPartial, try s.requiredInt(sPartial) != 0)
            o.int(F.stepsTotal, try s.requiredInt(sTotal))
            o.int(F.stepsCompleted, try s.requiredInt(sDone))
            o.strings(F.muscleGroups, PlanStepColumns.list(try s.requiredString(sGroups)))
            try o.column(R.updatedAt, s, sUpdated)
            try o.column(R.deletedAt, s, sDeleted, nullable: true)
            try o.column(F.note, s, sNote)
            let inProgress = try s.requiredString(sStatus) == "active"
            if inProgress {
                o.bool(F.inProgress, true)
                o.workoutClock(try Store.workoutClock(from: s))
            }
            var steps = o.array(F.steps, .lines(indent: 6))
            while try hasStep && st.requiredInt(tSession) == place {
                let position = try st.requiredInt(tPosition)
                var so = steps.object()
                try so.column(R.uid, st, tUID)
                try so.column(R.updatedAt, st, tUpdated)
                so.plan(try PlanStepColumns.step(from: st, table: "session_steps"))
                so.optionalNumber(T.checkedAt, st.double(tChecked))
                so.number(T.timerElapsed, try st.requiredDouble(tElapsed))
                if inProgress, let since = st.double("timer_running_since") { so.number(ExportFields.WorkoutClock.timerRunningSince, since) }
                try so.column(T.creditedChallengeDate, st, tCredited, nullable: true)
                so.bool(T.skipped, try st.requiredInt(tSkipped) != 0)
                try so.column(T.note, st, tNote)
                var sets = so.array(T.sets, .lines(indent: 8))
                while try hasSet && x.requiredInt(xSession) == place && x.requiredInt(xPosition) < position { hasSet = try setRows.step() }
                while try hasSet && x.requiredInt(xSession) == place && x.requiredInt(xPosition) == position {
                    var xo = sets.object()
                    try xo.column(R.uid, x, xUID)
                    xo.int(X.setIndex, try x.requiredInt(xIndex))
                    xo.figures(try SetLogColumns.set(from: x, at: xFigures))
                    try xo.column(X.completedAt, x, xAt)
                    xo.number(X.completedEpoch, try x.requiredDouble(xEpoch))
                    try xo.column(R.updatedAt, x, xUpdated)
                    xo.close()
                    hasSet = try setRows.step()
                }
                sets.close()
                so.close()
                hasStep = try stepRows.step()
            }
            steps.close()
            o.close()
            try flush()
        }
    }
}

/// `values` as a JSON array of strings: a list bound as one parameter, read with `json_each`
/// (a list of any length, where one placeholder a value would reach SQLite's limit).
func jsonArray(_ values: [String]) -> String {
    var out: [UInt8] = [0x5B]
    for (i, value) in values.enumerated() {
        if i > 0 { out.append(0x2C) }
        appendJSONString(value, to: &out)
    }
    out.append(0x5D)
    return String(decoding: out, as: UTF8.self)
}
