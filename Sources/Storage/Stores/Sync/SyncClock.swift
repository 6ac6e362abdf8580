import Domain
import Sync

/// What lets two machines' databases be made equal (`gymtrack sync`, docs/sync.md): the time
/// every edit is stamped with, and the tombstones of what was deleted for good.
extension Store {
    /// The `updated_at` of an edit made at `now`, by the hybrid logical clock: `now` on the
    /// fastest clock synced with (this machine's plus its offset), and never before a second
    /// after the floor (the latest time a sync brought in). An edit made after a sync then
    /// wins over what it brought, however far the other machine's clock was ahead, and edits
    /// made apart after a sync are ordered as they happened. Inside a transaction.
    func stamp(_ now: Moment) throws -> String {
        let clock = try db.firstRow("SELECT floor_epoch, offset_seconds FROM sync_clock")
        let floor = clock?.int("floor_epoch") ?? 0, offset = clock?.int("offset_seconds") ?? 0
        guard offset != 0 || Double(floor) >= now.epochSeconds.rounded(.down) else { return now.isoDateTime }
        let seconds = SyncClockRules.stampSeconds(now: now.epochSeconds, floor: floor, offset: offset)
        return Moment(epochSeconds: seconds, utcOffsetSeconds: now.utcOffsetSeconds).isoDateTime
    }

    /// This machine's time by its hybrid logical clock: what it tells the machine it syncs with.
    public func clockNow(_ now: Moment) throws -> Double {
        now.epochSeconds + Double(try read("read the clock") { try db.firstRow("SELECT offset_seconds FROM sync_clock")?.int("offset_seconds") ?? 0 })
    }

    /// How far ahead of this machine's time a sync may move its clock (`SyncClockRules`).
    public static let furthestLeadSeconds = SyncClockRules.furthestLeadSeconds

    /// The other machine's clock read `theirs` when this one's read `now`: a clock it follows
    /// (`SyncClockRules.offsetToFollow`) becomes the one edits are stamped by. The offset only
    /// grows, so two machines end keeping the same time. Inside a write.
    func followClock(_ theirs: Double, now: Moment) throws {
        guard let ahead = SyncClockRules.offsetToFollow(theirs: theirs, now: now.epochSeconds) else { return }
        try db.execute("UPDATE sync_clock SET offset_seconds = ? WHERE offset_seconds < ?", [ahead, ahead])
    }

    /// Raises the clock floor to `epoch` (never lowers it), but never past `furthestLeadSeconds`
    /// ahead of this machine's clock at `now`. Inside a write.
    func raiseClockFloor(to epoch: Double, now: Moment) throws {
        let offset = try db.firstRow("SELECT offset_seconds FROM sync_clock")?.int("offset_seconds") ?? 0
        guard let floor = SyncClockRules.floor(after: epoch, now: now.epochSeconds, offset: offset) else { return }
        // Only when it rises: a sync with nothing to change writes nothing.
        try db.execute("UPDATE sync_clock SET floor_epoch = ? WHERE floor_epoch < ?", [floor, floor])
    }

    /// Remembers that the record `uid` was deleted for good at `stamp`. Inside a write.
    func recordTombstone(_ uid: String, at stamp: String) throws {
        try db.execute("INSERT INTO tombstones (uid, deleted_at) VALUES (?, ?) ON CONFLICT(uid) DO NOTHING", [uid, stamp])
    }
}
