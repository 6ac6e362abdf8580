import BundledPlans
import Domain
import Formats
import Sync
@testable import Storage
import XCTest

/// Two machines' databases used apart, then synced as `gymtrack sync` does it (each side merges
/// the other's export in one transaction), must end equal with nothing either recorded lost.
final class SyncStoreTests: XCTestCase {
    var folder: URL!
    var laptop: Store!
    var box: Store!
    /// Near the wall clock, so the clock floor a sync sets is in play as on a real machine.
    let t0 = Moment(epochSeconds: SystemClock.now().epochSeconds.rounded(.down) - 86_400, utcOffsetSeconds: 3600)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        laptop = try newStore("laptop.sqlite")
        box = try newStore("box.sqlite")
    }

    override func tearDownWithError() throws {
        laptop = nil
        box = nil
        try? FileManager.default.removeItem(at: folder)
    }

    func newStore(_ name: String) throws -> Store {
        let store = try Store(path: folder.appendingPathComponent(name).path)
        try store.installDefaultSplits({ DefaultSplits.all }, now: t0)
        return store
    }

    func at(_ seconds: Double) -> Moment { Moment(epochSeconds: t0.epochSeconds + seconds, utcOffsetSeconds: 3600) }

    // MARK: - Scenarios

    func testSetsEditsDeletesAndChallengeSetsOnBothMachinesAllArriveOnBoth() throws {
        let first = try logWorkout(on: laptop, at: at(0), sets: 3)
        try sync(laptop, box)
        XCTAssertEqual(try exportText(laptop), try exportText(box))

        // Apart: the laptop takes a set back and does a challenge set; the box writes a note on
        // the same session, logs a workout of its own and does two challenge sets.
        let setToDelete = try XCTUnwrap(try setIDs(of: first, in: laptop).first)
        try laptop.editPastSession(.deleteSet(session: first, set: setToDelete), now: at(7200))
        try laptop.adjustChallenge(day: at(7200).day, by: 1, target: 3, now: at(7200))
        try box.editPastSession(.note(session: first, "Felt strong"), now: at(7300))
        let second = try logWorkout(on: box, at: at(7400), sets: 2)
        try box.adjustChallenge(day: at(7200).day, by: 2, target: 3, now: at(7500))

        try sync(laptop, box)

        XCTAssertEqual(try exportText(laptop), try exportText(box))
        let l = try exported(laptop)
        let merged = try XCTUnwrap(l.sessions.first { $0.uid == first })
        XCTAssertEqual(merged.setCount, 2, "the set taken back stays away; the others stay")
        XCTAssertEqual(merged.note, "Felt strong")
        XCTAssertNotNil(l.sessions.first { $0.uid == second })
        XCTAssertEqual(try laptop.challengeSets(on: at(7200).day), 3, "one set here and two there add up")
        XCTAssertEqual(try box.challengeSets(on: at(7200).day), 3)
        XCTAssertEqual(try integrity(laptop), "ok")
        XCTAssertEqual(try integrity(box), "ok")
    }

    func testAnEditMadeAfterASyncWinsOverAnEditStampedByAClockAheadOnTheOtherMachine() throws {
        // The laptop's clock is ten minutes ahead: its edits carry times from the future.
        let ahead = 600.0
        let session = try logWorkout(on: laptop, at: at(ahead), sets: 1)
        try laptop.editPastSession(.note(session: session, "laptop"), now: at(3600 + ahead))
        try sync(laptop, box)

        // Five minutes later by the true time, the box changes the note: its clock says an
        // earlier time than the laptop's edit carries, yet its edit is the later one.
        try box.editPastSession(.note(session: session, "box"), now: at(3600 + 300))
        try sync(laptop, box)

        XCTAssertEqual(try exported(laptop).sessions.first?.note, "box")
        XCTAssertEqual(try exported(box).sessions.first?.note, "box")
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    /// A record stamped at the end of year 9999 (a clock set to a typo'd year) and a machine
    /// whose clock says so: the other machine's clock follows neither past a week ahead, so its
    /// next edits are stamped by its own time, every later export can carry them, and syncs go on.
    func testAStampOrAClockFarInTheFutureDoesNotDragTheClock() throws {
        let farFuture = Moment(epochSeconds: 253_402_200_000, utcOffsetSeconds: 3600) // 9999-12-30
        _ = try logWorkout(on: laptop, at: farFuture, sets: 1)
        let now = SystemClock.now()
        let (_, ours, _) = try box.sync(with: try bundle(of: laptop), theirClock: farFuture.epochSeconds, dryRun: false, now: now, appVersion: "test")
        _ = try laptop.sync(with: try ExportFormat.decode(ours), theirClock: now.epochSeconds, dryRun: false, now: now, appVersion: "test")
        let clock = try XCTUnwrap(try box.db.firstRow("SELECT floor_epoch, offset_seconds FROM sync_clock"))
        XCTAssertEqual(clock.int("offset_seconds"), 0, "a clock in year 9999 is not followed")
        XCTAssertLessThanOrEqual(try XCTUnwrap(clock.int("floor_epoch")), Int(now.epochSeconds) + Store.furthestLeadSeconds + 1)

        // An edit on the box is stamped near now, and both machines sync again.
        let session = try logWorkout(on: box, at: at(3600), sets: 1)
        try box.editPastSession(.note(session: session, "box"), now: SystemClock.now())
        let stamp = try XCTUnwrap(try exported(box).sessions.first { $0.uid == session }?.updatedAt)
        XCTAssertLessThan(try XCTUnwrap(isoInstant(stamp)), now.epochSeconds + Double(Store.furthestLeadSeconds) + 60, stamp)
        try sync(laptop, box)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    func testAWorkoutInProgressOnOneMachineAndFinishedOnTheOtherEndsAsOneSession() throws {
        let started = try beginWorkout(on: laptop, at: at(0))
        try logSet(on: laptop, workout: started, at: at(60))
        try sync(laptop, box)
        let carried = try XCTUnwrap(try box.loadActiveWorkout(), "the workout in progress goes to the machine with none")
        XCTAssertEqual(carried.id, started.id)
        XCTAssertEqual(carried.steps.flatMap(\.sets).count, 1)

        // Both go on with it apart; the box finishes it.
        try logSet(on: box, workout: carried, at: at(120))
        try box.finishWorkout(try XCTUnwrap(try box.loadActiveWorkout()), partial: false, endedAt: at(1800))
        try logSet(on: laptop, workout: started, at: at(150))

        try sync(laptop, box)

        XCTAssertNil(try laptop.loadActiveWorkout(), "finished on the box, so finished here too")
        XCTAssertEqual(try exportText(laptop), try exportText(box))
        let l = try exported(laptop)
        XCTAssertEqual(l.sessions.count, 1, "one session, not two")
        XCTAssertEqual(l.sessions[0].setCount, 3, "the sets of both machines")
        XCTAssertEqual(l.sessions[0].durationSeconds, 1800)
    }

    func testTwoWorkoutsInProgressEachStayWhereTheyAreAndOneThrownAwayGoesFromBothSaidSo() throws {
        let mine = try beginWorkout(on: laptop, at: at(0))
        try logSet(on: laptop, workout: mine, at: at(60))
        let theirs = try beginWorkout(on: box, at: at(30))
        let both = try sync(laptop, box)
        XCTAssertEqual(try laptop.loadActiveWorkout()?.id, mine.id)
        XCTAssertEqual(try box.loadActiveWorkout()?.id, theirs.id)
        let staysThere = "stays there, as one is in progress here; finish one of them and sync again."
        XCTAssertTrue(both.here.notes.contains { $0.hasSuffix(staysThere) }, "\(both.here.notes)")
        XCTAssertTrue(try XCTUnwrap(both.there).notes.contains { $0.hasSuffix(staysThere) })

        // The box throws its own away: the laptop's comes. Thrown away there too, it goes from both.
        try box.discardWorkout(try box.loadActiveWorkout(), now: at(90))
        // A sync sends what changed: the laptop's workout goes with its next edit.
        try logSet(on: laptop, workout: mine, at: at(100))
        let again = try sync(laptop, box)
        XCTAssertEqual(try box.loadActiveWorkout()?.id, mine.id, "none is in progress on the box now")
        XCTAssertEqual(try XCTUnwrap(again.there).notes.filter { $0.hasSuffix(staysThere) }, [])
        try box.discardWorkout(try box.loadActiveWorkout(), now: at(120))
        let gone = try sync(laptop, box)
        XCTAssertNil(try laptop.loadActiveWorkout())
        XCTAssertTrue(gone.here.notes.contains("The workout in progress here was thrown away on the other machine, and is gone here too."), "\(gone.here.notes)")
        XCTAssertEqual(try exported(laptop), try exported(box))
    }

    func testASyncCutAfterOneSideMergedIsCompletedByTheNextOne() throws {
        _ = try logWorkout(on: laptop, at: at(0), sets: 2)
        _ = try logWorkout(on: box, at: at(5000), sets: 3)
        // The laptop merged the box's export, then the connection was cut before the box merged.
        _ = try laptop.sync(with: try bundle(of: box), theirClock: nil, dryRun: false, now: at(9000), appVersion: "test")
        XCTAssertNotEqual(try exported(laptop), try exported(box))
        XCTAssertEqual(try integrity(box), "ok")

        try sync(laptop, box)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
        XCTAssertEqual(try exported(laptop).sessions.count, 2)
    }

    func testADryRunSaysWhatWouldMoveAndWritesNothing() throws {
        _ = try logWorkout(on: box, at: at(0), sets: 2)
        let before = try exported(laptop)
        let (summary, _, _) = try laptop.sync(with: try bundle(of: box), theirClock: nil, dryRun: true, now: at(9000), appVersion: "test")
        XCTAssertEqual(summary.sessionsAdded, 1)
        XCTAssertTrue(summary.syncText.hasPrefix("1 session added (2 sets)"), summary.syncText)
        XCTAssertEqual(try exported(laptop), before)
    }

    func testTheMergeIsTheSameWhicheverSideComputesIt() throws {
        let shared = try logWorkout(on: laptop, at: at(0), sets: 3)
        try sync(laptop, box)
        try laptop.editPastSession(.deleteSet(session: shared, set: try setIDs(of: shared, in: laptop)[1]), now: at(4000))
        try box.editPastSession(.addSet(session: shared, step: try stepID(of: shared, in: box), values: SetValues(reps: 8, weight: 50)), now: at(4000))
        try box.setChallenge(day: at(4000).day, sets: 2, target: 3, now: at(4100))
        try laptop.setChallenge(day: at(4000).day, sets: 1, target: 3, now: at(4100))
        let (l, b) = (try bundle(of: laptop), try bundle(of: box))
        XCTAssertEqual(SyncMerge.merge(l, b), SyncMerge.merge(b, l))
        XCTAssertEqual(SyncMerge.merge(l, b).sessions.first?.setCount, 3, "one set taken back, one added")
    }

    func testProgramsEditedDeletedAndStartedApartEndTheSameOnBoth() throws {
        let gzclp = try laptop.saveProgram(ProgramRecord(key: "GZCLP", text: "v1"), now: at(0))
        let ppl = try laptop.saveProgram(ProgramRecord(key: "PPL", text: "ppl"), now: at(0))
        try laptop.startProgram(uid: gzclp.uid, now: at(10))
        try sync(laptop, box)
        XCTAssertEqual(try box.programs(), try laptop.programs())
        XCTAssertEqual(try box.activeProgram()?.uid, gzclp.uid, "the program followed is a setting, and travels")

        // Apart: the box edits GZCLP, the laptop deletes PPL, and each saves a 5×5 of its own.
        var edited = gzclp
        edited.text = "v2"
        try box.saveProgram(edited, now: at(7200))
        try laptop.deleteProgram(uid: ppl.uid, now: at(7100))
        let laptops = try laptop.saveProgram(ProgramRecord(key: "5X5", text: "laptop's"), now: at(7300))
        try laptop.startProgram(uid: laptops.uid, now: at(7350))
        let boxs = try box.saveProgram(ProgramRecord(key: "5X5", text: "box's"), now: at(7400))
        let (l, b) = (try bundle(of: laptop), try bundle(of: box))
        XCTAssertEqual(SyncMerge.merge(l, b), SyncMerge.merge(b, l))

        try sync(laptop, box)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
        let programs = try laptop.programs()
        XCTAssertEqual(programs.map(\.key), ["5X5", "GZCLP"], "PPL deleted on one side is gone on both")
        XCTAssertEqual(programs.first?.uid, boxs.uid, "one key, one program: the one saved later")
        XCTAssertEqual(try laptop.activeProgram()?.uid, boxs.uid, "the 5×5 started on the laptop is still followed, as the one that won")
        XCTAssertEqual(try box.activeProgram()?.uid, boxs.uid)
        XCTAssertEqual(programs.last?.text, "v2")
        XCTAssertEqual(programs.last?.startedAt, at(10).epochSeconds)
    }

    // MARK: - What travels

    func testASecondSyncSendsOnlyWhatChangedAndAFirstOneSaysItSentEverything() throws {
        _ = try logWorkout(on: laptop, at: at(0), sets: 3)
        _ = try logWorkout(on: box, at: at(600), sets: 2)
        let first = try sync(laptop, box)
        XCTAssertEqual(first.fallback, .firstSync)
        XCTAssertEqual(try ExportFormat.decode(first.toThere).sessions.count, 1)

        let idle = try sync(laptop, box)
        XCTAssertNil(idle.fallback, "both remember the last sync alike")
        for bytes in [idle.toHere, idle.toThere] {
            let changes = try ExportFormat.decode(bytes)
            XCTAssertEqual(changes.sessions.count + changes.splits.count + changes.challengeDays.count + changes.tombstones.count, 0)
        }
        XCTAssertLessThan(idle.toHere.count, 4096)

        let third = try logWorkout(on: box, at: at(7200), sets: 1)
        let one = try sync(laptop, box)
        XCTAssertEqual(try ExportFormat.decode(one.toHere).sessions.map(\.uid), [third])
        XCTAssertEqual(try ExportFormat.decode(one.toThere).sessions.count, 0)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    /// A sync with nothing to change on either side commits nothing on either: a terminal open on
    /// each database (another connection) sees no commit, and what goes each way is a few bytes.
    func testASyncWithNothingToChangeCommitsNothingOnEitherSide() throws {
        _ = try logWorkout(on: laptop, at: at(0), sets: 3)
        try laptop.adjustChallenge(day: at(0).day, by: 1, target: 3, now: at(60))
        try sync(laptop, box)
        try sync(laptop, box)
        let watchers = try [laptop, box].map { try Store(path: $0.path) }
        let versions = try watchers.map { try $0.db.firstRow("PRAGMA data_version")?.int("data_version") }
        let idle = try sync(laptop, box)
        XCTAssertEqual(try watchers.map { try $0.db.firstRow("PRAGMA data_version")?.int("data_version") }, versions, "a commit on one side")
        XCTAssertEqual(idle.here.syncText, ImportSummary(source: "sync").syncText)
        XCTAssertLessThan(idle.toHere.count + idle.toThere.count, 2 * 4096)

        // One set logged on the box: only its session travels, and it arrives.
        let one = try logWorkout(on: box, at: at(7200), sets: 1)
        let moved = try sync(laptop, box)
        XCTAssertEqual(try ExportFormat.decode(moved.toHere).sessions.map(\.uid), [one])
        XCTAssertNotEqual(try watchers[0].db.firstRow("PRAGMA data_version")?.int("data_version"), versions[0])
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    /// A backup restored (or a database copied, or the last sync cut short): the two remember
    /// their last sync differently, and send each other everything again.
    func testMachinesThatRememberTheLastSyncDifferentlyFallBackToTheWholeHistory() throws {
        _ = try logWorkout(on: laptop, at: at(0), sets: 3)
        try sync(laptop, box)
        try box.db.execute("UPDATE sync_peers SET received_through = received_through - 60")
        let again = try sync(laptop, box)
        XCTAssertEqual(again.fallback, .disagree)
        XCTAssertEqual(try ExportFormat.decode(again.toThere).sessions.count, 1, "the whole history")
        XCTAssertNil(try sync(laptop, box).fallback, "and then they agree again")

        // Cut after the laptop merged: the box never took the laptop's side.
        _ = try logWorkout(on: laptop, at: at(3600), sets: 1)
        try SyncConversation.run(laptop, box, cut: true)
        XCTAssertEqual(try sync(laptop, box).fallback, .disagree)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    func testANoteChangedOnBothMachinesSinceTheLastSyncKeepsBothTexts() throws {
        let session = try logWorkout(on: laptop, at: at(0), sets: 1)
        try sync(laptop, box)
        try laptop.editPastSession(.note(session: session, "knee fine"), now: SystemClock.now())
        try box.editPastSession(.note(session: session, "left knee sore"), now: SystemClock.now())
        let conversation = try sync(laptop, box)
        let note = try XCTUnwrap(try exported(laptop).sessions.first { $0.uid == session }?.note)
        XCTAssertTrue(note.hasPrefix("[two versions] "), note)
        XCTAssertTrue(note.contains("knee fine") && note.contains("left knee sore"), note)
        XCTAssertEqual(try exportText(laptop), try exportText(box))
        XCTAssertTrue(conversation.here.notes.contains { $0.contains("was changed on both machines") }, "\(conversation.here.notes)")

        // One side only changes it next: that text wins, as any edit does.
        try box.editPastSession(.note(session: session, "both fine"), now: SystemClock.now().adding(seconds: 5))
        try sync(laptop, box)
        XCTAssertEqual(try exported(laptop).sessions.first { $0.uid == session }?.note, "both fine")
    }

    /// A workout that came to the laptop from a third machine, stamped before the laptop last
    /// synced with the box, still reaches the box.
    func testWhatAThirdMachineBroughtGoesOnToTheOthers() throws {
        try sync(laptop, box)
        let phone = try newStore("phone.sqlite")
        let fromPhone = try logWorkout(on: phone, at: at(-3600), sets: 2)
        try sync(laptop, phone)
        try sync(laptop, box)
        XCTAssertNotNil(try exported(box).sessions.first { $0.uid == fromPhone })
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    /// A set taken back leaves a tombstone; once the only other machine has confirmed it holds
    /// it (the sync after the one that sent it), it ends on both, and the set stays away.
    func testATombstoneEndsOnceEveryMachineSyncedWithHoldsIt() throws {
        let session = try logWorkout(on: laptop, at: at(0), sets: 2)
        try sync(laptop, box)
        let set = try XCTUnwrap(try setIDs(of: session, in: laptop).first)
        try laptop.editPastSession(.deleteSet(session: session, set: set), now: SystemClock.now())
        func tombstones(_ store: Store) throws -> Int { try store.db.firstRow("SELECT count(*) AS n FROM tombstones WHERE uid = ?", [set])?.int("n") ?? 0 }
        try sync(laptop, box)
        XCTAssertEqual(try tombstones(laptop), 1, "sent, not yet confirmed")
        XCTAssertEqual(try tombstones(box), 1)
        // Something changes on each side, so each takes note of the other's confirmation.
        _ = try logWorkout(on: box, at: at(7200), sets: 1)
        try sync(laptop, box)
        _ = try logWorkout(on: laptop, at: at(9000), sets: 1)
        try sync(laptop, box)
        XCTAssertEqual(try tombstones(laptop), 0, "the box confirmed it holds it")
        XCTAssertEqual(try tombstones(box), 0)
        XCTAssertEqual(try setIDs(of: session, in: box).count, 1, "the set stays away")
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    /// A machine not synced with for 90 days holds a tombstone back: the summary names it.
    func testAMachineUnseenForLongThatHoldsTombstonesBackIsNamed() throws {
        let session = try logWorkout(on: laptop, at: at(0), sets: 2)
        let phone = try newStore("phone.sqlite")
        try sync(laptop, phone)
        try sync(laptop, box)
        let phoneID = try XCTUnwrap(try phone.db.firstRow("SELECT device FROM sync_clock")?.string("device"))
        try laptop.db.execute("UPDATE sync_peers SET seen_at = seen_at - 100 * 86400 WHERE device = ?", [phoneID])
        let set = try XCTUnwrap(try setIDs(of: session, in: laptop).first)
        try laptop.editPastSession(.deleteSet(session: session, set: set), now: SystemClock.now())
        let sent = try sync(laptop, box)
        XCTAssertTrue(sent.here.notes.contains { $0.contains("deletions are kept for the machine with device id \(phoneID), not synced with since") },
                      "\(sent.here.notes)")
    }

    /// A sync with a third machine that lands on the box between the changes it sent the
    /// laptop and its merge of the laptop's: what it brought still goes to the laptop next time.
    func testWhatLandsOnTheBoxBetweenItsChangesAndItsMergeStillGoesOn() throws {
        try sync(laptop, box)
        let phone = try newStore("phone.sqlite")
        let fromPhone = try logWorkout(on: phone, at: at(-3600), sets: 2)
        let now = SystemClock.now()
        let (mine, theirs) = (try laptop.syncHello(now: now), try box.syncHello(now: now))
        let fallback = syncFallback(myDevice: mine.device, mine: mine.peers[theirs.device], theirDevice: theirs.device, theirs: theirs.peers[mine.device])
        XCTAssertNil(fallback)
        let (boxMark, boxChanges) = try box.syncChanges(for: mine.device, fallback: fallback, now: now, appVersion: "test")
        try sync(box, phone)
        let (_, ours, ourMark) = try laptop.sync(with: try ExportFormat.decode(boxChanges),
                                                 from: SyncPeer(device: theirs.device, mark: boxMark, fallback: nil),
                                                 theirClock: nil, dryRun: false, now: now, appVersion: "test")
        _ = try box.sync(with: try ExportFormat.decode(ours), from: SyncPeer(device: mine.device, mark: ourMark, fallback: nil),
                         sent: boxMark, theirClock: nil, dryRun: false, now: now, appVersion: "test")
        XCTAssertNil(try exported(laptop).sessions.first { $0.uid == fromPhone }, "not yet")
        XCTAssertNil(try sync(laptop, box).fallback)
        XCTAssertNotNil(try exported(laptop).sessions.first { $0.uid == fromPhone })
        XCTAssertEqual(try exportText(laptop), try exportText(box))
    }

    // MARK: - Helpers

    /// One `gymtrack sync`: the laptop merges the box's changes, then the box merges the laptop's.
    @discardableResult
    func sync(_ here: Store, _ there: Store) throws -> SyncConversation {
        try SyncConversation.run(here, there)
    }

    private func bundle(of store: Store) throws -> ImportBundle {
        var bytes: [UInt8] = []
        try store.exportJSON(createdAt: t0, appVersion: "test", workoutInProgress: true) { bytes += Array($0.utf8) }
        return try ExportFormat.decode(bytes)
    }

    /// The export, read back.
    func exported(_ store: Store) throws -> ImportBundle {
        try ExportFormat.decode(Array(try exportText(store).utf8))
    }

    /// The export's text, made at one time (its `createdAt` line the same for every store): two
    /// databases that hold the same records write the same bytes, whatever order their rows
    /// arrived in. `withoutTombstones`: cut before them (each machine ends its own tombstones
    /// once every other has acknowledged them).
    func exportText(_ store: Store, withoutTombstones: Bool = false) throws -> String {
        var text = ""
        try store.exportJSON(createdAt: t0, appVersion: "test") { text += $0 }
        if withoutTombstones, let tombstones = text.range(of: "\n  \"tombstones\"") { text = String(text[..<tombstones.lowerBound]) }
        return text
    }

    func integrity(_ store: Store) throws -> String? {
        try store.db.firstRow("PRAGMA integrity_check")?.string(0)
    }

    func beginWorkout(on store: Store, at start: Moment) throws -> ActiveWorkout {
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        let begun = try store.begin(workout, now: start)
        workout.id = begun.id
        for i in workout.steps.indices { workout.steps[i].uid = begun.steps[i] }
        return workout
    }

    func logSet(on store: Store, workout: ActiveWorkout, at moment: Moment) throws {
        let position = try XCTUnwrap(workout.steps.firstIndex { $0.plan.kind == .sets })
        let set = SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: moment.epochSeconds)
        try store.changeWorkout(id: workout.id, .logSet(step: position, set, stepUID: workout.steps[position].uid), now: moment)
    }

    /// A workout of `sets` sets, finished an hour after `start`. Returns its id.
    func logWorkout(on store: Store, at start: Moment, sets: Int) throws -> String {
        let workout = try beginWorkout(on: store, at: start)
        for i in 0..<sets { try logSet(on: store, workout: workout, at: Moment(epochSeconds: start.epochSeconds + Double(60 * (i + 1)), utcOffsetSeconds: 3600)) }
        try store.finishWorkout(try XCTUnwrap(try store.loadActiveWorkout()), partial: false,
                                endedAt: Moment(epochSeconds: start.epochSeconds + 3600, utcOffsetSeconds: 3600))
        return workout.id
    }

    func setIDs(of session: String, in store: Store) throws -> [String] {
        try store.db.rows("""
            SELECT l.uid FROM set_logs l JOIN sessions s ON s.id = l.session_id WHERE s.uid = ? ORDER BY l.step_position, l.set_index
            """, [session]).map { try $0.requiredString("uid", table: "set_logs") }
    }

    private func stepID(of session: String, in store: Store) throws -> String {
        try XCTUnwrap(try store.db.firstRow("""
            SELECT st.uid FROM session_steps st JOIN sessions s ON s.id = st.session_id
            WHERE s.uid = ? AND EXISTS (SELECT 1 FROM set_logs l WHERE l.session_id = st.session_id AND l.step_position = st.position)
            """, [session])?.string("uid"))
    }
}
