/// How recently a muscle region was trained, as the body map shades it.
public enum Recency: Int, CaseIterable, Comparable, Sendable {
    /// Trained today (this session counts: it is today's).
    case today
    /// In the last 7 days, today left out.
    case thisWeek
    /// 7 to 13 days ago.
    case twoWeeks
    /// 14 days ago or more.
    case longer
    case never

    public init(lastTrained: Day?, today: Day) {
        guard let lastTrained else { self = .never; return }
        switch lastTrained.days(until: today) {
        case ..<1: self = .today
        case 1..<7: self = .thisWeek
        case 7..<14: self = .twoWeeks
        default: self = .longer
        }
    }

    public var label: String {
        switch self {
        case .today: return "today"
        case .thisWeek: return "this week"
        case .twoWeeks: return "within 2 weeks"
        case .longer: return "longer ago"
        case .never: return "never"
        }
    }

    public static func < (a: Recency, b: Recency) -> Bool { a.rawValue < b.rawValue }
}

/// A region of a split left untrained for a while: `days` since it was last trained, nil when never.
public struct UntrainedRegion: Hashable, Sendable {
    public var region: MuscleRegion
    public var days: Int?
}

/// The regions of `groups` not trained in the last `atLeast` days, longest-untrained first
/// (never-trained ones first of all), then in taxonomy order. Regions never trained count only
/// once the lifter has trained for that long (`trainingSince`, the first session's day): a new
/// lifter has no regions "gone untrained".
public func untrainedRegions(groups: [String], lastTrained: [String: Day], today: Day, catalog: Catalog, atLeast: Int = 7,
                             trainingSince: Day?) -> [UntrainedRegion] {
    let regions = catalog.groups.filter { groups.contains($0.id) }.flatMap(\.regions)
    let countNever = trainingSince.map { $0.days(until: today) >= atLeast } ?? false
    let stale = regions.compactMap { region -> UntrainedRegion? in
        let days = lastTrained[region.id].map { $0.days(until: today) }
        if let days, days < atLeast { return nil }
        if days == nil && !countNever { return nil }
        return UntrainedRegion(region: region, days: days)
    }
    // A stable sort: equal ages keep taxonomy order.
    return stale.enumerated().sorted { a, b in
        let da = a.element.days ?? Int.max, db = b.element.days ?? Int.max
        return da != db ? da > db : a.offset < b.offset
    }.map(\.element)
}

/// Home's line for a split with stale regions, saying what it counts: "Untrained for 12 days:
/// Calves; 9 days: Hamstrings, Rear Delts", regions of the same age named together, oldest
/// first; "not trained yet: Calves" for ones never trained. Nil when none.
public func untrainedLine(_ regions: [UntrainedRegion]) -> String? {
    guard !regions.isEmpty else { return nil }
    var parts: [String] = []
    var names: [String] = []
    var current: Int?? = .none
    func flush() {
        guard let age = current else { return }
        let when = age.map { (parts.isEmpty ? "Untrained for " : "") + ($0 == 1 ? "1 day" : "\($0) days") }
            ?? (parts.isEmpty ? "Not trained yet" : "not trained yet")
        parts.append(when + ": " + names.joined(separator: ", "))
        names = []
    }
    for item in regions {
        if case .some(let age) = current, age == item.days {
            names.append(item.region.label)
        } else {
            flush()
            current = .some(item.days)
            names = [item.region.label]
        }
    }
    flush()
    return parts.joined(separator: "; ")
}
