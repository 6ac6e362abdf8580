import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// The real event loop, driven with a fake terminal and a database in a temporary folder.
final class EventLoopTests: XCTestCase {
    private var folder: URL!
    private var path: String { folder.appendingPathComponent("gymtrack.sqlite").path }
    /// Sunday 22 Nov 2026, 08:00 UTC.
    private let now = Moment(epochSeconds: Double(Day(year: 2026, month: 11, day: 22).dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeStore() throws -> Store {
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
        return store
    }

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

/// Two terminals on one database: each sees the other's writes, and nothing either logged is lost.
final class SharedDatabaseLoopTests: XCTestCase {
    private var folder: URL!
    private var path: String { folder.appendingPathComponent("gymtrack.sqlite").path }
    private let now = Moment(epochSeconds: Double(Day(year: 2026, month: 11, day: 22).dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try Store(path: path)
        try store.installCatalog(version: BundledCatalog.version, { BundledCatalog.catalog }, now: now)
        try store.installDefaultSplits({ DefaultSplits.all }, now: now)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func terminal() throws -> (EventLoop, Store) {
        let store = try Store(path: path)
        let clock = now
        return (try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock }), store)
    }

    /// What the loop does each second: look at the database's change counter.
    private func poll(_ loop: EventLoop, _ store: Store) {
        if store.changedElsewhere() { loop.send(.databaseChanged) }
    }

    func testBothTerminalsLogSetsOnOneWorkoutAndSeeEachOthers() throws {
        let (laptop, laptopStore) = try terminal()
        let (phone, phoneStore) = try terminal()
        _ = laptopStore.changedElsewhere()
        _ = phoneStore.changedElsewhere()
        laptop.send(.key(.enter))
        laptop.send(.key(.enter))
        poll(phone, phoneStore)
        XCTAssertNotNil(phone.state.workout, "the phone sees the workout the laptop began")
        phone.send(.key(.char("w")))

        for loop in [laptop, phone] { for _ in 0..<2 { loop.send(.key(.down)) } } // Dumbbell rows
        laptop.send(.key(.char(" ")))
        phone.send(.key(.char(" "))) // the phone has not polled yet: it must not overwrite the laptop's set
        laptop.send(.key(.char(" ")))
        poll(phone, phoneStore)
        poll(laptop, laptopStore)

        for loop in [laptop, phone] {
            XCTAssertEqual(loop.state.workout?.steps[2].sets.count, 3, "every set from both terminals is on screen")
        }
        XCTAssertEqual(try Store(path: path).loadActiveWorkout()?.steps[2].sets.count, 3)
    }

    func testAWorkoutFinishedOnOneTerminalTakesTheOtherHome() throws {
        let (laptop, laptopStore) = try terminal()
        let (phone, phoneStore) = try terminal()
        _ = laptopStore.changedElsewhere()
        _ = phoneStore.changedElsewhere()
        laptop.send(.key(.enter))
        laptop.send(.key(.enter))
        laptop.send(.key(.down))
        laptop.send(.key(.char(" ")))
        poll(phone, phoneStore)
        phone.send(.key(.char("w")))
        XCTAssertTrue(phone.state.showingWorkout)
        // On the phone's Exercise screen, the laptop finishes.
        laptop.send(.key(.char("f")))
        laptop.send(.key(.char("y")))
        poll(phone, phoneStore)
        XCTAssertNil(phone.state.workout)
        XCTAssertFalse(phone.state.showingWorkout)
        XCTAssertEqual(phone.state.flash?.text, "Day A — Upper Strength was finished on another terminal.")
        XCTAssertEqual(phone.state.history.sessions.count, 1, "and its history shows the session")
    }

    func testChallengeSetsFromAScriptAreAddedToNotOverwritten() throws {
        let (ui, uiStore) = try terminal()
        _ = uiStore.changedElsewhere()
        let script = try Store(path: path)
        for _ in 0..<2 { try script.adjustChallenge(day: now.day, by: 1, target: 3, now: now) }
        ui.send(.key(.char("c"))) // before the UI has polled: still an increment
        XCTAssertEqual(try script.challengeSets(on: now.day), 3)
        poll(ui, uiStore)
        XCTAssertEqual(ui.state.challenge.setsToday, 3)
    }
}

/// The Settings tab's data actions and colours, through the loop.
final class SettingsLoopTests: XCTestCase {
    func testADataTaskRunsAfterTheWritesAndItsResultIsShownOrItsFailureSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gymtrack-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("db.sqlite").path)
        let now = Moment(epochSeconds: 1_795_334_400, utcOffsetSeconds: 0)
        var asked: [DataTask] = []
        let terminal = FakeTerminal()
        let loop = try EventLoop(store: store, terminal: terminal, clock: { now }, folders: ("/home/me", "/home/me/backups"),
                                 dataTasks: { task, _, _ in
                                     asked.append(task)
                                     if case .backup = task { throw StoreError("Could not back up: the disk is full.") }
                                     return ("Exported", ["All your data is in /home/me/x.json (JSON)."])
                                 })
        XCTAssertEqual(terminal.colours, [.auto], "the stored colour setting is applied at start")
        loop.send(.key(.char("5")))
        loop.send(.key(.char("j")))
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Colours: auto → on
        XCTAssertEqual(terminal.colours, [.auto, .on])
        XCTAssertEqual(try Store(path: store.path).loadSettings().colours, .on, "saved")
        XCTAssertEqual(terminal.mouse, [true], "taps are read from the start unless switched off")
        for _ in 0..<6 { loop.send(.key(.char("j"))) }
        loop.send(.key(.enter)) // Mouse / taps: on → off
        XCTAssertEqual(terminal.mouse, [true, false], "the terminal stops reporting the mouse at once")
        XCTAssertEqual(try Store(path: store.path).loadSettings().mouse, false, "saved")
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Export…
        loop.send(.key(.enter))
        XCTAssertEqual(asked, [.export(path: "/home/me/gymtrack-2026-11-22.json", format: "json")])
        XCTAssertEqual(loop.state.modal, .message(title: "Exported", lines: ["All your data is in /home/me/x.json (JSON)."]))
        loop.send(.key(.enter))
        loop.send(.key(.char("j")))
        loop.send(.key(.char("j")))
        loop.send(.key(.enter)) // Back up now…
        loop.send(.key(.enter))
        XCTAssertEqual(asked.last, .backup(folder: "/home/me/backups"))
        XCTAssertEqual(loop.state.flash, Flash("Could not back up: the disk is full.", isError: true))
    }
}
