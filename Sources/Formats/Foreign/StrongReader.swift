import Domain

/// Strong's export: a row per set, its Set Order a number, W (warm-up), D (drop set), F (to
/// failure) or a rest timer's row, which is no set.
extension ForeignWorkouts {
    /// Words of Strong's rest-timer rows in the Set Order column, in the app's languages.
    static let restTimerWords = ["rest", "descanso", "repos", "pause", "休息", "riposo", "отдых", "dinlenme", "休憩", "휴식"]

    static func strongRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let warmup: Bool
        var type = SetType.normal
        switch r.setOrder(c.setOrder) {
        case .number: warmup = false
        case .warmup: warmup = true
        case .other:
            let order = r[c.setOrder].trimmingSpaces
            let lower = order.lowercased()
            if restTimerWords.contains(where: { lower.contains($0) }) { return nil } // Strong's rest-timer rows
            warmup = order.uppercased() == "W"
            if order.uppercased() == "D" { type = .drop }
            if order.uppercased() == "F" { type = .failure }
            guard warmup || type != .normal || Int(order) != nil else {

                throw ImportError("Line \(r.line): \(c.setOrder.heading) \(quotedValue(order)) must be a number, W, D or F.")
            }
        }
        var unit = try r.statedUnit(c.weightUnit)
        var weight = try r.number(c.weight, in: B.weight)
        if weight == nil, let kg = try r.number(c.weightKgParen, in: B.weight) { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number(c.weightLbsParen, in: B.weight) { weight = lbs; unit = .lb }
        let (local, offset) = try r.dateTime(c.date)
        let duration = try r.duration(c.duration) ?? r.duration(c.workoutSeconds)
        try r.checkTime(local: local, offset: offset, duration: duration, column: c.date)
        let workout = RawWorkout(name: nonEmptyName(r[c.workoutName], "Workout"), localStart: local, offset: offset,
                                 durationSeconds: duration, notes: r[c.workoutNotes].trimmingSpaces)
        var set = RawSet(exercise: try r.required(c.exerciseName), isWarmup: warmup, weight: positive(weight),
                         unit: unit, reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.seconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.notes].trimmingSpaces)
        set.type = type
        set.distance = try r.distance([(c.distance, nil), (c.distanceKm, .kilometres), (c.distanceMi, .miles), (c.distanceM, .metres)],
                                       unitColumn: c.distanceUnit)
        return (workout, set)
    }
}
