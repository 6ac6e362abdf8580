import Domain
import Formats
@testable import Sync
import XCTest

/// What a side must change to hold the merge: decided here, without a database, so Storage
/// writes the difference as it is.
final class SyncDifferenceTests: XCTestCase {
    private typealias F = Fixture

    private func inProgress(_ session: ImportedSession) -> ImportedSession {
        var session = session
        session.inProgress = true
        return session
    }

    func testAWorkoutInProgressOnTheOtherMachineStaysThereWhileOneIsInProgressHere() {
        let mine = inProgress(F.session("MINE", [], at: 1))
        let theirs = inProgress(F.session("THEIRS", [], at: 2, started: 1_764_000_600))
        let ours = F.bundle(sessions: [mine])
        let merged = SyncMerge.merge(ours, F.bundle(sessions: [theirs]))
        XCTAssertEqual(merged.sessions.map(\.uid), ["MINE", "THEIRS"], "the merge keeps both")

        let difference = SyncMerge.difference(from: ours, to: merged)
        XCTAssertEqual(difference.sessions, [])
        XCTAssertEqual(difference.notes, ["The workout in progress on the other machine (Day A) stays there, as one is in progress here; finish one of them and sync again."])
        XCTAssertTrue(SyncMerge.holdsNothing(difference))
    }

    func testAWorkoutInProgressComesWhenNoneIsHereOrOursWasThrownAwayOnTheOtherMachineWhichIsSaid() {
        let theirs = inProgress(F.session("THEIRS", [], at: 2))
        let none = F.bundle()
        XCTAssertEqual(SyncMerge.difference(from: none, to: SyncMerge.merge(none, F.bundle(sessions: [theirs]))).sessions.map(\.uid), ["THEIRS"])

        // Ours thrown away over there: its tombstone takes it away here, so theirs comes.
        let mine = inProgress(F.session("MINE", [], at: 1))
        let ours = F.bundle(sessions: [mine])
        let merged = SyncMerge.merge(ours, F.bundle(sessions: [theirs], tombstones: ["MINE": F.stamp(3)]))
        let difference = SyncMerge.difference(from: ours, to: merged)
        XCTAssertEqual(difference.sessions.map(\.uid), ["THEIRS"])
        XCTAssertEqual(difference.tombstones, ["MINE": F.stamp(3)])
        XCTAssertEqual(difference.notes, ["The workout in progress here was thrown away on the other machine, and is gone here too."])
    }

    func testOfTwoNewWorkoutsInProgressOnlyTheFirstComes() {
        let first = inProgress(F.session("ONE", [], at: 2, started: 1_764_000_000))
        let second = inProgress(F.session("TWO", [], at: 3, started: 1_764_000_600))
        let merged = F.bundle(sessions: [first, second])
        let difference = SyncMerge.difference(from: F.bundle(), to: merged)
        XCTAssertEqual(difference.sessions.map(\.uid), ["ONE"])
        XCTAssertEqual(difference.notes.count, 1)
    }

    func testTheSameWorkoutInProgressOrFinishedComesWithItsSetsOrItsEnd() {
        let mine = inProgress(F.session("S", [F.step("T", [F.set("X1", index: 1, reps: 5, at: 1)], at: 1)], at: 1))
        var more = mine
        more.steps[0].sets.append(F.set("X2", index: 2, reps: 5, at: 2))
        more.updatedAt = F.stamp(2)
        var finished = mine
        finished.inProgress = false
        let ours = F.bundle(sessions: [mine])
        for theirs in [more, finished] {
            let difference = SyncMerge.difference(from: ours, to: SyncMerge.merge(ours, F.bundle(sessions: [theirs])))
            XCTAssertEqual(difference.sessions.map(\.uid), ["S"])
            XCTAssertEqual(difference.notes, [])
        }
    }

    func testASessionStampedAsOursAndAsFarOnIsOurs() {
        let mine = F.session("S", [F.step("T", [F.set("X1", index: 1, reps: 5, at: 1)], at: 1)], at: 1)
        var other = mine
        other.steps[0].sets[0].bodyWeight = 80
        var merged = F.bundle(sessions: [other])
        XCTAssertEqual(SyncMerge.difference(from: F.bundle(sessions: [mine]), to: merged).sessions, [])
        var restamped = other
        restamped.updatedAt = F.stamp(2)
        merged.sessions = [restamped]
        XCTAssertEqual(SyncMerge.difference(from: F.bundle(sessions: [mine]), to: merged).sessions, [restamped])
    }

    func testTheSettingsThatDifferAndNeverWhenThisMachineLastMadeABackup() {
        let ours = F.bundle(settings: ["unit": ("kg", F.stamp(1)), "bell": ("on", F.stamp(1)), "last_backup": ("2026-11-01", F.stamp(1))])
        let theirs = F.bundle(settings: ["unit": ("lb", F.stamp(2)), "bell": ("on", F.stamp(1)), "last_backup": ("2026-11-20", F.stamp(2))])
        let difference = SyncMerge.difference(from: ours, to: SyncMerge.merge(ours, theirs))
        XCTAssertEqual(difference.settings, ["unit": "lb"])
        XCTAssertEqual(difference.settingsUpdatedAt, ["unit": F.stamp(2)])
    }
}
