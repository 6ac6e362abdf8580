/// One set of a target: what Space logs for it.
public struct SetTarget: Hashable, Sendable {
    public var reps: Int?
    public var repsTop: Int?
    public var amrap: Bool
    /// Kilograms: the bar's weight, the weight added to the body, or the assistance.
    public var weight: Double?
    public var seconds: Int?
    /// Worked up to on the day (`1x10RM`): the lifter chooses the weight, so `weight` is nil.
    public var repMax = false
    /// A share of the weight the day's rep-max set is logged at (`3x6@85% RM`): `weight` is nil
    /// until then (`weights(done:round:)`).
    public var repMaxShare: Double?
    /// Max reps (`MR10`): as many as possible, the cap (10) offered as the reps to aim at.
    public var maxReps = false
    /// A back-off set offered only when the max-reps set's reps earned it.
    public var backOff: BackOffSet?

    public init(reps: Int? = nil, repsTop: Int? = nil, amrap: Bool = false, weight: Double? = nil, seconds: Int? = nil) {
        self.reps = reps
        self.repsTop = repsTop
        self.amrap = amrap
        self.weight = weight
        self.seconds = seconds
    }
}

/// What a slot asks for next, and why ("62.5 kg: all 3×5 done at 60 kg on Mon").
public struct Target: Hashable, Sendable {
    /// The scheme in force: "5×3+", "6×2+", "65%×5, 75%×5, 85%×5+".
    public var scheme: String
    public var sets: [SetTarget]
    public var reason: TargetReason
    /// How the slot's exercise is loaded: what its weights mean (on the bar, on the body, assistance).
    public var load: LoadType
    /// The exercise to do, for a ladder's slot (the rung it is on); nil: the slot's own.
    public var exerciseID: String?

    public init(scheme: String, sets: [SetTarget], reason: TargetReason, load: LoadType = .weight, exerciseID: String? = nil) {
        self.exerciseID = exerciseID
        self.scheme = scheme
        self.sets = sets
        var reason = reason
        reason.load = load
        self.reason = reason
        self.load = load
    }

    /// "5×3+ at 65 kg", "3×8 at body weight", or each set where the weights differ:
    /// "27.5×5, 32.5×5, 37.5×5+ kg".
    public func summary(_ unit: WeightUnit) -> String {
        let weights = Set(sets.map { $0.weight.map { ($0 * 100).rounded() } })
        guard weights.count > 1 else {
            return scheme + (sets.first?.weight.map { " at " + TargetReason.words($0, load: load, unit: unit) } ?? "")
        }
        let each = sets.map { set in
            // A rep max of the day and its shares have no weight until it is logged.
            if set.repMax { return "\(set.reps ?? 1)RM" }
            let weight = set.repMaxShare.map { plateNumber($0 * 100) + "% RM" } ?? set.weight.map { plateNumber(unit.fromKilograms($0)) } ?? "–"
            return weight + "×" + (set.reps.map(String.init) ?? "–") + (set.amrap ? "+" : "")
        }.joined(separator: ", ")
        switch load {
        case .bodyweight: return each + " " + unit.rawValue + " added"
        case .assisted: return each + " " + unit.rawValue + " assist"
        default: return each + " " + unit.rawValue
        }
    }

    /// The reason in words (`TargetReason.text`).
    public func why(_ unit: WeightUnit, today: Day) -> String { reason.text(unit: unit, today: today) }
}

extension WorkoutStep {
    /// What Space logs for the next working set of a program's slot: that set of the target,
    /// unless the set before was logged at another weight than its target (a correction then
    /// carries on, as it does without a program). Nil for a warm-up or a set past the target.
    public func nextSetValues(target: Target, round: (Double) -> Double = { $0 }) -> SetValues? {
        nextSetIsWarmup ? nil : nextWorkingSetValues(target: target, round: round)
    }

    /// `nextSetValues(target:)` for the next working set, with warm-ups still to come or not.
    /// A set the program writes with a + is logged as AMRAP. A set worked up to on the day
    /// (`1x10RM`) is the lifter's to weigh (nil); the sets at a share of it are that share of
    /// the weight it was logged at, rounded by `round` to what loads.
    public func nextWorkingSetValues(target: Target, round: (Double) -> Double = { $0 }) -> SetValues? {
        let done = sets.filter(\.isWorking)
        guard target.sets.indices.contains(done.count) else { return nil }
        let weights = target.weights(done: done, round: round)
        if let last = done.last, !target.sets[done.count - 1].repMax, abs((last.weight ?? 0) - (weights[done.count - 1] ?? 0)) > 0.001 { return nil }
        let set = target.sets[done.count]
        if set.repMax || (set.repMaxShare != nil && weights[done.count] == nil) { return nil }
        if let backOff = set.backOff, let maxReps = target.sets.firstIndex(where: \.maxReps) {
            guard done.indices.contains(maxReps), backOff.index <= backOff.sets(for: done[maxReps].sideReps ?? 0) else { return nil }
        }
        var values = SetValues(reps: set.reps, weight: plan.loadType.weightLabel != nil ? weights[done.count] : nil, durationSeconds: set.seconds,
                               type: set.amrap ? .amrap : .normal)
        if plan.unilateral { values.repsRight = values.reps }
        return values
    }

    /// The kind of set the target plans next: AMRAP for a set written with a +, whatever
    /// weight a correction carries on to it.
    public func nextSetType(target: Target) -> SetType {
        let done = sets.filter(\.isWorking).count
        return target.sets.indices.contains(done) && target.sets[done].amrap ? .amrap : .normal
    }
}
