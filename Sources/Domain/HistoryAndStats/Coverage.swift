/// Coverage of one muscle group in a session.
public struct GroupCoverage: Hashable, Sendable {
    public var group: MuscleGroup
    public var touched: [MuscleRegion]
    public var missed: [MuscleRegion]

    public var totalRegions: Int { group.regions.count }
    public var touchedRegions: Int { touched.count }
    public func isTouched(_ region: MuscleRegion) -> Bool { touched.contains(region) }
}

/// Per muscle group of a split, which regions a session touched and which it missed.
public struct CoverageReport: Hashable, Sendable {
    public var splitName: String
    public var groups: [GroupCoverage]

    public var missed: [MuscleRegion] { groups.flatMap(\.missed) }
    public var touchedRegions: Int { groups.reduce(0) { $0 + $1.touchedRegions } }
    public var totalRegions: Int { groups.reduce(0) { $0 + $1.totalRegions } }
}

/// Region ids touched in a workout: those mapped (primary or secondary) to an exercise with at
/// least one completed working set. Warm-up sets do not count; a step without sets counts once checked.
public func touchedRegionIDs(_ workout: ActiveWorkout, catalog: Catalog) -> Set<String> {
    var touched = Set<String>()
    for step in workout.steps where !step.skipped {
        let worked = step.plan.totalSets > 0 ? step.sets.contains { !$0.isWarmup } : step.checkedAt != nil
        guard worked, let exercise = catalog.exercise(step.plan.exerciseID) else { continue }
        touched.formUnion(exercise.regions)
    }
    return touched
}

/// The coverage engine: binary touched/missed per region of each group of the
/// split, no volume thresholds. Groups unknown to the catalog are left out.
public func coverageReport(for workout: ActiveWorkout, splitName: String, groups: [String], catalog: Catalog) -> CoverageReport {
    let touched = touchedRegionIDs(workout, catalog: catalog)
    let ordered = catalog.groups.filter { groups.contains($0.id) }
    return CoverageReport(splitName: splitName, groups: ordered.map { group in
        GroupCoverage(group: group, touched: group.regions.filter { touched.contains($0.id) },
                      missed: group.regions.filter { !touched.contains($0.id) })
    })
}

/// An exercise proposed for a missed region.
public struct Suggestion: Hashable, Sendable {
    public var region: MuscleRegion
    public var exercise: CatalogExercise
    public var sets: Int

    /// "Missed: Triceps Long — add 2 × Overhead Triceps Extension".
    public var text: String { "Missed: \(region.label) — add \(sets) × \(exercise.name)" }
}

/// One suggestion per missed region that neither an exercise still planned in the session (not
/// skipped) nor an earlier suggestion already covers, from the catalog: a strength exercise (not
/// cardio or a stretch) whose primary target is the region and which is not in the session,
/// preferring equipment the session already uses, then one covering more missed regions, then by name.
public func suggestions(for report: CoverageReport, workout: ActiveWorkout, catalog: Catalog, sets: Int = 2) -> [Suggestion] {
    let inSession = Set(workout.steps.compactMap(\.plan.exerciseID))
    let equipment = Set(inSession.compactMap { catalog.exercise($0)?.equipment })
    var stillMissed = Set(report.missed.map(\.id))
    for step in workout.steps where !step.skipped {
        stillMissed.subtract(catalog.exercise(step.plan.exerciseID)?.regions ?? [])
    }
    var chosen = Set<String>()
    var result: [Suggestion] = []
    for region in report.missed where stillMissed.contains(region.id) {
        let candidates = catalog.exercises.filter {
            $0.category.isStrength && $0.primary.contains(region.id)
                && !inSession.contains($0.id) && !chosen.contains($0.id)
        }
        func rank(_ e: CatalogExercise) -> (Int, Int) {
            (equipment.contains(e.equipment) ? 0 : 1, -e.regions.filter { stillMissed.contains($0) }.count)
        }
        guard let best = candidates.min(by: { a, b in
            let ra = rank(a), rb = rank(b)
            return ra != rb ? ra < rb : a.name < b.name
        }) else { continue }
        chosen.insert(best.id)
        stillMissed.subtract(best.regions)
        result.append(Suggestion(region: region, exercise: best, sets: sets))
    }
    return result
}
