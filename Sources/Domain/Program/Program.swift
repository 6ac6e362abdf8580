/// A program as its plan file describes it (Formats' `ProgramFile.parse`): weeks of days, each day a
/// list of slots, each slot an exercise with its sets and the rule that moves them on.
public struct Program: Hashable, Sendable {
    public var name: String
    /// Who published it and where, for a built-in; any line the lifter wants, else "".
    public var source: String
    /// Who it is for, in a few words ("novices, three days a week"); "" when the file says not.
    public var suits: String
    /// Training days a week the author asks for; nil when the file says not (then each day is one).
    public var daysAWeek: Int?
    /// The unit its weights are written in; stored values are kilograms either way.
    public var unit: WeightUnit
    /// Weeks in one cycle; a slot written with " | " has one scheme a week.
    public var weeks: Int
    public var days: [ProgramDay]
    /// Training maxes by catalog exercise id, for slots whose sets are percentages of one.
    public var trainingMaxes: [String: TrainingMax]

    public init(name: String, source: String = "", unit: WeightUnit = .kg, weeks: Int = 1, days: [ProgramDay] = [],
                trainingMaxes: [String: TrainingMax] = [:], suits: String = "", daysAWeek: Int? = nil) {
        self.name = name
        self.source = source
        self.suits = suits
        self.daysAWeek = daysAWeek
        self.unit = unit
        self.weeks = weeks
        self.days = days
        self.trainingMaxes = trainingMaxes
    }

    /// Sessions in one cycle.
    public var sessionsPerCycle: Int { weeks * days.count }

    /// Whether `slot`'s logged sets raise a training max: its percentages read one raised by
    /// the reps of a set that it, or a slot progressing with it on another day, plans (nSuns'
    /// 1+ on the heavy bench day, which the volume day's bench shares a history with).
    /// Whether `slot`'s logged sets may cut its training max: it, or a slot progressing with it
    /// on another day, plans a max-reps set with a cut (Candito's week 2 squats).
    public func cutsMax(_ slot: ProgramSlot) -> Bool {
        guard case .trainingMax = slot.rule else { return false }
        return days.contains { day in
            day.slots.contains { other in other.progressionKey == slot.progressionKey && other.schemes.contains { $0.sets.contains { $0.cut != nil } } }
        }
    }

    public func earnsRaises(_ slot: ProgramSlot) -> Bool {
        guard case .trainingMax = slot.rule, let raise = trainingMaxes[slot.maxID]?.byReps else { return false }
        return days.contains { day in
            day.slots.contains { other in
                other.progressionKey == slot.progressionKey && other.schemes.contains { $0.sets.contains { $0.amrap && $0.reps == raise.reps } }
            }
        }
    }
}

/// One workout of a program's week.
public struct ProgramDay: Hashable, Sendable {
    /// Short and unique in its program ("A1", "2"): the end of its workouts' session type.
    public var key: String
    public var title: String
    public var slots: [ProgramSlot]

    public init(key: String, title: String, slots: [ProgramSlot]) {
        self.key = key
        self.title = title
        self.slots = slots
    }

    /// Whether every slot of the day is left out of week `week` (Candito's third day in the
    /// weeks of two): the program's place passes over it.
    public func isAbsent(week: Int) -> Bool {
        !slots.isEmpty && slots.allSatisfy { $0.isAbsent(week: week) }
    }
}

/// One exercise of a program day: its sets, the rule that moves them on, and where it starts.
public struct ProgramSlot: Hashable, Sendable {
    /// A label that keeps two slots of one exercise apart ("T1" squat and "T2" squat progress
    /// on their own); nil for none.
    public var tag: String? { didSet { progressionKey = ProgramSlot.progressionKey(tag: tag, exerciseID: exerciseID) } }
    public var exerciseID: String { didSet { progressionKey = ProgramSlot.progressionKey(tag: tag, exerciseID: exerciseID) } }
    /// Slots with the same key progress together, across days ("Squat" on A and B of a 5×5).
    /// Kept, not made at each use: planning compares it in every loop over a program's slots.
    public private(set) var progressionKey: String
    /// The exercise's name as the catalog has it.
    public var name: String
    /// One scheme; or, with `byWeek`, one a week; otherwise stages taken in turn on failure.
    public var schemes: [SetScheme]
    public var byWeek: Bool
    public var rule: ProgressionRule
    /// The first target's weight in kilograms (the added weight of a bodyweight exercise, the
    /// assistance of an assisted one); nil in a template until the lifter gives it, or when the
    /// first weight is the lifter's choice.
    public var start: Double?
    public var warmupSets: Int
    public var restSeconds: Int?
    /// Consecutive slots with the same number are done as a superset.
    public var superset: Int?
    /// A ladder's rungs, easiest first (exercise ids; the slot's own exercise is the one it
    /// starts on): once every set reaches the top of the range, the next one. Empty for none.
    public var ladder: [String]
    /// A ladder's rungs held for seconds rather than done for reps (the Recommended Routine's
    /// support hold: `Support Hold 3x30s`), each with its sets: the next rung once every set is held.
    public var heldRungs: [String: SetScheme] = [:]

    /// The exercise whose training max the percentages are of, when not the slot's own
    /// (nSuns' sumo deadlift at a share of the deadlift's): `tm of Deadlift`.
    public var maxOf: String?

    /// The exercise whose training max this slot's percentages read.
    public var maxID: String { maxOf ?? exerciseID }

    public init(tag: String? = nil, exerciseID: String, name: String, schemes: [SetScheme], byWeek: Bool = false,
                rule: ProgressionRule, start: Double? = nil, warmupSets: Int = 0, restSeconds: Int? = nil, superset: Int? = nil,
                ladder: [String] = []) {
        self.ladder = ladder
        self.superset = superset
        self.tag = tag
        self.exerciseID = exerciseID
        progressionKey = ProgramSlot.progressionKey(tag: tag, exerciseID: exerciseID)
        self.name = name
        self.schemes = schemes
        self.byWeek = byWeek
        self.rule = rule
        self.start = start
        self.warmupSets = warmupSets
        self.restSeconds = restSeconds
    }

    private static func progressionKey(tag: String?, exerciseID: String) -> String { (tag ?? "") + "|" + exerciseID }

    /// The exercises its workouts may be of: a ladder's rungs, else its own.
    public var exerciseIDs: [String] { ladder.isEmpty ? [exerciseID] : ladder }

    /// Whether its weights are a share of another slot's target (`5x5@90% of [I]`).
    public var follows: Bool { if case .relative = rule { return true } else { return false } }

    /// "T1 Barbell Back Squat".
    public var title: String { tag.map { "\($0) \(name)" } ?? name }

    /// The scheme of week `week` (0 the first): one a week, else the first stage.
    public func scheme(week: Int) -> SetScheme {
        byWeek ? schemes[week % schemes.count] : schemes[0]
    }

    /// Whether the slot is left out of week `week` (`5@85% | - | 3@90%`): a week written `-`.
    public func isAbsent(week: Int) -> Bool {
        byWeek && !schemes.isEmpty && scheme(week: week).sets.isEmpty
    }
}

/// One set as a program writes it: "5", "3+", "8-12", "85%x5+", "5@8", "30s".
public struct PlannedSet: Hashable, Sendable {
    public var reps: Int?
    /// The top of a rep range (8–12).
    public var repsTop: Int?
    /// As many reps as possible, at least `reps` ("+").
    public var amrap: Bool
    /// A share of the training max (0.85).
    public var percent: Double?
    /// The effort the weight is chosen for (RPE 8).
    public var rpe: Double?
    /// A held or timed set's length.
    public var seconds: Int?
    /// A share of the slot's own weight, for a set of a ramp (`5x5 ramp 12.5%`: 0.5, 0.625… 1
    /// the top set, which is the weight the slot progresses).
    public var share: Double?
    /// A set worked up to on the day: the heaviest weight done for `reps` today (`1x10RM`); the
    /// lifter chooses its weight, so the target has none.
    public var repMax: Bool
    /// A share of the weight of the day's rep-max set before it (`3x6@85% RM`): known once that
    /// set is logged.
    public var repMaxShare: Double?
    /// Kilograms added to (or, below 0, taken from) the percentage of the training max once it
    /// is rounded to what loads (`3@90% -2.5`): a spreadsheet's "one plate step more".
    public var offset: Double?
    /// Max reps (`MR`, `MR10`): as many as possible with no minimum (`reps` is 1, the base an
    /// AMRAP set counts at), at most `repsCap` when written.
    public var maxReps = false
    public var repsCap: Int?
    /// One of the back-off sets whose number the reps of the day's max-reps set decide
    /// (`3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5`).
    public var backOff: BackOffSet?
    /// A max-reps set that, short of `under` reps, cuts its training max by a share for the
    /// rest of the cycle (`MR10@80% cut 2.5% under 8`).
    public var cut: MaxCut?

    public init(reps: Int? = nil, repsTop: Int? = nil, amrap: Bool = false, percent: Double? = nil, rpe: Double? = nil, seconds: Int? = nil,
                share: Double? = nil, repMax: Bool = false, repMaxShare: Double? = nil, offset: Double? = nil) {
        self.offset = offset
        self.repMax = repMax
        self.repMaxShare = repMaxShare
        self.share = share
        self.reps = reps
        self.repsTop = repsTop
        self.amrap = amrap
        self.percent = percent
        self.rpe = rpe
        self.seconds = seconds
    }

    /// "5", "3+", "8–12", "30 s".
    public var repsLabel: String {
        if let seconds { return seconds >= 60 && seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s" }
        let reps = self.reps.map(String.init) ?? "–"
        if let top = repsTop { return "\(reps)–\(top)" }
        if repMax { return reps + "RM" }
        if maxReps { return "MR" + (repsCap.map(String.init) ?? "") }
        return reps + (amrap ? "+" : "")
    }

    /// What follows the reps: "@85%" of a training max, "@85% RM" of the day's rep max, " @8".
    var loadLabel: String {
        (percent.map { "@" + plateNumber($0 * 100) + "%" } ?? "") + (offset.map { ($0 < 0 ? " −" : " +") + plateNumber(abs($0)) } ?? "")
            + (cut.map { " cut " + plateNumber($0.share * 100) + "% under \($0.under)" } ?? "") + (repMaxShare.map { "@" + plateNumber($0 * 100) + "% RM" } ?? "")
            + (rpe.map { " @\(plateNumber($0))" } ?? "")
    }
}

/// The sets of one slot for one stage or week.
public struct SetScheme: Hashable, Sendable {
    public var sets: [PlannedSet]

    public init(_ sets: [PlannedSet]) { self.sets = sets }

    /// "5×3+" when the sets are alike but a last AMRAP ("5×10@50%" at one share of a training
    /// max), else each set: "5@65%, 5@75%, 5+@85%".
    public var label: String {
        guard let first = sets.first, let last = sets.last else { return "" }
        if let step = rampStep { return "\(sets.count)×\(last.repsLabel) ramp \(plateNumber(step * 100))%" }
        var plainLast = last
        plainLast.amrap = first.amrap
        if sets.dropLast().allSatisfy({ $0 == first }), plainLast == first, first.percent == nil || last == first {
            return "\(sets.count)×\(last.repsLabel)" + last.loadLabel
        }
        return sets.compactMap { set in
            // Back-off sets by the max-reps set's reps are written once: "3@80% −2.5 by MR: 10+ x10 8+ x8".
            guard let backOff = set.backOff else { return set.repsLabel + set.loadLabel }
            return backOff.index == 1 ? set.repsLabel + set.loadLabel + " by MR: " + backOff.label : nil
        }.joined(separator: ", ")
    }
}

extension SetScheme {
    /// How much lighter each set of a ramp is than the next, as a share of the top set; nil
    /// when the sets are not a ramp.
    /// The set worked up to on the day, when the scheme has one (`1x10RM`).
    public var repMax: PlannedSet? { sets.first(where: \.repMax) }

    public var rampStep: Double? {
        guard sets.count > 1, let top = sets.last?.share, let below = sets[sets.count - 2].share else { return nil }
        return ((top - below) * 10_000).rounded() / 10_000
    }
}

/// How a slot's next target follows from what was logged.
public enum ProgressionRule: Hashable, Sendable {
    /// The sets as written, at the weight last used.
    case fixed
    /// More weight after a session where every set reached its reps; see `LinearRule`.
    case linear(LinearRule)
    /// A rep range: a rep more until every set reaches the top, then more weight and back to the bottom.
    case double(increment: Double?)
    /// Percentages of the training max, which rises after each cycle.
    case trainingMax
    /// The weight for the reps at the written RPE, from the best recent estimated 1RM.
    case rpe
    /// Percentages of another slot's current target (`5x5@90% of [I]`), or with `last` of the
    /// top set of its last workout (`of last [M]`): the slot of this `progressionKey`, which
    /// moves on by its own rule; this one reads no workouts of its own.
    case relative(to: String, last: Bool)
}

/// Linear progression, with what GZCLP and the 5×5 programs add to it.
public struct LinearRule: Hashable, Sendable {
    /// Kilograms added after a session with every set done; nil: the exercise's own step.
    public var increment: Double?
    /// After this many sessions missed in a row, take `deloadPercent` off (nil: never).
    public var deloadAfter: Int?
    public var deloadPercent: Double
    /// The reps the last (AMRAP) set must reach before weight is added (GZCLP's T3: 25).
    public var addAt: Int?
    /// What follows a miss at the last of several stages.
    public var restart: Restart?
    /// A session done with its AMRAP set at these reps or more adds `jump` instead of the
    /// increment (Greyskull LP: a set of ten or more doubles the step).
    public var jumpAt: Int?
    public var jump: Double

    public init(increment: Double? = nil, deloadAfter: Int? = nil, deloadPercent: Double = 0.1, addAt: Int? = nil, restart: Restart? = nil,
                jumpAt: Int? = nil, jump: Double = 0) {
        self.jumpAt = jumpAt
        self.jump = jump
        self.increment = increment
        self.deloadAfter = deloadAfter
        self.deloadPercent = deloadPercent
        self.addAt = addAt
        self.restart = restart
    }
}

/// Where a slot starts again after its last stage was missed.
public enum Restart: Hashable, Sendable {
    /// The first stage at this share of the weight missed (GZCLP's T1: 85%).
    case percent(Double)
    /// The first stage at the weight it was last tried at, plus this (GZCLP's T2).
    case firstStagePlus(Double)
    /// A session to find a new five-rep max, then the first stage at this share of it (GZCLP's T1).
    case fiveRepMaxTest(Double)
}

/// A program's day as its workouts are logged: the program's key, the week (of a program of
/// several) and the day's key. Its session type, "GZCLP/A1" or "BBB/2/1", is the one place this
/// is written as text and read back.
public struct ProgramDayRef: Hashable, Sendable {
    public var programKey: String
    /// 0 the first; nil for a program of one week.
    public var week: Int?
    public var dayKey: String

    public init(programKey: String, week: Int?, dayKey: String) {
        self.programKey = programKey
        self.week = week
        self.dayKey = dayKey
    }

    /// The day a session type names, when it names a program's day: a split's type has no slash.
    public init?(sessionType: String) {
        let parts = sessionType.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            self.init(programKey: parts[0], week: nil, dayKey: parts[1])
        case 3 where !parts[0].isEmpty && !parts[2].isEmpty:
            guard let week = Int(parts[1]), week >= 1 else { return nil }
            self.init(programKey: parts[0], week: week - 1, dayKey: parts[2])
        default:
            return nil
        }
    }

    public var sessionType: String {
        week.map { "\(programKey)/\($0 + 1)/\(dayKey)" } ?? "\(programKey)/\(dayKey)"
    }
}

extension Program {
    /// Day `day` of week `week` (0 the first) of this program, kept under `key`.
    public func dayRef(key: String, week: Int, day: Int) -> ProgramDayRef {
        ProgramDayRef(programKey: key, week: weeks > 1 ? week : nil, dayKey: days[day].key)
    }

    /// The session type of a day's workouts in week `week` (0 the first): "GZCLP/A1", or
    /// "BBB/2/1" when the program has several weeks.
    public func sessionType(key: String, week: Int, day: Int) -> String {
        dayRef(key: key, week: week, day: day).sessionType
    }

    /// Every session type the program's workouts take, in order.
    public func sessionTypes(key: String) -> [String] {
        (0..<weeks).flatMap { week in days.indices.map { sessionType(key: key, week: week, day: $0) } }
    }

    /// The week and day of each session type the program's workouts take: looked up, where
    /// every workout of years is placed, rather than read from its text each time.
    public func places(key: String) -> [String: (week: Int, day: Int)] {
        var places: [String: (week: Int, day: Int)] = [:]
        for week in 0..<weeks { for day in days.indices { places[sessionType(key: key, week: week, day: day)] = (week, day) } }
        return places
    }

    /// The week and day a session type names, when it is one of this program's.
    public func place(of sessionType: String, key: String) -> (week: Int, day: Int)? {
        guard let ref = ProgramDayRef(sessionType: sessionType) else { return nil }
        return place(of: ref, key: key)
    }

    /// The week and day `ref` names, when it is a day of this program kept under `key`.
    public func place(of ref: ProgramDayRef, key: String) -> (week: Int, day: Int)? {
        guard ref.programKey == key, (ref.week != nil) == (weeks > 1), let day = days.firstIndex(where: { $0.key == ref.dayKey }) else { return nil }
        let week = ref.week ?? 0
        guard (0..<weeks).contains(week) else { return nil }
        return (week, day)
    }

    /// Where the slots progressing with `slot` (the same exercise and tag) are in the
    /// workouts of every week: the session type of each day that has one, and which step of
    /// that exercise it is there.
    public func reads(progressing slot: ProgramSlot, key: String) -> [SlotRead] {
        // The slots of the progression, found once; then each week's workouts of them, in order.
        let matching: [(day: Int, slot: Int, occurrence: Int)] = days.indices.flatMap { d in
            let slots = days[d].slots
            return slots.indices.filter { slots[$0].progressionKey == slot.progressionKey }.map { i in
                (d, i, 1 + slots[..<i].filter { $0.exerciseID == slot.exerciseID }.count)
            }
        }
        var reads: [SlotRead] = []
        for week in 0..<weeks {
            // A week a slot is left out of has no workout of it to read.
            for found in matching where !days[found.day].slots[found.slot].isAbsent(week: week) {
                reads.append(SlotRead(sessionType: sessionType(key: key, week: week, day: found.day), slot: found.slot, occurrence: found.occurrence))
            }
        }
        return reads
    }

    /// The `reads` of the days whose sets earn `slot`'s training max a raise by reps: each
    /// day's scheme for the slot (as a past workout is judged, by the first slot of the
    /// progression on its day) plans the as-many-as-possible set the raise reads.
    public func earningReads(progressing slot: ProgramSlot, key: String) -> [SlotRead] {
        guard let raise = trainingMaxes[slot.maxID]?.byReps else { return [] }
        return reads(progressing: slot, key: key).filter { read in
            guard let (week, day) = place(of: read.sessionType, key: key),
                  let own = days[day].slots.first(where: { $0.progressionKey == slot.progressionKey }) else { return false }
            return own.scheme(week: week).sets.contains { $0.amrap && $0.reps == raise.reps }
        }
    }
}
