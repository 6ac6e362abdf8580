/// The lifter's weigh-ins, oldest first: what a bodyweight or assisted set weighed on a day.
/// A set's body weight is the nearest weigh-in on or before its day; without one it is unknown
/// and the set counts only what was added.
public struct BodyWeightLog: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var day: Day
        /// Kilograms.
        public var weight: Double

        public init(day: Day, weight: Double) {
            self.day = day
            self.weight = weight
        }
    }

    /// Sorted by day; one entry per day (the last weigh-in of that day).
    public private(set) var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        var lastOfDay: [Day: Double] = [:]
        for entry in entries { lastOfDay[entry.day] = entry.weight }
        self.entries = lastOfDay.map { Entry(day: $0.key, weight: $0.value) }.sorted { $0.day < $1.day }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The body weight in force on `day`: the nearest weigh-in on or before it, nil before the first.
    public func weight(on day: Day) -> Double? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].day <= day { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : entries[low - 1].weight
    }
}
