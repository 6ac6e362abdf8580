/// Milestones earned from history, each with the day it was earned.
public struct Achievement: Hashable, Sendable {
    /// Stable: what "newly earned" is told by.
    public var id: String
    public var title: String
    public var earned: Day?
    public var isEarned: Bool { earned != nil }
}

/// The compact facts achievements are computed from, read in SQL (Storage/Stores/TrendsStore.swift).
public struct AchievementInputs: Hashable, Sendable {
    /// For each of `Achievements.sessionCounts` reached: the day of that finished session.
    public var nthSessionDays: [Int: Day]
    /// For each of `Achievements.gymStreaks` reached: the first day a run of days with a full
    /// (non-partial) session got that long; the same for `challengeStreaks` and days with the
    /// daily challenge done.
    public var gymStreakDays: [Int: Day]
    public var challengeStreakDays: [Int: Day]
    /// For a week that needs 1 … 7 days with a full session, and each of
    /// `Achievements.gymWeekStreaks` reached: the day a run of such weeks got that long.
    public var gymWeekStreakDays: [Int: [Int: Day]]
    /// The first session in which a working set was heavier than every earlier one of its exercise.
    public var firstRecord: Day?
    /// For each of `Achievements.tonnes` reached: the day the lifetime total of working sets got there.
    public var tonnageDays: [Int: Day]
    /// The first day ending a 7-day span in which every region of the catalog was trained.
    public var everyRegionWeek: Day?

    public init(nthSessionDays: [Int: Day] = [:], gymStreakDays: [Int: Day] = [:], challengeStreakDays: [Int: Day] = [:],
                gymWeekStreakDays: [Int: [Int: Day]] = [:], firstRecord: Day? = nil, tonnageDays: [Int: Day] = [:],
                everyRegionWeek: Day? = nil) {
        self.nthSessionDays = nthSessionDays
        self.gymStreakDays = gymStreakDays
        self.challengeStreakDays = challengeStreakDays
        self.gymWeekStreakDays = gymWeekStreakDays
        self.firstRecord = firstRecord
        self.tonnageDays = tonnageDays
        self.everyRegionWeek = everyRegionWeek
    }

    /// From the days themselves, in any order: days with a full session, days with the challenge done.
    public init(nthSessionDays: [Int: Day] = [:], gymDays: [Day], fullChallengeDays: [Day],
                firstRecord: Day? = nil, tonnageDays: [Int: Day] = [:], everyRegionWeek: Day? = nil) {
        self.init(nthSessionDays: nthSessionDays,
                  gymStreakDays: streakMilestoneDays(gymDays, lengths: Achievements.gymStreaks),
                  challengeStreakDays: streakMilestoneDays(fullChallengeDays, lengths: Achievements.challengeStreaks),
                  gymWeekStreakDays: weekStreakMilestoneDays(gymDays, lengths: Achievements.gymWeekStreaks),
                  firstRecord: firstRecord, tonnageDays: tonnageDays, everyRegionWeek: everyRegionWeek)
    }
}

public enum Achievements {
    public static let sessionCounts = [1, 10, 50, 100, 250, 500, 1000]
    public static let gymStreaks = [7, 30, 100]
    /// The gym streak's milestones when Settings count it in weeks: a month, a quarter, a year.
    public static let gymWeekStreaks = [4, 12, 52]
    public static let challengeStreaks = [7, 30, 100, 365]
    public static let tonnes = [1, 10, 100]

    /// Every achievement in a fixed order, earned or not; the gym streak's counted as Settings
    /// count the streak (`mode`, and the days a week needs).
    public static func all(_ inputs: AchievementInputs, streak mode: StreakMode = .days, weekSessions: Int = 3) -> [Achievement] {
        var list: [Achievement] = sessionCounts.map { n in
            Achievement(id: "sessions-\(n)", title: n == 1 ? "First workout" : "\(groupedThousands(n)) sessions", earned: inputs.nthSessionDays[n])
        }
        switch mode {
        case .days:
            list += gymStreaks.map { Achievement(id: "gym-streak-\($0)", title: "\($0)-day gym streak", earned: inputs.gymStreakDays[$0]) }
        case .weeks:
            let need = min(weekSessionsRange.upperBound, max(weekSessionsRange.lowerBound, weekSessions))
            list += gymWeekStreaks.map {
                Achievement(id: "gym-week-streak-\($0)", title: "\($0)-week gym streak", earned: inputs.gymWeekStreakDays[need]?[$0])
            }
        }
        list += challengeStreaks.map {
            Achievement(id: "challenge-streak-\($0)", title: "\($0)-day challenge streak", earned: inputs.challengeStreakDays[$0])
        }
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
    var search = StreakSearch(lengths: lengths)
    for n in Set(days.map(\.dayNumber)).sorted() { search.add(Day(dayNumber: n)) }
    return search.found
}

/// `streakMilestoneDays` fed one day at a time, oldest first (a day may repeat), so that a
/// reader can carry the search over from one reading to the next (`saved`).
public struct StreakSearch: Hashable, Sendable {
    public let lengths: [Int]
    public private(set) var found: [Int: Day] = [:]
    /// The run so far: its last day and length.
    private var last: Day?
    private var run = 0

    public init(lengths: [Int]) { self.lengths = lengths }

    /// A day not before the last one added.
    public mutating func add(_ day: Day) {
        if let last, day <= last { return }
        run = last.map { $0.adding(days: 1) == day } == true ? run + 1 : 1
        last = day
        for length in lengths where run == length && found[length] == nil { found[length] = day }
    }

    /// The search as text, to go on from later: the run, its last day, the days found.
    public var saved: String {
        ([String(run), last.map { String($0.dayNumber) } ?? "-"]
            + lengths.map { found[$0].map { String($0.dayNumber) } ?? "-" }).joined(separator: " ")
    }

    /// A search `saved` before, or nil when the text is not one of `lengths`.
    public init?(lengths: [Int], saved: String) {
        let parts = saved.split(separator: " ").map(String.init)
        guard parts.count == 2 + lengths.count, let run = Int(parts[0]) else { return nil }
        self.lengths = lengths
        self.run = run
        last = Int(parts[1]).map(Day.init(dayNumber:))
        for (length, part) in zip(lengths, parts.dropFirst(2)) { found[length] = Int(part).map(Day.init(dayNumber:)) }
    }
}

/// For a week that needs 1 … 7 days and each run length: the first day a run of such weeks
/// reached it. Days may come in any order and repeat.
public func weekStreakMilestoneDays(_ days: [Day], lengths: [Int]) -> [Int: [Int: Day]] {
    var search = WeekStreakSearch(lengths: lengths)
    for n in Set(days.map(\.dayNumber)).sorted() { search.add(Day(dayNumber: n)) }
    return search.found
}

/// `weekStreakMilestoneDays` fed one day at a time, oldest first (a day may repeat), carried
/// over from one reading to the next (`saved`). A week counts for a need of n days on its
/// nth day trained, which is the day a run it makes long enough is reached.
public struct WeekStreakSearch: Hashable, Sendable {
    public let lengths: [Int]
    /// Days a week needs → run length → the day it was reached.
    public private(set) var found: [Int: [Int: Day]] = [:]
    /// The last day added, and the days trained so far in its week.
    private var last: Day?
    private var daysThisWeek = 0
    /// For each need (index need - 1): the run of weeks so far and the Monday of its last week.
    private var runs = Array(repeating: 0, count: weekSessionsRange.count)
    private var lastWeek: [Day?] = Array(repeating: nil, count: weekSessionsRange.count)

    public init(lengths: [Int]) { self.lengths = lengths }

    public var isDone: Bool { weekSessionsRange.allSatisfy { found[$0]?.count == lengths.count } }

    /// A day not before the last one added.
    public mutating func add(_ day: Day) {
        if let last, day <= last { return }
        daysThisWeek = last?.startOfWeek == day.startOfWeek ? daysThisWeek + 1 : 1
        last = day
        guard weekSessionsRange.contains(daysThisWeek) else { return }
        let i = daysThisWeek - 1, monday = day.startOfWeek
        runs[i] = lastWeek[i] == monday.adding(days: -7) ? runs[i] + 1 : 1
        lastWeek[i] = monday
        for length in lengths where runs[i] == length && found[daysThisWeek]?[length] == nil {
            found[daysThisWeek, default: [:]][length] = day
        }
    }

    /// The search as text, to go on from later: the last day and its week's days, then for
    /// each need its run, the Monday of its last week and the days found.
    public var saved: String {
        func number(_ day: Day?) -> String { day.map { String($0.dayNumber) } ?? "-" }
        let head = [number(last), String(daysThisWeek)]
        let perNeed = weekSessionsRange.map { need in
            ([String(runs[need - 1]), number(lastWeek[need - 1])] + lengths.map { number(found[need]?[$0]) }).joined(separator: "/")
        }
        return (head + perNeed).joined(separator: " ")
    }

    /// A search `saved` before, or nil when the text is not one of `lengths`.
    public init?(lengths: [Int], saved: String) {
        let parts = saved.split(separator: " ").map(String.init)
        guard parts.count == 2 + weekSessionsRange.count, let days = Int(parts[1]) else { return nil }
        self.init(lengths: lengths)
        last = Int(parts[0]).map(Day.init(dayNumber:))
        daysThisWeek = days
        for (i, part) in parts.dropFirst(2).enumerated() {
            let fields = part.split(separator: "/").map(String.init)
            guard fields.count == 2 + lengths.count, let run = Int(fields[0]) else { return nil }
            runs[i] = run
            lastWeek[i] = Int(fields[1]).map(Day.init(dayNumber:))
            for (length, field) in zip(lengths, fields.dropFirst(2)) {
                if let n = Int(field) { found[i + 1, default: [:]][length] = Day(dayNumber: n) }
            }
        }
    }
}

/// A running total fed oldest first: for each milestone (times `unit`), the day the total
/// reached it. The nth session (a total of 1 a session) and tonnes lifted (kilograms a day),
/// carried over from one reading to the next (`saved`).
public struct RunningTotalSearch: Hashable, Sendable {
    public let milestones: [Int]
    public let unit: Double
    public private(set) var total = 0.0
    public private(set) var found: [Int: Day] = [:]

    public init(milestones: [Int], unit: Double = 1) {
        self.milestones = milestones
        self.unit = unit
    }

    public var isDone: Bool { found.count == milestones.count }

    public mutating func add(_ day: Day, _ amount: Double) {
        total += amount
        for m in milestones where found[m] == nil && total >= Double(m) * unit { found[m] = day }
    }

    /// The search as text, to go on from later: the total and the days found.
    public var saved: String {
        ([String(total)] + milestones.map { found[$0].map { String($0.dayNumber) } ?? "-" }).joined(separator: " ")
    }

    /// A search `saved` before, or nil when the text is not one of `milestones`.
    public init?(milestones: [Int], unit: Double = 1, saved: String) {
        let parts = saved.split(separator: " ").map(String.init)
        guard parts.count == 1 + milestones.count, let total = Double(parts[0]) else { return nil }
        self.init(milestones: milestones, unit: unit)
        self.total = total
        for (m, part) in zip(milestones, parts.dropFirst()) { found[m] = Int(part).map(Day.init(dayNumber:)) }
    }
}

/// The first session in which an exercise went heavier than in every earlier session, fed one
/// session at a time, oldest first (its day and each exercise's heaviest working weight in it),
/// carried over from one reading to the next (`saved`): each exercise's heaviest so far.
public struct FirstRecordSearch: Hashable, Sendable {
    public private(set) var best: [String: Double] = [:]
    public private(set) var found: Day?

    public init() {}

    public mutating func add(_ day: Day, heaviest: [String: Double]) {
        guard found == nil else { return }
        var beaten = false
        for (exercise, kg) in heaviest {
            if let previous = best[exercise], kg > previous { beaten = true }
            best[exercise] = max(best[exercise] ?? 0, kg)
        }
        if beaten { found = day }
    }

    /// The search as text: the day found, then each exercise's best (exercise keys have no tabs).
    public var saved: String {
        ([found.map { String($0.dayNumber) } ?? "-"] + best.keys.sorted().map { "\($0)\t\(best[$0]!)" }).joined(separator: "\n")
    }

    /// A search `saved` before, or nil when the text is not one.
    public init?(saved: String) {
        var lines = saved.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        found = Int(lines.removeFirst()).map(Day.init(dayNumber:))
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, let kg = Double(fields[1]) else { return nil }
            best[String(fields[0])] = kg
        }
    }
}

/// The first day ending a span of `window` days in which every one of `regions` was trained,
/// fed one day at a time, oldest first (a day may come more than once), so a reader can stop
/// at the answer: each day's regions are bits, and the days within the window are kept, so
/// years of history cost one pass.
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

    /// The search as text, to go on from later: its regions, the day found, the last days' bits.
    public var saved: String {
        let recentText = recent.map { "\($0.day.dayNumber):" + $0.bits.map { String($0, radix: 16) }.joined(separator: ".") }
        return ([bit.keys.sorted().joined(separator: ","), found.map { String($0.dayNumber) } ?? "-"] + recentText).joined(separator: " ")
    }

    /// A search `saved` before, or nil when the text is not one over `regions`.
    public init?(regions: Set<String>, window: Int = 7, saved: String) {
        self.init(regions: regions, window: window)
        let parts = saved.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[0] == regions.sorted().joined(separator: ",") else { return nil }
        found = Int(parts[1]).map(Day.init(dayNumber:))
        for entry in parts.dropFirst(2) {
            let fields = entry.split(separator: ":").map(String.init)
            guard fields.count == 2, let day = Int(fields[0]) else { return nil }
            let bits = fields[1].split(separator: ".").compactMap { UInt64($0, radix: 16) }
            guard bits.count == words else { return nil }
            recent.append((Day(dayNumber: day), bits))
        }
    }
}
