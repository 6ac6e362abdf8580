import Domain

/// The title of the desktop notification a rest or a timer ending sends.
let alertTitle = "gymtrack"

/// What a rest or a timed step ending sends, as Settings choose: nothing, the bell, or the bell
/// and a desktop notification saying `text`.
func restAlertEffects(_ settings: Settings, text: String) -> [Effect] {
    switch settings.restAlert {
    case .off: return []
    case .bell: return [.bell]
    case .notify: return [.bell, .notify(title: alertTitle, body: text)]
    }
}

/// What the lifter does next once the rest after step `index` ended: "Rest over — Bench Press
/// set 3: 5 × 62.5 kg", the set as Space would log it (`state` holds the workout as settled).
func restOverText(_ state: AppState, restedAfter index: Int) -> String {
    guard let workout = state.workout, workout.steps.indices.contains(index) else { return "Rest over" }
    var next = workout.supersetPartner(after: index) ?? index
    if workout.steps[next].isComplete || workout.steps[next].skipped {
        guard let later = workout.nextStepToDo(after: next) else { return "Rest over — every step done: finish the workout" }
        next = later
    }
    return "Rest over — " + nextSetWords(state, workout.steps[next])
}

/// A timed step or a hold ended: what it was, and what comes next.
func timerEndText(_ state: AppState, step index: Int) -> String {
    guard let workout = state.workout, workout.steps.indices.contains(index) else { return "Time" }
    let step = workout.steps[index]
    let done = "Time — \(step.plan.title) " + (step.isComplete ? "done" : "set done")
    guard step.isComplete else { return done }
    return workout.nextStepToDo(after: index).map { done + "; next " + nextSetWords(state, workout.steps[$0]) } ?? done
}

/// "Bench Press set 3: 5 × 62.5 kg", "Plank set 2 running", "Stretch": a step's next set as
/// Space would log it, numbered among the working sets (or the warm-ups).
private func nextSetWords(_ state: AppState, _ step: WorkoutStep) -> String {
    let title = step.plan.title
    if step.timer?.isRunning == true { return "\(title) running" }
    guard step.plan.totalSets > 0 else { return title }
    let warmup = step.nextSetIsWarmup
    let number = warmup ? "warm-up \(step.placedSets + 1)" : "set \(step.sets.filter(\.isWorking).count + 1)"
    let values = nextSet(state, step)
    let planned = SetLog(isWarmup: false, reps: values.reps, weight: values.weight, durationSeconds: values.durationSeconds,
                         completedAt: 0, repsRight: values.repsRight, distanceMeters: values.distanceMeters, type: values.type)
    let amount = values.reps == nil && values.distanceMeters == nil ? "" : ": " + setText(planned, unit: state.settings.unit, spelled: true, shape: SetShape(step.plan))
    return "\(title) \(number)" + amount
}
