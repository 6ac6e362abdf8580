/// The hybrid logical clock's rules (docs/sync.md, "Clocks"): what time an edit is stamped
/// with, and what of another machine's clock and stamps this one follows. Storage keeps the
/// floor and the offset; these decide what they become.
public enum SyncClockRules {
    /// How far ahead of this machine's time a sync may move its clock: past any clock set a
    /// little wrong, short of a typo'd year. A record stamped further ahead keeps its stamp but
    /// does not drag the clock, so edits made after it stay ordered by real time and stay
    /// within the years an export can carry.
    public static let furthestLeadSeconds = 7 * 86_400

    /// How long a machine may go unsynced before the tombstones it holds back are named.
    public static let longUnseenSeconds = 90 * 86_400

    /// The second an edit made at `now` (this machine's time) is stamped with: `now` on the
    /// fastest clock synced with (`offset` ahead), and never before a second after `floor`
    /// (the latest time a sync brought in). So an edit made after a sync wins over what it
    /// brought, and edits made apart after a sync are ordered as they happened.
    public static func stampSeconds(now: Double, floor: Int, offset: Int) -> Double {
        max(now.rounded(.down) + Double(offset), Double(floor + 1))
    }

    /// The offset this machine takes when the other's clock read `theirs` as this one's read
    /// `now`: the whole seconds it is ahead, when that is more than a second and no more than
    /// `furthestLeadSeconds`; nil when it is not followed (the offset only grows, elsewhere).
    public static func offsetToFollow(theirs: Double, now: Double) -> Int? {
        guard theirs.isFinite, now.isFinite else { return nil }
        let ahead = (theirs - now).rounded(.down)
        guard ahead > 1, ahead <= Double(furthestLeadSeconds) else { return nil }
        return Int(ahead)
    }

    /// The floor a sync that brought stamps up to `latest` sets, when this machine's clock
    /// reads `now` with `offset`: `latest`, but never past `furthestLeadSeconds` ahead.
    /// Nil when `latest` is no time at all.
    public static func floor(after latest: Double, now: Double, offset: Int) -> Int? {
        guard latest.isFinite, now.isFinite else { return nil }
        let furthest = now.rounded(.down) + Double(offset + furthestLeadSeconds)
        return Int(min(latest.rounded(.up), furthest))
    }
}
