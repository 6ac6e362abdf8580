import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// Programs as stored: saved by uid with a key of their own, started and stopped through the
/// setting `program`, deleted with a tombstone; and the sessions and sets their targets are
/// computed from.
final class ProgramStoreTests: XCTestCase {
    private let now = moment(sunday, 9, 0)
    private var store: Store!

    override func setUpWithError() throws {
        store = try Store.withCatalog(now: now)
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }

    func testSaveStartStopAndDelete() throws {
        let saved = try store.saveProgram(ProgramRecord(key: "GZCLP", text: "plan 1"), now: now)
        XCTAssertTrue(ExportFormat.isULID(saved.uid))
        XCTAssertEqual(saved.key, "GZCLP")
        XCTAssertEqual(saved.text, "plan 1")
        XCTAssertNil(saved.startedAt, "saved, never started")
        XCTAssertEqual(saved.updatedAt, now.isoDateTime)
        XCTAssertNil(try store.activeProgram())

        // An edit changes the text; the key stays, whatever the record says.
        var edited = saved
        edited.text = "plan 2"
        edited.key = "OTHER"
        let later = now.adding(seconds: 60)
        let stored = try store.saveProgram(edited, now: later)
        XCTAssertEqual(stored, ProgramRecord(uid: saved.uid, key: "GZCLP", text: "plan 2", startedAt: nil, updatedAt: later.isoDateTime))
        let other = try store.saveProgram(ProgramRecord(key: "5x5", text: "five"), now: later)
        XCTAssertEqual(try store.programs().map(\.key), ["5X5", "GZCLP"], "by key")

        try store.startProgram(uid: saved.uid, now: later.adding(seconds: 60))
        XCTAssertEqual(try store.activeProgram()?.uid, saved.uid)
        XCTAssertEqual(try store.program(uid: saved.uid)?.startedAt, later.adding(seconds: 60).epochSeconds)
        XCTAssertEqual(try store.loadSettings().activeProgram, saved.uid)

        try store.stopProgram(now: later.adding(seconds: 120))
        XCTAssertNil(try store.activeProgram())
        XCTAssertNil(try store.loadSettings().activeProgram, "\"\" is none")
        XCTAssertNotNil(try store.program(uid: saved.uid), "stopping keeps the program")

        try store.startProgram(uid: saved.uid, now: later.adding(seconds: 180))
        try store.deleteProgram(uid: saved.uid, now: later.adding(seconds: 240))
        XCTAssertNil(try store.program(uid: saved.uid))
        XCTAssertNil(try store.activeProgram(), "deleting the active program stops it")
        XCTAssertNil(try store.loadSettings().activeProgram)
        XCTAssertEqual(try store.count("tombstones", where: "uid = ?", [saved.uid]), 1)
        XCTAssertEqual(try store.programs().map(\.uid), [other.uid])

        XCTAssertNotNil(expectStoreError(try store.startProgram(uid: saved.uid, now: later)), "a deleted program cannot be started")
        let again = try store.saveProgram(saved, now: later.adding(seconds: 300))
        XCTAssertNotEqual(again.uid, saved.uid, "a uid deleted for good is never used again")
    }

    func testAProgramInUseThatNoLongerReadsSaysWhere() throws {
        XCTAssertNil(try store.activeProgramMistake(), "none in use")
        let broken = try store.saveProgram(ProgramRecord(key: "P", text: "program \"P\"\nday A\n  Nope\u{1B}]0;x: 3x5\n"), now: now)
        try store.startProgram(uid: broken.uid, now: now)
        XCTAssertNil(try store.loadActiveProgram(today: sunday))
        XCTAssertEqual(try store.activeProgramMistake(), "line 3, column 3: no exercise called \"Nope\\e]0;x\" in the catalog",
                       "its first mistake, with the file's control characters shown")
    }

    func testDeletingAProgramNotFollowedLeavesTheSettingAlone() throws {
        let followed = try store.saveProgram(ProgramRecord(key: "A1", text: ""), now: now)
        let other = try store.saveProgram(ProgramRecord(key: "B1", text: ""), now: now)
        try store.startProgram(uid: followed.uid, now: now)
        try store.deleteProgram(uid: other.uid, now: now.adding(seconds: 1))
        XCTAssertEqual(try store.activeProgram()?.uid, followed.uid)
    }

    func testAKeyIsUniqueAmongProgramsAndTheSessionTypesOfEverySplit() throws {
        XCTAssertEqual(try store.saveProgram(ProgramRecord(key: "A", text: ""), now: now).key, "A2", "split A logs under A")
        XCTAssertEqual(try store.saveProgram(ProgramRecord(key: "GZCLP", text: ""), now: now).key, "GZCLP")
        XCTAssertEqual(try store.saveProgram(ProgramRecord(key: "GZCLP", text: ""), now: now).key, "GZCLP2")
        let b = try XCTUnwrap(try store.loadSplits().first { $0.sessionType == "B" })
        try store.deleteSplit(uid: b.uid, now: now)
        XCTAssertEqual(try store.saveProgram(ProgramRecord(key: "B", text: ""), now: now).key, "B2",
                       "a deleted split's sessions are still logged under its type")
    }

    func testEraseAllDataTakesTheProgramsAndTheOneFollowed() throws {
        let program = try store.saveProgram(ProgramRecord(key: "GZCLP", text: ""), now: now)
        try store.startProgram(uid: program.uid, now: now)
        try store.eraseAllData()
        XCTAssertEqual(try store.programs(), [])
        XCTAssertNil(try store.loadSettings().activeProgram)
    }

    // MARK: - Sessions and sets

    /// A Day A logged under `sessionType` at `start`: a warm-up of 10 kg × 12 and `sets` of
    /// dumbbell rows; finished unless `finish` is false. Returns the session's uid.
    @discardableResult
    private func log(_ sessionType: String, at start: Moment, rows sets: [(reps: Int, weight: Double)], finish: Bool = true) throws -> String {
        var split = dayABothSides
        split.sessionType = sessionType
        var workout = ActiveWorkout(split: split, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        if !sets.isEmpty {
            _ = workout.completeNext(step: 2, at: start.adding(seconds: 10), challengeRoom: false, values: SetValues(reps: 12, weight: 10))
        }
        for (i, set) in sets.enumerated() {
            _ = workout.completeNext(step: 2, at: start.adding(seconds: Double(20 + i)), challengeRoom: false,
                                     values: SetValues(reps: set.reps, weight: set.weight))
        }
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        if finish { try store.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400)) }
        return workout.id
    }

    func testTheProgramsSessionsAndASlotsSetsSinceItsStart() throws {
        let since = moment(sunday.adding(days: -20), 0, 0).epochSeconds
        try log("P/A1", at: moment(sunday.adding(days: -21), 8, 0), rows: [(5, 20)]) // before the start
        try log("P/A1", at: moment(sunday.adding(days: -14), 8, 0), rows: [(5, 30), (5, 32.5)])
        try log("P/B1", at: moment(sunday.adding(days: -12), 8, 0), rows: [])
        let deleted = try log("P/A1", at: moment(sunday.adding(days: -10), 8, 0), rows: [(5, 35)])
        try store.editPastSession(.delete(session: deleted), now: moment(sunday.adding(days: -10), 9, 0))
        try log("A", at: moment(sunday.adding(days: -9), 8, 0), rows: [(5, 40)]) // another split
        try log("P/A1", at: moment(sunday.adding(days: -7), 18, 0), rows: [(4, 35)])
        try log("P/A1", at: moment(sunday, 8, 0), rows: [(5, 37.5)], finish: false) // in progress

        let sessions = try store.programSessions(sessionTypes: ["P/A1", "P/B1"], since: since)
        XCTAssertEqual(sessions, [
            ProgramSession(sessionType: "P/A1", day: sunday.adding(days: -14), startedAt: moment(sunday.adding(days: -14), 8, 0).epochSeconds),
            ProgramSession(sessionType: "P/B1", day: sunday.adding(days: -12), startedAt: moment(sunday.adding(days: -12), 8, 0).epochSeconds),
            ProgramSession(sessionType: "P/A1", day: sunday.adding(days: -7), startedAt: moment(sunday.adding(days: -7), 18, 0).epochSeconds),
        ])
        XCTAssertEqual(try store.programSessions(sessionTypes: [], since: since), [])

        let reads = [SlotRead(sessionType: "P/A1", slot: 2, occurrence: 1), SlotRead(sessionType: "P/B1", slot: 2, occurrence: 1)]
        let history = try store.slotHistory(exerciseIDs: ["dumbbell-row"], reads: reads, since: since)
        XCTAssertTrue(history.fromStart)
        let slots = history.sessions
        XCTAssertEqual(slots.map(\.day), [sunday.adding(days: -14), sunday.adding(days: -7)], "only sessions with sets of the exercise")
        XCTAssertEqual(slots[0].sets.map(\.weight), [10, 30, 32.5], "the warm-up first, then the sets in order")
        XCTAssertEqual(slots[0].sets.map(\.isWarmup), [true, false, false])
        XCTAssertEqual(slots[0].working.map(\.reps), [5, 5])
        XCTAssertEqual(slots[1].working.map(\.reps), [4])
        XCTAssertEqual(slots[1].startedAt, moment(sunday.adding(days: -7), 18, 0).epochSeconds)
        XCTAssertFalse(slots[0].sets[1].id.isEmpty, "every column as the rest of gymtrack reads a set")
        XCTAssertEqual(slots[0].plan, SlotPlan(workingSets: 3, repsText: DefaultSplits.all[0].steps[2].repsText), "the step as planned")
        XCTAssertEqual(try store.slotHistory(exerciseIDs: ["barbell-squat"], reads: [reads[0]], since: since).sessions.count, 0)
        let latest = try store.slotHistory(exerciseIDs: ["dumbbell-row"], reads: reads, since: since, limit: 1)
        XCTAssertEqual(latest.sessions.map(\.day), [sunday.adding(days: -7)], "the latest only")
        XCTAssertFalse(latest.fromStart, "there are more before it")
        XCTAssertFalse(try store.slotHistory(exerciseIDs: ["dumbbell-row"], reads: reads, since: since, limit: 3).fromStart,
                       "three sessions have the exercise (one with no sets): the fourth may be before them")
        XCTAssertTrue(try store.slotHistory(exerciseIDs: ["dumbbell-row"], reads: reads, since: since, limit: 4).fromStart)
    }

    func testTheReadsUseTheIndexes() throws {
        var sql: [String] = []
        sql += try store.statementsRun { _ = try store.programSessions(sessionTypes: ["P/A1", "P/B1"], since: 0) }
        sql += try store.statementsRun {
            _ = try store.slotHistory(exerciseIDs: ["dumbbell-row"], reads: [SlotRead(sessionType: "P/A1", slot: 2, occurrence: 1),
                                                                         SlotRead(sessionType: "P/B1", slot: 2, occurrence: 1)], since: 0)
        }
        let reads = sql.filter { $0.contains("FROM sessions") }
        XCTAssertEqual(reads.count, 2)
        for (statement, index) in zip(reads, ["sessions_by_type", "sessions_by_date"]) {
            let plan = try store.db.rows("EXPLAIN QUERY PLAN " + statement).map { $0.string("detail") ?? "" }
            // The slot's newest sessions (at most its depth) are the only rows read in turn: the
            // scans left are of them (recent, steps and what is made of them) and of the reads' constants.
            let tables = ["sessions", "session_steps", "set_logs", "se", "st", "sl"]
            XCTAssertFalse(plan.contains { line in
                line.hasPrefix("SCAN") && !line.contains("INDEX") && tables.contains { line == "SCAN \($0)" }
            }, "no table is read whole: \(plan)")
            XCTAssertTrue(plan.contains { $0.contains(index) }, "\(plan)")
        }
    }

    // MARK: - Migration

    func testADatabaseOfSchema15GainsTheProgramsTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-programs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("old.sqlite").path
        _ = try olderDatabase(at: file, version: 15)
        let upgraded = try Store(path: file)
        XCTAssertEqual(upgraded.schemaVersion, latestSchemaVersion)
        let program = try upgraded.saveProgram(ProgramRecord(key: "GZCLP", text: "x"), now: now)
        // A writer that leaves updated_at alone still moves it, by the clock.
        try upgraded.db.execute("UPDATE programs SET text = 'y' WHERE uid = ?", [program.uid])
        XCTAssertNotEqual(try upgraded.program(uid: program.uid)?.updatedAt, program.updatedAt)
    }
}
