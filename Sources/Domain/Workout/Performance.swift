/// Estimated one-rep max (Epley): weight × (1 + reps / 30). A single is its own weight.
public func estimatedOneRepMax(weight: Double, reps: Int) -> Double {
    reps <= 1 ? weight : weight * (1 + Double(reps) / 30)
}

/// What history says about one exercise when it comes up in a workout: the sets of the last
/// session it was in (Strong's "previous" column) and its bests so far.
public struct ExerciseHistory: Equatable, Sendable {
    /// The day of the last session with the exercise, and its sets there in order.
    public var lastDay: Day?
    public var lastSets: [SetLog]
    /// The best estimated 1RM and the heaviest weight of any working set, in kilograms.
    public var bestE1RM: Double?
    public var heaviest: Double?
    /// The most load × reps of the exercise's working sets in one finished session; the running
    /// workout's own is counted from its sets, not kept here.
    public var bestSessionVolume: Double?
    /// The most reps (a side's, the weaker) of one working set at each load moved (`SetLog.load`,
    /// by `weightKey`), as the exercise page's records count them.
    public var bestReps: [Int: Int]

    public init(lastDay: Day? = nil, lastSets: [SetLog] = [], bestE1RM: Double? = nil, heaviest: Double? = nil,
                bestSessionVolume: Double? = nil, bestReps: [Int: Int] = [:]) {
        self.lastDay = lastDay
        self.lastSets = lastSets
        self.bestE1RM = bestE1RM
        self.heaviest = heaviest
        self.bestSessionVolume = bestSessionVolume
        self.bestReps = bestReps
    }

    /// A weight as `bestReps` is keyed: to the gram, so a weight converted from pounds twice is
    /// still the same weight.
    public static func weightKey(_ kilograms: Double) -> Int { Int((kilograms * 1000).rounded()) }

    /// The weight of the last working set last time (a drop set under it is not one).
    public var lastWorkingWeight: Double? { lastSets.last { $0.isWorking && $0.weight != nil }?.weight }

    /// The weight to offer next when every working set last time reached the planned reps at
    /// one weight: the linear rule of programs (Progression.swift) read
    /// on the last session alone, so a split's step moves on as a program's slot does; for an
    /// assisted load, less assistance is the step forward. Nil otherwise.
    public func progression(for plan: PlanStep, increment: Double) -> Double? {
        guard plan.loadType == .weight || plan.loadType == .bodyweight || plan.loadType == .assisted,
              let planned = plan.plannedReps, let weight = lastSets.first(where: \.isWorking)?.weight, weight > 0 else { return nil }
        let lastDay = self.lastDay ?? Day(dayNumber: 0)
        let sets = Array(repeating: PlannedSet(reps: planned), count: max(1, plan.workingSets))
        let slot = ProgramSlot(exerciseID: plan.exerciseID ?? "", name: plan.title, schemes: [SetScheme(sets)],
                               rule: .linear(LinearRule(increment: increment)))
        let target = slot.target(in: Program(name: plan.title), at: ProgramPosition(),
                                 history: [SlotSession(day: lastDay, startedAt: 0, sets: lastSets)],
                                 inputs: TargetInputs(loadType: plan.loadType, increment: increment, today: lastDay))
        guard let next = target.sets.first?.weight, abs(next - weight) > 0.001 else { return nil }
        return next
    }

    /// What `set` beats, if anything: a record the lifter is told about, the first of best
    /// e1RM, heaviest weight, most reps at its weight, and (given the session's volume of the
    /// exercise before and after the set) best session volume. Bests are of the load moved
    /// (`SetLog.load`), so an assisted set with less assistance can beat them; reps are beaten
    /// at a load moved before, and a volume only by the set that goes past the best.
    public func record(for set: SetLog, load kind: LoadType = .weight,
                       sessionVolume: (before: Double, after: Double)? = nil) -> PersonalRecord? {
        guard !set.isWarmup else { return nil }
        if let load = set.load(kind), let e1rm = set.estimatedOneRepMax(kind) {
            if let best = bestE1RM, e1rm > best + 0.001 { return .e1RM(e1rm) }
            if let top = heaviest, load > top + 0.001 { return .heaviest(load) }
        }
        if let load = set.load(kind), let reps = set.sideReps, let best = bestReps[Self.weightKey(load)], reps > best {
            return .repsAt(reps: reps, weight: load)
        }
        if let best = bestSessionVolume, best > 0, let volume = sessionVolume,
           volume.before <= best + 0.001, volume.after > best + 0.001 {
            return .sessionVolume(volume.after)
        }
        return nil
    }

    /// The bests once `set` is logged (the session's volume is counted from its sets).
    public mutating func include(_ set: SetLog, load kind: LoadType = .weight) {
        guard !set.isWarmup else { return }
        if let load = set.load(kind), let reps = set.sideReps, reps > 0 {
            bestReps[Self.weightKey(load)] = max(bestReps[Self.weightKey(load)] ?? 0, reps)
        }
        guard let load = set.load(kind), let e1rm = set.estimatedOneRepMax(kind) else { return }
        bestE1RM = max(bestE1RM ?? 0, e1rm)
        heaviest = max(heaviest ?? 0, load)
    }
}

/// A set that beat the exercise's best so far (weights in kilograms).
public enum PersonalRecord: Equatable, Sendable {
    case e1RM(Double)
    case heaviest(Double)
    /// More reps in one set than ever at this load (kilograms moved).
    case repsAt(reps: Int, weight: Double)
    /// More load × reps of the exercise in one session than in any before.
    case sessionVolume(Double)
}

extension WorkoutStep {
    /// The values Space logs for the next set: what this session last logged for a working
    /// set (a correction carries on to the sets after it); for the first working set the
    /// plan's weight, else last session's working weight, else the last warm-up's weight; the
    /// plan's reps. Warm-ups keep the plan's reps and no weight.
    ///
    /// With `roundWarmup` (kilograms to a weight that can be loaded), a warm-up takes its share
    /// of the working weight (`warmupSets`: 50% × 5, 70% × 3, …), `working` when it is given.
    public func nextSetValues(history: ExerciseHistory?, working pending: Double? = nil,
                              roundWarmup: ((Double) -> Double)? = nil) -> SetValues {
        guard plan.totalSets > 0 else { return SetValues() }
        guard nextSetIsWarmup else { return nextWorkingSetValues(history: history) }
        if plan.loadType == .weight, let round = roundWarmup,
           let working = pending ?? plan.weight ?? history?.lastWorkingWeight {
            let ramp = warmupSets(count: plan.warmupSets, working: working, round: round)
            if ramp.indices.contains(placedSets) { return ramp[placedSets] }
        }
        return SetValues(reps: plan.plannedReps)
    }

    /// The values of the next working set, with warm-ups still to come or not: as
    /// `nextSetValues` says. A drop set is not carried on: the set after it goes back to the
    /// weight of the set above it.
    public func nextWorkingSetValues(history: ExerciseHistory?) -> SetValues {
        guard plan.totalSets > 0 else { return SetValues() }
        let weighed = plan.loadType.weightLabel != nil
        var values: SetValues
        if let last = sets.last(where: \.isWorking) {
            values = SetValues(reps: last.reps ?? plan.plannedReps, weight: weighed ? last.weight : nil,
                               durationSeconds: plan.kind == .hold ? nil : last.durationSeconds, distanceMeters: last.distanceMeters)
        } else {
            // Nothing planned and no last time: the weight the warm-ups ended at carries on.
            let warmup = sets.last { $0.isWarmup && $0.weight != nil }?.weight
            let weight = weighed ? (plan.weight ?? history?.lastWorkingWeight ?? warmup) : nil
            let lastDistance = plan.loadType == .distance ? history?.lastSets.last(where: \.isWorking) : nil
            values = SetValues(reps: plan.plannedReps, weight: weight, durationSeconds: lastDistance?.durationSeconds,
                               distanceMeters: lastDistance?.distanceMeters)
        }
        // Space does both sides of a one-side-at-a-time set.
        if plan.unilateral { values.repsRight = values.reps }
        return values
    }
}
