import Domain

/// Coverage over time, weekly volume, records and the facts achievements are computed from
/// (issue #10). Every figure is aggregated in SQL over a window of dates or an index; what
/// reaches Swift is a row per region, week, day, session or exercise, never a row per set.
/// Joins are written CROSS JOIN where SQLite must start from the dated sessions: left to
/// choose, it scanned every step.
extension Store {
    /// A step that trained its exercise's regions, as `touchedRegionIDs` counts it: not
    /// skipped, and a working set logged (a step without sets: checked off). `st` is session_steps.
    private static let workedStep = """
        st.skipped = 0 AND st.exercise_id IS NOT NULL AND (
            ((st.kind IN ('timed', 'challenge') OR st.warmup_sets + st.working_sets = 0) AND st.checked_at IS NOT NULL)
            OR EXISTS (SELECT 1 FROM set_logs w WHERE w.session_id = st.session_id AND w.step_position = st.position AND w.is_warmup = 0))
        """
    private static let finished = "se.status = 'finished' AND se.deleted_at IS NULL"
    /// Working sets with a load: what volume, tonnage and records count. `sl` is set_logs.
    private static let loadedSet = "sl.is_warmup = 0 AND sl.weight > 0 AND sl.reps > 0"
    /// Days read by date when looking for when a region was last trained: enough to tell
    /// today, this week and two weeks apart (seed 001 §7.3); the others go through the index.
    static let recentRegionWindowDays = 15

    public func loadTrends(today: Day) throws -> Trends {
        try read("read the trends") {
            var trends = Trends(today: today)
            trends.groups = try muscleGroups()
            trends.regionLastTrained = try regionLastTrained(today: today)
            trends.splitSessions = try splitSessions()
            trends.weeklyVolumeKg = try weeklyVolume(since: today.startOfWeek.adding(days: -7 * (Trends.volumeWeeks - 1)))
            trends.recentRegionDays = try regionDays(from: today.startOfWeek.adding(days: -7 * (Trends.coverageWeeks - 1)), to: nil)
            trends.achievements = try achievementInputs(regions: Set(trends.groups.flatMap(\.regions).map(\.id)),
                                                        regionsTrained: Set(trends.regionLastTrained.keys))
            return trends
        }
    }

    /// Region id → the last day it was trained: the recent weeks by date, then the regions
    /// not in them one by one through the exercise index.
    private func regionLastTrained(today: Day) throws -> [String: Day] {
        var result: [String: Day] = [:]
        for row in try db.rows("""
            SELECT er.region_id AS region, max(se.date) AS last
            FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
            CROSS JOIN exercise_regions er ON er.exercise_id = st.exercise_id
            WHERE se.date >= ? AND \(Store.finished) AND \(Store.workedStep)
            GROUP BY er.region_id
            """, [today.adding(days: -Store.recentRegionWindowDays).iso]) {
            if let region = row.string("region"), let day = row.string("last").flatMap(Day.init(iso:)) { result[region] = day }
        }
        let missing = try db.rows("SELECT id FROM muscle_regions ORDER BY id").compactMap { $0.string("id") }.filter { result[$0] == nil }
        guard !missing.isEmpty else { return result }
        for row in try db.rows("""
            SELECT er.region_id AS region, max(se.date) AS last
            FROM exercise_regions er CROSS JOIN session_steps st ON st.exercise_id = er.exercise_id
            CROSS JOIN sessions se ON se.id = st.session_id
            WHERE er.region_id IN (\(missing.map { _ in "?" }.joined(separator: ", "))) AND \(Store.finished) AND \(Store.workedStep)
            GROUP BY er.region_id
            """, missing) {
            if let region = row.string("region"), let day = row.string("last").flatMap(Day.init(iso:)) { result[region] = day }
        }
        return result
    }

    /// Per session type of a split on show, its last sessions, oldest first, with their regions.
    private func splitSessions() throws -> [String: [SessionRegions]] {
        var result: [String: [SessionRegions]] = [:]
        let types = try db.rows("SELECT session_type FROM splits WHERE deleted_at IS NULL").compactMap { $0.string("session_type") }
        for type in types {
            let sessions = try db.rows("""
                SELECT se.id AS id, se.date AS date FROM sessions se
                WHERE se.session_type = ? AND \(Store.finished)
                ORDER BY se.date DESC, se.started_epoch DESC LIMIT ?
                """, [type, Trends.sessionsPerSplit]).compactMap { row -> (Int, Day)? in
                guard let id = row.int("id"), let day = row.string("date").flatMap(Day.init(iso:)) else { return nil }
                return (id, day)
            }
            guard !sessions.isEmpty else { continue }
            var regions: [Int: Set<String>] = [:]
            let placeholders = sessions.map { _ in "?" }.joined(separator: ", ")
            for row in try db.rows("""
                SELECT DISTINCT st.session_id AS session, er.region_id AS region
                FROM session_steps st CROSS JOIN exercise_regions er ON er.exercise_id = st.exercise_id
                WHERE st.session_id IN (\(placeholders)) AND \(Store.workedStep)
                """, sessions.map(\.0)) {
                if let session = row.int("session"), let region = row.string("region") { regions[session, default: []].insert(region) }
            }
            result[type] = sessions.reversed().map { SessionRegions(day: $0.1, regions: regions[$0.0] ?? []) }
        }
        return result
    }

    /// Day → kilograms of working sets, for dates in [from, to) (to: open-ended when nil).
    private func dailyVolume(from: Day, to: Day?) throws -> [Day: Double] {
        var result: [Day: Double] = [:]
        for row in try db.rows("""
            SELECT se.date AS date, sum(sl.weight * sl.reps) AS kg
            FROM sessions se CROSS JOIN set_logs sl ON sl.session_id = se.id
            WHERE se.date >= ? AND se.date < ? AND \(Store.finished) AND \(Store.loadedSet)
            GROUP BY se.date
            """, [from.iso, to?.iso ?? "9999"]) {
            if let day = row.string("date").flatMap(Day.init(iso:)) { result[day] = row.double("kg") ?? 0 }
        }
        return result
    }

    /// Monday → kilograms of working sets, from `since` on.
    private func weeklyVolume(since: Day) throws -> [Day: Double] {
        var result: [Day: Double] = [:]
        for (day, kg) in try dailyVolume(from: since, to: nil) { result[day.startOfWeek, default: 0] += kg }
        return result
    }

    /// Day → regions trained that day, for dates in [from, to).
    private func regionDays(from: Day, to: Day?) throws -> [Day: Set<String>] {
        var result: [Day: Set<String>] = [:]
        for row in try db.rows("""
            SELECT DISTINCT se.date AS date, er.region_id AS region
            FROM sessions se CROSS JOIN session_steps st ON st.session_id = se.id
            CROSS JOIN exercise_regions er ON er.exercise_id = st.exercise_id
            WHERE se.date >= ? AND se.date < ? AND \(Store.finished) AND \(Store.workedStep)
            """, [from.iso, to?.iso ?? "9999"]) {
            if let day = row.string("date").flatMap(Day.init(iso:)), let region = row.string("region") { result[day, default: []].insert(region) }
        }
        return result
    }

    /// Heaviest weight and best Epley e1RM per exercise (catalog id, else the title typed), by name.
    /// The one figure read over every working set (a record may date from any year): read only
    /// while Stats shows, not with every reload of the trends.
    public func loadExerciseRecords() throws -> [ExerciseRecord] {
        try db.rows("""
            SELECT coalesce(max(e.name), max(st.title)) AS name, max(sl.weight) AS heaviest,
                   max(CASE WHEN sl.reps > 1 THEN sl.weight * (1 + sl.reps / 30.0) ELSE sl.weight END) AS e1rm
            FROM sessions se CROSS JOIN set_logs sl ON sl.session_id = se.id
            CROSS JOIN session_steps st ON st.session_id = sl.session_id AND st.position = sl.step_position
            LEFT JOIN exercises e ON e.id = st.exercise_id
            WHERE \(Store.finished) AND \(Store.loadedSet)
            GROUP BY coalesce(st.exercise_id, lower(st.title))
            """).compactMap { row in
            guard let name = row.string("name"), let heaviest = row.double("heaviest") else { return nil }
            return ExerciseRecord(name: name, heaviestKg: heaviest, bestE1RMKg: row.double("e1rm") ?? heaviest)
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The facts achievements need. Those found early in a lifter's history (first record,
    /// tonnage, every region in a week) are looked for from the first session on, over spans
    /// that double (a month, two, four…), and the search stops once found: years of history
    /// later cost nothing more.
    private func achievementInputs(regions allRegions: Set<String>, regionsTrained: Set<String>) throws -> AchievementInputs {
        var inputs = AchievementInputs()
        for n in Achievements.sessionCounts {
            guard let day = try db.firstRow("""
                SELECT se.date AS date FROM sessions se WHERE \(Store.finished)
                ORDER BY se.date, se.started_epoch LIMIT 1 OFFSET ?
                """, [n - 1])?.string("date").flatMap(Day.init(iso:)) else { break }
            inputs.nthSessionDays[n] = day
        }
        // Every gym and challenge day of all the years: read as day numbers, which spares a
        // string per row.
        inputs.gymDays = try db.rows("""
            SELECT DISTINCT CAST(julianday(se.date) - 2440587.5 AS INTEGER) AS n FROM sessions se
            WHERE \(Store.finished) AND se.is_partial = 0
            """).compactMap { $0.int(0).map(Day.init(dayNumber:)) }
        inputs.fullChallengeDays = try db.rows("""
            SELECT CAST(julianday(date) - 2440587.5 AS INTEGER) AS n FROM daily_challenge WHERE sets_completed >= target
            """).compactMap { $0.int(0).map(Day.init(dayNumber:)) }
        guard let first = inputs.nthSessionDays[1], let last = try db.firstRow("""
            SELECT max(se.date) AS date FROM sessions se WHERE \(Store.finished)
            """)?.string("date").flatMap(Day.init(iso:)) else { return inputs }

        // Every region in one week needs every region trained at some time.
        var lookForEveryRegion = !allRegions.isEmpty && allRegions.isSubset(of: regionsTrained)
        var sessions: [(day: Day, heaviest: [String: Double])] = []
        var tonnage: [Day: Double] = [:]
        var regionDays: [Day: Set<String>] = [:]
        var from = first, span = 30
        while from <= last && (inputs.firstRecord == nil || inputs.tonnageDays.count < Achievements.tonnes.count || lookForEveryRegion) {
            // Days found so far stay: a week across two spans is seen whole.
            let to = from.adding(days: span)
            if inputs.firstRecord == nil {
                sessions += try heaviestPerSession(from: from, to: to)
                inputs.firstRecord = firstRecordDay(sessions)
            }
            if inputs.tonnageDays.count < Achievements.tonnes.count {
                tonnage.merge(try dailyVolume(from: from, to: to)) { a, _ in a }
                inputs.tonnageDays = tonnageMilestoneDays(tonnage, tonnes: Achievements.tonnes)
            }
            if lookForEveryRegion {
                regionDays.merge(try self.regionDays(from: from, to: to)) { a, _ in a }
                if let day = firstEveryRegionDay(regionDays, regions: allRegions) {
                    inputs.everyRegionWeek = day
                    lookForEveryRegion = false
                }
            }
            from = to
            span *= 2
        }
        return inputs
    }

    /// Oldest first, for dates in [from, to): each session's heaviest working weight per exercise.
    private func heaviestPerSession(from: Day, to: Day) throws -> [(day: Day, heaviest: [String: Double])] {
        var sessions: [(id: Int, day: Day, heaviest: [String: Double])] = []
        for row in try db.rows("""
            SELECT se.id AS id, se.date AS date, coalesce(st.exercise_id, lower(st.title)) AS exercise, max(sl.weight) AS kg
            FROM sessions se CROSS JOIN set_logs sl ON sl.session_id = se.id
            CROSS JOIN session_steps st ON st.session_id = sl.session_id AND st.position = sl.step_position
            WHERE se.date >= ? AND se.date < ? AND \(Store.finished) AND \(Store.loadedSet)
            GROUP BY se.id, exercise
            ORDER BY se.date, se.started_epoch
            """, [from.iso, to.iso]) {
            guard let id = row.int("id"), let day = row.string("date").flatMap(Day.init(iso:)),
                  let exercise = row.string("exercise"), let kg = row.double("kg") else { continue }
            if sessions.last?.id != id { sessions.append((id, day, [:])) }
            sessions[sessions.count - 1].heaviest[exercise] = kg
        }
        return sessions.map { ($0.day, $0.heaviest) }
    }
}
