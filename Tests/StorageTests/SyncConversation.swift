import Domain
import Formats
@testable import Storage
import Sync

/// One `gymtrack sync` between two Stores in this process, as the command's conversation goes:
/// both hellos, `there`'s changes merged `here`, then `here`'s merged `there` (unless `cut`:
/// the second half lost, as when the connection drops).
struct SyncConversation {
    var here: ImportSummary
    var there: ImportSummary?
    var fallback: SyncFallback?
    /// The changes each way, as they went over the wire.
    var toHere: [UInt8]
    var toThere: [UInt8]

    @discardableResult
    static func run(_ here: Store, _ there: Store, now: Moment = SystemClock.now(), cut: Bool = false, dryRun: Bool = false) throws -> SyncConversation {
        let (mine, theirs) = (try here.syncHello(now: now), try there.syncHello(now: now))
        let fallback = syncFallback(myDevice: mine.device, mine: mine.peers[theirs.device], theirDevice: theirs.device, theirs: theirs.peers[mine.device])
        let (theirMark, theirChanges) = try there.syncChanges(for: mine.device, fallback: fallback, now: now, appVersion: "test")
        let (summary, ours, ourMark) = try here.sync(with: try ExportFormat.decode(theirChanges),
                                                     from: SyncPeer(device: theirs.device, mark: theirMark, fallback: fallback),
                                                     theirClock: theirs.now, dryRun: dryRun, now: now, appVersion: "test")
        var conversation = SyncConversation(here: summary, there: nil, fallback: fallback, toHere: theirChanges, toThere: ours)
        guard !cut else { return conversation }
        conversation.there = try there.sync(with: try ExportFormat.decode(ours),
                                            from: SyncPeer(device: mine.device, mark: ourMark, fallback: fallback),
                                            sent: theirMark, theirClock: mine.now, dryRun: dryRun, now: now, appVersion: "test").summary
        return conversation
    }
}
