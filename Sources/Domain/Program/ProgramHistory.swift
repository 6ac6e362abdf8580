/// A finished workout of a program, as its place in the program is read from it.
public struct ProgramSession: Hashable, Sendable {
    public var sessionType: String
    public var day: Day
    public var startedAt: Double

    public init(sessionType: String, day: Day, startedAt: Double) {
        self.sessionType = sessionType
        self.day = day
        self.startedAt = startedAt
    }
}

/// What a workout's step of a slot planned, as it was logged: its working sets and how their
/// reps were written ("3+ reps", "5, 3, 1+ reps"). It says which stage the slot was in, so a
/// rule need not fold back to the program's start to know.
public struct SlotPlan: Hashable, Sendable {
    public var workingSets: Int
    public var repsText: String

    public init(workingSets: Int, repsText: String) {
        self.workingSets = workingSets
        self.repsText = repsText
    }
}

/// One past workout of a program slot: the day, the slot's step as planned, and the sets
/// logged on that step (warm-ups included, in order). A slot's targets are a fold over these,
/// oldest first.
public struct SlotSession: Hashable, Sendable {
    public var day: Day
    public var startedAt: Double
    public var sets: [SetLog]
    /// Nil where the step's plan is not known (a workout logged before programs kept it).
    public var plan: SlotPlan?
    /// The workout's session type: which day (and week) of the program it was, and so which
    /// slot's sets it is judged against when one progression runs over several days.
    public var sessionType: String
    /// The exercise the step was, for a ladder's slot (its rung); nil where it is the slot's own.
    public var exerciseID: String?

    public init(day: Day, startedAt: Double, sets: [SetLog], plan: SlotPlan? = nil, sessionType: String = "", exerciseID: String? = nil) {
        self.exerciseID = exerciseID
        self.day = day
        self.startedAt = startedAt
        self.sets = sets
        self.plan = plan
        self.sessionType = sessionType
    }

    /// The working sets: what a rule reads. A drop set belongs to the set before it, not to
    /// the weight the slot works at.
    public var working: [SetLog] { sets.filter(\.isWorking) }
}

/// A slot's workouts as read: the latest ones, oldest first, and whether they reach back to the
/// program's start. A rule that needs an earlier workout than these says so (its target is
/// nil), and the reader reads further back.
public struct SlotHistory: Hashable, Sendable {
    public var sessions: [SlotSession]
    public var fromStart: Bool

    public init(_ sessions: [SlotSession] = [], fromStart: Bool = true) {
        self.sessions = sessions
        self.fromStart = fromStart
    }

    /// The last `count` workouts (all of them when there are no more).
    public func suffix(_ count: Int) -> SlotHistory {
        count >= sessions.count ? self : SlotHistory(Array(sessions.suffix(count)), fromStart: false)
    }
}

/// Where a slot's sets are in a workout of one of its days: the step of a session of
/// `sessionType` that is slot `slot` of the day, or, for a step logged before steps knew their
/// slot, the `occurrence`-th step (1 the first) of the slot's exercise. Two slots of one
/// exercise on one day (a top set and back-offs) are read apart either way.
public struct SlotRead: Hashable, Sendable {
    public var sessionType: String
    public var slot: Int
    public var occurrence: Int

    public init(sessionType: String, slot: Int, occurrence: Int) {
        self.sessionType = sessionType
        self.slot = slot
        self.occurrence = occurrence
    }
}
