import Domain

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
        let seconds = now.epochSeconds.rounded(.down)
        guard offset != 0 || Double(floor) >= seconds else { return now.isoDateTime }
        return Moment(epochSeconds: max(seconds + Double(offset), Double(floor + 1)), utcOffsetSeconds: now.utcOffsetSeconds).isoDateTime
    }

    /// This machine's time by its hybrid logical clock: what it tells the machine it syncs with.
    public func clockNow(_ now: Moment) throws -> Double {
        now.epochSeconds + Double(try read("read the clock") { try db.firstRow("SELECT offset_seconds FROM sync_clock")?.int("offset_seconds") ?? 0 })
    }

    /// How far ahead of this machine's time a sync may move its clock: past any clock set a
    /// little wrong, short of a typo'd year. A record stamped further ahead keeps its stamp but
    /// does not drag the clock, so edits made after it stay ordered by real time and stay
    /// within the years an export can carry.
    public static let furthestLeadSeconds = 7 * 86_400

    /// The other machine's clock read `theirs` when this one's read `now`: a clock ahead of
    /// this machine's by more than a second, and less than `furthestLeadSeconds`, becomes the
    /// one edits are stamped by (the offset only grows, so two machines end keeping the same
    /// time). Inside a write.
    func followClock(_ theirs: Double, now: Moment) throws {
        guard theirs.isFinite else { return }
        let ahead = (theirs - now.epochSeconds).rounded(.down)
        guard ahead > 1, ahead <= Double(Self.furthestLeadSeconds) else { return }
        try db.execute("UPDATE sync_clock SET offset_seconds = max(offset_seconds, ?)", [Int(ahead)])
    }

    /// Raises the clock floor to `epoch` (never lowers it), but never past `furthestLeadSeconds`
    /// ahead of this machine's clock at `now`. Inside a write.
    func raiseClockFloor(to epoch: Double, now: Moment) throws {
        let offset = try db.firstRow("SELECT offset_seconds FROM sync_clock")?.int("offset_seconds") ?? 0
        let furthest = now.epochSeconds.rounded(.down) + Double(offset + Self.furthestLeadSeconds)
        guard epoch.isFinite else { return }
        try db.execute("UPDATE sync_clock SET floor_epoch = max(floor_epoch, ?)", [Int(min(epoch.rounded(.up), furthest))])
    }

    /// Remembers that the record `uid` was deleted for good at `stamp`. Inside a write.
    func recordTombstone(_ uid: String, at stamp: String) throws {
        try db.execute("INSERT INTO tombstones (uid, deleted_at) VALUES (?, ?) ON CONFLICT(uid) DO NOTHING", [uid, stamp])
    }
}
