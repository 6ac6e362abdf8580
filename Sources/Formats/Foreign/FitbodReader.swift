import Domain

/// Fitbod's `WorkoutExport.csv`: a row per set and no workout name. Fitbod writes a workout's
/// start on each of its sets, so a workout is its Date, to the second, named "Fitbod". Two
/// forms: `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,
/// Note,multiplier`, its times in UTC (`2022-01-05 22:06:49 +0000`), and an older
/// `Date,Exercise,Sets,Reps,Weight,isWarmup,Note`, a date alone (a day a workout) and Sets sets
/// a row. Weights are kilograms whatever the lifter's unit (Fitbod converts: 6.8039 is 15 lb).
///
/// `multiplier` is what Fitbod's volume multiplies a set's weight × reps by: 2 for a pair of
/// dumbbells or an exercise done a side at a time, 4 for a pair a leg at a time (dumbbell
/// lunges), 0 for what has no volume (cardio, holds), else 1. The weight is what one dumbbell,
/// or one side, held, as lifters log it in the other apps and in gymtrack: it is kept as
/// written, and the multiplier, which says how Fitbod adds up rather than what was lifted, is
/// named in the summary as not kept.
extension ForeignWorkouts {
    static func fitbodRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let f = c.fitbod
        let (local, offset) = try r.dateTime(c.date)
        try r.checkTime(local: local, offset: offset, duration: nil, column: c.date)
        var workout = RawWorkout(name: "Fitbod", localStart: local, offset: offset, durationSeconds: nil)
        workout.inUTC = offset == 0
        let exercise = try r.required(c.exercise)
        let weightColumn = [c.weightKgParen, c.weight].first { $0.index != nil } ?? c.weightLbsParen
        let weight = try r.fitbodWeight(weightColumn, exercise: exercise)
        let unit: WeightUnit = weightColumn.index == c.weightLbsParen.index ? .lb : .kg
        // Fitbod writes 0 for no reps (a hold, a walk), and seconds with a fraction.
        let seconds = try r.number(f.duration).map { Int($0.rounded()) }
        if let seconds, !B.stepSeconds.contains(seconds) {
            throw ImportError("Line \(r.line): \(f.duration.name) \(quotedValue(r[f.duration].trimmingSpaces)) is longer than a day.")
        }
        // Incline and resistance (a treadmill's, a bike's) have no place of their own: the set's note keeps them.
        var note = [r[c.notes].trimmingSpaces]
        for (column, word) in [(f.incline, "incline"), (f.resistance, "resistance")] {
            if let value = try r.number(column), value > 0 { note.append("\(word) \(plateNumber(value))") }
        }
        var set = RawSet(exercise: exercise, isWarmup: try r.flag(f.isWarmup), weight: positive(weight), unit: unit,
                         reps: positive(try r.whole(c.reps, in: B.reps)), seconds: positive(seconds), rpe: nil,
                         note: note.filter { !$0.isEmpty }.joined(separator: ", "))
        set.distance = try r.distance([(c.distanceM, .metres)])
        if f.sets.index != nil {
            guard let sets = try r.whole(f.sets), (1...100).contains(sets) else {
                throw ImportError("Line \(r.line): \(f.sets.name) \(quotedValue(r[f.sets].trimmingSpaces)) must be a number of sets from 1 to 100.")
            }
            set.repeats = sets
        }
        return (workout, set)
    }
}

/// Fitbod's own columns; the rest are shared (`HeaderColumns`).
final class FitbodColumns {
    let duration, incline, resistance, isWarmup, sets: Column

    init(_ h: ForeignHeader) {
        duration = Column("duration(s)", h); incline = Column("incline", h); resistance = Column("resistance", h)
        isWarmup = Column("iswarmup", h); sets = Column("sets", h)
    }

    /// What the reader reads (canonical names), and why gymtrack keeps the rest nowhere.
    static let read: Set<String> = ["date", "exercise", "reps", "weight", "weight (kg)", "weight (lbs)", "duration(s)", "distance (m)",
                                    "incline", "resistance", "iswarmup", "notes", "sets"]
    static let notKept = ["multiplier": "Fitbod's volume factor of each exercise, 2 for a pair of dumbbells or a side at a time, 0 for cardio: "
                          + "weights are kept as written, one dumbbell's"]
}

extension Cells {
    /// A set's weight; Fitbod writes an assisted exercise's help below 0 (-18.14 on "Assisted
    /// Chin Up"), which gymtrack keeps as the help, a positive weight of an assisted step.
    func fitbodWeight(_ column: Column, exercise: String) throws -> Double? {
        let text = self[column].trimmingSpaces
        guard text.hasPrefix("-") else { return try number(column, in: ForeignWorkouts.B.weight) }
        guard ForeignWorkouts.saysAssisted(exercise) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is below 0, which gymtrack reads only as the help of an assisted exercise.")
        }
        guard let help = Double(text.dropFirst()), help.isFinite, ForeignWorkouts.B.weight.contains(help) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a weight from -10000 to 10000.")
        }
        return help
    }

    /// A yes or no as Fitbod (`true`, `FALSE`, empty) and Liftosaur (`1`, `0`) write it.
    func flag(_ column: Column) throws -> Bool {
        switch self[column].trimmingSpaces.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no", "": return false
        case let other: throw ImportError("Line \(line): \(column.name) \(quotedValue(other)) must be true or false (1 or 0).")
        }
    }
}
