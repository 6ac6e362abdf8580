import Domain

/// Hevy's export: a row per set, with the workout's start and end and the set's type.
extension ForeignWorkouts {
    static func hevyRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.startTime)
        var duration: Int?
        if !r[c.endTime].trimmingSpaces.isEmpty {
            let (end, _) = try r.dateTime(c.endTime)
            duration = max(0, end - local)
        }
        try r.checkTime(local: local, offset: offset, duration: duration, column: c.startTime)
        let type = r[c.setType].trimmingSpaces.lowercased()
        guard ["normal", "warmup", "dropset", "failure", ""].contains(type) else {
            throw ImportError("Line \(r.line): set_type \(quotedValue(type)) must be normal, warmup, dropset or failure.")
        }
        var weight = try r.number(c.weightKg, in: B.weight)
        var unit = WeightUnit.kg
        if weight == nil, let lbs = try r.number(c.weightLbs, in: B.weight) { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: nonEmptyName(r[c.title], "Workout"), localStart: local, offset: offset, durationSeconds: duration,
                                 notes: r[c.description].trimmingSpaces)
        var set = RawSet(exercise: try r.required(c.exerciseTitle), isWarmup: type == "warmup", weight: positive(weight), unit: unit,
                         reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.durationSeconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.exerciseNotes].trimmingSpaces,
                         superset: r[c.supersetID].trimmingSpaces)
        set.type = type == "dropset" ? .drop : type == "failure" ? .failure : .normal
        set.distance = try r.distance([(c.distanceKmHevy, .kilometres), (c.distanceMiles, .miles)])

        return (workout, set)
    }

    /// The columns Hevy's reader reads, by their canonical names. `set_index` numbers an
    /// exercise's sets in the order of their rows, which they keep.
    static let hevyColumnsRead: Set<String> = [
        "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index", "set_type",
        "weight_kg", "weight_lbs", "reps", "distance_km", "distance_miles", "duration_seconds", "rpe",
    ]
}
