/// What one machine remembers of its last sync with another (docs/sync.md, "What travels"):
/// the stamp watermark the other said it sent through, and the one this machine sent through,
/// in seconds since 1970.
public struct SyncMarks: Equatable, Sendable {
    public var received: Int
    public var sent: Int

    public init(received: Int, sent: Int) {
        self.received = received
        self.sent = sent
    }
}

/// Why a sync sends the whole history rather than what changed since the last one.
public enum SyncFallback: Equatable, Sendable {
    /// The two have never synced (or one forgot: an erase, an import).
    case firstSync
    /// Each remembers the last sync differently: a backup restored, a database copied by
    /// hand, or the last sync cut before one side took it.
    case disagree
    /// Both databases carry one device id: one was copied from the other by hand.
    case sameDevice

    public func words(peer: String) -> String {
        switch self {
        case .firstSync: "first sync with \(peer) (or one side's history was replaced since): the whole history went each way"
        case .disagree: "\(peer) remembers the last sync differently (a backup restored, a database copied, or a sync cut short): the whole history went each way"
        case .sameDevice: "\(peer)'s database has this one's device id (one was copied from the other by hand): the whole history went each way"
        }
    }
}

/// Whether two machines may send each other only what changed: both remember their last sync
/// alike. Nil when they do; else why not. The same answer on both sides, as each sees both hellos.
public func syncFallback(myDevice: String, mine: SyncMarks?, theirDevice: String, theirs: SyncMarks?) -> SyncFallback? {
    if myDevice == theirDevice { return .sameDevice }
    guard let mine, let theirs else { return .firstSync }
    return mine.received == theirs.sent && mine.sent == theirs.received ? nil : .disagree
}
