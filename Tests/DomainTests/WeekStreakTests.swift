import Foundation
import XCTest
@testable import Domain

/// The weekly streak: weeks in a row (Monday to Sunday) with sessions on at least N days; the
/// week under way does not break it while it can still be met; rest days never do.
final class WeekStreakTests: XCTestCase {
    /// Sunday 22 Nov 2026: its week runs from Monday 16 Nov.
    private let sunday = day("2026-11-22")

    private func streak(_ isos: [String], today: String = "2026-11-22", minimum: Int = 3, partial: Set<String> = []) -> GymStreak {
        History(sessions: isos.map { session("A", $0, partial: partial.contains($0)) }).gymStreak(mode: .weeks, weekSessions: minimum, today: day(today))
    }

    /// Three weeks of Monday, Wednesday and Friday before the week of 16 Nov.
    private let threeWeeks = ["2026-10-26", "2026-10-28", "2026-10-30", "2026-11-02", "2026-11-04", "2026-11-06",
                              "2026-11-09", "2026-11-11", "2026-11-13"]

    func testWeeksWithEnoughDaysMakeTheStreakAndRestDaysDoNotBreakIt() {
        let s = streak(threeWeeks + ["2026-11-16", "2026-11-18", "2026-11-20"])
        XCTAssertEqual(s, GymStreak(count: 4, mode: .weeks, thisWeek: 3, weekNeeds: 3))
        XCTAssertTrue(s.weekMet)
        XCTAssertEqual(weekStreak(days: Set((threeWeeks + ["2026-11-16", "2026-11-18", "2026-11-20"]).map { day($0) }),
                                  today: sunday, minimum: 3).count, 4)
        XCTAssertEqual(streak([]).count, 0)
    }

    func testTwoSessionsOnOneDayCountOnceAndPartialOnesNotAtAll() {
        XCTAssertEqual(streak(["2026-11-16", "2026-11-16", "2026-11-18"]).count, 0, "two days of three, and Sunday is the last")
        XCTAssertEqual(streak(["2026-11-16", "2026-11-18", "2026-11-20"], partial: ["2026-11-20"]).thisWeek, 2)
        XCTAssertEqual(streak(["2026-11-16", "2026-11-18", "2026-11-21", "2026-11-22"]).count, 1)
    }

    func testTheWeekUnderWayDoesNotBreakItWhileItCanStillBeMet() {
        // Wednesday, nothing yet this week: Wednesday to Sunday can still make three.
        XCTAssertEqual(streak(threeWeeks, today: "2026-11-18"), GymStreak(count: 3, mode: .weeks, thisWeek: 0, weekNeeds: 3))
        // Friday, nothing yet: Friday, Saturday and Sunday are exactly three.
        XCTAssertEqual(streak(threeWeeks, today: "2026-11-20").count, 3)
        // Saturday, nothing yet: two days cannot make three, so the streak is broken.
        XCTAssertEqual(streak(threeWeeks, today: "2026-11-21").count, 0)
        // Saturday with Monday done: one more and two days left.
        XCTAssertEqual(streak(threeWeeks + ["2026-11-16"], today: "2026-11-21").count, 3)
        // Sunday with Friday and Saturday: today can still make it…
        XCTAssertEqual(streak(threeWeeks + ["2026-11-20", "2026-11-21"]).count, 3)
        // …and once today is trained the week counts.
        XCTAssertEqual(streak(threeWeeks + ["2026-11-20", "2026-11-21", "2026-11-22"]).count, 4)
        // Sunday with only Monday: the week is lost.
        XCTAssertEqual(streak(threeWeeks + ["2026-11-16"]).count, 0)
    }

    func testAPastWeekThatMissedEndsTheStreak() {
        let missed = ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-13"]
        XCTAssertEqual(streak(missed + ["2026-11-16", "2026-11-17", "2026-11-18"]).count, 1)
        XCTAssertEqual(streak(missed, today: "2026-11-17").count, 0, "last week missed and this one not made yet")
    }

    func testSessionsAfterTodayAreNotCounted() {
        XCTAssertEqual(streak(["2026-11-16", "2026-11-17", "2026-11-19"], today: "2026-11-18").thisWeek, 2)
    }

    func testTheNumberOfDaysIsOneToSeven() {
        XCTAssertEqual(streak(["2026-11-16"], minimum: 0).weekNeeds, 1)
        XCTAssertEqual(streak(["2026-11-16"], minimum: 0).count, 1)
        XCTAssertEqual(streak(["2026-11-16"], minimum: 9).weekNeeds, 7)
        let everyDay = (0..<14).map { day("2026-11-09").adding(days: $0).iso }
        XCTAssertEqual(streak(everyDay, minimum: 7).count, 2)
        XCTAssertEqual(streak(Array(everyDay.dropLast()), minimum: 7).count, 1, "Sunday not trained yet: it can still be")
        XCTAssertEqual(streak(Array(everyDay.dropFirst()), minimum: 7).count, 1, "the week of 9 Nov lacks its Monday")
    }

    func testTheDayStreakIsUnchanged() {
        let history = History(sessions: ["2026-11-20", "2026-11-21"].map { session("A", $0) })
        XCTAssertEqual(history.gymStreak(mode: .days, weekSessions: 3, today: sunday), GymStreak(count: 2, mode: .days))
        XCTAssertEqual(history.gymStreak(mode: .days, weekSessions: 3, today: sunday).count, history.currentGymStreak(today: sunday))
    }

    // MARK: Midnight, daylight saving and the year's end

    /// A session at a local wall-clock time in `zone`, on the day the runtime would give it.
    private func local(_ zone: TimeZone, _ iso: String, _ hour: Int, _ minute: Int) -> SessionRecord {
        let d = day(iso)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: hour, minute: minute))!
        let at = Moment(epochSeconds: date.timeIntervalSince1970, utcOffsetSeconds: zone.secondsFromGMT(for: date))
        return SessionRecord(id: "\(at.epochSeconds)", sessionType: "A", day: at.day, startedAt: at.epochSeconds, durationSeconds: 2400,
                             isPartial: false)
    }

    func testASessionJustBeforeMidnightOnSundayCountsForItsWeekAndJustAfterForTheNext() {
        let utc = TimeZone(identifier: "UTC")!
        let week = [local(utc, "2026-11-09", 7, 0), local(utc, "2026-11-11", 7, 0)]
        let lateSunday = History(sessions: week + [local(utc, "2026-11-15", 23, 50)])
        XCTAssertEqual(lateSunday.gymStreak(mode: .weeks, weekSessions: 3, today: day("2026-11-16")).count, 1)
        let earlyMonday = History(sessions: week + [local(utc, "2026-11-16", 0, 10)])
        XCTAssertEqual(earlyMonday.gymStreak(mode: .weeks, weekSessions: 3, today: day("2026-11-16")).count, 0,
                       "the week of 9 Nov had two days; this one has one so far")
    }

    func testWeeksAcrossNewYorksSpringForwardAndFallBack() {
        let newYork = TimeZone(identifier: "America/New_York")!
        // Clocks go forward on Sunday 8 March 2026 at 02:00: 23:30 that evening is still the 8th.
        let spring = History(sessions: [local(newYork, "2026-03-03", 18, 0), local(newYork, "2026-03-05", 18, 0),
                                        local(newYork, "2026-03-08", 23, 30)])
        XCTAssertEqual(spring.sessions.last?.day, day("2026-03-08"))
        XCTAssertEqual(spring.gymStreak(mode: .weeks, weekSessions: 3, today: day("2026-03-09")).count, 1)
        // Back on Sunday 1 November 2026 at 02:00: 01:30 happens twice, both on the 1st.
        let fall = History(sessions: [local(newYork, "2026-10-27", 18, 0), local(newYork, "2026-10-29", 18, 0),
                                      local(newYork, "2026-11-01", 1, 30)])
        XCTAssertEqual(fall.gymStreak(mode: .weeks, weekSessions: 3, today: day("2026-11-01")).count, 1)
    }

    func testAWeekThatSpansTheYearsEndIsOneWeek() {
        // Monday 28 December 2026 to Sunday 3 January 2027.
        let days = ["2026-12-21", "2026-12-23", "2026-12-26", "2026-12-29", "2026-12-31", "2027-01-02"]
        XCTAssertEqual(streak(days, today: "2027-01-03").count, 2)
        XCTAssertEqual(streak(days, today: "2027-01-01"), GymStreak(count: 1, mode: .weeks, thisWeek: 2, weekNeeds: 3),
                       "the week under way, two of three so far, waits; the one before counts")
        XCTAssertEqual(streak(days, today: "2027-01-04").count, 2, "a new week under way, in a new year")
    }

    func testTheLongestRunOfWeeksForEachNeedAndNeverShorterThanTheCurrent() {
        // Three weeks of three days, a week of one, then two weeks of two.
        let days = threeWeeks + ["2026-11-16", "2026-11-23", "2026-11-25", "2026-11-30", "2026-12-02"]
        let longest = longestWeekStreaks(days: Set(days.map { day($0) }))
        XCTAssertEqual(longest, [6, 3, 3, 0, 0, 0, 0], "one day a week: all six weeks; two: the first three, or the last two; three: the first three")
        XCTAssertEqual(longestWeekStreaks(days: []), [0, 0, 0, 0, 0, 0, 0])
        for minimum in 1...7 {
            let current = History(sessions: days.map { session("A", $0) }).gymStreak(mode: .weeks, weekSessions: minimum, today: day("2026-12-03"))
            XCTAssertLessThanOrEqual(current.count, longest[minimum - 1], "need \(minimum)")
        }
        var stats = AllTimeStats(history: History(sessions: days.map { session("A", $0) }))
        XCTAssertEqual(stats.longestGymStreak(mode: .weeks, weekSessions: 2), 3)
        XCTAssertEqual(stats.longestGymStreak(mode: .days, weekSessions: 2), stats.longestGymStreak)
        XCTAssertEqual(stats.longestGymStreak(mode: .weeks, weekSessions: 9), 0, "read as every day")

        // A finish takes the streaks going on into the longest, whichever way they count.
        let more = History(sessions: (days + ["2026-12-07", "2026-12-09", "2026-12-14", "2026-12-16"]).map { session("A", $0) })
        stats.takeInCurrentStreaks(more, today: day("2026-12-16"))
        XCTAssertEqual(stats.longestGymStreak(mode: .weeks, weekSessions: 2), 4, "the last four weeks had two days each")
        XCTAssertEqual(stats.longestWeekStreaks, longestWeekStreaks(days: more.gymDays))
    }

    func testWeeklyMilestonesAreTheDayTheRunOfWeeksGotThatLong() {
        // Four weeks of Monday, Wednesday and Friday from 26 Oct, given out of order with a repeat.
        let days = (threeWeeks + ["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-16"]).map { day($0) }.reversed()
        let reached = weekStreakMilestoneDays(Array(days), lengths: [2, 4])
        XCTAssertEqual(reached[3]?[4], day("2026-11-20"), "the fourth week's third day")
        XCTAssertEqual(reached[3]?[2], day("2026-11-06"))
        XCTAssertEqual(reached[1]?[4], day("2026-11-16"), "one day a week: the fourth week's first")
        XCTAssertNil(reached[4], "never four days in a week")
        XCTAssertTrue(weekStreakMilestoneDays([], lengths: [4]).isEmpty)

        // Carried over from one reading to the next, day by day, it finds the same.
        var search = WeekStreakSearch(lengths: [2, 4])
        for d in Set(days).sorted() {
            search = WeekStreakSearch(lengths: [2, 4], saved: search.saved)!
            search.add(d)
        }
        XCTAssertEqual(search.found, reached)
        XCTAssertNil(WeekStreakSearch(lengths: [2, 4, 8], saved: search.saved), "saved for other lengths")
        XCTAssertNil(WeekStreakSearch(lengths: [2, 4], saved: "nonsense"))
    }

    func testTheGymStreaksAchievementsCountWeeksWhenSettingsDo() {
        let days = (threeWeeks + ["2026-11-16", "2026-11-18", "2026-11-20"]).map { day($0) }
        let inputs = AchievementInputs(gymDays: days, fullChallengeDays: [])
        XCTAssertEqual(Achievements.all(inputs).filter { $0.id.hasPrefix("gym-") }.map(\.title),
                       ["7-day gym streak", "30-day gym streak", "100-day gym streak"])
        let weekly = Achievements.all(inputs, streak: .weeks, weekSessions: 3).filter { $0.id.hasPrefix("gym-") }
        XCTAssertEqual(weekly.map(\.title), ["4-week gym streak", "12-week gym streak", "52-week gym streak"])
        XCTAssertEqual(weekly.first?.earned, day("2026-11-20"))
        XCTAssertNil(Achievements.all(inputs, streak: .weeks, weekSessions: 4).first { $0.id == "gym-week-streak-4" }?.earned,
                     "no week had four days")
        XCTAssertEqual(Achievements.all(inputs, streak: .weeks).count, Achievements.all(inputs).count)
    }
}
