import Domain

/// How a logged set reads everywhere it is shown, by its step's load: the weight lifted, the
/// body's weight with what was added or taken off ("BW + 20 kg", "BW − 25 kg"), both sides'
/// reps ("10/10"), a distance with its time and pace ("8.4 km · 20:00 · 2:23/km").
struct SetShape: Equatable {
    var load: LoadType = .weight
    var unilateral = false

    init(load: LoadType = .weight, unilateral: Bool = false) {
        self.load = load
        self.unilateral = unilateral
    }

    init(_ plan: PlanStep) { self.init(load: plan.loadType, unilateral: plan.unilateral) }
}

/// The reps of a set: "10", or the two sides "10/10" ("10/–" while the right waits).
func repsWords(_ set: SetLog, _ shape: SetShape) -> String? {
    guard let reps = set.reps else { return nil }
    guard shape.unilateral && !set.isWarmup else { return String(reps) }
    return "\(reps)/" + (set.repsRight.map(String.init) ?? "–")
}

/// The weight part of a set as its load reads it; `compact` leaves out the spaces and the unit.
/// Nil when the set has none to show (reps only, a plain bodyweight set, a distance).
func weightWords(_ set: SetLog, _ shape: SetShape, _ unit: WeightUnit, compact: Bool = false) -> String? {
    func amount(_ kg: Double) -> String { compact ? trimNumber(unit.fromKilograms(kg)) : formatWeight(kg, unit) }
    let space = compact ? "" : " "
    switch shape.load {
    case .bodyweight:
        guard let added = set.weight, added > 0 else { return "BW" }
        return "BW" + space + "+" + space + amount(added)
    case .assisted:
        guard let help = set.weight, help > 0 else { return "BW" }
        return "BW" + space + "−" + space + amount(help)
    case .distance:
        return nil
    case .weight, .none, .duration:
        return set.weight.flatMap { $0 > 0 ? amount($0) : nil }
    }
}

/// A plan's weight as its load reads it: "22.5 kg", "BW + 20 kg", "BW − 25 kg"; nil without one.
func plannedWeightWords(_ plan: PlanStep, _ unit: WeightUnit) -> String? {
    guard plan.loadType.weightLabel != nil, let weight = plan.weight, weight > 0 else { return nil }
    return weightWords(SetLog(isWarmup: false, weight: weight, completedAt: 0), SetShape(plan), unit)
}

/// "8.4 km · 20:00 · 2:23/km" (miles with pounds), or nil when the set has no distance.
func distanceWords(_ set: SetLog, _ unit: WeightUnit) -> String? {
    guard let metres = set.distanceMeters, metres > 0 else { return nil }
    var parts = [trimDistance(unit.distance(fromMetres: metres)) + " " + unit.distanceName]
    if let seconds = set.durationSeconds, seconds > 0 {
        parts.append(formatClock(seconds))
        if let pace = set.paceSecondsPerKilometre { parts.append(paceText(pace, unit) + "/" + unit.distanceName) }
    }
    return parts.joined(separator: " · ")
}

/// Distances to the hundredth where it matters: 8.4, 21.1, 0.75.
public func trimDistance(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    if hundredths == (hundredths * 10).rounded() / 10 { return trimNumber(hundredths) }
    return String(hundredths)
}

/// A pace (seconds per kilometre) as minutes and seconds per unit of distance: "2:23".
public func paceText(_ secondsPerKilometre: Double, _ unit: WeightUnit) -> String {
    formatClock(Int((secondsPerKilometre / unit.distance(fromMetres: 1000)).rounded()))
}

/// A logged set as "10×22.5", "w 10", "12×20 @8", "8×BW+20", "10/10×12" (warm-ups marked, RPE
/// after @); `spelled`: "10 × 22.5 kg", with spaces and the unit. A distance reads as itself.
func setText(_ set: SetLog, unit: WeightUnit, spelled: Bool = false, shape: SetShape = SetShape()) -> String {
    if let distance = distanceWords(set, unit) { return distance + effortWords(set, spelled: spelled) }
    var text = (set.isWarmup ? "w " : "") + (repsWords(set, shape) ?? "–")
    if let w = weightWords(set, shape, unit, compact: !spelled) { text += spelled ? " × " + w : "×" + w }
    if !set.type.mark.isEmpty { text += " " + set.type.mark }
    return text + effortWords(set, spelled: spelled)
}

/// " @8", " RIR 2": the effort given, RPE first.
private func effortWords(_ set: SetLog, spelled: Bool) -> String {
    var text = ""
    if let rpe = set.rpe { text += " @" + trimNumber(rpe) }
    if let rir = set.rir { text += " RIR " + trimNumber(rir) }
    return text
}

/// A past set in full, for the session page: "5 × 80 kg · RPE 8", "12 reps", "45 sec",
/// "8 × BW + 20 kg (100 kg)", "10/10 reps · drop".
func setText(_ set: SetLog, _ unit: WeightUnit, shape: SetShape = SetShape()) -> String {
    var parts: [String] = []
    if let distance = distanceWords(set, unit) {
        parts.append(distance)
    } else {
        let reps = repsWords(set, shape)
        if let reps, let weight = weightWords(set, shape, unit) {
            var moved = "\(reps) × \(weight)"
            if shape.load.countsBodyWeight, let load = set.load(shape.load) { moved += " (\(formatWeight(load, unit)))" }
            parts.append(moved)
        } else if let reps {
            parts.append(shape.unilateral && !set.isWarmup ? reps + " reps" : plural(set.reps ?? 0, "rep"))
        } else if let weight = weightWords(set, shape, unit) {
            parts.append(weight)
        }
        if let seconds = set.durationSeconds, seconds > 0 { parts.append(formatSeconds(seconds)) }
    }
    if !set.type.mark.isEmpty { parts.append(set.type.mark) }
    if let rpe = set.rpe { parts.append("RPE \(trimNumber(rpe))") }
    if let rir = set.rir { parts.append("RIR \(trimNumber(rir))") }
    if set.isWarmup { parts.append("warm-up") }
    return parts.isEmpty ? "done" : parts.joined(separator: " · ")
}
