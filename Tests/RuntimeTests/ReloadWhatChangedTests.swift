import AppCore
import BundledPlans
import Domain
import Runtime
import Storage
import XCTest

/// A commit elsewhere names the tables it wrote (a change counter per table, kept by triggers,
/// read beside `data_version`), and a terminal reloads only the loads those tables feed.
final class ReloadWhatChangedTests: DatabaseFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try makeStore()
    }

    func testAnotherProcessesCommitNamesWhatItWroteAndOwnWritesAreNotAnothers() throws {
        let here = try Store(path: path), other = try Store(path: path)
        _ = here.changedElsewhere()
        XCTAssertNil(here.changedElsewhere(), "nothing committed since")

        _ = try other.setChallenge(day: now.day, sets: 1, target: 3, now: now)
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), .challenge)

        // A script, with nothing of gymtrack's code: the triggers count its writes too.
        try Connection(path: path, create: false).execute("UPDATE splits SET name = name || ' (mine)' WHERE session_type = 'A'")
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), .splits)

        // This terminal's own write, then another's weigh-in: only the weigh-in is another's.
        _ = try here.setChallenge(day: now.day, sets: 2, target: 3, now: now)
        XCTAssertNil(here.changedElsewhere())
        _ = try other.addBodyMeasurement(BodyMeasurement(kind: .bodyWeight, value: 80, date: now.day, measured: now), now: now)
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), .body)
    }

    /// A set logged in the workout in progress elsewhere is a change of that workout alone; the
    /// workout finished, or a finished one edited (by a script too), is one of the finished
    /// workouts as well.
    func testAWorkoutInProgressIsToldApartFromTheFinishedOnes() throws {
        let here = try Store(path: path), other = try Store(path: path)
        var workout = ActiveWorkout(split: DefaultSplits.all[0], startedAt: now)
        let begun = try other.begin(workout, now: now)
        workout.id = begun.id
        for i in workout.steps.indices { workout.steps[i].uid = begun.steps[i] }
        _ = here.changedElsewhere()
        let set = SetLog(isWarmup: false, reps: 5, weight: 60, completedAt: now.epochSeconds)
        _ = try other.changeWorkout(id: workout.id, .logSet(step: 0, set, stepUID: workout.steps[0].uid), now: now)
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), .workouts, "a set of the workout in progress")

        workout.steps[0].sets = [set]
        _ = try other.finishWorkout(workout, partial: true, endedAt: now)
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), [.workouts, .finishedWorkouts], "the workout finished")

        try Connection(path: path, create: false).execute("UPDATE set_logs SET reps = 6")
        XCTAssertEqual(here.changedElsewhere().map(ChangedData.init), [.workouts, .finishedWorkouts], "a finished set edited by a script")
    }

    /// A set logged elsewhere in the workout in progress reads that workout again, a finished
    /// workout what its sets feed too; not the splits, the settings or the body page; a
    /// weigh-in elsewhere reads the body page alone.
    func testEachChangeReadsOnlyWhatItFeeds() throws {
        let loop = try EventLoop(store: try Store(path: path), terminal: FakeTerminal(), clock: { [now] in now })
        var state = loop.state
        state.bodyPage = BodyPageState()
        func reloads(_ changed: ChangedData) -> [LoadRequest] {
            update(&state, .databaseChanged(changed)).compactMap { effect -> LoadRequest? in
                if case .load(let request) = effect { return request }
                return nil
            }
        }
        XCTAssertEqual(reloads(.workouts), [.workout(shown: nil)])
        XCTAssertEqual(reloads([.workouts, .finishedWorkouts]), [.history(today: state.today), .workout(shown: nil), .program(today: state.today)])
        XCTAssertEqual(reloads(.body), [.bodyRecords])
        XCTAssertEqual(update(&state, .databaseChanged([])), [], "a table no screen reads (a tombstone) reads nothing")
    }
}
