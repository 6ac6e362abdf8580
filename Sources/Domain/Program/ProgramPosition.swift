/// Where a program stands: the next workout's week and day, and how many cycles are done.
public struct ProgramPosition: Hashable, Sendable {
    /// 0 the first.
    public var week: Int
    public var day: Int
    /// Cycles completed (a cycle is every day of every week once).
    public var cycle: Int
    /// Workouts logged since the program started.
    public var sessions: Int

    public init(week: Int = 0, day: Int = 0, cycle: Int = 0, sessions: Int = 0) {
        self.week = week
        self.day = day
        self.cycle = cycle
        self.sessions = sessions
    }

    /// The program's next workout after `sessions` (its finished workouts since it started,
    /// oldest first): the day after the last one logged, as a rotation follows A/B/C. A cycle
    /// is counted each time the place goes back to an earlier one.
    public static func next(in program: Program, key: String, after sessions: [ProgramSession]) -> ProgramPosition {
        next(in: program, places: program.places(key: key), after: sessions)
    }

    /// `next(in:key:after:)` with the program's `places(key:)` worked out already.
    static func next(in program: Program, places known: [String: (week: Int, day: Int)], after sessions: [ProgramSession]) -> ProgramPosition {
        let perWeek = program.days.count
        guard perWeek > 0 else { return ProgramPosition() }
        let places = sessions.compactMap { known[$0.sessionType] }.map { $0.week * perWeek + $0.day }
        guard let last = places.last else { return ProgramPosition() }
        // A program of one workout goes round with each one: there is no day to do again.
        var cycle = program.sessionsPerCycle == 1 ? places.count - 1 : zip(places, places.dropFirst()).filter { $1 < $0 }.count
        var next = last + 1
        // A day left out of its week is passed over; a cycle of nothing but such days (none a
        // file reads as) still ends at its first place.
        var passed = 0
        while passed < program.sessionsPerCycle {
            if next >= program.sessionsPerCycle {
                next = 0
                cycle += 1
            }
            if !program.days[next % perWeek].isAbsent(week: next / perWeek) { break }
            next += 1
            passed += 1
        }
        if next >= program.sessionsPerCycle { next = 0 }
        return ProgramPosition(week: next / perWeek, day: next % perWeek, cycle: cycle, sessions: places.count)
    }

    /// "Week 2 · Day 3", or "Day 3 of 4 · workout 13" for a program of one week.
    public func label(in program: Program) -> String {
        program.weeks > 1
            ? "Week \(week + 1) · Day \(day + 1)"
            : "Day \(day + 1) of \(program.days.count) · workout \(sessions + 1)"
    }
}
