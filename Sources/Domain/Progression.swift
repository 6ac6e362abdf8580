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

/// What a slot asks for next, and why ("62.5 kg: all 3×5 done at 60 kg on Mon").
public struct Target: Hashable, Sendable {
    /// The scheme in force: "5×3+", "6×2+", "65%×5, 75%×5, 85%×5+".
    public var scheme: String
    public var sets: [SetTarget]
    public var reason: TargetReason
    /// How the slot's exercise is loaded: what its weights mean (on the bar, on the body, assistance).
    public var load: LoadType

    public init(scheme: String, sets: [SetTarget], reason: TargetReason, load: LoadType = .weight) {
        self.scheme = scheme
        self.sets = sets
        var reason = reason
        reason.load = load
        self.reason = reason
        self.load = load
    }

    /// "5×3+ at 65 kg", "3×8 at body weight", or each set where the weights differ:
    /// "27.5×5, 32.5×5, 37.5×5+ kg".
    public func summary(_ unit: WeightUnit) -> String {
        let weights = Set(sets.map { $0.weight.map { ($0 * 100).rounded() } })
        guard weights.count > 1 else {
            return scheme + (sets.first?.weight.map { " at " + TargetReason.words($0, load: load, unit: unit) } ?? "")
        }
        let each = sets.map { set in
            (set.weight.map { plateNumber(unit.fromKilograms($0)) } ?? "–") + "×" + (set.reps.map(String.init) ?? "–") + (set.amrap ? "+" : "")
        }.joined(separator: ", ")
        switch load {
        case .bodyweight: return each + " " + unit.rawValue + " added"
        case .assisted: return each + " " + unit.rawValue + " assist"
        default: return each + " " + unit.rawValue
        }
    }

    /// The reason in words (`TargetReason.text`).
    public func why(_ unit: WeightUnit, today: Day) -> String { reason.text(unit: unit, today: today) }
}

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
    public func target(in program: Program, at position: ProgramPosition, history: SlotHistory, inputs: TargetInputs) -> Target? {
        let engine = TargetEngine(slot: self, inputs: inputs, fromStart: history.fromStart)
        switch rule {
        case .fixed: return engine.fixed(history.sessions, week: position.week)
        case .linear(let linear): return engine.linear(linear, history.sessions, week: position.week)
        case .double(let increment): return engine.double(increment, history.sessions)
        case .trainingMax: return engine.percentages(program.trainingMaxes[exerciseID], at: position)
        case .rpe: return engine.rpe(history.sessions, week: position.week)
        }
    }

    /// The target from a whole history, folding only as far back as it must: the last few
    /// workouts first, then more, so a program of years costs what one of weeks does.
    public func target(in program: Program, at position: ProgramPosition, history: [SlotSession], inputs: TargetInputs) -> Target {
        target(in: program, at: position, reading: SlotHistory(history), inputs: inputs)
            ?? TargetEngine(slot: self, inputs: inputs, fromStart: true).startTarget(week: position.week)
    }

    /// The target from `history`, read from its end back only as far as the target depends
    /// on; nil when it depends on a workout before them all.
    public func target(in program: Program, at position: ProgramPosition, reading history: SlotHistory, inputs: TargetInputs) -> Target? {
        var count = 4
        while true {
            let window = history.suffix(count)
            if let target = target(in: program, at: position, history: window, inputs: inputs) { return target }
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

    private var weighed: Bool { inputs.loadType.weightLabel != nil }

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

    func linear(_ rule: LinearRule, _ history: [SlotSession], week: Int) -> Target? {
        let stages = slot.byWeek ? [slot.scheme(week: week)] : slot.schemes
        let testFraction: Double? = { if case .fiveRepMaxTest(let f) = rule.restart { return f } else { return nil } }()
        // Each nil below is a thing not known from these workouts alone.
        // What a rule never reads (misses without a deload, the last first stage without a
        // restart from it) is known to be of no matter.
        let readsFirstStage: Bool = { if case .firstStagePlus = rule.restart { return true } else { return false } }()
        var stage: Int? = fromStart || stages.count == 1 ? 0 : nil
        var weight: Double?? = fromStart ? .some(startWeight) : nil
        var misses: Int? = fromStart || rule.deloadAfter == nil ? 0 : nil
        var firstStageWeight: Double?? = fromStart || !readsFirstStage ? .some(nil) : nil
        var testing: Bool? = fromStart || testFraction == nil ? false : nil
        var reason = start(stages[0].label)
        for (session, work, doneWeight) in done(history) {
            let judged = inputs.stagesOf(session) ?? stages
            // One stage and no test: the plan can only say what is known already.
            let planned = judged.count > 1 || testFraction != nil ? slot.plannedStage(session.plan, stages: judged, test: testFraction != nil) : nil
            let isTest: Bool
            if let planned { isTest = planned == .test } else {
                guard let known = testing else { return nil }
                isTest = known
            }
            if isTest, let fraction = testFraction {
                stage = 0
                guard let best = work.filter({ ($0.sideReps ?? 0) >= 5 }).compactMap(\.weight).max() else {
                    testing = true
                    reason = "Test a new 5-rep max: no set of 5 logged \(on: session.day)"
                    continue
                }
                testing = false
                misses = 0
                weight = .some(share(best, fraction))
                reason = "\(stages[0].label) at \(weight: share(best, fraction)): \(plateNumber(fraction * 100))% of the 5-rep max of \(weight: best) \(on: session.day)"
                continue
            }
            testing = false
            let current: Int
            if case .stage(let k)? = planned { current = k } else {
                guard let known = stage else { return nil }
                current = known
            }
            stage = current
            let scheme = judged[min(current, judged.count - 1)]
            if current == 0 { firstStageWeight = .some(doneWeight) }
            // T3: only the last (AMRAP) set's reps decide, and there is no missing it.
            if let addAt = rule.addAt {
                misses = 0
                let lastReps = amrapSet(work, scheme)?.sideReps ?? 0
                if lastReps >= addAt {
                    let next = advanced(doneWeight, by: rule.increment)
                    weight = .some(next)
                    reason = "\(weight: next): the last set reached \(lastReps) \(on: session.day), \(addAt) adds weight"
                } else {
                    weight = .some(doneWeight)
                    reason = "\(weight: doneWeight) again: the last set reached \(lastReps) \(on: session.day), \(addAt) adds weight"
                }
                continue
            }
            guard reached(work, scheme, weight: doneWeight) else {
                weight = .some(doneWeight)
                if current + 1 < stages.count {
                    stage = current + 1
                    misses = 0
                    reason = "\(stages[current + 1].label) at \(weight: doneWeight): \(scheme.label) missed \(on: session.day)"
                } else if let restart = rule.restart, stages.count > 1 || current > 0 {
                    stage = 0
                    misses = 0
                    switch restart {
                    case .percent(let fraction):
                        let next = share(doneWeight, fraction)
                        weight = .some(next)
                        reason = "\(stages[0].label) again at \(weight: next), \(plateNumber(fraction * 100))% of \(weight: doneWeight): \(scheme.label) missed \(on: session.day)"
                    case .firstStagePlus(let extra):
                        guard let known = firstStageWeight else { return nil }
                        let next = advanced(known ?? doneWeight, by: extra)
                        weight = .some(next)
                        reason = "\(stages[0].label) again at \(weight: next), last \(stages[0].label) + \(step: extra): \(scheme.label) missed \(on: session.day)"
                    case .fiveRepMaxTest:
                        testing = true
                        reason = "Test a new 5-rep max: \(scheme.label) missed at \(weight: doneWeight) \(on: session.day)"
                    }
                } else {
                    guard let known = misses else { return nil }
                    misses = known + 1
                    if let after = rule.deloadAfter, known + 1 >= after {
                        let next = share(doneWeight, 1 - rule.deloadPercent)
                        weight = .some(next)
                        misses = 0
                        reason = "Deload to \(weight: next): \(after) session\(after == 1 ? "" : "s") missed in a row"
                    } else {
                        let count = rule.deloadAfter.map { ", \(known + 1) of \($0) misses before a deload" } ?? ""
                        reason = "\(weight: doneWeight) again: \(scheme.label) missed \(on: session.day)\(count)"
                    }
                }
                continue
            }
            misses = 0
            let next = advanced(doneWeight, by: rule.increment)
            weight = .some(next)
            reason = "\(weight: next): all \(scheme.label) done at \(weight: doneWeight) \(on: session.day)"
        }
        guard let testing, let weight else { return nil }
        if testing {
            return target("5RM test", [SetTarget(reps: 5, weight: weighed ? weight : nil)], reason)
        }
        guard let stage else { return nil }
        let scheme = stages[min(stage, stages.count - 1)]
        return target(scheme.label, sets(scheme, weight: weight), reason)
    }

    func double(_ increment: Double?, _ history: [SlotSession]) -> Target? {
        let scheme = slot.schemes[0]
        guard let last = fromLast(history) else { return nil }
        guard let (session, work, doneWeight) = last else { return startTarget(week: 0) }
        // Every set at the top of its range, as that day planned it: what moves the weight on.
        let tops = SetScheme((inputs.stagesOf(session)?.first ?? scheme).sets.map { PlannedSet(reps: $0.repsTop ?? $0.reps ?? 0, seconds: $0.seconds) })
        let weight: Double
        let reps: [Int]
        let reason: TargetReason
        if reached(work, tops, weight: doneWeight) {
            weight = advanced(doneWeight, by: increment)
            reps = scheme.sets.map { $0.reps ?? 0 }
            let top = tops.sets.compactMap(\.reps).max() ?? 0
            reason = "\(weight: weight) × \(reps.first ?? 0): every set reached \(top) at \(weight: doneWeight) \(on: session.day)"
        } else {
            weight = doneWeight
            reps = scheme.sets.enumerated().map { i, planned in
                let low = planned.reps ?? 0, top = planned.repsTop ?? low
                let last = work.indices.contains(i) ? (work[i].sideReps ?? 0) : low - 1
                return min(top, max(low, last + 1))
            }
            let did = work.map { String($0.sideReps ?? 0) }.joined(separator: ", ")
            reason = "\(weight: doneWeight), a rep more: \(did) \(on: session.day), up to \(scheme.sets.first?.repsTop ?? 0)"
        }
        let targets = zip(scheme.sets, reps).map { planned, r in
            SetTarget(reps: r, repsTop: planned.repsTop, amrap: planned.amrap, weight: weighed ? weight : nil, seconds: planned.seconds)
        }
        return target(scheme.label, targets, reason)
    }

    func percentages(_ max: TrainingMax?, at position: ProgramPosition) -> Target {
        let scheme = slot.scheme(week: position.week)
        guard let tm = max?.weight(cycle: position.cycle) else {
            return target(scheme.label, sets(scheme, weight: nil), "No training max for \(slot.name): give one on a tm line of the plan")
        }
        let targets = scheme.sets.map { planned in
            SetTarget(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap,
                      weight: planned.percent.map { loadable(((tm * $0) * 1000).rounded() / 1000) } ?? loadable(tm), seconds: planned.seconds)
        }
        let top = scheme.sets.compactMap(\.percent).max().map { " × " + plateNumber($0 * 100) + "%" } ?? ""
        let cycle = position.cycle > 0 ? ", cycle \(position.cycle + 1)" : ""
        return target(scheme.label, targets, "TM \(weight: tm)\(top), week \(position.week + 1)\(cycle)")
    }

    /// The effort a set was done at: its RPE, else 10 less its reps in reserve, else 10 for a
    /// set taken to failure, else the effort it was planned at (a set logged without one is
    /// taken as done as asked).
    func effort(_ set: SetLog, planned: Double?) -> Double {
        if let rpe = set.rpe, rpe > 0 { return min(10, rpe) }
        if let rir = set.rir { return max(1, 10 - rir) }
        if set.type == .failure { return 10 }
        return planned ?? 10
    }

    func rpe(_ history: [SlotSession], week: Int) -> Target? {
        let scheme = slot.scheme(week: week)
        // The best estimate of the last four weeks, else of the last workout.
        let recent = history.filter { $0.day.days(until: inputs.today) < 28 }
        if !fromStart, recent.count == history.count { return nil }
        let pool = recent.isEmpty ? Array(done(history).suffix(1).map(\.session)) : recent
        var best: (e1rm: Double, day: Day)?
        for session in pool {
            for (i, set) in session.working.enumerated() {
                guard let load = set.weight, load > 0, let reps = set.sideReps, reps > 0 else { continue }
                let planned = scheme.sets.indices.contains(i) ? scheme.sets[i].rpe : scheme.sets.last?.rpe
                // Reps in reserve count as reps the set could have had: an RPE 8 five is a seven-rep max.
                let e1rm = load * (1 + (Double(reps) + 10 - effort(set, planned: planned)) / 30)
                if e1rm > (best?.e1rm ?? 0) { best = (e1rm, session.day) }
            }
        }
        guard let best else {
            if !fromStart { return nil }
            return startTarget(week: week)
        }
        func weight(for planned: PlannedSet) -> Double {
            let reps = planned.reps ?? 1
            let inReserve = 10 - (planned.rpe ?? 10)
            return loadable(best.e1rm / (1 + (Double(reps) + inReserve) / 30))
        }
        var weights = scheme.sets.map(weight(for:))
        // Every set of the last workout done with its reps at no more than its effort moves the
        // weight on by a step, as a linear rule would: the estimate alone would keep it where it is.
        var reason: TargetReason = "\(weight: weights.first): \(scheme.sets.first?.reps ?? 1)\(scheme.sets.first?.rpe.map { " at RPE " + plateNumber($0) } ?? "") from e1RM \(weight: best.e1rm) \(on: best.day)"
        if let last = done(history).last, reached(last.work, scheme, weight: last.weight),
           zip(last.work, scheme.sets).allSatisfy({ effort($0, planned: $1.rpe) <= ($1.rpe ?? 10) }) {
            let next = advanced(last.weight, by: nil)
            if let first = weights.first, first < next - 0.001 {
                weights = weights.map { loadable($0 + next - first) }
                reason = "\(weight: next): \(scheme.label) done at \(weight: last.weight) \(on: last.session.day), at the effort asked"
            }
        }
        let targets = zip(scheme.sets, weights).map { planned, weight in
            SetTarget(reps: planned.reps, repsTop: planned.repsTop, amrap: planned.amrap, weight: weighed ? weight : nil, seconds: planned.seconds)
        }
        return target(scheme.label, targets, reason)
    }
}

extension WorkoutStep {
    /// What Space logs for the next working set of a program's slot: that set of the target,
    /// unless the set before was logged at another weight than its target (a correction then
    /// carries on, as it does without a program). Nil for a warm-up or a set past the target.
    public func nextSetValues(target: Target) -> SetValues? {
        nextSetIsWarmup ? nil : nextWorkingSetValues(target: target)
    }

    /// `nextSetValues(target:)` for the next working set, with warm-ups still to come or not.
    /// A set the program writes with a + is logged as AMRAP.
    public func nextWorkingSetValues(target: Target) -> SetValues? {
        let done = sets.filter(\.isWorking)
        guard target.sets.indices.contains(done.count) else { return nil }
        if let last = done.last, abs((last.weight ?? 0) - (target.sets[done.count - 1].weight ?? 0)) > 0.001 { return nil }
        let set = target.sets[done.count]
        var values = SetValues(reps: set.reps, weight: plan.loadType.weightLabel != nil ? set.weight : nil, durationSeconds: set.seconds,
                               type: set.amrap ? .amrap : .normal)
        if plan.unilateral { values.repsRight = values.reps }
        return values
    }

    /// The kind of set the target plans next: AMRAP for a set written with a +, whatever
    /// weight a correction carries on to it.
    public func nextSetType(target: Target) -> SetType {
        let done = sets.filter(\.isWorking).count
        return target.sets.indices.contains(done) && target.sets[done].amrap ? .amrap : .normal
    }
}
