import Domain

/// The parts of the export's objects that are Domain values, written alike wherever they occur.
extension JSONObject {
    /// A set's figures but its body weight, which follows from the weigh-ins, not the file.
    public mutating func figures(_ set: SetLog) {
        typealias F = ExportFields.LoggedSet
        bool(F.isWarmup, set.isWarmup)
        optionalInt(F.reps, set.reps)
        optionalNumber(F.weight, set.weight)
        optionalInt(F.durationSeconds, set.durationSeconds)
        optionalNumber(F.rpe, set.rpe)
        optionalInt(F.repsRight, set.repsRight)
        optionalNumber(F.distanceMeters, set.distanceMeters)
        string(F.setType, set.type.rawValue)
        optionalNumber(F.rir, set.rir)
        string(F.note, set.note)
    }

    /// A step's plan, a split's or a session's.
    public mutating func plan(_ p: PlanStep) {
        typealias F = ExportFields.Plan
        optionalString(F.exerciseId, p.exerciseID)
        string(F.title, p.title)
        string(F.kind, p.kind.rawValue)
        string(F.setsText, p.setsText)
        int(F.warmupSets, p.warmupSets)
        int(F.workingSets, p.workingSets)
        string(F.repsText, p.repsText)
        optionalInt(F.durationSeconds, p.durationSeconds)
        string(F.notes, p.notes)
        string(F.loadType, p.loadType.rawValue)
        optionalNumber(F.weight, p.weight)
        optionalInt(F.restSeconds, p.restSeconds)
        bool(F.cycles, p.cycles)
        optionalString(F.weightUpdated, p.weightUpdated?.iso)
        optionalInt(F.reviewWeeks, p.reviewWeeks)
        optionalInt(F.supersetGroup, p.supersetGroup)
        bool(F.unilateral, p.unilateral)
        optionalInt(F.programSlot, p.programSlot)
        // Only a step with a rule has these: a document without them is one of steps without.
        if let rule = p.rule {
            let n = rule.numbers
            string(F.rule, rule.word)
            optionalNumber(F.ruleIncrement, n.increment)
            optionalInt(F.ruleRepsLow, n.repsLow)
            optionalInt(F.ruleRepsHigh, n.repsHigh)
            optionalNumber(F.rulePercent, n.percent)
            optionalNumber(F.ruleTrainingMax, n.trainingMax)
            optionalNumber(F.ruleRpe, n.rpe)
        }
    }
}
