import AppCore
import Domain
import XCTest

/// The History tab: the list read in windows, the split filter, the calendar, a session's
/// detail and the edits made from it (each one effect, then what the tab shows read again).
final class HistoryTabTests: XCTestCase {
    /// The fixture history as the list reads it, newest first: sets, volume and marks made up.
    /// A `/` search stands for Day A's sessions, as if they alone had the exercise searched (the
    /// store's own matching has its tests in Storage).
    static func page(filter: String? = nil, search: String? = nil, offset: Int = 0, limit: Int = SessionLogPage.size) -> SessionLogPage {
        let all = Fixtures.history.sessions.reversed().filter { (filter == nil || $0.sessionType == filter) && (search == nil || $0.sessionType == "A") }
        let rows = all.dropFirst(offset).prefix(limit).enumerated().map { i, s in
            SessionSummary(id: s.id, sessionType: s.sessionType, day: s.day, startedAt: s.startedAt, durationSeconds: s.durationSeconds,
                           isPartial: s.isPartial, sets: 10 + (offset + i) % 7, volume: s.sessionType == "B" ? 0 : Double(2000 + (offset + i) * 37),
                           setRecord: (offset + i) % 5 == 1)
        }
        return SessionLogPage(filter: filter, search: search, offset: offset, total: all.count, rows: Array(rows))
    }

    /// The month of the fixture, as the calendar reads it.
    static func month(_ year: Int = 2026, _ month: Int = 11, filter: String? = nil) -> CalendarMonth {
        var days: [Day: CalendarDay] = [:]
        for s in Fixtures.history.sessions where s.day.year == year && s.day.month == month && (filter == nil || s.sessionType == filter) {
            days[s.day] = CalendarDay(sessionTypes: [s.sessionType], sessionIDs: [s.id], volume: s.sessionType == "B" ? 0 : Double(1000 + s.day.day * 100))
        }
        let full = Fixtures.history.challenge.values.filter { $0.isFull && $0.day.month == month }.map(\.day)
        return CalendarMonth(year: year, month: month, filter: filter, days: days, fullChallengeDays: Set(full))
    }

    /// A session of Day A: rows with a warm-up, a skipped exercise, a hold, a note and a record.
    static func detail(id: String = "S1") -> SessionDetail {
        let day = Fixtures.today.adding(days: -1)
        let start = Double(day.dayNumber) * 86_400 + 7 * 3600
        let summary = SessionSummary(id: id, sessionType: "A", day: day, startedAt: start, durationSeconds: 3120, isPartial: false,
                                     sets: 5, volume: 1_985, setRecord: true)
        return SessionDetail(summary: summary, steps: [
            SessionDetailStep(uid: "01JSTEPROWS000000000000000", position: 0, title: "Dumbbell rows (pull)", exerciseID: "dumbbell-row", skipped: false, note: "Felt strong", sets: [
                SetLog(id: "w1", isWarmup: true, reps: 10, weight: 12, completedAt: start + 60),
                SetLog(id: "s1", isWarmup: false, reps: 10, weight: 22.5, rpe: 8, completedAt: start + 120),
                SetLog(id: "s2", isWarmup: false, reps: 8, weight: 25, completedAt: start + 240),
            ]),
            SessionDetailStep(position: 1, title: "Dumbbell chest press (push)", exerciseID: "dumbbell-bench-press", skipped: true, note: "", sets: []),
            SessionDetailStep(position: 2, title: "Plank", exerciseID: "plank", skipped: false, note: "", sets: [
                SetLog(id: "p1", isWarmup: false, durationSeconds: 45, completedAt: start + 600),
                SetLog(id: "p2", isWarmup: false, durationSeconds: 40, completedAt: start + 700),
            ]),
        ], records: [SessionRecordMark(exerciseID: "dumbbell-row", title: "Dumbbell rows (pull)", record: .heaviest(25))])
    }

    /// The state on the History tab with its first window read, as the runtime would.
    static func onHistory(width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        for effect in Fixtures.press(&state, .char("2")) { answer(&state, effect) }
        return state
    }

    /// Carries out a load the way the runtime would, from the fixtures.
    static func answer(_ state: inout AppState, _ effect: Effect) {
        guard case .load(let request) = effect else { return }
        let loaded: Loaded
        switch request {
        case .sessionLog(let filter, let search, let offset, let limit): loaded = .sessionLog(page(filter: filter, search: search, offset: offset, limit: limit))
        case .sessionDetail(let id): loaded = .sessionDetail(id: id, detail(id: id))
        case .calendarMonth(let y, let m, let filter): loaded = .calendarMonth(month(y, m, filter: filter))
        default: return
        }
        for next in update(&state, .loaded(loaded)) { answer(&state, next) }
    }

    @discardableResult
    private func press(_ state: inout AppState, _ keys: Key...) -> [Effect] {
        var all: [Effect] = []
        for key in keys {
            let effects = update(&state, .key(key))
            all += effects
            for effect in effects { Self.answer(&state, effect) }
        }
        return all
    }

    func testTheTabReadsItsFirstWindowAndScrollsThroughEverySession() {
        var state = Fixtures.state()
        let effects = Fixtures.press(&state, .char("2"))
        XCTAssertTrue(effects.contains(.load(.sessionLog(filter: nil, offset: 0, limit: SessionLogPage.size))))
        state = Self.onHistory()
        let total = state.historyTab.page?.total ?? 0
        XCTAssertEqual(total, Fixtures.history.sessions.count)
        press(&state, .char("j"), .char("j"))
        XCTAssertEqual(state.historyTab.selection, 2)
        press(&state, .char("k"))
        XCTAssertEqual(state.historyTab.selection, 1)
        press(&state, .pageDown)
        XCTAssertEqual(state.historyTab.selection, 1 + historyRows(state))
        press(&state, .char("G"))
        XCTAssertEqual(state.historyTab.selection, total - 1)
        XCTAssertTrue(render(state).text.contains(Fixtures.history.sessions[0].day.short.dropFirst(4)), "the oldest session is on screen")
        press(&state, .char("g"))
        XCTAssertEqual(state.historyTab.selection, 0)
        press(&state, .pageUp)
        XCTAssertEqual(state.historyTab.selection, 0)
    }

    private func historyRows(_ state: AppState) -> Int { state.height - 8 }

    func testAWindowIsReadWhenTheSelectionLeavesIt() {
        var state = Self.onHistory()
        // A small window, as of a long history: moving past it asks for the next.
        state.historyTab.page = Self.page(offset: 0, limit: 20)
        state.historyTab.askedPage = nil
        let effects = press(&state, .pageDown, .pageDown)
        XCTAssertTrue(effects.contains { if case .load(.sessionLog(nil, nil, _, _)) = $0 { return true } else { return false } })
        XCTAssertEqual(state.historyTab.page?.row(at: state.historyTab.selection)?.id,
                       Self.page().row(at: state.historyTab.selection)?.id)
    }

    func testTheFilterCyclesThroughTheSplitsWithSessionsAndShowsWhichIsInForce() {
        var state = Self.onHistory()
        state.allTime = AllTimeStats(history: Fixtures.history)
        let effects = press(&state, .char("f"))
        XCTAssertEqual(state.historyTab.filter, "A")
        XCTAssertTrue(effects.contains(.load(.sessionLog(filter: "A", offset: 0, limit: SessionLogPage.size))))
        XCTAssertTrue(state.historyTab.page?.rows.allSatisfy { $0.sessionType == "A" } ?? false)
        XCTAssertTrue(render(state).text.contains("Sessions · \(state.splitName("A"))"))
        press(&state, .char("f"), .char("f"))
        XCTAssertEqual(state.historyTab.filter, "C")
        press(&state, .char("f"))
        XCTAssertNil(state.historyTab.filter)
        XCTAssertTrue(render(state).text.contains("Sessions · all splits"))
    }

    private func type(_ state: inout AppState, _ text: String) {
        for c in text { press(&state, .char(c)) }
    }

    func testSlashFiltersTheListAndTheHintBarSaysHowToClearIt() {
        var state = Self.onHistory()
        press(&state, .char("/"))
        XCTAssertEqual(state.modal, .listFilter(text: ""))
        type(&state, "bench pressX")
        press(&state, .backspace, .char("\u{17}"))
        XCTAssertEqual(state.modal, .listFilter(text: "bench "), "Bksp erases a character, ^W a word")
        type(&state, "press")
        XCTAssertTrue(render(state).text.contains("/bench press_"), "the prompt shows what is typed")
        let effects = press(&state, .enter)
        XCTAssertNil(state.modal)
        XCTAssertEqual(state.historyTab.search, "bench press")
        XCTAssertTrue(effects.contains(.load(.sessionLog(filter: nil, search: "bench press", offset: 0, limit: SessionLogPage.size))),
                      "the matching sessions are read from the store")
        XCTAssertTrue(state.historyTab.page?.rows.allSatisfy { $0.sessionType == "A" } ?? false)
        let text = render(state).text
        XCTAssertTrue(text.contains("Sessions · /bench press"), text)
        XCTAssertTrue(text.contains("q clear filter"), "the hint bar says how to clear it: \(text)")
        // q clears the filter; again, it goes back.
        press(&state, .char("q"))
        XCTAssertNil(state.historyTab.search)
        XCTAssertEqual(state.tab, .history)
        XCTAssertEqual(state.historyTab.page?.total, Fixtures.history.sessions.count)
    }

    func testEscCancelsThePromptAndAnEmptyOneShowsEverySession() {
        var state = Self.onHistory()
        press(&state, .char("/"))
        type(&state, "row")
        press(&state, .escape)
        XCTAssertNil(state.modal)
        XCTAssertNil(state.historyTab.search, "Esc leaves the list as it was")
        press(&state, .char("/"))
        type(&state, "row")
        press(&state, .enter, .char("/"))
        XCTAssertEqual(state.modal, .listFilter(text: "row"), "the prompt opens on the filter in force")
        press(&state, .char("\u{15}"), .enter)
        XCTAssertNil(state.historyTab.search)
        XCTAssertEqual(state.historyTab.page?.total, Fixtures.history.sessions.count)
    }

    func testNAndShiftNStepThroughTheMatchesAroundTheEnds() {
        var state = Self.onHistory()
        press(&state, .char("/"))
        type(&state, "row")
        press(&state, .enter)
        let total = state.historyTab.page?.total ?? 0
        XCTAssertGreaterThan(total, 2)
        press(&state, .char("n"), .char("n"))
        XCTAssertEqual(state.historyTab.selection, 2)
        press(&state, .char("N"), .char("N"), .char("N"))
        XCTAssertEqual(state.historyTab.selection, total - 1, "N before the first goes to the last")
        press(&state, .char("n"))
        XCTAssertEqual(state.historyTab.selection, 0)
    }

    func testTheFilterListAndItsPromptAtEachSize() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Self.onHistory(width: w, height: h)
            press(&state, .char("/"))
            type(&state, "row")
            assertSnapshot(render(state), named: "history-filter-prompt-\(w)x\(h)")
            press(&state, .enter)
            state.flash = nil
            assertSnapshot(render(state), named: "history-filtered-\(w)x\(h)")
        }
    }

    func testTheCalendarChangesMonthAndOpensADay() {
        var state = Self.onHistory()
        press(&state, .char("v"))
        XCTAssertEqual(keyContext(state), .historyCalendar)
        XCTAssertEqual(state.historyTab.calendar?.month, 11)
        XCTAssertEqual(state.historyTab.selectedDay, Fixtures.history.sessions.last?.day, "it opens on the selected session's day")
        let effects = press(&state, .char("h"))
        XCTAssertTrue(effects.contains(.load(.calendarMonth(year: 2026, month: 10, filter: nil))))
        XCTAssertEqual(state.historyTab.calendar?.month, 10)
        press(&state, .right, .right)
        XCTAssertEqual(state.historyTab.calendar?.month, 12)
        XCTAssertNil(state.historyTab.selectedDay, "a month without sessions selects nothing")
        XCTAssertNotNil(press(&state, .enter).isEmpty ? state.flash : nil, "Enter on no session says what to do")
        press(&state, .left)
        let november = Fixtures.history.sessions.filter { $0.day.month == 11 }
        XCTAssertEqual(state.historyTab.selectedDay, november.last?.day, "a month shown afresh selects its last session's day")
        press(&state, .char("k"))
        XCTAssertEqual(state.historyTab.selectedDay, november.dropLast().last?.day)
        press(&state, .char("j"))
        let first = november.last
        let opened = press(&state, .enter)
        XCTAssertEqual(state.historyTab.detailID, first?.id)
        XCTAssertTrue(opened.contains(.load(.sessionDetail(id: first?.id ?? ""))))
        XCTAssertEqual(keyContext(state), .sessionDetail)
        press(&state, .escape)
        XCTAssertEqual(keyContext(state), .historyCalendar, "Esc goes back to where it was opened from")
        press(&state, .char("v"))
        XCTAssertEqual(keyContext(state), .history)
    }

    func testADayWithSeveralSessionsOpensTheListAtThatDay() {
        var state = Self.onHistory()
        press(&state, .char("v"))
        let day = Fixtures.today.adding(days: -2)
        state.historyTab.calendar?.days[day] = CalendarDay(sessionTypes: ["A", "B"], sessionIDs: ["x", "y"], volume: 100)
        state.historyTab.selectedDay = day
        let effects = update(&state, .key(.enter))
        XCTAssertEqual(effects, [.load(.sessionLogAround(filter: nil, day: day))], "only the window around the day is read")
        XCTAssertEqual(keyContext(state), .history)
        XCTAssertTrue(render(state).text.contains("Reading the sessions"), "the list waits for that window")
        var page = Self.page(offset: 0)
        page.focus = 5
        _ = update(&state, .loaded(.sessionLog(page)))
        XCTAssertEqual(state.historyTab.selection, 5)
        XCTAssertFalse(state.historyTab.pendingFocus)
    }

    func testEnterOpensTheSelectedSessionAndRowsSelectExercisesAndSets() {
        var state = Self.onHistory()
        press(&state, .char("j"), .enter)
        XCTAssertEqual(state.historyTab.detailID, state.historyTab.page?.row(at: 1)?.id)
        XCTAssertEqual(state.historyTab.selectedExerciseID, "dumbbell-row")
        press(&state, .char("j"))
        XCTAssertEqual(state.historyTab.selectedDetailRow, .set(step: 0, set: 0))
        press(&state, .char("j"), .char("j"), .char("j"))
        XCTAssertEqual(state.historyTab.selectedDetailRow, .step(1))
        XCTAssertEqual(state.historyTab.selectedExerciseID, "dumbbell-bench-press")
    }

    func testEditingASetSavesItsValuesInTheUsersUnit() {
        var state = Self.onHistory()
        state.settings.unit = .lb
        press(&state, .enter, .char("j"), .char("j"))
        let id = state.historyTab.detailID ?? ""
        press(&state, .char("e"))
        XCTAssertEqual(state.form?.value(.weight), "49.6", "22.5 kg in pounds")
        let effects = press(&state, .char("1"), .char("2"), .tab, .char("5"), .char("0"), .enter)
        guard case .editPastSession(.setValues(let session, let set, let values))? = effects.first else {
            return XCTFail("expected a set edit first, got \(effects)")
        }
        XCTAssertEqual(session, id)
        XCTAssertEqual(set, "s1")
        XCTAssertEqual(values.reps, 12)
        XCTAssertEqual(values.weight ?? 0, 50 / 2.204_622_621_8, accuracy: 0.001)
        XCTAssertEqual(values.rpe, 8)
        // After the write the history is read back, and with it the tab's rows.
        var reloads = update(&state, .loaded(.history(Fixtures.history)))
        XCTAssertTrue(reloads.contains(.load(.sessionDetail(id: id))), "the session is read back")
        XCTAssertTrue(reloads.contains(.load(.sessionLog(filter: nil, offset: 0, limit: SessionLogPage.size))), "and the list")
        reloads = update(&state, .loaded(.allTime(AllTimeStats(history: Fixtures.history))))
        XCTAssertTrue(reloads.isEmpty, "once")
        XCTAssertEqual(Effect.editPastSession(.delete(session: id)).reloads(today: state.today, allTimeShown: true),
                       [.history(today: state.today), .allTime], "streaks and stats follow")
    }

    func testAddDeletePartialAndMove() {
        var state = Self.onHistory()
        press(&state, .enter)
        let id = state.historyTab.detailID ?? ""
        press(&state, .char("a"))
        XCTAssertEqual(state.form?.value(.reps), "8", "prefilled with the last working set")
        var effects = press(&state, .enter)
        XCTAssertEqual(effects.first, .editPastSession(.addSet(session: id, step: "01JSTEPROWS000000000000000", values: SetValues(reps: 8, weight: 25, rpe: nil))))
        effects = press(&state, .char("d"))
        XCTAssertTrue(effects.isEmpty, "an exercise row is not a set")
        XCTAssertNotNil(state.flash)
        press(&state, .char("j"), .char("j"), .char("d"))
        effects = press(&state, .char("y"))
        XCTAssertEqual(effects.first, .editPastSession(.deleteSet(session: id, set: "s1")))
        effects = press(&state, .char("p"))
        XCTAssertEqual(effects.first, .editPastSession(.partial(session: id, true)))
        press(&state, .char("m"))
        XCTAssertEqual(state.form?.value(.date), Fixtures.today.adding(days: -1).iso)
        XCTAssertEqual(state.form?.value(.time), "07:00")
        effects = press(&state, .tab, .char("1"), .char("8"), .char(":"), .char("3"), .char("0"), .enter)
        guard case .editPastSession(.move(let session, let to))? = effects.first else { return XCTFail("expected a move, got \(effects)") }
        XCTAssertEqual(session, id)
        XCTAssertEqual(to.day, Fixtures.today.adding(days: -1))
        XCTAssertEqual(to.clockText, "18:30")
        press(&state, .char("m"))
        effects = press(&state, .tab, .char("2"), .char("5"), .char(":"), .char("0"), .char("0"), .enter)
        XCTAssertTrue(effects.isEmpty, "no 25 o'clock")
        XCTAssertEqual(state.flash?.isError, true)
        XCTAssertNotNil(state.form, "the form stays open to fix")
    }

    func testDeletingASetAsksFirst() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Self.onHistory()
            _ = update(&state, .resize(width: w, height: h))
            press(&state, .enter)
            let id = state.historyTab.detailID ?? ""
            var effects = press(&state, .char("j"), .char("j"), .char("d"))
            XCTAssertTrue(effects.isEmpty, "nothing is deleted before the answer")
            XCTAssertEqual(state.modal, .question(.deletePastSet(session: id, set: "s1")))
            let text = render(state).text
            XCTAssertTrue(text.contains("Delete this set?"), text)
            XCTAssertTrue(text.contains("10 × 22.5 kg"), text)
            effects = press(&state, .char("n"))
            XCTAssertTrue(effects.isEmpty)
            XCTAssertNil(state.modal)
            press(&state, .char("d"))
            effects = press(&state, .char("y"))
            XCTAssertEqual(effects.first, .editPastSession(.deleteSet(session: id, set: "s1")))
            XCTAssertEqual(state.flash?.text, "Deleted a set of Dumbbell rows (pull).")
        }
    }

    func testDeletingASessionAsksFirstThenLeavesATombstoneAndCloses() {
        var state = Self.onHistory()
        press(&state, .enter)
        let id = state.historyTab.detailID ?? ""
        var effects = press(&state, .char("D"))
        XCTAssertTrue(effects.isEmpty)
        XCTAssertEqual(state.modal, .question(.deletePastSession(id: id)))
        XCTAssertTrue(render(state).text.contains("Delete this session?"))
        effects = press(&state, .char("n"))
        XCTAssertTrue(effects.isEmpty)
        XCTAssertEqual(state.historyTab.detailID, id, "kept")
        press(&state, .char("D"))
        effects = press(&state, .char("y"))
        XCTAssertEqual(effects.first, .editPastSession(.delete(session: id)))
        XCTAssertFalse(update(&state, .loaded(.history(Fixtures.history))).contains(.load(.sessionDetail(id: id))),
                       "a deleted session is not read back")
        XCTAssertNil(state.historyTab.detailID)
        XCTAssertEqual(keyContext(state), .history)
    }

    func testATapSelectsARowAndASecondOpensIt() {
        var state = Self.onHistory()
        for effect in update(&state, .tap(x: 10, y: 4)) { Self.answer(&state, effect) }
        XCTAssertEqual(state.historyTab.selection, 1, "the second row: the list starts on row 3")
        XCTAssertNil(state.historyTab.detailID)
        for effect in update(&state, .tap(x: 10, y: 4)) { Self.answer(&state, effect) }
        XCTAssertEqual(state.historyTab.detailID, state.historyTab.page?.row(at: 1)?.id)
        let text = render(state).lines
        let y = text.firstIndex { $0.contains("8 × 25 kg") } ?? 0
        _ = update(&state, .tap(x: 10, y: y))
        XCTAssertEqual(state.historyTab.selectedDetailRow, .set(step: 0, set: 2))
    }

    func testAStartIsReadFromADateAndATime() {
        let start = movedStartForTest("2026-11-20", "07:30", offset: 3600)
        XCTAssertEqual(start?.day, Day(year: 2026, month: 11, day: 20))
        XCTAssertEqual(start?.clockText, "07:30")
        XCTAssertNil(movedStartForTest("20/11/2026", "07:30", offset: 0))
        XCTAssertNil(movedStartForTest("2026-11-20", "7.30", offset: 0))
        XCTAssertNil(movedStartForTest("2026-11-20", "24:00", offset: 0))
    }

    /// A move typed in the form, read the way saving reads it.
    private func movedStartForTest(_ date: String, _ time: String, offset: Int) -> Moment? {
        var state = Self.onHistory()
        state.now = Moment(epochSeconds: Fixtures.now.epochSeconds, utcOffsetSeconds: offset)
        press(&state, .enter, .char("m"))
        guard var form = state.form else { return nil }
        form.fields[0].value = date
        form.fields[1].value = time
        state.modal = .form(form)
        let effects = press(&state, .enter)
        if case .editPastSession(.move(_, let to))? = effects.first { return to }
        return nil
    }

    func testVolumesAreWrittenInTheUsersUnit() {
        var state = Self.onHistory()
        XCTAssertTrue(render(state).text.contains("2,037 kg"))
        state.settings.unit = .lb
        XCTAssertTrue(render(state).text.contains("4,491 lb"))
    }

    func testSnapshots() {
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Self.onHistory(width: w, height: h)
            press(&state, .char("j"))
            assertSnapshot(render(state), named: "history-list-\(w)x\(h)")
            var calendar = state
            press(&calendar, .char("v"))
            assertSnapshot(render(calendar), named: "history-calendar-\(w)x\(h)")
            press(&state, .enter, .char("j"), .char("j"))
            assertSnapshot(render(state), named: "history-detail-\(w)x\(h)")
        }
        var state = Self.onHistory()
        state.glyphs = .ascii
        press(&state, .char("j"))
        assertSnapshot(render(state), named: "history-list-ascii-80x24")
        var calendar = state
        press(&calendar, .char("v"))
        assertSnapshot(render(calendar), named: "history-calendar-ascii-80x24")
        press(&state, .enter, .char("j"), .char("j"))
        assertSnapshot(render(state), named: "history-detail-ascii-80x24")
    }
}

extension HistoryTabTests {
    func testNarrowCalendarMarksChallengeDaysWithACheckNotOnlyColour() {
        var state = HistoryTabTests.onHistory(width: 40, height: 16)
        for effect in Fixtures.press(&state, .char("v")) { HistoryTabTests.answer(&state, effect) }
        let text = render(state).text
        let weekRows = text.split(separator: "\n").filter { $0.contains(" 2 ") || $0.contains(" 9") || $0.contains("16") }
        XCTAssertTrue(weekRows.contains { $0.contains("✓") }, "a full challenge day shows a check without colour:\n\(text)")
        XCTAssertTrue(text.contains("✓ challenge done"), text)
        XCTAssertFalse(text.contains("green:"), "the legend does not rely on colour")
    }
}
