/// What a change to a running workout did, for the caller to persist, credit and signal.
public struct StepOutcome: Equatable, Sendable {
    /// A set was completed (bell-worthy).
    public var completedSet: Bool = false
    /// The step became complete.
    public var completedStep: Bool = false
    /// Credit (+1) or take back (-1) today's challenge count for that day.
    public var challengeCredit: Day?
    public var challengeDebit: Day?

    public init(completedSet: Bool = false, completedStep: Bool = false, challengeCredit: Day? = nil, challengeDebit: Day? = nil) {
        self.completedSet = completedSet
        self.completedStep = completedStep
        self.challengeCredit = challengeCredit
        self.challengeDebit = challengeDebit
    }
}

extension ActiveWorkout {
    /// Completes the next set of step `index` with its planned values, or checks a step
    /// without sets. `challengeRoom` says whether today's challenge count is below its target.
    /// Returns nil when the step was already complete.
    public mutating func completeNext(step index: Int, at now: Moment, challengeRoom: Bool) -> StepOutcome? {
        guard steps.indices.contains(index), !steps[index].isComplete else { return nil }
        var step = steps[index]
        var outcome = StepOutcome()
        if step.plan.totalSets > 0 {
            let duration: Int? = step.plan.kind == .hold
                ? step.timer.map { t in t.elapsed(at: now.epochSeconds) > 0 ? min(t.totalSeconds, Int(t.elapsed(at: now.epochSeconds).rounded())) : t.totalSeconds }
                : nil
            step.sets.append(SetLog(isWarmup: step.nextSetIsWarmup, reps: step.plan.plannedReps,
                                    durationSeconds: duration, completedAt: now.epochSeconds))
            step.timer?.reset()
            outcome.completedSet = true
        } else {
            step.checkedAt = now.epochSeconds
            if var timer = step.timer, timer.isRunning {
                timer.toggle(at: now.epochSeconds)
                step.timer = timer
            }
            if step.plan.kind == .challenge {
                outcome.completedSet = true
                if challengeRoom {
                    step.creditedChallengeDay = now.day
                    outcome.challengeCredit = now.day
                }
            }
        }
        outcome.completedStep = step.isComplete
        steps[index] = step
        return outcome
    }

    /// Takes back the last completed set of step `index` (or unchecks it), returning
    /// the challenge debit it implies. Nil when there was nothing to undo.
    public mutating func undoLast(step index: Int) -> StepOutcome? {
        guard steps.indices.contains(index) else { return nil }
        var step = steps[index]
        var outcome = StepOutcome()
        if step.plan.totalSets > 0 {
            guard !step.sets.isEmpty else { return nil }
            step.sets.removeLast()
        } else {
            guard step.checkedAt != nil else { return nil }
            step.checkedAt = nil
            if step.plan.kind == .timed { step.timer?.reset() }
            if let day = step.creditedChallengeDay {
                outcome.challengeDebit = day
                step.creditedChallengeDay = nil
            }
        }
        steps[index] = step
        return outcome
    }

    /// Starts or pauses the countdown of step `index`. A finished countdown starts over.
    /// Returns false when the step has no timer or is already complete.
    public mutating func toggleTimer(step index: Int, at now: Moment) -> Bool {
        guard steps.indices.contains(index), var timer = steps[index].timer, !steps[index].isComplete else { return false }
        if !timer.isRunning && timer.isFinished(at: now.epochSeconds) { timer.reset() }
        timer.toggle(at: now.epochSeconds)
        steps[index].timer = timer
        return true
    }

    /// Completes what running countdowns finished by `now`: a timed step is checked,
    /// a hold step gets a set. Returns the indices of the steps that changed.
    public mutating func settleTimers(at now: Moment) -> [Int] {
        var changed: [Int] = []
        for i in steps.indices {
            guard let timer = steps[i].timer, timer.isRunning, timer.isFinished(at: now.epochSeconds) else { continue }
            let finishedAt = timer.runningSince! + Double(timer.totalSeconds) - timer.elapsedBeforeStart
            let at = Moment(epochSeconds: min(now.epochSeconds, finishedAt), utcOffsetSeconds: now.utcOffsetSeconds)
            switch steps[i].plan.kind {
            case .hold:
                steps[i].sets.append(SetLog(isWarmup: steps[i].nextSetIsWarmup, durationSeconds: timer.totalSeconds, completedAt: at.epochSeconds))
                steps[i].timer?.reset()
            case .timed:
                steps[i].checkedAt = at.epochSeconds
                steps[i].timer = Countdown(totalSeconds: timer.totalSeconds, elapsedBeforeStart: Double(timer.totalSeconds))
            case .sets, .challenge:
                steps[i].timer?.reset()
            }
            changed.append(i)
        }
        return changed
    }

    /// The first step not yet complete, or nil when all are.
    public var firstIncompleteStep: Int? { steps.firstIndex { !$0.isComplete } }
}
