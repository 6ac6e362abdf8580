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

/// One past workout of a program slot: the day and the sets logged of the slot's exercise
/// (warm-ups included, in order). A slot's targets are a fold over these, oldest first.
public struct SlotSession: Hashable, Sendable {
    public var day: Day
    public var startedAt: Double
    public var sets: [SetLog]

    public init(day: Day, startedAt: Double, sets: [SetLog]) {
        self.day = day
        self.startedAt = startedAt
        self.sets = sets
    }

    /// The working sets: what a rule reads.
    public var working: [SetLog] { sets.filter { !$0.isWarmup } }
}
