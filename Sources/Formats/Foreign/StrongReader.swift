import Domain

/// Strong's export: a row per set, its Set Order a number, W (warm-up), D (drop set), F (to
/// failure), Android's WARM_UP, DROP_SET and FAILURE, or a rest timer's row, which is no set.
extension ForeignWorkouts {
    /// Strong's word for its rest-timer rows in the Set Order column, matched as part of the
    /// cell, any case. Seen in real exports: "Rest Timer", "Temporizador de descanso", "Ruhezeit".
    /// The others are the word for rest in the other languages the app is offered in (French
    /// "repos", Italian "riposo" and "recupero", Portuguese "descanso", Dutch "rust", Chinese
    /// "休息", Japanese "休憩", Korean "휴식", Russian "отдых", Turkish "dinlenme", Polish
    /// "odpoczynek", the Nordic "vila" and "hvile"); docs/export-format.md lists them.
    static let restTimerWords = ["rest", "ruhezeit", "pause", "descanso", "repos", "riposo", "recupero", "rust", "休息", "休憩", "휴식",
                                 "отдых", "dinlenme", "odpoczyn", "vila", "hvile"]

    /// What a Set Order cell says of its row: a set (a warm-up, or of a type), or a rest timer's row.
    enum StrongSetOrder: Equatable {
        case set(warmup: Bool, type: SetType)
        case restTimer

        /// Nil for a cell that is none of Strong's: not a number, a set letter or word, nor a rest timer.
        init?(_ cell: String) {
            let order = cell.trimmingSpaces
            switch order.uppercased() {
            case "W", "WARM_UP", "WARMUP": self = .set(warmup: true, type: .normal)
            case "D", "DROP_SET", "DROPSET": self = .set(warmup: false, type: .drop)
            case "F", "FAILURE": self = .set(warmup: false, type: .failure)
            default:
                if Int(order) != nil {
                    self = .set(warmup: false, type: .normal)
                } else if !order.isEmpty, restTimerWords.contains(where: order.lowercased().contains) {
                    self = .restTimer
                } else {
                    return nil
                }
            }
        }
    }

    static func strongRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        var warmup = false
        var type = SetType.normal
        switch r.setOrder(c.setOrder) {
        case .number: break
        case .warmup: warmup = true
        case .other:
            switch StrongSetOrder(r[c.setOrder]) {
            case .set(let w, let t)?: (warmup, type) = (w, t)
            case .restTimer?: return nil
            case nil:
                throw ImportError("Line \(r.line): \(c.setOrder.heading) \(quotedValue(r[c.setOrder].trimmingSpaces)) must be a number, W, D or F.")
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
        set.distance = try r.distance([(c.distance, nil), (c.distanceKm, .kilometres), (c.distanceMi, .miles), (c.distanceM, .metres),
                                       (c.distanceFt, .feet), (c.distanceYd, .yards)], unitColumn: c.distanceUnit)
        return (workout, set)
    }

    /// The columns Strong's reader reads, by their canonical names (`ForeignHeader`). Android's
    /// `Workout #` only numbers the workouts, which their date and name tell apart.
    static let strongColumnsRead: Set<String> = [
        "date", "workout name", "duration", "duration (sec)", "workout #", "exercise name", "set order", "weight", "weight unit",
        "weight (kg)", "weight (lbs)", "reps", "rpe", "distance", "distance unit", "distance (km)", "distance (mi)", "distance (m)",
        "distance (ft)", "distance (yd)", "seconds", "notes", "workout notes",
    ]
}
