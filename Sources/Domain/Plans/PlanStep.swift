/// How a step of a plan is carried out, which decides how it is drawn and completed.
public enum StepKind: String, Hashable, Sendable {
    /// One countdown (cardio, stretch): done when the time is up or checked by hand.
    case timed
    /// Counted sets drawn as circles; warm-up sets come first.
    case sets
    /// Sets that are each a held position with a countdown (plank).
    case hold
    /// The daily challenge set (squats + push-ups); completing it credits today's count.
    case challenge
}

/// What the weight field of an exercise means. A set's `weight` is read by it: the bar's weight, the weight added
/// to the body, or the assistance taken off it.
public enum LoadType: String, Hashable, Sendable, CaseIterable {
    /// Reps only (crunches, a push-up counted but not weighed).
    case none
    /// Reps at an external weight.
    case weight
    /// A length of time.
    case duration
    /// The lifter's body weight plus any weight added (a dip with a belt): `weight` is what was added.
    case bodyweight
    /// The lifter's body weight less the help of a machine or band: `weight` is the assistance,
    /// so less of it is progress.
    case assisted
    /// A distance in a time (a ride, a run, a row): pace and speed follow from both.
    case distance

    /// Whether the body's weight is part of what was lifted.
    public var countsBodyWeight: Bool { self == .bodyweight || self == .assisted }

    /// Whether a set of this load has a weight field, and what it is called in a form.
    public var weightLabel: String? {
        switch self {
        case .weight: return "Weight"
        case .bodyweight: return "Added"
        case .assisted: return "Assist"
        case .none, .duration, .distance: return nil
        }
    }
}

/// One exercise of a split, in order: a row of a session table, with its catalog id, load,
/// rest and weight review.
public struct PlanStep: Hashable, Sendable {
    /// The step's identity within its split or workout, kept when steps move; given by
    /// position on load and the next free number when added (not stored).
    public var id: Int = 0
    /// The stored row's ULID (`split_steps.uid`), "" until the split is saved: a saved split
    /// updates its steps by it, so a step keeps its id when it moves or changes.
    public var uid: String = ""
    /// The catalog exercise this step performs; nil for one typed by hand before the catalog existed.
    public var exerciseID: String?
    public var title: String
    public var kind: StepKind
    /// The "Sets" column as written in the plan: "1 warm-up + 3 working", "—", "1 of 3".
    public var setsText: String
    public var warmupSets: Int
    public var workingSets: Int
    /// The "Reps / Duration" column as written: "10 reps / side", "10 min", "30–45 sec hold".
    public var repsText: String
    /// Countdown length for timed and hold steps (the upper end of a range).
    public var durationSeconds: Int?
    /// The "Notes" column, shown as the instruction text.
    public var notes: String
    public var loadType: LoadType
    /// Planned weight in kilograms (shown in the unit chosen in Settings).
    public var weight: Double?
    /// Rest after a working set; nil uses the default from Settings.
    public var restSeconds: Int?
    /// Timed sets run as work/rest cycles: each rest starts the next set by itself.
    public var cycles: Bool
    /// When the planned weight last changed, and after how many weeks to review it.
    public var weightUpdated: Day?
    public var reviewWeeks: Int?
    /// The superset (or circuit) this step belongs to: consecutive steps with the same number
    /// are done as one group, a set of each in turn (Domain/Superset.swift). Nil: on its own.
    public var supersetGroup: Int?
    /// Done one side at a time (a lunge, a one-arm row): each set has reps for the left and the right.
    public var unilateral: Bool = false
    /// The slot of a program's day this step is (0 the first), whose target it shows and whose
    /// history its sets are; nil for a split's step. A swapped step keeps it and shows no target.
    public var programSlot: Int?
    /// How a split's step moves on (`StepRule`); nil: more weight offered after every set was done.
    public var rule: StepRule?

    public init(exerciseID: String? = nil, title: String, kind: StepKind, setsText: String, warmupSets: Int = 0, workingSets: Int = 0,
                repsText: String, durationSeconds: Int? = nil, notes: String, loadType: LoadType? = nil, weight: Double? = nil,
                restSeconds: Int? = nil, cycles: Bool = false, weightUpdated: Day? = nil, reviewWeeks: Int? = nil,
                supersetGroup: Int? = nil, unilateral: Bool = false, programSlot: Int? = nil, rule: StepRule? = nil) {
        self.exerciseID = exerciseID
        self.rule = rule
        self.programSlot = programSlot
        self.unilateral = unilateral
        self.title = title
        self.kind = kind
        self.setsText = setsText
        self.warmupSets = warmupSets
        self.workingSets = workingSets
        self.repsText = repsText
        self.durationSeconds = durationSeconds
        self.notes = notes
        self.loadType = loadType ?? (kind == .timed || kind == .hold ? .duration : (weight == nil ? .none : .weight))
        self.weight = weight
        self.restSeconds = restSeconds
        self.cycles = cycles
        self.weightUpdated = weightUpdated
        self.reviewWeeks = reviewWeeks
        self.supersetGroup = supersetGroup
    }

    /// Number of set circles drawn for this step (0 for steps checked as a whole).
    public var totalSets: Int {
        switch kind {
        case .sets, .hold: return warmupSets + workingSets
        case .timed, .challenge: return 0
        }
    }

    /// The planned reps of one set: the first number in the reps text ("10 reps / side" → 10).
    public var plannedReps: Int? {
        guard kind == .sets || kind == .challenge else { return nil }
        let digits = repsText.prefix { $0.isNumber }
        return Int(digits)
    }
}


extension PlanStep {
    /// The "Sets" text for counts typed in an editor: "3" or "1 warm-up + 3 working".
    public static func setsText(warmup: Int, working: Int) -> String {
        warmup > 0 ? "\(warmup) warm-up + \(working) working" : "\(working)"
    }

    /// The "Reps / Duration" text for values typed in an editor: "10 reps", "45 sec", "10 min".
    public static func repsText(reps: Int?, durationSeconds: Int?) -> String {
        if let d = durationSeconds {
            return d >= 60 && d % 60 == 0 ? "\(d / 60) min" : "\(d) sec"
        }
        return "\(reps ?? 0) reps"
    }

    /// A set step made from a catalog exercise with common defaults (3 × 10, or 3 × 30 s for a hold).
    public static func from(_ exercise: CatalogExercise, sets: Int = 3) -> PlanStep {
        if exercise.category == .cardio || exercise.category == .mobility {
            let seconds = exercise.category == .cardio ? 600 : 300
            return PlanStep(exerciseID: exercise.id, title: exercise.name, kind: .timed, setsText: "—",
                            repsText: repsText(reps: nil, durationSeconds: seconds), durationSeconds: seconds, notes: "")
        }
        // Held positions (planks, hollow holds) are timed sets, not reps.
        if exercise.name.contains("Plank") || exercise.name.contains("Hold") {
            return PlanStep(exerciseID: exercise.id, title: exercise.name, kind: .hold, setsText: setsText(warmup: 0, working: sets),
                            workingSets: sets, repsText: repsText(reps: nil, durationSeconds: 30), durationSeconds: 30, notes: "")
        }
        return PlanStep(exerciseID: exercise.id, title: exercise.name, kind: .sets, setsText: setsText(warmup: 0, working: sets),
                        workingSets: sets, repsText: repsText(reps: 10, durationSeconds: nil), notes: "",
                        loadType: exercise.load, unilateral: exercise.unilateral)
    }
}

extension Array where Element == PlanStep {
    /// The steps with distinct ids: as they are when they have them, else numbered by position.
    public func identified() -> [PlanStep] {
        // Sorted, not a Set: a split's handful of ids, read for every split at each start.
        let ids = map(\.id).sorted()
        if zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return self }
        return enumerated().map { var step = $0.element; step.id = $0.offset; return step }
    }

    /// An id no step has yet.
    public var nextStepID: Int { (map(\.id).max() ?? -1) + 1 }

    /// The position of the step with `id`.
    public func index(ofStep id: Int) -> Int? { firstIndex { $0.id == id } }
}

extension PlanStep {
    /// Steps are equal by what they plan; the id only tells them apart in one list.
    public static func == (a: PlanStep, b: PlanStep) -> Bool {
        a.exerciseID == b.exerciseID && a.title == b.title && a.kind == b.kind && a.setsText == b.setsText && a.warmupSets == b.warmupSets && a.workingSets == b.workingSets && a.repsText == b.repsText && a.durationSeconds == b.durationSeconds && a.notes == b.notes && a.loadType == b.loadType && a.weight == b.weight && a.restSeconds == b.restSeconds && a.cycles == b.cycles && a.weightUpdated == b.weightUpdated && a.reviewWeeks == b.reviewWeeks
            && a.supersetGroup == b.supersetGroup && a.unilateral == b.unilateral && a.programSlot == b.programSlot && a.rule == b.rule
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(exerciseID)
        hasher.combine(title)
        hasher.combine(kind)
        hasher.combine(setsText)
        hasher.combine(warmupSets)
        hasher.combine(workingSets)
        hasher.combine(repsText)
        hasher.combine(durationSeconds)
        hasher.combine(notes)
        hasher.combine(loadType)
        hasher.combine(weight)
        hasher.combine(restSeconds)
        hasher.combine(cycles)
        hasher.combine(weightUpdated)
        hasher.combine(reviewWeeks)
        hasher.combine(supersetGroup)
        hasher.combine(unilateral)
        hasher.combine(programSlot)
        hasher.combine(rule)
    }
}
