import Domain

/// FitNotes' export: a row per set, a day's sets one workout.
extension ForeignWorkouts {
    static func fitNotesRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.date)
        try r.checkTime(local: local, offset: offset, duration: nil, column: c.date)
        var unit = try r.statedUnit(c.weightUnit)
        var weight = try r.number(c.weight, in: B.weight)
        if weight == nil, let kg = try r.number(c.weightKgParen, in: B.weight) { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number(c.weightLbsParen, in: B.weight) { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: "FitNotes", localStart: local, offset: offset, durationSeconds: nil)
        var set = RawSet(exercise: try r.required(c.exercise), isWarmup: false, weight: positive(weight), unit: unit,
                         reps: try r.whole(c.reps, in: B.reps),
                         seconds: positive(try r.setDuration(c.time)), rpe: nil, note: r[c.comment].trimmingSpaces)

        set.distance = try r.distance([(c.distance, nil)], unitColumn: c.distanceUnit)
        set.category = r[c.category].trimmingSpaces
        return (workout, set)
    }

    /// The columns FitNotes' reader reads, by their canonical names.
    static let fitNotesColumnsRead: Set<String> = [
        "date", "exercise", "category", "weight", "weight unit", "weight (kg)", "weight (lbs)", "reps", "distance", "distance unit", "time",
        "comment",
    ]
}
