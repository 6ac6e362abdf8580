import Domain

/// The Rule field of a split step's form: none (more weight offered after every set was done),
/// or a program's rule, each followed by the fields of its numbers.
enum RuleChoice: String, CaseIterable {
    case none
    case linear
    case double
    case trainingMax = "% of TM"
    case rpe = "RPE"
    case fixed

    init(_ rule: StepRule?) {
        switch rule {
        case nil: self = .none
        case .linear: self = .linear
        case .double: self = .double
        case .trainingMax: self = .trainingMax
        case .rpe: self = .rpe
        case .fixed: self = .fixed
        }
    }

    /// The keys of the numbers this rule takes, in the form's order.
    var numberKeys: [FieldKey] {
        switch self {
        case .none, .fixed: return []
        case .linear: return [.ruleIncrement]
        case .double: return [.repsTop, .ruleIncrement]
        case .trainingMax: return [.percentOfTM, .trainingMax]
        case .rpe: return [.ruleRPE]
        }
    }
}

/// Every number a rule can take: its field, empty or with the value of `rule`. The bounds are
/// the plan file's (`ProgramLimits`), in the unit of Settings, so a rule the form takes is one a
/// split written out as a plan file reads again.
private func ruleNumberField(_ key: FieldKey, _ rule: StepRule?, unit: WeightUnit) -> FormField {
    let n = rule?.numbers ?? StepRuleNumbers()
    func number(_ value: Double?) -> String { value.map { trimNumber($0) } ?? "" }
    func weight(_ kg: Double?) -> String { kg.map { trimNumber(unit.fromKilograms($0)) } ?? "" }
    switch key {
    case .repsTop:
        return FormField(.repsTop, "Reps top", n.repsHigh.map(String.init) ?? "",
                         .number(decimal: false, optional: false, range: Double(ProgramLimits.reps.lowerBound)...Double(ProgramLimits.reps.upperBound)))
    case .percentOfTM:
        return FormField(.percentOfTM, "% of TM", number(n.percent.map { $0 * 100 }), .number(decimal: true, optional: false, range: 1...ProgramLimits.percent))
    case .trainingMax:
        // Required here: a split has no plan file whose tm line could give it later.
        return FormField(.trainingMax, "TM \(unit.rawValue)", weight(n.trainingMax), .number(decimal: true, optional: false, range: 1...(ProgramLimits.weight - 1)))
    case .ruleRPE:
        return FormField(.ruleRPE, "RPE", number(n.rpe), .number(decimal: true, optional: false, range: ProgramLimits.rpe))
    default:
        return FormField(.ruleIncrement, "Rule +\(unit.rawValue)", weight(n.increment), .number(decimal: true, optional: true, range: 0...ProgramLimits.step))
    }
}

/// The Rule field and the fields of the rule's numbers.
func ruleFields(_ rule: StepRule?, unit: WeightUnit) -> [FormField] {
    let choice = RuleChoice(rule)
    return [FormField(.rule, "Rule", choice)] + choice.numberKeys.map { ruleNumberField($0, rule, unit: unit) }
}

/// After a key in the step form: the rule's number fields follow the rule chosen, each keeping
/// what was typed in it, even through a look at another rule (`Form.setAside`).
func ruleFieldsFollowRule(_ form: inout Form, unit: WeightUnit) {
    guard let at = form.fields.firstIndex(where: { $0.key == .rule }), let choice = form.choice(.rule, as: RuleChoice.self) else { return }
    let shown = form.fields[(at + 1)...].map(\.key)
    guard shown != choice.numberKeys else { return }
    var typed = form.setAside
    for field in form.fields[(at + 1)...] { typed[field.key] = field.value }
    let fields = choice.numberKeys.map { key in
        var field = ruleNumberField(key, nil, unit: unit)
        field.value = typed[key] ?? (key == .ruleRPE ? "8" : "")
        return field
    }
    form.fields.replaceSubrange((at + 1)..., with: fields)
    form.setAside = typed.filter { !choice.numberKeys.contains($0.key) }
}

/// The rule the form says, or the one sentence that says what to change. The numbers are in
/// their bounds already (the form's own check); a rep range also needs its top at least the reps.
func formRule(_ form: Form, unit: WeightUnit) -> Result<StepRule?, FormRuleProblem> {
    guard let choice = form.choice(.rule, as: RuleChoice.self) else { return .success(nil) }
    let increment = form.number(.ruleIncrement).map(unit.toKilograms)
    if choice != .none, let reps = form.integer(.reps), !ProgramLimits.reps.contains(reps) {
        return .failure(FormRuleProblem("A rule takes \(ProgramLimits.reps.lowerBound) to \(ProgramLimits.reps.upperBound) reps, as a plan file does: lower Reps, or choose Rule none."))
    }
    switch choice {
    case .none: return .success(nil)
    case .linear: return .success(.linear(increment: increment))
    case .fixed: return .success(.fixed)
    case .rpe: return .success(form.number(.ruleRPE).map { .rpe($0) })
    case .trainingMax:
        guard let percent = form.number(.percentOfTM), let tm = form.number(.trainingMax) else { return .success(nil) }
        return .success(.trainingMax(percent: percent / 100, trainingMax: unit.toKilograms(tm)))
    case .double:
        let low = form.integer(.reps) ?? 1
        guard let high = form.integer(.repsTop) else { return .success(nil) }
        guard high >= low else { return .failure(FormRuleProblem("Reps top must be at least Reps (\(low)), where double progression starts.")) }
        return .success(.double(low: low, high: high, increment: increment))
    }
}

/// Why the form's rule cannot be saved, as one sentence.
struct FormRuleProblem: Error, Equatable {
    var sentence: String
    init(_ sentence: String) { self.sentence = sentence }

    /// A rule moves counted sets on: a countdown or held sets have none to move.
    static let notSets = FormRuleProblem("A rule moves counted sets on: choose Kind sets with a load other than duration, or Rule none.")
}
