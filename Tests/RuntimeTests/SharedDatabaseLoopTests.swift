import AppCore
import BundledPlans
import Domain
import Foundation
import Runtime
import Storage
import XCTest

/// Two terminals on one database: each sees the other's writes, and nothing either logged is lost.
final class SharedDatabaseLoopTests: DatabaseFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try makeStore()
    }

    private func terminal() throws -> (EventLoop, Store) {
        let store = try Store(path: path)
        let clock = now
        return (try EventLoop(store: store, terminal: FakeTerminal(), clock: { clock }), store)
    }

    /// What the loop does each second: look at the database's change counter.
    private func poll(_ loop: EventLoop, _ store: Store) {
        if let tables = store.changedElsewhere() { loop.send(.databaseChanged(ChangedData(tables: tables))) }
    }

    func testColoursAndTapsSwitchedInOneTerminalApplyInTheOther() throws {
        let laptopTerminal = FakeTerminal(), phoneTerminal = FakeTerminal()
        let laptopStore = try Store(path: path), phoneStore = try Store(path: path)
        let clock = now
        let laptop = try EventLoop(store: laptopStore, terminal: laptopTerminal, clock: { clock })
        let phone = try EventLoop(store: phoneStore, terminal: phoneTerminal, clock: { clock })
        _ = phoneStore.changedElsewhere()
        laptop.send(.key(.char("5")))
        while laptop.state.settingsTab.selection < SettingsItem.colours.rawValue { laptop.send(.key(.char("j"))) }
        laptop.send(.key(.enter)) // Colours: auto → on
        while laptop.state.settingsTab.selection < SettingsItem.mouse.rawValue { laptop.send(.key(.char("j"))) }
        laptop.send(.key(.enter)) // Mouse / taps: on → off
        XCTAssertEqual(laptopTerminal.colours, [.auto, .on])
        poll(phone, phoneStore)
        XCTAssertEqual(phone.state.settings.colours, .on)
        XCTAssertEqual(phoneTerminal.colours, [.auto, .on], "the phone's terminal turns colours on without a restart")
        XCTAssertEqual(phoneTerminal.mouse, [true, false], "and stops reporting taps")
        poll(phone, phoneStore)
        XCTAssertEqual(phoneTerminal.colours, [.auto, .on], "a reading that changes nothing applies nothing")
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
