/// The running rest changed while it runs: lengthened, shortened, or kept as the exercise's
/// rest for next time.
extension ActiveWorkout {
    /// The longest a rest can be made: what a split step's rest may hold, so a rest lengthened
    /// here can always be kept.
    public static let longestRestSeconds = 900

    /// Lengthens (positive `seconds`) or shortens the running rest, within 0 and
    /// `longestRestSeconds` in all; a rest shortened to nothing left ends. Nil when no rest runs.
    public mutating func adjustRest(by seconds: Int, at now: Double) -> RestAdjustment? {
        guard var rest else { return nil }
        let total = min(Self.longestRestSeconds, max(0, rest.countdown.totalSeconds + seconds))
        rest.countdown.totalSeconds = total
        if rest.countdown.isFinished(at: now) {
            self.rest = nil
            return .ended
        }
        self.rest = rest
        return .running(remaining: rest.countdown.remainingWholeSeconds(at: now), total: total)
    }

    /// Makes the running rest's length the rest of the step it follows, for the sets still to
    /// come in this workout; returns that step's position and the length. Nil when no rest runs.
    public mutating func keepRest() -> (step: Int, seconds: Int)? {
        guard let rest, steps.indices.contains(rest.stepIndex) else { return nil }
        steps[rest.stepIndex].plan.restSeconds = rest.countdown.totalSeconds
        return (rest.stepIndex, rest.countdown.totalSeconds)
    }
}

/// What lengthening or shortening the running rest did.
public enum RestAdjustment: Equatable, Sendable {
    /// The rest runs on, with this long left of a rest this long in all (seconds).
    case running(remaining: Int, total: Int)
    /// Shortened past the time already rested: it is over.
    case ended
}

extension Split {
    /// The split with the step a workout's `step` came from resting `seconds` (found as a
    /// session is saved back: by exercise and title); nil when the split has no such step.
    public func keepingRest(_ seconds: Int, of step: PlanStep) -> Split? {
        guard step.swappedFor == nil,
              let i = steps.firstIndex(where: { $0.exerciseID == step.exerciseID && $0.title == step.title }) else { return nil }
        var split = self
        split.steps[i].restSeconds = seconds
        return split
    }
}
