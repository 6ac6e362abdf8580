import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// The workout in progress: begin, save every change, reload, and the rules around it.
final class WorkoutStoreTests: TemporaryDirectoryTestCase {
    private var store: Store!
    private let planA = DefaultSplits.all[0]
    private let planB = DefaultSplits.all[1]
    private let start = moment(sunday, 8, 15)

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try Store(path: ":memory:")
    }

    override func tearDownWithError() throws {
        store = nil
        try super.tearDownWithError()
    }

    private func at(_ seconds: Double) -> Moment { start.adding(seconds: seconds) }

    private func setUIDs(_ store: Store, step: Int? = nil) throws -> [String] {
        let filter = step.map { "WHERE step_position = \($0)" } ?? ""
        return try store.db.rows("SELECT uid FROM set_logs \(filter) ORDER BY step_position, set_index").compactMap { $0.string(0) }
    }

    // MARK: Begin and load

    func testNothingInProgressAtFirst() throws {
        XCTAssertNil(try store.loadActiveWorkout())
    }

    func testBeginThenLoadGivesTheSameWorkout() throws {
        var workout = ActiveWorkout(split: planA, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)

        let loaded = try XCTUnwrap(store.loadActiveWorkout())

        XCTAssertEqual(loaded.title, "Day A — Upper Strength")
        XCTAssertEqual(loaded.sessionType, "A")
        XCTAssertEqual(loaded.startedAt, start)
        XCTAssertEqual(loaded.steps.map(\.plan), planA.steps)
        XCTAssertEqual(loaded.steps.map(\.plan.title), planA.steps.map(\.title))
        XCTAssertEqual(loaded.steps.map(\.plan.kind), planA.steps.map(\.kind))
        XCTAssertEqual(loaded.steps.map(\.plan.durationSeconds), planA.steps.map(\.durationSeconds))
        XCTAssertEqual(loaded.steps.map(\.plan.warmupSets), planA.steps.map(\.warmupSets))
        XCTAssertEqual(loaded.steps.map(\.plan.notes), planA.steps.map(\.notes))
        XCTAssertTrue(loaded.steps.allSatisfy { $0.sets.isEmpty && $0.checkedAt == nil && $0.creditedChallengeDay == nil })
        XCTAssertEqual(loaded.steps[0].timer, Countdown(totalSeconds: 600))
        XCTAssertNil(loaded.steps[2].timer)
        XCTAssertEqual(loaded, workout)
    }

    func testBeginWritesAnActiveSessionRow() throws {
        var workout = ActiveWorkout(split: planA, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)

        let row = try XCTUnwrap(store.db.firstRow("""
            SELECT session_type, date, started_at, status, title, steps_total, steps_completed, uid, utc_offset_seconds, is_partial
            FROM sessions
            """))
        XCTAssertEqual(row.string(0), "A")
        XCTAssertEqual(row.string(1), "2026-11-22")
        XCTAssertEqual(row.string(2), "2026-11-22T08:15:00+01:00")
        XCTAssertEqual(row.string(3), "active")
        XCTAssertEqual(row.string(4), "Day A — Upper Strength")
        XCTAssertEqual(row.int(5), 9)
        XCTAssertEqual(row.int(6), 0)
        XCTAssertEqual(row.string(7)?.count, 26)
        XCTAssertEqual(row.int(8), 3600)
        XCTAssertEqual(row.int(9), 0)
        XCTAssertEqual(try store.count("session_steps"), 9)
        XCTAssertEqual(try store.count("set_logs"), 0)
        XCTAssertTrue(try store.loadHistory().sessions.isEmpty, "a workout in progress is not history")
    }

    func testTimeAwayLeftOutIsSavedAndShortensTheLoggedDuration() throws {
        var workout = ActiveWorkout(split: planA, startedAt: start)
        workout.id = try store.beginWorkout(workout, now: start)
        _ = workout.completeNext(step: 0, at: at(600), challengeRoom: true)
        try store.saveWorkout(workout, now: at(600))
        // Left open overnight: 14 hours after the last set, the time away is left out.
        workout.settleGap(at: 600 + 14 * 3600 + start.epochSeconds, counts: false)
        try store.saveWorkout(workout, now: at(600 + 14 * 3600))
        let loaded = try XCTUnwrap(try store.loadActiveWorkout())
        XCTAssertEqual(loaded.awaySeconds, 14 * 3600)
        XCTAssertEqual(loaded.awayAnsweredAt, start.epochSeconds + 600 + 14 * 3600)
        let record = try store.finishWorkout(loaded, partial: false, endedAt: at(14 * 3600 + 1200))
        XCTAssertEqual(record.durationSeconds, 1200)
        XCTAssertEqual(try store.db.firstRow("SELECT duration_seconds FROM sessions")?.int(0), 1200)
    }

    func testSecondBeginFailsAndLeavesTheFirstIntact() throws {
        var first = ActiveWorkout(split: planA, startedAt: start)
        first.id = try store.beginWorkout(first, now: start)

        let second = ActiveWorkout(split: planB, startedAt: at(600))
        let error = expectStoreError(try store.beginWorkout(second, now: at(600)))

        XCTAssertTrue(error?.message.contains("Could not start the workout") == true, error?.message ?? "")
        XCTAssertEqual(try store.loadActiveWorkout(), first)
        XCTAssertEqual(try store.count("sessions"), 1)
        XCTAssertEqual(try store.count("session_steps"), planA.steps.count, "none of B's steps were written")
    }

    // MARK: Saving progress

    /// A: cardio run then checked, challenge credited, all four rows sets, one plank hold.
    private func progressedWorkout(id: String = "") -> ActiveWorkout {
        var w = ActiveWorkout(split: planA, startedAt: start, id: id)
        XCTAssertTrue(w.toggleTimer(step: 0, at: at(1)))
        XCTAssertNotNil(w.completeNext(step: 0, at: at(300), challengeRoom: true))
        XCTAssertEqual(w.completeNext(step: 1, at: at(400), challengeRoom: true)?.challengeCredit, sunday)
        for i in 0..<4 {
            XCTAssertEqual(w.completeNext(step: 2, at: at(500 + Double(i) * 90), challengeRoom: true)?.completedSet, true)
        }
        XCTAssertTrue(w.toggleTimer(step: 6, at: at(1000)))
        XCTAssertNotNil(w.completeNext(step: 6, at: at(1030.4), challengeRoom: true))
        return w
    }

    func testCompletedSetsComeBackAfterSave() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w = progressedWorkout(id: try store.beginWorkout(w, now: start))
        try store.saveWorkout(w, now: at(1031))

        let loaded = try XCTUnwrap(store.loadActiveWorkout())

        XCTAssertEqual(loaded, w)
        let rows = loaded.steps[2].sets
        XCTAssertEqual(rows.map(\.isWarmup), [true, false, false, false])
        XCTAssertEqual(rows.map(\.reps), [10, 10, 10, 10])
        XCTAssertEqual(rows.map(\.completedAt), [500, 590, 680, 770].map { start.epochSeconds + $0 })
        XCTAssertEqual(rows.map(\.durationSeconds), [nil, nil, nil, nil])
        let plank = loaded.steps[6].sets
        XCTAssertEqual(plank.count, 1)
        XCTAssertEqual(plank.first?.durationSeconds, 30)
        XCTAssertEqual(plank.first?.completedAt, start.epochSeconds + 1030.4)
        XCTAssertEqual(plank.first?.isWarmup, false)
        XCTAssertEqual(loaded.steps[0].checkedAt, start.epochSeconds + 300)
        XCTAssertEqual(loaded.steps[0].timer, Countdown(totalSeconds: 600, elapsedBeforeStart: 299, runningSince: nil))
        XCTAssertEqual(loaded.steps[1].checkedAt, start.epochSeconds + 400)
        XCTAssertEqual(loaded.steps[1].creditedChallengeDay, sunday)
        XCTAssertEqual(loaded.completedSteps, 3)
    }

    func testSavedSetsAreRowsWithTheirValues() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w = progressedWorkout(id: try store.beginWorkout(w, now: start))
        try store.saveWorkout(w, now: at(1031))

        XCTAssertEqual(try store.count("set_logs"), 5)
        let rows = try store.db.rows("""
            SELECT step_position, set_index, is_warmup, reps, duration_seconds, completed_at FROM set_logs
            ORDER BY step_position, set_index
            """)
        XCTAssertEqual(rows.map { $0.int(0) }, [2, 2, 2, 2, 6])
        XCTAssertEqual(rows.map { $0.int(1) }, [0, 1, 2, 3, 0])
        XCTAssertEqual(rows.map { $0.int(2) }, [1, 0, 0, 0, 0])
        XCTAssertEqual(rows.map { $0.int(3) }, [10, 10, 10, 10, nil])
        XCTAssertEqual(rows.map { $0.int(4) }, [nil, nil, nil, nil, 30])
        XCTAssertEqual(rows.first?.string(5), "2026-11-22T08:23:20+01:00")
        let session = try XCTUnwrap(store.db.firstRow("SELECT steps_completed, steps_total, updated_at FROM sessions"))
        XCTAssertEqual(session.int(0), 3)
        XCTAssertEqual(session.int(1), 9)
        XCTAssertEqual(session.string(2), at(1031).isoDateTime)
    }

    func testUndoThenSaveRemovesTheRow() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        for i in 0..<4 { _ = w.completeNext(step: 2, at: at(100 + Double(i) * 60), challengeRoom: true) }
        try store.saveWorkout(w, now: at(400))
        let uidsBefore = try setUIDs(store, step: 2)
        XCTAssertEqual(uidsBefore.count, 4)

        XCTAssertNotNil(w.undoLast(step: 2))
        XCTAssertNotNil(w.undoLast(step: 2))
        try store.saveWorkout(w, now: at(410))

        XCTAssertEqual(try store.count("set_logs", where: "step_position = 2"), 2)
        XCTAssertEqual(try setUIDs(store, step: 2), Array(uidsBefore.prefix(2)), "the sets kept are the same rows")
        let loaded = try XCTUnwrap(store.loadActiveWorkout())
        XCTAssertEqual(loaded.steps[2].sets.count, 2)
        XCTAssertEqual(loaded, w)

        // Redoing the set writes a fresh row at the same place.
        _ = w.completeNext(step: 2, at: at(500), challengeRoom: true)
        try store.saveWorkout(w, now: at(500))
        XCTAssertEqual(try store.count("set_logs", where: "step_position = 2"), 3)
        XCTAssertEqual(try store.loadActiveWorkout()?.steps[2].sets.last?.completedAt, at(500).epochSeconds)
    }

    func testUndoingTheChallengeStepTakesBackTheCreditInTheSameSave() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        _ = try XCTUnwrap(w.completeNext(step: 1, at: at(60), challengeRoom: true)?.challengeCredit)
        try store.saveWorkout(w, now: at(60))
        XCTAssertEqual(try store.challengeSets(on: sunday), 1)

        _ = try XCTUnwrap(w.undoLast(step: 1)?.challengeDebit)
        try store.saveWorkout(w, now: at(70))

        XCTAssertEqual(try store.challengeSets(on: sunday), 0)
        XCTAssertEqual(try store.db.firstRow("SELECT credited_challenge_date, checked_at FROM session_steps WHERE position = 1")?.values,
                       [.null, .null])
        XCTAssertEqual(try store.loadActiveWorkout(), w)
    }

    func testSetUIDsAreKeptAcrossRepeatedSaves() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        for i in 0..<3 { _ = w.completeNext(step: 3, at: at(100 + Double(i) * 60), challengeRoom: true) }
        try store.saveWorkout(w, now: at(300))
        let first = try setUIDs(store)
        XCTAssertEqual(first.count, 3)
        XCTAssertEqual(Set(first).count, 3)

        try store.saveWorkout(w, now: at(301))
        XCTAssertEqual(try setUIDs(store), first, "saving again keeps every uid")

        _ = w.completeNext(step: 3, at: at(400), challengeRoom: true)
        _ = w.completeNext(step: 4, at: at(460), challengeRoom: true)
        try store.saveWorkout(w, now: at(460))
        let third = try setUIDs(store)
        XCTAssertEqual(third.count, 5)
        XCTAssertEqual(Array(third.prefix(3)), first, "new sets do not disturb the uids of earlier ones")
        XCTAssertEqual(Set(third).count, 5)
    }

    func testRunningTimerSurvivesReopening() throws {
        let dbPath = path("gymtrack.sqlite")
        store = try Store(path: dbPath)
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        XCTAssertTrue(w.toggleTimer(step: 0, at: at(10)))
        try store.saveWorkout(w, now: at(10))
        store = nil

        store = try Store(path: dbPath)
        var loaded = try XCTUnwrap(store.loadActiveWorkout())
        let timer = try XCTUnwrap(loaded.steps[0].timer)
        XCTAssertTrue(timer.isRunning)
        XCTAssertEqual(timer.runningSince, at(10).epochSeconds)
        XCTAssertEqual(timer.elapsedBeforeStart, 0)
        XCTAssertEqual(timer.totalSeconds, 600)
        XCTAssertEqual(timer.remainingWholeSeconds(at: at(70).epochSeconds), 540, "time ran on while gymtrack was closed")
        XCTAssertTrue(loaded.hasRunningTimer)
        XCTAssertEqual(loaded, w)

        // Paused after a reload: the elapsed time is what is kept.
        XCTAssertTrue(loaded.toggleTimer(step: 0, at: at(70)))
        try store.saveWorkout(loaded, now: at(70))
        store = nil
        store = try Store(path: dbPath)
        let paused = try XCTUnwrap(store.loadActiveWorkout()?.steps[0].timer)
        XCTAssertNil(paused.runningSince)
        XCTAssertEqual(paused.elapsedBeforeStart, 60)
    }

    func testSavingTheCheckedChallengeStepCreditsTheChallenge() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: at(-3600))
        let outcome = try XCTUnwrap(w.completeNext(step: 1, at: at(120), challengeRoom: true))
        XCTAssertEqual(outcome.challengeCredit, sunday)

        try store.saveWorkout(w, now: at(120))

        XCTAssertEqual(try store.challengeSets(on: sunday), 2)
        XCTAssertEqual(try store.loadActiveWorkout()?.steps[1].creditedChallengeDay, sunday)
        XCTAssertEqual(try store.db.firstRow("SELECT credited_challenge_date FROM session_steps WHERE position = 1")?.string(0),
                       "2026-11-22")
    }

    func testChallengeCreditAndStepsAreOneTransaction() throws {
        var original = ActiveWorkout(split: planA, startedAt: start)
        original.id = try store.beginWorkout(original, now: start)
        var w = original
        _ = w.completeNext(step: 2, at: at(60), challengeRoom: true)
        _ = w.completeNext(step: 1, at: at(90), challengeRoom: true)

        // A zero target cannot be stored: the challenge half fails, so the steps half must not land either.
        XCTAssertNotNil(expectStoreError(try store.saveWorkout(w, challengeTarget: 0, now: at(90))))

        XCTAssertEqual(try store.loadActiveWorkout(), original)
        XCTAssertEqual(try store.count("set_logs"), 0)
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)

        // And the store still works afterwards.
        try store.saveWorkout(w, now: at(91))
        XCTAssertEqual(try store.loadActiveWorkout(), w)
        XCTAssertEqual(try store.challengeSets(on: sunday), 1)
    }

    func testSaveWithoutAWorkoutInProgressFailsAndCreditsNothing() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        _ = w.completeNext(step: 1, at: at(90), challengeRoom: true)

        let error = expectStoreError(try store.saveWorkout(w, now: at(90)))

        XCTAssertTrue(error?.message.contains("no longer in progress") == true, error?.message ?? "")
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)
        XCTAssertEqual(try store.count("sessions"), 0)
        XCTAssertEqual(try store.count("session_steps"), 0)
    }

    // MARK: Finishing

    func testFinishLogsTheSession() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        for step in 0..<w.steps.count {
            // A set a few seconds after the one before: no two sets of a step end at one instant.
            var set = 0.0
            while w.completeNext(step: step, at: at(Double(step * 300) + set), challengeRoom: false) != nil { set += 5 }
        }
        try store.saveWorkout(w, now: at(2400))
        let end = at(2712.7)

        let record = try store.finishWorkout(w, partial: false, endedAt: end)

        XCTAssertEqual(record.sessionType, "A")
        XCTAssertEqual(record.day, sunday)
        XCTAssertEqual(record.startedAt, start.epochSeconds)
        XCTAssertEqual(record.durationSeconds, 2712)
        XCTAssertFalse(record.isPartial)
        XCTAssertEqual(record.id.count, 26)

        let row = try XCTUnwrap(store.db.firstRow("""
            SELECT status, duration_seconds, is_partial, date, started_at, uid, steps_completed, updated_at FROM sessions
            """))
        XCTAssertEqual(row.string(0), "finished")
        XCTAssertEqual(row.int(1), 2712)
        XCTAssertEqual(row.int(2), 0)
        XCTAssertEqual(row.string(3), "2026-11-22")
        XCTAssertEqual(row.string(4), "2026-11-22T08:15:00+01:00")
        XCTAssertEqual(row.string(5), record.id)
        XCTAssertEqual(row.int(6), 9)
        XCTAssertEqual(row.string(7), end.isoDateTime)

        XCTAssertEqual(try store.loadHistory().sessions, [record])
        XCTAssertEqual(try store.loadHistory().gymDays, [sunday])
        XCTAssertNil(try store.loadActiveWorkout())
        XCTAssertEqual(try store.count("set_logs"), w.loggedSetCount, "the sets of a finished session are kept")
    }

    func testFinishingKeepsWhatEachKeyWrote() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        _ = w.completeNext(step: 2, at: at(100), challengeRoom: true)
        // Each key writes its own change; finishing writes only that the workout ended.
        try store.saveWorkout(w, now: at(100))
        try store.finishWorkout(w, partial: true, endedAt: at(200))
        XCTAssertEqual(try store.count("set_logs"), 1)
        XCTAssertEqual(try store.db.firstRow("SELECT steps_completed FROM sessions")?.int(0), 0)
    }

    func testPartialFinishIsMarkedAndNotAGymDay() throws {
        var w = ActiveWorkout(split: planB, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)

        let record = try store.finishWorkout(w, partial: true, endedAt: at(600))

        XCTAssertTrue(record.isPartial)
        XCTAssertEqual(record.sessionType, "B")
        XCTAssertEqual(try store.db.firstRow("SELECT is_partial, duration_seconds FROM sessions")?.int(0), 1)
        let history = try store.loadHistory()
        XCTAssertEqual(history.sessions, [record])
        XCTAssertTrue(history.gymDays.isEmpty)
    }

    func testFinishAfterMidnightKeepsTheStartDay() throws {
        let lateStart = moment(sunday, 23, 40)
        var w = ActiveWorkout(split: planA, startedAt: lateStart)
        w.id = try store.beginWorkout(w, now: lateStart)

        let end = moment(monday, 0, 35)
        let record = try store.finishWorkout(w, partial: false, endedAt: end)

        XCTAssertEqual(record.day, sunday)
        XCTAssertEqual(record.durationSeconds, 55 * 60)
        XCTAssertEqual(try store.db.firstRow("SELECT date FROM sessions")?.string(0), "2026-11-22")
        XCTAssertEqual(try store.loadHistory().sessions.first?.day, sunday)
    }

    func testFinishWithoutAWorkoutInProgressFails() throws {
        let w = ActiveWorkout(split: planA, startedAt: start)
        let error = expectStoreError(try store.finishWorkout(w, partial: false, endedAt: at(60)))
        XCTAssertTrue(error?.message.contains("no longer in progress") == true, error?.message ?? "")
        XCTAssertTrue(try store.loadHistory().sessions.isEmpty)
    }

    func testANewWorkoutCanBeginAfterFinishingAndHistoryIsInOrder() throws {
        var first = ActiveWorkout(split: planA, startedAt: start)
        first.id = try store.beginWorkout(first, now: start)
        let r1 = try store.finishWorkout(first, partial: false, endedAt: at(2400))

        let secondStart = moment(monday, 7, 0)
        var second = ActiveWorkout(split: planB, startedAt: secondStart)
        second.id = try store.beginWorkout(second, now: secondStart)
        XCTAssertEqual(try store.loadActiveWorkout(), second)
        XCTAssertEqual(try store.loadHistory().sessions, [r1])

        let r2 = try store.finishWorkout(second, partial: false, endedAt: secondStart.adding(seconds: 2820))
        XCTAssertNotEqual(r1.id, r2.id)
        XCTAssertEqual(try store.loadHistory().sessions, [r1, r2])
        XCTAssertEqual(try store.loadHistory().lastSession?.sessionType, "B")
    }

    // MARK: Discarding

    func testDiscardRemovesTheSessionItsStepsAndSetsAndTakesBackTheCredit() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        _ = try XCTUnwrap(w.completeNext(step: 1, at: at(60), challengeRoom: true)?.challengeCredit)
        try store.saveWorkout(w, now: at(60))
        for i in 0..<3 { _ = w.completeNext(step: 2, at: at(120 + Double(i) * 60), challengeRoom: true) }
        try store.saveWorkout(w, now: at(240))
        XCTAssertEqual(try store.challengeSets(on: sunday), 1)
        XCTAssertEqual(try store.count("sessions"), 1)
        XCTAssertEqual(try store.count("session_steps"), 9)
        XCTAssertEqual(try store.count("set_logs"), 3)

        try store.discardWorkout(w, now: at(300))

        XCTAssertNil(try store.loadActiveWorkout())
        XCTAssertEqual(try store.count("sessions"), 0)
        XCTAssertEqual(try store.count("session_steps"), 0)
        XCTAssertEqual(try store.count("set_logs"), 0)
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)
        XCTAssertTrue(try store.loadHistory().sessions.isEmpty)
    }

    func testDiscardDoesNotTakeBackCreditItNeverGave() throws {
        try store.setChallenge(day: sunday, sets: 3, target: 3, now: at(-600))
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        let outcome = try XCTUnwrap(w.completeNext(step: 1, at: at(60), challengeRoom: false))
        XCTAssertNil(outcome.challengeCredit, "the day was already full")
        try store.saveWorkout(w, now: at(60))

        try store.discardWorkout(w, now: at(120))

        XCTAssertEqual(try store.challengeSets(on: sunday), 3)
        XCTAssertEqual(try store.count("sessions"), 0)
    }

    func testDiscardKeepsFinishedSessions() throws {
        var first = ActiveWorkout(split: planA, startedAt: start)
        first.id = try store.beginWorkout(first, now: start)
        var done = first
        _ = done.completeNext(step: 2, at: at(100), challengeRoom: true)
        try store.saveWorkout(done, now: at(100))
        let record = try store.finishWorkout(done, partial: false, endedAt: at(2400))

        var second = ActiveWorkout(split: planB, startedAt: at(3000))
        second.id = try store.beginWorkout(second, now: at(3000))
        _ = second.completeNext(step: 3, at: at(3100), challengeRoom: true)
        try store.saveWorkout(second, now: at(3100))

        try store.discardWorkout(second, now: at(3200))

        XCTAssertNil(try store.loadActiveWorkout())
        XCTAssertEqual(try store.loadHistory().sessions, [record])
        XCTAssertEqual(try store.count("sessions"), 1)
        XCTAssertEqual(try store.count("session_steps"), planA.steps.count)
        XCTAssertEqual(try store.count("set_logs"), 1)
    }

    func testDiscardWithoutAWorkoutStillClearsTheActiveRow() throws {
        var w = ActiveWorkout(split: planC(), startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        try store.discardWorkout(nil, now: at(60))
        XCTAssertNil(try store.loadActiveWorkout())
        XCTAssertEqual(try store.count("session_steps"), 0)
        // Nothing to discard is not an error.
        try store.discardWorkout(nil, now: at(61))
    }

    func testDiscardingAFinishedWorkoutChangesNothing() throws {
        var w = ActiveWorkout(split: planA, startedAt: start)
        w.id = try store.beginWorkout(w, now: start)
        _ = try XCTUnwrap(w.completeNext(step: 1, at: at(60), challengeRoom: true)?.challengeCredit)
        try store.saveWorkout(w, now: at(60))
        let record = try store.finishWorkout(w, partial: false, endedAt: at(2400))

        try store.discardWorkout(w, now: at(2500))

        XCTAssertEqual(try store.loadHistory().sessions, [record])
        XCTAssertEqual(try store.challengeSets(on: sunday), 1, "a finished workout keeps its credit")
        XCTAssertEqual(try store.count("session_steps"), planA.steps.count)
    }

    private func planC() -> Split { DefaultSplits.all[2] }
}

/// The running workout is found by its ULID, not by its start time and type.
final class WorkoutIdentityTests: TemporaryDirectoryTestCase {
    private let start = moment(sunday, 8, 15)

    func testBeginGivesAnIdThatSurvivesSaveLoadAndFinish() throws {
        let store = try Store(path: ":memory:")
        var w = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        XCTAssertEqual(w.id, "")
        w.id = try store.beginWorkout(w, now: start)
        XCTAssertEqual(w.id.count, 26)
        XCTAssertEqual(try store.loadActiveWorkout()?.id, w.id)

        _ = w.completeNext(step: 2, at: start.adding(seconds: 60), challengeRoom: true)
        try store.saveWorkout(w, now: start.adding(seconds: 60))
        let loaded = try XCTUnwrap(store.loadActiveWorkout())
        XCTAssertEqual(loaded.id, w.id)
        XCTAssertEqual(loaded, w)

        let record = try store.finishWorkout(loaded, partial: false, endedAt: start.adding(seconds: 1800))
        XCTAssertEqual(record.id, w.id)
    }

    func testBeginKeepsAnIdTheWorkoutAlreadyHas() throws {
        let store = try Store(path: ":memory:")
        let id = ULID.make(epochSeconds: start.epochSeconds)
        let w = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start, id: id)
        XCTAssertEqual(try store.beginWorkout(w, now: start), id)
        XCTAssertEqual(try store.loadActiveWorkout()?.id, id)
    }

    /// Two terminals: `one` shows workout A; `two` discards it and begins another A in the same
    /// second. The old match on start time and type could not tell them apart.
    func testTwoWorkoutsBegunInTheSameSecondWithTheSameTypeAreToldApart() throws {
        let file = path("gymtrack.sqlite")
        let one = try Store(path: file), two = try Store(path: file)
        var first = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        first.id = try one.beginWorkout(first, now: start)
        try two.discardWorkout(try XCTUnwrap(two.loadActiveWorkout()), now: start)
        var second = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        second.id = try two.beginWorkout(second, now: start)
        XCTAssertNotEqual(first.id, second.id)

        _ = first.completeNext(step: 2, at: start.adding(seconds: 30), challengeRoom: true)
        let save = expectStoreError(try one.saveWorkout(first, now: start.adding(seconds: 30)))
        XCTAssertEqual(save?.message, "Could not save the workout: it is no longer in progress in \(file) (finished or discarded elsewhere); restart gymtrack.")
        let finish = expectStoreError(try one.finishWorkout(first, partial: false, endedAt: start.adding(seconds: 40)))
        XCTAssertEqual(finish?.message, "Could not finish the workout: it is no longer in progress in \(file); restart gymtrack.")
        try one.discardWorkout(first, now: start.adding(seconds: 50))

        XCTAssertEqual(try two.loadActiveWorkout(), second, "the second workout was not touched")
        XCTAssertEqual(try two.count("set_logs"), 0)

        // The same holds for a caller that never kept the id: it means the workout this Store began.
        var idless = first
        idless.id = ""
        XCTAssertNotNil(expectStoreError(try one.saveWorkout(idless, now: start.adding(seconds: 60))))
        XCTAssertNotNil(expectStoreError(try Store(path: file).saveWorkout(idless, now: start.adding(seconds: 60))),
                        "a Store that began nothing finds nothing for a workout without an id")
        XCTAssertEqual(try two.loadActiveWorkout(), second)
    }
}
