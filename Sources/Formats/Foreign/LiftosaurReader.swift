import Domain

/// Liftosaur's CSV export: a row per set its program planned, what the set asked for (Required
/// Reps, Weight and RPE, Is AMRAP?) beside what was done (Completed Reps, Weight and RPE, and
/// when: Completed Reps Time). A workout is its Workout DateTime (UTC, `…T04:56:39.712Z`),
/// named by its program and day ("GZCLP: Day 1"). What was done is the set, at its own time;
/// what was asked is its step's plan (`targetPlan`); a row without completed reps was not done.
/// The older form (`Equipment`, one `RPE`, one `Weight Value` and `Weight Unit`) is read too.
extension ForeignWorkouts {
    /// What the program asked of a set, in the file's unit (nil: the lifter's).
    struct RawTarget {
        var reps: Int?
        var amrap: Bool
        var rpe: Double?
        var weight: Double?
        var unit: WeightUnit?
    }

    static func liftosaurRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let l = c.liftosaur
        let (local, offset) = try r.dateTime(l.start)
        try r.checkTime(local: local, offset: offset, duration: nil, column: l.start)
        let name = [r[l.program].trimmingSpaces, r[l.day].trimmingSpaces].filter { !$0.isEmpty }.joined(separator: ": ")
        var workout = RawWorkout(name: name.isEmpty ? "Liftosaur" : name, localStart: local, offset: offset, durationSeconds: nil)
        workout.inUTC = offset == 0
        var exercise = try r.required(c.exercise)
        let equipment = r[l.equipment].trimmingSpaces
        if !equipment.isEmpty { exercise += ", " + equipment }
        // Liftosaur names the equipment after a comma ("Romanian Deadlift, Barbell"); gymtrack's
        // names, and the catalog's matching, put it in parentheses.
        if let comma = exercise.lastIndex(of: ","),
           liftosaurEquipment.contains(String(exercise[exercise.index(after: comma)...]).trimmingSpaces.lowercased()) {
            exercise = String(exercise[..<comma]).trimmingSpaces + " (" + String(exercise[exercise.index(after: comma)...]).trimmingSpaces + ")"
        }
        let amrap = try r.flag(l.amrap)
        let reps = try r.whole(l.completedReps, in: B.reps)
        var set = RawSet(exercise: exercise, isWarmup: try r.flag(l.warmup), weight: nil, unit: nil, reps: reps, seconds: nil,
                         rpe: nil, note: r[c.notes].trimmingSpaces)
        // The older form has one weight: asked and used.
        let completedWeight = l.completedWeight.index == nil ? l.weight : l.completedWeight
        let completedUnit = l.completedUnit.index == nil ? c.weightUnit : l.completedUnit
        set.done = reps != nil
        if set.done {
            set.weight = positive(try r.number(completedWeight, in: B.weight))
            set.unit = try r.statedUnit(completedUnit)
            set.rpe = try r.number(l.completedRPE.index == nil ? c.rpe : l.completedRPE, in: B.rpe)
            if amrap { set.type = .amrap }
            set.localTime = try r.setTime(l.completedTime, workoutStart: local, offset: offset)
        }
        let targetWeight = l.requiredWeight.index == nil ? l.weight : l.requiredWeight
        set.target = RawTarget(reps: try r.whole(l.requiredReps, in: B.reps), amrap: amrap, rpe: try r.number(l.requiredRPE, in: B.rpe),
                               weight: try r.number(targetWeight, in: B.weight),
                               unit: try r.statedUnit(l.requiredUnit.index == nil ? c.weightUnit : l.requiredUnit))
        return (workout, set)
    }

    /// Liftosaur's equipment, as its exercise names end.
    static let liftosaurEquipment: Set<String> = ["barbell", "cable", "dumbbell", "smith machine", "band", "kettlebell", "bodyweight",
                                                  "leverage machine", "medicine ball", "ez bar", "trap bar"]

    /// The plan of a step whose sets say what was asked of them: its working sets' reps as a
    /// program's step writes them ("5, 5, 5+ reps"), with their RPE ("12 reps at RPE 8"), and
    /// the first working set's weight; nil when none says.
    static func targetPlan(_ sets: [RawSet], defaultUnit: WeightUnit) -> (repsText: String, weight: Double?)? {
        let asked = sets.filter { !$0.isWarmup }.compactMap(\.target)
        let targets = asked.isEmpty ? sets.compactMap(\.target) : asked
        guard let first = targets.first else { return nil }
        var text = SlotPlan(targets: targets.map { SetTarget(reps: $0.reps, amrap: $0.amrap) }).repsText
        let rpes = targets.map(\.rpe)
        if rpes.contains(where: { $0 != nil }) {
            let distinct = Set(rpes)
            text += " at RPE " + (distinct.count == 1 ? plateNumber(first.rpe ?? 0) : rpes.map { $0.map(plateNumber) ?? "–" }.joined(separator: ", "))
        }
        return (text, positive(first.weight).map((first.unit ?? defaultUnit).toKilograms))
    }
}

/// Liftosaur's columns (the shared `exercise`, `notes`, `rpe` and `weight unit` are
/// `HeaderColumns`').
final class LiftosaurColumns {
    let start, program, day, equipment, warmup, requiredReps, completedReps, amrap, requiredRPE, completedRPE: Column
    let requiredWeight, requiredUnit, completedWeight, completedUnit, weight, completedTime: Column

    init(_ h: ForeignHeader) {
        start = Column("workout datetime", h); program = Column("program", h); day = Column("day name", h)
        equipment = Column("equipment", h); warmup = Column("is warmup set?", h); requiredReps = Column("required reps", h)
        completedReps = Column("completed reps", h); amrap = Column("is amrap?", h); requiredRPE = Column("required rpe", h)
        completedRPE = Column("completed rpe", h); requiredWeight = Column("required weight value", h)
        requiredUnit = Column("required weight unit", h); completedWeight = Column("completed weight value", h)
        completedUnit = Column("completed weight unit", h); weight = Column("weight value", h); completedTime = Column("completed reps time", h)
    }

    static let read: Set<String> = ["workout datetime", "program", "day name", "exercise", "equipment", "is warmup set?", "required reps",
                                    "completed reps", "is amrap?", "required rpe", "completed rpe", "rpe", "required weight value",
                                    "required weight unit", "completed weight value", "completed weight unit", "weight value",
                                    "weight unit", "completed reps time", "notes"]
    static let notKept = [
        "target muscles": "Liftosaur's muscles of each exercise: gymtrack's catalog has its own",
        "synergist muscles": "Liftosaur's muscles of each exercise: gymtrack's catalog has its own",
        "log rpe?": "whether Liftosaur asked for an RPE",
        "ask weight?": "whether Liftosaur asked for the weight",
    ]
}

extension Cells {
    /// When a set was done (Liftosaur's Completed Reps Time), as local seconds at the offset of
    /// its workout's start; nil when the row does not say. At most a year from the start.
    func setTime(_ column: Column, workoutStart: Int, offset: Int?) throws -> Int? {
        let text = self[column].trimmingSpaces
        if text.isEmpty { return nil }
        let read: (Int, Int?)?
        do { read = try parseLocalDateTime(text, order: dateOrder) } catch { throw outOfBounds(column) }
        guard let (local, own) = read else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a date and time like 2026-04-08T16:50:00Z.")
        }
        let time = local - (own ?? offset ?? 0) + (offset ?? 0)
        guard localTimeIsWithinBounds(time) else { throw outOfBounds(column) }
        guard abs(time - workoutStart) <= ExportFormat.Bounds.sessionSeconds.upperBound else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is more than a year from the workout's start.")
        }
        return time
    }
}
