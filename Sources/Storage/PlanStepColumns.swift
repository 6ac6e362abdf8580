import Domain

/// The columns a plan step is stored in, shared by `split_steps` (the split) and
/// `session_steps` (the plan as it was run), so both read and write them the same way.
enum PlanStepColumns {
    static let names = ["exercise_id", "title", "kind", "sets_text", "warmup_sets", "working_sets", "reps_text",
                        "duration_seconds", "notes", "load_type", "weight", "rest_seconds", "cycles", "weight_updated", "review_weeks"]

    static var placeholders: String { names.map { _ in "?" }.joined(separator: ", ") }

    static func values(_ p: PlanStep) -> [SQLBindable] {
        [p.exerciseID, p.title, p.kind.rawValue, p.setsText, p.warmupSets, p.workingSets, p.repsText,
         p.durationSeconds, p.notes, p.loadType.rawValue, p.weight, p.restSeconds, p.cycles, p.weightUpdated?.iso, p.reviewWeeks]
    }

    /// The step in the first `names.count` columns of `r`.
    static func step(from r: Row) -> PlanStep {
        let kind = StepKind(rawValue: r.string(2) ?? "") ?? .sets
        return PlanStep(exerciseID: r.string(0), title: r.string(1) ?? "", kind: kind, setsText: r.string(3) ?? "",
                        warmupSets: r.int(4) ?? 0, workingSets: r.int(5) ?? 0, repsText: r.string(6) ?? "",
                        durationSeconds: r.int(7), notes: r.string(8) ?? "", loadType: LoadType(rawValue: r.string(9) ?? ""),
                        weight: r.double(10), restSeconds: r.int(11), cycles: r.int(12) == 1,
                        weightUpdated: r.string(13).flatMap(Day.init(iso:)), reviewWeeks: r.int(14))
    }

    /// A comma-separated list column as its items.
    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map(String.init)
    }
}
