import Domain
import Formats
import Foundation
import Runtime
import Storage
import Sync

/// `gymtrack sync HOST`: this database and the one on HOST made equal over one ssh connection,
/// with `gymtrack sync --serve` running there (docs/sync.md). The conversation:
///
/// 1. Each side sends `hello` at once (its protocol, clock, device id and what it remembers of
///    its last syncs), then reads the other's: both know whether they may send only what changed.
/// 2. HOST sends `mark` (the watermark it sends through) and `changes` (an export of what it
///    changed since, or of everything).
/// 3. Here, those are merged into this database in one transaction (`Store.sync`), which gives
///    this database's changes as they were; `mark` and `changes` go to HOST.
/// 4. HOST merges them the same way and answers `summary` (or `error`).
///
/// The merge is the same on both sides, so both end equal. Each side writes in one
/// transaction: a connection cut at any point leaves each database as it was or merged, and
/// running sync again completes it. The frames, the hello and the merge are the Sync module's.

/// A sync that cannot go on stops the command with its sentence.
extension SyncFailure: CommandLineError {
    var exitStatus: Int32 { 1 }
}

private func peerWords(_ bytes: [UInt8]) -> String { SyncProtocol.peerWords(bytes) }

struct SyncOptions: Equatable {
    var host: String
    var dryRun = false
    /// The ssh command and its options, split at spaces ("ssh -p 2222").
    var ssh = "ssh"
    /// The gymtrack to run on HOST.
    var remoteCommand = "gymtrack"
    /// HOST's database, when not its default.
    var remoteDatabase: String?
}

/// The local side. Returns what to print.
func runSync(store: Store, options: SyncOptions, now: Moment) throws -> String {
    signal(SIGPIPE, SIG_IGN) // a connection that drops is an error to report, not a signal to die of
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var remote = "\(shellQuoted(options.remoteCommand)) sync --serve"
    if let database = options.remoteDatabase { remote += " --db \(shellQuoted(database))" }
    if options.dryRun { remote += " --dry-run" }
    let sshWords = options.ssh.split(separator: " ").map(String.init)
    process.arguments = sshWords + [options.host, remote]
    let toRemote = Pipe(), fromRemote = Pipe()
    process.standardInput = toRemote
    process.standardOutput = fromRemote
    do { try process.run() } catch {
        throw CommandFailure("Could not run \(sshWords.first ?? "ssh") to reach \(options.host): \(error.localizedDescription); check that ssh is installed.")
    }
    let channel = SyncChannel(input: fromRemote.fileHandleForReading.fileDescriptor,
                              output: toRemote.fileHandleForWriting.fileDescriptor, peer: options.host)
    defer {
        try? toRemote.fileHandleForWriting.close()
        // Whatever the other side still writes (an export this side stopped reading, after a
        // refusal) then ends it, rather than blocking both sides for good.
        try? fromRemote.fileHandleForReading.close()
        process.waitUntilExit()
    }
    let unreachable = "Could not sync with \(options.host): ssh ended before gymtrack answered there. Check that `ssh \(options.host) \(options.remoteCommand) --version` works; nothing was changed."
    /// The next frame, which must be `kind`: the other side's error is said as it said it.
    func expect(_ kind: String) throws -> [UInt8] {
        guard let frame = try channel.receive() else { throw CommandFailure(unreachable) }
        if frame.kind == "error" {
            throw CommandFailure("\(options.host): \(peerWords(frame.bytes)) Nothing was changed here.")
        }
        guard frame.kind == kind else { throw CommandFailure(unreachable) }
        return frame.bytes
    }
    // Each side says its hello before reading anything, so two versions never wait on each other.
    let mine = try store.syncHello(now: now)
    // A box that ended at once (no gymtrack there, another version) says why in what it wrote.
    try? channel.send("hello", mine.encoded())
    let helloBytes = try expect("hello")
    let theirs = try SyncHello.decode(helloBytes, from: options.host)
    guard theirs.protocolVersion == SyncProtocol.version else { throw SyncProtocol.otherVersion(theirs.protocolVersion, peer: options.host) }
    let fallback = syncFallback(myDevice: mine.device, mine: mine.peers[theirs.device], theirDevice: theirs.device, theirs: theirs.peers[mine.device])
    let markBytes = try expect("mark")
    let theirMark = try SyncMark.decode(markBytes, from: options.host)
    let changes = try expect("changes")
    debugStop(at: "received")
    let bundle: ImportBundle
    do { bundle = try ExportFormat.decode(changes) } catch let error as ImportError {
        throw CommandFailure("What \(options.host) sent could not be read (\(error.message)); nothing was changed.")
    }
    let peer = SyncPeer(device: theirs.device, mark: theirMark, fallback: fallback)
    let (here, ours, ourMark) = try store.sync(with: bundle, from: peer, theirClock: theirs.now, dryRun: options.dryRun, now: now, appVersion: version)
    debugStop(at: "merged")
    try channel.send("mark", ourMark.encoded())
    try channel.send("changes", ours, halfway: debugStops(at: "sending") ? { kill(getpid(), SIGKILL) } : nil)
    try? toRemote.fileHandleForWriting.close()
    guard let answer = try channel.receive() else {
        throw CommandFailure("The connection to \(options.host) ended before it said what it merged; this machine is synced (\(here.syncText)). Run gymtrack sync \(options.host) again to finish there.")
    }
    guard answer.kind == "summary" else {
        throw CommandFailure("\(options.host) could not merge: \(peerWords(answer.bytes)) This machine is synced (\(here.syncText)).")
    }
    var lines = [options.dryRun ? "Dry run, nothing written; a sync with \(options.host) would change:" : "Synced with \(options.host):"]
    lines.append("  here: \(here.syncText)")
    lines.append("  on \(options.host): \(peerWords(answer.bytes))")
    lines += (here.notes).map { "  \($0)" }
    if let fallback { lines.append("  \(fallback.words(peer: options.host)).") }
    // What went over the link, each frame with its header: what a slow link pays.
    func framed(_ kind: String, _ bytes: [UInt8]) -> Int { SyncFrameHeader(kind: kind, count: bytes.count).encoded().count + bytes.count }
    let sentBytes = framed("hello", mine.encoded()) + framed("mark", ourMark.encoded()) + framed("changes", ours)
    let receivedBytes = framed("hello", helloBytes) + framed("mark", markBytes) + framed("changes", changes) + framed("summary", answer.bytes)
    lines.append("  \(groupedThousands(sentBytes)) bytes sent, \(groupedThousands(receivedBytes)) received")
    let skew = theirs.now - mine.now
    if skew > Double(Store.furthestLeadSeconds) {
        lines.append("  \(options.host)'s clock is \(durationWords(skew)) ahead of this machine's, past the week a sync follows: edits here keep this machine's time; set \(options.host)'s clock right.")
    } else if abs(skew) >= 60 {
        lines.append("  \(options.host)'s clock is \(durationWords(abs(skew))) \(skew > 0 ? "ahead of" : "behind") this machine's: what was edited on both while apart is ordered by these clocks (docs/sync.md).")
    }
    return lines.joined(separator: "\n")
}

/// The side on the other machine: talks over standard input and output (ssh's channel).
func serveSync(store: Store, dryRun: Bool, now: Moment) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let channel = SyncChannel(input: 0, output: 1, peer: "the other machine")
    do {
        let mine = try store.syncHello(now: now)
        try channel.send("hello", mine.encoded())
        // The other side stopped (an error there, another version, or ssh cut): nothing to merge.
        guard let hello = try channel.receive(), hello.kind == "hello" else { return 1 }
        let theirs = try SyncHello.decode(hello.bytes, from: "the other machine")
        guard theirs.protocolVersion == SyncProtocol.version else { throw SyncProtocol.otherVersion(theirs.protocolVersion, peer: "the other machine") }
        let fallback = syncFallback(myDevice: mine.device, mine: mine.peers[theirs.device], theirDevice: theirs.device, theirs: theirs.peers[mine.device])
        let (ourMark, ours) = try store.syncChanges(for: theirs.device, fallback: fallback, now: now, appVersion: version)
        try channel.send("mark", ourMark.encoded())
        try channel.send("changes", ours)
        guard let mark = try channel.receive(), mark.kind == "mark", let changes = try channel.receive(), changes.kind == "changes" else { return 1 }
        let theirMark = try SyncMark.decode(mark.bytes, from: "the other machine")
        let bundle = try ExportFormat.decode(changes.bytes)
        let peer = SyncPeer(device: theirs.device, mark: theirMark, fallback: fallback)
        let (summary, _, _) = try store.sync(with: bundle, from: peer, sent: ourMark, theirClock: theirs.now, dryRun: dryRun,
                                             now: SystemClock.now(), appVersion: version)
        try channel.send("summary", Array((summary.syncText + summary.notes.map { "; " + $0 }.joined()).utf8))
        return 0
    } catch {
        let message = (error as? UserFacingError)?.message ?? (error as? ImportError)?.message ?? "\(error)"
        try? channel.send("error", Array(message.utf8))
        return 1
    }
}

/// `'…'` for a POSIX shell.
private func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// "10 minutes", "2 hours", "45 seconds".
private func durationWords(_ seconds: Double) -> String {
    let s = Int(min(seconds, 1e15).rounded())
    if s >= 2 * 86_400 { return plural(s / 86_400, "day") }
    if s >= 7200 { return plural(s / 3600, "hour") }
    if s >= 120 { return plural(s / 60, "minute") }
    return plural(s, "second")
}

/// A debug build stops dead at a stage of the sync when `GYMTRACK_SYNC_KILL_AT` names it, as
/// if the machine lost power there: the tests kill a sync at every stage and run it again.
private func debugStops(at stage: String) -> Bool {
    #if DEBUG
    return ProcessInfo.processInfo.environment["GYMTRACK_SYNC_KILL_AT"] == stage
    #else
    return false
    #endif
}

private func debugStop(at stage: String) {
    if debugStops(at: stage) { kill(getpid(), SIGKILL) }
}
