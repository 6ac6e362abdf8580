/// One change to a running workout, as it is written: several terminals share one workout,
/// so a save writes what this terminal changed since it last wrote or read the workout, never
/// the whole workout from its memory.
public enum WorkoutChange: Equatable, Sendable {
    /// The steps are in a new order (or one was added): for each position, the step's
    /// position before, or nil for a new step.
    case reordered([Int?])
    /// The fields of the step at this position (checked, timer, skip, note, challenge credit, plan).
    case stepChanged(position: Int)
    /// A set completed on the step at this position: a new row.
    case setLogged(position: Int, SetLog)
    /// A set's values corrected, by its id.
    case setEdited(id: String, SetLog)
    /// A set taken back, by its id: only a set this terminal has seen.
    case setRemoved(id: String)
    /// The rest countdown and the session's counters.
    case restChanged
    /// The time away left out of the clock, and when a long gap was last answered.
    case awayChanged
}

extension WorkoutStep {
    /// Whether the step's own fields (everything but its sets) differ.
    func fieldsDiffer(from other: WorkoutStep) -> Bool {
        plan != other.plan || checkedAt != other.checkedAt || timer != other.timer
            || creditedChallengeDay != other.creditedChallengeDay || skipped != other.skipped || note != other.note
    }
}

extension ActiveWorkout {
    /// What changed from `base` (this workout as last written or read) to this one. Steps are
    /// matched by id, sets by id, or by completion time for a set not stored yet.
    public func changes(since base: ActiveWorkout) -> [WorkoutChange] {
        var changes: [WorkoutChange] = []
        let basePositions = Dictionary(base.steps.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let order = steps.map { basePositions[$0.id] }
        if order != Array(base.steps.indices.map { Optional($0) }) {
            changes.append(.reordered(order))
        }
        for (position, step) in steps.enumerated() {
            guard let was = basePositions[step.id].map({ base.steps[$0] }) else {
                // A new step: its row, then any sets on it.
                changes.append(.stepChanged(position: position))
                changes += step.sets.map { .setLogged(position: position, $0) }
                continue
            }
            if step.fieldsDiffer(from: was) { changes.append(.stepChanged(position: position)) }
            var unmatched = was.sets
            for set in step.sets {
                let index = unmatched.firstIndex { old in set.id.isEmpty ? old.completedAt == set.completedAt : old.id == set.id }
                guard let index else {
                    changes.append(.setLogged(position: position, set))
                    continue
                }
                let old = unmatched.remove(at: index)
                if old != set, !old.id.isEmpty { changes.append(.setEdited(id: old.id, set)) }
            }
            changes += unmatched.filter { !$0.id.isEmpty }.map { .setRemoved(id: $0.id) }
        }
        if rest != base.rest || completedSteps != base.completedSteps || steps.count != base.steps.count {
            changes.append(.restChanged)
        }
        if awaySeconds != base.awaySeconds || awayAnsweredAt != base.awayAnsweredAt {
            changes.append(.awayChanged)
        }
        return changes
    }
}
