import Domain
import Formats
import Sync

/// The other machine of a sync, as this side knows it after both hellos.
public struct SyncPeer: Sendable {
    /// Its device id (`sync_clock.device`).
    public var device: String
    /// What it said it sends through, and from where (nil: its whole history).
    public var mark: SyncMark
    /// Why the two send their whole histories, or nil when they send what changed.
    public var fallback: SyncFallback?

    public init(device: String, mark: SyncMark, fallback: SyncFallback?) {
        self.device = device
        self.mark = mark
        self.fallback = fallback
    }
}

/// One side of `gymtrack sync` (docs/sync.md): the other machine's changes merged with this
/// database as it is under the write lock, the difference written in one transaction.
extension Store {
    /// Merges `theirs` (the other machine's export or changes, its workout in progress with it)
    /// into this database. Returns what changed here, and this database's own changes for it as
    /// they were before (which the other machine merges the same way, so both end equal), with
    /// their mark; `sent`: this side sent its changes already (the side that answers), so none
    /// are made. `peer` nil: an export merged whole, remembered for no machine. `dryRun`
    /// writes nothing. `theirClock`: the other machine's time by its clock when it began.
    public func sync(with theirs: ImportBundle, from peer: SyncPeer? = nil, sent: SyncMark? = nil, theirClock: Double?, dryRun: Bool,
                     now: Moment, appVersion: String) throws -> (summary: ImportSummary, ours: [UInt8], mark: SyncMark) {
        var ours: [UInt8] = []
        var mark = sent ?? SyncMark(through: 0, since: nil)
        var tombstonesHeld: String?
        let summary = try applyDifference(dryRun: dryRun, now: now) { [self] in
            var record: (sent: Int, received: Int)?
            if let peer, let row = try db.firstRow("SELECT sent_through, received_through FROM sync_peers WHERE device = ?", [peer.device]) {
                record = (try row.requiredInt("sent_through", table: "sync_peers"), try row.requiredInt("received_through", table: "sync_peers"))
            }
            if sent == nil {
                if let peer {
                    (mark, ours) = try changes(for: peer.device, fallback: peer.fallback, now: now, appVersion: appVersion)
                } else {
                    mark = SyncMark(through: try markNow(now), since: nil)
                    try writeExportJSON(createdAt: now, appVersion: appVersion, workoutInProgress: true, inTransaction: true) { ours += Array($0.utf8) }
                }
            }
            // Nothing came (the other machine changed nothing since): the merge would be what
            // this side holds, so its history is not read back to find that out.
            var difference = theirs
            difference.notes = []
            if !SyncMerge.holdsNothing(theirs) {
                // This side's history as the merge needs it: whole when everything came (ours is
                // then the whole already), else the sessions the other side's records name.
                var whole: [UInt8] = []
                if mark.since == nil && !ours.isEmpty { whole = ours } else {
                    let only = peer?.fallback == nil ? try sessionsNamed(by: theirs) : nil
                    try writeExportJSON(createdAt: now, appVersion: appVersion, workoutInProgress: true, inTransaction: true, sessions: only) {
                        whole += Array($0.utf8)
                    }
                }
                // What each side changed since their last sync, when both remember it alike: a
                // note changed on both keeps both texts. Stamped after both marks and the second
                // the merge may have stamped after them (see the floor below).
                let threshold = record.map { Double(max($0.sent, $0.received) + 1) }
                let since = peer?.fallback == nil ? threshold.map { SyncMerge.ChangedSince(ours: $0, theirs: $0) } : nil
                let held = try ExportFormat.decode(whole)
                let merged = SyncMerge.merge(held, theirs, changedSince: since)
                try checkReferences(merged)
                // Only what must change here is written: nothing at all when nothing must (the
                // marks and the clock as they were too), so the transaction commits no page and
                // no terminal open on this database wakes for it.
                difference = SyncMerge.difference(from: held, to: merged)
            }
            if let theirClock { try followClock(theirClock, now: now) }
            if let peer {
                let acknowledged = peer.fallback == nil ? mark.since : nil
            if try rememberSync(with: peer.device, received: peer.mark.through, sent: mark.through, sentFrom: mark.since,
                                acknowledged: acknowledged, now: now),
               let held = try endAcknowledgedTombstones(now: now) {
                tombstonesHeld = held
            }
                // Every edit from now on is stamped after both marks and after what this merge
                // stamped a second after them: it is sent next time, and is a change since.
                try raiseClockFloor(to: Double(max(mark.through, peer.mark.through) + 1), now: now)
            }
            // What came in with older stamps goes on to the other machines this one syncs with.
            try sendFromAtMost(SyncMerge.earliestStamp(theirs), except: peer?.device)
            if let tombstonesHeld { difference.notes.append(tombstonesHeld) }
            return difference
        }
        return (summary, ours, mark)
    }

    /// The uids of this database's sessions that `theirs` names (`SyncMerge.uidsNamed`): by
    /// their own uid or one of their steps' or sets', and the workout in progress.
    private func sessionsNamed(by theirs: ImportBundle) throws -> Set<String> {
        let named = SyncMerge.uidsNamed(by: theirs)
        let gone = jsonArray(named.tombstones.sorted())
        var uids = named.sessions
        for row in try db.rows("""
            SELECT uid FROM sessions WHERE uid IN (SELECT value FROM json_each(?)) OR status = 'active'
            UNION SELECT se.uid AS uid FROM session_steps st JOIN sessions se ON se.id = st.session_id WHERE st.uid IN (SELECT value FROM json_each(?))
            UNION SELECT se.uid AS uid FROM set_logs sl JOIN sessions se ON se.id = sl.session_id WHERE sl.uid IN (SELECT value FROM json_each(?))
            """, [gone, gone, gone]) {
            uids.insert(try row.requiredString("uid", table: "sessions"))
        }
        return uids
    }
}
