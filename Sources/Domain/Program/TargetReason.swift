/// Why a target is what it is, kept as what happened (weights in kilograms, days) rather than
/// as words: it is worded when drawn, in the unit then in force and relative to that day, so a
/// change of unit in Settings, or a new day, rewords it without reading the program again.
///
/// Written as a string with interpolated weights and days:
/// `"\(weight: 62.5): all 3×5 done at \(weight: 60) \(on: day)"`.
public struct TargetReason: Hashable, Sendable, ExpressibleByStringInterpolation {
    public enum Part: Hashable, Sendable {
        case text(String)
        /// A weight as the slot loads it: "62.5 kg", "+5 kg" on the body, "20 kg assist"; nil "—".
        case weight(Double?)
        /// A weight step: "+7.5", in the unit in force.
        case step(Double)
        /// "today", "on Mon" within the week, else "on Mon 3 Nov".
        case day(Day)
    }

    public var parts: [Part]
    /// How the slot's exercise is loaded, which words its weights.
    public var load: LoadType = .weight

    public init(parts: [Part], load: LoadType = .weight) {
        self.parts = parts
        self.load = load
    }

    public init(stringLiteral value: String) { parts = [.text(value)] }

    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.text(literal)) } }
        public mutating func appendInterpolation(_ text: String) { parts.append(.text(text)) }
        public mutating func appendInterpolation(_ number: Int) { parts.append(.text(String(number))) }
        public mutating func appendInterpolation(weight: Double?) { parts.append(.weight(weight)) }
        public mutating func appendInterpolation(step: Double) { parts.append(.step(step)) }
        public mutating func appendInterpolation(on day: Day) { parts.append(.day(day)) }
    }

    /// The reason in words, its weights in `unit`, its days as seen from `today`.
    public func text(unit: WeightUnit, today: Day) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .weight(let kg): return TargetReason.words(kg, load: load, unit: unit)
            case .step(let kg): return plateNumber(unit.fromKilograms(kg))
            case .day(let day):
                let ago = day.days(until: today)
                if ago == 0 { return "today" }
                return "on " + (ago > 0 && ago < 7 ? Day.weekdayAbbreviations[day.weekday - 1] : day.short)
            }
        }.joined()
    }

    /// A weight as a slot of `load` says it: "62.5 kg", "+5 kg" on the body (or "body weight"),
    /// "20 kg assist".
    public static func words(_ kg: Double?, load: LoadType, unit: WeightUnit) -> String {
        guard let kg else { return "—" }
        let value = plateNumber(unit.fromKilograms(kg)) + " " + unit.rawValue
        switch load {
        case .bodyweight: return kg > 0 ? "+" + value : "body weight"
        case .assisted: return value + " assist"
        default: return value
        }
    }
}
