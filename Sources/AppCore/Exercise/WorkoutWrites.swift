import Domain

/// Puts `workout` on screen and returns what the lifter changed from the workout shown before,
/// one write each (log this set, take back that one): the store writes those and nothing else,
/// so what another terminal wrote to the same workout meanwhile stays.
func showAndWrite(_ state: inout AppState, _ workout: ActiveWorkout) -> [Effect] {
    let before = state.workout
    var workout = workout
    // A max-reps set logged, corrected or taken back: its step plans the back-offs it earned.
    if let before, before.id == workout.id { workout.planBackOffs(since: before) { state.target($0) } }
    state.workout = workout
    guard let before, before.id == workout.id else { return [] }
    return workout.changes(since: before).map { .changeWorkout(id: workout.id, $0) }
}
