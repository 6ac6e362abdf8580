import AppCore
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

    /// A set logged elsewhere reads the workout and what its sets feed again, not the splits,
    /// the settings or the body page; a weigh-in elsewhere reads the body page alone.
    func testEachChangeReadsOnlyWhatItFeeds() throws {
        let loop = try EventLoop(store: try Store(path: path), terminal: FakeTerminal(), clock: { [now] in now })
        var state = loop.state
        state.bodyPage = BodyPageState()
        var reloads = update(&state, .databaseChanged(.workouts)).compactMap { effect -> LoadRequest? in
            if case .load(let request) = effect { return request }
            return nil
        }
        XCTAssertEqual(reloads, [.history(today: state.today), .workout(shown: nil), .program(today: state.today)])
        reloads = update(&state, .databaseChanged(.body)).compactMap { effect -> LoadRequest? in
            if case .load(let request) = effect { return request }
            return nil
        }
        XCTAssertEqual(reloads, [.bodyRecords])
        XCTAssertEqual(update(&state, .databaseChanged([])), [], "a table no screen reads (a tombstone) reads nothing")
    }
}
