/// The rules of progression, each a fold over a slot's latest workouts.
extension TargetEngine {
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
            if let jumpAt = rule.jumpAt, let reps = amrapSet(work, scheme)?.sideReps, reps >= jumpAt {
                let next = advanced(doneWeight, by: rule.jump)
                weight = .some(next)
                reason = "\(weight: next): the last set reached \(reps) at \(weight: doneWeight) \(on: session.day), \(jumpAt) adds +\(step: rule.jump)"
                continue
            }
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

    func percentages(_ max: TrainingMax?, _ history: [SlotSession], earns: Bool, cuts: Bool = false, at position: ProgramPosition) -> Target? {
        let scheme = slot.scheme(week: position.week)
        guard let max else {
            return target(scheme.label, sets(scheme, weight: nil), "No training max for \(slot.name): give one on a tm line of the plan")
        }
        // A template's `?` (a program not started yet) or a split step's rule without its number.
        guard var tm = max.weight(cycle: position.cycle, week: position.week) else {
            return target(scheme.label, sets(scheme, weight: nil), "Shares of a training max for \(slot.name), not given yet")
        }
        var raised = ""
        if let byReps = max.byReps {
            // What the logged sets earned: summed by the planner over every slot that earns it,
            // else by this slot from its own sets; a slot that earns none cannot know.
            let own = earns ? self.earned(byReps, history).map { byReps.earned($0.map(\.reps), from: max.weight ?? 0) } : nil
            guard let earned = max.earned ?? own else { return nil }
            tm += earned
            if earned != 0 { raised = ", \(earned > 0 ? "+" : "")\(plateNumber(earned)) by \(byReps.reps)+ sets" }
        }
        if cuts {
            guard let (factor, count) = cut(history, at: position) else { return nil }
            tm *= factor
            if count > 0 { raised += ", cut \(plateNumber((1 - factor) * 100))% by \(count == 1 ? "a short max-reps set" : "\(count) short max-reps sets")" }
        }
        let targets = scheme.sets.map { planned in
            var set = SetTarget(reps: planned.repsCap ?? planned.reps, repsTop: planned.repsTop, amrap: planned.amrap,
                                weight: planned.percent.map { offset(loadable(((tm * $0) * 1000).rounded() / 1000), by: planned.offset) } ?? loadable(tm),
                                seconds: planned.seconds)
            set.maxReps = planned.maxReps
            set.backOff = planned.backOff
            return set
        }
        let heaviest = scheme.sets.filter { $0.percent != nil }.max { ($0.percent ?? 0, $0.offset ?? 0) < ($1.percent ?? 0, $1.offset ?? 0) }
        let top = (heaviest?.percent).map { " × " + plateNumber($0 * 100) + "%" } ?? ""
        let cycle = position.cycle > 0 ? ", cycle \(position.cycle + 1)" : ""
        if let on = heaviest?.offset, on != 0 {
            return target(scheme.label, targets, "TM \(weight: tm)\(top) \(on < 0 ? "−" : "+") \(weight: abs(on)), week \(position.week + 1)\(cycle)\(raised)")
        }
        return target(scheme.label, targets, "TM \(weight: tm)\(top), week \(position.week + 1)\(cycle)\(raised)")
    }

    /// A percentage's weight with the set's offset (`3@90% -2.5`) added once it is rounded, as
    /// the author's sheet adds a plate step to its rounded figure; never below nothing.
    func offset(_ kg: Double, by offset: Double?) -> Double {
        guard let offset, offset != 0 else { return kg }
        return loadable(max(0, ((kg + offset) * 1000).rounded() / 1000))
    }

    /// The reps of this slot's `reps+` sets that move a training max, oldest first, each with
    /// when its workout started; nil when these workouts do not reach back to the start.
    /// Only workouts started before `before` count (those of earlier cycles), when given.
    func earned(_ raise: RepsRaise, _ history: [SlotSession], before: Double? = nil) -> [(at: Double, reps: Int)]? {
        guard fromStart else { return nil }
        var sets: [(at: Double, reps: Int)] = []
        for session in history where before.map({ session.startedAt < $0 }) ?? true {
            let planned = inputs.stagesOf(session)?.first ?? slot.schemes[0]
            guard let index = planned.sets.firstIndex(where: { $0.amrap && $0.reps == raise.reps }) else { continue }
            // The set in that place among the working sets done (as `done` counts them); a
            // workout of years ago is looked into only here, so no list of them is made.
            let work = session.sets.lazy.filter { $0.isWorking && ($0.sideReps != nil || $0.durationSeconds != nil) }
            guard let set = work.dropFirst(index).first else { continue }
            sets.append((session.startedAt, set.sideReps ?? 0))
        }
        return sets
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
