@testable import AppCore
import BundledPlans
import Domain
import XCTest

/// The trend sections of Stats: body map, coverage by split, weekly volume and
/// coverage, achievements, records; Home's stale-region line; achievements announced once.
final class StatsTrendsTests: XCTestCase {
    /// Regions at every recency, the three splits' last sessions, volume, and some achievements.
    static func trends(today: Day = Fixtures.today) -> Trends {
        let groups = Fixtures.catalog.groups
        let regions = groups.flatMap(\.regions).map(\.id)
        var last: [String: Day] = [:]
        // Cycle the regions through today, 3, 10 and 30 days ago; every fifth never.
        for (i, id) in regions.enumerated() where i % 5 != 4 { last[id] = today.adding(days: -[0, 3, 10, 30][i % 4]) }
        var splitSessions: [String: [SessionRegions]] = [:]
        for (s, type) in ["A", "B", "C"].enumerated() {
            splitSessions[type] = (0..<8).map { n in
                SessionRegions(day: today.adding(days: -3 * (8 - n) - s), regions: Set(regions.enumerated().filter { ($0.offset + n + s) % 3 != 0 }.map(\.element)))
            }
        }
        var volume: [Day: Double] = [:]
        for w in 0..<12 { volume[today.startOfWeek.adding(days: -7 * w)] = Double(4000 + 350 * (w % 4)) }
        var regionDays: [Day: Set<String>] = [:]
        for d in 0..<28 where d % 2 == 0 { regionDays[today.adding(days: -d)] = Set(regions.enumerated().filter { ($0.offset + d) % 4 == 0 }.map(\.element)) }
        let inputs = AchievementInputs(nthSessionDays: [1: Day(year: 2025, month: 1, day: 6), 10: Day(year: 2025, month: 2, day: 1), 50: Day(year: 2025, month: 6, day: 3)],
                                       gymDays: (0..<8).map { Day(year: 2025, month: 3, day: 1).adding(days: $0) },
                                       fullChallengeDays: (0..<31).map { Day(year: 2025, month: 4, day: 1).adding(days: $0) },
                                       firstRecord: Day(year: 2025, month: 1, day: 13), tonnageDays: [1: Day(year: 2025, month: 1, day: 6)])
        var trends = Trends(today: today, regionLastTrained: last, splitSessions: splitSessions, weeklyVolumeKg: volume,
                            recentRegionDays: regionDays, achievements: inputs)
        trends.groups = groups
        return trends
    }

    static let records = [
        ExerciseRecord(name: "Barbell Back Squat", heaviestKg: 140, bestE1RMKg: 158.7),
        ExerciseRecord(name: "Dumbbell Row", heaviestKg: 32.5, bestE1RMKg: 43.3),
        ExerciseRecord(name: "Romanian Deadlift With A Very Long Name Indeed", heaviestKg: 100, bestE1RMKg: 116.7),
    ]

    private func state(width: Int, height: Int, glyphs: Glyphs = .unicode) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        state.glyphs = glyphs
        state.trends = StatsTrendsTests.trends()
        state.records = StatsTrendsTests.records
        return state
    }

    /// One section drawn on its own canvas, trimmed to what it drew.
    private func section(_ width: Int, glyphs: Glyphs = .unicode,
                         _ draw: (AppState, Trends, inout Screen) -> Int) -> Screen {
        let state = state(width: width, height: 24, glyphs: glyphs)
        var canvas = Screen(width: width, height: 120)
        let end = draw(state, state.trends!, &canvas)
        var trimmed = Screen(width: width, height: end)
        for row in 0..<end { for col in 0..<width { trimmed[col, row] = canvas[col, row] } }
        return trimmed
    }

    func testBodyMapFullAndReduced() {
        for (w, glyphs, name) in [(80, Glyphs.unicode, "80"), (40, .unicode, "40"), (80, .ascii, "ascii-80")] {
            assertSnapshot(section(w, glyphs: glyphs) { renderBodyMap($0, $1, x: 2, y: 0, width: w - 4, into: &$2) }, named: "stats-bodymap-\(name)")
        }
    }

    func testBodyMapFiguresNameEveryRegionOnce() {
        let letters = Set((BodyMap.front + BodyMap.back).joined()).filter { BodyMap.regions[$0] != nil }
        XCTAssertEqual(Set(letters.compactMap { BodyMap.regions[$0] }), Set(Fixtures.catalog.groups.flatMap(\.regions).map(\.id)),
                       "every one of the 22 regions is drawn, and nothing else")
        XCTAssertEqual(BodyMap.regions.count, 22)
        XCTAssertTrue((BodyMap.front + BodyMap.back).allSatisfy { $0.count == BodyMap.figureWidth })
    }

    func testCoverageBySplitStacksAtEightyAndSitsSideBySideWhenWide() {
        for w in [40, 80, 160] {
            assertSnapshot(section(w) { renderCoverageBySplit($0, $1, x: 2, y: 0, width: w - 4, into: &$2) }, named: "stats-coverage-split-\(w)")
        }
    }

    func testWeeklyCoverageAndVolume() {
        for (w, glyphs, name) in [(80, Glyphs.unicode, "80"), (40, .unicode, "40"), (80, .ascii, "ascii-80")] {
            assertSnapshot(section(w, glyphs: glyphs) { s, t, c in
                let y = renderWeeklyCoverage(s, t, x: 2, y: 0, width: w - 4, into: &c)
                return renderWeeklyVolume(s, t, x: 2, y: y, width: w - 4, into: &c)
            }, named: "stats-weekly-\(name)")
        }
    }

    func testVolumeIsShownInTheUsersUnit() {
        var state = state(width: 80, height: 24)
        state.settings.unit = .lb
        var canvas = Screen(width: 80, height: 20)
        _ = renderWeeklyVolume(state, state.trends!, x: 0, y: 0, width: 80, into: &canvas)
        XCTAssertTrue(canvas.text.contains("Volume per week (lb)"))
        XCTAssertTrue(canvas.text.contains("8,818"), "4,000 kg is 8,818 lb:\n\(canvas.text)")
    }

    func testAchievementsAndRecords() {
        for w in [40, 80] {
            assertSnapshot(section(w) { s, t, c in
                let y = renderAchievements(s, t, x: 2, y: 0, width: w - 4, into: &c)
                return renderRecordsTable(s, s.records ?? [], x: 2, y: y, width: w - 4, into: &c)
            }, named: "stats-achievements-records-\(w)")
        }
    }

    func testTheWholePageScrollsToTheEndAtEverySize() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            var state = state(width: w, height: h)
            state.tab = .stats
            state.stats.scroll = statsMaxScroll(state)
            let text = render(state).text
            XCTAssertTrue(text.contains("Romanian Dead"), "the records end the page at \(w)×\(h):\n\(text)")
        }
        var wide = state(width: 160, height: 48)
        wide.tab = .stats
        wide.stats.scroll = 30
        assertSnapshot(render(wide), named: "stats-trends-160x48")
    }

    func testNoRecordsYetIsSaidWhole() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = state(width: w, height: h)
            state.records = []
            state.tab = .stats
            state.stats.scroll = statsMaxScroll(state)
            let text = render(state).text
            XCTAssertTrue(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("Log a set with a weight to set a record."), "\(w)×\(h):\n\(text)")
            XCTAssertFalse(text.contains("recor\n"), "never cut inside a word")
        }
    }

    /// The whole Stats page, every row of it, as text.
    private func wholePage(width: Int, height: Int) -> String {
        var state = state(width: width, height: height)
        state.tab = .stats
        var rows: [String] = []
        for scroll in Array(stride(from: 0, to: statsMaxScroll(state), by: height - 3)) + [statsMaxScroll(state)] {
            state.stats.scroll = scroll
            rows += render(state).text.split(separator: "\n").dropFirst().dropLast().map(String.init)
        }
        return rows.joined(separator: "\n")
    }

    func testHeadingsSayWhatTheyHeadAndCoverageGivesAPercentPerGroup() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            let page = wholePage(width: w, height: h)
            XCTAssertTrue(page.contains("Streaks and totals"), "\(w)×\(h): the streak records have their own heading")
            XCTAssertTrue(page.contains("Personal bests per exercise"), "\(w)×\(h): the per-exercise bests are the personal bests")
            XCTAssertFalse(page.contains("Records per exercise"))
            let week = weeklyGroupCoverage(state(width: w, height: h).trends!.recentRegionDays, today: Fixtures.today, weeks: 1, catalog: Fixtures.catalog)[0]
            for (group, touched) in zip(Fixtures.catalog.groups, week.touchedPerGroup) {
                let percent = "\(Int((Double(touched) * 100 / Double(group.regions.count)).rounded()))%"
                XCTAssertTrue(page.split(separator: "\n").contains { $0.contains(group.name) && $0.contains(percent) },
                              "\(w)×\(h): \(group.name) shows \(percent) of its regions this week:\n\(page)")
            }
        }
    }

    func testPageKeysScrollAScreenAndTheEndKeysToEitherEnd() {
        var state = state(width: 80, height: 24)
        state.tab = .stats
        _ = update(&state, .key(.pageDown))
        XCTAssertEqual(state.stats.scroll, 20, "a screen: 24 rows less the bars and one row kept")
        _ = update(&state, .key(.char("G")))
        XCTAssertEqual(state.stats.scroll, statsMaxScroll(state))
        _ = update(&state, .key(.pageDown))
        XCTAssertEqual(state.stats.scroll, statsMaxScroll(state), "no further than the end")
        _ = update(&state, .key(.pageUp))
        XCTAssertEqual(state.stats.scroll, statsMaxScroll(state) - 20)
        _ = update(&state, .key(.char("g")))
        XCTAssertEqual(state.stats.scroll, 0)
    }

    func testByWorkoutBarsFillTheirShareOfTheTrack() {
        var screen = Screen(width: 40, height: 3)
        Widgets.rowChart([("A", 1), ("B", 1), ("C", 1)], rect: Rect(x: 0, y: 0, width: 40, height: 3), color: .accent, glyphs: .ascii, into: &screen)
        let rows = screen.text.split(separator: "\n").map(String.init)
        // 40 - 1 label - 9 numbers - 2 = 28 cells of track; a third is 9.
        XCTAssertEqual(rows[0], "A #########................... 1 33%")
        XCTAssertEqual(rows[0].filter { $0 == "#" }.count, rows[2].filter { $0 == "#" }.count)
    }

    func testHomeNamesTheNextSplitsRegionsUntrainedForAWeek() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            var trends = StatsTrendsTests.trends()
            trends.regionLastTrained = Dictionary(uniqueKeysWithValues: trends.groups.flatMap(\.regions).map { ($0.id, Fixtures.today) })
            trends.regionLastTrained["legs-hamstrings"] = Fixtures.today.adding(days: -9)
            trends.regionLastTrained["shoulders-posterior"] = Fixtures.today.adding(days: -9)
            state.trends = trends
            let next = state.rotation[state.nextSplitIndex!]
            XCTAssertEqual(nextSplitUntrainedLine(state).map { _ in true }, next.groups.contains("legs") || next.groups.contains("shoulders"))
            assertSnapshot(render(state), named: "home-stale-regions-\(w)x\(h)")
        }
    }

    /// The first week: Day A a week ago, B and C since, A next; the triceps' medial head was
    /// trained only on the first day, the rest of A's regions since.
    private func firstWeek(width: Int, height: Int) -> AppState {
        let today = Fixtures.today
        let sessions = [("A", -7), ("B", -6), ("C", -5)].map { type, offset in
            SessionRecord(id: type, sessionType: type, day: today.adding(days: offset),
                          startedAt: Double(today.adding(days: offset).dayNumber) * 86_400 + 7 * 3600, durationSeconds: 2400, isPartial: false)
        }
        var state = Fixtures.state(width: width, height: height, history: History(sessions: sessions, challenge: []))
        var trends = Trends(today: today, achievements: AchievementInputs(nthSessionDays: [1: today.adding(days: -7)], gymDays: [], fullChallengeDays: []))
        trends.groups = Fixtures.catalog.groups
        let a = state.rotation[0]
        for region in Fixtures.catalog.groups.filter({ a.groups.contains($0.id) }).flatMap(\.regions) {
            trends.regionLastTrained[region.id] = today.adding(days: region.id == "triceps-medial" ? -7 : -5)
        }
        state.trends = trends
        return state
    }

    func testHomeSaysWhatTheUntrainedRegionsLineMeansAtEverySize() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            let state = firstWeek(width: w, height: h)
            XCTAssertEqual(state.nextSplitIndex, 0)
            let text = render(state).text
            XCTAssertTrue(text.contains("Untrained for 7 days: Triceps Medial"), "\(w)×\(h):\n\(text)")
        }
    }

    func testTheBodyMapSaysNotTrainedYetForARegionNeverTrained() {
        var state = state(width: 160, height: 48)
        var trends = state.trends!
        // Day one: the chest trained today, nothing else ever.
        trends.regionLastTrained = ["chest-upper": Fixtures.today, "chest-mid": Fixtures.today, "triceps-long": Fixtures.today.adding(days: -20)]
        state.trends = trends
        var canvas = Screen(width: 160, height: 40)
        _ = renderBodyMap(state, trends, x: 2, y: 0, width: 156, into: &canvas)
        let text = canvas.text
        XCTAssertTrue(text.contains("Not trained yet:"), text)
        XCTAssertTrue(text.contains("Waiting 2+ weeks:"), text)
        let waiting = text.split(separator: "\n").firstIndex { $0.contains("Waiting 2+ weeks:") }!
        XCTAssertTrue(text.split(separator: "\n")[waiting + 1].contains("Triceps Long"), "only a region trained 2+ weeks ago waits:\n\(text)")
        XCTAssertFalse(text.split(separator: "\n")[waiting + 1].contains("Triceps Lateral"))
    }

    func testTheChallengeCardSaysItsCountsAreFullDays() {
        for (w, h) in [(40, 16), (80, 24), (160, 48)] {
            var state = firstWeek(width: w, height: h)
            Fixtures.press(&state, .char("c"))
            let text = render(state).text
            XCTAssertFalse(text.contains("Past 365 days"), "\(w)×\(h)")
            XCTAssertTrue(text.contains("full days") || text.contains("Full days"), "\(w)×\(h): the counts say they are full days:\n\(text)")
        }
    }

    func testAchievementsAreAnnouncedWhenNewlyEarnedNotAtStartUp() {
        var state = Fixtures.state()
        let before = StatsTrendsTests.trends()
        // The first read only takes note.
        XCTAssertEqual(update(&state, .loaded(.trends(before))), [])
        XCTAssertNil(state.flash)
        // Read again, unchanged: nothing to say.
        XCTAssertEqual(update(&state, .loaded(.trends(before))), [])
        XCTAssertNil(state.flash)
        // The hundredth session: a flash and the bell.
        var after = before
        after.achievements.nthSessionDays[100] = Fixtures.today
        XCTAssertEqual(update(&state, .loaded(.trends(after))), [.bell])
        XCTAssertEqual(state.flash?.text, "Achievement: 100 sessions!")
        // Without the bell setting, the flash alone.
        state.settings.bell = false
        after.achievements.tonnageDays[10] = Fixtures.today
        XCTAssertEqual(update(&state, .loaded(.trends(after))), [])
        XCTAssertEqual(state.flash?.text, "Achievement: 100 sessions!  Achievement: 10 t lifted!", "after the message on show")
        // What the finish said stays, the news after it.
        state.flash = Flash("Logged Day A.")
        // Thirty days in a row to today: the 7-day streak was earned long before.
        after.achievements.gymStreakDays[30] = Fixtures.today
        _ = update(&state, .loaded(.trends(after)))
        XCTAssertEqual(state.flash?.text, "Logged Day A.  Achievement: 30-day gym streak!")
    }

    func testNewHistoryReadsTheTrendsAgainOnceTheyAreShown() {
        var state = Fixtures.state()
        XCTAssertEqual(update(&state, .loaded(.history(Fixtures.history))), [], "never asked for: not read")
        state.tab = .stats
        let effects = update(&state, .key(.char("j")))
        XCTAssertTrue(effects.contains(.load(.trends(today: Fixtures.today))))
        XCTAssertTrue(effects.contains(.load(.records)))
        XCTAssertEqual(update(&state, .loaded(.history(Fixtures.history))), [.load(.trends(today: Fixtures.today)), .load(.records)])
        // Away from Stats the records wait until it shows again.
        Fixtures.press(&state, .char("1"))
        XCTAssertEqual(update(&state, .loaded(.history(Fixtures.history))), [.load(.trends(today: Fixtures.today))])
        XCTAssertTrue(Fixtures.press(&state, .char("3")).contains(.load(.records)))
    }

    func testHomeAsksForTheTrendsOnceItsFirstFrameIsDrawnAndOnANewDay() {
        var state = Fixtures.state()
        XCTAssertEqual(update(&state, .tick(Fixtures.now)), [], "not before the first frame")
        XCTAssertFalse(Fixtures.press(&state, .char("l")).contains(.load(.trends(today: Fixtures.today))))
        XCTAssertEqual(update(&state, .firstFrameDrawn), [.load(.trends(today: Fixtures.today))])
        _ = update(&state, .loaded(.trends(StatsTrendsTests.trends())))
        XCTAssertEqual(update(&state, .tick(Fixtures.now.adding(seconds: 60))), [], "read today already")
        let tomorrow = Fixtures.now.adding(seconds: 86_400)
        XCTAssertEqual(update(&state, .tick(tomorrow)), [.load(.trends(today: Fixtures.today.adding(days: 1)))])
        XCTAssertEqual(update(&state, .tick(tomorrow.adding(seconds: 1))), [], "once a day")
    }
}
