/// Milestones earned from history (seed 002), each with the day it was earned.
public struct Achievement: Hashable, Sendable {
    /// Stable: what "newly earned" is told by.
    public var id: String
    public var title: String
    public var earned: Day?
    public var isEarned: Bool { earned != nil }
}

/// The compact facts achievements are computed from, read in SQL (Storage/TrendsStore.swift).
public struct AchievementInputs: Hashable, Sendable {
    /// For each of `Achievements.sessionCounts` reached: the day of that finished session.
    public var nthSessionDays: [Int: Day]
    /// Days with a full (non-partial) session, and days with the daily challenge done, any order.
    public var gymDays: [Day]
    public var fullChallengeDays: [Day]
    /// The first session in which a working set was heavier than every earlier one of its exercise.
    public var firstRecord: Day?
    /// For each of `Achievements.tonnes` reached: the day the lifetime total of working sets got there.
    public var tonnageDays: [Int: Day]
    /// The first day ending a 7-day span in which every region of the catalog was trained.
    public var everyRegionWeek: Day?

    public init(nthSessionDays: [Int: Day] = [:], gymDays: [Day] = [], fullChallengeDays: [Day] = [],
                firstRecord: Day? = nil, tonnageDays: [Int: Day] = [:], everyRegionWeek: Day? = nil) {
        self.nthSessionDays = nthSessionDays
        self.gymDays = gymDays
        self.fullChallengeDays = fullChallengeDays
        self.firstRecord = firstRecord
        self.tonnageDays = tonnageDays
        self.everyRegionWeek = everyRegionWeek
    }
}

public enum Achievements {
    public static let sessionCounts = [1, 10, 50, 100, 250, 500, 1000]
    public static let gymStreaks = [7, 30, 100]
    public static let challengeStreaks = [7, 30, 100, 365]
    public static let tonnes = [1, 10, 100]

    /// Every achievement in a fixed order, earned or not.
    public static func all(_ inputs: AchievementInputs) -> [Achievement] {
        var list: [Achievement] = sessionCounts.map { n in
            Achievement(id: "sessions-\(n)", title: n == 1 ? "First workout" : "\(groupedThousands(n)) sessions", earned: inputs.nthSessionDays[n])
        }
        let gymRuns = streakMilestoneDays(inputs.gymDays, lengths: gymStreaks)
        list += gymStreaks.map { Achievement(id: "gym-streak-\($0)", title: "\($0)-day gym streak", earned: gymRuns[$0]) }
        let challengeRuns = streakMilestoneDays(inputs.fullChallengeDays, lengths: challengeStreaks)
        list += challengeStreaks.map { Achievement(id: "challenge-streak-\($0)", title: "\($0)-day challenge streak", earned: challengeRuns[$0]) }
        list.append(Achievement(id: "first-record", title: "First record", earned: inputs.firstRecord))
        list += tonnes.map { Achievement(id: "tonnes-\($0)", title: "\($0) t lifted", earned: inputs.tonnageDays[$0]) }
        list.append(Achievement(id: "every-region-week", title: "Every region in one week", earned: inputs.everyRegionWeek))
        return list
    }

}

/// A whole number with thousands grouped: "1,000", "12,340".
public func groupedThousands(_ n: Int) -> String {
    let digits = Array(String(n.magnitude))
    var out = n < 0 ? "-" : ""
    for (i, d) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(d)
    }
    return out
}

/// For each run length: the first day a run of consecutive days reached it (the run's last
/// day so far, when it got that long). Days may come in any order and repeat.
public func streakMilestoneDays(_ days: [Day], lengths: [Int]) -> [Int: Day] {
    var result: [Int: Day] = [:]
    var run = 0, previous: Int?
    for n in Set(days.map(\.dayNumber)).sorted() {
        run = previous == n - 1 ? run + 1 : 1
        previous = n
        for length in lengths where run == length && result[length] == nil { result[length] = Day(dayNumber: n) }
        if result.count == lengths.count { break }
    }
    return result
}

/// For each threshold in tonnes: the day the running total of `dailyKg` (any order) reached it.
public func tonnageMilestoneDays(_ dailyKg: [Day: Double], tonnes: [Int]) -> [Int: Day] {
    var result: [Int: Day] = [:]
    var total = 0.0
    for day in dailyKg.keys.sorted() {
        total += dailyKg[day] ?? 0
        for t in tonnes where result[t] == nil && total >= Double(t) * 1000 { result[t] = day }
        if result.count == tonnes.count { break }
    }
    return result
}

/// The first session (oldest first: day and each exercise's heaviest working weight in it) in
/// which an exercise went heavier than in every earlier session.
public func firstRecordDay(_ sessions: [(day: Day, heaviest: [String: Double])]) -> Day? {
    var best: [String: Double] = [:]
    for session in sessions {
        var beaten = false
        for (exercise, kg) in session.heaviest {
            if let previous = best[exercise], kg > previous { beaten = true }
            best[exercise] = max(best[exercise] ?? 0, kg)
        }
        if beaten { return session.day }
    }
    return nil
}

/// The first day ending a span of `window` days in which every one of `regions` was trained.
public func firstEveryRegionDay(_ regionDays: [Day: Set<String>], regions: Set<String>, window: Int = 7) -> Day? {
    var search = EveryRegionSearch(regions: regions, window: window)
    for day in regionDays.keys.sorted() {
        search.add(day, regions: regionDays[day] ?? [])
        if let found = search.found { return found }
    }
    return nil
}

/// `firstEveryRegionDay` fed one day at a time, oldest first (a day may come more than once),
/// so a reader can stop at the answer: each day's regions are bits, and the days within the
/// window are kept, so years of history cost one pass.
public struct EveryRegionSearch: Sendable {
    private let bit: [String: Int]
    private let window: Int
    private let words: Int
    /// The days of the last `window`, oldest first, with their regions as bits.
    private var recent: [(day: Day, bits: [UInt64])] = []
    public private(set) var found: Day?

    public init(regions: Set<String>, window: Int = 7) {
        var bit: [String: Int] = [:]
        for (i, region) in regions.sorted().enumerated() { bit[region] = i }
        self.bit = bit
        self.window = window
        words = (regions.count + 63) / 64
    }

    /// These regions as the search's bits (a reader may keep them for lists that repeat).
    public func bits<S: Sequence>(of regions: S) -> [UInt64] where S.Element == String {
        var bits = Array(repeating: UInt64(0), count: words)
        for region in regions {
            if let i = bit[region] { bits[i / 64] |= 1 << UInt64(i % 64) }
        }
        return bits
    }

    public mutating func add<S: Sequence>(_ day: Day, regions: S) where S.Element == String {
        add(day, bits: bits(of: regions))
    }

    public mutating func add(_ day: Day, bits: [UInt64]) {
        guard found == nil, !bit.isEmpty else { return }
        if recent.last?.day == day {
            for w in 0..<words { recent[recent.count - 1].bits[w] |= bits[w] }
        } else {
            recent.append((day, bits))
        }
        let first = day.adding(days: -(window - 1))
        recent.removeAll { $0.day < first }
        var seen = 0
        for w in 0..<words {
            var union: UInt64 = 0
            for entry in recent { union |= entry.bits[w] }
            seen += union.nonzeroBitCount
        }
        if seen == bit.count { found = day }
    }
}
