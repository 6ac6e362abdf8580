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

/// Values typed for a set; nil fields keep the planned (or logged) value.
public struct SetValues: Hashable, Sendable {
    public var reps: Int?
    public var weight: Double?
    public var durationSeconds: Int?
    public var rpe: Double?
    /// The right side's reps of a one-side-at-a-time set; nil leaves that side to do.
    public var repsRight: Int?
    public var distanceMeters: Double?
    public var type: SetType = .normal
    public var rir: Double?

    public init(reps: Int? = nil, weight: Double? = nil, durationSeconds: Int? = nil, rpe: Double? = nil,
                repsRight: Int? = nil, distanceMeters: Double? = nil, type: SetType = .normal, rir: Double? = nil) {
        self.reps = reps
        self.weight = weight
        self.durationSeconds = durationSeconds
        self.rpe = rpe
        self.repsRight = repsRight
        self.distanceMeters = distanceMeters
        self.type = type
        self.rir = rir
    }
}

extension SetValues {
    /// The values a logged set holds, to change some of them and keep the rest.
    public init(_ set: SetLog) {
        self.init(reps: set.reps, weight: set.weight, durationSeconds: set.durationSeconds, rpe: set.rpe, repsRight: set.repsRight,
                  distanceMeters: set.distanceMeters, type: set.type, rir: set.rir)
    }
}

extension ActiveWorkout {
    /// Completes the next set of step `index` with its planned values (or `values`), or checks
    /// a step without sets. `challengeRoom` says whether today's challenge count is below its
    /// target. After a working set, a rest of the step's rest seconds (else `defaultRest`)
    /// starts. Returns nil when the step was already complete.
    /// `bodyWeight` (kilograms, the weigh-in in force today) goes with a bodyweight or assisted set.
    /// A one-side-at-a-time set still waiting for its right side gets it first (the left's reps).
    public mutating func completeNext(step index: Int, at now: Moment, challengeRoom: Bool,
                                      values: SetValues? = nil, defaultRest: Int? = nil, bodyWeight: Double? = nil) -> StepOutcome? {
        guard steps.indices.contains(index), !steps[index].isComplete else { return nil }
        var step = steps[index]
        var outcome = StepOutcome()
        if let last = step.sets.indices.last, step.sets[last].waitsForSide(unilateral: step.plan.unilateral) {
            step.sets[last].repsRight = values?.repsRight ?? values?.reps ?? step.sets[last].reps
            outcome.completedSet = true
            steps[index] = step
            startRestAfterRound(of: index, at: now, defaultRest: defaultRest)
            outcome.completedStep = steps[index].isComplete
            return outcome
        }
        if step.plan.totalSets > 0 {
            let duration: Int? = step.plan.kind == .hold
                ? step.timer.map { t in t.elapsed(at: now.epochSeconds) > 0 ? min(t.totalSeconds, Int(t.elapsed(at: now.epochSeconds).rounded())) : t.totalSeconds }
                : nil
            let warmup = step.nextSetIsWarmup
            // Reps-only sets log no weight; the planned weight is for working sets.
            let load = step.plan.loadType
            let weight = load.weightLabel != nil ? (values?.weight ?? (warmup ? nil : step.plan.weight)) : nil
            let reps = values?.reps ?? step.plan.plannedReps
            let sided = step.plan.unilateral && !warmup
            step.sets.append(SetLog(isWarmup: warmup, reps: reps, weight: weight,
                                    durationSeconds: values?.durationSeconds ?? duration, rpe: values?.rpe,
                                    completedAt: now.epochSeconds,
                                    repsRight: sided ? (values == nil ? reps : values?.repsRight) : nil,
                                    distanceMeters: load == .distance ? values?.distanceMeters : nil,
                                    type: warmup ? .normal : values?.type ?? .normal, rir: values?.rir,
                                    bodyWeight: load.countsBodyWeight ? bodyWeight : nil))
            step.timer?.reset()
            outcome.completedSet = true
            steps[index] = step
            if !warmup {
                startRestAfterRound(of: index, at: now, defaultRest: defaultRest)
            } else if let partner = supersetPartner(after: index) {
                // No rest after a warm-up: the group goes on with the partner at once.
                startNextCycle(of: partner, at: now.epochSeconds)
            }
            step = steps[index]
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

    /// Starts the rest after a working set of step `index`, unless the workout is all done.
    mutating func startRest(after index: Int, at now: Moment, defaultRest: Int?) {
        rest = nil
        guard let seconds = steps[index].plan.restSeconds ?? defaultRest, seconds > 0,
              steps.contains(where: { !$0.isComplete && !$0.skipped }) else { return }
        rest = RestPeriod(stepIndex: index, countdown: Countdown(totalSeconds: seconds, runningSince: now.epochSeconds))
    }

    /// In a superset the rest comes after the round, not after each set: a set that leaves
    /// partners to do in this round ends any rest instead (the lifter is working), and a
    /// work/rest cycle step the group goes on with starts its next set at once.
    mutating func startRestAfterRound(of index: Int, at now: Moment, defaultRest: Int?) {
        if endsSupersetRound(at: index) {
            startRest(after: index, at: now, defaultRest: defaultRest)
        } else {
            rest = nil
            if let partner = supersetPartner(after: index) { startNextCycle(of: partner, at: now.epochSeconds) }
        }
    }

    /// Starts the next set of step `index` from `instant` when it runs as work/rest cycles
    /// and has a set to do; any other step waits for the lifter.
    mutating func startNextCycle(of index: Int, at instant: Double) {
        guard steps.indices.contains(index), steps[index].plan.cycles, !steps[index].isComplete, !steps[index].skipped,
              var timer = steps[index].timer, !timer.isRunning else { return }
        timer.reset()
        timer.runningSince = instant
        steps[index].timer = timer
    }

    /// Ends the rest early (the lifter is ready).
    public mutating func stopRest() -> Bool {
        guard rest != nil else { return false }
        rest = nil
        return true
    }

    /// Replaces the values of set `setIndex` of step `index`. False when there is no such set.
    public mutating func editSet(step index: Int, set setIndex: Int, values: SetValues) -> Bool {
        guard steps.indices.contains(index), steps[index].sets.indices.contains(setIndex) else { return false }
        var set = steps[index].sets[setIndex]
        let plan = steps[index].plan
        set.reps = values.reps
        set.weight = plan.loadType.weightLabel != nil ? values.weight : nil
        set.durationSeconds = values.durationSeconds ?? set.durationSeconds
        set.rpe = values.rpe
        set.rir = values.rir
        set.repsRight = plan.unilateral && !set.isWarmup ? values.repsRight : nil
        set.distanceMeters = values.distanceMeters ?? (plan.loadType == .distance ? nil : set.distanceMeters)
        if !set.isWarmup { set.type = values.type }
        steps[index].sets[setIndex] = set
        return true
    }

    /// Logs the distance and time of timed step `index` (a ride, a run) as its one set, and
    /// checks the step when it was not yet. False when the step is not timed.
    public mutating func logDistance(step index: Int, values: SetValues, at now: Moment) -> Bool {
        guard steps.indices.contains(index), steps[index].plan.kind == .timed else { return false }
        var step = steps[index]
        step.sets = [SetLog(isWarmup: false, durationSeconds: values.durationSeconds, rpe: values.rpe, completedAt: now.epochSeconds,
                            distanceMeters: values.distanceMeters, rir: values.rir)]
        if step.checkedAt == nil {
            step.checkedAt = now.epochSeconds
            if var timer = step.timer, timer.isRunning {
                timer.toggle(at: now.epochSeconds)
                step.timer = timer
            }
        }
        steps[index] = step
        return true
    }

    /// Marks step `index` skipped, or takes the mark back. Its timer stops.
    public mutating func toggleSkip(step index: Int, at now: Moment) -> Bool {
        guard steps.indices.contains(index), !steps[index].isComplete else { return false }
        steps[index].skipped.toggle()
        if var timer = steps[index].timer, timer.isRunning {
            timer.toggle(at: now.epochSeconds)
            steps[index].timer = timer
        }
        return true
    }

    /// Why a step's sides cannot change now.
    public enum SidesRefusal: Error, Equatable, Sendable {
        /// A countdown, a hold or the daily challenge: its sets have no reps to split.
        case notReps
        /// A working set is logged already: it was logged as it was.
        case working
    }

    /// Step `index` done one side at a time, or both at once again. Only before its first
    /// working set: the sets logged keep how they were logged. Returns whether it is now sided.
    public mutating func toggleSides(step index: Int) -> Result<Bool, SidesRefusal> {
        guard steps.indices.contains(index), steps[index].plan.kind == .sets, steps[index].plan.totalSets > 0 else { return .failure(.notReps) }
        guard steps[index].sets.allSatisfy(\.isWarmup) else { return .failure(.working) }
        steps[index].plan.unilateral.toggle()
        return .success(steps[index].plan.unilateral)
    }

    /// Moves step `index` by `offset` places; returns its new index, or nil when it cannot move.
    public mutating func moveStep(_ index: Int, by offset: Int) -> Int? {
        let target = index + offset
        guard steps.indices.contains(index), steps.indices.contains(target), index != target else { return nil }
        steps.swapAt(index, target)
        if let r = rest?.stepIndex {
            rest?.stepIndex = r == index ? target : (r == target ? index : r)
        }
        return target
    }

    /// Adds a step after `index` (at the end when out of range); returns where it went.
    @discardableResult
    public mutating func insertStep(_ plan: PlanStep, after index: Int) -> Int {
        let at = steps.indices.contains(index) ? index + 1 : steps.count
        var plan = plan
        plan.id = steps.map(\.plan).nextStepID
        steps.insert(WorkoutStep(plan: plan), at: at)
        if let r = rest?.stepIndex, r >= at { rest?.stepIndex = r + 1 }
        return at
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
            if rest?.stepIndex == index { rest = nil }
        } else {
            guard step.checkedAt != nil else { return nil }
            step.checkedAt = nil
            step.sets.removeAll() // a timed step's distance goes with its check
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

    /// Ends a rest that is over by `now`. When the step the lifter goes on with (the group's
    /// next in a superset or circuit, else the same step) runs as work/rest cycles, its next
    /// set starts, timed from the instant the rest ended. Returns the step the rest followed.
    public mutating func settleRest(at now: Moment) -> Int? {
        guard let rest, rest.countdown.isFinished(at: now.epochSeconds) else { return nil }
        self.rest = nil
        let i = rest.stepIndex
        guard steps.indices.contains(i) else { return i }
        let endedAt = rest.countdown.runningSince! + Double(rest.countdown.totalSeconds) - rest.countdown.elapsedBeforeStart
        startNextCycle(of: supersetPartner(after: i) ?? i, at: min(now.epochSeconds, endedAt))
        return i
    }

    /// Completes what running countdowns finished by `now`: a timed step is checked,
    /// a hold step gets a set (and its rest starts). Returns the indices of the steps that changed.
    public mutating func settleTimers(at now: Moment, defaultRest: Int? = nil) -> [Int] {
        var changed: [Int] = []
        for i in steps.indices {
            guard let timer = steps[i].timer, timer.isRunning, timer.isFinished(at: now.epochSeconds) else { continue }
            let finishedAt = timer.runningSince! + Double(timer.totalSeconds) - timer.elapsedBeforeStart
            let at = Moment(epochSeconds: min(now.epochSeconds, finishedAt), utcOffsetSeconds: now.utcOffsetSeconds)
            switch steps[i].plan.kind {
            case .hold:
                let warmup = steps[i].nextSetIsWarmup
                steps[i].sets.append(SetLog(isWarmup: warmup, durationSeconds: timer.totalSeconds, completedAt: at.epochSeconds))
                steps[i].timer?.reset()
                // A cycle's rest starts when the work ended, so a late tick does not stretch it.
                if !warmup { startRestAfterRound(of: i, at: at, defaultRest: steps[i].plan.cycles ? defaultRest : nil) }
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
    public var firstIncompleteStep: Int? { steps.firstIndex { !$0.isComplete && !$0.skipped } }
}
