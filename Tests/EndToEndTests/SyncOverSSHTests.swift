import BundledPlans
import DemoData
import Domain
import Foundation
@testable import Storage
import XCTest

/// `gymtrack sync` between two databases over a real sshd (a throwaway one on a high port,
/// started and stopped here), as between a laptop that trained offline and a home box.
final class SyncOverSSHTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var sshd: ThrowawaySSHD!
    private var laptop: String { folder.path("laptop.sqlite") }
    private var box: String { folder.path("box.sqlite") }
    /// The laptop's clock is ten minutes ahead of the box's.
    private let skew = 600.0
    private var laptopClock: FakeClock!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        sshd = try ThrowawaySSHD(folder: folder)
        laptopClock = try FakeClock(folder: folder, at: SystemClock.now().epochSeconds.rounded(.down) + skew)
    }

    override func tearDown() {
        sshd?.stop()
        sshd = nil
        folder = nil
    }

    func testTwoDatabasesUsedApartEndEqualAfterASyncOverSSHEvenWhenCutAtAnyPoint() throws {
        // Before: each machine has trained on its own, an hour ago.
        let shared = try logWorkout(in: laptop, at: earlier(laptopClock.now, by: 3600), sets: 3)
        _ = try logWorkout(in: box, at: earlier(SystemClock.now(), by: 3600), sets: 2)

        let first = try sync()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("Synced with 127.0.0.1:"), first.stdout)
        XCTAssertTrue(first.stdout.contains("here: 1 session added (2 sets)"), first.stdout)
        XCTAssertTrue(first.stdout.contains("on 127.0.0.1: 1 session added (3 sets)"), first.stdout)
        XCTAssertTrue(first.stdout.contains("127.0.0.1's clock is"), first.stdout)
        XCTAssertTrue(first.stdout.contains("minutes behind this machine's"), first.stdout)
        XCTAssertEqual(try export(laptop), try export(box))

        // Apart. The laptop (its clock ahead) takes a set back, notes the session and does a
        // challenge set, two minutes ago by the true time; the box, later by the true time but
        // earlier by its clock, notes the same session, does two challenge sets and weighs in.
        try withStore(laptop) { store in
            let set = try XCTUnwrap(try store.db.firstRow("""
                SELECT l.uid FROM set_logs l JOIN sessions s ON s.id = l.session_id WHERE s.uid = ? ORDER BY l.set_index
                """, [shared])?.string("uid"))
            try store.editPastSession(.deleteSet(session: shared, set: set), now: earlier(laptopClock.now, by: 120))
            try store.editPastSession(.note(session: shared, "from the laptop"), now: earlier(laptopClock.now, by: 120))
        }
        try gymtrack(laptop, ["challenge", "+1"], clock: laptopClock)
        try withStore(box) { store in
            try store.editPastSession(.note(session: shared, "from the box, later"), now: SystemClock.now())
        }
        try gymtrack(box, ["challenge", "+1"])
        try gymtrack(box, ["challenge", "+1"])
        try gymtrack(box, ["weigh", "81.5"])

        let dryRun = try sync(["--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.hasPrefix("Dry run, nothing written"), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("here: 1 session updated (2 sets), 1 challenge day, 1 body measurement"), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("on 127.0.0.1: 1 session updated (2 sets), 1 challenge day; The note on"), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("was changed on both machines; both texts are kept, marked [two versions]."), dryRun.stdout)
        XCTAssertNotEqual(try export(laptop), try export(box), "a dry run changes nothing")

        let second = try sync()
        XCTAssertEqual(second.status, 0, second.stderr)
        let (l, b) = (try export(laptop), try export(box))
        XCTAssertEqual(l, b)
        let session = try XCTUnwrap(sessions(l).first { $0["uid"] as? String == shared })
        XCTAssertEqual(session["note"] as? String, "[two versions] from the laptop || from the box, later",
                       "a note changed on both machines since they last synced keeps both texts, the one stamped later first")
        XCTAssertEqual(setCount(session), 2, "the set taken back stays away")
        for database in [laptop, box] {
            XCTAssertTrue(try gymtrack(database, ["status"]).stdout.contains("challenge 3/3"), "one set here and two there add up")
        }

        // Cut at every point: each database stays whole, and the next sync completes it.
        for (i, stage) in ["received", "merged", "sending"].enumerated() {
            try gymtrack(laptop, ["weigh", "80.\(i)", "--date", Day(year: 2026, month: 1, day: 1 + i).iso], clock: laptopClock)
            try gymtrack(box, ["measure", "waist", "8\(i)", "--date", Day(year: 2026, month: 2, day: 1 + i).iso])
            let cut = try sync(environment: ["GYMTRACK_SYNC_KILL_AT": stage])
            XCTAssertNotEqual(cut.status, 0, "killed when \(stage)")
            for database in [laptop, box] { XCTAssertEqual(try integrityCheck(database), "ok", "after a cut when \(stage)") }
            let again = try sync()
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(try export(laptop), try export(box), "after a cut when \(stage) and a second sync")
        }
        XCTAssertEqual((try export(laptop)["body"] as? [Any])?.count, 7, "a weigh-in and three cut syncs' weigh-ins and measurements")
    }

    /// Ten years on the laptop, synced once: a sync with nothing to change commits nothing on
    /// either machine (a terminal open on each sees no commit) and costs a few bytes each way;
    /// then one workout logged on the box costs about that workout.
    func testASyncWithNothingToChangeCommitsNothingAndOneWorkoutMovesAlone() throws {
        try withStore(laptop) { store in
            _ = try HistoryGenerator(splits: DefaultSplits.all).fill(store, years: 10, today: earlier(laptopClock.now, by: 86_400))
        }
        let first = try sync()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("first sync with 127.0.0.1"), first.stdout)
        XCTAssertGreaterThan(try bytes(first.stdout).sent, 10_000_000, "ten years, the first time")

        let watchers = try [laptop, box].map { try Store(path: $0) }
        let versions = try watchers.map { try $0.db.firstRow("PRAGMA data_version")?.int("data_version") }
        for watcher in watchers { _ = watcher.changedElsewhere() }
        let idle = try sync()
        XCTAssertEqual(idle.status, 0, idle.stderr)
        XCTAssertFalse(idle.stdout.contains("whole history"), idle.stdout)
        XCTAssertEqual(try watchers.map { try $0.db.firstRow("PRAGMA data_version")?.int("data_version") }, versions, "a commit: \(idle.stdout)")
        // What a terminal open on either asks when its files change: nothing to read again.
        for watcher in watchers { XCTAssertNil(watcher.changedElsewhere(), "a terminal would wake: \(idle.stdout)") }
        let (sent, received) = try bytes(idle.stdout)
        XCTAssertLessThanOrEqual(sent, 4096, idle.stdout)
        XCTAssertLessThanOrEqual(received, 4096, idle.stdout)

        let one = try logWorkout(in: box, at: earlier(SystemClock.now(), by: 3600), sets: 1)
        let moved = try sync()
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertTrue(moved.stdout.contains("here: 1 session added (1 set)"), moved.stdout)
        XCTAssertLessThanOrEqual(try bytes(moved.stdout).received, 16_384, moved.stdout)
        XCTAssertNotNil(sessions(try export(laptop)).first { $0["uid"] as? String == one })
        XCTAssertEqual(try export(laptop), try export(box))
    }

    /// "  1,234 bytes sent, 567 received" of a sync's summary.
    private func bytes(_ summary: String) throws -> (sent: Int, received: Int) {
        let line = try XCTUnwrap(summary.split(separator: "\n").first { $0.hasSuffix(" received") }, summary)
        let numbers = line.split(separator: " ").compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        XCTAssertEqual(numbers.count, 2, String(line))
        return (numbers[0], numbers[1])
    }

    func testAHostWithoutGymtrackIsSaidInOneSentence() throws {
        let result = try runProcess(gymtrackBinary(), ["--db", laptop, "sync", "--ssh", sshd.command, "--remote-command", "/nonexistent/gymtrack",
                                                       "--remote-db", box, "127.0.0.1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Could not sync with 127.0.0.1: ssh ended before gymtrack answered there."), result.stderr)
    }

    // MARK: - Helpers

    /// `gymtrack sync` on the laptop (by its clock), with the box over ssh (by the true time).
    @discardableResult
    private func sync(_ options: [String] = [], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess(gymtrackBinary(), ["--db", laptop, "sync", "--ssh", sshd.command, "--remote-command", gymtrackBinary(),
                                          "--remote-db", box, "127.0.0.1"] + options,
                       environment: laptopClock.environment.merging(environment) { $1 })
    }

    private func earlier(_ moment: Moment, by seconds: Double) -> Moment {
        Moment(epochSeconds: moment.epochSeconds - seconds, utcOffsetSeconds: moment.utcOffsetSeconds)
    }

    @discardableResult
    private func gymtrack(_ database: String, _ arguments: [String], clock: FakeClock? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try runProcess(gymtrackBinary(), ["--db", database] + arguments, environment: clock?.environment ?? [:])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    /// The export as JSON objects, in an order that does not depend on which rows were written first.
    private func export(_ database: String) throws -> [String: NSObject] {
        let result = try gymtrack(database, ["export"])
        var document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: NSObject])
        document["createdAt"] = nil
        func sorted(_ key: String, by field: String) {
            let rows = (document[key] as? [[String: NSObject]]) ?? []
            document[key] = rows.sorted { "\($0[field] ?? "" as NSString)" < "\($1[field] ?? "" as NSString)" } as NSArray
        }
        sorted("sessions", by: "uid")
        sorted("splits", by: "sessionType")
        sorted("body", by: "uid")
        return document
    }

    private func sessions(_ export: [String: NSObject]) -> [[String: Any]] { export["sessions"] as? [[String: Any]] ?? [] }

    private func setCount(_ session: [String: Any]) -> Int {
        (session["steps"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["sets"] as? [Any])?.count ?? 0) }
    }

    private func integrityCheck(_ database: String) throws -> String? {
        try withStore(database) { try $0.db.firstRow("PRAGMA integrity_check")?.string(0) }
    }

    private func withStore<T>(_ database: String, _ body: (Store) throws -> T) throws -> T {
        let store = try Store(path: database)
        try store.installDefaultSplits({ DefaultSplits.all }, now: SystemClock.now())
        return try body(store)
    }

    /// A finished workout of `sets` sets begun at `start`, written as the tracker writes one. Its id.
    private func logWorkout(in database: String, at start: Moment, sets: Int) throws -> String {
        try withStore(database) { store in
            var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
            let begun = try store.begin(workout, now: start)
            workout.id = begun.id
            let position = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .sets })
            for i in 0..<sets {
                let at = Moment(epochSeconds: start.epochSeconds + Double(60 * (i + 1)), utcOffsetSeconds: start.utcOffsetSeconds)
                try store.changeWorkout(id: workout.id, .logSet(step: position, SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: at.epochSeconds),
                                                                stepUID: begun.steps[position]), now: at)
            }
            try store.finishWorkout(try XCTUnwrap(try store.loadActiveWorkout()), partial: false,
                                    endedAt: Moment(epochSeconds: start.epochSeconds + 1800, utcOffsetSeconds: start.utcOffsetSeconds))
            return workout.id
        }
    }
}

/// An sshd of the test's own: a throwaway host key and client key in the test's folder, on a
/// high port of the loopback, taking only that key. Stopped by `stop`.
final class ThrowawaySSHD {
    let port: Int
    /// The ssh command that reaches it (`gymtrack sync --ssh`).
    let command: String
    private let pidFile: String

    init(folder: TemporaryFolder) throws {
        guard let sshd = ["/usr/sbin/sshd", "/usr/bin/sshd"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let keygen = which("ssh-keygen"), which("ssh") != nil else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("sshd and ssh are required for the sync tests under CI: apt-get install openssh-server openssh-client")
            }
            throw XCTSkip("sshd is not installed; the sync tests need it (apt-get install openssh-server)")
        }
        let hostKey = folder.path("ssh_host_key"), clientKey = folder.path("client_key")
        for key in [hostKey, clientKey] {
            let made = try runProcess(keygen, ["-q", "-t", "ed25519", "-N", "", "-f", key])
            guard made.status == 0 else { throw XCTSkip("ssh-keygen failed: \(made.stderr)") }
        }
        try FileManager.default.copyItem(atPath: clientKey + ".pub", toPath: folder.path("authorized_keys"))
        // sshd run by root wants its privilege separation folder.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        pidFile = folder.path("sshd.pid")
        var started: Int?
        for _ in 0..<5 where started == nil {
            let port = Int.random(in: 20_000..<60_000)
            let config = folder.path("sshd_config")
            try """
                Port \(port)
                ListenAddress 127.0.0.1
                HostKey \(hostKey)
                AuthorizedKeysFile \(folder.path("authorized_keys"))
                PidFile \(pidFile)
                StrictModes no
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                UsePAM no
                """.write(toFile: config, atomically: true, encoding: .utf8)
            let run = try runProcess(sshd, ["-f", config, "-E", folder.path("sshd.log")])
            guard run.status == 0 else { continue }
            started = port
        }
        guard let port = started else {
            let log = (try? String(contentsOfFile: folder.path("sshd.log"), encoding: .utf8)) ?? ""
            XCTFail("sshd would not start: \(log)")
            throw XCTSkip("no sshd")
        }
        self.port = port
        command = "ssh -F /dev/null -p \(port) -i \(clientKey) -o BatchMode=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR"
        // Up once it lets a command through.
        let words = command.split(separator: " ").map(String.init)
        let up = waitForResult { () -> Bool? in
            ((try? runProcess(which("ssh")!, Array(words.dropFirst()) + ["127.0.0.1", "true"]))?.status == 0) ? true : nil
        }
        if up == nil {
            stop()
            let log = (try? String(contentsOfFile: folder.path("sshd.log"), encoding: .utf8)) ?? ""
            XCTFail("sshd on port \(port) did not let a command through: \(log)")
            throw XCTSkip("no sshd")
        }
    }

    func stop() {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
        kill(pid, SIGTERM)
    }
}
