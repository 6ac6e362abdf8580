/// Swapping an exercise mid-workout for another that trains the same regions (the bench is
/// taken: a dumbbell press). The split is not changed: the swap holds for this session's slot,
/// and sets already logged stay the original exercise's.

extension Catalog {
    /// The exercises that can stand in for `exercise`, best first: those that work one of its
    /// primary regions, ranked by how many of its primary regions they train as theirs, then by
    /// how many of its regions they touch at all; then the exercises most lifters log, then by
    /// name. Leaves out `excluded` ids and work of another kind (cardio for a lift).
    public func swapCandidates(for exercise: CatalogExercise, excluding excluded: Set<String> = []) -> [CatalogExercise] {
        let primary = Set(exercise.primary), regions = Set(exercise.regions)
        var scored: [(exercise: CatalogExercise, primary: Int, shared: Int, popular: Bool)] = []
        for candidate in exercises where candidate.id != exercise.id && !excluded.contains(candidate.id)
            && candidate.category.isStrength == exercise.category.isStrength {
            let touched = Set(candidate.regions)
            guard !touched.isDisjoint(with: primary) else { continue }
            scored.append((candidate, primary.intersection(candidate.primary).count, regions.intersection(touched).count,
                           ExerciseAliases.popular.contains(candidate.id)))
        }
        return scored.sorted { a, b in
            if a.primary != b.primary { return a.primary > b.primary }
            if a.shared != b.shared { return a.shared > b.shared }
            if a.popular != b.popular { return a.popular }
            return a.exercise.name < b.exercise.name
        }.map(\.exercise)
    }
}

/// Why a step cannot be swapped.
public enum SwapRefusal: Error, Equatable, Sendable {
    /// Typed by hand before the catalog: nothing says what it trains.
    case notInCatalog
    /// A countdown or the daily challenge: there is no exercise to stand in for.
    case notSets
    /// Every set is logged.
    case done
}

extension PlanStep {
    /// The notes of a step swapped in, naming the split's step it stands in for: kept with the
    /// workout's step, so the swap is known after a restart and a split is not revised by it.
    static let swapNotesPrefix = "In place of "

    /// The title of the split's step this step stands in for, when it was swapped in.
    public var swappedFor: String? {
        guard notes.hasPrefix(PlanStep.swapNotesPrefix), notes.hasSuffix(".") else { return nil }
        return String(notes.dropFirst(PlanStep.swapNotesPrefix.count).dropLast())
    }

    /// Why this step cannot be swapped, nil when it can.
    public var swapRefusal: SwapRefusal? {
        guard exerciseID != nil else { return .notInCatalog }
        return kind == .sets || kind == .hold ? nil : .notSets
    }

    /// This step done with `exercise` instead: its name, id, load and sides; the planned sets,
    /// reps, rest and superset stay. A planned weight was the other exercise's, so it goes.
    func swapped(for exercise: CatalogExercise) -> PlanStep {
        var plan = self
        plan.exerciseID = exercise.id
        plan.title = exercise.name
        if kind == .sets { plan.loadType = exercise.load }
        plan.unilateral = exercise.unilateral
        plan.weight = nil
        plan.weightUpdated = nil
        // The rule moved the other exercise on: the stand-in shows no target, as a program's
        // swapped slot shows none.
        plan.rule = nil
        // A step swapped again still stands in for the split's step.
        if swappedFor == nil { plan.notes = PlanStep.swapNotesPrefix + title + "." }
        return plan
    }

    /// The step with `warmup` warm-ups and `working` working sets, its "Sets" text to match.
    func withSets(warmup: Int, working: Int) -> PlanStep {
        var plan = self
        plan.warmupSets = warmup
        plan.workingSets = working
        plan.setsText = PlanStep.setsText(warmup: warmup, working: working)
        return plan
    }
}

extension ActiveWorkout {
    /// Swaps step `index` for `exercise`. With no set logged the step is the new exercise;
    /// otherwise the logged sets stay the original's, on its step, which is done with them, and
    /// the new exercise takes the sets left as a step right after it. Returns the position of
    /// the step now doing `exercise`.
    public mutating func swapStep(_ index: Int, for exercise: CatalogExercise) -> Result<Int, SwapRefusal> {
        guard steps.indices.contains(index) else { return .failure(.notInCatalog) }
        let step = steps[index]
        if let refusal = step.plan.swapRefusal { return .failure(refusal) }
        guard !step.isComplete else { return .failure(.done) }
        guard !step.sets.isEmpty else {
            steps[index].plan = step.plan.swapped(for: exercise)
            return .success(index)
        }
        let warmups = min(step.plan.warmupSets, step.placedSets)
        let working = step.placedSets - warmups
        steps[index].plan = step.plan.withSets(warmup: warmups, working: working)
        let rest = step.plan.swapped(for: exercise).withSets(warmup: step.plan.warmupSets - warmups, working: step.plan.workingSets - working)
        return .success(insertStep(rest, after: index))
    }
}
