import Domain

extension ForeignWorkouts {
    /// A workout whose sets say when each was done (Liftosaur) lasts from its start to its last
    /// set. Only the sets done tell, unless none was.
    static func timedBySets(_ workout: RawWorkout) -> RawWorkout {
        guard workout.sets.contains(where: { $0.localTime != nil }) else { return workout }
        let done = workout.sets.filter(\.done).compactMap(\.localTime)
        let times = done.isEmpty ? workout.sets.compactMap(\.localTime) : done
        guard let last = times.max() else { return workout }
        var w = workout
        if w.durationSeconds == nil { w.durationSeconds = max(0, last - w.localStart) }
        return w
    }
}
