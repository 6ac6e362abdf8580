import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// The History tab's reads (list windows, record marks, months, a session in full) and its
/// edits of past sessions: each a delta by id that moves updated_at; a deletion a tombstone.
final class SessionLogStoreTests: InMemoryStoreTestCase {
    /// Logs Day A on `day` with a warm-up and working sets of dumbbell rows (step 2), returns its uid.
    @discardableResult
    private func log(_ weights: [Double], reps: Int, on day: Day, partial: Bool = false, split: Int = 0) throws -> String {
        let start = moment(day, 8, 0)
        var workout = ActiveWorkout(split: split == 0 ? dayABothSides : DefaultSplits.all[split], startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        let step = split == 0 ? 2 : 0
        _ = workout.completeNext(step: step, at: start.adding(seconds: 10), challengeRoom: false)
        for (i, weight) in weights.enumerated() {
            _ = workout.completeNext(step: step, at: start.adding(seconds: Double(20 + i)), challengeRoom: false,
                                     values: SetValues(reps: reps, weight: weight))
        }
        try store.saveWorkout(workout, now: start.adding(seconds: 60))
        try store.finishWorkout(workout, partial: partial, endedAt: start.adding(seconds: 2400))
        return workout.id
    }

    private func updatedAt(_ uid: String) throws -> String? {
        try store.db.firstRow("SELECT updated_at FROM sessions WHERE uid = ?", [uid])?.string(0)
    }

    func testTheListIsNewestFirstWithSetsVolumeAndRecordMarks() throws {
        try log([30, 30], reps: 5, on: sunday.adding(days: -14))
        try log([20, 20], reps: 10, on: sunday.adding(days: -7))
        try log([32.5], reps: 5, on: sunday.adding(days: -2), partial: true)
        let page = try store.sessionLogPage(filter: nil, offset: 0, limit: 10)
        XCTAssertEqual(page.total, 3)
        XCTAssertEqual(page.rows.map(\.day), [sunday.adding(days: -2), sunday.adding(days: -7), sunday.adding(days: -14)])
        XCTAssertEqual(page.rows.map(\.sets), [1, 2, 2], "warm-ups are not counted")
        XCTAssertEqual(page.rows.map(\.volume), [162.5, 400, 300])
        XCTAssertEqual(page.rows.map(\.isPartial), [true, false, false])
        // The first time is no record; 20 × 10 (e1RM 26.7) beats neither 30 kg nor e1RM 35; 32.5 kg beats both.
        XCTAssertEqual(page.rows.map(\.setRecord), [true, false, false])
    }

    func testAWindowAndAFilterReadOnlyTheirRows() throws {
        for i in 0..<6 { try log([20], reps: 5, on: sunday.adding(days: -i * 2), split: i % 2 == 0 ? 0 : 1) }
        let window = try store.sessionLogPage(filter: nil, offset: 2, limit: 3)
        XCTAssertEqual(window.total, 6)
        XCTAssertEqual(window.offset, 2)
        XCTAssertEqual(window.rows.map(\.day), [sunday.adding(days: -4), sunday.adding(days: -6), sunday.adding(days: -8)])
        let b = DefaultSplits.all[1].sessionType
        let filtered = try store.sessionLogPage(filter: b, offset: 0, limit: 10)
        XCTAssertEqual(filtered.total, 3)
        XCTAssertTrue(filtered.rows.allSatisfy { $0.sessionType == b })
        let around = try store.sessionLogPage(filter: nil, around: sunday.adding(days: -6))
        XCTAssertEqual(around.focus, 3)
        XCTAssertEqual(around.row(at: 3)?.day, sunday.adding(days: -6))
    }

    /// The `/` filter: sessions whose split, or an exercise they had (by the catalog's name),
    /// is named with the text, in any case; % and _ are text.
    func testASearchListsTheSessionsThatHadTheExerciseOrTheSplit() throws {
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: moment(sunday, 7, 0))
        try store.installDefaultSplits({ DefaultSplits.all }, now: moment(sunday, 7, 0))
        for i in 0..<5 { try log([20], reps: 5, on: sunday.adding(days: -i * 2), split: i % 2 == 0 ? 0 : 1) }
        let a = DefaultSplits.all[0], b = DefaultSplits.all[1]
        // A's dumbbell rows (the step `log` logs), by its catalog name, in another case.
        let rows = try XCTUnwrap(a.steps[2].exerciseID)
        let name = try XCTUnwrap(store.db.firstRow("SELECT name FROM exercises WHERE id = ?", [rows])?.string("name"))
        let byExercise = try store.sessionLogPage(filter: nil, search: name.uppercased(), offset: 0, limit: 10)
        XCTAssertEqual(byExercise.total, 3, "the three sessions of \(a.name) had \(name)")
        XCTAssertEqual(byExercise.search, name.uppercased())
        XCTAssertTrue(byExercise.rows.allSatisfy { $0.sessionType == a.sessionType })
        XCTAssertEqual(byExercise.rows.map(\.day), [sunday, sunday.adding(days: -4), sunday.adding(days: -8)], "newest first")
        // A split by its name; with the split filter too, both hold.
        let bySplit = try store.sessionLogPage(filter: nil, search: b.name, offset: 0, limit: 10)
        XCTAssertEqual(bySplit.rows.map(\.sessionType), [b.sessionType, b.sessionType])
        XCTAssertEqual(try store.sessionLogPage(filter: b.sessionType, search: name, offset: 0, limit: 10).total, 0)
        // An exercise only planned (never logged) is not one the session had.
        let planned = try XCTUnwrap(a.steps.compactMap(\.exerciseID).first { $0 != rows && $0 != b.steps[0].exerciseID })
        let plannedName = try XCTUnwrap(store.db.firstRow("SELECT name FROM exercises WHERE id = ?", [planned])?.string("name"))
        if !name.localizedCaseInsensitiveContains(plannedName) && !plannedName.localizedCaseInsensitiveContains(name) {
            XCTAssertEqual(try store.sessionLogPage(filter: nil, search: plannedName, offset: 0, limit: 10).total, 0, plannedName)
        }
        XCTAssertEqual(try store.sessionLogPage(filter: nil, search: "%", offset: 0, limit: 10).total, 0, "% is a character, not a wildcard")
        XCTAssertEqual(try store.sessionLogPage(filter: nil, search: "no such exercise", offset: 0, limit: 10).total, 0)
        XCTAssertEqual(try store.sessionLogPage(filter: nil, search: "", offset: 0, limit: 10).total, 5, "no text: every session")
    }

    func testDetailHasEveryStepAndSetAndTheRecordsSet() throws {
        try log([30], reps: 5, on: sunday.adding(days: -7))
        let id = try log([35, 30], reps: 5, on: sunday)
        let detail = try XCTUnwrap(store.sessionDetail(id: id))
        XCTAssertEqual(detail.steps.count, DefaultSplits.all[0].steps.count)
        let rows = detail.steps[2]
        XCTAssertEqual(rows.exerciseID, "dumbbell-row")
        XCTAssertFalse(detail.steps[0].checked, "the warm-up was left undone")
        XCTAssertEqual(rows.sets.map(\.isWarmup), [true, false, false])
        XCTAssertEqual(rows.sets.map(\.weight), [nil, 35, 30])
        XCTAssertEqual(detail.records.map(\.record), [.e1RM(estimatedOneRepMax(weight: 35, reps: 5)), .heaviest(35)])
        XCTAssertTrue(detail.summary.setRecord)
        XCTAssertNil(try store.sessionDetail(id: "nope"))
    }

    func testTheCalendarMonthHasEachDaysSplitsVolumeAndFullChallengeDays() throws {
        let id = try log([20], reps: 10, on: sunday)
        try log([20], reps: 5, on: sunday, split: 1)
        try log([20], reps: 5, on: Day(year: 2026, month: 10, day: 30))
        try store.setChallenge(day: sunday.adding(days: -1), sets: 3, target: 3, now: moment(sunday, 9, 0))
        let month = try store.calendarMonth(year: 2026, month: 11, filter: nil)
        XCTAssertEqual(month.days.count, 1)
        XCTAssertEqual(month.days[sunday]?.sessionTypes.count, 2)
        XCTAssertEqual(month.days[sunday]?.sessionIDs.first, id)
        XCTAssertEqual(month.days[sunday]?.volume, 200, "Day A's rows; Day B's first step takes no weight")
        XCTAssertEqual(month.fullChallengeDays, [sunday.adding(days: -1)])
        let filtered = try store.calendarMonth(year: 2026, month: 11, filter: DefaultSplits.all[1].sessionType)
        XCTAssertEqual(filtered.days[sunday]?.sessionTypes, [DefaultSplits.all[1].sessionType])
    }

    func testEditingASetIsADeltaByIdThatMovesUpdatedAt() throws {
        let id = try log([20, 20], reps: 10, on: sunday.adding(days: -1))
        let before = try updatedAt(id)
        let set = try XCTUnwrap(store.sessionDetail(id: id)?.steps[2].sets[1])
        try store.editPastSession(.setValues(session: id, set: set.id, values: SetValues(reps: 8, weight: 25, rpe: 9)), now: moment(sunday, 10, 0))
        let after = try XCTUnwrap(store.sessionDetail(id: id)?.steps[2].sets)
        XCTAssertEqual(after[1].id, set.id, "the same row, changed in place")
        XCTAssertEqual(after[1].reps, 8)
        XCTAssertEqual(after[1].weight, 25)
        XCTAssertEqual(after[1].rpe, 9)
        XCTAssertEqual(after[2].weight, 20, "the other sets are left alone")
        XCTAssertNotEqual(try updatedAt(id), before)
        XCTAssertEqual(try updatedAt(id), moment(sunday, 10, 0).isoDateTime)
        XCTAssertEqual(try store.db.firstRow("SELECT updated_at FROM set_logs WHERE uid = ?", [set.id])?.string(0), moment(sunday, 10, 0).isoDateTime)
    }

    func testAddingAndDeletingASet() throws {
        let id = try log([20], reps: 10, on: sunday.adding(days: -1))
        let step = try XCTUnwrap(store.sessionDetail(id: id)?.steps[2].uid)
        XCTAssertFalse(step.isEmpty)
        try store.editPastSession(.addSet(session: id, step: step, values: SetValues(reps: 6, weight: 22.5, rpe: nil)), now: moment(sunday, 10, 0))
        var sets = try XCTUnwrap(store.sessionDetail(id: id)?.steps[2].sets)
        XCTAssertEqual(sets.map(\.weight), [nil, 20, 22.5])
        XCTAssertFalse(sets[2].id.isEmpty)
        try store.editPastSession(.deleteSet(session: id, set: sets[1].id), now: moment(sunday, 10, 5))
        sets = try XCTUnwrap(store.sessionDetail(id: id)?.steps[2].sets)
        XCTAssertEqual(sets.map(\.weight), [nil, 22.5])
        XCTAssertEqual(try updatedAt(id), moment(sunday, 10, 5).isoDateTime)
        XCTAssertThrowsError(try store.editPastSession(.deleteSet(session: id, set: "gone"), now: moment(sunday, 10, 6)))
        XCTAssertEqual(try updatedAt(id), moment(sunday, 10, 5).isoDateTime, "a refused edit changes nothing")
    }

    func testPartialMoveAndDeleteChangeWhatTheHistoryCounts() throws {
        let id = try log([20], reps: 10, on: sunday.adding(days: -1))
        try store.editPastSession(.partial(session: id, true), now: moment(sunday, 10, 0))
        XCTAssertEqual(try store.loadHistory(today: sunday).sessions.first?.isPartial, true)
        XCTAssertTrue(try store.loadHistory(today: sunday).gymDays.isEmpty, "a partial session is no gym day")

        let to = moment(sunday.adding(days: -3), 18, 30)
        try store.editPastSession(.move(session: id, to: to), now: moment(sunday, 10, 1))
        let moved = try XCTUnwrap(store.sessionDetail(id: id))
        XCTAssertEqual(moved.summary.day, sunday.adding(days: -3))
        XCTAssertEqual(moved.summary.startedAt, to.epochSeconds)
        XCTAssertEqual(moved.steps[2].sets.first?.completedAt ?? 0, to.epochSeconds + 10, accuracy: 0.001, "sets move with it")

        try store.editPastSession(.delete(session: id), now: moment(sunday, 10, 2))
        XCTAssertNotNil(try store.db.firstRow("SELECT deleted_at FROM sessions WHERE uid = ?", [id])?.string(0), "a tombstone, not gone")
        XCTAssertEqual(try updatedAt(id), moment(sunday, 10, 2).isoDateTime)
        XCTAssertNil(try store.sessionDetail(id: id))
        XCTAssertEqual(try store.sessionLogPage(filter: nil, offset: 0, limit: 10).total, 0)
        XCTAssertTrue(try store.loadHistory(today: sunday).sessions.isEmpty)
        XCTAssertEqual(try store.loadAllTimeStats().totalSessions, 0)
        XCTAssertThrowsError(try store.editPastSession(.partial(session: id, false), now: moment(sunday, 10, 3)),
                             "a deleted session cannot be edited")
    }
}
