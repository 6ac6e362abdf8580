import Domain
import Storage

/// The splits of `gymtrack demo` and the benchmark: the seed's A/B/C, then, part way through
/// the history, a rotation the user built themselves (starter Legs and Push from the catalog,
/// with barbell lifts), so History, the calendar and every exercise chart show custom splits
/// and weighted lifts that progress.
public enum DemoSplits {
    /// Saves the custom splits beside `defaults` (already in the database) and returns the
    /// generator that writes history for both phases. A is kept, B stays for its cardio, C is
    /// dropped from the rotation when the custom splits come in.
    public static func install(_ store: Store, defaults: [Split], catalog: Catalog, now: Moment, seed: UInt64 = 2026) throws -> HistoryGenerator {
        let saved = try store.loadSplits()
        var legs = StarterSplit.legs.make(catalog: catalog, uid: "", sessionType: "LEGS")
        var push = StarterSplit.push.make(catalog: catalog, uid: "", sessionType: "PUSH")
        legs.inRotation = true
        push.inRotation = true
        // Barbell work gets a warm-up set, as a lifter would run it.
        for i in legs.steps.indices where legs.steps[i].loadType == .weight { addWarmup(&legs.steps[i]) }
        if push.steps.first?.loadType == .weight { addWarmup(&push.steps[0]) }
        var splits = saved.isEmpty ? defaults : saved
        for i in splits.indices where splits[i].sessionType == "C" { splits[i].inRotation = false }
        splits += [legs, push]
        for (position, split) in splits.enumerated() { try store.saveSplit(split, position: position, now: now) }
        let all = try store.loadSplits()
        func split(_ type: String) -> Split? { all.first { $0.sessionType == type } }
        let first = ["A", "B", "C"].compactMap(split)
        let later = ["A", "LEGS", "B", "PUSH"].compactMap(split)
        return HistoryGenerator(seed: seed, phases: [(from: 0, rotation: first), (from: 0.45, rotation: later)])
    }

    private static func addWarmup(_ step: inout PlanStep) {
        step.warmupSets = 1
        step.setsText = PlanStep.setsText(warmup: 1, working: step.workingSets)
    }
}
