import Domain
import Formats
import Sync

/// One side of `gymtrack sync` (docs/sync.md): the other machine's export merged with this
/// database as it is under the write lock, the difference written in one transaction.
extension Store {
    /// Merges `theirs` (the other machine's export, its workout in progress with it) into this
    /// database. Returns what changed here, and this database's own export as it was before
    /// (which the other machine merges the same way, so both end equal). `dryRun` writes nothing.
    /// `theirClock`: the other machine's time by its clock when it began (`clockNow`).
    public func sync(with theirs: ImportBundle, theirClock: Double?, dryRun: Bool, now: Moment,
                     appVersion: String) throws -> (summary: ImportSummary, ours: [UInt8]) {
        var ours: [UInt8] = []
        let summary = try writeBundle(mode: .merge, dryRun: dryRun, now: now, defaults: []) { [self] in
            try writeExportJSON(createdAt: now, appVersion: appVersion, workoutInProgress: true, inTransaction: true) { ours += Array($0.utf8) }
            let merged = SyncMerge.merge(try ExportFormat.decode(ours), theirs)
            try checkReferences(merged)
            if let theirClock { try followClock(theirClock, now: now) }
            return merged
        }
        return (summary, ours)
    }
}
