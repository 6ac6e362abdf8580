import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// The real event loop, driven with a fake terminal and a database in a temporary folder.
final class EventLoopTests: DatabaseFolderTestCase {

    private func makeLoop(_ store: Store, _ terminal: FakeTerminal = FakeTerminal()) throws -> EventLoop {
        let clock = now
        return try EventLoop(store: store, terminal: terminal, clock: { clock })
    }

    private func press(_ loop: EventLoop, _ keys: Key...) {
        for key in keys { loop.send(.key(key)) }
    }

    /// Another process's connection to the same file.
    private func otherConnection() throws -> Connection {
        let connection = try Connection(path: path)
        try connection.execute("PRAGMA busy_timeout = 5000")
        return connection
    }

    private func count(_ sql: String) throws -> Int {
        try otherConnection().firstRow(sql)?.int("n") ?? -1
    }

    func testAWriteThatFailsKeepsTheStateFromBeforeAndSaysWhy() throws {
        let store = try makeStore()
        let loop = try makeLoop(store)
        press(loop, .enter, .enter) // Start Day A — Let's go
        XCTAssertFalse(try XCTUnwrap(loop.state.workout).id.isEmpty, "the stored workout's ULID comes back as a message")
        loop.send(.key(.down)) // the challenge step
        loop.send(.key(.down)) // Dumbbell rows
        let before = loop.state

        // Another terminal throws the workout away meanwhile.
        try otherConnection().execute("DELETE FROM sessions WHERE status = 'active'")
        press(loop, .char(" "))

        XCTAssertEqual(loop.state.workout, before.workout, "the set is not shown as done")
        XCTAssertEqual(loop.state.exercise, before.exercise)
        XCTAssertEqual(loop.state.flash?.isError, true)
        XCTAssertTrue(loop.state.flash?.text.contains("no longer in progress") == true, loop.state.flash?.text ?? "no flash")
    }

    func testTheWritesOfOneMessageCommitTogetherOrNotAtAll() throws {
        let store = try makeStore()
        let loop = try makeLoop(store)
        press(loop, .enter, .enter)
        press(loop, .char("J")) // reorder: the session now differs from its split
        press(loop, .char(" ")) // one step done: below half, so "f" asks about a partial session
        press(loop, .char("f"))
        XCTAssertEqual(loop.state.modal, .question(.partial))
        press(loop, .char("y"))
        XCTAssertEqual(loop.state.modal, .question(.saveBack(partial: true)))

        // Saving the split fails (a trigger stands in for a full disk or a lock): finishing must not stay.
        try otherConnection().execute("CREATE TRIGGER refuse BEFORE UPDATE ON splits BEGIN SELECT RAISE(ABORT, 'refused'); END")
        press(loop, .char("y"))

        XCTAssertNotNil(loop.state.workout, "the screen still shows the workout running")
        XCTAssertEqual(loop.state.flash?.isError, true)
        XCTAssertEqual(try count("SELECT count(*) AS n FROM sessions WHERE status = 'active'"), 1, "the finish was rolled back")
        XCTAssertEqual(try count("SELECT count(*) AS n FROM sessions WHERE status = 'finished'"), 0)

        // Without the fault the same answer finishes and saves the split in one go.
        try otherConnection().execute("DROP TRIGGER refuse")
        press(loop, .char("f"), .char("y"), .char("y"))
        XCTAssertNil(loop.state.workout)
        XCTAssertEqual(try count("SELECT count(*) AS n FROM sessions WHERE status = 'finished'"), 1)
        XCTAssertEqual(loop.state.history.sessions.count, 1, "history is read back after the write")
    }

    func testTheCatalogAndAllTimeFiguresLoadWhenFirstNeeded() throws {
        let store = try makeStore()
        try otherConnection().execute("""
            INSERT INTO sessions (session_type, date, started_at, uid, started_epoch, updated_at)
            VALUES ('A', '2014-03-01', '2014-03-01T08:00:00Z', 'OLD1', 1393660800, '2014-03-01T09:00:00Z')
            """)
        let loop = try makeLoop(store)
        XCTAssertTrue(loop.state.catalog.exercises.isEmpty, "Home's first frame does without the catalog")
        XCTAssertEqual(loop.state.allTime.totalSessions, 0, "nor reads every year of history")

        press(loop, .char("3"))
        XCTAssertEqual(loop.state.allTime.totalSessions, 1, "Stats shows the session from 2014")
        press(loop, .char("4"))
        XCTAssertFalse(loop.state.catalog.exercises.isEmpty, "Plans has its catalog for the pickers")
        XCTAssertTrue(loop.state.requested.isSuperset(of: [.catalog, .allTime]))
    }

    func testAWorkoutLeftRunningLoadsTheCatalogForItsCoverageCard() throws {
        let first = try makeLoop(try makeStore())
        press(first, .enter, .enter)
        XCTAssertNotNil(first.state.workout)
        let resumed = try makeLoop(try makeStore())
        XCTAssertEqual(resumed.state.modal, .question(.resume))
        XCTAssertFalse(resumed.state.catalog.exercises.isEmpty)
    }

    func testAResizeRedrawsEverything() throws {
        let terminal = FakeTerminal(width: 80, height: 24)
        terminal.script = [.key(.char("3")), .resize(width: 40, height: 16)]
        let loop = try makeLoop(try makeStore(), terminal)
        loop.run()
        XCTAssertEqual(terminal.invalidations, 1)
        let last = try XCTUnwrap(terminal.drawn.last)
        XCTAssertNil(last.previous, "after a resize every cell is drawn")
        XCTAssertEqual(last.screen.width, 40)
        XCTAssertEqual(last.screen.height, 16)
        XCTAssertEqual(loop.state.tab, .stats)
    }

    func testTapsAndTheWheelFromTheTerminalReachUpdate() throws {
        let terminal = FakeTerminal(width: 80, height: 24)
        // " gymtrack   1 Home  2 History  3 Stats": column 33 is in "3 Stats".
        terminal.script = [.tap(x: 33, y: 0), .scroll(.down, x: 10, y: 10)]
        let loop = try makeLoop(try makeStore(), terminal)
        loop.run()
        XCTAssertEqual(terminal.mouse, [true])
        XCTAssertEqual(loop.state.tab, .stats)
        XCTAssertEqual(loop.state.stats.scroll, 1, "the wheel scrolls Stats as j does")
    }

    func testQuitEndsTheLoopAndAnIdleFrameIsNotDrawnTwice() throws {
        let terminal = FakeTerminal()
        terminal.script = [.timeout, .timeout, .key(.char("q"))]
        let loop = try makeLoop(try makeStore(), terminal)
        loop.run()
        XCTAssertTrue(loop.state.quitting)
        XCTAssertEqual(terminal.drawn.count, 1, "nothing changed, so nothing is sent again")
        XCTAssertTrue(terminal.text.contains("1 Home"))
    }
}

/// A key costs what it says: logging a set is one INSERT in one transaction, and the workout
/// is not read back; its id comes back as a message.
final class OneKeyOneWriteTests: DatabaseFolderTestCase {
    func testLoggingASetIsOneInsertInOneTransactionAndNoReadOfTheWorkout() throws {
        let store = try makeStore()
        let clock = now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock })
        for key in [Key.enter, .enter, .down, .down] { loop.send(.key(key)) } // Day A, Dumbbell rows
        let rows = loop.state.exercise.selection

        let statements = store.statementsRun { loop.send(.key(.char(" "))) }

        XCTAssertEqual(statements.filter { $0.hasPrefix("BEGIN") }.count, 1, statements.joined(separator: "\n"))
        XCTAssertEqual(statements.filter { $0.hasPrefix("COMMIT") }.count, 1, statements.joined(separator: "\n"))
        XCTAssertEqual(statements.filter { $0.contains("INSERT") }.count, 1, statements.joined(separator: "\n"))
        XCTAssertTrue(statements.contains { $0.contains("INSERT INTO set_logs") })
        // Finding the step's row by its id (another terminal may have moved it) is not reading the workout.
        let readsOfTheWorkout = statements.filter { $0.hasPrefix("SELECT") && ($0.contains("FROM set_logs") || $0.contains("FROM session_steps"))
            && !$0.hasPrefix("SELECT position FROM session_steps WHERE session_id = ? AND uid = ?") }
        XCTAssertEqual(readsOfTheWorkout, [], "the workout is not read back after its own write")
        let set = try XCTUnwrap(loop.state.workout?.steps[rows].sets.first)
        XCTAssertEqual(set.id.count, 26, "the stored set's ULID came back as a message")
    }

    func testUndoAndEditAddressTheSetByItsId() throws {
        let store = try makeStore()
        let clock = now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock })
        // The warm-up, then a working set: right after a warm-up + is the working set's, not a correction.
        for key in [Key.enter, .enter, .down, .down, .char(" "), .char(" ")] { loop.send(.key(key)) }
        let rows = loop.state.exercise.selection
        let id = try XCTUnwrap(loop.state.workout?.steps[rows].sets.last?.id)

        let edit = store.statementsRun { loop.send(.key(.char("+"))) } // the set just logged, one step heavier
        XCTAssertEqual(edit.filter { $0.hasPrefix("UPDATE set_logs") }.count, 1, edit.joined(separator: "\n"))
        XCTAssertTrue(edit.contains { $0.hasPrefix("UPDATE set_logs") && $0.contains("WHERE uid = ?") })

        let undo = store.statementsRun { loop.send(.key(.char("u"))) }
        XCTAssertEqual(undo.filter { $0.hasPrefix("DELETE FROM set_logs WHERE uid = ?") }.count, 1, undo.joined(separator: "\n"))
        XCTAssertEqual(try store.loadActiveWorkout()?.steps[rows].sets.map(\.id).contains(id), false)
    }
}

/// What a write stored comes back as a message; the history window is not read back for it.
final class WritesAnsweredByMessagesTests: DatabaseFolderTestCase {
    func testAChallengeSetShowsTheStoredCountWithoutReadingTheHistoryAgain() throws {
        let store = try makeStore()
        let clock = now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock })
        // Another terminal adds a set the loop has not read yet.
        try Store(path: path).adjustChallenge(day: now.day, by: 1, target: 3, now: now)

        let statements = store.statementsRun { loop.send(.key(.char("c"))) }

        XCTAssertEqual(loop.state.challengeToday.sets, 2, "the store's count, the other terminal's set included")
        XCTAssertFalse(statements.contains { $0.contains("FROM sessions WHERE status = 'finished'") || $0.contains("FROM daily_challenge WHERE date >=") },
                       statements.joined(separator: "\n"))
    }

    func testAFinishedWorkoutTakesItsStoredIdWithoutReadingTheHistoryAgain() throws {
        let store = try makeStore()
        let clock = now
        let loop = try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock })
        for key in [Key.enter, .enter, .down, .down, .char(" "), .char(" ")] { loop.send(.key(key)) }
        let statements = store.statementsRun {
            loop.send(.key(.char("f")))
            while case .question = loop.state.modal { loop.send(.key(.char("y"))) }
        }
        XCTAssertNil(loop.state.workout)
        let last = try XCTUnwrap(loop.state.history.sessions.last)
        XCTAssertEqual(last.id.count, 26, "the session's ULID came back as a message")
        XCTAssertEqual(try store.loadHistory(today: now.day).sessions.last, last)
        XCTAssertFalse(statements.contains { $0.contains("FROM sessions WHERE status = 'finished'") }, statements.joined(separator: "\n"))
    }
}
