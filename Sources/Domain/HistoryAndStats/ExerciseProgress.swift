/// One catalog exercise's past, as the exercise page draws it. Storage fills it
/// with a point per session and the most reps per session and weight, from the exercise's own
/// working sets only. Weights are in kilograms.
public struct ExerciseProgress: Equatable, Sendable {
    public var exerciseID: String
    /// One point per finished session with the exercise, oldest first.
    public var sessions: [ExerciseSessionPoint]
    /// The most reps done at each weight in each session (working sets), oldest first.
    public var repsAtWeight: [RepsAtWeight]
    /// The last sessions' sets, newest session first.
    public var recent: [ExerciseSessionSets]

    public init(exerciseID: String, sessions: [ExerciseSessionPoint] = [], repsAtWeight: [RepsAtWeight] = [], recent: [ExerciseSessionSets] = []) {
        self.exerciseID = exerciseID
        self.sessions = sessions
        self.repsAtWeight = repsAtWeight
        self.recent = recent
    }

    /// The records over all of it, whatever range is shown.
    public var records: ExerciseRecords { ExerciseRecords(sessions: sessions, repsAtWeight: repsAtWeight) }
}

/// An exercise ever logged, for the list of them: its catalog id, the title it was last
/// logged under, in how many sessions, and the last day.
public struct LoggedExercise: Equatable, Sendable {
    public var exerciseID: String
    public var title: String
    public var sessions: Int
    public var lastDay: Day
    public init(exerciseID: String, title: String, sessions: Int, lastDay: Day) {
        self.exerciseID = exerciseID
        self.title = title
        self.sessions = sessions
        self.lastDay = lastDay
    }
}

/// What one session did with the exercise: its best working set's e1RM, heaviest working
/// weight, best set volume (weight × reps) and volume (working sets; warm-ups excluded).
public struct ExerciseSessionPoint: Equatable, Sendable {
    public var day: Day
    public var bestE1RM: Double?
    public var heaviest: Double?
    public var bestSetVolume: Double?
    public var volume: Double
    public var workingSets: Int
    /// Metres covered in the session's sets, and the fastest pace of one (seconds per km).
    public var distanceMeters: Double?
    public var bestPace: Double?

    public init(day: Day, bestE1RM: Double?, heaviest: Double?, bestSetVolume: Double?, volume: Double, workingSets: Int,
                distanceMeters: Double? = nil, bestPace: Double? = nil) {
        self.day = day
        self.distanceMeters = distanceMeters
        self.bestPace = bestPace
        self.bestE1RM = bestE1RM
        self.heaviest = heaviest
        self.bestSetVolume = bestSetVolume
        self.volume = volume
        self.workingSets = workingSets
    }
}

/// The most reps done at one weight in one session.
public struct RepsAtWeight: Equatable, Sendable {
    public var day: Day
    public var weight: Double
    public var reps: Int
    public init(day: Day, weight: Double, reps: Int) { self.day = day; self.weight = weight; self.reps = reps }
}

/// A session's sets of the exercise, in order.
public struct ExerciseSessionSets: Equatable, Sendable {
    public var day: Day
    public var sets: [SetLog]
    public init(day: Day, sets: [SetLog]) { self.day = day; self.sets = sets }
}

/// A best and the day it was first reached.
public struct DatedRecord: Equatable, Sendable {
    public var value: Double
    public var day: Day
    public init(_ value: Double, _ day: Day) { self.value = value; self.day = day }
}

/// Records of one exercise; a tie keeps the first day it was reached.
public struct ExerciseRecords: Equatable, Sendable {
    public var heaviest: DatedRecord?
    public var bestE1RM: DatedRecord?
    public var bestSetVolume: DatedRecord?
    public var bestSessionVolume: DatedRecord?
    /// The most metres in a session, and the fastest pace of a set (seconds per km: lower is better).
    public var longestDistance: DatedRecord?
    public var fastestPace: DatedRecord?
    /// The most reps at each weight, heaviest weight first.
    public var mostRepsAtWeight: [RepsAtWeight]

    public init(sessions: [ExerciseSessionPoint], repsAtWeight: [RepsAtWeight]) {
        // In time order once (they mostly come so), not once per record.
        let ordered = zip(sessions, sessions.dropFirst()).allSatisfy({ $0.day <= $1.day }) ? sessions : sessions.sorted { $0.day < $1.day }
        func best(_ value: (ExerciseSessionPoint) -> Double?) -> DatedRecord? {
            var record: DatedRecord?
            for point in ordered {
                if let v = value(point), v > 0, v > (record?.value ?? 0) + 0.000_1 { record = DatedRecord(v, point.day) }
            }
            return record
        }
        heaviest = best(\.heaviest)
        bestE1RM = best(\.bestE1RM)
        bestSetVolume = best(\.bestSetVolume)
        bestSessionVolume = best { $0.volume }
        longestDistance = best(\.distanceMeters)
        fastestPace = ordered.reduce(nil) { (record: DatedRecord?, point) in
            guard let pace = point.bestPace, pace < (record?.value ?? .infinity) - 0.000_1 else { return record }
            return DatedRecord(pace, point.day)
        }
        var byWeight: [Double: RepsAtWeight] = [:]
        let repsInOrder = zip(repsAtWeight, repsAtWeight.dropFirst()).allSatisfy({ $0.day <= $1.day })
            ? repsAtWeight : repsAtWeight.sorted { $0.day < $1.day }
        for entry in repsInOrder where entry.reps > (byWeight[entry.weight]?.reps ?? 0) {
            byWeight[entry.weight] = entry
        }
        mostRepsAtWeight = byWeight.values.sorted { $0.weight > $1.weight }
    }
}

/// How far back the exercise page looks.
public enum ProgressRange: Int, CaseIterable, Sendable {
    case threeMonths, year, all

    public var label: String {
        switch self {
        case .threeMonths: return "3 months"
        case .year: return "1 year"
        case .all: return "all"
        }
    }

    /// The first day shown, ending at `today`; nil for all of it.
    public func start(today: Day) -> Day? {
        switch self {
        case .threeMonths: return monthsBefore(today, 3)
        case .year: return monthsBefore(today, 12)
        case .all: return nil
        }
    }

    public var next: ProgressRange { ProgressRange(rawValue: (rawValue + 1) % ProgressRange.allCases.count)! }
}

/// The same day of the month `months` earlier (the month's last day when it has fewer days).
func monthsBefore(_ day: Day, _ months: Int) -> Day {
    let index = day.year * 12 + (day.month - 1) - months
    let year = index / 12, month = index % 12 + 1
    return Day(year: year, month: month, day: min(day.day, Day.daysIn(month: month, year: year)))
}

/// A value at a day: what the charts draw.
public struct DayValue: Equatable, Sendable {
    public var day: Day
    public var value: Double
    public init(_ day: Day, _ value: Double) { self.day = day; self.value = value }
}

extension ExerciseProgress {
    /// The sessions within `range` of `today`.
    public func sessions(in range: ProgressRange, today: Day) -> [ExerciseSessionPoint] {
        guard let start = range.start(today: today) else { return sessions }
        return sessions.filter { $0.day >= start }
    }

    /// The e1RM series (sessions with a weighted working set) within `range`.
    public func e1RMSeries(in range: ProgressRange, today: Day) -> [DayValue] {
        sessions(in: range, today: today).compactMap { p in p.bestE1RM.map { DayValue(p.day, $0) } }
    }

    /// Metres covered per session within `range` (sessions with a distance).
    public func distanceSeries(in range: ProgressRange, today: Day) -> [DayValue] {
        sessions(in: range, today: today).compactMap { p in p.distanceMeters.map { DayValue(p.day, $0) } }
    }

    /// The fastest pace of each session within `range`, seconds per kilometre.
    public func paceSeries(in range: ProgressRange, today: Day) -> [DayValue] {
        sessions(in: range, today: today).compactMap { p in p.bestPace.map { DayValue(p.day, $0) } }
    }

    /// Whether the exercise is logged as distances rather than weights.
    public var isDistance: Bool { sessions.contains { $0.distanceMeters != nil } && !sessions.contains { $0.bestE1RM != nil } }

    /// The volume per session within `range`.
    public func volumeSeries(in range: ProgressRange, today: Day) -> [DayValue] {
        sessions(in: range, today: today).filter { $0.volume > 0 }.map { DayValue($0.day, $0.volume) }
    }

    /// Reps at weight within `range`.
    public func repsAtWeight(in range: ProgressRange, today: Day) -> [RepsAtWeight] {
        guard let start = range.start(today: today) else { return repsAtWeight }
        return repsAtWeight.filter { $0.day >= start }
    }
}

// MARK: - Chart shaping

/// A value axis: round ends that cover the values, and the round values to label on it.
public struct AxisScale: Equatable, Sendable {
    public var low: Double
    public var high: Double
    public var ticks: [Double]
}

/// The scale for values `low...high` with at most `count` labels, evenly spaced at steps of
/// 1, 2, 2.5 or 5 × 10ⁿ; its ends are the ticks just outside the values (never below zero
/// for values that are not), so the top and bottom rows are labelled.
public func axisScale(low: Double, high: Double, count: Int) -> AxisScale {
    guard low.isFinite, high.isFinite else { return AxisScale(low: 0, high: 1, ticks: [0, 1]) }
    var low = low, high = high
    if high - low < 0.000_1 {
        let pad = max(1, abs(high) * 0.05)
        low = low >= 0 ? max(0, low - pad) : low - pad
        high += pad
    }
    let count = max(2, count)
    let rough = (high - low) / Double(count - 1)
    var magnitude = 1.0
    while magnitude * 10 <= rough { magnitude *= 10 }
    while magnitude > rough { magnitude /= 10 }
    var step = magnitude * 10
    for factor in [1.0, 2, 2.5, 5] where magnitude * factor >= rough {
        step = magnitude * factor
        break
    }
    // Widen the step until the ticks that cover the range fit in `count`.
    while (high / step).rounded(.up) - (low / step).rounded(.down) + 1 > Double(count) { step *= 2 }
    let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
    let ticks = stride(from: first, through: last, by: 1).map { $0 * step }
    return AxisScale(low: first * step, high: last * step, ticks: ticks)
}

/// A label placed on an axis (a date, a month, a value): its first column.
public struct MonthTick: Equatable, Sendable {
    public var column: Int
    public var label: String
    public init(column: Int, label: String) { self.column = column; self.label = label }
}

/// The column (0..<columns) of `day` on an axis from `first` to `last`.
public func axisColumn(_ day: Day, first: Day, last: Day, columns: Int) -> Int {
    let span = max(1, first.days(until: last))
    return min(columns - 1, max(0, Int((Double(first.days(until: day)) / Double(span) * Double(columns - 1)).rounded())))
}

/// Labels for the months starting between `first` and `last`, each at its column, with at
/// least one blank column between two; "Jan" becomes the year ("2026") so years read too.
/// When months crowd, every second, third… month is kept.
public func monthTicks(first: Day, last: Day, columns: Int) -> [MonthTick] {
    monthTicks(first: first, last: last, columns: columns) { $0.column + $0.label.count <= columns }
}

/// `monthTicks` keeping only the labels `fits` lets through.
private func monthTicks(first: Day, last: Day, columns: Int, fits: (MonthTick) -> Bool) -> [MonthTick] {
    guard columns > 0, first <= last else { return [] }
    var starts: [Day] = []
    var month = first.day == 1 ? first : Day(year: first.month == 12 ? first.year + 1 : first.year, month: first.month % 12 + 1, day: 1)
    while month <= last {
        starts.append(month)
        month = Day(year: month.month == 12 ? month.year + 1 : month.year, month: month.month % 12 + 1, day: 1)
    }
    func label(_ day: Day) -> String { day.month == 1 ? String(day.year) : Day.monthAbbreviations[day.month - 1] }
    for every in [1, 2, 3, 6, 12, 24, 60] {
        let kept = starts.filter { ($0.year * 12 + $0.month - 1) % every == 0 }
        let ticks = kept.map { MonthTick(column: axisColumn($0, first: first, last: last, columns: columns), label: label($0)) }.filter(fits)
        if zip(ticks, ticks.dropFirst()).allSatisfy({ $0.column + $0.label.count < $1.column }) { return ticks }
    }
    return []
}

/// Dates along a time axis from `first` to `last`: the first day at the left edge and the last
/// ending at the right ("24 Aug", with the year when they are in different years), and
/// between them the month starts `monthTicks` gives ("Sep", the year at January) or, when
/// none fits, a few dates spread evenly. A date keeps two blank columns from the next label
/// (it has a space of its own); what does not fit the width is left out, the ends last.
public func dateTicks(first: Day, last: Day, columns: Int) -> [MonthTick] {
    guard columns > 0, first <= last else { return [] }
    func dayMonth(_ d: Day) -> String { "\(d.day) \(Day.monthAbbreviations[d.month - 1])" }
    let span = first.days(until: last)
    let formats: [(Day) -> String] = first.year != last.year
        ? [{ dayMonth($0) + " \($0.year)" }, { "\(Day.monthAbbreviations[$0.month - 1]) \($0.year)" }, dayMonth]
        : [dayMonth]
    guard span > 0 else { return dayMonth(first).count <= columns ? [MonthTick(column: 0, label: dayMonth(first))] : [] }
    guard let format = formats.first(where: { $0(first).count + 2 + $0(last).count <= columns }) else {
        let label = formats.last!(last)
        return label.count <= columns ? [MonthTick(column: columns - label.count, label: label)] : []
    }
    let left = MonthTick(column: 0, label: format(first))
    let right = MonthTick(column: columns - format(last).count, label: format(last))
    /// Clear of the ends by two blank columns.
    func clear(_ tick: MonthTick) -> Bool {
        tick.column >= left.label.count + 2 && tick.column + tick.label.count + 2 <= right.column
    }
    var between = monthTicks(first: first, last: last, columns: columns, fits: clear)
    // Over more than a year a month comes round again: without a year among them the months
    // would not say which, so the years' starts instead, or none.
    if span > 365 && !between.contains(where: { Int($0.label) != nil }) {
        let years = ((first.year + 1)...last.year).map { Day(year: $0, month: 1, day: 1) }
            .map { MonthTick(column: axisColumn($0, first: first, last: last, columns: columns), label: String($0.year)) }.filter(clear)
        between = zip(years, years.dropFirst()).allSatisfy({ $0.column + $0.label.count < $1.column }) ? years : []
    }
    if between.isEmpty {
        // Nothing between (a short span, or a narrow one): dates at even steps, as many as keep apart.
        for count in [3, 2, 1] {
            let days = (1...count).map { first.adding(days: Int((Double(span * $0) / Double(count + 1)).rounded())) }
            guard Set(days).count == count, days.allSatisfy({ $0 > first && $0 < last }) else { continue }
            let ticks = days.map { MonthTick(column: axisColumn($0, first: first, last: last, columns: columns), label: format($0)) }
            if ticks.allSatisfy(clear) && zip(ticks, ticks.dropFirst()).allSatisfy({ $0.column + $0.label.count + 2 <= $1.column }) {
                between = ticks
                break
            }
        }
    }
    return [left] + between + [right]
}

/// At most `buckets` values spread over the days `first...last`: each the largest of the
/// values falling in its slice of time (nil where none fell), so a peak never vanishes.
public func downsample(_ series: [DayValue], first: Day, last: Day, buckets: Int) -> [Double?] {
    guard buckets > 0 else { return [] }
    var out = [Double?](repeating: nil, count: buckets)
    for point in series where point.day >= first && point.day <= last {
        let i = axisColumn(point.day, first: first, last: last, columns: buckets)
        out[i] = max(out[i] ?? -Double.infinity, point.value)
    }
    return out
}
