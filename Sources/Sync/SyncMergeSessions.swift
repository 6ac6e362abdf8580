import Domain
import Formats

/// A session on both sides, merged inside (`SyncMerge`).
extension SyncMerge {
    // MARK: - Sessions

    /// `x` is the first bundle's (ours), `y` the second's.
    static func session(_ x: ImportedSession?, _ y: ImportedSession?, gone: [String: String], changedSince: ChangedSince? = nil,
                        notes: inout [String]) -> ImportedSession {
        guard let x, let y else {
            let only = (x ?? y)!
            var kept = only
            kept.steps = only.steps.map { step in
                var step = step
                step.sets.removeAll { gone[$0.uid] != nil }
                return step
            }
            if kept == only { return only }
            kept.updatedAt = isoUTC(stamp(only.updatedAt) + 1)
            return kept
        }
        if x == y { return x }
        // The session's own fields, and the order of its steps: a finished workout's over the
        // same one still in progress, else the later version's.
        // Alike but for their steps: the whole of each decides, so the order is the same
        // whichever side is x.
        let (bareX, bareY) = (withoutSteps(x), withoutSteps(y))
        let xFirst = x.inProgress != y.inProgress ? !x.inProgress : bareX != bareY ? prefersFirst(bareX, bareY) : prefersFirst(x, y)
        let (first, second) = xFirst ? (x, y) : (y, x)
        var merged = first
        merged.inProgress = x.inProgress && y.inProgress
        merged.steps = union(first.steps, second.steps, key: \.uid).map { s, t in step(s, t, gone: gone) }
        if let changedSince { NoteConflict.keepBoth(in: &merged, x, y, since: changedSince, notes: &notes) }
        return settled(merged, x, y)
    }

    private static func withoutSteps(_ session: ImportedSession) -> ImportedSession {
        var session = session
        session.steps = []
        return session
    }

    static func step(_ x: ImportedSessionStep?, _ y: ImportedSessionStep?, gone: [String: String]) -> ImportedSessionStep {
        var fields: ImportedSessionStep
        if let x, let y {
            var (bareX, bareY) = (x, y)
            bareX.sets = []
            bareY.sets = []
            fields = bareX != bareY ? (prefersFirst(bareX, bareY) ? x : y) : (prefersFirst(x, y) ? x : y)
        } else {
            fields = (x ?? y)!
        }
        var sets = union(x?.sets ?? [], y?.sets ?? [], key: \.uid).map { pick($0, $1) }.filter { gone[$0.uid] == nil }
        sets.sort { ($0.setIndex, $0.completedEpoch, $0.uid) < ($1.setIndex, $1.completedEpoch, $1.uid) }
        // Sets added on both sides may share a number: the step's sets are numbered again, in order.
        if Set(sets.map(\.setIndex)).count != sets.count, let start = sets.first?.setIndex {
            for i in sets.indices where sets[i].setIndex != start + i {
                sets[i].setIndex = start + i
                sets[i].updatedAt = isoUTC(stamp(sets[i].updatedAt) + 1)
            }
        }
        fields.sets = sets
        return fields
    }
}
