import XCTest
@testable import Domain

/// The app stays open across midnight: everything keyed by "today" must follow the clock.
final class MidnightRolloverTests: XCTestCase {

    private let offsets = [0, 3600, -18_000, -14_400, 19_800, 45_900, -36_000, 50_400, -43_200]

    /// 23:59:59 local on 2026-11-22 under `offset`, and the moment two seconds later.
    private func straddle(_ offset: Int) -> (before: Moment, after: Moment) {
        let before = Moment(epochSeconds: epoch(day("2026-11-22"), hour: 23, minute: 59, second: 59, utcOffset: offset),
                            utcOffsetSeconds: offset)
        return (before, before.adding(seconds: 2))
    }

    func testTwoSecondsAcrossLocalMidnightAreConsecutiveDays() {
        for offset in offsets {
            let (before, after) = straddle(offset)
            XCTAssertEqual(before.day, day("2026-11-22"), "offset \(offset)")
            XCTAssertEqual(after.day, day("2026-11-23"), "offset \(offset)")
            XCTAssertEqual(before.day.adding(days: 1), after.day, "offset \(offset)")
            XCTAssertEqual(before.secondOfDay, 86_399, "offset \(offset)")
            XCTAssertEqual(after.secondOfDay, 1, "offset \(offset)")
            XCTAssertEqual(before.clockText, "23:59")
            XCTAssertEqual(after.clockText, "00:00")
        }
    }

    func testFractionalSecondsBeforeMidnightStayOnTheDay() {
        let m = Moment(epochSeconds: epoch(day("2026-11-23"), hour: 0, utcOffset: 3600) - 0.001, utcOffsetSeconds: 3600)
        XCTAssertEqual(m.day, day("2026-11-22"))
        XCTAssertEqual(m.adding(seconds: 0.001).day, day("2026-11-23"))
    }

    func testChallengeSummaryForTodayRollsOverAtMidnight() {
        let (before, after) = straddle(3600)
        let history = History(challenge: [ChallengeDay(day: before.day, sets: 3, target: 3)])

        let tonight = challengeSummary(history: history, today: before.day, target: 3)
        XCTAssertEqual(tonight.setsToday, 3)
        XCTAssertEqual(tonight.status, .complete)
        XCTAssertEqual(tonight.streak, 1)

        let morning = challengeSummary(history: history, today: after.day, target: 3)
        XCTAssertEqual(morning.setsToday, 0)
        XCTAssertEqual(morning.target, 3)
        XCTAssertEqual(morning.status, .empty)
        XCTAssertEqual(morning.streak, 1, "yesterday's full day still carries the streak")
        XCTAssertEqual(morning.pastYear, 1)
        XCTAssertEqual(morning.yearToDate, 1)
    }

    func testGymStreakCarriesOverMidnightAndEndsADayLater() {
        let (before, after) = straddle(-18_000)
        let history = History(sessions: [
            SessionRecord(id: "1", sessionType: "A", day: before.day, startedAt: before.epochSeconds - 3000,
                          durationSeconds: 2400, isPartial: false),
        ])
        XCTAssertEqual(history.currentGymStreak(today: before.day), 1)
        XCTAssertEqual(history.currentGymStreak(today: after.day), 1)
        XCTAssertEqual(history.currentGymStreak(today: after.day.adding(days: 1)), 0)
    }

    func testRotationForgetsYesterdaysTypesAfterMidnight() {
        let (before, after) = straddle(3600)
        let history = History(sessions: [
            SessionRecord(id: "1", sessionType: "B", day: before.day, startedAt: before.epochSeconds - 50_000, durationSeconds: 2400, isPartial: false),
            SessionRecord(id: "2", sessionType: "A", day: before.day, startedAt: before.epochSeconds - 3600, durationSeconds: 2400, isPartial: false),
        ])
        XCTAssertEqual(nextInRotation(order: rotation, history: history, today: before.day), "C",
                       "B was already done today")
        XCTAssertEqual(nextInRotation(order: rotation, history: history, today: after.day), "B",
                       "a new day: plain rotation after A")
    }

    func testChallengeStepCreditsTheDayItIsCompletedOn() {
        let (before, after) = straddle(3600)
        let plan = Split(sessionType: "A", name: "n", title: "t", description: "d", targetDuration: "1 min", steps: [
            PlanStep(title: "Daily Challenge", kind: .challenge, setsText: "1 of 3", repsText: "10 + 10 reps", notes: ""),
        ])
        var late = ActiveWorkout(split: plan, startedAt: before.adding(seconds: -600))
        XCTAssertEqual(late.completeNext(step: 0, at: before, challengeRoom: true)?.challengeCredit, day("2026-11-22"))

        var overnight = ActiveWorkout(split: plan, startedAt: before.adding(seconds: -600))
        XCTAssertEqual(overnight.completeNext(step: 0, at: after, challengeRoom: true)?.challengeCredit, day("2026-11-23"))
        XCTAssertEqual(overnight.undoLast(step: 0)?.challengeDebit, day("2026-11-23"))
    }
}
