/// A training max the lifter sets on purpose (not an estimate), and what raises it: a weight
/// after each cycle (5/3/1: 2.5 kg for the upper body, 5 kg for the lower), a weight each week
/// of a cycle (Smolov Jr), or the reps of an as-many-as-possible set (nSuns).
public struct TrainingMax: Hashable, Sendable {
    /// Kilograms; nil in a template until the lifter gives it.
    public var weight: Double?
    public var raisePerCycle: Double
    /// Added once for each week of a cycle before the current one.
    public var raisePerWeek: Double
    /// Raises earned by the reps of a set, each logged one added for good.
    public var byReps: RepsRaise?
    /// The raises `byReps` earned so far, as the planner summed them from the logged sets; nil
    /// when not known (then only the slots whose own sets earn them can say).
    public var earned: Double?

    public init(weight: Double?, raisePerCycle: Double = 0, raisePerWeek: Double = 0, byReps: RepsRaise? = nil) {
        self.weight = weight
        self.raisePerCycle = raisePerCycle
        self.raisePerWeek = raisePerWeek
        self.byReps = byReps
    }

    /// The training max in a cycle (0 the first) and a week of it, before raises earned by reps.
    public func weight(cycle: Int, week: Int = 0) -> Double? {
        weight.map { $0 + Double(cycle) * raisePerCycle + Double(week) * raisePerWeek }
    }
}

/// How the reps of a set move a training max (nSuns' table): the set planned `reps+` (1+),
/// and the raise for each band of reps done in it.
public struct RepsRaise: Hashable, Sendable {
    /// The planned set read: as many as possible, at least these reps.
    public var reps: Int
    public var bands: [RepsBand]

    public init(reps: Int, bands: [RepsBand]) {
        self.reps = reps
        self.bands = bands
    }

    /// The raise `done` reps earn; none outside every band (a band that cuts raises nothing).
    public func raise(for done: Int) -> Double {
        band(done).map { $0.cut == nil ? $0.raise : 0 } ?? 0
    }

    /// What the sets' reps, oldest first, add to a training max of `weight`: each band's raise,
    /// or its cut of the training max as the bands have moved it by then.
    public func earned(_ reps: [Int], from weight: Double) -> Double {
        moved(reps, from: weight) - weight
    }

    /// The training max of `weight` after the sets' reps, oldest first, moved it.
    public func moved(_ reps: [Int], from weight: Double) -> Double {
        var moved = weight
        for done in reps {
            guard let band = band(done) else { continue }
            moved = band.cut.map { moved * (1 - $0) } ?? moved + band.raise
        }
        return moved
    }

    private func band(_ done: Int) -> RepsBand? { bands.first { done >= $0.low && done <= ($0.high ?? Int.max) } }
}

/// Reps from `low` to `high` (nil: or more) earn `raise` kilograms, or with `cut` take that
/// share off the training max instead (Ivysaur 4-4-8's failed test: `0-3 -10%`).
public struct RepsBand: Hashable, Sendable {
    public var low: Int
    public var high: Int?
    public var raise: Double
    public var cut: Double?

    public init(low: Int, high: Int?, raise: Double, cut: Double? = nil) {
        self.low = low
        self.high = high
        self.raise = raise
        self.cut = cut
    }
}
