import Domain
import Formats

/// A note (a session's, a step's or a set's) changed on both machines since they last synced:
/// both texts are kept in it, marked so the lifter sees there were two (docs/sync.md), rather
/// than one side's words lost to the other's stamp.
enum NoteConflict {
    /// What begins a note that holds two machines' texts; ` || ` stands between them.
    static let marker = "[two versions] "
    static let between = " || "

    /// The two texts as one: the later stamped first (its bytes deciding a tie), the same
    /// whichever side computes it. A text that holds the other already (a merge taken on one
    /// side only, then synced again) is kept as it is.
    static func joined(_ x: String, stampedAt tx: Double, _ y: String, stampedAt ty: Double) -> String {
        if x.contains(y) { return x }
        if y.contains(x) { return y }
        let xFirst = tx != ty ? tx > ty : !Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
        let (first, second) = xFirst ? (x, y) : (y, x)
        return marker + strip(first) + between + strip(second)
    }

    private static func strip(_ text: String) -> String { text.hasPrefix(marker) ? String(text.dropFirst(marker.count)) : text }

    /// Whether `x` (ours) and `y` (theirs) are a conflict of words: both changed since the
    /// last sync, to two texts, neither empty (a note cleared on one side is an edit like any).
    static func conflicts(_ x: String, _ tx: Double, _ y: String, _ ty: Double, since: SyncMerge.ChangedSince) -> Bool {
        x != y && !x.isEmpty && !y.isEmpty && tx > since.ours && ty > since.theirs
    }

    /// Keeps both texts of every note of `merged` (the merge of ours `x` and theirs `y`)
    /// changed on both sides, and says which in `notes`.
    static func keepBoth(in merged: inout ImportedSession, _ x: ImportedSession, _ y: ImportedSession, since: SyncMerge.ChangedSince,
                         notes: inout [String]) {
        let stamp = SyncMerge.stamp
        let (tx, ty) = (stamp(x.updatedAt), stamp(y.updatedAt))
        let title = "\(merged.title) on \(merged.date.iso)"
        if conflicts(x.note, tx, y.note, ty, since: since) {
            merged.note = joined(x.note, stampedAt: tx, y.note, stampedAt: ty)
            notes.append("The note on \(title) was changed on both machines; both texts are kept, marked \(marker.dropLast()).")
        }
        let theirSteps = Dictionary(y.steps.map { ($0.uid, $0) }, uniquingKeysWith: { a, _ in a })
        for ours in x.steps {
            guard let theirs = theirSteps[ours.uid], let i = merged.steps.firstIndex(where: { $0.uid == ours.uid }) else { continue }
            let (sx, sy) = (stamp(ours.updatedAt), stamp(theirs.updatedAt))
            if conflicts(ours.note, sx, theirs.note, sy, since: since) {
                merged.steps[i].note = joined(ours.note, stampedAt: sx, theirs.note, stampedAt: sy)
                merged.steps[i].updatedAt = SyncMerge.isoUTC(max(sx, sy) + 1)
                notes.append("The note on \(merged.steps[i].plan.title) in \(title) was changed on both machines; both texts are kept, marked \(marker.dropLast()).")
            }
            let theirSets = Dictionary(theirs.sets.map { ($0.uid, $0) }, uniquingKeysWith: { a, _ in a })
            for set in ours.sets {
                guard let other = theirSets[set.uid], let j = merged.steps[i].sets.firstIndex(where: { $0.uid == set.uid }) else { continue }
                let (xx, xy) = (stamp(set.updatedAt), stamp(other.updatedAt))
                guard conflicts(set.note, xx, other.note, xy, since: since) else { continue }
                merged.steps[i].sets[j].note = joined(set.note, stampedAt: xx, other.note, stampedAt: xy)
                merged.steps[i].sets[j].updatedAt = SyncMerge.isoUTC(max(xx, xy) + 1)
                notes.append("The note on set \(merged.steps[i].sets[j].setIndex) of \(merged.steps[i].plan.title) in \(title) was changed on both machines; both texts are kept, marked \(marker.dropLast()).")
            }
        }
    }
}
