import Domain
import Formats
import Sync

/// What this database remembers of each machine it synced with (`sync_peers`, docs/sync.md):
/// what that machine said it sent through and what this one sent through, so the next sync
/// sends only what changed since.
extension Store {
    /// What this side says first: its device id and its record of every machine it synced with.
    public func syncHello(now: Moment) throws -> SyncHello {
        try read("read the sync records") {
            let clock = try db.firstRow("SELECT device, offset_seconds FROM sync_clock")
            var peers: [String: SyncMarks] = [:]
            for row in try db.rows("SELECT device, received_through, sent_through FROM sync_peers") {
                peers[try row.requiredString("device", table: "sync_peers")] = SyncMarks(
                    received: try row.requiredInt("received_through", table: "sync_peers"), sent: try row.requiredInt("sent_through", table: "sync_peers"))
            }
            return SyncHello(protocolVersion: SyncProtocol.version, now: now.epochSeconds + Double(clock?.int("offset_seconds") ?? 0),
                             device: try clock?.requiredString("device", table: "sync_clock") ?? "", peers: peers)
        }
    }

    /// Where this database's changes for `peer` start: nil (the whole history) when the two
    /// do not agree on their last sync.
    func sendFrom(_ peer: String, fallback: SyncFallback?) throws -> Int? {
        guard fallback == nil else { return nil }
        return try db.firstRow("SELECT send_from FROM sync_peers WHERE device = ?", [peer])?.int("send_from")
    }

    /// The watermark of what this database sends now: every edit made here after it is stamped
    /// at or after it (the clock's time, never before its floor).
    func markNow(_ now: Moment) throws -> Int {
        let clock = try db.firstRow("SELECT floor_epoch, offset_seconds FROM sync_clock")
        return max(Int(now.epochSeconds.rounded(.down)) + (clock?.int("offset_seconds") ?? 0), (clock?.int("floor_epoch") ?? 0) + 1)
    }

    /// This side's changes for `peer` and their mark, read outside any write (the side that
    /// sends first, before it merges what comes back).
    public func syncChanges(for peer: String, fallback: SyncFallback?, now: Moment, appVersion: String) throws -> (mark: SyncMark, bytes: [UInt8]) {
        try read("read the changes to send") {
            try db.execute("BEGIN")
            defer { try? db.execute("COMMIT") }
            return try changes(for: peer, fallback: fallback, now: now, appVersion: appVersion)
        }
    }

    /// This side's changes for `peer` and their mark, inside a transaction. Nothing changed
    /// since the last sync: the mark is the one sent then (every edit since is stamped after
    /// it, as that sync moved the floor past it), so a sync with nothing to change leaves both
    /// records as they are.
    func changes(for peer: String, fallback: SyncFallback?, now: Moment, appVersion: String) throws -> (mark: SyncMark, bytes: [UInt8]) {
        let since = try sendFrom(peer, fallback: fallback)
        var bytes: [UInt8] = []
        try writeExportJSON(createdAt: now, appVersion: appVersion, workoutInProgress: true, inTransaction: true, since: since) {
            bytes += Array($0.utf8)
        }
        if since != nil, let sent = try db.firstRow("SELECT sent_through FROM sync_peers WHERE device = ?", [peer])?.int("sent_through"),
           SyncMerge.holdsNothing(try ExportFormat.decode(bytes)) {
            return (SyncMark(through: sent, since: since), bytes)
        }
        return (SyncMark(through: try markNow(now), since: since), bytes)
    }

    /// Remembers a sync with `peer` that this side took whole. Inside the sync's write. The
    /// same marks again (nothing changed on either side) write nothing, but once a day the
    /// time it was seen.
    /// `sentFrom`: where the changes sent began (nil: the whole history). Lowered since (a sync
    /// with a third machine landed between this side's changes and its merge, as on the side
    /// that sends first), where the next changes begin stays there.
    ///
    /// `acknowledged`: when the two agreed on their last sync, the other holds everything this
    /// side held when it sent its changes then, so every tombstone stamped before where this
    /// sync's changes begin. Taken note of with the rest (a sync that changes nothing leaves
    /// it behind, which only keeps tombstones longer). Returns whether the record moved.
    @discardableResult
    func rememberSync(with peer: String, received: Int, sent: Int, sentFrom: Int?, acknowledged: Int?, now: Moment) throws -> Bool {
        try db.execute("""
            INSERT INTO sync_peers (device, received_through, sent_through, send_from, seen_at) VALUES (?1, ?2, ?3, ?3, ?4)
            ON CONFLICT(device) DO UPDATE SET received_through = excluded.received_through, sent_through = excluded.sent_through,
                send_from = CASE WHEN ?5 IS NOT NULL AND send_from < ?5 THEN send_from ELSE excluded.send_from END, seen_at = excluded.seen_at,
                acknowledged_through = max(acknowledged_through, coalesce(?6, 0))
            WHERE received_through != excluded.received_through OR sent_through != excluded.sent_through
                OR send_from != (CASE WHEN ?5 IS NOT NULL AND send_from < ?5 THEN send_from ELSE excluded.send_from END)
                OR seen_at < excluded.seen_at - 86400
            """, [peer, received, sent, Int(now.epochSeconds.rounded(.down)), sentFrom, acknowledged])
        return db.changes > 0
    }

    /// Drops the tombstones every machine this one syncs with has acknowledged: stamped before
    /// the least of their acknowledgements. Returns a sentence naming a machine unseen for
    /// `SyncClockRules.longUnseenSeconds` that holds some back, if one does.
    func endAcknowledgedTombstones(now: Moment) throws -> String? {
        guard let least = try db.firstRow("""
            SELECT device, acknowledged_through, seen_at FROM sync_peers ORDER BY acknowledged_through, device LIMIT 1
            """) else { return nil }
        let acknowledged = try least.requiredInt("acknowledged_through", table: "sync_peers")
        try db.execute("DELETE FROM tombstones WHERE CAST(strftime('%s', deleted_at) AS INTEGER) < ?", [acknowledged])
        let seen = try least.requiredInt("seen_at", table: "sync_peers")
        guard Double(seen) < now.epochSeconds - Double(SyncClockRules.longUnseenSeconds),
              let held = try db.firstRow("SELECT count(*) AS n FROM tombstones")?.int("n"), held > 0 else { return nil }
        let device = try least.requiredString("device", table: "sync_peers")
        let day = Moment(epochSeconds: Double(seen), utcOffsetSeconds: now.utcOffsetSeconds).day.iso
        return "\(held) deletions are kept for the machine with device id \(device), not synced with since \(day): sync with it so they can end."
    }

    /// Rows stamped at `epoch` came in from elsewhere (another machine, a file): the next sync
    /// with every other machine sends from there, so what passes through here reaches them.
    func sendFromAtMost(_ epoch: Double, except peer: String?) throws {
        guard epoch.isFinite else { return }
        try db.execute("UPDATE sync_peers SET send_from = ? WHERE send_from > ? AND device IS NOT ?",
                       [Int(epoch.rounded(.down)), Int(epoch.rounded(.down)), peer])
    }
}
