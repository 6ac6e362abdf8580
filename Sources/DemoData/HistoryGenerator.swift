import Domain
import Storage

extension SeededRandom {
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// Fills a database with realistic use: about four sessions a week around the rotation,
/// some partial and some missed days, full and partial challenge days, and every set logged
/// with reps and weights that progress over the years.
public struct HistoryGenerator {
    public var seed: UInt64
    /// Rotations in turn: each from a fraction of the history on (0 first), as a user who
    /// changes program part way through.
    public var phases: [(from: Double, rotation: [Split])]

    public init(seed: UInt64 = 2026, splits: [Split]) {
        self.init(seed: seed, phases: [(from: 0, rotation: splits)])
    }

    public init(seed: UInt64 = 2026, phases: [(from: Double, rotation: [Split])]) {
        self.seed = seed
        self.phases = phases.sorted { $0.from < $1.from }
    }

    /// The rotation in force at `progress` (0…1 through the history).
    private func rotation(at progress: Double) -> [Split] {
        phases.last { $0.from <= progress }?.rotation ?? phases.first?.rotation ?? []
    }

    /// Writes `years` years of history ending yesterday (relative to `today`), in one transaction.
    /// Returns the number of sessions written.
    @discardableResult
    public func fill(_ store: Store, years: Int, today: Moment) throws -> Int {
        var random = SeededRandom(seed: seed)
        // Notes and RPE draw from their own source, so the
        // sessions and challenge days stay what they were for a given seed.
        var extras = SeededRandom(seed: seed &+ 1)
        // So do the weigh-ins and measurements.
        var body = SeededRandom(seed: seed &+ 2)
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
                try weighIn(store, day: day, progress: progress, midnight: midnight, today: today, random: &body)

                // About four sessions a week, a little more often as the habit grows.
                let splits = self.rotation(at: progress)
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
                        // Strength rises over the years in waves: six weeks building, a lighter week;
                        // records come near the top of a wave, not every session.
                        let week = (offset / 7) % 7
                        let wave = week == 6 ? 0.8 : 0.85 + 0.03 * Double(week)
                        let base = step.plan.loadType == .weight ? baseWeight(for: step.plan) : 0
                        let working = base * (1 + 0.6 * progress) * wave
                        let increment = step.plan.exerciseID.map(isBarbell) == true ? 2.5 : 1
                        for n in 0..<step.plan.totalSets {
                            clock += 90 + Double(Int.random(in: 0...60, using: &random))
                            let warmup = n < step.plan.warmupSets
                            let weight = step.plan.kind == .hold ? nil : rounded(warmup ? working * 0.6 : working, to: increment)
                            let reps = step.plan.kind == .hold ? nil : max(6, (step.plan.plannedReps ?? 10) - Int.random(in: 0...2, using: &random))
                            var set = SetLog(isWarmup: warmup, reps: reps, weight: weight,
                                             durationSeconds: step.plan.kind == .hold ? step.plan.durationSeconds : nil, completedAt: clock)
                            if !warmup, weight != nil, extras.chance(0.3) { set.rpe = [7, 7.5, 8, 8.5, 9].randomElement(using: &extras) }
                            // A side at a time: the right matched the left.
                            if step.plan.unilateral && !warmup { set.repsRight = reps }
                            workout.steps[i].sets.append(set)
                        }
                        if extras.chance(0.04) { workout.steps[i].note = Self.notes.randomElement(using: &extras) ?? "" }
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

    /// A weigh-in most Mondays before breakfast, slowly heavier over the years with a little
    /// noise, and the waist and arms measured on the first Monday of a month.
    private func weighIn(_ store: Store, day: Day, progress: Double, midnight: Double, today: Moment,
                         random: inout SeededRandom) throws {
        guard day.weekday == 1, random.chance(0.85) else { return }
        let morning = Moment(epochSeconds: midnight + 7 * 3600, utcOffsetSeconds: today.utcOffsetSeconds)
        let weight = 78 + 6 * progress + Double.random(in: -0.7...0.7, using: &random)
        try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: (weight * 10).rounded() / 10, date: day, measured: morning),
                                     now: morning)
        guard day.day <= 7 else { return }
        let waist = 82 + 3 * progress + Double.random(in: -0.5...0.5, using: &random)
        let arms = 34 + 3 * progress + Double.random(in: -0.3...0.3, using: &random)
        for (kind, value) in [(BodyKind.waist, waist), (.arms, arms)] {
            try store.addBodyMeasurement(BodyMeasurement(kind: kind, value: (value * 10).rounded() / 10, date: day, measured: morning),
                                         now: morning)
        }
    }

    static let notes = ["Felt strong today", "Left shoulder a bit tight", "Paused reps", "Grip gave out on the last set",
                        "Slept badly, kept it light", "New shoes, better footing", "Slow eccentrics"]

    /// A plausible starting weight in kg for a weighted exercise, by its catalog id or its name.
    private func baseWeight(for step: PlanStep) -> Double {
        let t = (step.exerciseID ?? step.title).lowercased()
        if t.contains("deadlift") { return 60 }
        if t.contains("squat") || t.contains("leg-press") || t.contains("leg press") { return 50 }
        if t.contains("hip-thrust") { return 50 }
        if t.contains("barbell-bench") || t.contains("bench-press") && t.contains("barbell") { return 40 }
        if t.contains("overhead-press") { return 25 }
        if t.contains("row") { return 14 }
        if t.contains("chest press") || t.contains("bench") { return 12 }
        if t.contains("shoulder") || t.contains("press") { return 8 }
        if t.contains("curl") || t.contains("raise") || t.contains("extension") { return 8 }
        return isBarbell(t) ? 30 : 20
    }

    private func isBarbell(_ id: String) -> Bool {
        ["barbell", "deadlift", "squat", "overhead-press", "hip-thrust", "good-morning", "skull-crusher"].contains { id.contains($0) }
    }

    private func rounded(_ kg: Double, to increment: Double) -> Double? {
        kg <= 0 ? nil : (kg / increment).rounded() * increment
    }
}
