/// How a step of a plan is carried out, which decides how it is drawn and completed.
public enum StepKind: String, Codable, Hashable, Sendable {
    /// One countdown (cardio, stretch): done when the time is up or checked by hand.
    case timed
    /// Counted sets drawn as circles; warm-up sets come first.
    case sets
    /// Sets that are each a held position with a countdown (plank).
    case hold
    /// The daily challenge set (squats + push-ups); completing it credits today's count.
    case challenge
}

/// One row of a session table (seed 000 §5).
public struct PlanStep: Codable, Hashable, Sendable {
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

    public init(title: String, kind: StepKind, setsText: String, warmupSets: Int = 0, workingSets: Int = 0,
                repsText: String, durationSeconds: Int? = nil, notes: String) {
        self.title = title
        self.kind = kind
        self.setsText = setsText
        self.warmupSets = warmupSets
        self.workingSets = workingSets
        self.repsText = repsText
        self.durationSeconds = durationSeconds
        self.notes = notes
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

/// A workout in the rotation with its ordered steps (seed 000 §5).
public struct WorkoutPlan: Codable, Hashable, Sendable {
    /// The rotation label, "A", "B" or "C"; stored as `sessions.session_type`.
    public var type: String
    /// The card subtitle: "Upper Strength".
    public var name: String
    /// The header of the workout: "Day A — Upper Strength".
    public var title: String
    /// One line shown in the start confirmation.
    public var description: String
    /// Target duration as written, e.g. "40–45 min".
    public var targetDuration: String
    public var steps: [PlanStep]

    public init(type: String, name: String, title: String, description: String, targetDuration: String, steps: [PlanStep]) {
        self.type = type
        self.name = name
        self.title = title
        self.description = description
        self.targetDuration = targetDuration
        self.steps = steps
    }
}
