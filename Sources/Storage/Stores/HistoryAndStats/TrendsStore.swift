import Domain

/// Coverage over time, weekly volume, records and the facts achievements are computed from.
/// Every figure is read from the sessions' summaries (`SessionSummaries.swift`) over a window
/// of dates or an index, or carried over from the last reading
/// (`AchievementProgress.swift`); what reaches Swift is a row per session, day or exercise,
/// never a row per set. Joins are written CROSS JOIN where SQLite must start from the dated
/// sessions: left to choose, it scanned every step.
extension Store {
    private static let finished = "se.status = 'finished' AND se.deleted_at IS NULL"

    public func loadTrends(today: Day) throws -> Trends {
        try read("read the trends") {
            var trends = Trends(today: today)
            trends.groups = try muscleGroups()
            let regions = RegionNames(trends.groups)
            trends.regionLastTrained = try regionLastTrained(regions)
            trends.splitSessions = try splitSessions(regions)
            trends.weeklyVolumeKg = try weeklyVolume(since: today.startOfWeek.adding(days: -7 * (Trends.volumeWeeks - 1)))
            trends.recentRegionDays = try regionDays(since: today.startOfWeek.adding(days: -7 * (Trends.coverageWeeks - 1)), regions)
            trends.achievements = try achievementInputs(regions: regions, regionsTrained: Set(trends.regionLastTrained.keys), today: today)
            return trends
        }
    }

    /// Region id → the last day it was trained: the sessions' regions (`session_regions`),
    /// newest first, until every region is found.
    private func regionLastTrained(_ regions: RegionNames) throws -> [String: Day] {
        var result: [String: Day] = [:]
        try db.forEachRowWhile("SELECT date, regions FROM session_regions ORDER BY date DESC", table: "session_regions",
                               columns: { (try $0.position(of: "date"), try $0.position(of: "regions")) }) { row, c in
            guard let day = Day(iso: try row.requiredString(c.0)) else { return true }
            for region in regions.split(try row.requiredString(c.1)) where result[region] == nil { result[region] = day }
            return result.count < regions.count
        }
        return result
    }

    /// Per session type of a split on show, its last sessions, oldest first, with their regions.
    private func splitSessions(_ regionNames: RegionNames) throws -> [String: [SessionRegions]] {
        var result: [String: [SessionRegions]] = [:]
        let types = try db.rows("SELECT session_type FROM splits WHERE deleted_at IS NULL").map { try $0.requiredString("session_type", table: "splits") }
        for type in types {
            let sessions = try db.rows("""
                SELECT se.date AS date, sr.regions AS regions FROM sessions se LEFT JOIN session_regions sr ON sr.session_id = se.id
                WHERE se.session_type = ? AND \(Store.finished)
                ORDER BY se.date DESC, se.started_epoch DESC LIMIT ?
                """, [type, Trends.sessionsPerSplit]).compactMap { row -> SessionRegions? in
                guard let day = Day(iso: try row.requiredString("date", table: "sessions")) else { return nil }
                // No summary row yet (a LEFT JOIN): no regions.
                return SessionRegions(day: day, regions: Set(regionNames.split(row.string("regions") ?? "")))
            }
            if !sessions.isEmpty { result[type] = sessions.reversed() }
        }
        return result
    }

    /// Monday → kilograms of working sets, from `since` on (the summaries hold finished sessions only).
    private func weeklyVolume(since: Day) throws -> [Day: Double] {
        var result: [Day: Double] = [:]
        for row in try db.rows("""
            SELECT se.date AS date, sum(b.volume) AS kg
            FROM sessions se CROSS JOIN session_exercise_bests b ON b.session_id = se.id
            WHERE se.date >= ? GROUP BY se.date
            """, [since.iso]) {
            if let day = Day(iso: try row.requiredString("date", table: "sessions")) {
                result[day.startOfWeek, default: 0] += try row.requiredDouble("kg", table: "session_exercise_bests")
            }
        }
        return result
    }

    /// Day → regions trained that day, from `since` on.
    private func regionDays(since: Day, _ regions: RegionNames) throws -> [Day: Set<String>] {
        var result: [Day: Set<String>] = [:]
        try db.forEachRow("SELECT date, regions FROM session_regions WHERE date >= ?", [since.iso], table: "session_regions",
                          columns: { (try $0.position(of: "date"), try $0.position(of: "regions")) }) { row, c in
            if let day = Day(iso: try row.requiredString(c.0)) { result[day, default: []].formUnion(regions.split(try row.requiredString(c.1))) }
        }
        return result
    }

    /// Heaviest weight and best Epley e1RM per exercise (catalog id, else the title typed), by
    /// name: for each exercise, its two bests from the summaries' indexes (the exercises found
    /// one after another in the index, not by reading every row).
    public func loadExerciseRecords() throws -> [ExerciseRecord] {
        try read("read the records") {
            try db.rows("""
                WITH RECURSIVE lifted(key) AS (
                    SELECT min(exercise_key) FROM session_exercise_bests
                    UNION ALL
                    SELECT (SELECT min(exercise_key) FROM session_exercise_bests WHERE exercise_key > key) FROM lifted WHERE key IS NOT NULL)
                SELECT coalesce((SELECT e.name FROM exercises e WHERE e.id = key),
                                (SELECT title FROM session_exercise_bests WHERE exercise_key = key LIMIT 1)) AS name,
                       (SELECT max(heaviest) FROM session_exercise_bests WHERE exercise_key = key) AS heaviest,
                       (SELECT max(best_e1rm) FROM session_exercise_bests WHERE exercise_key = key) AS e1rm
                FROM lifted WHERE key IS NOT NULL
                """).compactMap { row in
                guard let name = row.string("name"), let heaviest = row.double("heaviest") else { return nil }
                return ExerciseRecord(name: name, heaviestKg: heaviest, bestE1RMKg: row.double("e1rm") ?? heaviest)
            }.sorted { $0.name.lowercased() < $1.name.lowercased() } + distanceRecords()
        }
    }

    /// Per exercise logged with distances: the longest set and the fastest pace of one (from
    /// the sets with a distance alone, by their index).
    private func distanceRecords() throws -> [ExerciseRecord] {
        try db.rows("""
            SELECT coalesce((SELECT e.name FROM exercises e WHERE e.id = st.exercise_id), min(st.title)) AS name,
                   max(sl.distance_m) AS longest,
                   min(CASE WHEN sl.duration_seconds > 0 THEN sl.duration_seconds / (sl.distance_m / 1000.0) END) AS pace
            FROM set_logs sl
            JOIN session_steps st ON st.session_id = sl.session_id AND st.position = sl.step_position
            JOIN sessions se ON se.id = sl.session_id
            WHERE sl.distance_m > 0 AND se.status = 'finished' AND se.deleted_at IS NULL
            GROUP BY coalesce(st.exercise_id, lower(st.title))
            """).compactMap { row in
            guard let name = row.string("name"), let longest = row.double("longest") else { return nil }
            return ExerciseRecord(name: name, heaviestKg: 0, bestE1RMKg: 0, longestMeters: longest, fastestPace: row.double("pace"))
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The facts achievements need.
    private func achievementInputs(regions: RegionNames, regionsTrained: Set<String>, today: Day) throws -> AchievementInputs {
        // Searches over all the years, carried over from the last reading
        // (AchievementProgress.swift). Every region in one week needs every region trained at
        // some time.
        let found = try allTimeAchievements(today: today, regions: regions,
                                            everyRegion: !regions.all.isEmpty && regions.all.isSubset(of: regionsTrained))
        return AchievementInputs(nthSessionDays: found.sessionDays, gymStreakDays: found.gymStreakDays,
                                 challengeStreakDays: found.challengeStreakDays, gymWeekStreakDays: found.gymWeekStreakDays,
                                 firstRecord: found.firstRecord,
                                 tonnageDays: found.tonnageDays, everyRegionWeek: found.everyRegionWeek)
    }
}

/// The taxonomy's region ids, and a reader of `session_regions`' comma-separated lists that
/// hands back the same String instances (no new string per region per row).
struct RegionNames {
    private let byName: [Substring: String]
    let all: Set<String>
    var count: Int { all.count }

    init(_ groups: [MuscleGroup]) {
        all = Set(groups.flatMap(\.regions).map(\.id))
        var byName: [Substring: String] = [:]
        for id in all { byName[Substring(id)] = id }
        self.byName = byName
    }

    /// The ids in `list`; one the taxonomy lacks comes as a new string.
    func split(_ list: String) -> [String] {
        // By bytes: splitting by Characters (grapheme breaking) was most of a pass over the years.
        list.utf8.split(separator: UInt8(ascii: ",")).map { bytes in
            let name = Substring(bytes)
            return byName[name] ?? String(name)
        }
    }
}


