/// A split's coverage over its last sessions: a row per region of its groups,
/// a column per session, oldest on the left.
public struct CoverageGrid: Hashable, Sendable {
    public var regions: [MuscleRegion]
    public var days: [Day]
    /// `touched[row][column]`: whether the session of that column trained the region of that row.
    public var touched: [[Bool]]
}

/// The grid of one split from its sessions (oldest first) and its groups, in taxonomy order.
public func coverageGrid(groups: [String], sessions: [SessionRegions], catalog: Catalog) -> CoverageGrid {
    let regions = catalog.groups.filter { groups.contains($0.id) }.flatMap(\.regions)
    return CoverageGrid(regions: regions, days: sessions.map(\.day),
                        touched: regions.map { region in sessions.map { $0.regions.contains(region.id) } })
}

/// A calendar week's coverage: per group of the catalog (in its order), how many of its regions were trained.
public struct WeekCoverage: Hashable, Sendable {
    public var monday: Day
    public var touchedPerGroup: [Int]
    public var touched: Int { touchedPerGroup.reduce(0, +) }
}

/// The last `weeks` calendar weeks up to this one, oldest first, from the regions trained per day.
public func weeklyGroupCoverage(_ regionDays: [Day: Set<String>], today: Day, weeks: Int, catalog: Catalog) -> [WeekCoverage] {
    let thisWeek = today.startOfWeek
    return (0..<max(0, weeks)).reversed().map { back in
        let monday = thisWeek.adding(days: -7 * back)
        var trained = Set<String>()
        for offset in 0..<7 { trained.formUnion(regionDays[monday.adding(days: offset)] ?? []) }
        return WeekCoverage(monday: monday, touchedPerGroup: catalog.groups.map { group in
            group.regions.filter { trained.contains($0.id) }.count
        })
    }
}
