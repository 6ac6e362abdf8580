import Domain
import Foundation
import XCTest
@testable import Storage

/// The daily challenge count: clamping, one row per day, and how history reads it.
final class ChallengeStoreTests: InMemoryStoreTestCase {
    private let now = moment(sunday, 8, 30)

    func testNoRowMeansZero() throws {
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)
        XCTAssertEqual(try store.count("daily_challenge"), 0)
    }

    func testSetChallengeStoresAndClampsToZeroThroughTarget() throws {
        XCTAssertEqual(try store.setChallenge(day: sunday, sets: 2, target: 3, now: now), 2)
        XCTAssertEqual(try store.challengeSets(on: sunday), 2)

        XCTAssertEqual(try store.setChallenge(day: sunday, sets: 7, target: 3, now: now), 3)
        XCTAssertEqual(try store.challengeSets(on: sunday), 3)

        XCTAssertEqual(try store.setChallenge(day: sunday, sets: -4, target: 3, now: now), 0)
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)

        XCTAssertEqual(try store.setChallenge(day: sunday, sets: 3, target: 3, now: now), 3)
        XCTAssertEqual(try store.challengeSets(on: sunday), 3)
    }

    func testAdjustChallengeAddsAndClamps() throws {
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: 1, target: 3, now: now), 1)
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: 1, target: 3, now: now), 2)
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: 5, target: 3, now: now), 3)
        XCTAssertEqual(try store.challengeSets(on: sunday), 3)
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: -1, target: 3, now: now), 2)
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: -10, target: 3, now: now), 0)
        XCTAssertEqual(try store.challengeSets(on: sunday), 0)
        XCTAssertEqual(try store.adjustChallenge(day: monday, by: -1, target: 3, now: now), 0, "no row and a debit stays at 0")
        XCTAssertEqual(try store.challengeSets(on: monday), 0)
    }

    func testADayBeforeTodayKeepsItsTargetAndTodayTakesTheNewOne() throws {
        let saturday = sunday.adding(days: -1)
        try store.setChallenge(day: saturday, sets: 4, target: 5, now: moment(saturday, 9, 0))
        try store.setChallenge(day: sunday, sets: 3, target: 3, now: now)
        // The target setting is 4 since: yesterday keeps 5, today is counted against 4.
        XCTAssertEqual(try store.adjustChallenge(day: saturday, by: 1, target: 4, now: now), 5)
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: 1, target: 4, now: now), 4)
        let history = try store.loadHistory()
        XCTAssertEqual(history.challenge[saturday], ChallengeDay(day: saturday, sets: 5, target: 5))
        XCTAssertEqual(history.challenge[sunday], ChallengeDay(day: sunday, sets: 4, target: 4))
    }

    func testSavingANewTargetAppliesItToTodayAtOnce() throws {
        let saturday = sunday.adding(days: -1)
        try store.setChallenge(day: saturday, sets: 3, target: 3, now: moment(saturday, 9, 0))
        try store.setChallenge(day: sunday, sets: 3, target: 3, now: now)
        try store.setSetting(.challengeTarget, "4", today: sunday)
        var history = try store.loadHistory()
        XCTAssertEqual(history.challenge[sunday], ChallengeDay(day: sunday, sets: 3, target: 4), "today is 3/4, not complete")
        XCTAssertEqual(history.challenge[saturday], ChallengeDay(day: saturday, sets: 3, target: 3))
        // Lowered below what was done today: full at the new target.
        try store.setSetting(.challengeTarget, "2", today: sunday)
        history = try store.loadHistory()
        XCTAssertEqual(history.challenge[sunday], ChallengeDay(day: sunday, sets: 2, target: 2))
    }

    func testOneRowPerDateKeepingItsUID() throws {
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: now)
        let uid = try store.db.firstRow("SELECT uid FROM daily_challenge WHERE date = ?", [sunday.iso])?.string(0)
        XCTAssertEqual(uid?.count, 26)

        try store.adjustChallenge(day: sunday, by: 1, target: 3, now: now.adding(seconds: 60))
        try store.setChallenge(day: sunday, sets: 3, target: 3, now: now.adding(seconds: 120))
        try store.adjustChallenge(day: monday, by: 1, target: 3, now: moment(monday, 7, 0))

        XCTAssertEqual(try store.count("daily_challenge", where: "date = ?", [sunday.iso]), 1)
        XCTAssertEqual(try store.count("daily_challenge"), 2)
        XCTAssertEqual(try store.db.firstRow("SELECT uid FROM daily_challenge WHERE date = ?", [sunday.iso])?.string(0), uid)
    }

    func testUpdatedAtIsTheLocalTimeOfTheChange() throws {
        try store.setChallenge(day: sunday, sets: 1, target: 3, now: now)
        XCTAssertEqual(try store.db.firstRow("SELECT updated_at FROM daily_challenge")?.string(0), "2026-11-22T08:30:00+01:00")
        try store.adjustChallenge(day: sunday, by: 1, target: 3, now: moment(sunday, 21, 5))
        XCTAssertEqual(try store.db.firstRow("SELECT updated_at FROM daily_challenge")?.string(0), "2026-11-22T21:05:00+01:00")
    }

    func testLoadHistoryReturnsEveryDayWithItsTarget() throws {
        let saturday = sunday.adding(days: -1)
        try store.setChallenge(day: saturday, sets: 3, target: 3, now: now)
        try store.setChallenge(day: sunday, sets: 2, target: 4, now: now)
        try store.adjustChallenge(day: monday, by: 1, target: 3, now: now)

        let history = try store.loadHistory()

        XCTAssertEqual(history.challenge.count, 3)
        XCTAssertEqual(history.challenge[saturday], ChallengeDay(day: saturday, sets: 3, target: 3))
        XCTAssertEqual(history.challenge[sunday], ChallengeDay(day: sunday, sets: 2, target: 4))
        XCTAssertEqual(history.challenge[monday], ChallengeDay(day: monday, sets: 1, target: 3))
        XCTAssertEqual(history.fullChallengeDays, [saturday])
        XCTAssertEqual(history.challengeSets(on: sunday), 2)
        XCTAssertTrue(history.sessions.isEmpty)
    }

    func testAFailedChallengeWriteChangesNothing() throws {
        try store.setChallenge(day: sunday, sets: 2, target: 3, now: now)
        // A zero target breaks the schema's CHECK: the write fails as a StoreError and is rolled back.
        let error = expectStoreError(try store.setChallenge(day: monday, sets: 1, target: 0, now: now))
        XCTAssertTrue(error?.message.contains("Could not save the challenge") == true, error?.message ?? "")
        XCTAssertEqual(try store.count("daily_challenge"), 1)
        XCTAssertEqual(try store.challengeSets(on: sunday), 2)
        // The connection is usable afterwards (no transaction left open).
        XCTAssertEqual(try store.adjustChallenge(day: sunday, by: 1, target: 3, now: now), 3)
    }
}
