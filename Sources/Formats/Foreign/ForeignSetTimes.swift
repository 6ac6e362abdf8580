import Domain

extension ForeignWorkouts {
    /// A workout whose sets say when each was done (Liftosaur, GymBook) lasts from its start to
    /// its last set; GymBook's starts at its first. Only the sets done tell, unless none was.
    static func timedBySets(_ workout: RawWorkout) -> RawWorkout {
        guard workout.sets.contains(where: { $0.localTime != nil }) else { return workout }
        let done = workout.sets.filter(\.done).compactMap(\.localTime)
        let times = done.isEmpty ? workout.sets.compactMap(\.localTime) : done
        guard let first = times.min(), let last = times.max() else { return workout }
        var w = workout
        if w.startsAtFirstSet { w.localStart = first }
        if w.durationSeconds == nil { w.durationSeconds = max(0, last - w.localStart) }
        return w
    }
}
