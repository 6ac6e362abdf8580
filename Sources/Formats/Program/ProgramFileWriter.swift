import Domain

extension ProgramFile {
    /// Splits written out as a plan file, one day each in their order (the GymTrack A/B/C as
    /// a program). Each exercise keeps its sets and reps, and its rule; one without a rule
    /// progresses linearly when weighed, else as written. A step that is not a catalog exercise
    /// is left as a comment. A training max is written once an exercise, the first step's.
    public static func text(name: String, source: String, splits: [Split], catalog: Catalog) -> String {
        var lines = ["program \"\(name)\"", "source \"\(source)\"", "unit kg"]
        var maxes: [String] = [], maxed: Set<String> = []
        for split in splits {
            lines += ["", "day \(split.sessionType) \"\(split.name)\""]
            for step in split.steps where step.kind != .challenge {
                guard let exercise = catalog.exercise(step.exerciseID) else {
                    lines.append("  # \(step.title): not a catalog exercise, so not in the plan file")
                    continue
                }
                let seconds = step.durationSeconds ?? 0
                let scheme: String
                switch step.kind {
                case .timed: scheme = seconds % 60 == 0 ? "\(seconds / 60)min" : "\(seconds)s"
                case .hold: scheme = "\(step.workingSets)x\(seconds)s"
                case .sets, .challenge: scheme = "\(step.workingSets)x\(step.plannedReps ?? 10)"
                }
                var options = [step.kind == .sets && step.loadType.weightLabel != nil ? "linear" : "same"]
                var written = scheme
                if step.kind == .sets, let rule = step.rule {
                    (written, options[0]) = ruled(rule, sets: step.workingSets, reps: step.plannedReps ?? 10)
                    if case .trainingMax(_, let tm) = rule, maxed.insert(exercise.id).inserted {
                        maxes.append("tm \(exercise.name) = \(tm.map(plateNumber) ?? "?")")
                    }
                }
                if let weight = step.weight, !options[0].hasPrefix("tm") { options.append("start \(plateNumber(weight))") }
                if step.warmupSets > 0 { options.append("warmup \(step.warmupSets)") }
                if let rest = step.restSeconds { options.append("rest \(rest)s") }
                lines.append("  \(exercise.name): \(written), " + options.joined(separator: ", "))
            }
        }
        if !maxes.isEmpty { lines += [""] + maxes }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A step's sets and rule as a plan file writes them: `3x8-12, double +2.5`, `3x5@85%, tm`.
    private static func ruled(_ rule: StepRule, sets: Int, reps: Int) -> (sets: String, option: String) {
        let count = max(1, sets)
        func plus(_ increment: Double?) -> String { increment.map { " +" + plateNumber($0) } ?? "" }
        switch rule {
        case .linear(let increment): return ("\(count)x\(reps)", "linear" + plus(increment))
        case .double(let low, let high, let increment): return ("\(count)x\(low)-\(high)", "double" + plus(increment))
        case .trainingMax(let percent, _): return ("\(count)x\(reps)@\(plateNumber(percent * 100))%", "tm")
        case .rpe(let rpe): return ("\(count)x\(reps)@\(plateNumber(rpe))", "rpe")
        case .fixed: return ("\(count)x\(reps)", "same")
        }
    }
}
