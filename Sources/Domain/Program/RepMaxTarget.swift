/// A set worked up to on the day (`1x10RM`) and the sets at a share of it (`3x6@85% RM`): the
/// target leaves their weights to the day, and the tracker works the shares out once the
/// rep-max set is logged.
extension ProgramSlot {
    /// `target` with week `week`'s rep-max set and its shares unweighed; a week with no
    /// percentage of a training max says what the day asks for instead.
    func repMaxTarget(_ target: Target, week: Int) -> Target {
        let scheme = scheme(week: week)
        guard let max = scheme.repMax, scheme.sets.count == target.sets.count else { return target }
        var result = target
        for (i, planned) in scheme.sets.enumerated() where planned.repMax || planned.repMaxShare != nil {
            result.sets[i].weight = nil
            result.sets[i].repMax = planned.repMax
            result.sets[i].repMaxShare = planned.repMaxShare
        }
        if !scheme.sets.contains(where: { $0.percent != nil }) {
            var reason: TargetReason = "Work up to a \(max.reps ?? 1)-rep max today"
            reason.load = target.load
            result.reason = reason
        }
        return result
    }
}

extension Target {
    /// Each set's weight, a share of the day's rep max worked out once `done` (the working
    /// sets logged so far, in order) holds the rep-max set, rounded by `round` to what loads.
    public func weights(done: [SetLog], round: (Double) -> Double) -> [Double?] {
        let logged = sets.firstIndex(where: \.repMax).flatMap { done.indices.contains($0) ? done[$0].weight : nil }
        return sets.map { set in
            guard let share = set.repMaxShare else { return set.weight }
            guard let logged else { return nil }
            let kg = ((logged * share) * 1000).rounded() / 1000
            return kg > 0 ? round(kg) : kg
        }
    }
}
