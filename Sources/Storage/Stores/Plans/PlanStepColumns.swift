import Domain

/// The columns a plan step is stored in, shared by `split_steps` (the split) and
/// `session_steps` (the plan as it was run), so both read and write them the same way.
enum PlanStepColumns {
    static let names = ["exercise_id", "title", "kind", "sets_text", "warmup_sets", "working_sets", "reps_text",
                        "duration_seconds", "notes", "load_type", "weight", "rest_seconds", "cycles", "weight_updated", "review_weeks",
                        "superset_group", "unilateral", "program_slot",
                        "rule", "rule_increment", "rule_reps_low", "rule_reps_high", "rule_percent", "rule_training_max", "rule_rpe"]

    static var placeholders: String { sqlPlaceholders(names.count) }

    static func values(_ p: PlanStep) -> [SQLBindable] {
        [p.exerciseID, p.title, p.kind.rawValue, p.setsText, p.warmupSets, p.workingSets, p.repsText,
         p.durationSeconds, p.notes, p.loadType.rawValue, p.weight, p.restSeconds, p.cycles, p.weightUpdated?.iso, p.reviewWeeks,
         p.supersetGroup, p.unilateral, p.programSlot] + ruleValues(p.rule)
    }

    static func ruleValues(_ rule: StepRule?) -> [SQLBindable] {
        let n = rule?.numbers ?? StepRuleNumbers()
        return [rule?.word, n.increment, n.repsLow, n.repsHigh, n.percent, n.trainingMax, n.rpe]
    }

    /// The step in the plan columns of `r`, read by name from `table` (whose NOT NULL
    /// columns must have values).
    static func step(from r: Row, table: String) throws -> PlanStep {
        func text(_ column: String) throws -> String { try r.requiredString(column, table: table) }
        func int(_ column: String) throws -> Int { try r.requiredInt(column, table: table) }
        let kind = StepKind(rawValue: try text("kind")) ?? .sets
        return PlanStep(exerciseID: r.string("exercise_id"), title: try text("title"), kind: kind, setsText: try text("sets_text"),
                        warmupSets: try int("warmup_sets"), workingSets: try int("working_sets"), repsText: try text("reps_text"),
                        durationSeconds: r.int("duration_seconds"), notes: try text("notes"), loadType: LoadType(rawValue: try text("load_type")),
                        weight: r.double("weight"), restSeconds: r.int("rest_seconds"), cycles: try int("cycles") == 1,
                        weightUpdated: r.string("weight_updated").flatMap(Day.init(iso:)), reviewWeeks: r.int("review_weeks"),
                        supersetGroup: r.int("superset_group"), unilateral: r.int("unilateral") == 1, programSlot: r.int("program_slot"),
                        rule: r.string("rule").flatMap { StepRule(word: $0, StepRuleNumbers(
                            increment: r.double("rule_increment"), repsLow: r.int("rule_reps_low"), repsHigh: r.int("rule_reps_high"),
                            percent: r.double("rule_percent"), trainingMax: r.double("rule_training_max"), rpe: r.double("rule_rpe"))) })
    }

    /// A comma-separated list column as its items.
    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map(String.init)
    }
}
