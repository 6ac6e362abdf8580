/// A set added to an exercise beyond its plan during the workout.
public enum AddedSet: Equatable, Sendable {
    /// One more working set after the planned ones (the fourth set on a good day, a back-off).
    case working
    /// A drop set under the set before it: lighter, straight after it; it takes no planned place.
    case drop
}

/// Why a set cannot be added to an exercise.
public enum AddSetRefusal: Error, Equatable, Sendable {
    /// A timed step, a hold, the daily challenge: nothing to add a set of.
    case notSets
    /// Its planned sets are not all done: Space logs the next of them.
    case plannedSetsLeft
    /// A drop set needs a working set just before it.
    case noSetToDropFrom
    /// A drop set of an exercise logged without a weight, or with none to take off.
    case noWeightToDrop
    /// The last set waits for its right side.
    case sideWaits
}

extension WorkoutStep {
    /// The share of the weight a drop set keeps: a fifth comes off (10 kg curls drop to 8).
    public static let dropShare = 0.8

    /// What a drop set under the last set logs: that set's reps, a fifth of its weight off,
    /// down to what `round` says can be loaded (else to whole `increment`s) and at least one
    /// increment lighter; an assisted exercise gets one increment more help instead.
    public func dropSetValues(increment: Double, round: ((Double) -> Double)? = nil) -> Result<SetValues, AddSetRefusal> {
        guard plan.kind == .sets, plan.totalSets > 0 else { return .failure(.notSets) }
        guard let last = sets.last, !last.isWarmup else { return .failure(.noSetToDropFrom) }
        guard plan.loadType.weightLabel != nil else { return .failure(.noWeightToDrop) }
        let weight = last.weight ?? 0
        let lighter: Double
        if plan.loadType == .assisted {
            lighter = weight + increment
        } else {
            guard weight > 0 else { return .failure(.noWeightToDrop) }
            let step = increment > 0 ? increment : 1
            let share = round?(weight * Self.dropShare) ?? ((weight * Self.dropShare / step).rounded(.down) * step)
            lighter = max(0, share < weight - 0.001 ? share : weight - step)
        }
        var values = SetValues(reps: last.reps, weight: lighter, type: .drop)
        if plan.unilateral { values.repsRight = last.repsRight ?? last.reps }
        return .success(values)
    }
}

extension ActiveWorkout {
    /// Logs a set beyond the plan of step `index` with `values`: one more working set once the
    /// planned ones are done, or a drop set under the last set at any time. Its rest starts, as
    /// after any working set. Returns why not, or nil once it is logged.
    public mutating func addSet(step index: Int, _ kind: AddedSet, values: SetValues, at now: Moment, defaultRest: Int? = nil,
                                bodyWeight: Double? = nil) -> AddSetRefusal? {
        guard steps.indices.contains(index), steps[index].plan.kind == .sets, steps[index].plan.totalSets > 0 else { return .notSets }
        let step = steps[index]
        if step.sets.last?.waitsForSide(unilateral: step.plan.unilateral) == true { return .sideWaits }
        switch kind {
        case .working:
            guard step.isComplete else { return .plannedSetsLeft }
        case .drop:
            guard let last = step.sets.last, !last.isWarmup else { return .noSetToDropFrom }
            guard step.plan.loadType.weightLabel != nil else { return .noWeightToDrop }
        }
        let load = step.plan.loadType
        let reps = values.reps ?? step.plan.plannedReps
        steps[index].sets.append(SetLog(isWarmup: false, reps: reps, weight: load.weightLabel != nil ? values.weight : nil,
                                        durationSeconds: values.durationSeconds, rpe: values.rpe, completedAt: now.epochSeconds,
                                        repsRight: step.plan.unilateral ? values.repsRight ?? reps : nil,
                                        distanceMeters: load == .distance ? values.distanceMeters : nil,
                                        type: kind == .drop ? .drop : values.type, rir: values.rir,
                                        bodyWeight: load.countsBodyWeight ? bodyWeight : nil))
        startRestAfterRound(of: index, at: now, defaultRest: defaultRest)
        return nil
    }

    /// Takes back a set added beyond the plan of step `index` (`WorkoutStep.addedSetIndices`):
    /// the one `reference` names, or with none the one completed last. Sets logged since,
    /// by this terminal or another, stay. Returns the set taken back and where it was, nil when
    /// there is none.
    public mutating func takeBackAddedSet(step index: Int, named reference: String? = nil) -> (index: Int, set: SetLog)? {
        guard steps.indices.contains(index) else { return nil }
        let added = steps[index].addedSetIndices
        let sets = steps[index].sets
        let found = reference.map { r in added.last { sets[$0].isNamed(by: r) } } ?? added.max { sets[$0].completedAt < sets[$1].completedAt }
        guard let at = found else { return nil }
        let wasLast = at == steps[index].sets.count - 1
        let set = steps[index].sets.remove(at: at)
        if wasLast && rest?.stepIndex == index { rest = nil }
        return (at, set)
    }
}
