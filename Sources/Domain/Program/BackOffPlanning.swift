extension Target {
    /// The working sets the target plans once `done` are logged: every set, but the back-off
    /// sets the logged max-reps set did not earn (Candito's `3@80% by MR: 10+ x10 8+ x8 7+ x5`);
    /// all it may earn while the max-reps set is still to come. Nil for a target with no
    /// back-off sets by max reps.
    public func plannedSets(done: [SetLog]) -> [SetTarget]? {
        guard let maxReps = sets.firstIndex(where: \.maxReps), sets.contains(where: { $0.backOff != nil }) else { return nil }
        guard done.indices.contains(maxReps) else { return sets }
        let reps = done[maxReps].sideReps ?? 0
        return sets.filter { set in set.backOff.map { $0.index <= $0.sets(for: reps) } ?? true }
    }
}

extension ActiveWorkout {
    /// Each step whose max-reps set was logged, corrected or taken back since `before` plans the
    /// back-off sets it earned, no more: the step is done once they are, and Space does not log
    /// one it did not earn. `target` gives a step's program target, when it has one.
    public mutating func planBackOffs(since before: ActiveWorkout, target: (WorkoutStep) -> Target?) {
        for i in steps.indices {
            guard let target = target(steps[i]), let maxReps = target.sets.firstIndex(where: \.maxReps) else { continue }
            let done = steps[i].sets.filter(\.isWorking)
            let was = before.steps.first { $0.id == steps[i].id }?.sets.filter(\.isWorking) ?? []
            func reps(_ sets: [SetLog]) -> Int?? { sets.indices.contains(maxReps) ? .some(sets[maxReps].sideReps) : nil }
            guard reps(done) != reps(was), let planned = target.plannedSets(done: done), planned.count != steps[i].plan.workingSets else { continue }
            steps[i].plan = steps[i].plan.withSets(warmup: steps[i].plan.warmupSets, working: planned.count)
            steps[i].plan.repsText = SlotPlan.repsText(planned)
        }
    }
}
