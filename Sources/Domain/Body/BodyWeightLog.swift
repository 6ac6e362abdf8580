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
        self.init(days: lastOfEachDay(entries.map { DayValue($0.day, $0.weight) }))
    }

    /// From weigh-ins already one a day, oldest first.
    init(days: [DayValue]) {
        entries = days.map { Entry(day: $0.day, weight: $0.value) }
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

/// Values in the order they were taken, as one a day (the last taken), oldest day first. In one
/// pass when they come in day order, as the store reads them.
func lastOfEachDay(_ values: [DayValue]) -> [DayValue] {
    var days: [DayValue] = []
    days.reserveCapacity(values.count)
    for value in values {
        if let last = days.last, value.day <= last.day {
            guard value.day == last.day else { return lastOfEachDayInAnyOrder(values) }
            days[days.count - 1].value = value.value
        } else {
            days.append(value)
        }
    }
    return days
}

private func lastOfEachDayInAnyOrder(_ values: [DayValue]) -> [DayValue] {
    var lastOfDay: [Day: Double] = [:]
    for value in values { lastOfDay[value.day] = value.value }
    return lastOfDay.map { DayValue($0.key, $0.value) }.sorted { $0.day < $1.day }
}
