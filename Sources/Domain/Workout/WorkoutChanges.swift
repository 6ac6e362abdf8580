/// One change the lifter made to a running workout, as it is written: several terminals share
/// one workout, so a key writes what it changed (log this set, take back that one), never the
/// whole workout from its memory. Positions are those of the workout after the change.
public enum WorkoutChange: Equatable, Sendable {
    /// The steps are in a new order, or steps were added: for each position, where its step was
    /// before, or the new step.
    case arrangeSteps([StepPlace])
    /// Fields of the step at this position (checked, timer, skip, note, plan, challenge claim):
    /// those that differ from `was`, the step as shown before, are written, and only those, so
    /// a terminal that has not yet seen another's change to the step does not write it back.
    case changeStep(position: Int, WorkoutStep, was: WorkoutStep)
    /// A set completed on the step at this position (its row found by `stepUID` when it has
    /// one): a new row, whose id comes back.
    case logSet(step: Int, SetLog, stepUID: String)
    /// A set's values corrected, by its id (its note stays as stored).
    case editSet(id: String, SetLog)
    /// A set's note, by its id: only the note is written, so another terminal's correction of
    /// the set's values stays.
    case changeSetNote(id: String, String)
    /// A set taken back, by its id.
    case undoSet(id: String)
    /// The rest countdown and how many steps are done.
    case changeRest(RestPeriod?, completedSteps: Int)
    /// The time away left out of the clock, and when a long gap was last answered.
    case changeAway(seconds: Double, answeredAt: Double?)
    /// The session's own note, as the lifter saved it: only the note is written, so sets
    /// another terminal logged meanwhile stay.
    case changeNote(String)
}

/// Where a step of a rearranged workout comes from.
public enum StepPlace: Equatable, Sendable {
    case was(Int)
    case added(WorkoutStep)
}

extension WorkoutStep {
    /// Whether the step's own fields (everything but its sets) differ.
    func fieldsDiffer(from other: WorkoutStep) -> Bool {
        plan != other.plan || checkedAt != other.checkedAt || timer != other.timer
            || creditedChallengeDay != other.creditedChallengeDay || skipped != other.skipped || note != other.note
    }
}

extension ActiveWorkout {
    /// The changes that take `base` (this workout as it was on screen before a key) to this one.
    /// Steps are matched by id, sets by id, or by completion time for a set not stored yet.
    public func changes(since base: ActiveWorkout) -> [WorkoutChange] {
        var changes: [WorkoutChange] = []
        let basePositions = Dictionary(base.steps.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let places: [StepPlace] = steps.map { step in basePositions[step.id].map(StepPlace.was) ?? .added(step) }
        if places != base.steps.indices.map(StepPlace.was) {
            changes.append(.arrangeSteps(places))
        }
        for (position, step) in steps.enumerated() {
            guard let was = basePositions[step.id].map({ base.steps[$0] }) else {
                // A new step: its row came with the arrangement; then any sets on it.
                changes += step.sets.map { .logSet(step: position, $0, stepUID: step.uid) }
                continue
            }
            if step.fieldsDiffer(from: was) {
                changes.append(.changeStep(position: position, step, was: was))
            }
            var unmatched = was.sets
            for set in step.sets {
                let index = unmatched.firstIndex { old in set.id.isEmpty ? old.completedAt == set.completedAt : old.id == set.id }
                guard let index else {
                    changes.append(.logSet(step: position, set, stepUID: step.uid))
                    continue
                }
                let old = unmatched.remove(at: index)
                if old != set, !old.id.isEmpty { changes.append(.editSet(id: old.id, set)) }
                if old.note != set.note, !old.id.isEmpty { changes.append(.changeSetNote(id: old.id, set.note)) }
            }
            changes += unmatched.filter { !$0.id.isEmpty }.map { .undoSet(id: $0.id) }
        }
        if rest != base.rest || completedSteps != base.completedSteps || steps.count != base.steps.count {
            changes.append(.changeRest(rest, completedSteps: completedSteps))
        }
        if awaySeconds != base.awaySeconds || awayAnsweredAt != base.awayAnsweredAt {
            changes.append(.changeAway(seconds: awaySeconds, answeredAt: awayAnsweredAt))
        }
        if note != base.note { changes.append(.changeNote(note)) }
        return changes
    }

    /// Takes the id the store gave a set it logged (found by step and completion time among
    /// the sets not stored yet), and whether the store counted it a warm-up.
    public mutating func take(_ stored: StoredSet) {
        guard steps.indices.contains(stored.step),
              let i = steps[stored.step].sets.firstIndex(where: { $0.id.isEmpty && $0.completedAt == stored.completedAt }) else { return }
        steps[stored.step].sets[i].id = stored.id
        // A warm-up another terminal's set came before is a working set: a side at a time, both
        // sides, as Space logs one (the store does the same).
        let set = steps[stored.step].sets[i]
        if set.isWarmup && !stored.isWarmup && steps[stored.step].plan.unilateral && set.repsRight == nil {
            steps[stored.step].sets[i].repsRight = set.reps
        }
        steps[stored.step].sets[i].isWarmup = stored.isWarmup
    }

    /// Takes the ids the store gave steps it added, where the steps have none yet.
    public mutating func take(_ stored: [StoredStep]) {
        for step in stored where steps.indices.contains(step.position) && steps[step.position].uid.isEmpty {
            steps[step.position].uid = step.uid
        }
    }
}

/// Where a logged set was stored: the id it got, and whether it went in as a warm-up (decided
/// by the sets already there when it was inserted, whichever terminal logged them).
public struct StoredSet: Equatable, Sendable {
    public var step: Int
    public var completedAt: Double
    public var id: String
    public var isWarmup: Bool

    public init(step: Int, completedAt: Double, id: String, isWarmup: Bool) {
        self.step = step
        self.completedAt = completedAt
        self.id = id
        self.isWarmup = isWarmup
    }
}

/// What the store did with one change to a running workout: where a set it logged went, the
/// ids of the steps it added, and the count stored for each day whose challenge credit the
/// change claimed or gave back.
public struct WorkoutChangeStored: Equatable, Sendable {
    public var set: StoredSet?
    public var steps: [StoredStep]
    public var challengeCounts: [ChallengeCount]

    public init(set: StoredSet? = nil, steps: [StoredStep] = [], challengeCounts: [ChallengeCount] = []) {
        self.set = set
        self.steps = steps
        self.challengeCounts = challengeCounts
    }
}

/// A step the store added to a workout: its place and the id its row got.
public struct StoredStep: Equatable, Sendable {
    public var position: Int
    public var uid: String

    public init(position: Int, uid: String) {
        self.position = position
        self.uid = uid
    }
}

/// A day's challenge count as stored by a write.
public struct ChallengeCount: Equatable, Sendable {
    public var day: Day
    public var sets: Int

    public init(day: Day, sets: Int) {
        self.day = day
        self.sets = sets
    }
}
