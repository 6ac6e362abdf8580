import Domain

extension AppState {
    /// The target of a split's step with a rule: the fold a program's slot uses, over the
    /// step's own workouts once they are read; nil before then, and for a step without a rule.
    func splitStepTarget(_ step: WorkoutStep, in workout: ActiveWorkout) -> Target? {
        guard step.plan.rule != nil, let read = splitStepRead(step, in: workout), let history = stepHistories[read.key] else { return nil }
        let exercise = catalog.exercise(step.plan.exerciseID)
        let loading = settings.loading(for: exercise)
        let inputs = TargetInputs(loadType: step.plan.loadType, increment: settings.weightIncrement(for: exercise),
                                  round: loading.down, above: loading.above, today: today)
        return step.plan.ruleTarget(history: history, inputs: inputs)
    }

    /// Where the workouts of a step of `workout` with a rule are read: its split's sessions,
    /// the step's place among those of its exercise.
    func splitStepRead(_ step: WorkoutStep, in workout: ActiveWorkout) -> SplitStepRead? {
        guard step.plan.rule != nil, step.plan.exerciseID != nil, let index = workout.steps.firstIndex(where: { $0.id == step.id }) else { return nil }
        return SplitStepRead(sessionType: workout.sessionType, occurrence: workout.steps.map(\.plan).occurrence(at: index), step: step.plan)
    }
}

/// The workouts of the running workout's split steps with a rule, each asked for once (again
/// once a workout is finished or the history read anew).
func splitStepLoads(_ state: inout AppState) -> [Effect] {
    guard let workout = state.workout else { return [] }
    let reads = workout.steps.compactMap { state.splitStepRead($0, in: workout) }.filter { !state.historyRequested.contains("rule|" + $0.key) }
    guard !reads.isEmpty else { return [] }
    state.historyRequested.formUnion(reads.map { "rule|" + $0.key })
    return [.load(.stepHistories(reads, today: state.today))]
}
