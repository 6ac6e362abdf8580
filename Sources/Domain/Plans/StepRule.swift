/// How a split's step moves on from one workout to the next, chosen in its form: the rules of a
/// program's slot, each with the numbers it needs. A step with none is offered more weight
/// after a workout where every set reached its reps (`ExerciseHistory.progression`).
public enum StepRule: Hashable, Sendable {
    /// More weight after a workout where every set reached its reps; nil: the exercise's own step.
    case linear(increment: Double?)
    /// A rep more a set from `low` until every set reaches `high`, then more weight and back to `low`.
    case double(low: Int, high: Int, increment: Double?)
    /// A share of a training max (0.85), which the lifter sets in kilograms (nil: not yet given).
    case trainingMax(percent: Double, trainingMax: Double?)
    /// The weight for the step's reps at this RPE, from the recent estimated 1RM.
    case rpe(Double)
    /// The sets as written, at the weight last used.
    case fixed
}

/// The bounds of a rule's numbers, the plan file's and the step form's alike: one set of
/// them, so a rule the form accepts is one a plan file reads and a fold runs without a trap.
public enum ProgramLimits {
    public static let sets = 1...20
    public static let reps = 1...100
    /// Percent of a training max: above 0, at most this.
    public static let percent = 200.0
    public static let rpe = 1.0...10.0
    /// Weights (a start, a training max) are below this, in the file's unit.
    public static let weight = 2000.0
    /// Increments and raises per cycle are at most this, in the file's unit.
    public static let step = 100.0
}

extension PlanStep {
    /// The step as a program's slot under its rule: its working sets of its reps (a rep range
    /// for double progression, a share of the training max, an effort), starting at its weight.
    /// Nil without a rule, or for a step that is not counted sets.
    public var ruleSlot: (slot: ProgramSlot, program: Program)? {
        guard let rule, kind == .sets else { return nil }
        let reps = plannedReps ?? 1
        let planned: PlannedSet
        let progression: ProgressionRule
        var maxes: [String: TrainingMax] = [:]
        switch rule {
        case .linear(let increment):
            planned = PlannedSet(reps: reps)
            progression = .linear(LinearRule(increment: increment))
        case .double(let low, let high, let increment):
            planned = PlannedSet(reps: low, repsTop: max(low, high))
            progression = .double(increment: increment)
        case .trainingMax(let percent, let trainingMax):
            planned = PlannedSet(reps: reps, percent: percent)
            progression = .trainingMax
            maxes[exerciseID ?? title] = TrainingMax(weight: trainingMax)
        case .rpe(let rpe):
            planned = PlannedSet(reps: reps, rpe: rpe)
            progression = .rpe
        case .fixed:
            planned = PlannedSet(reps: reps)
            progression = .fixed
        }
        let slot = ProgramSlot(exerciseID: exerciseID ?? title, name: title, schemes: [SetScheme(Array(repeating: planned, count: max(1, workingSets)))],
                               rule: progression, start: weight, warmupSets: warmupSets, restSeconds: restSeconds)
        return (slot, Program(name: title, trainingMaxes: maxes))
    }

    /// The step's next target under its rule, from the fold a program's slot uses over the
    /// step's own workouts (`history`, oldest first); nil without a rule, or when `history`
    /// does not reach back as far as the target depends on.
    public func ruleTarget(history: SlotHistory, inputs: TargetInputs) -> Target? {
        guard let (slot, program) = ruleSlot else { return nil }
        return slot.target(in: program, at: ProgramPosition(), reading: history, inputs: inputs)
    }
}

/// Where a split step's workouts are: the `occurrence`-th step (1 the first) of its exercise in
/// the split's sessions, as a program's step logged before it knew its slot is found.
public struct SplitStepRead: Hashable, Sendable {
    public var sessionType: String
    public var occurrence: Int
    public var step: PlanStep

    public init(sessionType: String, occurrence: Int, step: PlanStep) {
        self.sessionType = sessionType
        self.occurrence = occurrence
        self.step = step
    }

    /// What the step's workouts are kept under once read.
    public var key: String { SplitStepRead.key(sessionType: sessionType, exerciseID: step.exerciseID ?? "", occurrence: occurrence) }

    public static func key(sessionType: String, exerciseID: String, occurrence: Int) -> String {
        "\(sessionType)|\(exerciseID)|\(occurrence)"
    }

    /// The slot reads of the program's store that find these workouts: no slot of a program,
    /// only the exercise's place in the workout.
    public var slotReads: [SlotRead] { [SlotRead(sessionType: sessionType, slot: -1, occurrence: occurrence)] }

    /// The step's workouts, read through `read` (the latest `limit`) from the last few back
    /// only as far as its rule's target depends on, as a program's planner reads a slot's.
    public func history(today: Day, read: (_ limit: Int) throws -> SlotHistory) rethrows -> SlotHistory {
        var limit = 8
        let inputs = TargetInputs(loadType: step.loadType, increment: 1, today: today)
        while true {
            let history = try read(limit)
            if history.fromStart || step.ruleTarget(history: history, inputs: inputs) != nil { return history }
            limit *= 8
        }
    }
}

extension Array where Element == PlanStep {
    /// Which step of its exercise `index` is (1 the first), as a split's sessions are read.
    public func occurrence(at index: Int) -> Int {
        let id = self[index].exerciseID
        return self[...index].filter { $0.exerciseID == id }.count
    }
}

extension StepRule {
    /// The rule's word, as a plan file writes its option: what a row and an export keep.
    public var word: String {
        switch self {
        case .linear: return "linear"
        case .double: return "double"
        case .trainingMax: return "tm"
        case .rpe: return "rpe"
        case .fixed: return "same"
        }
    }

    /// The rule's numbers by name: what a row and an export keep beside its word.
    public var numbers: StepRuleNumbers {
        switch self {
        case .linear(let increment): return StepRuleNumbers(increment: increment)
        case .double(let low, let high, let increment): return StepRuleNumbers(increment: increment, repsLow: low, repsHigh: high)
        case .trainingMax(let percent, let trainingMax): return StepRuleNumbers(percent: percent, trainingMax: trainingMax)
        case .rpe(let rpe): return StepRuleNumbers(rpe: rpe)
        case .fixed: return StepRuleNumbers()
        }
    }

    /// The rule a word and its numbers name; nil for a word of no rule, or a number it needs
    /// missing or past its bounds (a hand-edited row or file).
    public init?(word: String, _ n: StepRuleNumbers) {
        if let increment = n.increment, !(0...ProgramLimits.step).contains(increment) { return nil }
        switch word {
        case "linear": self = .linear(increment: n.increment)
        case "double":
            guard let low = n.repsLow, let high = n.repsHigh, ProgramLimits.reps.contains(low), ProgramLimits.reps.contains(high), low <= high else { return nil }
            self = .double(low: low, high: high, increment: n.increment)
        case "tm":
            guard let percent = n.percent, percent > 0, percent <= ProgramLimits.percent / 100 else { return nil }
            if let tm = n.trainingMax, !(tm >= 0 && tm < ProgramLimits.weight) { return nil }
            self = .trainingMax(percent: percent, trainingMax: n.trainingMax)
        case "rpe":
            guard let rpe = n.rpe, ProgramLimits.rpe.contains(rpe) else { return nil }
            self = .rpe(rpe)
        case "same": self = .fixed
        default: return nil
        }
    }
}

/// A rule's numbers by name, each nil where the rule has none: the increment (kilograms), the
/// rep range, the share of the training max (0.85) and the training max (kilograms), the RPE.
public struct StepRuleNumbers: Hashable, Sendable {
    public var increment: Double?
    public var repsLow: Int?
    public var repsHigh: Int?
    public var percent: Double?
    public var trainingMax: Double?
    public var rpe: Double?

    public init(increment: Double? = nil, repsLow: Int? = nil, repsHigh: Int? = nil, percent: Double? = nil,
                trainingMax: Double? = nil, rpe: Double? = nil) {
        self.increment = increment
        self.repsLow = repsLow
        self.repsHigh = repsHigh
        self.percent = percent
        self.trainingMax = trainingMax
        self.rpe = rpe
    }
}
