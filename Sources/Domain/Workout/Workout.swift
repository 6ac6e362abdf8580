/// One completed set of a step, as logged.
public struct SetLog: Hashable, Sendable {
    /// The set's ULID (`set_logs.uid`), "" until it is stored. Not part of equality: two
    /// sets are equal by what was lifted.
    public var id: String = ""

    /// What names this set, stored or not: its ULID once it has one, else the moment it was
    /// completed (the rule `WorkoutChanges` matches sets by). A form open on a set keeps this.
    public var reference: String { id.isEmpty ? SetLog.completedReference(completedAt) : id }

    /// Whether `reference` names this set, also once the set has been stored since.
    public func isNamed(by reference: String) -> Bool {
        (!id.isEmpty && id == reference) || reference == SetLog.completedReference(completedAt)
    }

    private static func completedReference(_ completedAt: Double) -> String { "completed \(completedAt)" }
    public var isWarmup: Bool
    /// Reps; of the left side when the exercise is done one side at a time.
    public var reps: Int?
    /// Read by the step's `LoadType`: the weight lifted, added to the body, or the assistance.
    public var weight: Double?
    public var durationSeconds: Int?
    /// Rate of perceived exertion, 1–10, when the lifter gave one.
    public var rpe: Double?
    /// When the set was completed, seconds since the epoch.
    public var completedAt: Double
    /// Reps of the right side of a one-side-at-a-time set; nil until that side is done.
    public var repsRight: Int?
    /// Metres covered (a ride, a run, a row).
    public var distanceMeters: Double?
    /// What kind of working set it was beside a plain one (a warm-up is `isWarmup`).
    public var type: SetType = .normal
    /// Reps in reserve, 0–10, when the lifter gave them.
    public var rir: Double?
    /// The body weight in force on the set's day (kilograms), for a bodyweight or assisted
    /// load: derived from the weigh-ins, not typed, so not part of equality.
    public var bodyWeight: Double?
    /// The lifter's note on this set ("" when none): said of it, not lifted, so not part of
    /// equality; it is written on its own (`WorkoutChange.changeSetNote`).
    public var note: String

    public init(id: String = "", isWarmup: Bool, reps: Int? = nil, weight: Double? = nil, durationSeconds: Int? = nil, rpe: Double? = nil,
                completedAt: Double, repsRight: Int? = nil, distanceMeters: Double? = nil, type: SetType = .normal, rir: Double? = nil,
                bodyWeight: Double? = nil, note: String = "") {
        self.note = note
        self.id = id
        self.isWarmup = isWarmup
        self.reps = reps
        self.weight = weight
        self.durationSeconds = durationSeconds
        self.rpe = rpe
        self.completedAt = completedAt
        self.repsRight = repsRight
        self.distanceMeters = distanceMeters
        self.type = type
        self.rir = rir
        self.bodyWeight = bodyWeight
    }

    /// A set done at the weight the exercise is worked at: neither a warm-up nor a drop set
    /// (which belongs to the set before it). What next session, last time's line and the
    /// rules read; volume and records count every set lifted but warm-ups.
    public var isWorking: Bool { !isWarmup && type != .drop }

    public static func == (a: SetLog, b: SetLog) -> Bool {
        a.isWarmup == b.isWarmup && a.reps == b.reps && a.weight == b.weight && a.durationSeconds == b.durationSeconds
            && a.rpe == b.rpe && a.completedAt == b.completedAt && a.repsRight == b.repsRight
            && a.distanceMeters == b.distanceMeters && a.type == b.type && a.rir == b.rir
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isWarmup)
        hasher.combine(reps)
        hasher.combine(weight)
        hasher.combine(durationSeconds)
        hasher.combine(rpe)
        hasher.combine(completedAt)
        hasher.combine(repsRight)
        hasher.combine(distanceMeters)
        hasher.combine(type)
        hasher.combine(rir)
    }
}

/// A working set's kind beside a plain one (Strong's D and F, Hevy's dropset and failure).
public enum SetType: String, Hashable, Sendable, CaseIterable {
    case normal
    /// Straight after the set before it at a lighter weight.
    case drop
    /// Taken to failure.
    case failure
    /// As many reps as possible: the reps are open, what was done is what counts.
    case amrap

    /// The mark drawn beside the set (nothing for a plain one).
    public var mark: String {
        switch self {
        case .normal: return ""
        case .drop: return "drop"
        case .failure: return "fail"
        case .amrap: return "AMRAP"
        }
    }
}

/// A countdown that can be started and paused; time is derived from stored instants,
/// never from counted ticks, so suspend, resume and restart keep it right.
public struct Countdown: Hashable, Sendable {
    public var totalSeconds: Int
    /// Seconds run before the current start (sum of earlier runs).
    public var elapsedBeforeStart: Double
    /// When the current run started, or nil while paused.
    public var runningSince: Double?

    public init(totalSeconds: Int, elapsedBeforeStart: Double = 0, runningSince: Double? = nil) {
        self.totalSeconds = totalSeconds
        self.elapsedBeforeStart = elapsedBeforeStart
        self.runningSince = runningSince
    }

    public var isRunning: Bool { runningSince != nil }

    public func elapsed(at now: Double) -> Double {
        elapsedBeforeStart + (runningSince.map { max(0, now - $0) } ?? 0)
    }

    public func remaining(at now: Double) -> Double {
        max(0, Double(totalSeconds) - elapsed(at: now))
    }

    /// Whole seconds left, rounded up so "0:01" shows until the last second is over.
    public func remainingWholeSeconds(at now: Double) -> Int {
        Int(remaining(at: now).rounded(.up))
    }

    public func isFinished(at now: Double) -> Bool { remaining(at: now) <= 0 }

    public mutating func toggle(at now: Double) {
        if let since = runningSince {
            elapsedBeforeStart += max(0, now - since)
            runningSince = nil
        } else {
            runningSince = now
        }
    }

    public mutating func reset() {
        elapsedBeforeStart = 0
        runningSince = nil
    }
}

/// A step of a running workout: the plan row plus what has been done.
public struct WorkoutStep: Hashable, Sendable {
    public var plan: PlanStep
    /// Completed sets in order; the first `plan.warmupSets` are warm-ups.
    public var sets: [SetLog]
    /// For steps without sets (timed, challenge): when it was checked, else nil.
    public var checkedAt: Double?
    public var timer: Countdown?
    /// The day whose challenge count this step credited; nil when it credited none
    /// (not done, or the day was already full), so undo only takes back its own credit.
    public var creditedChallengeDay: Day?
    /// Marked as not done today; it stays in the list, dimmed.
    public var skipped: Bool
    /// The lifter's note on this exercise in this session.
    public var note: String
    /// The stored row's ULID (`session_steps.uid`), "" until it is stored: a change to the step
    /// finds its row by it, wherever another terminal has moved it meanwhile. Not part of
    /// equality: two steps are equal by what they plan and what was done.
    public var uid: String = ""

    public static func == (a: WorkoutStep, b: WorkoutStep) -> Bool {
        a.plan == b.plan && a.sets == b.sets && a.checkedAt == b.checkedAt && a.timer == b.timer
            && a.creditedChallengeDay == b.creditedChallengeDay && a.skipped == b.skipped && a.note == b.note
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(plan)
        hasher.combine(sets)
        hasher.combine(checkedAt)
        hasher.combine(timer)
        hasher.combine(creditedChallengeDay)
        hasher.combine(skipped)
        hasher.combine(note)
    }

    public init(plan: PlanStep, sets: [SetLog] = [], checkedAt: Double? = nil, timer: Countdown? = nil, creditedChallengeDay: Day? = nil,
                skipped: Bool = false, note: String = "") {
        self.plan = plan
        self.sets = sets
        self.checkedAt = checkedAt
        self.timer = timer ?? plan.durationSeconds.map { Countdown(totalSeconds: $0) }
        self.creditedChallengeDay = creditedChallengeDay
        self.skipped = skipped
        self.note = note
    }

    public var isComplete: Bool {
        plan.totalSets > 0
            ? placedSets >= plan.totalSets && !(sets.last?.waitsForSide(unilateral: plan.unilateral) ?? false)
            : checkedAt != nil
    }

    /// How many of the plan's places the sets fill: every set but a drop set, which sits under
    /// the set before it and takes no place of its own.
    public var placedSets: Int { sets.reduce(0) { $1.type == .drop ? $0 : $0 + 1 } }

    /// The sets added beyond the plan, by index: every drop set, and the sets past the plan's
    /// places (the fourth set on a good day, a back-off set).
    public var addedSetIndices: [Int] {
        var placed = 0
        return sets.indices.filter { i in
            guard sets[i].type != .drop else { return true }
            placed += 1
            return placed > plan.totalSets
        }
    }

    /// The step's identity in this workout (its plan's id), kept when steps move.
    public var id: Int { plan.id }

    /// Whether the next set to complete is a warm-up set.
    public var nextSetIsWarmup: Bool { placedSets < plan.warmupSets }
}

/// The rest after a working set: a countdown shown in the header that does not block input.
public struct RestPeriod: Hashable, Sendable {
    /// The step whose set it follows; a work/rest cycle step starts its next set when it ends.
    public var stepIndex: Int
    public var countdown: Countdown

    public init(stepIndex: Int, countdown: Countdown) {
        self.stepIndex = stepIndex
        self.countdown = countdown
    }
}

/// The workout in progress. Persisted on every change so a dropped connection loses nothing.
public struct ActiveWorkout: Hashable, Sendable {
    /// The session's ULID (`sessions.uid`), which finds its row while it runs; "" until begun.
    public var id: String
    /// The split's key (`sessions.session_type`).
    public var sessionType: String
    public var title: String
    public var startedAt: Moment
    public var steps: [WorkoutStep]
    /// The split's muscle groups when it started: what the coverage card reports on.
    public var groups: [String]
    public var rest: RestPeriod?
    /// Time away left out of the workout's duration (a long gap the lifter said not to count).
    public var awaySeconds: Double = 0
    /// When the lifter last answered whether a long gap counts; a gap is measured from no earlier.
    public var awayAnsweredAt: Double?
    /// The lifter's note on the whole session ("" when none): how it went, the gym, the sleep.
    public var note = ""

    /// A workout of `split` as it starts: with `dailyChallenge`, the split's `workoutSteps`
    /// (the daily challenge added where it belongs), else exactly the split's steps.
    public init(split: Split, startedAt: Moment, id: String = "", dailyChallenge: Bool = false) {
        self.id = id
        self.sessionType = split.sessionType
        self.title = split.title
        self.startedAt = startedAt
        self.steps = (dailyChallenge ? split.workoutSteps : split.steps.identified()).map { WorkoutStep(plan: $0) }
        self.groups = split.groups
    }

    public init(sessionType: String, title: String, startedAt: Moment, steps: [WorkoutStep], groups: [String] = [], rest: RestPeriod? = nil,
                id: String = "", awaySeconds: Double = 0, awayAnsweredAt: Double? = nil, note: String = "") {
        self.id = id
        self.note = note
        self.awaySeconds = awaySeconds
        self.awayAnsweredAt = awayAnsweredAt
        self.sessionType = sessionType
        self.title = title
        self.startedAt = startedAt
        let plans = steps.map(\.plan).identified()
        self.steps = zip(steps, plans).map { var step = $0; step.plan = $1; return step }
        self.groups = groups
        self.rest = rest
    }

    /// The workout clock: the time since it started, less any time away left out.
    public func elapsedSeconds(at now: Double) -> Int {
        max(0, Int((now - startedAt.epochSeconds - awaySeconds).rounded(.down)))
    }

    /// A gap longer than this since the last logged set asks whether the time away counts.
    public static let longGapSeconds: Double = 2 * 3600

    /// The last thing done in the workout: its start, a set, a checked step, or the last
    /// answer about a gap.
    public var lastActivity: Double {
        var last = max(startedAt.epochSeconds, awayAnsweredAt ?? 0)
        for step in steps {
            if let set = step.sets.last { last = max(last, set.completedAt) }
            if let checked = step.checkedAt { last = max(last, checked) }
        }
        return last
    }

    /// The time since the last activity when it is a long gap, else nil.
    public func longGap(at now: Double) -> Double? {
        let gap = now - lastActivity
        return gap > Self.longGapSeconds ? gap : nil
    }

    /// Settles a long gap at `now`: counted on the clock (`counts`) or left out of it. Either
    /// answer is remembered, so the same gap is not asked about again.
    public mutating func settleGap(at now: Double, counts: Bool) {
        if !counts, let gap = longGap(at: now) { awaySeconds += gap }
        awayAnsweredAt = now
    }

    public var completedSteps: Int { steps.filter(\.isComplete).count }

    /// With fewer than half the steps checked, finishing asks about a partial session.
    public var isBelowHalf: Bool { completedSteps * 2 < steps.count }

    public var loggedSetCount: Int { steps.reduce(0) { $0 + $1.sets.count } }

    /// The sets a session is said to have, here as in History: working sets, warm-ups left out.
    public var workingSetCount: Int { steps.reduce(0) { $0 + $1.sets.filter { !$0.isWarmup }.count } }

    /// Whether any countdown is running (the loop then wakes every second).
    /// The position of the step with `id`.
    public func index(ofStep id: Int) -> Int? { steps.firstIndex { $0.id == id } }

    /// Where the cursor goes after step `index` is done: the next step still to do (neither
    /// complete nor skipped) after it, else the first one before it; nil when none is left.
    public func nextStepToDo(after index: Int) -> Int? {
        let toDo = { (i: Int) in !self.steps[i].isComplete && !self.steps[i].skipped }
        return steps.indices.first { $0 > index && toDo($0) } ?? steps.indices.first { $0 < index && toDo($0) }
    }
}

/// What became of a workout that is no longer in progress (seen from another terminal).
public enum WorkoutEnd: Equatable, Sendable {
    case finished, discarded
}
