import Domain
import Storage

/// A small, fast, deterministic random source (SplitMix64): the same seed gives the same history.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// Fills a database with realistic use: about four sessions a week around the rotation,
/// some partial and some missed days, full and partial challenge days, and every set logged
/// with reps and weights that progress over the years.
public struct HistoryGenerator {
    public var seed: UInt64
    public var splits: [Split]

    public init(seed: UInt64 = 2026, splits: [Split]) {
        self.seed = seed
        self.splits = splits
    }

    /// Writes `years` years of history ending yesterday (relative to `today`), in one transaction.
    /// Returns the number of sessions written.
    @discardableResult
    public func fill(_ store: Store, years: Int, today: Moment) throws -> Int {
        var random = SeededRandom(seed: seed)
        let totalDays = years * 365
        let firstDay = today.day.adding(days: -totalDays)
        var rotation = 0
        var sessions = 0
        try store.batch {
            for offset in 0..<totalDays {
                let day = firstDay.adding(days: offset)
                let progress = Double(offset) / Double(max(1, totalDays))
                // Challenge: mostly full days, some partial, some forgotten.
                let roll = Double.random(in: 0..<1, using: &random)
                let target = DailyChallenge.defaultTarget
                let sets = roll < 0.68 ? target : (roll < 0.85 ? Int.random(in: 1...(target - 1), using: &random) : 0)
                let midnight = Double(day.dayNumber) * 86_400 - Double(today.utcOffsetSeconds)
                let noon = Moment(epochSeconds: midnight + 12 * 3600, utcOffsetSeconds: today.utcOffsetSeconds)
                if sets > 0 { try store.setChallenge(day: day, sets: sets, target: target, now: noon) }

                // About four sessions a week, a little more often as the habit grows.
                guard random.chance(0.52 + 0.08 * progress), !splits.isEmpty else { continue }
                let split = splits[rotation % splits.count]
                rotation += 1
                let start = Moment(epochSeconds: midnight + Double(6 * 3600 + Int.random(in: 0...(3 * 3600), using: &random)),
                                   utcOffsetSeconds: today.utcOffsetSeconds)
                let partial = random.chance(0.07)
                var workout = ActiveWorkout(split: split, startedAt: start)
                var clock = start.epochSeconds + 30
                for (i, step) in workout.steps.enumerated() where !(partial && i * 2 > workout.steps.count) {
                    switch step.plan.kind {
                    case .timed:
                        clock += Double(step.plan.durationSeconds ?? 300)
                        workout.steps[i].checkedAt = clock
                        workout.steps[i].timer?.elapsedBeforeStart = Double(step.plan.durationSeconds ?? 0)
                    case .challenge:
                        clock += 120
                        workout.steps[i].checkedAt = clock
                    case .sets, .hold:
                        let working = baseWeight(for: step.plan.title) * (1 + 0.6 * progress)
                        for n in 0..<step.plan.totalSets {
                            clock += 90 + Double(Int.random(in: 0...60, using: &random))
                            let warmup = n < step.plan.warmupSets
                            let weight = step.plan.kind == .hold ? nil : roundedToPlate(warmup ? working * 0.6 : working)
                            let reps = step.plan.kind == .hold ? nil : max(6, (step.plan.plannedReps ?? 10) - Int.random(in: 0...2, using: &random))
                            workout.steps[i].sets.append(SetLog(isWarmup: warmup, reps: reps, weight: weight,
                                                                durationSeconds: step.plan.kind == .hold ? step.plan.durationSeconds : nil,
                                                                completedAt: clock))
                        }
                    }
                }
                workout.id = try store.beginWorkout(workout, now: start)
                try store.finishWorkout(workout, partial: partial,
                                        endedAt: Moment(epochSeconds: clock + 60, utcOffsetSeconds: today.utcOffsetSeconds))
                sessions += 1
            }
        }
        return sessions
    }

    /// A plausible starting weight in kg for an exercise, by its name; 0 for bodyweight work.
    private func baseWeight(for title: String) -> Double {
        let t = title.lowercased()
        if t.contains("row") { return 14 }
        if t.contains("chest press") { return 12 }
        if t.contains("shoulder") { return 8 }
        if t.contains("curl") { return 8 }
        return 0
    }

    private func roundedToPlate(_ kg: Double) -> Double? {
        kg <= 0 ? nil : (kg * 2).rounded() / 2
    }
}
