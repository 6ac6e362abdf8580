/// What a body measurement measures: one of the named kinds, or a name of the lifter's own.
/// Stored as its raw value (`body_weight`, `waist`, "neck"). Values are kept in one unit per
/// kind: kilograms for body weight, percent for body fat, centimetres for every length (the
/// named ones and the lifter's own, which are taken to be lengths: neck, hips, calves…).
public struct BodyKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public static let bodyWeight = BodyKind(raw: "body_weight")
    public static let bodyFat = BodyKind(raw: "body_fat")
    public static let waist = BodyKind(raw: "waist")
    public static let chest = BodyKind(raw: "chest")
    public static let arms = BodyKind(raw: "arms")
    public static let thighs = BodyKind(raw: "thighs")

    /// The named kinds, in the order the page and the form list them.
    public static let named: [BodyKind] = [.bodyWeight, .bodyFat, .waist, .chest, .arms, .thighs]

    private init(raw: String) { rawValue = raw }

    /// A kind from what a person typed or a file holds: a named kind by its raw value or its
    /// title in any case ("Body fat", "body-fat", "waist"), else the lifter's own name, trimmed.
    /// Nil for an empty name.
    public init?(_ text: String) {
        // A stored row holds a named kind's raw value as it is: found without folding case,
        // which costs the Body page most of its read on a long history.
        if let named = BodyKind.named.first(where: { $0.rawValue == text }) {
            self = named
            return
        }
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        let key = BodyKind.key(trimmed)
        if let named = BodyKind.named.first(where: { BodyKind.key($0.rawValue) == key || BodyKind.key($0.title) == key }) {
            self = named
        } else {
            rawValue = trimmed
        }
    }

    /// Letters and digits only, lower-cased: "Body Fat", "body_fat" and "body-fat" meet.
    public static func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }

    public var isNamed: Bool { BodyKind.named.contains(self) }

    /// How the kind reads on screen: "Body weight", "Waist", or the lifter's own name.
    public var title: String {
        switch self {
        case .bodyWeight: return "Body weight"
        case .bodyFat: return "Body fat"
        case .waist: return "Waist"
        case .chest: return "Chest"
        case .arms: return "Arms"
        case .thighs: return "Thighs"
        default: return rawValue
        }
    }

    /// The unit values are stored in: kg, % or cm.
    public var storedUnit: String { self == .bodyWeight ? "kg" : self == .bodyFat ? "%" : "cm" }

    /// The unit values of this kind are shown and typed in, given the weight unit in use:
    /// kg or lb, %, cm or in (inches go with pounds).
    public func unit(_ weightUnit: WeightUnit) -> String {
        switch self {
        case .bodyWeight: return weightUnit.rawValue
        case .bodyFat: return "%"
        default: return weightUnit == .lb ? "in" : "cm"
        }
    }

    /// A value as typed or shown in `unit(weightUnit)`, in the stored unit.
    public func stored(_ shown: Double, _ weightUnit: WeightUnit) -> Double {
        switch self {
        case .bodyWeight: return weightUnit.toKilograms(shown)
        case .bodyFat: return shown
        default: return weightUnit == .lb ? shown * BodyKind.centimetresPerInch : shown
        }
    }

    /// A stored value in `unit(weightUnit)`.
    public func shown(_ stored: Double, _ weightUnit: WeightUnit) -> Double {
        switch self {
        case .bodyWeight: return weightUnit.fromKilograms(stored)
        case .bodyFat: return stored
        default: return weightUnit == .lb ? stored / BodyKind.centimetresPerInch : stored
        }
    }

    /// The values a stored value may take: well beyond any body, so only a typo or a damaged
    /// file is refused.
    public var bounds: ClosedRange<Double> {
        switch self {
        case .bodyWeight: return 1...1_000
        case .bodyFat: return 0.1...100
        default: return 0.1...1_000
        }
    }

    public static let centimetresPerInch = 2.54

    public var description: String { rawValue }

    /// Named kinds first, in their order, then the lifter's own by name.
    public static func < (a: BodyKind, b: BodyKind) -> Bool {
        let ia = named.firstIndex(of: a) ?? named.count, ib = named.firstIndex(of: b) ?? named.count
        return ia != ib ? ia < ib : a.rawValue < b.rawValue
    }
}

/// One weigh-in or measurement: a dated row with its own id, as stored.
public struct BodyMeasurement: Hashable, Sendable {
    /// Its ULID; empty until stored.
    public var uid: String
    public var kind: BodyKind
    /// In the kind's stored unit (kg, %, cm).
    public var value: Double
    public var date: Day
    /// When it was taken (for a row dated by hand, noon of that day).
    public var measured: Moment
    public var note: String

    public init(uid: String = "", kind: BodyKind, value: Double, date: Day, measured: Moment, note: String = "") {
        self.uid = uid
        self.kind = kind
        self.value = value
        self.date = date
        self.measured = measured
        self.note = note
    }
}

/// Every body row not deleted, newest first, and what the Body page draws from them.
public struct BodyRecords: Equatable, Sendable {
    /// Newest first (by date, then time taken).
    public var rows: [BodyMeasurement] { didSet { derived = Derived(rows) } }
    /// The best e1RM of each big lift per session day (kg), for strength relative to body weight.
    public var liftBests: [BigLift: [DayValue]]
    /// What the page draws from the rows, worked out once when they change rather than at
    /// every frame.
    private var derived: Derived

    public init(rows: [BodyMeasurement] = [], liftBests: [BigLift: [DayValue]] = [:]) {
        self.rows = rows
        self.liftBests = liftBests
        derived = Derived(rows)
    }

    private struct Derived: Equatable, Sendable {
        var series: [BodyKind: [DayValue]] = [:]
        var weightLog = BodyWeightLog()

        init(_ rows: [BodyMeasurement]) {
            var taken: [BodyKind: [DayValue]] = [:]
            for row in rows.reversed() { taken[row.kind, default: []].append(DayValue(row.date, row.value)) }
            series = taken.mapValues(lastOfEachDay)
            weightLog = BodyWeightLog(days: series[.bodyWeight] ?? [])
        }
    }

    /// The weigh-ins as the lookup of a day's body weight.
    public var weightLog: BodyWeightLog { derived.weightLog }

    /// The kinds measured, body weight first.
    public var kinds: [BodyKind] { derived.series.keys.sorted() }

    /// One kind's values over time, oldest first; a day with several keeps its last.
    public func series(_ kind: BodyKind) -> [DayValue] { derived.series[kind] ?? [] }

    /// The moving average of the last `count` days weighed (a day's last weigh-in each; fewer
    /// at the start), at each of them.
    public static let averagedWeighIns = 7
    public func weightAverage(count: Int = BodyRecords.averagedWeighIns) -> [DayValue] {
        let weights = series(.bodyWeight)
        var sum = 0.0
        return weights.indices.map { i in
            sum += weights[i].value
            if i >= count { sum -= weights[i - count].value }
            return DayValue(weights[i].day, sum / Double(min(i + 1, count)))
        }
    }

    /// Best e1RM ÷ body weight on the day of each session of `lift` that has a weigh-in on or before it.
    /// `log`: the weigh-ins, when the caller has them already.
    public func relativeStrength(_ lift: BigLift, log: BodyWeightLog? = nil) -> [DayValue] {
        let log = log ?? weightLog
        return (liftBests[lift] ?? []).compactMap { best in
            log.weight(on: best.day).map { DayValue(best.day, best.value / $0) }
        }
    }
}

/// The lifts strength relative to body weight is drawn for, by their catalog ids.
public enum BigLift: String, CaseIterable, Sendable, Hashable {
    case squat = "back-squat"
    case bench = "barbell-bench-press"
    case deadlift = "deadlift"
    case overheadPress = "overhead-press"

    public var title: String {
        switch self {
        case .squat: return "Squat"
        case .bench: return "Bench"
        case .deadlift: return "Deadlift"
        case .overheadPress: return "OHP"
        }
    }
}

extension BodyKind {
    /// A stored value as shown, with its unit: "82.4 kg", "18.5 %", "33.1 in".
    public func text(_ stored: Double, _ weightUnit: WeightUnit) -> String {
        let shown = (self.shown(stored, weightUnit) * 10).rounded() / 10
        let number = shown == shown.rounded() && abs(shown) < 1e9 ? String(Int(shown)) : String(shown)
        return number + (self == .bodyFat ? "%" : " " + unit(weightUnit))
    }
}

/// A weigh-in or measurement as typed (the command line's `weigh` and `measure`, the Body
/// page's form), checked into a row, or the one sentence saying what is wrong.
public enum BodyEntry {
    /// `valueText` in the kind's unit for `weightUnit` ("82.4", "82,4"); `day`: nil for today,
    /// taken `now`; an earlier day is taken at its noon.
    public static func measurement(kind: BodyKind, valueText: String, day: Day?, now: Moment, weightUnit: WeightUnit,
                                   note: String = "") -> Result<BodyMeasurement, BodyEntryError> {
        let unit = kind.unit(weightUnit)
        // A name of the lifter's own is typed text: escaped as any is in a sentence.
        let what = kind == .bodyWeight ? "A weigh-in" : "A measurement of \(escapedText(kind.title.lowercased(), limit: 30))"
        // Digits and one decimal point or comma only: Double() would read "0x50" as 80, "1e3" as 1000.
        let typed = valueText.trimmingSpaces.replacingComma
        guard typed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let shown = Double(typed), shown.isFinite else {
            return .failure(BodyEntryError("\(what) needs a number in \(unit), not \(quotedValue(valueText))."))
        }
        let stored = kind.stored(shown, weightUnit)
        guard kind.bounds.contains(stored) else {
            let low = kind.text(kind.bounds.lowerBound, weightUnit), high = kind.text(kind.bounds.upperBound, weightUnit)
            return .failure(BodyEntryError("\(what) takes \(low) to \(high), not \(quotedValue(valueText))."))
        }
        let date = day ?? now.day
        guard date <= now.day else {
            return .failure(BodyEntryError("\(date.iso) is after today; a measurement is dated today or before."))
        }
        // Only what an export can carry (`DataBounds`): before 1970 it would hold a time no import reads.
        guard DataBounds.years.contains(date.year) else {
            return .failure(BodyEntryError("\(what) is dated from \(DataBounds.years.lowerBound) to \(DataBounds.years.upperBound), not \(date.iso)."))
        }
        // Noon, but within the bounds: the first and last days' noon falls outside them in some offsets.
        let noon = Double(date.dayNumber * 86_400 + 12 * 3_600 - now.utcOffsetSeconds)
        let measured = date == now.day ? now
            : Moment(epochSeconds: min(max(noon, DataBounds.epoch.lowerBound), DataBounds.epoch.upperBound), utcOffsetSeconds: now.utcOffsetSeconds)
        return .success(BodyMeasurement(kind: kind, value: stored, date: date, measured: measured, note: note.trimmingSpaces))
    }
}

/// Why a typed weigh-in or measurement was refused, in one sentence.
public struct BodyEntryError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

private extension String {
    /// "82,4" as "82.4": a decimal comma, as many keyboards type it.
    var replacingComma: String { String(map { $0 == "," ? "." : $0 }) }
}
