import Domain
import Storage

/// Years of one program followed as the tracker follows it: each workout the day the program
/// names next, each slot logged as its target asks, with now and then a missed set and an
/// as-many-as-possible set done past its reps. What the benchmark reads a program's targets
/// from, for every built-in.
public struct ProgramHistoryGenerator {
    public var seed: UInt64

    public init(seed: UInt64 = 1) {
        self.seed = seed
    }

    /// Stores `record` (its text with every blank filled; `program` is that text read),
    /// starts it `years` before `today` and logs its workouts three a week until yesterday,
    /// in one transaction. The targets are planned here from the workouts logged so far,
    /// as the store would plan them, without reading them back each time. Returns the
    /// number of workouts logged.
    @discardableResult
    public func fill(_ store: Store, record: ProgramRecord, program: Program, catalog: Catalog, years: Int, today: Moment) throws -> Int {
        var random = SeededRandom(seed: seed)
        let offset = today.utcOffsetSeconds
        let firstDay = today.day.adding(days: -years * 365)
        func moment(_ day: Day, hour: Int) -> Moment {
            Moment(epochSeconds: Double(day.dayNumber) * 86_400 - Double(offset) + Double(hour * 3600), utcOffsetSeconds: offset)
        }
        let saved = try store.saveProgram(record, now: moment(firstDay, hour: 6))
        try store.startProgram(uid: saved.uid, now: moment(firstDay, hour: 6))
        let settings = try store.loadSettings()
        var sessions: [ProgramSession] = []
        var histories: [String: [SlotSession]] = [:]
        let gaps = [2, 2, 3]
        var day = firstDay
        try store.batch {
            while day < today.day {
                let planner = ProgramPlanner(record: saved, program: program, catalog: catalog, settings: settings, today: day,
                                             sessions: sessions, histories: histories)
                let place = planner.position
                let targets = planner.targets(week: place.week, day: place.day, cycle: place.cycle)
                let split = program.split(key: saved.key, week: place.week, day: place.day, targets: targets, catalog: catalog)
                let start = moment(day, hour: 18)
                var workout = ActiveWorkout(split: split, startedAt: start)
                var clock = start.epochSeconds + 60
                for (i, step) in workout.steps.enumerated() {
                    guard let slot = step.plan.programSlot, targets.indices.contains(slot) else { continue }
                    let planned = targets[slot].sets
                    let missed = random.chance(0.04)
                    for (n, set) in planned.enumerated() {
                        clock += 120
                        var reps = set.reps
                        if let base = reps, set.amrap { reps = base + Int.random(in: 0...4, using: &random) }
                        if missed, n == planned.count - 1, let base = set.reps { reps = max(0, base - 2) }
                        workout.steps[i].sets.append(SetLog(isWarmup: false, reps: set.seconds == nil ? (reps ?? 0) : nil,
                                                            weight: set.weight, durationSeconds: set.seconds, completedAt: clock,
                                                            type: set.amrap ? .amrap : .normal))
                    }
                    let programSlot = program.days[place.day].slots[slot]
                    histories[programSlot.progressionKey, default: []].append(
                        SlotSession(day: day, startedAt: start.epochSeconds, sets: workout.steps[i].sets, plan: SlotPlan(targets: planned),
                                    sessionType: split.sessionType, exerciseID: step.plan.exerciseID))
                }
                workout.id = try store.beginWorkout(workout, now: start)
                _ = try store.finishWorkout(workout, partial: false, endedAt: Moment(epochSeconds: clock + 60, utcOffsetSeconds: offset))
                sessions.append(ProgramSession(sessionType: split.sessionType, day: day, startedAt: start.epochSeconds))
                day = day.adding(days: gaps[sessions.count % gaps.count])
            }
        }
        return sessions.count
    }
}
