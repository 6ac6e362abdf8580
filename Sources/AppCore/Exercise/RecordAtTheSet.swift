import Domain

/// A set that beats one of its exercise's bests says so at once, from the history already read
/// for the screen: a flash naming the record, and the rest-end alert of Settings (the bell, a
/// notification) when the lifter has one. The bests then count the set, so it is said once.
func sayRecord(_ state: inout AppState, _ workout: ActiveWorkout, step index: Int) -> [Effect] {
    let step = workout.steps[index]
    guard let set = step.sets.last, let id = step.plan.exerciseID else { return [] }
    let load = step.plan.loadType
    var history = state.exerciseHistory[id] ?? ExerciseHistory()
    // The exercise's volume in this session, every step of it, with the set and without.
    let after = workout.steps.filter { $0.plan.exerciseID == id }
        .reduce(0) { total, step in step.sets.reduce(total) { $0 + $1.volume(step.plan.loadType) } }
    let record = history.record(for: set, load: load, sessionVolume: (after - set.volume(load), after))
    history.include(set, load: load)
    state.exerciseHistory[id] = history
    guard let record else { return [] }
    let words = describe(record, unit: state.settings.unit)
    state.flash = Flash("New record: " + words + "!")
    return restAlertEffects(state.settings, text: "New record — \(step.plan.title): \(words)")
}

/// "e1RM 85 kg", "heaviest 100 kg", "12 reps at 20 kg", "session volume 2,450 kg".
func describe(_ record: PersonalRecord, unit: WeightUnit) -> String {
    switch record {
    case .e1RM(let kg): return "e1RM " + formatWeight(kg, unit)
    case .heaviest(let kg): return "heaviest " + formatWeight(kg, unit)
    case .repsAt(let reps, let kg): return plural(reps, "rep") + " at " + formatWeight(kg, unit)
    case .sessionVolume(let kg): return "session volume " + formatVolume(kg, unit)
    }
}
