import BundledPlans
import Domain
import Foundation
import Storage

/// What one `gymtrack sync` cost: its wall time and the bytes its summary says went each way.
struct SyncRun {
    let seconds: Double
    /// From this machine (the laptop) to the box, and back.
    let sent: Double, received: Double
}

/// Two copies of the history synced over a throwaway sshd: the laptop runs `gymtrack sync`,
/// the box answers through ssh, both on this machine. What the measures that share them saw.
final class SyncPair {
    let sshd: ThrowawaySSHD
    let laptop: String, box: String
    /// The sync that found two machines that had never synced: the whole history each way.
    var first: SyncRun?
    /// The costliest of the syncs measured, by bytes each way: what the byte budgets are about.
    var nothingToChange: SyncRun?, oneNewWorkout: SyncRun?

    init(sshd: ThrowawaySSHD, laptop: String, box: String) {
        self.sshd = sshd
        self.laptop = laptop
        self.box = box
    }
}

/// The measures of `gymtrack sync` over a local sshd, against `ssh HOST true` over the same one.
extension Bench {
    /// The least a sync costs: ssh connecting to the same sshd and running a command there.
    var sshTrueFloor: Floor {
        Floor(name: "ssh HOST true") { [unowned self] in
            let sshd = try syncPair().sshd
            let run = try timeCommandStatus(sshd.command + [sshd.host, "true"])
            guard run.status == 0 else { throw BenchError("ssh \(sshd.host) true failed (status \(run.status))") }
            return run.seconds
        }
    }

    /// Two copies of the history, the box's given a device id of its own (as a machine that
    /// took the same workouts apart would have), and their first sync, which is recorded.
    func syncPair() throws -> SyncPair {
        if let syncing { return syncing }
        let sshd = try ThrowawaySSHD(folder: folder + "/sshd")
        let pair = SyncPair(sshd: sshd, laptop: try copy("laptop.sqlite"), box: try copy("box.sqlite"))
        syncing = pair
        // A copy keeps its original's device id, which sync takes for a database copied by hand.
        try Connection(path: pair.box, create: false).execute("UPDATE sync_clock SET device = lower(hex(randomblob(10)))")
        progress("the first sync of the two copies (the whole history each way) …")
        pair.first = try sync(pair)
        return pair
    }

    /// The first sync of the two copies, taken once.
    func firstSync() throws -> SyncRun {
        guard let first = try syncPair().first else { throw BenchError("the first sync of the two copies was not recorded") }
        return first
    }

    /// A sync with nothing to change on either side.
    func timeSyncWithNothingToChange() throws -> Double {
        let pair = try syncPair()
        let run = try sync(pair, whole: false)
        pair.nothingToChange = costlier(pair.nothingToChange, run)
        return run.seconds
    }

    /// A sync after one workout logged on the box (not timed), which the laptop receives.
    func timeSyncOfOneNewWorkout() throws -> Double {
        let pair = try syncPair()
        try logWorkout(in: pair.box)
        let run = try sync(pair, whole: false)
        pair.oneNewWorkout = costlier(pair.oneNewWorkout, run)
        return run.seconds
    }

    /// The bytes of a measure's syncs (the costliest sample), one sync taken when its measure
    /// of time was not run.
    func syncBytes(_ recorded: (SyncPair) -> SyncRun?, _ measure: () throws -> Double) throws -> SyncRun {
        if let run = recorded(try syncPair()) { return run }
        _ = try measure()
        guard let run = recorded(try syncPair()) else { throw BenchError("a sync was measured but its bytes were not recorded") }
        return run
    }

    /// `gymtrack sync` on the laptop with the box over ssh: its time and its summary's bytes.
    /// `whole` says whether the whole history must go: when it does where it should not, the
    /// measure is not of what it says, and stops.
    private func sync(_ pair: SyncPair, whole: Bool = true) throws -> SyncRun {
        let gymtrack = absolute(try binary())
        let summary = folder + "/sync-summary.txt"
        let run = try timeCommandStatus([gymtrack, "--db", pair.laptop, "sync", "--ssh", pair.sshd.command.joined(separator: " "),
                                         "--remote-command", gymtrack, "--remote-db", pair.box, pair.sshd.host], output: summary)
        let text = (try? String(contentsOfFile: summary, encoding: .utf8)) ?? ""
        guard run.status == 0 else { throw BenchError("gymtrack sync failed (status \(run.status)): \(text)") }
        guard text.contains("the whole history") == whole else {
            throw BenchError("gymtrack sync \(whole ? "did not send" : "sent") the whole history: \(text)")
        }
        // "  1,234 bytes sent, 567 received"
        guard let line = text.split(separator: "\n").first(where: { $0.hasSuffix(" received") }) else {
            throw BenchError("the sync's summary says no bytes sent and received: \(text)")
        }
        let numbers = line.split(separator: " ").compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }
        guard numbers.count == 2 else { throw BenchError("the sync's bytes could not be read from: \(line)") }
        return SyncRun(seconds: run.seconds, sent: numbers[0], received: numbers[1])
    }

    /// A finished workout of three sets begun an hour ago, written as the tracker writes one.
    private func logWorkout(in database: String) throws {
        let store = try Store(path: database)
        let start = SystemClock.now()
        let begun = Moment(epochSeconds: start.epochSeconds - 3600, utcOffsetSeconds: start.utcOffsetSeconds)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: begun)
        let ids = try store.begin(workout, now: start)
        workout.id = ids.id
        guard let position = workout.steps.firstIndex(where: { $0.plan.kind == .sets }) else {
            throw BenchError("the first default split has no step of sets to log")
        }
        for i in 0..<3 {
            let set = SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: begun.epochSeconds + Double(60 * (i + 1)))
            _ = try store.changeWorkout(id: workout.id, .logSet(step: position, set, stepUID: ids.steps[position]), now: SystemClock.now())
        }
        guard let active = try store.loadActiveWorkout() else { throw BenchError("the workout logged on the box is not in progress") }
        _ = try store.finishWorkout(active, partial: false,
                                    endedAt: Moment(epochSeconds: begun.epochSeconds + 1800, utcOffsetSeconds: begun.utcOffsetSeconds))
    }
}

/// Of two syncs, the one that sent or received more.
private func costlier(_ a: SyncRun?, _ b: SyncRun) -> SyncRun {
    guard let a else { return b }
    return max(a.sent, a.received) >= max(b.sent, b.received) ? a : b
}

/// A path the box's shell finds from its home folder too.
private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
