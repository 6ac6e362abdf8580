/// What a rule needs besides the history: how the exercise is loaded and what can be loaded.
public struct TargetInputs {
    public var loadType: LoadType
    /// One step of weight for the exercise, in kilograms (its own, else Settings').
    public var increment: Double
    /// Kilograms down to a weight that can be loaded (the bar and plates of Settings).
    public var round: (Double) -> Double
    /// The lightest loadable weight above a weight, in kilograms.
    public var above: (Double) -> Double
    public var today: Day
    /// The stages a past workout is judged against: those of the slot on the day it was done,
    /// when the progression runs over days that plan it differently (3×10 on A, 2×10 on C), or
    /// a week of its own; nil where they are the slot's own.
    public var stagesOf: (SlotSession) -> [SetScheme]?
    /// How each rung of a ladder is loaded and named (its catalog row).
    public var rung: (String) -> (load: LoadType, name: String) = { _ in (.bodyweight, "") }
    /// The week and day a past workout was, from its session type: where a cycle began.
    public var placeOf: (SlotSession) -> (week: Int, day: Int)? = { _ in nil }

    public init(loadType: LoadType, increment: Double, round: @escaping (Double) -> Double = { $0 },
                above: ((Double) -> Double)? = nil, today: Day, stagesOf: @escaping (SlotSession) -> [SetScheme]? = { _ in nil }) {
        self.loadType = loadType
        self.increment = increment
        self.round = round
        self.above = above ?? { $0 + increment }
        self.today = today
        self.stagesOf = stagesOf
    }
}

extension ProgramSlot {
    /// The next target of this slot for a workout at `position`, computed from `history` (the
    /// slot's workouts since the program started, oldest first) every time: nothing is counted
    /// and kept, so two terminals, or two databases merged, always agree. Nil when `history`
    /// does not reach back to the start and the target depends on an earlier workout.
    public func target(in program: Program, at position: ProgramPosition, history: SlotHistory, inputs: TargetInputs,
                       following: FollowedTarget? = nil) -> Target? {
        // A week the slot is left out of asks for nothing, and reads nothing.
        if isAbsent(week: position.week) { return Target(scheme: "—", sets: [], reason: "Not this week", load: inputs.loadType) }
        let engine = TargetEngine(slot: self, inputs: inputs, fromStart: history.fromStart)
        let found: Target?
        switch rule {
        case .relative: found = engine.following(following, week: position.week)
        case .fixed: found = engine.fixed(history.sessions, week: position.week)
        case .linear(let linear): found = engine.linear(linear, history.sessions, week: position.week)
        case .double(let increment) where !ladder.isEmpty: found = engine.ladder(increment, history.sessions)
        case .double(let increment): found = engine.double(increment, history.sessions)
        case .trainingMax: found = engine.percentages(program.trainingMaxes[maxID], history.sessions, earns: program.earnsRaises(self),
                                                          cuts: program.cutsMax(self), at: position)
        case .rpe: found = engine.rpe(history.sessions, week: position.week)
        }
        return found.map { repMaxTarget($0, week: position.week) }
    }

    /// The target from a whole history, folding only as far back as it must: the last few
    /// workouts first, then more, so a program of years costs what one of weeks does.
    public func target(in program: Program, at position: ProgramPosition, history: [SlotSession], inputs: TargetInputs,
                       following: FollowedTarget? = nil) -> Target {
        target(in: program, at: position, reading: SlotHistory(history), inputs: inputs, following: following)
            ?? repMaxTarget(TargetEngine(slot: self, inputs: inputs, fromStart: true).startTarget(week: position.week), week: position.week)
    }

    /// The target from `history`, read from its end back only as far as the target depends
    /// on; nil when it depends on a workout before them all.
    public func target(in program: Program, at position: ProgramPosition, reading history: SlotHistory, inputs: TargetInputs,
                       following: FollowedTarget? = nil) -> Target? {
        var count = 4
        while true {
            let window = history.suffix(count)
            if let target = target(in: program, at: position, history: window, inputs: inputs, following: following) { return target }
            if window.sessions.count >= history.sessions.count { return nil }
            count *= 4
        }
    }

    /// Which stage a workout's plan says the slot was in, when it says so unambiguously.
    func plannedStage(_ plan: SlotPlan?, stages: [SetScheme], test: Bool) -> PlannedStage? {
        guard let plan else { return nil }
        var found: [PlannedStage] = []
        for (i, stage) in stages.enumerated() where SlotPlan(targets: stage.sets.map(SetTarget.init(planned:))) == plan { found.append(.stage(i)) }
        if test, SlotPlan(targets: [SetTarget(reps: 5)]) == plan { found.append(.test) }
        return found.count == 1 ? found[0] : nil
    }
}

/// A stage a workout was planned at: one of the slot's stages, or a test of a five-rep max.
enum PlannedStage: Equatable {
    case stage(Int)
    case test
}

extension SetTarget {
    /// A planned set as a target, without its weight.
    init(planned: PlannedSet) {
        self.init(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap, seconds: planned.seconds)
    }
}

/// The rules, each a fold over a slot's past workouts. A fold over the latest workouts only
/// (`fromStart` false) begins knowing nothing, learns the stage from each workout's plan and
/// the weight from its sets, and gives up (nil) where it would need what came before.
struct TargetEngine {
    let slot: ProgramSlot
    let inputs: TargetInputs
    let fromStart: Bool

    var weighed: Bool { inputs.loadType.weightLabel != nil }

    func target(_ scheme: String, _ sets: [SetTarget], _ reason: TargetReason) -> Target {
        Target(scheme: scheme, sets: sets, reason: reason, load: inputs.loadType)
    }

    /// A weight that can be loaded: down to the bar and plates, or the exercise's steps. No
    /// weight (nothing added to the body, no assistance) stays none.
    func loadable(_ kg: Double) -> Double {
        kg > 0 ? inputs.round(kg) : kg
    }

    /// One step forward: more weight, or less assistance (never below none), always to a
    /// weight that can be loaded and never standing still when a step was asked.
    func advanced(_ kg: Double, by increment: Double?) -> Double {
        let step = increment ?? inputs.increment
        if inputs.loadType == .assisted {
            let less = max(0, kg - step)
            return less > 0 ? inputs.round(less) : 0
        }
        let more = loadable(kg + step)
        return more > kg + 0.001 || step <= 0 ? more : inputs.above(kg)
    }

    /// A share of a weight, loadable; for an assisted exercise, the assistance that leaves the
    /// same share of the work undone is more of it, so it is taken up by a step instead.
    func share(_ kg: Double, _ fraction: Double) -> Double {
        if inputs.loadType == .assisted { return loadable(kg + inputs.increment) }
        return loadable(kg * fraction)
    }

    func sets(_ scheme: SetScheme, weight: Double?) -> [SetTarget] {
        scheme.sets.map { SetTarget(reps: $0.reps, repsTop: $0.repsTop, amrap: $0.amrap, weight: weighed ? ramped(weight, $0.share) : nil, seconds: $0.seconds) }
    }

    /// A set of a ramp below the top: its share of the slot's weight, loadable.
    func ramped(_ weight: Double?, _ share: Double?) -> Double? {
        guard let weight, let share, share < 1 else { return weight }
        return loadable(((weight * share) * 1000).rounded() / 1000)
    }

    /// The workouts with working sets that have reps, and the weight they were done at: the
    /// first set's, or a ramp's heaviest (its top set, the weight the slot moves on).
    func done(_ history: [SlotSession]) -> [(session: SlotSession, work: [SetLog], weight: Double)] {
        let ramp = slot.schemes.contains { $0.rampStep != nil }
        return history.compactMap { session in
            let work = session.working.filter { $0.sideReps != nil || $0.durationSeconds != nil }
            guard let first = work.first else { return nil }
            return (session, work, ramp ? work.compactMap(\.weight).max() ?? 0 : first.weight ?? 0)
        }
    }

    /// Whether every set of `scheme` was done at `weight` with at least its reps; the sets of a
    /// ramp below its top count by their reps.
    func reached(_ work: [SetLog], _ scheme: SetScheme, weight: Double) -> Bool {
        guard work.count >= scheme.sets.count else { return false }
        return zip(work, scheme.sets).allSatisfy { set, planned in
            ((planned.share ?? 1) < 1 || abs((set.weight ?? 0) - weight) < 0.001) && reached(set, planned.reps, seconds: planned.seconds)
        }
    }

    func reached(_ set: SetLog, _ reps: Int?, seconds: Int?) -> Bool {
        if let seconds { return (set.durationSeconds ?? 0) >= seconds }
        return (set.sideReps ?? 0) >= (reps ?? 0)
    }

    /// The set a scheme's AMRAP is read from: the one logged as AMRAP, else the one planned as
    /// many as possible (the last where none is), as logged.
    func amrapSet(_ work: [SetLog], _ scheme: SetScheme) -> SetLog? {
        if let logged = work.last(where: { $0.type == .amrap }) { return logged }
        let index = scheme.sets.lastIndex(where: \.amrap) ?? scheme.sets.count - 1
        return work.indices.contains(index) ? work[index] : work.last
    }

    /// Where a slot starts: its starting weight, loadable; a bodyweight exercise with none
    /// starts with no weight added.
    var startWeight: Double? { slot.start.map(loadable) ?? (inputs.loadType == .bodyweight ? 0 : nil) }

    func start(_ scheme: String) -> TargetReason {
        guard weighed else { return "\(scheme) as written" }
        guard let weight = startWeight else { return "No starting weight: choose one for the first \(scheme)" }
        return "\(weight: weight): the starting weight"
    }

    /// The first target, as if nothing were logged.
    func startTarget(week: Int) -> Target {
        let scheme = slot.scheme(week: week)
        return target(scheme.label, sets(scheme, weight: startWeight), start(scheme.label))
    }

    /// A rule that reads only the last workout: its target from it, or from the start when
    /// there is none; nil when these workouts are not all and none of them counts.
    func fromLast(_ history: [SlotSession]) -> (session: SlotSession, work: [SetLog], weight: Double)?? {
        if let last = done(history).last { return .some(last) }
        return fromStart ? .some(nil) : nil
    }

    func fixed(_ history: [SlotSession], week: Int) -> Target? {
        let scheme = slot.scheme(week: week)
        // Nothing to carry from the last workout: a timed or held slot is as written.
        guard weighed else { return target(scheme.label, sets(scheme, weight: nil), "\(scheme.label) as written") }
        guard let last = fromLast(history) else { return nil }
        guard let last else { return startTarget(week: week) }
        return target(scheme.label, sets(scheme, weight: last.weight),
                      "\(scheme.label) as written, at \(weight: last.weight) as \(on: last.session.day)")
    }
}
