import BundledPlans
import Domain
import Formats
import Foundation
import XCTest
@testable import Storage

/// A session's note: written during the workout by intent (the note alone, by the session's
/// id), edited afterwards with an exercise's note, exported and imported back, and brought in
/// from Strong's Workout Notes and Hevy's description.
final class SessionNoteStorageTests: TemporaryDirectoryTestCase {
    private let start = moment(sunday, 8, 0)
    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }
    private let rows = 2 // Dumbbell rows of Day A

    func testANoteWrittenOnOneTerminalKeepsTheSetAnotherLoggedMeanwhile() throws {
        let dbPath = path("gymtrack.sqlite")
        let laptop = try Store(path: dbPath), phone = try Store(path: dbPath)
        var onLaptop = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        onLaptop.id = try laptop.beginWorkout(onLaptop, now: start)
        var onPhone = try XCTUnwrap(phone.loadActiveWorkout())
        try laptop.press(&onLaptop, now: at(60)) { _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true) }
        // The phone has not seen the laptop's set: its note must not take it away.
        var noted = onPhone
        noted.note = "Slept badly, kept it light"
        XCTAssertEqual(noted.changes(since: onPhone), [.changeNote("Slept badly, kept it light")])
        try phone.press(&onPhone, now: at(70)) { $0.note = "Slept badly, kept it light" }

        let stored = try XCTUnwrap(try Store(path: dbPath).loadActiveWorkout())
        XCTAssertEqual(stored.note, "Slept badly, kept it light")
        XCTAssertEqual(stored.steps[rows].sets.map(\.completedAt), [at(60).epochSeconds])
        // And the laptop, which has not seen the note, logs a set without writing the note back.
        try laptop.press(&onLaptop, now: at(90)) { _ = $0.completeNext(step: rows, at: at(90), challengeRoom: true) }
        try laptop.finishWorkout(onLaptop, partial: false, endedAt: at(600))

        let page = try laptop.sessionLogPage(filter: nil, offset: 0, limit: 10)
        XCTAssertEqual(page.rows.map(\.note), ["Slept badly, kept it light"])
        let detail = try XCTUnwrap(laptop.sessionDetail(id: onLaptop.id))
        XCTAssertEqual(detail.summary.note, "Slept badly, kept it light")
        XCTAssertEqual(detail.steps[rows].sets.count, 2)
    }

    func testAWorkoutBegunWithANoteStoresIt() throws {
        let store = try Store(path: ":memory:")
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.note = "Carried over"
        workout.id = try store.beginWorkout(workout, now: start)
        XCTAssertEqual(try store.loadActiveWorkout()?.note, "Carried over")
    }

    /// A store with one finished session of Day A, a set logged on its Dumbbell rows, and a note.
    private func finishedSession(note: String = "") throws -> (Store, ActiveWorkout) {
        let store = try Store.withCatalog(now: start)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        try store.press(&workout, now: at(60)) {
            _ = $0.completeNext(step: rows, at: at(60), challengeRoom: true)
            $0.note = note
        }
        try store.finishWorkout(workout, partial: false, endedAt: at(600))
        return (store, workout)
    }

    func testAPastSessionsNoteAndAnExercisesNoteAreEditedByID() throws {
        let (store, workout) = try finishedSession()
        let step = try XCTUnwrap(store.sessionDetail(id: workout.id)?.steps[rows])
        let later = moment(monday, 9, 0)

        try store.editPastSession(.note(session: workout.id, "Good pump"), now: later)
        try store.editPastSession(.stepNote(session: workout.id, step: step.uid, "Left elbow ached"), now: later)

        let detail = try XCTUnwrap(store.sessionDetail(id: workout.id))
        XCTAssertEqual(detail.summary.note, "Good pump")
        XCTAssertEqual(detail.steps[rows].note, "Left elbow ached")
        XCTAssertEqual(detail.steps[rows].sets.count, 1, "a note touches no set")
        XCTAssertEqual(try store.db.firstRow("SELECT updated_at FROM sessions WHERE uid = ?", [workout.id])?.string("updated_at"),
                       later.isoDateTime, "an edit moves the session's updated_at, so a merge carries it")
        let gone = expectStoreError(try store.editPastSession(.stepNote(session: workout.id, step: "01ARZ3NDEKTSV4RRFFQ69G5FAV", "x"), now: later))
        XCTAssertEqual(gone?.message, "That exercise is no longer in the session; nothing was changed.")
    }

    func testTheNoteIsExportedAndImportedBackInJSONAndInTheCSV() throws {
        let (store, workout) = try finishedSession(note: "Heavy day, \"new\" gym")

        let exported = try store.exportText(at: at(700))
        XCTAssertTrue(exported.contains(#""note": "Heavy day, \"new\" gym""#), exported)
        let bundle = try ExportFormat.decode(Array(exported.utf8))
        XCTAssertEqual(bundle.sessions.map(\.note), ["Heavy day, \"new\" gym"])
        let fresh = try Store.withCatalog(now: start)
        _ = try fresh.importBundle(bundle, mode: .merge, dryRun: false, now: at(700))
        XCTAssertEqual(try fresh.sessionDetail(id: workout.id)?.summary.note, "Heavy day, \"new\" gym")
        XCTAssertEqual(withoutCreatedAt(try fresh.exportText(at: at(700))), withoutCreatedAt(exported))

        // Replace carries it too.
        let replaced = try Store.withCatalog(now: start)
        _ = try replaced.importBundle(bundle, mode: .replace, dryRun: false, now: at(700))
        XCTAssertEqual(try replaced.sessionDetail(id: workout.id)?.summary.note, "Heavy day, \"new\" gym")

        var csv = ""
        try store.exportCSV(unit: .kg) { csv += $0 }
        let lines = csv.split(separator: "\n")
        XCTAssertTrue(lines[0].contains(",superset,workout notes,"))
        XCTAssertTrue(lines[1].contains(#","Heavy day, ""new"" gym","#), String(lines[1]))
    }

    func testAnExportWrittenBeforeSessionNotesImportsWithoutOne() throws {
        let (store, _) = try finishedSession()
        let older = try store.exportText(at: at(700)).replacingOccurrences(of: #", "note": "", "steps""#, with: #", "steps""#)
        XCTAssertFalse(older.contains(#""note": "", "steps""#))
        let bundle = try ExportFormat.decode(Array(older.utf8))
        XCTAssertEqual(bundle.sessions.map(\.note), [""])
        let fresh = try Store.withCatalog(now: start)
        XCTAssertEqual(try fresh.importBundle(bundle, mode: .merge, dryRun: false, now: at(700)).sessionsAdded, 1)
    }

    func testStrongsWorkoutNotesAndHevysDescriptionBecomeTheSessionsNote() throws {
        let strong = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),1,100,5,0,0,\"slow\",\"felt strong, slept 8h\",\n"
            + "2024-01-02 10:00:00,A,1h,Squat (Barbell),2,100,5,0,0,,\"felt strong, slept 8h\",\n"
            + "2024-01-04 10:00:00,B,1h,Squat (Barbell),1,100,5,0,0,,,\n"
        let hevy = #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#
            + "\n" + #""Morning Push","8 Apr 2026, 16:50","8 Apr 2026, 17:55","New program, week 1","Bench Press (Barbell)",,"",0,"normal",82.5,5,,,8"#
            + "\n"
        for (csv, notes) in [(strong, ["felt strong, slept 8h", ""]), (hevy, ["New program, week 1"])] {
            let store = try Store.withCatalog(now: start)
            let read = try ForeignWorkouts.read(Array(csv.utf8))
            let bundle = ForeignWorkouts.bundle(read, catalog: try store.loadCatalog(), defaultUnit: .kg, utcOffsetSeconds: 0)
            XCTAssertFalse(bundle.notes.joined().contains("the notes of 1 workout;"), "not said to be dropped")
            XCTAssertTrue(bundle.notes.contains("  notes: the notes of 1 workout are their sessions' notes."), "\(bundle.notes)")
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: start)
            let page = try store.sessionLogPage(filter: nil, offset: 0, limit: 10)
            XCTAssertEqual(page.rows.reversed().map(\.note), notes)

            // A database that imported the file before gymtrack kept these notes gets them on
            // the next import; a note changed here since is kept.
            try store.db.execute("UPDATE sessions SET note = ''")
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: start)
            XCTAssertEqual(try store.sessionLogPage(filter: nil, offset: 0, limit: 10).rows.reversed().map(\.note), notes)
            let first = try XCTUnwrap(page.rows.last)
            try store.editPastSession(.note(session: first.id, "mine"), now: moment(monday, 9, 0))
            _ = try store.importBundle(bundle, mode: .merge, dryRun: false, now: start)
            XCTAssertEqual(try store.sessionDetail(id: first.id)?.summary.note, "mine")
        }
    }
}
