import Foundation
import XCTest
@testable import Domain

/// Local days, and so streaks, must follow the wall clock through daylight-saving changes.
/// The runtime builds each Moment from the instant and the offset in force at that instant;
/// these tests do the same with Foundation's time zone database.
final class DSTTests: XCTestCase {
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let london = TimeZone(identifier: "Europe/London")!

    /// The Moment of a local wall-clock time in `tz`, as the runtime would build it.
    private func local(_ tz: TimeZone, _ iso: String, _ hour: Int, _ minute: Int,
                       file: StaticString = #filePath, line: UInt = #line) -> Moment {
        let d = day(iso, file: file, line: line)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tz
        guard let date = calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: hour, minute: minute)) else {
            XCTFail("no such local time \(iso) \(hour):\(minute)", file: file, line: line)
            return Moment(epochSeconds: 0, utcOffsetSeconds: 0)
        }
        return moment(tz, date.timeIntervalSince1970)
    }

    private func moment(_ tz: TimeZone, _ t: Double) -> Moment {
        Moment(epochSeconds: t, utcOffsetSeconds: tz.secondsFromGMT(for: Date(timeIntervalSince1970: t)))
    }

    /// An instant given in UTC.
    private func utc(_ iso: String, _ hour: Int, _ minute: Int) -> Double { epoch(day(iso), hour: hour, minute: minute) }

    private func gymSession(_ m: Moment, _ type: String = "A") -> SessionRecord {
        SessionRecord(id: "\(m.epochSeconds)", sessionType: type, day: m.day, startedAt: m.epochSeconds, durationSeconds: 2400, isPartial: false)
    }

    private func streak(_ moments: [Moment], now: Moment) -> Int {
        History(sessions: moments.map { gymSession($0) }).currentGymStreak(today: now.day)
    }

    // MARK: The time zone data itself

    func testTimeZoneOffsetsAroundThe2026Transitions() {
        XCTAssertEqual(newYork.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-03-08", 6, 59))), -18_000, "EST")
        XCTAssertEqual(newYork.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-03-08", 7, 0))), -14_400, "EDT from 2:00 EST")
        XCTAssertEqual(newYork.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-11-01", 5, 59))), -14_400, "EDT")
        XCTAssertEqual(newYork.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-11-01", 6, 0))), -18_000, "EST from 2:00 EDT")
        XCTAssertEqual(london.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-03-29", 0, 59))), 0, "GMT")
        XCTAssertEqual(london.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-03-29", 1, 0))), 3600, "BST from 1:00 GMT")
        XCTAssertEqual(london.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-10-25", 0, 59))), 3600, "BST")
        XCTAssertEqual(london.secondsFromGMT(for: Date(timeIntervalSince1970: utc("2026-10-25", 1, 0))), 0, "GMT from 2:00 BST")
    }

    // MARK: New York, spring forward (2026-03-08 02:00 → 03:00)

    func testNewYorkSpringForwardLocalTimesMapToTheirDays() {
        let cases: [(String, Int, Int, Double, Int)] = [
            ("2026-03-07", 23, 30, utc("2026-03-08", 4, 30), -18_000),
            ("2026-03-08", 0, 30, utc("2026-03-08", 5, 30), -18_000), // the transition day itself, still EST
            ("2026-03-08", 23, 30, utc("2026-03-09", 3, 30), -14_400),
            ("2026-03-09", 0, 30, utc("2026-03-09", 4, 30), -14_400),
            ("2026-03-09", 23, 30, utc("2026-03-10", 3, 30), -14_400),
        ]
        assertLocalTimes(in: newYork, cases)
    }

    func testNewYorkMomentsAcrossTheSkippedHour() {
        // 01:59:59 EST is followed one second later by 03:00:00 EDT, still on the 8th.
        let before = moment(newYork, utc("2026-03-08", 6, 59) + 59)
        let after = moment(newYork, utc("2026-03-08", 7, 0))
        XCTAssertEqual(before.clockText, "01:59")
        XCTAssertEqual(after.clockText, "03:00")
        XCTAssertEqual(before.day, day("2026-03-08"))
        XCTAssertEqual(after.day, day("2026-03-08"))
        // The 23-hour day ends at local midnight, 04:00Z.
        XCTAssertEqual(moment(newYork, utc("2026-03-09", 3, 59) + 59).day, day("2026-03-08"))
        XCTAssertEqual(moment(newYork, utc("2026-03-09", 4, 0)).day, day("2026-03-09"))
    }

    func testNewYorkEveningSessionsAcrossSpringForwardMakeAThreeDayStreak() {
        let sessions = [local(newYork, "2026-03-07", 23, 30), local(newYork, "2026-03-08", 23, 30), local(newYork, "2026-03-09", 23, 30)]
        XCTAssertEqual(Set(sessions.map(\.day)), [day("2026-03-07"), day("2026-03-08"), day("2026-03-09")])
        XCTAssertEqual(streak(sessions, now: local(newYork, "2026-03-09", 23, 45)), 3)
        XCTAssertEqual(streak(sessions, now: local(newYork, "2026-03-10", 0, 30)), 3, "ends yesterday after midnight")
        XCTAssertEqual(streak(sessions, now: local(newYork, "2026-03-11", 0, 30)), 0)
    }

    func testNewYorkAfterMidnightSessionsAcrossSpringForwardMakeAThreeDayStreak() {
        let sessions = [local(newYork, "2026-03-07", 0, 30), local(newYork, "2026-03-08", 0, 30), local(newYork, "2026-03-09", 0, 30)]
        XCTAssertEqual(Set(sessions.map(\.day)), [day("2026-03-07"), day("2026-03-08"), day("2026-03-09")])
        XCTAssertEqual(streak(sessions, now: local(newYork, "2026-03-09", 8, 0)), 3)
    }

    func testNewYorkTwentyFourHoursApartCanBeTwoDaysApart() {
        // 23:30 EST on the 7th and 00:30 EDT on the 9th are exactly 24 h apart, yet the 8th was missed.
        let saturday = local(newYork, "2026-03-07", 23, 30)
        let monday = local(newYork, "2026-03-09", 0, 30)
        XCTAssertEqual(monday.epochSeconds - saturday.epochSeconds, 86_400)
        XCTAssertEqual(saturday.day.days(until: monday.day), 2)
        XCTAssertEqual(streak([saturday, monday], now: monday), 1)
    }

    // MARK: New York, fall back (2026-11-01 02:00 → 01:00)

    func testNewYorkFallBackLocalTimesMapToTheirDays() {
        let cases: [(String, Int, Int, Double, Int)] = [
            ("2026-10-31", 23, 30, utc("2026-11-01", 3, 30), -14_400),
            ("2026-11-01", 0, 30, utc("2026-11-01", 4, 30), -14_400), // the transition day itself, still EDT
            ("2026-11-01", 23, 30, utc("2026-11-02", 4, 30), -18_000),
            ("2026-11-02", 0, 30, utc("2026-11-02", 5, 30), -18_000),
            ("2026-11-02", 23, 30, utc("2026-11-03", 4, 30), -18_000),
        ]
        assertLocalTimes(in: newYork, cases)
    }

    func testNewYorkRepeatedHourStaysOnTheSameDay() {
        let firstPass = moment(newYork, utc("2026-11-01", 5, 30))  // 01:30 EDT
        let secondPass = moment(newYork, utc("2026-11-01", 6, 30)) // 01:30 EST
        XCTAssertEqual(firstPass.clockText, "01:30")
        XCTAssertEqual(secondPass.clockText, "01:30")
        XCTAssertEqual(firstPass.day, day("2026-11-01"))
        XCTAssertEqual(secondPass.day, day("2026-11-01"))
        // The 25-hour day ends at local midnight, 05:00Z.
        XCTAssertEqual(moment(newYork, utc("2026-11-02", 4, 59) + 59).day, day("2026-11-01"))
        XCTAssertEqual(moment(newYork, utc("2026-11-02", 5, 0)).day, day("2026-11-02"))
    }

    func testNewYorkSessionsAcrossFallBackMakeAThreeDayStreak() {
        let evenings = [local(newYork, "2026-10-31", 23, 30), local(newYork, "2026-11-01", 23, 30), local(newYork, "2026-11-02", 23, 30)]
        XCTAssertEqual(streak(evenings, now: local(newYork, "2026-11-02", 23, 45)), 3)
        let nights = [local(newYork, "2026-10-31", 0, 30), local(newYork, "2026-11-01", 0, 30), local(newYork, "2026-11-02", 0, 30)]
        XCTAssertEqual(Set(nights.map(\.day)), [day("2026-10-31"), day("2026-11-01"), day("2026-11-02")])
        XCTAssertEqual(streak(nights, now: local(newYork, "2026-11-02", 9, 0)), 3)
    }

    func testNewYorkTwentySixHoursAcrossFallBackSkipsADay() {
        // 23:30 EDT on Oct 31 to 00:30 EST on Nov 2 is 26 h, over the whole of Nov 1.
        let first = local(newYork, "2026-10-31", 23, 30)
        let last = local(newYork, "2026-11-02", 0, 30)
        XCTAssertEqual(last.epochSeconds - first.epochSeconds, 26 * 3600)
        XCTAssertEqual(streak([first, last], now: last), 1)
    }

    // MARK: London, spring forward (2026-03-29 01:00 → 02:00)

    func testLondonSpringForwardLocalTimesMapToTheirDays() {
        let cases: [(String, Int, Int, Double, Int)] = [
            ("2026-03-28", 23, 30, utc("2026-03-28", 23, 30), 0),
            ("2026-03-29", 0, 30, utc("2026-03-29", 0, 30), 0), // the transition day itself, still GMT
            ("2026-03-29", 23, 30, utc("2026-03-29", 22, 30), 3600),
            ("2026-03-30", 0, 30, utc("2026-03-29", 23, 30), 3600), // UTC is still on the 29th
            ("2026-03-30", 23, 30, utc("2026-03-30", 22, 30), 3600),
        ]
        assertLocalTimes(in: london, cases)
    }

    func testLondonSessionsAcrossSpringForwardMakeAThreeDayStreak() {
        let evenings = [local(london, "2026-03-28", 23, 30), local(london, "2026-03-29", 23, 30), local(london, "2026-03-30", 23, 30)]
        XCTAssertEqual(streak(evenings, now: local(london, "2026-03-30", 23, 45)), 3)
        let nights = [local(london, "2026-03-28", 0, 30), local(london, "2026-03-29", 0, 30), local(london, "2026-03-30", 0, 30)]
        XCTAssertEqual(Set(nights.map(\.day)), [day("2026-03-28"), day("2026-03-29"), day("2026-03-30")])
        XCTAssertEqual(streak(nights, now: local(london, "2026-03-30", 0, 45)), 3)
    }

    func testLondonSessionsTwoUTCDaysApartButConsecutiveLocally() {
        // 00:30 BST on the 30th is 23:30Z on the 29th: grouped by UTC day it would merge with the 29th.
        let sunday = local(london, "2026-03-29", 0, 30)
        let monday = local(london, "2026-03-30", 0, 30)
        XCTAssertEqual(Day(dayNumber: Int(monday.epochSeconds / 86_400)), day("2026-03-29"))
        XCTAssertEqual(streak([sunday, monday], now: monday), 2)
    }

    // MARK: London, fall back (2026-10-25 02:00 → 01:00)

    func testLondonFallBackLocalTimesMapToTheirDays() {
        let cases: [(String, Int, Int, Double, Int)] = [
            ("2026-10-24", 23, 30, utc("2026-10-24", 22, 30), 3600),
            ("2026-10-25", 0, 30, utc("2026-10-24", 23, 30), 3600), // the transition day itself, UTC still the 24th
            ("2026-10-25", 23, 30, utc("2026-10-25", 23, 30), 0),
            ("2026-10-26", 0, 30, utc("2026-10-26", 0, 30), 0),
            ("2026-10-26", 23, 30, utc("2026-10-26", 23, 30), 0),
        ]
        assertLocalTimes(in: london, cases)
    }

    func testLondonSessionsAcrossFallBackMakeAThreeDayStreak() {
        let evenings = [local(london, "2026-10-24", 23, 30), local(london, "2026-10-25", 23, 30), local(london, "2026-10-26", 23, 30)]
        XCTAssertEqual(streak(evenings, now: local(london, "2026-10-26", 23, 45)), 3)
        let nights = [local(london, "2026-10-24", 0, 30), local(london, "2026-10-25", 0, 30), local(london, "2026-10-26", 0, 30)]
        XCTAssertEqual(Set(nights.map(\.day)), [day("2026-10-24"), day("2026-10-25"), day("2026-10-26")])
        XCTAssertEqual(streak(nights, now: local(london, "2026-10-26", 0, 45)), 3)
    }

    func testLondonMissedTransitionDayBreaksTheStreak() {
        let sessions = [local(london, "2026-10-24", 0, 30), local(london, "2026-10-26", 0, 30)]
        XCTAssertEqual(streak(sessions, now: local(london, "2026-10-26", 9, 0)), 1)
    }

    // MARK: Challenge across a transition

    func testChallengeStepAtHalfPastMidnightOnTheTransitionDayCreditsThatDay() {
        let plan = Split(sessionType: "A", name: "", title: "", description: "", targetDuration: "", steps: [
            PlanStep(title: "Daily Challenge", kind: .challenge, setsText: "1 of 3", repsText: "10 + 10 reps", notes: ""),
        ])
        for (tz, iso) in [(newYork, "2026-03-08"), (newYork, "2026-11-01"), (london, "2026-03-29"), (london, "2026-10-25")] {
            let at = local(tz, iso, 0, 30)
            var w = ActiveWorkout(split: plan, startedAt: at.adding(seconds: -3600))
            XCTAssertEqual(w.completeNext(step: 0, at: at, challengeRoom: true)?.challengeCredit, day(iso), "\(tz.identifier) \(iso)")
        }
    }

    func testChallengeStreakAcrossTheTransitionsUsesLocalDays() {
        let days = ["2026-10-24", "2026-10-25", "2026-10-26"].map { local(london, $0, 23, 30).day }
        let history = History(challenge: days.map { ChallengeDay(day: $0, sets: 3, target: 3) })
        let s = challengeSummary(history: history, today: local(london, "2026-10-26", 23, 45).day, target: 3)
        XCTAssertEqual(s.streak, 3)
        XCTAssertEqual(s.status, .complete)
    }

    /// Each (local date, hour, minute) maps to the expected instant, offset, day and time of day.
    private func assertLocalTimes(in zone: TimeZone, _ cases: [(String, Int, Int, Double, Int)],
                                  file: StaticString = #filePath, line: UInt = #line) {
        for (iso, h, m, expectedEpoch, expectedOffset) in cases {
            let moment = local(zone, iso, h, m)
            XCTAssertEqual(moment.epochSeconds, expectedEpoch, "\(iso) \(h):\(m)", file: file, line: line)
            XCTAssertEqual(moment.utcOffsetSeconds, expectedOffset, "\(iso) \(h):\(m)", file: file, line: line)
            XCTAssertEqual(moment.day, day(iso), "\(iso) \(h):\(m)", file: file, line: line)
            XCTAssertEqual(moment.secondOfDay, h * 3600 + m * 60, "\(iso) \(h):\(m)", file: file, line: line)
        }
    }
}
