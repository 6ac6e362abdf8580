import Domain

/// What a workout in progress needs besides its start to read the same clock on another
/// machine: the time away left out of it, when a long gap was last answered, and the rest
/// counting down. Only `gymtrack sync` sends it, with a session marked `inProgress`.
public struct ImportedWorkoutClock: Equatable, Sendable {
    public var awaySeconds: Double
    public var awayAnsweredAt: Double?
    public var rest: RestPeriod?

    public init(awaySeconds: Double = 0, awayAnsweredAt: Double? = nil, rest: RestPeriod? = nil) {
        self.awaySeconds = awaySeconds
        self.awayAnsweredAt = awayAnsweredAt
        self.rest = rest
    }
}

extension ExportFields {
    /// A workout in progress's clock (`ImportedWorkoutClock`), the member `clock` of its session.
    public enum WorkoutClock {
        public static let clock = ExportField("clock")
        public static let awaySeconds = ExportField("awaySeconds")
        public static let awayAnsweredAt = ExportField("awayAnsweredAt")
        public static let rest = ExportField("rest")
        public static let restStep = ExportField("step")
        public static let restSeconds = ExportField("totalSeconds")
        public static let restElapsed = ExportField("elapsedBeforeStart")
        public static let runningSince = ExportField("runningSince")
        /// A step's own countdown running since then (a timed step), beside `timerElapsed`.
        public static let timerRunningSince = ExportField("timerRunningSince")
    }
}

extension JSONObject {
    /// `clock` as the member of that name.
    public mutating func workoutClock(_ clock: ImportedWorkoutClock) {
        typealias F = ExportFields.WorkoutClock
        var o = object(F.clock)
        o.number(F.awaySeconds, clock.awaySeconds)
        o.optionalNumber(F.awayAnsweredAt, clock.awayAnsweredAt)
        if let rest = clock.rest {
            var r = o.object(F.rest)
            r.int(F.restStep, rest.stepIndex)
            r.int(F.restSeconds, rest.countdown.totalSeconds)
            r.number(F.restElapsed, rest.countdown.elapsedBeforeStart)
            r.optionalNumber(F.runningSince, rest.countdown.runningSince)
            r.close()
        }
        o.close()
    }
}

extension ExportFormat {
    /// The member `clock` of a session, nil when it has none (a finished one, or an older gymtrack's).
    static func workoutClock(_ s: Fields) throws -> ImportedWorkoutClock? {
        typealias F = ExportFields.WorkoutClock
        guard let c = s.child(F.clock) else { return nil }
        let seconds = Double(Bounds.sessionSeconds.lowerBound)...Double(Bounds.sessionSeconds.upperBound)
        var clock = ImportedWorkoutClock(awaySeconds: try c.double(F.awaySeconds, in: seconds),
                                         awayAnsweredAt: try c.optionalDouble(F.awayAnsweredAt, in: Bounds.epoch))
        if let r = c.child(F.rest) {
            clock.rest = RestPeriod(stepIndex: try r.int(F.restStep, in: 0...Bounds.setCount.upperBound),
                                    countdown: Countdown(totalSeconds: try r.int(F.restSeconds, in: Bounds.sessionSeconds),
                                                         elapsedBeforeStart: try r.double(F.restElapsed, in: seconds),
                                                         runningSince: try r.optionalDouble(F.runningSince, in: Bounds.epoch)))
        }
        return clock
    }
}
