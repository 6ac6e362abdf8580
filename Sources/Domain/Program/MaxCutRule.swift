/// A training max cut by a max-reps set that fell short (`MR10@80% cut 2.5% under 8`), for
/// the rest of the cycle: read from the slot's workouts of the current cycle only.
extension TargetEngine {
    /// The share of the training max left at `position` by the cuts of this cycle's workouts,
    /// and how many cut it; nil when the workouts read do not reach back to the cycle's start.
    func cut(_ history: [SlotSession], at position: ProgramPosition) -> (factor: Double, count: Int)? {
        var factor = 1.0, count = 0
        var after = (position.week, position.day)
        // Back from the latest workout while each comes before the one after it: those are this
        // cycle's; one at or past the place after it is a cycle before.
        for session in history.reversed() {
            guard let place = inputs.placeOf(session), place < after else { return (factor, count) }
            after = place
            if let scheme = inputs.stagesOf(session)?.first, let i = scheme.sets.firstIndex(where: { $0.cut != nil }),
               let cut = scheme.sets[i].cut, let (_, work, _) = done([session]).first, work.indices.contains(i),
               (work[i].sideReps ?? 0) < cut.under {
                factor *= 1 - cut.share
                count += 1
            }
            if place == (0, 0) { return (factor, count) }
        }
        return fromStart ? (factor, count) : nil
    }
}
