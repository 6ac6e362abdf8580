/// One set of a target: what Space logs for it.
public struct SetTarget: Hashable, Sendable {
    public var reps: Int?
    public var repsTop: Int?
    public var amrap: Bool
    /// Kilograms: the bar's weight, the weight added to the body, or the assistance.
    public var weight: Double?
    public var seconds: Int?

    public init(reps: Int? = nil, repsTop: Int? = nil, amrap: Bool = false, weight: Double? = nil, seconds: Int? = nil) {
        self.reps = reps
        self.repsTop = repsTop
        self.amrap = amrap
        self.weight = weight
        self.seconds = seconds
    }
}

/// What a slot asks for next, and why in one line ("62.5 kg: all 3×5 done at 60 kg on Mon").
public struct Target: Hashable, Sendable {
    /// The scheme in force: "5×3+", "6×2+", "65%×5, 75%×5, 85%×5+".
    public var scheme: String
    public var sets: [SetTarget]
    public var reason: String

    public init(scheme: String, sets: [SetTarget], reason: String) {
        self.scheme = scheme
        self.sets = sets
        self.reason = reason
    }

    /// The heaviest set's weight.
    public var topWeight: Double? { sets.compactMap(\.weight).max() }

    /// "5×3+ at 65 kg", or each set where the weights differ: "27.5×5, 32.5×5, 37.5×5+ kg".
    public func summary(_ unit: WeightUnit) -> String {
        let weights = Set(sets.map { $0.weight.map { ($0 * 100).rounded() } })
        guard weights.count > 1 else {
            return scheme + (sets.first?.weight.map { " at " + plateNumber(unit.fromKilograms($0)) + " " + unit.rawValue } ?? "")
        }
        return sets.map { set in
            (set.weight.map { plateNumber(unit.fromKilograms($0)) } ?? "–") + "×" + (set.reps.map(String.init) ?? "–") + (set.amrap ? "+" : "")
        }.joined(separator: ", ") + " " + unit.rawValue
    }
}

/// What a rule needs besides the history: how the exercise is loaded and what can be loaded.
public struct TargetInputs {
    public var loadType: LoadType
    /// One step of weight for the exercise, in kilograms (its own, else Settings').
    public var increment: Double
    /// Kilograms down to a weight that can be loaded (the bar and plates of Settings).
    public var round: (Double) -> Double
    public var unit: WeightUnit
    public var today: Day

    public init(loadType: LoadType, increment: Double, round: @escaping (Double) -> Double = { $0 }, unit: WeightUnit = .kg, today: Day) {
        self.loadType = loadType
        self.increment = increment
        self.round = round
        self.unit = unit
        self.today = today
    }
}

extension ProgramSlot {
    /// The next target of this slot for a workout at `position`, computed from `history`
    /// (the slot's workouts since the program started, oldest first) every time: nothing is
    /// counted and kept, so two terminals, or two databases merged, always agree.
    public func target(in program: Program, at position: ProgramPosition, history: [SlotSession], inputs: TargetInputs) -> Target {
        let engine = TargetEngine(slot: self, inputs: inputs)
        switch rule {
        case .fixed: return engine.fixed(history, week: position.week)
        case .linear(let linear): return engine.linear(linear, history, week: position.week)
        case .double(let increment): return engine.double(increment, history)
        case .trainingMax: return engine.percentages(program.trainingMaxes[exerciseID], at: position)
        case .rpe: return engine.rpe(history, week: position.week)
        }
    }
}

/// The rules, each a fold over a slot's past workouts from its start.
private struct TargetEngine {
    let slot: ProgramSlot
    let inputs: TargetInputs

    init(slot: ProgramSlot, inputs: TargetInputs) {
        self.slot = slot
        self.inputs = inputs
    }

    private var weighed: Bool { inputs.loadType.weightLabel != nil }

    /// A weight as the reasons say it: "62.5 kg", "+5 kg" added to the body, "20 kg assist".
    func text(_ kg: Double?) -> String {
        guard let kg else { return "—" }
        let value = plateNumber(inputs.unit.fromKilograms(kg)) + " " + inputs.unit.rawValue
        switch inputs.loadType {
        case .bodyweight: return kg > 0 ? "+" + value : "body weight"
        case .assisted: return value + " assist"
        default: return value
        }
    }

    /// "today", "on Mon" within the week, else "on Mon 3 Nov".
    func when(_ day: Day) -> String {
        let ago = day.days(until: inputs.today)
        if ago == 0 { return "today" }
        return "on " + (ago > 0 && ago < 7 ? Day.weekdayAbbreviations[day.weekday - 1] : day.short)
    }

    /// One step forward: more weight, or less assistance (never below none).
    func advanced(_ kg: Double, by increment: Double?) -> Double {
        let step = increment ?? inputs.increment
        return inputs.loadType == .assisted ? max(0, kg - step) : kg + step
    }

    /// A share of a weight, loadable; for an assisted exercise, the assistance that leaves the
    /// same share of the work undone is more of it, so it is taken up by a step instead.
    func share(_ kg: Double, _ fraction: Double) -> Double {
        if inputs.loadType == .assisted { return kg + inputs.increment }
        return inputs.round(kg * fraction)
    }

    func sets(_ scheme: SetScheme, weight: Double?) -> [SetTarget] {
        scheme.sets.map { SetTarget(reps: $0.reps, repsTop: $0.repsTop, amrap: $0.amrap, weight: weighed ? weight : nil, seconds: $0.seconds) }
    }

    /// The workouts with working sets that have reps, and the weight they were done at.
    func done(_ history: [SlotSession]) -> [(session: SlotSession, work: [SetLog], weight: Double)] {
        history.compactMap { session in
            let work = session.working.filter { $0.sideReps != nil || $0.durationSeconds != nil }
            guard let first = work.first else { return nil }
            return (session, work, first.weight ?? 0)
        }
    }

    /// Whether every set of `scheme` was done at `weight` with at least its reps.
    func reached(_ work: [SetLog], _ scheme: SetScheme, weight: Double) -> Bool {
        guard work.count >= scheme.sets.count else { return false }
        return zip(work, scheme.sets).allSatisfy { set, planned in
            abs((set.weight ?? 0) - weight) < 0.001 && reached(set, planned.reps, seconds: planned.seconds)
        }
    }

    func reached(_ set: SetLog, _ reps: Int?, seconds: Int?) -> Bool {
        if let seconds { return (set.durationSeconds ?? 0) >= seconds }
        return (set.sideReps ?? 0) >= (reps ?? 0)
    }

    func fixed(_ history: [SlotSession], week: Int) -> Target {
        let scheme = slot.scheme(week: week)
        if let last = done(history).last {
            return Target(scheme: scheme.label, sets: sets(scheme, weight: last.weight),
                          reason: "\(scheme.label) as written, at \(text(last.weight)) as \(when(last.session.day))")
        }
        return Target(scheme: scheme.label, sets: sets(scheme, weight: startWeight), reason: start(scheme.label))
    }

    /// Where a slot starts: its starting weight; a bodyweight exercise with none starts with no weight added.
    var startWeight: Double? { slot.start ?? (inputs.loadType == .bodyweight ? 0 : nil) }

    func start(_ scheme: String) -> String {
        guard weighed else { return "\(scheme) as written" }
        return startWeight.map { "\(text($0)): the starting weight" } ?? "No starting weight: choose one for the first \(scheme)"
    }

    func linear(_ rule: LinearRule, _ history: [SlotSession], week: Int) -> Target {
        let stages = slot.byWeek ? [slot.scheme(week: week)] : slot.schemes
        var weight = startWeight
        let done = self.done(history)
        // Read from its last workouts, a slot may begin mid-way through its stages: the first
        // read is taken to be of the stage with as many sets as it logged.
        var stage = done.first.flatMap { first in
            stages.firstIndex { $0.sets.count == first.work.count && $0.sets.first?.reps == first.work.first?.sideReps }
                ?? stages.firstIndex { $0.sets.count == first.work.count }
        } ?? 0
        var misses = 0
        var firstStageWeight: Double?
        var testing: Double?
        var reason = start(stages[0].label)
        for (session, work, doneWeight) in done {
            let scheme = stages[min(stage, stages.count - 1)]
            let on = when(session.day)
            if let fraction = testing {
                guard let best = work.filter({ ($0.sideReps ?? 0) >= 5 }).compactMap(\.weight).max() else {
                    reason = "Test a new 5-rep max: no set of 5 logged \(on)"
                    continue
                }
                testing = nil
                weight = share(best, fraction)
                reason = "\(stages[0].label) at \(text(weight)): \(plateNumber(fraction * 100))% of the 5-rep max of \(text(best)) \(on)"
                continue
            }
            if stage == 0 { firstStageWeight = doneWeight }
            guard reached(work, scheme, weight: doneWeight) else {
                if stage + 1 < stages.count {
                    stage += 1
                    weight = doneWeight
                    misses = 0
                    reason = "\(stages[stage].label) at \(text(doneWeight)): \(scheme.label) missed \(on)"
                } else if let restart = rule.restart, stages.count > 1 || stage > 0 {
                    stage = 0
                    misses = 0
                    switch restart {
                    case .percent(let fraction):
                        weight = share(doneWeight, fraction)
                        reason = "\(stages[0].label) again at \(text(weight)), \(plateNumber(fraction * 100))% of \(text(doneWeight)): \(scheme.label) missed \(on)"
                    case .firstStagePlus(let extra):
                        let base = firstStageWeight ?? doneWeight
                        weight = advanced(base, by: extra)
                        reason = "\(stages[0].label) again at \(text(weight)), last \(stages[0].label) + \(plateNumber(inputs.unit.fromKilograms(extra))): \(scheme.label) missed \(on)"
                    case .fiveRepMaxTest(let fraction):
                        testing = fraction
                        weight = doneWeight
                        reason = "Test a new 5-rep max: \(scheme.label) missed at \(text(doneWeight)) \(on)"
                    }
                } else {
                    misses += 1
                    weight = doneWeight
                    if let after = rule.deloadAfter, misses >= after {
                        weight = share(doneWeight, 1 - rule.deloadPercent)
                        misses = 0
                        reason = "Deload to \(text(weight)): \(after) session\(after == 1 ? "" : "s") missed in a row"
                    } else {
                        let count = rule.deloadAfter.map { ", \(misses) of \($0) misses before a deload" } ?? ""
                        reason = "\(text(doneWeight)) again: \(scheme.label) missed \(on)\(count)"
                    }
                }
                continue
            }
            misses = 0
            if let addAt = rule.addAt, let lastReps = work.last?.sideReps, lastReps < addAt {
                weight = doneWeight
                reason = "\(text(doneWeight)) again: the last set reached \(lastReps) \(on), \(addAt) adds weight"
                continue
            }
            weight = advanced(doneWeight, by: rule.increment)
            reason = "\(text(weight)): all \(scheme.label) done at \(text(doneWeight)) \(on)"
        }
        if testing != nil {
            return Target(scheme: "5RM test", sets: [SetTarget(reps: 5, weight: weighed ? weight : nil)], reason: reason)
        }
        let scheme = stages[min(stage, stages.count - 1)]
        return Target(scheme: scheme.label, sets: sets(scheme, weight: weight), reason: reason)
    }

    func double(_ increment: Double?, _ history: [SlotSession]) -> Target {
        let scheme = slot.schemes[0]
        // Every set at the top of its range: what moves the weight on.
        let tops = SetScheme(scheme.sets.map { PlannedSet(reps: $0.repsTop ?? $0.reps ?? 0, seconds: $0.seconds) })
        var weight = startWeight
        var reps = scheme.sets.map { $0.reps ?? 0 }
        var reason = start(scheme.label)
        for (session, work, doneWeight) in done(history) {
            let on = when(session.day)
            if reached(work, tops, weight: doneWeight) {
                weight = advanced(doneWeight, by: increment)
                reps = scheme.sets.map { $0.reps ?? 0 }
                let top = tops.sets.compactMap(\.reps).max() ?? 0
                reason = "\(text(weight)) × \(reps.first ?? 0): every set reached \(top) at \(text(doneWeight)) \(on)"
            } else {
                weight = doneWeight
                reps = scheme.sets.enumerated().map { i, planned in
                    let low = planned.reps ?? 0, top = planned.repsTop ?? low
                    let last = work.indices.contains(i) ? (work[i].sideReps ?? 0) : low - 1
                    return min(top, max(low, last + 1))
                }
                let did = work.map { String($0.sideReps ?? 0) }.joined(separator: ", ")
                reason = "\(text(doneWeight)), a rep more: \(did) \(on), up to \(scheme.sets.first?.repsTop ?? 0)"
            }
        }
        let targets = zip(scheme.sets, reps).map { planned, r in
            SetTarget(reps: r, repsTop: planned.repsTop, amrap: planned.amrap, weight: weighed ? weight : nil, seconds: planned.seconds)
        }
        return Target(scheme: scheme.label, sets: targets, reason: reason)
    }

    func percentages(_ max: TrainingMax?, at position: ProgramPosition) -> Target {
        let scheme = slot.scheme(week: position.week)
        guard let tm = max?.weight(cycle: position.cycle) else {
            return Target(scheme: scheme.label, sets: sets(scheme, weight: nil),
                          reason: "No training max for \(slot.name): give one on a tm line of the plan")
        }
        let targets = scheme.sets.map { planned in
            SetTarget(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap,
                      weight: planned.percent.map { inputs.round(((tm * $0) * 1000).rounded() / 1000) } ?? tm, seconds: planned.seconds)
        }
        let top = scheme.sets.compactMap(\.percent).max().map { " × " + plateNumber($0 * 100) + "%" } ?? ""
        let cycle = position.cycle > 0 ? ", cycle \(position.cycle + 1)" : ""
        return Target(scheme: scheme.label, sets: targets, reason: "TM \(text(tm))\(top), week \(position.week + 1)\(cycle)")
    }

    func rpe(_ history: [SlotSession], week: Int) -> Target {
        let scheme = slot.scheme(week: week)
        // The best estimate of the last four weeks, else of the last workout.
        let recent = history.filter { $0.day.days(until: inputs.today) < 28 }
        let pool = recent.isEmpty ? Array(history.suffix(1)) : recent
        var best: (e1rm: Double, day: Day)?
        for session in pool {
            for set in session.working {
                guard let e1rm = set.estimatedOneRepMax(.weight) else { continue }
                if e1rm > (best?.e1rm ?? 0) { best = (e1rm, session.day) }
            }
        }
        guard let best else {
            return Target(scheme: scheme.label, sets: sets(scheme, weight: startWeight), reason: start(scheme.label))
        }
        let targets = scheme.sets.map { planned -> SetTarget in
            let reps = planned.reps ?? 1
            let inReserve = 10 - (planned.rpe ?? 10)
            let weight = inputs.round(best.e1rm / (1 + (Double(reps) + inReserve) / 30))
            return SetTarget(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap, weight: weight, seconds: planned.seconds)
        }
        let first = scheme.sets.first
        let effort = first?.rpe.map { " at RPE " + plateNumber($0) } ?? ""
        return Target(scheme: scheme.label, sets: targets,
                      reason: "\(text(targets.first?.weight)): \(first?.reps ?? 1)\(effort) from e1RM \(text(best.e1rm)) \(when(best.day))")
    }
}

extension WorkoutStep {
    /// What Space logs for the next working set of a program's slot: that set of the target,
    /// unless the set before was logged at another weight than its target (a correction then
    /// carries on, as it does without a program). Nil for a warm-up or a set past the target.
    public func nextSetValues(target: Target) -> SetValues? {
        guard !nextSetIsWarmup else { return nil }
        let done = sets.filter { !$0.isWarmup }
        guard target.sets.indices.contains(done.count) else { return nil }
        if let last = done.last, abs((last.weight ?? 0) - (target.sets[done.count - 1].weight ?? 0)) > 0.001 { return nil }
        let set = target.sets[done.count]
        var values = SetValues(reps: set.reps, weight: plan.loadType.weightLabel != nil ? set.weight : nil, durationSeconds: set.seconds)
        if plan.unilateral { values.repsRight = values.reps }
        return values
    }
}
