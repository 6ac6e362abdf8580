/// What a set moved, read through its step's `LoadType`: the one place volume, e1RM and
/// records learn what a bodyweight, assisted or one-side-at-a-time set weighed.
extension SetLog {
    /// Reps of both sides of a one-side-at-a-time set, else its reps.
    public var totalReps: Int? {
        guard let reps else { return repsRight }
        return reps + (repsRight ?? 0)
    }

    /// The reps one side did, for an estimate of one rep's best: the weaker side's.
    public var sideReps: Int? {
        guard let right = repsRight else { return reps }
        return min(reps ?? right, right)
    }

    /// Whether a one-side-at-a-time set still waits for its other side.
    public func waitsForSide(unilateral: Bool) -> Bool { unilateral && !isWarmup && repsRight == nil }

    /// Kilograms moved in one rep: the weight; the body's weight plus what was added; the body's
    /// weight less the assistance. Nil when nothing was weighed, or when the body's weight is
    /// needed and no weigh-in tells it (a bodyweight set then counts what was added alone).
    public func load(_ kind: LoadType) -> Double? {
        let value: Double?
        switch kind {
        case .weight, .none, .duration: value = weight
        case .bodyweight: value = (bodyWeight ?? 0) + (weight ?? 0)
        case .assisted: value = bodyWeight.map { $0 - (weight ?? 0) }
        case .distance: value = nil
        }
        return value.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Load × reps of both sides, for a working set that has both.
    public func volume(_ kind: LoadType) -> Double {
        guard !isWarmup, let load = load(kind), let reps = totalReps, reps > 0 else { return 0 }
        return load * Double(reps)
    }

    /// The Epley estimate of one rep's best from this set, when it has a load and reps.
    public func estimatedOneRepMax(_ kind: LoadType) -> Double? {
        guard !isWarmup, let load = load(kind), let reps = sideReps, reps > 0 else { return nil }
        return Domain.estimatedOneRepMax(weight: load, reps: reps)
    }

    /// Seconds per kilometre, when the set has a distance and a time.
    public var paceSecondsPerKilometre: Double? {
        guard let metres = distanceMeters, metres > 0, let seconds = durationSeconds, seconds > 0 else { return nil }
        return Double(seconds) / (metres / 1000)
    }
}

/// Why a bodyweight or assisted set's volume is not the whole story, when it is not: one
/// sentence for the screens that show it (`live`: of the workout running today).
public func bodyWeightCaveat(_ kind: LoadType, sets: [SetLog], live: Bool = false) -> String? {
    guard kind.countsBodyWeight, sets.contains(where: { !$0.isWarmup && $0.bodyWeight == nil }) else { return nil }
    let missing = live ? "No weigh-in yet" : "No weigh-in on or before this day"
    return kind == .assisted
        ? missing + ": assisted sets show the assistance and count no volume."
        : missing + ": volume counts the added weight only."
}

extension WeightUnit {
    /// The distance unit that goes with the weight unit: kilometres with kilograms, miles with pounds.
    public var distanceName: String { self == .kg ? "km" : "mi" }

    static let metresPerMile = 1609.344

    /// Metres, in this unit's distance unit.
    public func distance(fromMetres metres: Double) -> Double { self == .kg ? metres / 1000 : metres / WeightUnit.metresPerMile }
    /// A distance typed in this unit's distance unit, in metres.
    public func metres(fromDistance value: Double) -> Double { self == .kg ? value * 1000 : value * WeightUnit.metresPerMile }
}
