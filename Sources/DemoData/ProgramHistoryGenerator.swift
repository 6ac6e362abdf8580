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

    /// Stores `record` (its text with every blank filled), starts it `years` before `today`
    /// and logs its workouts three a week until yesterday, in one transaction. Returns the
    /// number of workouts logged.
    @discardableResult
    public func fill(_ store: Store, record: ProgramRecord, years: Int, today: Moment) throws -> Int {
        var random = SeededRandom(seed: seed)
        let offset = today.utcOffsetSeconds
        let firstDay = today.day.adding(days: -years * 365)
        func moment(_ day: Day, hour: Int) -> Moment {
            Moment(epochSeconds: Double(day.dayNumber) * 86_400 - Double(offset) + Double(hour * 3600), utcOffsetSeconds: offset)
        }
        let saved = try store.saveProgram(record, now: moment(firstDay, hour: 6))
        try store.startProgram(uid: saved.uid, now: moment(firstDay, hour: 6))
        let gaps = [2, 2, 3]
        var day = firstDay
        var workouts = 0
        try store.batch {
            while day < today.day {
                guard let active = try store.loadActiveProgram(today: day) else {
                    throw StoreError("The program \(record.key) does not read; check its file with gymtrack program check.")
                }
                let split = active.splits[active.position.day]
                let targets = active.targets[split.sessionType] ?? []
                let start = moment(day, hour: 18)
                var workout = ActiveWorkout(split: split, startedAt: start)
                var clock = start.epochSeconds + 60
                for (i, step) in workout.steps.enumerated() {
                    guard let slot = step.plan.programSlot, targets.indices.contains(slot) else { continue }
                    let sets = targets[slot].sets
                    let missed = random.chance(0.04)
                    for (n, set) in sets.enumerated() {
                        clock += 120
                        var reps = set.reps
                        if let planned = reps, set.amrap { reps = planned + Int.random(in: 0...4, using: &random) }
                        if missed, n == sets.count - 1, let planned = set.reps { reps = max(0, planned - 2) }
                        workout.steps[i].sets.append(SetLog(isWarmup: false, reps: set.seconds == nil ? (reps ?? 0) : nil,
                                                            weight: set.weight, durationSeconds: set.seconds, completedAt: clock,
                                                            type: set.amrap ? .amrap : .normal))
                    }
                }
                workout.id = try store.beginWorkout(workout, now: start)
                _ = try store.finishWorkout(workout, partial: false, endedAt: Moment(epochSeconds: clock + 60, utcOffsetSeconds: offset))
                workouts += 1
                day = day.adding(days: gaps[workouts % gaps.count])
            }
        }
        return workouts
    }
}
