import BundledPlans
import Domain
import Foundation
import XCTest
@testable import Storage

/// Two gymtrack processes on one file (e.g. two SSH sessions): each sees the other's writes.
final class SharedFileTests: TemporaryDirectoryTestCase {
    func testWritesAreVisibleToASecondStoreOnTheSameFile() throws {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath)
        let two = try Store(path: dbPath)
        let start = moment(sunday, 8, 0)

        try one.setChallenge(day: sunday, sets: 2, target: 3, now: start)
        XCTAssertEqual(try two.challengeSets(on: sunday), 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dbPath + "-wal"), "both share the write-ahead log")

        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try one.beginWorkout(workout, now: start)
        XCTAssertEqual(try two.loadActiveWorkout(), workout)

        _ = workout.completeNext(step: 2, at: start.adding(seconds: 300), challengeRoom: true)
        try one.saveWorkout(workout, now: start.adding(seconds: 300))
        XCTAssertEqual(try two.loadActiveWorkout(), workout)

        // The second one finishes it; the first sees it finished and cannot save over it.
        let record = try two.finishWorkout(workout, partial: false, endedAt: start.adding(seconds: 2400))
        XCTAssertNil(try one.loadActiveWorkout())
        XCTAssertEqual(try one.loadHistory().sessions, [record])
        let error = expectStoreError(try one.saveWorkout(workout, now: start.adding(seconds: 2401)))
        XCTAssertTrue(error?.message.contains("no longer in progress") == true, error?.message ?? "")
        XCTAssertEqual(try two.loadHistory().sessions, [record])
    }

    func testOnlyOneWorkoutInProgressAcrossStores() throws {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath)
        let two = try Store(path: dbPath)
        let start = moment(sunday, 8, 0)
        var a = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        a.id = try one.beginWorkout(a, now: start)

        XCTAssertNotNil(expectStoreError(try two.beginWorkout(ActiveWorkout(split: DefaultSplits.all[1], startedAt: start), now: start)))
        XCTAssertEqual(try one.loadActiveWorkout(), a)
    }

    func testSecondStoreOpenedLaterDoesNotMigrateAgain() throws {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath)
        try one.setSetting("k", "1")
        let two = try Store(path: dbPath)
        XCTAssertEqual(try two.count("schema_migrations"), migrations.count)
        XCTAssertEqual(try two.setting("k"), "1")
        try two.setSetting("k", "2")
        XCTAssertEqual(try one.setting("k"), "2")
    }
    // MARK: A second gymtrack left showing a workout that was replaced elsewhere

    /// `stale` shows workout A; meanwhile `other` discarded A and began B.
    private func staleAndReplaced() throws -> (stale: Store, other: Store, a: ActiveWorkout, b: ActiveWorkout) {
        let dbPath = path("gymtrack.sqlite")
        let stale = try Store(path: dbPath)
        let other = try Store(path: dbPath)
        var a = ActiveWorkout(split: DefaultSplits.all[0], startedAt: moment(sunday, 8, 0))
        a.id = try stale.beginWorkout(a, now: a.startedAt)
        let seen = try XCTUnwrap(other.loadActiveWorkout())
        try other.discardWorkout(seen, now: moment(sunday, 8, 5))
        var b = ActiveWorkout(split: DefaultSplits.all[1], startedAt: moment(sunday, 8, 6))
        b.id = try other.beginWorkout(b, now: b.startedAt)
        return (stale, other, a, b)
    }

    func testSavingAWorkoutReplacedElsewhereFailsAndLeavesTheNewOneAlone() throws {
        var (stale, other, a, b) = try staleAndReplaced()
        _ = a.completeNext(step: 2, at: moment(sunday, 8, 10), challengeRoom: true)

        let error = expectStoreError(try stale.saveWorkout(a, now: moment(sunday, 8, 10)))

        XCTAssertTrue(error?.message.contains("no longer in progress") == true, error?.message ?? "")
        XCTAssertEqual(try other.loadActiveWorkout(), b)
        XCTAssertEqual(try other.count("session_steps"), b.steps.count)
        XCTAssertEqual(try other.count("set_logs"), 0)
    }

    func testFinishingAWorkoutReplacedElsewhereFailsAndLeavesTheNewOneAlone() throws {
        let (stale, other, a, b) = try staleAndReplaced()

        XCTAssertNotNil(expectStoreError(try stale.finishWorkout(a, partial: false, endedAt: moment(sunday, 8, 50))))

        XCTAssertEqual(try other.loadActiveWorkout(), b)
        XCTAssertTrue(try other.loadHistory().sessions.isEmpty)
    }

    func testDiscardingAWorkoutReplacedElsewhereLeavesTheNewOneAlone() throws {
        let (stale, other, a, b) = try staleAndReplaced()

        try stale.discardWorkout(a, now: moment(sunday, 8, 20))

        XCTAssertEqual(try other.loadActiveWorkout(), b)
    }

    func testDiscardingTwiceFromTwoStoresTakesBackTheCreditOnce() throws {
        let dbPath = path("gymtrack.sqlite")
        let one = try Store(path: dbPath)
        let two = try Store(path: dbPath)
        let start = moment(sunday, 8, 0)
        try one.setChallenge(day: sunday, sets: 1, target: 3, now: moment(sunday, 7, 0))
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: start)
        workout.id = try one.beginWorkout(workout, now: start)
        _ = try XCTUnwrap(workout.completeNext(step: 1, at: start.adding(seconds: 60), challengeRoom: true)?.challengeCredit)
        try one.saveWorkout(workout, now: start.adding(seconds: 60))
        XCTAssertEqual(try two.challengeSets(on: sunday), 2)

        let seen = try XCTUnwrap(two.loadActiveWorkout())
        try two.discardWorkout(seen, now: start.adding(seconds: 120))
        XCTAssertEqual(try one.challengeSets(on: sunday), 1)

        try one.discardWorkout(workout, now: start.adding(seconds: 130))
        XCTAssertEqual(try one.challengeSets(on: sunday), 1, "the credit was already taken back")
    }
}
