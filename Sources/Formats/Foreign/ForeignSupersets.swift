import Domain

/// Hevy's supersets: exercises sharing a `superset_id` in a workout were done in turn. gymtrack
/// keeps a superset's exercises next to each other (`Superset`: a group is a run of steps), so
/// where the file has another exercise between them, the later ones are moved up beside the
/// first, and the summary says so.
extension ForeignWorkouts {
    /// Orders the workout's sets so that each superset's exercises follow one another, at the
    /// place of its first; counts in `report` the supersets kept, the exercises moved, and the
    /// ids that name one exercise alone (no superset).
    static func keepSupersetsTogether(_ workout: inout RawWorkout, report: inout ForeignImportReport) {
        guard workout.sets.contains(where: { !$0.superset.isEmpty }) else { return }
        // The exercises in the order they first appear (each a step), each with its superset.
        var order: [String] = []
        var superset: [String: String] = [:]
        for set in workout.sets {
            if !order.contains(set.exercise) { order.append(set.exercise) }
            if superset[set.exercise] == nil && !set.superset.isEmpty { superset[set.exercise] = set.superset }
        }
        var members: [String: [String]] = [:]
        for name in order { if let id = superset[name] { members[id, default: []].append(name) } }
        var placed: [String] = []
        for name in order where !placed.contains(name) {
            if let id = superset[name], let group = members[id] { placed += group } else { placed.append(name) }
        }
        for group in members.values {
            guard group.count > 1 else {
                report.supersetsOfOne += 1
                continue
            }
            report.supersets += 1
            guard let first = order.firstIndex(of: group[0]) else { continue }
            report.supersetExercisesMoved += group.indices.filter { order.firstIndex(of: group[$0]) != first + $0 }.count
        }
        guard placed != order else { return }
        let position = Dictionary(uniqueKeysWithValues: placed.enumerated().map { ($1, $0) })
        // Stable: an exercise's sets keep their order.
        workout.sets = workout.sets.enumerated()
            .sorted { (position[$0.element.exercise] ?? 0, $0.offset) < (position[$1.element.exercise] ?? 0, $1.offset) }
            .map(\.element)
    }
}
