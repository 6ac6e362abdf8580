@testable import AppCore
import Domain
import XCTest

/// The weekly streak as Settings choose it and Home shows it; the day streak stays the default.
final class WeekStreakScreenTests: XCTestCase {
    private func weekly(width: Int = 80, height: Int = 24, sessions: Int = 3, history: History = Fixtures.history) -> AppState {
        var state = Fixtures.state(width: width, height: height, history: history)
        state.settings.streakMode = .weeks
        state.settings.streakWeekSessions = sessions
        return state
    }

    func testSettingsSwitchTheStreakToWeeksAndSetTheSessionsAWeek() {
        var state = Fixtures.state()
        XCTAssertEqual(state.settings.streakMode, .days, "days in a row unless chosen")
        Fixtures.press(&state, .char("5"))
        while state.settingsTab.selection < SettingsItem.streak.rawValue { Fixtures.press(&state, .char("j")) }
        XCTAssertTrue(render(state).text.contains("[days in a row]"))
        XCTAssertEqual(Fixtures.press(&state, .enter), [.saveSetting(.streakMode, value: "weeks")])
        XCTAssertEqual(Effect.saveSetting(.streakMode, value: "weeks").reloads(today: Fixtures.today, allTimeShown: false),
                       [.history(today: Fixtures.today)], "a weekly streak may reach further back than the window read")
        XCTAssertEqual(state.flash?.text, "The streak counts weeks in a row with 3 sessions or more; rest days do not break it.")
        XCTAssertTrue(render(state).text.contains("[weeks in a row]"))
        Fixtures.press(&state, .char("j"))
        XCTAssertEqual(Fixtures.press(&state, .right), [.saveSetting(.streakWeekSessions, value: "4")])
        for _ in 0..<5 { Fixtures.press(&state, .right) }
        XCTAssertEqual(state.settings.streakWeekSessions, 7, "at most every day")
        for _ in 0..<9 { Fixtures.press(&state, .left) }
        XCTAssertEqual(state.settings.streakWeekSessions, 1, "at least one")
        XCTAssertEqual(Settings(stored: [.streakMode: "weeks", .streakWeekSessions: "1"]).stored(.streakWeekSessions), "1")
        XCTAssertEqual(Settings(stored: [.streakMode: "fortnights", .streakWeekSessions: "9"]).streakMode, .days, "unreadable: the default")
        XCTAssertEqual(Settings(stored: [.streakWeekSessions: "9"]).streakWeekSessions, 3)
    }

    func testHomeShowsTheWeeklyStreakAndThisWeeksSessions() {
        // The fixture's Sunday: ten weeks of sessions on most days, this week's among them.
        for (w, h) in [(40, 16), (80, 24)] {
            let state = weekly(width: w, height: h)
            let text = render(state).text
            XCTAssertTrue(text.contains("10-week streak"), text)
            XCTAssertTrue(text.contains("Week done: 5 sessions."), text)
            assertSnapshot(render(state), named: "home-weekly-streak-\(w)x\(h)")
        }
        // A week under way that can still be met: the weeks before it, and how far it is.
        var history = History()
        for iso in ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16"] {
            history.append(SessionRecord(id: iso, sessionType: "A", day: Day(iso: iso)!, startedAt: 0, durationSeconds: 2400, isPartial: false))
        }
        var state = weekly(history: history)
        state.now = Moment(epochSeconds: Double(Day(iso: "2026-11-19")!.dayNumber) * 86_400 + 8 * 3600, utcOffsetSeconds: 0)
        XCTAssertTrue(render(state).text.contains("2-week streak"), render(state).text)
        XCTAssertTrue(render(state).text.contains("This week: 1 of 3 full."), render(state).text)
        state.settings.streakMode = .days
        XCTAssertTrue(render(state).text.contains("Start your streak today!"), "the day streak is broken by the rest days")
    }

    func testFinishingSaysTheStreakInWeeks() {
        var state = Fixtures.rowsSelected()
        state.settings.streakMode = .weeks
        Fixtures.press(&state, .char(" "))
        Fixtures.press(&state, .char("f"))
        if state.modal != nil { Fixtures.press(&state, .enter) }
        if state.modal != nil { Fixtures.press(&state, .char("n")) }
        XCTAssertTrue(state.flash?.text.contains("Streak: 10 weeks.") == true, state.flash?.text ?? "")
    }

    func testStatsCountTheLongestGymStreakAndItsAchievementsInWeeks() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            Fixtures.press(&state, .char("3"))
            // Down to the streaks and totals, below the sessions charts on a phone.
            while !render(state).text.contains("Longest gym streak") && state.stats.scroll < 30 { Fixtures.press(&state, .char("j")) }
            let longestDays = state.allTime.longestGymStreak
            XCTAssertTrue(render(state).text.contains(plural(longestDays, "day")), render(state).text)
            state.settings.streakMode = .weeks
            state.settings.streakWeekSessions = 3
            let text = render(state).text
            XCTAssertTrue(text.contains("Longest gym streak") && text.contains("10 weeks"), "the ten weeks Home counts:\n\(text)")
            XCTAssertFalse(text.contains(plural(longestDays, "day")), text)
            state.settings.streakWeekSessions = 7
            XCTAssertTrue(render(state).text.contains("0 weeks"), "no week had a session every day")
        }

        // The achievements: the gym streak's milestones in weeks, and the news of one earned.
        var state = weekly()
        var trends = Trends(today: Fixtures.today,
                            achievements: AchievementInputs(gymDays: Array(Fixtures.history.gymDays), fullChallengeDays: []))
        var canvas = Screen(width: 80, height: 24)
        _ = renderAchievements(state, trends, x: 0, y: 0, width: 80, into: &canvas)
        XCTAssertTrue(canvas.text.contains("4-week gym streak"), canvas.text)
        XCTAssertFalse(canvas.text.contains("7-day gym streak"), canvas.text)
        XCTAssertNotNil(trends.achievements.gymWeekStreakDays[3]?[4])
        let earned = trends.achievements.gymWeekStreakDays
        trends.achievements.gymWeekStreakDays = [:]
        XCTAssertEqual(update(&state, .loaded(.trends(trends))), [])
        trends.achievements.gymWeekStreakDays = earned
        _ = update(&state, .loaded(.trends(trends)))
        XCTAssertEqual(state.flash?.text, "Achievement: 4-week gym streak!")
    }

    func testAFinishTakesTheWeeksGoingOnIntoTheLongest() {
        var state = Fixtures.rowsSelected()
        state.settings.streakMode = .weeks
        state.allTime.longestWeekStreaks = []
        Fixtures.press(&state, .char(" "), .char("f"))
        if state.modal != nil { Fixtures.press(&state, .enter) }
        if state.modal != nil { Fixtures.press(&state, .char("n")) }
        XCTAssertEqual(state.allTime.longestGymStreak(mode: .weeks, weekSessions: 3), 10)
    }
}
