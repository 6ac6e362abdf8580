/// What the Stats trends, the body map and Home's stale-region line are drawn from: small
/// aggregates read in SQL (Storage/Stores/TrendsStore.swift), never every set.
public struct Trends: Equatable, Sendable {
    /// The day these were read for.
    public var today: Day
    /// The muscle taxonomy, in order: what the regions below are named and grouped by (Home
    /// draws them without the whole catalog).
    public var groups: [MuscleGroup] = []
    /// Region id → the last day a working set trained it.
    public var regionLastTrained: [String: Day]
    /// Per session type, its last sessions (oldest first, at most `Trends.sessionsPerSplit`).
    public var splitSessions: [String: [SessionRegions]]
    /// Monday of a week → kilograms lifted in working sets that week (weeks without any left out).
    public var weeklyVolumeKg: [Day: Double]
    /// Day → region ids trained that day, over the last `Trends.coverageWeeks` calendar weeks.
    public var recentRegionDays: [Day: Set<String>]
    public var achievements: AchievementInputs

    /// The taxonomy as a catalog without exercises, for the functions that take one.
    public var taxonomy: Catalog { Catalog(groups: groups, exercises: []) }

    public static let sessionsPerSplit = 8
    public static let coverageWeeks = 4
    /// Weeks of volume read: the most the widest Stats page draws.
    public static let volumeWeeks = 26

    public init(today: Day, regionLastTrained: [String: Day] = [:], splitSessions: [String: [SessionRegions]] = [:],
                weeklyVolumeKg: [Day: Double] = [:], recentRegionDays: [Day: Set<String>] = [:],
                achievements: AchievementInputs = AchievementInputs()) {
        self.today = today
        self.regionLastTrained = regionLastTrained
        self.splitSessions = splitSessions
        self.weeklyVolumeKg = weeklyVolumeKg
        self.recentRegionDays = recentRegionDays
        self.achievements = achievements
    }
}

/// One finished session and the regions its working sets touched.
public struct SessionRegions: Hashable, Sendable {
    public var day: Day
    public var regions: Set<String>
    public init(day: Day, regions: Set<String>) { self.day = day; self.regions = regions }
}

/// An exercise's bests, in kilograms.
public struct ExerciseRecord: Hashable, Sendable {
    public var name: String
    public var heaviestKg: Double
    public var bestE1RMKg: Double
    /// For an exercise logged as distances (a ride, a run): the longest set in metres and the
    /// fastest pace of one, seconds per kilometre; its weights are then 0.
    public var longestMeters: Double?
    public var fastestPace: Double?

    public init(name: String, heaviestKg: Double, bestE1RMKg: Double, longestMeters: Double? = nil, fastestPace: Double? = nil) {
        self.name = name
        self.heaviestKg = heaviestKg
        self.bestE1RMKg = bestE1RMKg
        self.longestMeters = longestMeters
        self.fastestPace = fastestPace
    }

    /// Whether this is a record of distances rather than weights.
    public var isDistance: Bool { longestMeters != nil }
}

/// Volume of one calendar week.
public struct WeekVolume: Hashable, Sendable {
    public var monday: Day
    public var kg: Double
}

/// The last `weeks` calendar weeks up to this one, oldest first, empty weeks as zero.
public func weeklyVolume(_ byWeek: [Day: Double], today: Day, weeks: Int) -> [WeekVolume] {
    let thisWeek = today.startOfWeek
    return (0..<max(0, weeks)).reversed().map { back in
        let monday = thisWeek.adding(days: -7 * back)
        return WeekVolume(monday: monday, kg: byWeek[monday] ?? 0)
    }
}
