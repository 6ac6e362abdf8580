/// A logged (finished) session, as the rules need it.
public struct SessionRecord: Hashable, Sendable {
    public var id: String
    /// Rotation label ("A", "B", "C").
    public var sessionType: String
    public var day: Day
    /// Start instant, seconds since the epoch; orders sessions within a day.
    public var startedAt: Double
    public var durationSeconds: Int
    public var isPartial: Bool

    public init(id: String, sessionType: String, day: Day, startedAt: Double, durationSeconds: Int, isPartial: Bool) {
        self.id = id
        self.sessionType = sessionType
        self.day = day
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.isPartial = isPartial
    }
}

/// The challenge count of one day.
public struct ChallengeDay: Hashable, Sendable {
    public var day: Day
    public var sets: Int
    /// The day's target, kept per day so changing the target does not rewrite history.
    public var target: Int

    public init(day: Day, sets: Int, target: Int) {
        self.day = day
        self.sets = sets
        self.target = target
    }

    public var isFull: Bool { sets >= target && target > 0 }

    /// A count of challenge sets as it may be stored: 0 to the day's target, never more.
    public static func clamped(_ sets: Int, target: Int) -> Int { min(max(0, sets), target) }
}

/// Everything the Home and Stats screens are computed from.
public struct History: Hashable, Sendable {
    public var sessions: [SessionRecord]
    public var challenge: [Day: ChallengeDay]

    public init(sessions: [SessionRecord] = [], challenge: [ChallengeDay] = []) {
        // The store reads them in this order already: checking is cheaper than sorting at start-up.
        let inOrder = sessions.indices.dropFirst().allSatisfy {
            (sessions[$0 - 1].day, sessions[$0 - 1].startedAt) <= (sessions[$0].day, sessions[$0].startedAt)
        }
        self.sessions = inOrder ? sessions : sessions.sorted { ($0.day, $0.startedAt) < ($1.day, $1.startedAt) }
        self.challenge = Dictionary(challenge.map { ($0.day, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Days with at least one non-partial session.
    public var gymDays: Set<Day> { Set(sessions.filter { !$0.isPartial }.map(\.day)) }

    /// Days whose challenge was completed in full.
    public var fullChallengeDays: Set<Day> { Set(challenge.values.filter(\.isFull).map(\.day)) }

    public var lastSession: SessionRecord? { sessions.last }

    /// Consecutive days with a full session ending today, or yesterday when today has none
    /// yet; any missed day before that ends the streak. Read from the newest session back,
    /// with no set of every day made first: Home shows it at each frame.
    public func currentGymStreak(today: Day) -> Int {
        var count = 0
        var next = today // the day the streak needs next, going back
        for session in sessions.reversed() where !session.isPartial && session.day <= today {
            if session.day == next || (count == 0 && session.day == today.adding(days: -1)) {
                count += 1
                next = session.day.adding(days: -1)
            } else if count == 0 || session.day != next.adding(days: 1) {
                break // a gap (another session of a day already counted goes on)
            }
        }
        return count
    }

    /// Whether a full (not partial) session was logged on `day`.
    public func trained(on day: Day) -> Bool {
        for session in sessions.reversed() {
            if session.day < day { return false }
            if session.day == day && !session.isPartial { return true }
        }
        return false
    }

    /// Consecutive days with the challenge full, ending today or yesterday as the gym streak's
    /// days do, from the challenge days by date.
    public func currentChallengeStreak(today: Day) -> Int {
        var day = challenge[today]?.isFull == true ? today : today.adding(days: -1)
        var count = 0
        while challenge[day]?.isFull == true {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    public func challengeSets(on day: Day) -> Int { challenge[day]?.sets ?? 0 }

    public mutating func append(_ session: SessionRecord) {
        sessions.append(session)
        sessions.sort { ($0.day, $0.startedAt) < ($1.day, $1.startedAt) }
    }

    public mutating func setChallenge(_ day: Day, sets: Int, target: Int) {
        challenge[day] = ChallengeDay(day: day, sets: sets, target: target)
    }

    /// The day's challenge target (`DailyChallenge.targetApplies`): the target in Settings from
    /// today on, the one it was logged with before.
    public func challengeTarget(on day: Day, today: Day, target: Int) -> Int {
        DailyChallenge.targetApplies(to: day, today: today) ? target : (challenge[day]?.target ?? target)
    }

    /// The day's challenge sets counted against its target: a target lowered today below the
    /// sets already done shows the day full, never "4/3".
    public func challengeSets(on day: Day, today: Day, target: Int) -> Int {
        min(challengeSets(on: day), challengeTarget(on: day, today: today, target: target))
    }

    /// Sets the day's challenge count, clamped to 0…its target. Returns the count kept.
    @discardableResult
    public mutating func setChallengeCount(on day: Day, to sets: Int, today: Day, target: Int) -> Int {
        let dayTarget = challengeTarget(on: day, today: today, target: target)
        let kept = ChallengeDay.clamped(sets, target: dayTarget)
        setChallenge(day, sets: kept, target: dayTarget)
        return kept
    }

    /// Credits (+1) or takes back (-1) challenge sets on a day, clamped the same way: the
    /// bookkeeping of `c`, the workout's challenge step, its undo and a discarded workout.
    @discardableResult
    public mutating func adjustChallenge(on day: Day, by delta: Int, today: Day, target: Int) -> Int {
        setChallengeCount(on: day, to: challengeSets(on: day, today: today, target: target) + delta, today: today, target: target)
    }

    /// A target changed in Settings today: today's row (and any after it) takes it, its sets
    /// clamped to it, as the store does (`Store.applyChallengeTarget`).
    public mutating func applyChallengeTarget(_ target: Int, today: Day) {
        for (day, row) in challenge where DailyChallenge.targetApplies(to: day, today: today) {
            challenge[day] = ChallengeDay(day: day, sets: ChallengeDay.clamped(row.sets, target: target), target: target)
        }
    }
}
