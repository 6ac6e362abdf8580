import Domain

/// The History tab's reads: a window of the session list, a month of the calendar, one
/// session in full. Each aggregates in SQL over the rows it shows, never over every set.
extension Store {
    /// Finished sessions, newest first, rows `offset ..< offset + limit`, of the split with
    /// session type `filter` (nil: all) and matching `search` (nil: all; see `searchSQL`), with
    /// their sets, volume and record marks.
    public func sessionLogPage(filter: String?, search: String? = nil, offset: Int, limit: Int) throws -> SessionLogPage {
        try read("read the session list") {
            let search = search.flatMap { $0.isEmpty ? nil : $0 }
            let filterSQL = (filter == nil ? "" : " AND session_type = ?") + (search == nil ? "" : " AND " + Store.searchSQL)
            let filterArgs: [SQLBindable] = (filter.map { [$0] } ?? []) + (search.map { Store.searchArgs($0) } ?? [])
            let columns = "id, uid, session_type, date, started_epoch, utc_offset_seconds, duration_seconds, is_partial, note"
            let total: Int
            let pageSQL: String
            let pageArgs: [SQLBindable]
            if search == nil {
                total = try db.firstRow("""
                    SELECT count(*) AS n FROM sessions WHERE status = 'finished' AND deleted_at IS NULL\(filterSQL)
                    """, filterArgs)?.int("n") ?? 0
                pageSQL = """
                    SELECT \(columns) FROM sessions WHERE status = 'finished' AND deleted_at IS NULL\(filterSQL)
                    ORDER BY date DESC, started_epoch DESC LIMIT ? OFFSET ?
                    """
                pageArgs = filterArgs + [max(0, limit), max(0, offset)]
            } else {
                // A search is matched once: every session it finds, newest first, gives the
                // count, and the page is read by the ids of its slice.
                var found: [Int] = []
                try db.forEachRow("""
                    SELECT id FROM sessions WHERE status = 'finished' AND deleted_at IS NULL\(filterSQL)
                    ORDER BY date DESC, started_epoch DESC
                    """, filterArgs, table: "sessions", columns: { try $0.position(of: "id") }) { row, id in
                    found.append(try row.requiredInt(id))
                }
                total = found.count
                let slice = Array(found.dropFirst(max(0, offset)).prefix(max(0, limit)))
                pageSQL = "SELECT \(columns) FROM sessions WHERE id IN (\(sqlPlaceholders(slice.count)))"
                pageArgs = slice
            }
            // The page's sessions first, then their sets' sums by session id.
            let rows = try db.rows("""
                WITH page AS (\(pageSQL))
                SELECT p.*, (SELECT count(*) FROM set_logs sl WHERE sl.session_id = p.id AND sl.is_warmup = 0) AS sets,
                       \(Store.sessionVolumeSQL(session: "p.id")) AS volume
                FROM page p ORDER BY p.date DESC, p.started_epoch DESC
                """, pageArgs)
            var ids: [Int] = []
            var summaries: [SessionSummary] = []
            for row in rows {
                guard let summary = try sessionSummary(row) else { continue }
                ids.append(try row.requiredInt("id", table: "sessions"))
                summaries.append(summary)
            }
            let records = try sessionsWithRecords(ids)
            for (i, id) in ids.enumerated() where records.contains(id) { summaries[i].setRecord = true }
            return SessionLogPage(filter: filter, search: search, offset: offset, total: total, rows: summaries)
        }
    }

    /// A session (a row of `sessions`, unqualified) whose split's name, or the name of an
    /// exercise it had (the catalog's, or the title of one typed by hand; see `stepHadSQL`),
    /// holds the text, in any case. Each exercise is reached through its steps' index
    /// (`session_steps_by_exercise`), so a search costs the sessions that had it, not every
    /// step ever logged.
    static let searchSQL = """
        (session_type IN (SELECT sp.session_type FROM splits sp WHERE sp.name LIKE ? ESCAPE '\\')
         OR id IN (SELECT st.session_id FROM exercises e CROSS JOIN session_steps st ON st.exercise_id = e.id
                   WHERE e.name LIKE ? ESCAPE '\\' AND \(stepHadSQL))
         OR id IN (SELECT st.session_id FROM session_steps st
                   WHERE st.exercise_id IS NULL AND st.title LIKE ? ESCAPE '\\' AND \(stepHadSQL)))
        """

    /// A step `st` its session had: a set of it logged, or the step checked off and not skipped.
    /// One only planned does not count. The sets come first: they are read from the index the
    /// step was found by, the step's own row only for a step without sets.
    private static let stepHadSQL = """
        (EXISTS (SELECT 1 FROM set_logs sl WHERE sl.session_id = st.session_id AND sl.step_position = st.position)
         OR (st.checked_at IS NOT NULL AND st.skipped = 0))
        """

    /// The arguments of `searchSQL`: the text as a LIKE pattern that matches it anywhere, its
    /// own % and _ taken literally.
    static func searchArgs(_ text: String) -> [SQLBindable] {
        var escaped = ""
        for c in text {
            if c == "%" || c == "_" || c == "\\" { escaped.append("\\") }
            escaped.append(c)
        }
        let pattern = "%" + escaped + "%"
        return [pattern, pattern, pattern]
    }

    private func sessionSummary(_ row: Row) throws -> SessionSummary? {
        guard let day = Day(iso: try row.requiredString("date", table: "sessions")) else { return nil }
        return SessionSummary(id: try row.requiredString("uid", table: "sessions"),
                              sessionType: try row.requiredString("session_type", table: "sessions"), day: day,
                              startedAt: try row.requiredDouble("started_epoch", table: "sessions"),
                              utcOffsetSeconds: try row.requiredInt("utc_offset_seconds", table: "sessions"),
                              durationSeconds: try row.requiredInt("duration_seconds", table: "sessions"),
                              isPartial: try row.requiredInt("is_partial", table: "sessions") == 1,
                              sets: row.int("sets") ?? 0, volume: row.double("volume") ?? 0, setRecord: false,
                              note: try row.requiredString("note", table: "sessions"))
    }

    /// Which of these sessions (by row id) set a record, as `recordMarks` finds them: the list
    /// needs no more, and a session stops at its first.
    private func sessionsWithRecords(_ sessionIDs: [Int]) throws -> Set<Int> {
        guard !sessionIDs.isEmpty else { return [] }
        return Set(try db.rows("""
            SELECT s.id AS id FROM sessions s WHERE s.id IN (\(sqlPlaceholders(sessionIDs.count))) AND EXISTS (
                SELECT 1 FROM session_exercise_bests b
                WHERE b.session_id = s.id AND b.exercise_id IS NOT NULL
                  AND (\(Store.heaviestRecord) OR \(Store.e1RMRecord)) AND \(Store.notFirstTime))
            """, sessionIDs).map { try $0.requiredInt("id", table: "sessions") })
    }

    // Of a row `b` of session_exercise_bests, through the table's indexes: a record is a weight
    // (an e1RM) no earlier session of the exercise reached within a gram, and the first time
    // an exercise is done sets none.
    /// `p` came before `b` (its start, then its row id for two at the same instant).
    private static let earlierBest = "(p.started_epoch < b.started_epoch OR (p.started_epoch = b.started_epoch AND p.session_id < b.session_id))"
    private static let heaviestRecord = """
        NOT EXISTS (SELECT 1 FROM session_exercise_bests p
                    WHERE p.exercise_key = b.exercise_key AND p.heaviest >= b.heaviest - 0.001 AND \(earlierBest))
        """
    private static let e1RMRecord = """
        NOT EXISTS (SELECT 1 FROM session_exercise_bests p
                    WHERE p.exercise_key = b.exercise_key AND p.best_e1rm >= b.best_e1rm - 0.001 AND \(earlierBest))
        """
    private static let notFirstTime = "EXISTS (SELECT 1 FROM session_exercise_bests p WHERE p.exercise_key = b.exercise_key AND \(earlierBest))"

    /// The records each session (by row id) set: per exercise, its heaviest weight and best
    /// e1RM there against every earlier session's. A record costs a lookup or a few in the
    /// indexes, not the exercise's whole past.
    func recordMarks(sessionIDs: [Int]) throws -> [Int: [SessionRecordMark]] {
        guard !sessionIDs.isEmpty else { return [:] }
        var marks: [Int: [SessionRecordMark]] = [:]
        for row in try db.rows("""
            SELECT b.session_id AS session_id, b.exercise_id AS exercise, b.title AS title, b.heaviest AS heaviest, b.best_e1rm AS e1rm,
                   \(Store.heaviestRecord) AS heaviest_record, \(Store.e1RMRecord) AS e1rm_record
            FROM session_exercise_bests b
            WHERE b.session_id IN (\(sqlPlaceholders(sessionIDs.count))) AND b.exercise_id IS NOT NULL AND \(Store.notFirstTime)
            """, sessionIDs) {
            let table = "session_exercise_bests"
            let session = try row.requiredInt("session_id", table: table), id = try row.requiredString("exercise", table: table)
            let heaviest = try row.requiredDouble("heaviest", table: table), e1rm = try row.requiredDouble("e1rm", table: table)
            let title = try row.requiredString("title", table: table)
            // The e1RM first, as the Exercise screen tells it; a heavier weight too when it is one.
            if row.bool("e1rm_record") == true {
                marks[session, default: []].append(SessionRecordMark(exerciseID: id, title: title, record: .e1RM(e1rm)))
            }
            if row.bool("heaviest_record") == true {
                marks[session, default: []].append(SessionRecordMark(exerciseID: id, title: title, record: .heaviest(heaviest)))
            }
        }
        for (session, list) in marks { marks[session] = list.sorted { $0.title < $1.title } }
        return marks
    }

    /// The finished session with this uid in full, or nil when there is none (deleted meanwhile).
    public func sessionDetail(id uid: String) throws -> SessionDetail? {
        try read("read the session") {
            guard let row = try db.firstRow("""
                SELECT s.id, s.uid, s.session_type, s.date, s.started_epoch, s.utc_offset_seconds, s.duration_seconds, s.is_partial, s.note,
                       s.title, s.muscle_groups,
                       (SELECT count(*) FROM set_logs sl WHERE sl.session_id = s.id AND sl.is_warmup = 0) AS sets,
                       \(Store.sessionVolumeSQL(session: "s.id")) AS volume
                FROM sessions s WHERE s.uid = ? AND s.status = 'finished' AND s.deleted_at IS NULL
                """, [uid]), var summary = try sessionSummary(row) else { return nil }
            let id = try row.requiredInt("id", table: "sessions")
            var steps: [SessionDetailStep] = try db.rows("""
                SELECT uid, position, skipped, note, checked_at, \(PlanStepColumns.names.joined(separator: ", ")) FROM session_steps
                WHERE session_id = ? ORDER BY position
                """, [id]).map { step in
                // The plan as the session ran it, for starting it again; a step's own note is `note`.
                let plan = try PlanStepColumns.step(from: step, table: "session_steps")
                return SessionDetailStep(uid: try step.requiredString("uid", table: "session_steps"),
                                         position: try step.requiredInt("position", table: "session_steps"),
                                         title: plan.title, exerciseID: plan.exerciseID,
                                         skipped: try step.requiredInt("skipped", table: "session_steps") == 1,
                                         note: try step.requiredString("note", table: "session_steps"), sets: [], checked: step.double("checked_at") != nil,
                                         supersetGroup: plan.supersetGroup, loadType: plan.loadType, unilateral: plan.unilateral,
                                         kind: plan.kind, plan: plan)
            }
            for set in try db.rows("""
                SELECT uid, step_position, is_warmup, completed_epoch, \(SetLogColumns.selected())
                FROM set_logs WHERE session_id = ? ORDER BY step_position, set_index
                """, [id]) {
                let position = try set.requiredInt("step_position", table: "set_logs")
                guard let i = steps.firstIndex(where: { $0.position == position }) else { continue }
                steps[i].sets.append(try SetLogColumns.set(from: set))
            }
            let records = try recordMarks(sessionIDs: [id])[id] ?? []
            summary.setRecord = !records.isEmpty
            return SessionDetail(summary: summary, steps: steps, records: records, title: try row.requiredString("title", table: "sessions"),
                                 groups: PlanStepColumns.list(try row.requiredString("muscle_groups", table: "sessions")))
        }
    }

    /// A month of the calendar: each day's session types and volume, and its full challenge days.
    public func calendarMonth(year: Int, month: Int, filter: String?) throws -> CalendarMonth {
        try read("read the calendar") {
            let first = Day(year: year, month: month, day: 1)
            let last = first.adding(days: Day.daysIn(month: month, year: year) - 1)
            let filterSQL = filter == nil ? "" : " AND s.session_type = ?"
            let filterArgs: [SQLBindable] = filter.map { [$0] } ?? []
            var days: [Day: CalendarDay] = [:]
            for row in try db.rows("""
                SELECT s.uid, s.date, s.session_type,
                       \(Store.sessionVolumeSQL(session: "s.id")) AS volume
                FROM sessions s WHERE s.status = 'finished' AND s.deleted_at IS NULL AND s.date >= ? AND s.date <= ?\(filterSQL)
                ORDER BY s.date, s.started_epoch
                """, [first.iso, last.iso] + filterArgs) {
                guard let day = Day(iso: try row.requiredString("date", table: "sessions")) else { continue }
                var entry = days[day] ?? CalendarDay(sessionTypes: [], sessionIDs: [], volume: 0)
                entry.sessionTypes.append(try row.requiredString("session_type", table: "sessions"))
                entry.sessionIDs.append(try row.requiredString("uid", table: "sessions"))
                entry.volume += row.double("volume") ?? 0
                days[day] = entry
            }
            let full = try db.rows("""
                SELECT date FROM daily_challenge WHERE date >= ? AND date <= ? AND sets_completed >= target
                """, [first.iso, last.iso]).compactMap { Day(iso: try $0.requiredString("date", table: "daily_challenge")) }
            return CalendarMonth(year: year, month: month, filter: filter, days: days, fullChallengeDays: Set(full))
        }
    }

    /// The window of the list that holds the first session of `day` (newest first), with
    /// `focus` set to its position: Enter on a calendar day with several sessions.
    public func sessionLogPage(filter: String?, around day: Day) throws -> SessionLogPage {
        let filterSQL = filter == nil ? "" : " AND session_type = ?"
        let index = try read("read the session list") {
            try db.firstRow("""
                SELECT count(*) AS n FROM sessions WHERE status = 'finished' AND deleted_at IS NULL AND date > ?\(filterSQL)
                """, [day.iso] + (filter.map { [$0] } ?? []))?.int("n") ?? 0
        }
        let total = try sessionLogPage(filter: filter, offset: 0, limit: 0).total
        var page = try sessionLogPage(filter: filter, offset: SessionLogPage.offset(around: index..<(index + 1), total: total), limit: SessionLogPage.size)
        page.focus = index
        return page
    }
}

