import Domain
import Foundation
import XCTest
@testable import Storage

/// What a program's raises by reps came to is kept beside the database after a load, so the
/// next load reads only the workouts after it; any write to a workout it folded throws it away,
/// and a load without it plans the same.
final class EarnedCheckpointStorageTests: XCTestCase {
    private let start = moment(sunday.adding(days: -100), 9, 0)
    private var store: Store!

    override func setUpWithError() throws {
        store = try Store.withCatalog(now: start)
        let saved = try store.saveProgram(ProgramRecord(key: "R", text: raised), now: start)
        try store.startProgram(uid: saved.uid, now: start)
        // Nine workouts, a week apart: each a cycle, each 1+ set done for 4 reps (+5 kg).
        for week in 0..<9 { try logNext(after: 7 * week, reps: 4) }
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }

    private let raised = """
        program "Raised"
        unit kg
        tm Barbell Bench Press = 100, by 1+: 0-1 +0, 2-3 +2.5, 4+ +5
        day A "Bench"
          Barbell Bench Press: 3@80%, 1+@90%
        """

    private var today: Day { sunday.adding(days: -30) }

    /// The next workout begun `days` after the start and finished as targeted, its 1+ set done
    /// for `reps`.
    private func logNext(after days: Int, reps: Int) throws {
        let at = moment(sunday.adding(days: -100 + days), 18, 0)
        let active = try XCTUnwrap(try store.loadActiveProgram(today: at.day))
        let split = active.splits[active.position.day]
        var workout = ActiveWorkout(split: split, startedAt: at)
        workout.id = try store.beginWorkout(workout, now: at)
        let target = try XCTUnwrap(active.target(sessionType: split.sessionType, step: split.steps[0]))
        for (i, set) in target.sets.enumerated() {
            let values = SetValues(reps: i == target.sets.count - 1 ? reps : set.reps, weight: set.weight)
            _ = workout.completeNext(step: 0, at: at.adding(seconds: Double(60 * (i + 1))), challengeRoom: false, values: values)
        }
        try store.saveWorkout(workout, now: at.adding(seconds: 600))
        _ = try store.finishWorkout(workout, partial: false, endedAt: at.adding(seconds: 660))
    }

    private func kept() throws -> EarnedCheckpoint? {
        try store.earnedCheckpoint(programUID: XCTUnwrap(try store.activeProgram()).uid)
    }

    private func trainingMax() throws -> String? {
        try store.loadActiveProgram(today: today)?.targets["R/A"]?.first?.reason.text(unit: .kg, today: today)
    }

    /// The epoch of the `n`-th workout (0 the first).
    private func started(_ n: Int) throws -> Double {
        try XCTUnwrap(store.db.firstRow("SELECT started_epoch FROM sessions ORDER BY started_epoch LIMIT 1 OFFSET ?", [n])?.double("started_epoch"))
    }

    func testALoadKeepsWhatTheRaisesCameToAndTheNextReadsOnlyTheWorkoutsAfter() throws {
        // Each workout's load kept the sum through the workout before it: the last, eight.
        let checkpoint = try XCTUnwrap(try kept())
        XCTAssertEqual(checkpoint.through, try started(7))
        XCTAssertEqual(checkpoint.moved, ["barbell-bench-press": 140])
        XCTAssertEqual(try trainingMax(), "TM 145 kg × 90%, week 1, cycle 10, +45 by 1+ sets")
        XCTAssertEqual(try kept()?.through, try started(8))
        XCTAssertEqual(try kept()?.moved, ["barbell-bench-press": 145])
        // The same as a load that folds every workout again.
        try store.db.execute("DELETE FROM program_checkpoints")
        XCTAssertEqual(try trainingMax(), "TM 145 kg × 90%, week 1, cycle 10, +45 by 1+ sets")
        XCTAssertEqual(try kept()?.through, try started(8), "kept again by that load")
    }

    func testAWriteToAWorkoutItFoldedThrowsItAway() throws {
        let old = try XCTUnwrap(store.db.firstRow("SELECT id FROM sessions ORDER BY started_epoch LIMIT 1 OFFSET 3")?.int("id"))
        // A 1+ set of an old workout edited down to 0 reps: that week earned nothing.
        try store.db.execute("UPDATE set_logs SET reps = 0 WHERE session_id = ? AND set_index = (SELECT max(set_index) FROM set_logs WHERE session_id = ?)", [old, old])
        XCTAssertNil(try kept())
        XCTAssertEqual(try trainingMax(), "TM 140 kg × 90%, week 1, cycle 10, +40 by 1+ sets")
        XCTAssertNotNil(try kept())
        // An old workout deleted, or moved, or one inserted before the checkpoint: the same.
        try store.db.execute("DELETE FROM set_logs WHERE session_id = ? AND set_index = 0", [old])
        XCTAssertNil(try kept())
        _ = try trainingMax()
        try store.db.execute("UPDATE sessions SET started_epoch = started_epoch + 1 WHERE id = ?", [old])
        XCTAssertNil(try kept())
        _ = try trainingMax()
        try store.db.execute("DELETE FROM sessions WHERE id = ?", [old])
        XCTAssertNil(try kept())
        XCTAssertEqual(try trainingMax(), "TM 140 kg × 90%, week 1, cycle 9, +40 by 1+ sets")
        // A workout from before it comes in (a sync, an import): its session is written first.
        XCTAssertNotNil(try kept())
        try store.db.execute("""
            INSERT INTO sessions (session_type, date, started_at, uid, started_epoch, updated_at)
            VALUES ('R/A', '2026-01-01', '2026-01-01T18:00:00Z', 'older-workout', ?, '2026-01-01T19:00:00Z')
            """, [try started(0) + 60])
        XCTAssertNil(try kept())
    }

    func testAWriteToALaterWorkoutOrAnotherProgramFileKeepsNothingWrong() throws {
        let checkpoint = try XCTUnwrap(try kept())
        // The latest workout is after it: a set of it edited leaves the checkpoint.
        let latest = try XCTUnwrap(store.db.firstRow("SELECT id FROM sessions ORDER BY started_epoch DESC LIMIT 1")?.int("id"))
        try store.db.execute("UPDATE set_logs SET reps = 1 WHERE session_id = ? AND set_index = (SELECT max(set_index) FROM set_logs WHERE session_id = ?)", [latest, latest])
        XCTAssertEqual(try kept(), checkpoint)
        XCTAssertEqual(try trainingMax(), "TM 140 kg × 90%, week 1, cycle 10, +40 by 1+ sets")
        // The file edited (a heavier start): the checkpoint is of another file, and not read.
        let record = try XCTUnwrap(try store.activeProgram())
        _ = try store.saveProgram(ProgramRecord(uid: record.uid, key: record.key, text: raised.replacingOccurrences(of: "= 100", with: "= 110"),
                                                startedAt: record.startedAt, updatedAt: record.updatedAt), now: start.adding(seconds: 60))
        XCTAssertEqual(try trainingMax(), "TM 150 kg × 90%, week 1, cycle 10, +40 by 1+ sets")
        XCTAssertNotEqual(try kept()?.fingerprint, checkpoint.fingerprint)
    }

    func testACheckpointFoldedBeforeAFinishedWorkoutWasWrittenIsNotKept() throws {
        let uid = try XCTUnwrap(try store.activeProgram()).uid
        let checkpoint = try XCTUnwrap(try kept())
        try store.db.execute("DELETE FROM program_checkpoints")
        let counted = try XCTUnwrap(store.db.firstRow("SELECT changes FROM table_changes WHERE name = 'finished_workouts'")?.int("changes"))
        // Read before the last write to a finished workout: another terminal's edit may have
        // landed between that read and this write.
        try store.keepEarnedCheckpoint(checkpoint, programUID: uid, ifFinishedWorkoutsWritten: counted - 1)
        XCTAssertNil(try kept())
        try store.keepEarnedCheckpoint(checkpoint, programUID: uid, ifFinishedWorkoutsWritten: counted)
        XCTAssertEqual(try kept(), checkpoint)
    }

    func testAReadOnlyLoadKeepsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkpoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gym.sqlite").path
        try store.db.execute("DELETE FROM program_checkpoints")
        try store.db.execute("VACUUM INTO ?", [file])
        let readOnly = try Store(path: file, readOnly: true)
        XCTAssertEqual(try readOnly.loadActiveProgram(today: today)?.targets["R/A"]?.first?.reason.text(unit: .kg, today: today),
                       "TM 145 kg × 90%, week 1, cycle 10, +45 by 1+ sets")
        XCTAssertNil(try Connection(path: file, create: false).firstRow("SELECT count(*) AS n FROM program_checkpoints")?.int("n").flatMap { $0 == 0 ? nil : $0 })
    }
}
