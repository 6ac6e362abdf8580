/// Where a running workout stands, for `gymtrack status`: the split, the step in front, its
/// working sets done of those planned, and what is left of the rest.
public struct WorkoutProgress: Equatable, Sendable {
    /// The workout's title (its split's): "Day A".
    public var split: String
    /// The step the lifter is on: the one the rest, or the last set logged, leads to (the same
    /// step, its superset partner, or the next still to do), else the first still to do; nil
    /// once every step is done or skipped.
    public var exercise: String?
    public var setsDone = 0
    /// Working sets planned on that step; 0 for a step without sets (a timed one, a note).
    public var setsPlanned = 0
    /// Whole seconds of the rest left; nil when no rest runs (or it is already over).
    public var restLeft: Int?

    public init(_ workout: ActiveWorkout, at now: Double) {
        split = workout.title
        if let rest = workout.rest {
            let left = rest.countdown.remainingWholeSeconds(at: now)
            restLeft = left > 0 ? left : nil
        }
        var front = workout.firstIncompleteStep
        if let last = workout.rest.map(\.stepIndex) ?? WorkoutProgress.lastWorkedOn(workout), workout.steps.indices.contains(last) {
            let next = workout.supersetPartner(after: last) ?? last
            front = workout.steps[next].isComplete || workout.steps[next].skipped ? workout.nextStepToDo(after: next) : next
        }
        if let front {
            let step = workout.steps[front]
            exercise = step.plan.title
            setsDone = step.sets.filter(\.isWorking).count
            setsPlanned = step.plan.workingSets
        }
    }

    /// The step with the latest set logged or checked; nil before any.
    private static func lastWorkedOn(_ workout: ActiveWorkout) -> Int? {
        let touched = workout.steps.indices.compactMap { i in
            (workout.steps[i].sets.map(\.completedAt) + [workout.steps[i].checkedAt].compactMap { $0 }).max().map { (i, $0) }
        }
        return touched.max { $0.1 < $1.1 }?.0
    }

    /// "Day A · Bench Press 2/3 · rest 0:45".
    public var line: String {
        var parts = [split]
        if let exercise { parts.append(exercise + (setsPlanned > 0 ? " \(setsDone)/\(setsPlanned)" : "")) }
        if let restLeft { parts.append("rest " + formatClock(restLeft)) }
        return parts.joined(separator: " · ")
    }
}
