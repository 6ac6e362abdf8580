import AppCore
import BundledPlans
import Domain
import Formats
import XCTest

/// A program's day has one name: History's list and calendar mark its workouts as Home's card
/// does (GZCLP's A1, B1), never by the first letter of the day's title (B of "Bench, squat",
/// which is also Day B of the A/B/C).
final class ProgramDayNamesTests: XCTestCase {
    /// GZCLP in use, every start weight 40 kg, nothing logged: day A1 next.
    private func gzclp() throws -> ActiveProgram {
        let builtIn = try XCTUnwrap(BuiltInPrograms.named("gzclp", catalog: Fixtures.catalog))
        guard case .success(let template) = ProgramFile.parse(builtIn.text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let text = ProgramFile.filling(builtIn.text, blanks: template.blanks.map { ($0, 40) })
        guard case .success(let parsed) = ProgramFile.parse(text, catalog: Fixtures.catalog) else { throw XCTSkip("unreadable") }
        let record = ProgramRecord(uid: "P", key: builtIn.key, text: text, startedAt: 0)
        return ProgramPlanner(record: record, program: parsed.program, catalog: Fixtures.catalog, settings: Settings(), today: Fixtures.today,
                              sessions: [], histories: [:]).active()
    }

    /// Newest first: GZCLP's B1 and A1, Day C of the splits, then a workout of 5/3/1 (week 2,
    /// day 3), a program no longer in use.
    private let logged: [(type: String, daysAgo: Int)] = [("GZCLP/B1", 1), ("GZCLP/A1", 2), ("C", 3), ("BBB/2/3", 4)]

    private func answer(_ state: inout AppState, _ effects: [Effect]) {
        for effect in effects {
            guard case .load(let request) = effect else { continue }
            let loaded: Loaded
            switch request {
            case .sessionLog(let filter, let search, _, _):
                let rows = logged.enumerated().map { i, s in
                    let day = Fixtures.today.adding(days: -s.daysAgo)
                    return SessionSummary(id: "S\(i)", sessionType: s.type, day: day, startedAt: Double(day.dayNumber) * 86_400 + 7 * 3600,
                                          durationSeconds: 3000, isPartial: false, sets: 12, volume: 2500, setRecord: false)
                }
                loaded = .sessionLog(SessionLogPage(filter: filter, search: search, offset: 0, total: rows.count, rows: rows))
            case .calendarMonth(let year, let month, let filter):
                var days: [Day: CalendarDay] = [:]
                for (i, s) in logged.enumerated() {
                    days[Fixtures.today.adding(days: -s.daysAgo)] = CalendarDay(sessionTypes: [s.type], sessionIDs: ["S\(i)"], volume: 2500)
                }
                // Day A of the splits too on the day of B1: two sessions, each a title with or without a comma.
                days[Fixtures.today.adding(days: -1)]?.sessionTypes.append("A")
                days[Fixtures.today.adding(days: -1)]?.sessionIDs.append("S9")
                // Every day's challenge full: the check must find room beside a two-column mark.
                let full = Set((1...4).map { Fixtures.today.adding(days: -$0) })
                loaded = .calendarMonth(CalendarMonth(year: year, month: month, filter: filter, days: days, fullChallengeDays: full))
            default: continue
            }
            answer(&state, update(&state, .loaded(loaded)))
        }
    }

    private func state(width: Int, height: Int) throws -> AppState {
        var state = Fixtures.state(width: width, height: height)
        _ = update(&state, .loaded(.program(try gzclp())))
        return state
    }

    private func press(_ state: inout AppState, _ keys: Key...) {
        for key in keys { answer(&state, update(&state, .key(key))) }
    }

    func testHistorysListMarksAProgramsWorkoutsAsHomesCardsDo() throws {
        var state = try self.state(width: 80, height: 24)
        let home = render(state).text
        XCTAssertTrue(home.contains("│ A1  Squat, "), home)
        XCTAssertTrue(home.contains("│ B1  Press, "), home)
        press(&state, .char("2"))
        let lines = render(state).text.components(separatedBy: "\n")
        let b1 = try XCTUnwrap(lines.first { $0.contains("Sat 21 Nov 2026") }, lines.joined(separator: "\n"))
        XCTAssertTrue(b1.contains(" B1  Press, deadlift "), b1)
        XCTAssertTrue(try XCTUnwrap(lines.first { $0.contains("Fri 20 Nov 2026") }).contains(" A1  Squat, bench "))
        // The split's workout keeps its glyph; another program's is marked by its day's key.
        let c = try XCTUnwrap(lines.first { $0.contains("Thu 19 Nov 2026") })
        XCTAssertTrue(c.contains(" C   Mixed / Maint"), c)
        let bbb = try XCTUnwrap(lines.first { $0.contains("Wed 18 Nov 2026") })
        XCTAssertTrue(bbb.contains(" 3   BBB/2/3"), bbb)
        // The names start in one column, under the widest mark.
        let columns = [b1, c, bbb].map { $0.range(of: $0 == b1 ? "Press" : $0 == c ? "Mixed" : "BBB/")!.lowerBound.utf16Offset(in: $0) }
        XCTAssertEqual(Set(columns).count, 1, "\(columns)")
        assertSnapshot(render(state), named: "history-list-program-80x24")

        var narrow = try self.state(width: 40, height: 16)
        press(&narrow, .char("2"))
        let row = try XCTUnwrap(render(narrow).text.components(separatedBy: "\n").first { $0.contains("21 Nov 26") })
        XCTAssertTrue(row.contains(" B1 Press,"), row)
        assertSnapshot(render(narrow), named: "history-list-program-40x16")
    }

    func testTheCalendarMarksAProgramsDaysAsHomesCardsDo() throws {
        for (width, height) in [(80, 24), (40, 16)] {
            var state = try self.state(width: width, height: height)
            press(&state, .char("2"), .char("v"))
            let text = render(state).text
            let week = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.contains("21") && $0.contains("16") }, text)
            XCTAssertTrue(week.contains("20") && week.contains("A1"), week)
            XCTAssertTrue(week.contains("21") && week.contains("B1"), week)
            XCTAssertTrue(week.contains("19") && week.contains("C"), week)
            XCTAssertTrue(week.contains("18") && week.contains("3"), week)
            XCTAssertFalse(week.contains("20S") || week.contains("20 S") || week.contains("21P") || week.contains("21 P"),
                           "not the first letter of the day's title: \(week)")
            // Each full challenge day keeps its check, and the day after it its number.
            XCTAssertEqual(week.filter { $0 == "✓" }.count, 4, week)
            XCTAssertTrue(week.contains("22"), week)
            // The selected day (the last with a workout): each session by its mark and name, as in the list.
            // On a phone the names give way, not the volume.
            XCTAssertTrue(text.contains(width >= 80 ? "Sat 21 Nov: B1 Press, deadlift; A Upper Strength · 2,500 kg" : "Sat 21 Nov: B1 Press, dea… · 2.5k kg"), text)
            assertSnapshot(render(state), named: "history-calendar-program-\(width)x\(height)")
        }
    }
}
