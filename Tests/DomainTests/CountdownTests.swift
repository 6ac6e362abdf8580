import XCTest
@testable import Domain

/// Countdowns are derived from stored instants, never from counted ticks.
final class CountdownTests: XCTestCase {

    func testFreshCountdownIsPausedAndFull() {
        let c = Countdown(totalSeconds: 60)
        XCTAssertFalse(c.isRunning)
        XCTAssertEqual(c.elapsed(at: 1_000), 0)
        XCTAssertEqual(c.remaining(at: 1_000), 60)
        XCTAssertEqual(c.remainingWholeSeconds(at: 1_000), 60)
        XCTAssertFalse(c.isFinished(at: 1_000))
    }

    func testElapsedAndRemainingComeFromTheStartInstant() {
        var c = Countdown(totalSeconds: 60)
        c.toggle(at: 1_000)
        XCTAssertTrue(c.isRunning)
        XCTAssertEqual(c.runningSince, 1_000)
        XCTAssertEqual(c.elapsed(at: 1_000), 0)
        XCTAssertEqual(c.elapsed(at: 1_030), 30)
        XCTAssertEqual(c.remaining(at: 1_030), 30)
        XCTAssertEqual(c.elapsed(at: 1_000 + 3600), 3600, "a long suspend is still counted")
        XCTAssertEqual(c.remaining(at: 1_000 + 3600), 0, "never below zero")
        XCTAssertTrue(c.isFinished(at: 1_060))
        XCTAssertFalse(c.isFinished(at: 1_059.9))
    }

    func testClockGoingBackDoesNotMakeElapsedNegative() {
        let c = Countdown(totalSeconds: 60, runningSince: 1_000)
        XCTAssertEqual(c.elapsed(at: 990), 0)
        XCTAssertEqual(c.remaining(at: 990), 60)
    }

    func testPauseAndResumeAccumulate() {
        var c = Countdown(totalSeconds: 120)
        c.toggle(at: 100)   // start
        c.toggle(at: 130)   // pause after 30 s
        XCTAssertFalse(c.isRunning)
        XCTAssertEqual(c.elapsedBeforeStart, 30)
        XCTAssertEqual(c.elapsed(at: 500), 30, "paused time does not count")
        c.toggle(at: 200)   // resume
        XCTAssertEqual(c.elapsed(at: 210), 40)
        c.toggle(at: 225)   // pause after another 25 s
        XCTAssertEqual(c.elapsed(at: 9_999), 55)
        XCTAssertEqual(c.remaining(at: 9_999), 65)
        c.toggle(at: 300)
        XCTAssertEqual(c.remaining(at: 365), 0)
        XCTAssertTrue(c.isFinished(at: 365))
    }

    func testRemainingWholeSecondsRoundsUp() {
        let c = Countdown(totalSeconds: 60, runningSince: 0)
        XCTAssertEqual(c.remainingWholeSeconds(at: 0), 60)
        XCTAssertEqual(c.remainingWholeSeconds(at: 0.2), 60)
        XCTAssertEqual(c.remainingWholeSeconds(at: 1.0), 59)
        XCTAssertEqual(c.remainingWholeSeconds(at: 58.5), 2)
        XCTAssertEqual(c.remainingWholeSeconds(at: 59.001), 1, "0:01 shows until the last second is over")
        XCTAssertEqual(c.remainingWholeSeconds(at: 59.999), 1)
        XCTAssertEqual(c.remainingWholeSeconds(at: 60), 0)
        XCTAssertEqual(c.remainingWholeSeconds(at: 75), 0)
    }

    func testResetStopsAndRefills() {
        var c = Countdown(totalSeconds: 45)
        c.toggle(at: 0)
        c.toggle(at: 20)
        c.toggle(at: 30)
        c.reset()
        XCTAssertFalse(c.isRunning)
        XCTAssertEqual(c.elapsed(at: 100), 0)
        XCTAssertEqual(c.remaining(at: 100), 45)
    }
}
