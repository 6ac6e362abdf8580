import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// A note on a set: written in the workout by the set's id (the note alone), on a past
/// session's page, exported and imported (an export from before set notes still imports),
/// carried by sync, and migration 18 on a database of schema 17.
final class SetNoteStorageTests: TemporaryDirectoryTestCase {
    private let start = moment(sunday, 8, 0)
    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }
    private let rows = 2 // Dumbbell rows of Day A

    func testANoteOnASetIsWrittenAloneAndKeepsAnotherTerminalsCorrection() throws {
        let dbPath = path("gymtrack.sqlite")
        let laptop = try Store(path: dbPath), phone = try Store(path: dbPath)
        var onLaptop = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        onLaptop.id = try laptop.beginWorkout(onLaptop, now: start)
        try laptop.press(&onLaptop, now: at(60)) { _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true) }
        var onPhone = try XCTUnwrap(phone.loadActiveWorkout())
        let set = try XCTUnwrap(onPhone.steps[rows].sets.first)

        // The laptop corrects the set's reps; the phone, which has not seen that, writes a note on it.
        try laptop.press(&onLaptop, now: at(70)) { _ = $0.editSet(step: rows, set: 0, values: SetValues(reps: 12)) }
        var noted = onPhone
        noted.steps[rows].sets[0].note = "Grip went"
        XCTAssertEqual(noted.changes(since: onPhone), [.changeSetNote(id: set.id, "Grip went")], "the note alone, by the set's id")
        try phone.press(&onPhone, now: at(80)) { $0.steps[rows].sets[0].note = "Grip went" }

        var stored = try XCTUnwrap(try Store(path: dbPath).loadActiveWorkout())
        XCTAssertEqual(stored.steps[rows].sets.map(\.note), ["Grip went"])
        XCTAssertEqual(stored.steps[rows].sets.map(\.reps), [12], "the correction made meanwhile stays")
        // A correction from the laptop, which has not seen the note, leaves it too.
        try laptop.press(&onLaptop, now: at(90)) { _ = $0.editSet(step: rows, set: 0, values: SetValues(reps: 11)) }
        stored = try XCTUnwrap(try Store(path: dbPath).loadActiveWorkout())
        XCTAssertEqual(stored.steps[rows].sets.map(\.note), ["Grip went"])

        // A set taken back in another terminal: its note is refused in one sentence.
        try laptop.press(&onLaptop, now: at(100)) { _ = $0.undoLast(step: rows) }
        let gone = expectStoreError(try phone.changeWorkout(id: onPhone.id, .changeSetNote(id: set.id, "again"), now: at(110)))
        XCTAssertEqual(gone?.message, "That set is no longer in the workout (taken back in another terminal); the note was not saved.")
    }

    /// A store with one finished Day A: two sets of rows, the second with a note.
    private func finishedSession(_ store: Store) throws -> ActiveWorkout {
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        try store.press(&workout, now: at(60)) { _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true) }
        try store.press(&workout, now: at(120)) {
            _ = $0.completeNext(step: rows, at: at(120), challengeRoom: true, values: SetValues(reps: 10, weight: 14, repsRight: 9))
        }
        try store.press(&workout, now: at(130)) { $0.steps[rows].sets[1].note = "Left side, \"slower\"" }
        try store.finishWorkout(workout, partial: false, endedAt: at(600))
        return workout
    }

    func testAPastSetsNoteIsEditedByIDAndMovesTheSessionsStamp() throws {
        let store = try Store.withCatalog(now: start)
        let workout = try finishedSession(store)
        let detail = try XCTUnwrap(store.sessionDetail(id: workout.id))
        XCTAssertEqual(detail.steps[rows].sets.map(\.note), ["", "Left side, \"slower\""])
        XCTAssertEqual(detail.steps[rows].plan?.unilateral, true, "the page knows the plan it ran")
        let later = moment(monday, 9, 0)
        try store.editPastSession(.setNote(session: workout.id, set: detail.steps[rows].sets[0].id, "Warm-up felt heavy"), now: later)
        XCTAssertEqual(try store.sessionDetail(id: workout.id)?.steps[rows].sets.map(\.note), ["Warm-up felt heavy", "Left side, \"slower\""])
        XCTAssertEqual(try store.db.firstRow("SELECT updated_at FROM sessions WHERE uid = ?", [workout.id])?.string("updated_at"),
                       later.isoDateTime, "a merge carries it")
        let gone = expectStoreError(try store.editPastSession(.setNote(session: workout.id, set: "01ARZ3NDEKTSV4RRFFQ69G5FAV", "x"), now: later))
        XCTAssertEqual(gone?.message, "That set is gone (deleted in another terminal?); nothing was changed.")
        // The exercise page's last sessions carry it.
        let progress = try store.exerciseProgress(exerciseID: "dumbbell-row")
        XCTAssertEqual(progress.recent.first?.sets.map(\.note), ["Warm-up felt heavy", "Left side, \"slower\""])
    }

    func testTheNoteIsExportedInFormatSixAndImportedBack() throws {
        let store = try Store.withCatalog(now: start)
        let workout = try finishedSession(store)
        let exported = try store.exportText(at: at(700))
        XCTAssertTrue(exported.contains("\"schemaVersion\": \(ExportFormat.schemaVersion),"), exported)
        XCTAssertTrue(exported.contains(#""note": "Left side, \"slower\"""#), exported)
        let bundle = try ExportFormat.decode(Array(exported.utf8))
        XCTAssertEqual(bundle.sessions.flatMap(\.steps).flatMap(\.sets).map(\.note), ["", "Left side, \"slower\""])
        var csv = ""
        try store.exportCSV(unit: .kg) { csv += $0 }
        XCTAssertTrue(csv.hasSuffix(",\"Left side, \"\"slower\"\"\"\n"), "the set note in the CSV's last column, quoted: \(csv)")

        for mode in [ImportMode.merge, .replace] {
            let fresh = try Store.withCatalog(now: start)
            _ = try fresh.importBundle(bundle, mode: mode, dryRun: false, now: at(700))
            XCTAssertEqual(try fresh.sessionDetail(id: workout.id)?.steps[rows].sets.map(\.note), ["", "Left side, \"slower\""], "\(mode)")
            XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: at(700))), withoutCreatedAt(exported), "\(mode)")
        }

        // A note changed since, in a file stamped later: the merge brings it.
        var edited = bundle
        edited.sessions[0].updatedAt = moment(monday, 9, 0).isoDateTime
        let s = edited.sessions[0].steps.firstIndex { !$0.sets.isEmpty }!
        edited.sessions[0].steps[s].sets[1].note = "Both sides even"
        let summary = try store.importBundle(edited, mode: .merge, dryRun: false, now: at(800))
        XCTAssertEqual(summary.sessionsUpdated, 1)
        XCTAssertEqual(try store.sessionDetail(id: workout.id)?.steps[rows].sets[1].note, "Both sides even")
    }

    func testAnExportFromBeforeSetNotesStillImports() throws {
        let store = try Store.withCatalog(now: start)
        let workout = try finishedSession(store)
        // As gymtrack wrote it at version 5: no note on a set (the steps and the session keep theirs).
        let older = try store.exportText(at: at(700)).replacingOccurrences(of: "\"schemaVersion\": 6,", with: "\"schemaVersion\": 5,")
            .split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard line.contains("\"setIndex\"") else { return String(line) }
                return line.replacingOccurrences(of: #", "note": "Left side, \"slower\"""#, with: "").replacingOccurrences(of: #", "note": """#, with: "")
            }.joined(separator: "\n")
        XCTAssertFalse(older.split(separator: "\n").contains { $0.contains("\"setIndex\"") && $0.contains("\"note\"") }, older)
        let bundle = try ExportFormat.decode(Array(older.utf8))
        XCTAssertEqual(bundle.sessions.flatMap(\.steps).flatMap(\.sets).map(\.note), ["", ""])
        let fresh = try Store.withCatalog(now: start)
        XCTAssertEqual(try fresh.importBundle(bundle, mode: .merge, dryRun: false, now: at(700)).sessionsAdded, 1)
        XCTAssertEqual(try fresh.sessionDetail(id: workout.id)?.steps[rows].sets.count, 2)
    }

    func testSyncCarriesANoteWrittenOnEitherMachine() throws {
        let laptop = try Store.withCatalog(path("laptop.sqlite"), now: start), box = try Store.withCatalog(path("box.sqlite"), now: start)
        let workout = try finishedSession(laptop)
        try sync(laptop, box)
        XCTAssertEqual(try box.sessionDetail(id: workout.id)?.steps[rows].sets.map(\.note), ["", "Left side, \"slower\""])

        // Apart: the box notes the first set, the laptop changes the second's note.
        let sets = try XCTUnwrap(box.sessionDetail(id: workout.id)?.steps[rows].sets)
        try box.editPastSession(.setNote(session: workout.id, set: sets[0].id, "Easy"), now: SystemClock.now())
        try laptop.editPastSession(.setNote(session: workout.id, set: sets[1].id, "Both even"), now: SystemClock.now())
        try sync(laptop, box)

        for store in [laptop, box] {
            XCTAssertEqual(try store.sessionDetail(id: workout.id)?.steps[rows].sets.map(\.note), ["Easy", "Both even"])
        }
        XCTAssertEqual(withoutCreatedAt(try laptop.exportText(at: at(900))), withoutCreatedAt(try box.exportText(at: at(900))))
    }

    /// One `gymtrack sync`: here merges there's export, then there merges here's.
    private func sync(_ here: Store, _ there: Store) throws {
        var theirs: [UInt8] = []
        try there.exportJSON(createdAt: start, appVersion: "test", workoutInProgress: true) { theirs += Array($0.utf8) }
        let (_, ours, _) = try here.sync(with: try ExportFormat.decode(theirs), theirClock: nil, dryRun: false, now: SystemClock.now(), appVersion: "test")
        _ = try there.sync(with: try ExportFormat.decode(ours), theirClock: nil, dryRun: false, now: SystemClock.now(), appVersion: "test")
    }

    func testMigrationEighteenAddsTheNoteAndLogsTheABCsOneArmRowsASideAtATime() throws {
        let file = path("seventeen.sqlite")
        let workout: ActiveWorkout
        do {
            let store = try Store.withCatalog(file, now: start)
            workout = try finishedSession(store)
            // Back to how schema 17 left it: no note, the rows both sides at once.
            try store.db.executeScript(undoMigration19 + "\n" + """
                DROP TRIGGER set_logs_touched;
                ALTER TABLE set_logs DROP COLUMN note;
                CREATE TRIGGER set_logs_touched AFTER UPDATE ON set_logs WHEN NEW.updated_at IS OLD.updated_at BEGIN
                    UPDATE set_logs SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
                END;
                UPDATE split_steps SET unilateral = 0;
                DELETE FROM schema_migrations WHERE version >= 18;
                PRAGMA user_version = 17;
                """)
        }
        let stampsBefore = try Connection(path: file, create: false).rows("SELECT uid, updated_at FROM split_steps ORDER BY uid")
            .map { "\($0.string("uid") ?? "") \($0.string("updated_at") ?? "")" }

        let store = try Store(path: file)
        XCTAssertEqual(store.schemaVersion, latestSchemaVersion)
        let rows = try store.loadSplits().flatMap { split in split.steps.filter { $0.exerciseID == "dumbbell-row" }.map { (split.sessionType, $0.unilateral) } }
        XCTAssertEqual(rows.map(\.0), ["A", "C"])
        XCTAssertEqual(rows.map(\.1), [true, true], "as a new database's")
        XCTAssertEqual(try store.loadSplits().flatMap(\.steps).filter(\.unilateral).count, 2, "nothing else")
        XCTAssertEqual(try store.db.rows("SELECT uid, updated_at FROM split_steps ORDER BY uid").map { "\($0.string("uid") ?? "") \($0.string("updated_at") ?? "")" },
                       stampsBefore, "the installed defaults stay stamped alike on every machine")
        XCTAssertEqual(try store.sessionDetail(id: workout.id)?.steps[self.rows].sets.map(\.note), ["", ""])
        // A note written moves the set's updated_at, so a sync carries it.
        try store.db.execute("UPDATE set_logs SET updated_at = '2000-01-01T00:00:00Z'")
        try store.db.execute("UPDATE set_logs SET note = 'later' WHERE set_index = 0")
        XCTAssertEqual(try store.count("set_logs", where: "note = 'later' AND updated_at != '2000-01-01T00:00:00Z'"), 1)
    }
}
