/// The program in use as the screens need it: what its file says, where it stands, and the
/// targets and workouts of the days of its current week.
public struct ActiveProgram: Hashable, Sendable {
    public var record: ProgramRecord
    public var program: Program
    public var position: ProgramPosition
    /// Each day of the current week as a split to start (its steps sized to the targets), in order.
    public var splits: [Split]
    /// Targets of those days by session type, one a slot (a slot's step has its index as id).
    public var targets: [String: [Target]]
    /// Whether the targets were computed from the slots' workouts; Home's first frame is drawn
    /// before they are read, and shows no target.
    public var complete = true
    /// Each progression's last workout (by `ProgramSlot.progressionKey`): a slot's "last time",
    /// which the exercise's last session need not be (another slot may do the same lift).
    public var lastTimes: [String: SlotSession] = [:]

    /// "GZCLP · Week 2 · Day 3".
    public var label: String { program.name + " · " + position.label(in: program) }

    /// The target of a step of a workout of this program: its slot's, unless the step was
    /// swapped for another exercise.
    public func target(sessionType: String, step: PlanStep) -> Target? {
        guard complete, slotOf(sessionType: sessionType, step: step) != nil, let slot = step.programSlot,
              let targets = targets[sessionType], targets.indices.contains(slot) else { return nil }
        return targets[slot]
    }

    /// The last workout of a step's slot, as `target` finds the slot; nil when the slot was
    /// never done (or the step is not the slot's, or the workouts are not read yet).
    public func lastTime(sessionType: String, step: PlanStep) -> SlotSession? {
        guard complete, let slot = slotOf(sessionType: sessionType, step: step) else { return nil }
        return lastTimes[slot.progressionKey]
    }

    /// Whether `step` of a workout of `sessionType` is one of this program's slots, its
    /// exercise still the slot's: its last time is then the slot's, not the exercise's.
    public func isSlot(sessionType: String, step: PlanStep) -> Bool {
        slotOf(sessionType: sessionType, step: step) != nil
    }

    private func slotOf(sessionType: String, step: PlanStep) -> ProgramSlot? {
        guard let slot = step.programSlot, let place = program.place(of: sessionType, key: record.key),
              program.days[place.day].slots.indices.contains(slot),
              let exerciseID = step.exerciseID, program.days[place.day].slots[slot].exerciseIDs.contains(exerciseID) else { return nil }
        return program.days[place.day].slots[slot]
    }
}

/// Computes a program's place and targets from its logged workouts: a pure function of them,
/// so every terminal, and both sides of a sync, compute the same.
public struct ProgramPlanner {
    public let record: ProgramRecord
    public private(set) var program: Program
    public let catalog: Catalog
    public let settings: Settings
    public let today: Day
    /// The program's finished workouts since it started, oldest first.
    public let sessions: [ProgramSession]
    /// Each slot's workouts since the program started (or its latest ones), oldest first, by
    /// `progressionKey`.
    public let histories: [String: SlotHistory]
    /// The workouts that earn raises by reps (`by 1+:`), by `progressionKey`: every one since
    /// the program started, of the days whose sets earn them (`Program.earningReads`); the
    /// slots' own histories where not given.
    let earnings: [String: SlotHistory]
    /// What the workouts before `earnings` earned, when they were read after it.
    let checkpoint: EarnedCheckpoint?
    /// `movedByReps` of `earnings` before the current cycle, folded once: what the training
    /// maxes are raised by, and what `checkpointToKeep` keeps.
    private var folded: [String: (weight: Double, through: Double?)?] = [:]

    /// `earnings`: read apart, so that a slot done every day but tested on one is read back to
    /// the start only on that day; after `checkpoint` when there is one.
    public init(record: ProgramRecord, program: Program, catalog: Catalog, settings: Settings, today: Day,
                sessions: [ProgramSession], read histories: [String: SlotHistory], earnings: [String: SlotHistory]? = nil,
                checkpoint: EarnedCheckpoint? = nil) {
        self.checkpoint = checkpoint
        self.record = record
        self.program = program
        self.catalog = catalog
        self.settings = settings
        self.today = today
        self.sessions = sessions
        self.histories = histories
        self.earnings = earnings ?? histories
        places = program.places(key: record.key)
        position = ProgramPosition.next(in: program, places: places, after: sessions)
        week = []
        // A raise moves the training max from the next cycle on (nSuns: the next week), so a
        // lift read again later in the week is at the weight the week began with.
        folded = movedByReps(program, from: self.earnings, before: currentCycleStart)
        self.program = ProgramPlanner.raised(program, by: folded)
        let program = self.program
        // The week's targets, worked out once: what the screens show, and which slots were
        // read too short for theirs (nil).
        week = program.days.indices.map { day in
            let at = ProgramPosition(week: position.week, day: day, cycle: position.cycle)
            return program.days[day].slots.map { slot in target(of: slot, at: at, histories: histories, whole: false) }
        }
    }

    /// With whole histories, each from the program's start.
    public init(record: ProgramRecord, program: Program, catalog: Catalog, settings: Settings, today: Day,
                sessions: [ProgramSession], histories: [String: [SlotSession]]) {
        self.init(record: record, program: program, catalog: catalog, settings: settings, today: today, sessions: sessions,
                  read: histories.mapValues { SlotHistory($0) })
    }

    /// How many of a slot's last workouts are read first; a rule that needs more says so
    /// (`needsEarlierWorkouts`), and that slot is read again further back. Few: most rules
    /// decide from the last workout or two, and a program reads each of its slots at every load.
    public static let firstReadDepth = 3

    /// Whether a slot's target reads its workouts at all: not a training max's percentages
    /// (unless its sets raise the training max), nor a slot kept as written whose exercise
    /// carries no weight (a ride, a plank).
    public static func readsWorkouts(_ slot: ProgramSlot, in program: Program, catalog: Catalog) -> Bool {
        program.earnsRaises(slot) || program.cutsMax(slot) || readsWorkouts(slot, catalog: catalog)
    }

    public static func readsWorkouts(_ slot: ProgramSlot, catalog: Catalog) -> Bool {
        switch slot.rule {
        case .trainingMax, .relative: return false
        case .fixed: return (catalog.exercise(slot.exerciseID)?.load ?? .weight).weightLabel != nil
        default: return true
        }
    }

    /// `program` with the raises each training max earned by reps (`by 1+:`) summed from the
    /// workouts of `histories` of every slot that earns it, counting those started before
    /// `before` (all of them without it): nil where one does not reach back to the start, and
    /// then the slots reading that training max say they need earlier workouts.
    private func earningRaises(_ program: Program, from histories: [String: SlotHistory], before: Double?) -> Program {
        ProgramPlanner.raised(program, by: movedByReps(program, from: histories, before: before))
    }

    /// `program` with each training max raised to where `moved` says the bands left it.
    private static func raised(_ program: Program, by moved: [String: (weight: Double, through: Double?)?]) -> Program {
        var program = program
        for (id, moved) in moved {
            let weight = program.trainingMaxes[id]?.weight ?? 0
            program.trainingMaxes[id]?.earned = moved.map { $0.weight - weight }
        }
        return program
    }

    /// Each training max with a raise by reps, as the sets of `histories` started before `before`
    /// left it (from the checkpoint's, when they were read after one), with when the last of
    /// those sets was done; nil where the histories do not reach back far enough.
    private func movedByReps(_ program: Program, from histories: [String: SlotHistory], before: Double?) -> [String: (weight: Double, through: Double?)?] {
        var result: [String: (weight: Double, through: Double?)?] = [:]
        for (id, max) in program.trainingMaxes {
            guard let raise = max.byReps else { continue }
            var sets: [(at: Double, reps: Int)]? = []
            for slot in ProgramPlanner.progressions(of: program) where slot.maxID == id && program.earnsRaises(slot) {
                let history = histories[slot.progressionKey] ?? SlotHistory()
                let engine = TargetEngine(slot: slot, inputs: inputs(for: slot), fromStart: history.fromStart)
                sets = sets.flatMap { all in engine.earned(raise, history.sessions, before: before).map { all + $0 } }
            }
            // In the order they were done: a cut takes its share of the training max as it then was.
            let start = checkpoint?.moved[id] ?? max.weight ?? 0
            result[id] = sets.map { sets in
                let ordered = sets.sorted { $0.at < $1.at }
                return (raise.moved(ordered.map(\.reps), from: start), ordered.last?.at)
            }
        }
        return result
    }

    /// The checkpoint to keep of what this planner read: the raises by reps folded through the
    /// last earning workout before the current cycle; nil when there is nothing new to keep
    /// (no raise by reps, no such workout since the checkpoint read, or a history read short).
    public var checkpointToKeep: EarnedCheckpoint? {
        guard !folded.isEmpty, folded.values.allSatisfy({ $0 != nil }) else { return nil }
        let through = folded.values.compactMap { $0?.through }.max()
        guard let through, through > (checkpoint?.through ?? -.infinity) else { return nil }
        return EarnedCheckpoint(fingerprint: EarnedCheckpoint.fingerprint(record, program: program),
                                through: through, moved: folded.compactMapValues { $0?.weight })
    }

    /// When the first workout of the cycle the next workout is in started; nil when that
    /// workout begins a cycle.
    private var currentCycleStart: Double? { ProgramPlanner.cycleStart(of: program, places: places, position: position, after: sessions) }

    /// `currentCycleStart` of `program` after `sessions`.
    static func cycleStart(of program: Program, key: String, after sessions: [ProgramSession]) -> Double? {
        let places = program.places(key: key)
        return cycleStart(of: program, places: places, position: ProgramPosition.next(in: program, places: places, after: sessions), after: sessions)
    }

    private static func cycleStart(of program: Program, places: [String: (week: Int, day: Int)], position: ProgramPosition,
                                   after sessions: [ProgramSession]) -> Double? {
        guard position.week > 0 || position.day > 0 else { return nil }
        let perWeek = program.days.count
        var start: Double?
        var last = Int.max
        for session in sessions {
            guard let place = places[session.sessionType] else { continue }
            let index = place.week * perWeek + place.day
            if index < last { start = session.startedAt }
            last = index
        }
        return start
    }

    /// One slot of each progression: the slots whose history must be read.
    public static func progressions(of program: Program) -> [ProgramSlot] {
        var seen = Set<String>()
        return program.days.flatMap(\.slots).filter { seen.insert($0.progressionKey).inserted }
    }

    /// Where the program stands after `sessions`.
    public let position: ProgramPosition
    /// The week and day of each of the program's session types.
    let places: [String: (week: Int, day: Int)]
    /// The targets of each day of the current week, slot by slot; nil where the slot's
    /// workouts were not read back far enough.
    private var week: [[Target?]]

    /// How a slot's exercise is loaded, stepped and rounded, from the catalog and Settings.
    public func inputs(for slot: ProgramSlot) -> TargetInputs {
        let exercise = catalog.exercise(slot.exerciseID)
        let loading = settings.loading(for: exercise)
        let program = self.program, places = self.places
        // A past workout is judged by the slot of its own day and week.
        let stagesOf: (SlotSession) -> [SetScheme]? = { session in
            guard let place = places[session.sessionType],
                  let own = program.days[place.day].slots.first(where: { $0.progressionKey == slot.progressionKey }) else { return nil }
            return own.byWeek ? [own.scheme(week: place.week)] : own.schemes
        }
        var inputs = TargetInputs(loadType: exercise?.load ?? .weight, increment: settings.weightIncrement(for: exercise),
                                  round: loading.down, above: loading.above, today: today, stagesOf: stagesOf)
        let catalog = self.catalog
        inputs.rung = { id in catalog.exercise(id).map { ($0.load, $0.name) } ?? (.weight, id) }
        inputs.placeOf = { places[$0.sessionType] }
        return inputs
    }

    /// The progressions whose histories as read do not reach back far enough for their targets
    /// this week: read them further back.
    public var needsEarlierWorkouts: [String] {
        var short: [String] = []
        for (day, targets) in week.enumerated() {
            // A slot that follows another is short only when that one is, which is listed itself.
            for (slot, target) in zip(program.days[day].slots, targets) where target == nil && !short.contains(slot.progressionKey) && !slot.follows {
                short.append(slot.progressionKey)
            }
        }
        return short
    }

    /// The targets of day `day` of week `week` in cycle `cycle`, from `histories`.
    public func targets(week: Int, day: Int, cycle: Int, histories: [String: SlotHistory]? = nil) -> [Target] {
        // The current week's, from the histories read, were worked out when the planner was made.
        if histories == nil, week == position.week, cycle == position.cycle, self.week.indices.contains(day) {
            let known = self.week[day].compactMap { $0 }
            if known.count == self.week[day].count { return known }
        }
        let at = ProgramPosition(week: week, day: day, cycle: cycle)
        return program.days[day].slots.compactMap { slot in target(of: slot, at: at, histories: histories ?? self.histories, whole: true) }
    }

    /// A slot's target from `histories`; one written `of [TAG]` is a share of the followed slot's
    /// target, worked out first. `whole`: a slot read too short (never, once
    /// `needsEarlierWorkouts` is empty) is computed as if its workouts were all, else it is nil.
    func target(of slot: ProgramSlot, at: ProgramPosition, histories: [String: SlotHistory], whole: Bool, depth: Int = 0) -> Target? {
        var following: FollowedTarget?
        if case .relative(let key, let last) = slot.rule,
           let leader = program.days.lazy.flatMap(\.slots).first(where: { $0.progressionKey == key && key != slot.progressionKey }) {
            // The file's checker refuses a cycle of slots following each other; the depth keeps
            // a program made otherwise from going round.
            let target = depth < 8 ? self.target(of: leader, at: at, histories: histories, whole: whole, depth: depth + 1) : nil
            if target == nil, !whole { return nil }
            // `of last [M]`: the top set of its last workout in the workouts read (Madcow's Friday
            // follows the Monday done that week, not the target it moved on to).
            let lastDone = last ? histories[key]?.sessions.last { $0.working.contains { $0.sideReps != nil && $0.weight != nil } } : nil
            let done = lastDone.flatMap { session in session.working.compactMap(\.weight).max().map { (weight: $0, day: session.day) } }
            following = FollowedTarget(title: leader.title, target: target, done: done)
        }
        let history = histories[slot.progressionKey] ?? SlotHistory()
        let inputs = inputs(for: slot)
        let read = slot.target(in: program, at: at, reading: history, inputs: inputs, following: following)
        guard whole else { return read }
        return read ?? slot.target(in: program, at: at, history: history.sessions, inputs: inputs, following: following)
    }

    /// The program as the screens use it now; `complete` when `histories` were read.
    public func active(complete: Bool = true) -> ActiveProgram {
        let position = self.position
        var splits: [Split] = []
        var targets: [String: [Target]] = [:]
        for day in program.days.indices where !program.days[day].isAbsent(week: position.week) {
            let dayTargets = self.targets(week: position.week, day: day, cycle: position.cycle)
            let split = program.split(key: record.key, week: position.week, day: day, targets: dayTargets, catalog: catalog)
            targets[split.sessionType] = dayTargets
            splits.append(split)
        }
        var active = ActiveProgram(record: record, program: program, position: position, splits: splits, targets: targets)
        active.complete = complete
        active.lastTimes = histories.compactMapValues { $0.sessions.last { !$0.sets.isEmpty } }
        return active
    }

    /// One workout of a preview.
    public struct Planned: Hashable, Sendable {
        public var position: ProgramPosition
        public var day: ProgramDay
        public var targets: [Target]
    }

    /// The next `count` workouts with their targets, each as if the ones before it were done
    /// exactly as planned (the way a preview reads: "if you do this, then that").
    public func preview(count: Int) -> [Planned] {
        var histories = self.histories, earnings = self.earnings
        var position = self.position
        var result: [Planned] = []
        var clock = today
        var planner = self
        // Each planned workout after every one logged, in order: a cut by reps takes its share
        // of the training max as the workouts before it left it.
        var started = sessions.last?.startedAt ?? 0
        for _ in 0..<count {
            started += 1
            // In a later cycle, what the cycles before earned by reps (those logged and those
            // planned here) has moved its training maxes.
            if position.cycle > self.position.cycle {
                planner.program = earningRaises(self.program, from: earnings, before: nil)
            }
            let targets = planner.targets(week: position.week, day: position.day, cycle: position.cycle, histories: histories)
            let day = program.days[position.day]
            result.append(Planned(position: position, day: day, targets: targets))
            for (slot, target) in zip(day.slots, targets) where !slot.isAbsent(week: position.week) {
                let sets = target.sets.map { SetLog(isWarmup: false, reps: $0.reps ?? ($0.seconds == nil ? 0 : nil), weight: $0.weight,
                                                    durationSeconds: $0.seconds, completedAt: 0) }
                let planned = SlotSession(day: clock, startedAt: started, sets: sets, plan: SlotPlan(targets: target.sets),
                                          sessionType: program.sessionType(key: record.key, week: position.week, day: position.day), exerciseID: target.exerciseID)
                histories[slot.progressionKey, default: SlotHistory()].sessions.append(planned)
                if program.earnsRaises(slot) { earnings[slot.progressionKey, default: SlotHistory()].sessions.append(planned) }
            }
            clock = clock.adding(days: 2)
            position = position.advanced(in: program)
        }
        return result
    }
}

extension ProgramPosition {
    /// The place after this one.
    public func advanced(in program: Program) -> ProgramPosition {
        var next = self
        next.sessions += 1
        // A day left out of its week is passed over, as `next(in:key:after:)` passes it.
        for _ in 0..<max(1, program.sessionsPerCycle) {
            next.day += 1
            if next.day >= program.days.count {
                next.day = 0
                next.week += 1
                if next.week >= program.weeks {
                    next.week = 0
                    next.cycle += 1
                }
            }
            if !program.days.indices.contains(next.day) || !program.days[next.day].isAbsent(week: next.week) { break }
        }
        return next
    }
}

/// What can be loaded on an exercise: the weight at or below one, and the lightest above it.
public struct Loading {
    public var down: (Double) -> Double
    public var above: (Double) -> Double
}

extension Settings {
    /// Kilograms down to a weight that can be loaded: on a barbell, with the bar and the plates
    /// owned; otherwise to a whole number of the exercise's steps.
    public func loadableRounding(for exercise: CatalogExercise?) -> (Double) -> Double { loading(for: exercise).down }

    /// How an exercise is loaded in the unit in force: a barbell with the bar and plates of
    /// Settings, anything else in whole steps of its increment.
    public func loading(for exercise: CatalogExercise?) -> Loading {
        let unit = self.unit
        if exercise?.equipment == .barbell {
            let plates = plateSet
            return Loading(down: { kg in unit.toKilograms(plates.roundedDown(unit.fromKilograms(kg))) },
                           above: { kg in unit.toKilograms(plates.nearest(to: unit.fromKilograms(kg) + 1e-6).above ?? unit.fromKilograms(kg)) })
        }
        let step = weightIncrement(for: exercise)
        return Loading(down: { kg in max(step, ((kg / step) + 1e-9).rounded(.down) * step) },
                       above: { kg in (((kg / step) + 1e-9).rounded(.down) + 1) * step })
    }
}

extension SlotPlan {
    /// The plan a program's step is given for `targets`: its working sets and their reps as
    /// the step writes them.
    public init(targets: [SetTarget]) {
        self.init(workingSets: targets.count, repsText: SlotPlan.repsText(targets))
    }

    /// "5+ reps" when the sets are alike, else each: "5, 3, 1+ reps"; "8–12 reps"; "30 s hold".
    static func repsText(_ targets: [SetTarget]) -> String {
        guard let set = targets.first else { return "" }
        if let s = set.seconds { return PlanStep.repsText(reps: nil, durationSeconds: s) }
        if Set(targets.map { $0.reps }).count > 1 {
            return targets.map { "\($0.reps ?? 0)\($0.amrap ? "+" : "")" }.joined(separator: ", ") + " reps"
        }
        let top = set.repsTop.map { "–\($0)" } ?? ""
        return "\(set.reps ?? 0)\(top)\(targets.last?.amrap == true ? "+" : "") reps"
    }
}

extension Program {
    /// A day of week `week` as a workout to start: a step a slot (its id the slot's index), each
    /// sized and weighed as its target says.
    public func split(key: String, week: Int, day index: Int, targets: [Target], catalog: Catalog) -> Split {
        let day = days[index]
        var steps: [PlanStep] = []
        var groups: [String] = []
        // A slot left out of the week has no step; the others keep their slot's index as id.
        for (i, slot) in day.slots.enumerated() where !slot.isAbsent(week: week) {
            let target = targets.indices.contains(i) ? targets[i] : nil
            // A ladder's step is the exercise of the rung it is on.
            let exerciseID = target?.exerciseID ?? slot.exerciseID
            let exercise = catalog.exercise(exerciseID)
            let scheme = slot.scheme(week: week)
            let sets = target?.sets.count ?? scheme.sets.count
            let first = target?.sets.first
            let seconds = first?.seconds ?? scheme.sets.first?.seconds
            let timed = exercise.map { $0.category == .cardio || $0.category == .mobility } ?? false
            let kind: StepKind = seconds == nil ? .sets : (timed && sets == 1 ? .timed : .hold)
            let reps = target.map { SlotPlan.repsText($0.sets) } ?? ""
            let rungName = exercise?.name ?? exerciseID
            let title = exerciseID == slot.exerciseID ? slot.title : slot.tag.map { "\($0) \(rungName)" } ?? rungName
            var step = PlanStep(exerciseID: exerciseID, title: title, kind: kind,
                                setsText: kind == .timed ? "—" : PlanStep.setsText(warmup: kind == .sets ? slot.warmupSets : 0, working: sets),
                                warmupSets: kind == .sets ? slot.warmupSets : 0, workingSets: kind == .timed ? 0 : sets,
                                repsText: reps, durationSeconds: seconds, notes: "",
                                loadType: exercise?.load, weight: first?.weight, restSeconds: slot.restSeconds,
                                supersetGroup: slot.superset, unilateral: exercise?.unilateral ?? false, programSlot: i)
            step.id = i
            steps.append(step)
            for region in exercise?.primary ?? [] {
                if let group = catalog.region(region)?.groupID, !groups.contains(group) { groups.append(group) }
            }
        }
        let colours = SplitColour.allCases
        let place = weeks > 1 ? "Week \(week + 1) · " : ""
        return Split(sessionType: sessionType(key: key, week: week, day: index), name: day.title,
                     title: "\(name) — \(place)\(day.title)", description: day.slots.filter { !$0.isAbsent(week: week) }.map(\.title).joined(separator: ", "),
                     targetDuration: "", steps: steps, groups: groups, colour: colours[index % colours.count],
                     glyph: String(day.key.prefix(2)), inRotation: true)
    }
}
