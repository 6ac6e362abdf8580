import Domain
import Formats
@testable import Storage
import Sync
import XCTest

/// Three machines used apart at random (workouts logged, finished, thrown away; sets taken
/// back; notes on both sides; challenge sets; weigh-ins made and deleted; programs saved and
/// deleted) and synced in random pairs, a fourth of the syncs cut before the second side took
/// them: after syncing around, all three hold the same export, every set of a
/// finished workout is there and nothing deleted came back. SYNC_PROPERTY_RUNS sets how many
/// runs (2 by default), SYNC_PROPERTY_SEED another series of them.
extension SyncStoreTests {
    func testThreeMachinesSyncedInRandomPairsWithCutsConvergeAndLoseNothing() throws {
        let environment = ProcessInfo.processInfo.environment
        let runs = Int(environment["SYNC_PROPERTY_RUNS"] ?? "") ?? 2
        var random = SeededRandom(seed: UInt64(environment["SYNC_PROPERTY_SEED"] ?? "") ?? 0xC0_4E_12_6E)
        for run in 0..<runs {
            let machines = [try newStore("a\(run).sqlite"), try newStore("b\(run).sqlite"), try newStore("c\(run).sqlite")]
            var world = World()
            var clock = SystemClock.now().epochSeconds.rounded(.down)
            // Each knows the other two from the start: a tombstone ends once all three hold it
            // (a machine never synced with cannot have acknowledged it).
            for (x, y) in [(0, 1), (1, 2), (2, 0)] { try sync(machines[x], machines[y]) }
            for _ in 0..<40 {
                clock += 7
                let now = Moment(epochSeconds: clock, utcOffsetSeconds: 3600)
                let i = Int.random(in: 0..<3, using: &random)
                try act(on: machines[i], Int.random(in: 0..<10, using: &random), now: now, world: &world, random: &random)
                if Bool.random(using: &random) {
                    var pair = [0, 1, 2].shuffled(using: &random)
                    pair.removeLast()
                    try SyncConversation.run(machines[pair[0]], machines[pair[1]], now: now, cut: Int.random(in: 0..<4, using: &random) == 0)
                }
            }
            // Every workout still in progress is finished where it is, then all sync around.
            for machine in machines {
                if let workout = try machine.loadActiveWorkout() {
                    clock += 7
                    try machine.finishWorkout(workout, partial: false, endedAt: Moment(epochSeconds: clock, utcOffsetSeconds: 3600))
                    world.finished(workout.id, sets: workout.steps.flatMap(\.sets).map(\.id))
                }
            }
            for (x, y) in [(0, 1), (1, 2), (2, 0), (0, 1), (1, 2)] { try sync(machines[x], machines[y]) }

            // The same bytes: the export orders every list by its records' keys, not by the
            // order rows arrived in. Tombstones aside: each machine ends them once every other
            // has acknowledged them.
            let exports = try machines.map { try exportText($0, withoutTombstones: true) }
            XCTAssertEqual(exports[0], exports[1], "run \(run): the first two machines differ")
            XCTAssertEqual(exports[1], exports[2], "run \(run): the last two machines differ")
            let held = try exported(machines[0])
            let sets = Set(held.sessions.filter { $0.deletedAt == nil }.flatMap { $0.steps.flatMap { $0.sets.map(\.uid) } })
            XCTAssertTrue(world.kept.isSubset(of: sets), "run \(run): lost \(world.kept.subtracting(sets).sorted().prefix(3))")
            XCTAssertTrue(world.gone.isDisjoint(with: sets.union(held.body.filter { $0.deletedAt == nil }.map(\.uid))),
                          "run \(run): came back: \(world.gone.intersection(sets).sorted().prefix(3))")
            for machine in machines { XCTAssertEqual(try integrity(machine), "ok") }

        }
    }

    /// Two syncs at once against one database (two terminals each running `gymtrack sync`,
    /// with two machines): each merge is one write transaction, so one waits for the other and
    /// neither interleaves with it; both end whole, and syncing around converges.
    func testTwoSyncsAtOnceAgainstOneDatabaseWaitForEachOther() throws {
        let phone = try newStore("phone.sqlite")
        _ = try logWorkout(on: box, at: at(0), sets: 2)
        _ = try logWorkout(on: phone, at: at(600), sets: 3)
        let laptopAgain = try Store(path: folder.appendingPathComponent("laptop.sqlite").path)
        let failures = Failures()
        let group = DispatchGroup()
        // Each pair of connections is used on its own thread only.
        for pair in [Pair(here: laptop, there: box), Pair(here: laptopAgain, there: phone)] {
            DispatchQueue.global().async(group: group) {
                do { try SyncConversation.run(pair.here, pair.there) } catch { failures.add("\(error)") }
            }
        }
        group.wait()
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try exported(laptop).sessions.count, 2)
        try sync(laptop, box)
        try sync(laptop, phone)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
        XCTAssertEqual(try exportText(laptop), try exportText(phone))
        XCTAssertEqual(try integrity(laptop), "ok")
    }

    /// What the machines were told: sets of finished workouts kept, and what was deleted.
    struct World {
        var kept: Set<String> = []
        var gone: Set<String> = []
        var notes = 0

        mutating func finished(_ session: String, sets: [String]) { kept.formUnion(sets.filter { !gone.contains($0) }) }
    }

    private func act(on store: Store, _ action: Int, now: Moment, world: inout World, random: inout SeededRandom) throws {
        let finished = try store.db.rows("SELECT uid FROM sessions WHERE status = 'finished' AND deleted_at IS NULL").map { try $0.requiredString("uid", table: "sessions") }
        switch action {
        case 0:
            guard try store.loadActiveWorkout() == nil else { return }
            let session = try logWorkout(on: store, at: now.adding(seconds: -3700), sets: 2)
            world.finished(session, sets: try setIDs(of: session, in: store))
        case 1:
            guard let session = finished.randomElement(using: &random), let set = try setIDs(of: session, in: store).randomElement(using: &random) else { return }
            try store.editPastSession(.deleteSet(session: session, set: set), now: now)
            world.kept.remove(set)
            world.gone.insert(set)
        case 2, 3:
            guard let session = finished.randomElement(using: &random) else { return }
            world.notes += 1
            if action == 2 {
                try store.editPastSession(.note(session: session, "note \(world.notes)"), now: now)
            } else if let set = try setIDs(of: session, in: store).randomElement(using: &random) {
                try store.editPastSession(.setNote(session: session, set: set, "set note \(world.notes)"), now: now)
            }
        case 4:
            _ = try store.adjustChallenge(day: now.day, by: 1, target: 5, now: now)
        case 5:
            _ = try store.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: Double(Int.random(in: 70...90, using: &random)), date: now.day, measured: now), now: now)
        case 6:
            guard let uid = try store.db.firstRow("SELECT uid FROM body_measurements WHERE deleted_at IS NULL ORDER BY random()")?.string("uid") else { return }
            try store.deleteBodyMeasurement(uid: uid, now: now)
            world.gone.insert(uid)
        case 7:
            if let workout = try store.loadActiveWorkout() {
                if Bool.random(using: &random) {
                    try store.finishWorkout(workout, partial: false, endedAt: now)
                    world.finished(workout.id, sets: workout.steps.flatMap(\.sets).map(\.id))
                } else {
                    // Finished where a sync carried it, it is kept (docs/sync.md): not gone.
                    try store.discardWorkout(workout, now: now)
                }
            } else {
                let workout = try beginWorkout(on: store, at: now)
                try logSet(on: store, workout: workout, at: now.adding(seconds: 1))
            }
        case 8:
            let key = ["GZCLP", "5X5"].randomElement(using: &random)!
            _ = try store.saveProgram(ProgramRecord(key: key, text: "program \"\(key) \(world.notes)\""), now: now)
        default:
            guard let program = try store.programs().randomElement(using: &random) else { return }
            try store.deleteProgram(uid: program.uid, now: now)
        }
    }

    final class Pair: @unchecked Sendable {
        let here: Store, there: Store
        init(here: Store, there: Store) { (self.here, self.there) = (here, there) }
    }

    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) { lock.withLock { list.append(failure) } }
        var all: [String] { lock.withLock { list } }
    }

}
