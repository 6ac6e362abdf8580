import Domain

extension ProgramFile {
    /// Splits written out as a plan file, one day each in their order (the GymTrack A/B/C as
    /// a program). Each exercise keeps its sets and reps; weighed ones progress linearly, the
    /// rest as written. A step that is not a catalog exercise is left as a comment.
    public static func text(name: String, source: String, splits: [Split], catalog: Catalog) -> String {
        var lines = ["program \"\(name)\"", "source \"\(source)\"", "unit kg"]
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
                if let weight = step.weight { options.append("start \(plateNumber(weight))") }
                if step.warmupSets > 0 { options.append("warmup \(step.warmupSets)") }
                if let rest = step.restSeconds { options.append("rest \(rest)s") }
                lines.append("  \(exercise.name): \(scheme), " + options.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
