/// The bar and the plates a lifter owns, in one unit (kg or lb): what a barbell can be loaded with.
public struct PlateSet: Equatable, Sendable {
    public var bar: Double
    /// Each plate size and how many the lifter owns (both sides together).
    public var plates: [(weight: Double, count: Int)] {
        didSet { sides = PlateSet.reachableSides(plates) }
    }
    /// Every weight one side can be loaded with, in hundredths, lightest first: worked out once
    /// for the plates, as every target and warm-up of a program rounds to it.
    private var sides: [Int]

    public init(bar: Double, plates: [(weight: Double, count: Int)]) {
        self.bar = bar
        let owned = plates.filter { $0.weight > 0 && $0.count > 0 }.sorted { $0.weight > $1.weight }
        self.plates = owned
        sides = PlateSet.reachableSides(owned)
    }

    public static func == (a: PlateSet, b: PlateSet) -> Bool {
        a.bar == b.bar && a.plates.map(\.weight) == b.plates.map(\.weight) && a.plates.map(\.count) == b.plates.map(\.count)
    }

    /// A gym's usual set in kilograms: a 20 kg bar, two pairs of each plate from 25 down to 1.25.
    public static let kilograms = PlateSet(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25].map { ($0, 4) })
    /// In pounds: a 45 lb bar, plates from 45 down to 2.5.
    public static let pounds = PlateSet(bar: 45, plates: [45, 35, 25, 10, 5, 2.5].map { ($0, 4) })

    /// "25x4,20x4,…": how the set is stored as a setting.
    public var stored: String { plates.map { "\(plateNumber($0.weight))x\($0.count)" }.joined(separator: ",") }

    /// "20|25x4,20x4,…": the bar, then the plates.
    public var storedWithBar: String { "\(plateNumber(bar))|" + stored }

    /// A set from `storedWithBar`; nil when it cannot be read.
    public init?(stored text: String) {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2, let bar = Double(parts[0]), bar >= 0, let plates = PlateSet.plates(stored: String(parts[1])) else { return nil }
        self.init(bar: bar, plates: plates)
    }

    /// The heaviest loadable total at or below `total`, never below the bar. Any number is
    /// taken, NaN and infinities too: a weight no plates make rounds to the heaviest they do.
    public func roundedDown(_ total: Double) -> Double {
        guard !total.isNaN else { return bar }
        let below = nearest(to: total).below ?? bar
        // A total the plates make exactly is kept as it was given, not as its hundredths.
        return units(below) == units(total) ? total : below
    }

    /// Plates from their stored form; nil when it cannot be read.
    public static func plates(stored text: String) -> [(weight: Double, count: Int)]? {
        var plates: [(Double, Int)] = []
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "x")
            guard parts.count == 2, let weight = Double(parts[0]), let count = Int(parts[1]), weight > 0, count >= 0 else { return nil }
            plates.append((weight, count))
        }
        return plates
    }

    /// The plates for each side of a bar loaded to `total`, heaviest first; nil when `total` cannot be
    /// made exactly with the plates owned (or is below the bar).
    public func perSide(for total: Double) -> [Double]? {
        guard total.isFinite else { return nil }
        let side = units(total - bar)
        guard side >= 0, side % 2 == 0 else { return nil }
        return loadOneSide(side / 2)
    }

    /// The loadable totals nearest to `total`: the heaviest at or below it and the lightest above.
    public func nearest(to total: Double) -> (below: Double?, above: Double?) {
        let target = units(total - bar)
        // The first side whose pair is past the target, by halving.
        var low = 0, high = sides.count
        while low < high {
            let middle = (low + high) / 2
            if sides[middle] * 2 <= target { low = middle + 1 } else { high = middle }
        }
        let total = { (side: Int) in bar + Double(side * 2) / PlateSet.scale }
        return (low > 0 ? total(sides[low - 1]) : nil, low < sides.count ? total(sides[low]) : nil)
    }

    // Weights are counted in hundredths, so 1.25 and 2.5 add up without rounding errors.
    static let scale = 100.0
    /// The most hundredths a weight is counted as (ten million kilograms): far past any bar, and
    /// small enough that sums and products of counts of them never overflow an Int.
    static let mostUnits = 1_000_000_000
    /// The most plates of one size a side is loaded with: more than any gym, and a bound on the search.
    static let mostPerSide = 100

    /// Hundredths, clamped: a huge, infinite or NaN weight counts as the most (or none), never traps.
    private func units(_ weight: Double) -> Int { PlateSet.units(weight) }
    private static func units(_ weight: Double) -> Int {
        let hundredths = (weight * PlateSet.scale).rounded()
        guard !hundredths.isNaN else { return 0 }
        return Int(max(-Double(PlateSet.mostUnits), min(Double(PlateSet.mostUnits), hundredths)))
    }

    /// Plates of one size a side can take.
    private func perSideCount(_ plate: (weight: Double, count: Int)) -> Int { PlateSet.perSideCount(plate) }
    private static func perSideCount(_ plate: (weight: Double, count: Int)) -> Int { min(plate.count / 2, PlateSet.mostPerSide) }

    /// Every per-side weight `plates` make (each size at most count / 2 per side), lightest first.
    private static func reachableSides(_ plates: [(weight: Double, count: Int)]) -> [Int] {
        var sums: Set<Int> = [0]
        for plate in plates {
            let w = PlateSet.units(plate.weight), most = perSideCount(plate)
            guard w > 0, most > 0 else { continue }
            var next = sums
            for sum in sums { for n in 1...most { next.insert(sum + n * w) } }
            sums = next
        }
        return sums.sorted()
    }

    private func loadOneSide(_ side: Int) -> [Double]? {
        // Heaviest first, backtracking when a greedy choice leaves a remainder nothing can fill.
        func search(_ index: Int, _ left: Int) -> [Double]? {
            if left == 0 { return [] }
            guard index < plates.count else { return nil }
            let w = units(plates[index].weight)
            guard w > 0 else { return search(index + 1, left) }
            for n in stride(from: min(perSideCount(plates[index]), left / w), through: 0, by: -1) {
                if let rest = search(index + 1, left - n * w) {
                    return Array(repeating: plates[index].weight, count: n) + rest
                }
            }
            return nil
        }
        return search(0, side)
    }
}

/// A plate or bar weight to the hundredth, as a person writes it: 22.5 → "22.5", 20 → "20", 1.25 → "1.25".
/// Any number is written without trapping: past a billion, or NaN and infinities, as Swift prints it.
public func plateNumber(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.isFinite, abs(rounded) < 1e9 else { return String(value) }
    if let whole = Int(exactly: rounded) { return String(whole) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// The warm-up sets before a working weight (for example the bar × 10, 50% × 5, 70% × 3,
/// 85% × 1), as many as the plan has, each rounded down to a weight that can be loaded.
public func warmupSets(count: Int, working: Double, round: (Double) -> Double) -> [SetValues] {
    guard count > 0, working > 0 else { return [] }
    // Up to three ramp sets; a fourth (and more) start with the empty bar × 10.
    let ramp: [(fraction: Double, reps: Int)] = [(0.5, 5), (0.7, 3), (0.85, 1)]
    let steps = count <= ramp.count ? Array(ramp.prefix(count)) : Array(repeating: (0.0, 10), count: count - ramp.count) + ramp
    return steps.map { step in
        SetValues(reps: step.reps, weight: step.fraction == 0 ? round(0) : round(working * step.fraction))
    }
}
