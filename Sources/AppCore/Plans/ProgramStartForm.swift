import Domain

/// The weights a program asks for before it starts: a field for each `?` of its file,
/// labelled as `gymtrack program start` labels it, offering what the lifter's history
/// suggests (`ProgramBlankField.suggestion`).
func startProgramForm(_ choice: ProgramChoice) -> Form {
    let unit = choice.unit
    let fields = choice.blanks.enumerated().map { i, blank in
        // Any number may be typed: the save says at the field why one is refused.
        FormField(.blank(i), "\(blank.label) (\(unit.rawValue))", blank.suggested.map { trimNumber(unit.fromKilograms($0)) } ?? "",
                  .number(decimal: true, optional: true, range: 0...1_000_000))
    }
    var form = Form(title: "Start \(choice.name)", fields: fields, purpose: .startProgram(choice.origin))
    form.stackedLabels = true
    return form
}

/// Starts the program with the weights typed, or opens the form again at the first one
/// refused, with the one sentence that says why: none given, out of the plan file's bounds,
/// or (a starting weight) one the bar and plates, or the exercise's steps, cannot make.
func saveStartProgramForm(_ state: inout AppState, _ form: Form, origin: ProgramChoice.Origin) -> [Effect] {
    guard let choice = state.plans.programs.first(where: { $0.origin == origin }) else {
        state.flash = Flash("That program is no longer listed (changed in another terminal); choose it again.", isError: true)
        return []
    }
    let unit = choice.unit
    var fills: [Double] = []
    for (i, blank) in choice.blanks.enumerated() {
        let typed = form.value(.blank(i)).trimmingSpaces
        let problem: String?
        if let value = Double(typed) {
            if value <= 0 || value >= choice.weightLimit {
                problem = "A weight here is above 0 and below \(trimNumber(choice.weightLimit)) \(unit.rawValue)."
            } else if blank.isTrainingMax {
                problem = nil
            } else {
                problem = unloadable(unit.toKilograms(value), state.settings.loading(for: state.catalog.exercise(blank.exerciseID)), state.settings.unit)
            }
            fills.append(value)
        } else {
            problem = "Type a weight in \(unit.rawValue), such as 60 or 42.5."
        }
        if let problem {
            var again = form
            again.selection = i
            again.fresh = false
            again.problem = problem
            state.modal = .form(again)
            return []
        }
    }
    state.flash = Flash("Started \(choice.name): Home follows it from its first day.")
    return [.changeProgram(.start(origin, fills: fills))]
}

/// Why `kg` cannot be put on the bar (or made of the exercise's steps), naming the nearest
/// weights that can; nil when it can.
private func unloadable(_ kg: Double, _ loading: Loading, _ unit: WeightUnit) -> String? {
    let down = loading.down(kg)
    guard abs(down - kg) > 1e-6 else { return nil }
    let below = down < kg ? "\(formatWeight(down, unit)) or " : ""
    return "\(formatWeight(kg, unit)) cannot be loaded: \(below)\(formatWeight(loading.above(kg), unit)) can."
}
