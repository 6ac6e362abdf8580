/// A past workout started again (History): its exercises in its order, each planned with the
/// sets it had, as a new workout of the same split.

extension PlanStep {
    /// This step of a past session planned again with what was done: as many warm-up and
    /// working sets as were logged, and the reps of its first working set. A step with no
    /// working set logged (skipped, stopped early) and a countdown keep their plan; the weight
    /// is the plan's, so Space carries last time's as in any workout.
    public func repeating(_ sets: [SetLog]) -> PlanStep {
        guard kind == .sets || kind == .hold else { return self }
        let warmups = sets.filter(\.isWarmup).count, working = sets.count - warmups
        guard working > 0 else { return self }
        var plan = warmups == warmupSets && working == workingSets ? self : withSets(warmup: warmups, working: working)
        if kind == .sets, let reps = sets.first(where: { !$0.isWarmup })?.reps, reps != plannedReps {
            plan.repsText = PlanStep.repsText(reps: reps, durationSeconds: nil)
        }
        return plan
    }
}

extension SessionDetailStep {
    /// The plan this step ran with; one read without it is planned from what it shows.
    var plannedAgain: PlanStep {
        if let plan { return plan }
        let working = sets.filter { !$0.isWarmup }.count, warmups = sets.count - working
        let reps = sets.first { !$0.isWarmup }?.reps
        return PlanStep(exerciseID: exerciseID, title: title, kind: kind, setsText: kind == .timed ? "—" : PlanStep.setsText(warmup: warmups, working: working),
                        warmupSets: warmups, workingSets: working, repsText: PlanStep.repsText(reps: reps, durationSeconds: nil), notes: "",
                        loadType: loadType, supersetGroup: supersetGroup, unilateral: unilateral)
    }
}

extension ActiveWorkout {
    /// A new workout from the finished session `detail`: its split (session type), title and
    /// muscle groups, and its steps planned as they were done (`PlanStep.repeating`), none of
    /// them done yet. With `dailyChallenge`, the challenge step is added where a split's
    /// workout has it, when the session had none.
    public init(repeating detail: SessionDetail, startedAt: Moment, dailyChallenge: Bool = true) {
        let plans = detail.steps.map { $0.plannedAgain.repeating($0.sets) }
        let split = Split(sessionType: detail.summary.sessionType, name: detail.title, title: detail.title, description: "",
                          targetDuration: "", steps: plans, groups: detail.groups, dailyChallenge: dailyChallenge)
        self.init(split: split, startedAt: startedAt, dailyChallenge: dailyChallenge)
    }
}
