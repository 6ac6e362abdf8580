import AppCore
import Domain
import Runtime
import Storage
import XCTest

/// A rest ending reaches the terminal as the setting says: the bell, and the notification
/// with what is next, sent once.
final class RestAlertLoopTests: DatabaseFolderTestCase {
    /// Day A begun, a warm-up and a working set of Dumbbell rows logged: its rest runs.
    private func resting(alert: RestAlert) throws -> (EventLoop, FakeTerminal) {
        let store = try makeStore()
        try store.setSetting(.restAlert, alert.rawValue)
        let terminal = FakeTerminal()
        let clock = now
        let loop = try EventLoop(store: store, terminal: terminal, clock: { clock })
        for key: Key in [.enter, .enter, .down, .down, .char(" "), .char(" ")] { loop.send(.key(key)) }
        XCTAssertNotNil(loop.state.workout?.rest)
        return (loop, terminal)
    }

    func testTheBellAndTheNotificationGoOutOnceWhenTheRestEnds() throws {
        let (loop, terminal) = try resting(alert: .notify)
        let bellsBefore = terminal.bells
        loop.send(.tick(now.adding(seconds: 30)))
        XCTAssertEqual(terminal.notifications, [], "not while the rest runs")
        loop.send(.tick(now.adding(seconds: 600)))
        loop.send(.tick(now.adding(seconds: 601)))
        XCTAssertEqual(terminal.bells, bellsBefore + 1)
        XCTAssertEqual(terminal.notifications.count, 1, "\(terminal.notifications)")
        XCTAssertTrue(terminal.notifications.first?.hasPrefix("gymtrack: Rest over — Dumbbell rows (pull) set 2") == true, "\(terminal.notifications)")
    }

    func testOffSendsNothing() throws {
        let (loop, terminal) = try resting(alert: .off)
        let bellsBefore = terminal.bells
        loop.send(.tick(now.adding(seconds: 600)))
        XCTAssertNil(loop.state.workout?.rest, "the rest is over")
        XCTAssertEqual(terminal.bells, bellsBefore)
        XCTAssertEqual(terminal.notifications, [])
    }
}
