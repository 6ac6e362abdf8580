import Domain

/// What the History tab shows: the session list or the month calendar.
public enum HistoryView: Equatable, Sendable {
    case list, calendar
}

/// A selectable row of a session's detail: an exercise, or one of its sets (indexes into the
/// detail's steps and their sets).
public enum DetailRow: Equatable, Sendable {
    case step(Int)
    case set(step: Int, set: Int)

    public var step: Int {
        switch self {
        case .step(let s), .set(let s, _): return s
        }
    }
}

/// The History tab's own state (`AppState.history` is the Domain window the rules use).
public struct HistoryTabState: Equatable, Sendable {
    public var view = HistoryView.list
    /// The session type shown, nil for every split.
    public var filter: String?
    /// The `/` filter: sessions whose split or an exercise is named with this text; nil: none.
    public var search: String?
    /// The selected position in the list (0 = newest) and the first row shown.
    public var selection = 0
    public var scroll = 0
    /// The window of the list read last; rows outside it are read when scrolled to.
    public var page: SessionLogPage?
    /// The month shown (its first day; nil: this month) and the selected day in it.
    public var month: Day?
    public var selectedDay: Day?
    public var calendar: CalendarMonth?
    /// The open session (its uid), and it once read; nil: none open.
    public var detailID: String?
    public var detail: SessionDetail?
    /// The selected row of the detail (an index into `detailRows`).
    public var detailSelection = 0
    /// The last window, month and session asked for, so none is asked for twice in a row
    /// (what is asked for again on purpose, after a write, goes around this).
    public var askedPage: LoadRequest?
    public var askedMonth: LoadRequest?
    public var askedDetail: LoadRequest?
    /// The history changed (a write here or elsewhere): what the tab shows is read again.
    public var stale = false
    /// A window around a calendar day was asked for: the list waits for it.
    public var pendingFocus = false
    /// The session whose page opened to be started again: the question waits for it to be read.
    public var repeatAsked: String?

    public init() {}

    /// The selectable rows of the open session: each exercise, then each of its sets.
    public var detailRows: [DetailRow] {
        guard let detail else { return [] }
        return detail.steps.indices.flatMap { s in [DetailRow.step(s)] + detail.steps[s].sets.indices.map { DetailRow.set(step: s, set: $0) } }
    }

    public var selectedDetailRow: DetailRow? {
        let rows = detailRows
        return rows.indices.contains(detailSelection) ? rows[detailSelection] : nil
    }

    /// The catalog id of the exercise of the selected detail row: what the exercise
    /// progress page opens for (nil for an exercise typed by hand or no selection).
    public var selectedExerciseID: String? {
        guard let row = selectedDetailRow, let detail else { return nil }
        return detail.steps[row.step].exerciseID
    }

    /// The selected set of the open session, if a set row is selected.
    var selectedSet: (step: SessionDetailStep, set: SetLog)? {
        guard let detail, case .set(let s, let i)? = selectedDetailRow else { return nil }
        return (detail.steps[s], detail.steps[s].sets[i])
    }

    /// The month on show: `month`, else today's.
    func shownMonth(today: Day) -> Day { month ?? today.startOfMonth }
}

/// The key context of the History tab: the open session, the calendar or the list.
func historyKeyContext(_ state: AppState) -> KeyContext {
    if state.historyTab.detailID != nil { return .sessionDetail }
    return state.historyTab.view == .calendar ? .historyCalendar : .history
}

/// Rows of the list on screen: the body less its header, legend and margins.
func historyListRows(_ state: AppState) -> Int { max(1, state.height - 3 - 5) }

/// The first row shown: the saved scroll, moved just enough to show the selection.
func historyListTop(_ state: AppState) -> Int {
    let rows = historyListRows(state)
    let tab = state.historyTab
    var top = min(tab.scroll, tab.selection)
    if tab.selection >= top + rows { top = tab.selection - rows + 1 }
    return max(0, top)
}

/// What a History load read, into the state. Results for another filter or month than the
/// one now shown (the key was pressed again meanwhile) are dropped.
func applyHistoryTab(_ state: inout AppState, _ loaded: Loaded) {
    switch loaded {
    case .sessionLog(let page):
        guard page.filter == state.historyTab.filter && page.search == state.historyTab.search else { return }
        state.historyTab.page = page
        if let focus = page.focus {
            state.historyTab.selection = focus
            state.historyTab.pendingFocus = false
        }
        state.historyTab.selection = min(state.historyTab.selection, max(0, page.total - 1))
    case .sessionDetail(let id, let detail):
        guard id == state.historyTab.detailID else { return }
        if state.historyTab.repeatAsked == id {
            state.historyTab.repeatAsked = nil
            if detail != nil && state.modal == nil { state.modal = .question(.startAgain(session: id)) }
        }
        if let detail {
            state.historyTab.detail = detail
            state.historyTab.detailSelection = min(state.historyTab.detailSelection, max(0, state.historyTab.detailRows.count - 1))
        } else {
            // Deleted here or in another terminal: back to where it was opened from.
            state.historyTab.detailID = nil
            state.historyTab.detail = nil
        }
    case .calendarMonth(let month):
        guard month.filter == state.historyTab.filter else { return }
        state.historyTab.calendar = month
        // A month shown afresh selects its last day with a session, so Enter opens something.
        let selected = state.historyTab.selectedDay
        if selected.map({ $0.year != month.year || $0.month != month.month }) ?? true {
            state.historyTab.selectedDay = month.days.keys.max()
        }
    default:
        break
    }
}

/// The reads the History tab needs now: the window of the list around what is shown, the
/// month on show, the open session (with the catalog, for its coverage). Each asked for once.
func historyTabLoads(_ state: inout AppState) -> [Effect] {
    guard state.tab == .history && !state.showingWorkout else { return [] }
    if state.historyTab.stale {
        state.historyTab.stale = false
        return historyTabReloads(state)
    }
    let tab = state.historyTab
    var effects: [Effect] = []
    func ask(_ request: LoadRequest, _ last: WritableKeyPath<HistoryTabState, LoadRequest?>) {
        guard state.historyTab[keyPath: last] != request else { return }
        state.historyTab[keyPath: last] = request
        effects.append(.load(request))
    }
    if let id = tab.detailID {
        if tab.detail?.summary.id != id { ask(.sessionDetail(id: id), \.askedDetail) }
        if state.catalog.exercises.isEmpty && state.requested.insert(.catalog).inserted { effects.append(.load(.catalog)) }
    } else if tab.view == .list && !tab.pendingFocus {
        let top = historyListTop(state)
        let visible = top..<(top + historyListRows(state))
        let page = tab.page?.filter == tab.filter && tab.page?.search == tab.search ? tab.page : nil
        if page?.holds(visible) != true {
            let offset = page.map { SessionLogPage.offset(around: visible, total: $0.total) } ?? 0
            ask(.sessionLog(filter: tab.filter, search: tab.search, offset: offset, limit: SessionLogPage.size), \.askedPage)
        }
    } else {
        let month = tab.shownMonth(today: state.today)
        if tab.calendar.map({ $0.year != month.year || $0.month != month.month || $0.filter != tab.filter }) ?? true {
            ask(.calendarMonth(year: month.year, month: month.month, filter: tab.filter), \.askedMonth)
        }
    }
    return effects
}

/// What the tab shows, read again after the history changed: the list window, the month and
/// the open session (read again even when asked for before).
private func historyTabReloads(_ state: AppState) -> [Effect] {
    let tab = state.historyTab
    var loads: [LoadRequest] = []
    if let page = tab.page { loads.append(.sessionLog(filter: page.filter, search: page.search, offset: page.offset, limit: SessionLogPage.size)) }
    if let month = tab.calendar { loads.append(.calendarMonth(year: month.year, month: month.month, filter: month.filter)) }
    if let id = tab.detailID { loads.append(.sessionDetail(id: id)) }
    return loads.map { .load($0) }
}
