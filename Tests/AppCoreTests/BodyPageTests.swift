import Domain
import XCTest
@testable import AppCore

/// The Body page: opened from Stats and History, a weigh-in added through its form, a row
/// deleted after asking, and how it looks empty and with a year of weigh-ins.
final class BodyPageTests: XCTestCase {
    /// A year of weekly weigh-ins from 80 kg up to about 83, the waist monthly, and a bench press session a week.
    static let records: BodyRecords = {
        let today = Fixtures.today
        var rows: [BodyMeasurement] = []
        var bench: [DayValue] = []
        for week in 0..<52 {
            let day = today.adding(days: -7 * (51 - week))
            let at = Moment(epochSeconds: Double(day.dayNumber * 86_400 + 7 * 3600), utcOffsetSeconds: 0)
            rows.append(BodyMeasurement(uid: "W\(week)", kind: .bodyWeight, value: 80 + Double(week) / 17 + (week % 3 == 0 ? 0.4 : 0),
                                        date: day, measured: at))
            if week % 4 == 0 { rows.append(BodyMeasurement(uid: "M\(week)", kind: .waist, value: 82 + Double(week) / 20, date: day, measured: at)) }
            bench.append(DayValue(day, 90 + Double(week) / 2))
        }
        return BodyRecords(rows: rows.reversed(), liftBests: [.bench: bench])
    }()

    private func pageState(_ records: BodyRecords = BodyPageTests.records, width: Int = 80, height: Int = 24,
                           glyphs: Glyphs = .unicode) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        state.glyphs = glyphs
        state.tab = .stats
        Fixtures.press(&state, .char("b"))
        _ = update(&state, .loaded(.bodyRecords(records)))
        return state
    }

    func testStatsAndHistoryOpenItAndItReadsAgainAfterItsWrites() {
        for tab in [Tab.stats, .history] {
            var state = Fixtures.state()
            state.tab = tab
            let effects = Fixtures.press(&state, .char("b"))
            XCTAssertTrue(effects.contains(.load(.bodyRecords)), "\(tab)")
            XCTAssertEqual(keyContext(state), .bodyPage)
            Fixtures.press(&state, .char("q"))
            XCTAssertNil(state.bodyPage)
            XCTAssertEqual(state.tab, tab, "back to where it was opened")
        }
        XCTAssertEqual(Effect.addBodyMeasurement(BodyMeasurement(kind: .waist, value: 80, date: Fixtures.today, measured: Fixtures.now))
            .reloads(today: Fixtures.today, allTimeShown: false), [.bodyRecords])
        var state = pageState()
        XCTAssertTrue(update(&state, .databaseChanged()).contains(.load(.bodyRecords)), "another terminal's weigh-in shows")
    }

    func testTheFormAddsTodaysWeighInInTheUnitOfSettings() throws {
        var state = pageState()
        state.settings.unit = .lb
        Fixtures.press(&state, .char("a"))
        XCTAssertEqual(state.form?.purpose, .bodyMeasurement)
        XCTAssertEqual(state.form?.value(.kind), "Body weight")
        Fixtures.press(&state, .tab, .char("1"), .char("8"), .char("0"))
        let effects = Fixtures.press(&state, .enter)
        guard case .addBodyMeasurement(let row)? = effects.first else { return XCTFail("\(effects)") }
        XCTAssertEqual(row.kind, .bodyWeight)
        XCTAssertEqual(row.value, 81.65, accuracy: 0.01, "180 lb in kilograms")
        XCTAssertEqual(row.date, Fixtures.today)
        XCTAssertNil(state.modal)

        // A value no body has opens the form again with the sentence.
        Fixtures.press(&state, .char("a"), .tab, .char("0"), .enter)
        XCTAssertEqual(state.form?.purpose, .bodyMeasurement)
        XCTAssertEqual(state.flash?.isError, true)
    }

    func testDeleteAsksAndOnlyAnEntryCanBeDeleted() {
        var state = pageState()
        Fixtures.press(&state, .char("d"))
        XCTAssertNil(state.modal, "the body weight chart is selected, not an entry")
        XCTAssertEqual(state.flash?.isError, true)
        // The charts (body weight, waist, strength), then the newest entry.
        Fixtures.press(&state, .char("j"), .char("j"), .char("j"), .char("d"))
        XCTAssertEqual(state.modal, .question(.deleteBodyMeasurement(uid: "W51")))
        let effects = Fixtures.press(&state, .char("y"))
        XCTAssertEqual(effects.first, .deleteBodyMeasurement(uid: "W51"))
    }

    func testSnapshots() {
        assertSnapshot(render(pageState(BodyRecords(), width: 40, height: 16)), named: "body-empty-40x16")
        assertSnapshot(render(pageState(BodyRecords())), named: "body-empty-80x24")
        assertSnapshot(render(pageState(width: 40, height: 16)), named: "body-40x16")
        assertSnapshot(render(pageState()), named: "body-80x24")
        assertSnapshot(render(pageState(glyphs: .ascii)), named: "body-ascii-80x24")
        var strength = pageState(width: 40, height: 16)
        Fixtures.press(&strength, .char("j"), .char("j"))
        assertSnapshot(render(strength), named: "body-strength-40x16")
        var entries = pageState()
        Fixtures.press(&entries, .char("j"), .char("j"), .char("j"), .char("j"))
        assertSnapshot(render(entries), named: "body-entries-80x24")
        assertSnapshot(render(pageState(width: 160, height: 48)), named: "body-160x48")
    }

    /// Under NO_COLOR, colours off or the mono theme (the terminal then draws each colour as
    /// `Style.withoutColour`), the charts keep their dates and tell their lines apart by their
    /// look: each weigh-in a dot under the average's braille line, each lift its letter, and a
    /// legend says which is which.
    func testTheChartsReadWithoutColour() throws {
        for (w, h) in [(40, 16), (80, 24)] {
            let screen = render(pageState(width: w, height: h)).withoutColour
            assertSnapshot(screen, named: "body-weight-nocolour-\(w)x\(h)")
            XCTAssertTrue(screen.cells.allSatisfy { $0.style.color == nil })
            let lines = screen.lines
            XCTAssertEqual(lines[2], "▶Body weight (kg)")
            XCTAssertEqual(lines[3], "  • weigh-ins  ⠒⠒ avg of 7 days")
            let axis = try XCTUnwrap(lines.firstIndex { $0.contains("└") })
            let plot = lines[4..<axis].joined()
            XCTAssertTrue(plot.contains("•"), "the weigh-ins:\n\(screen.text)")
            XCTAssertTrue(plot.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the average's line")
            XCTAssertTrue(lines[axis + 1].hasPrefix("    30 Nov 2025") && lines[axis + 1].hasSuffix("22 Nov 2026"),
                          "the first weigh-in's day and today: \(lines[axis + 1])")
        }

        // Three lifts on one chart: a letter each.
        var records = BodyPageTests.records
        let bench = records.liftBests[.bench] ?? []
        records.liftBests[.squat] = bench.map { DayValue($0.day, $0.value * 1.3) }
        records.liftBests[.deadlift] = bench.map { DayValue($0.day, $0.value * 1.6) }
        var state = pageState(records, width: 40, height: 16)
        Fixtures.press(&state, .char("j"), .char("j"))
        let screen = render(state).withoutColour
        assertSnapshot(screen, named: "body-strength-nocolour-40x16")
        let title = try XCTUnwrap(screen.lines.firstIndex { $0.contains("Strength ÷ body weight") })
        XCTAssertEqual(screen.lines[title + 1], "  s Squat  b Bench  d Deadlift")
        let plot = screen.lines[(title + 2)...].prefix { !$0.contains("└") }.joined()
        for letter in ["s", "b", "d"] { XCTAssertTrue(plot.contains(letter), "\(letter):\n\(screen.text)") }
        XCTAssertFalse(plot.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no line left to colour alone")
    }
}
