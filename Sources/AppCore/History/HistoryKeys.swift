import Domain

/// The History tab's list of sessions: move, open one, filter by split, switch to the
/// calendar, open the list of exercises logged. The calendar's keys are `historyCalendarKey`,
/// an open session's `sessionDetailKey`.
func historyKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action == .exerciseList { return openLoggedExerciseList(&state) }
    if action == .openBody { return openBodyPage(&state) }
    // A window around a calendar day that never came (a failed read) does not hold the list up.
    state.historyTab.pendingFocus = false
    let total = state.historyTab.page?.total ?? 0
    let rows = historyListRows(state)
    var tab = state.historyTab
    switch action {
    case .down, .up: tab.selection = stepped(tab.selection, forward: action == .down, count: total)
    case .pageDown: tab.selection = min(max(0, total - 1), tab.selection + rows)
    case .pageUp: tab.selection = max(0, tab.selection - rows)
    case .first: tab.selection = 0
    case .last: tab.selection = max(0, total - 1)
    case .open:
        guard let row = tab.page?.row(at: tab.selection) else { return [] }
        open(&tab, session: row.id)
    case .repeatWorkout:
        guard let row = tab.page?.row(at: tab.selection) else { return [] }
        // Its page opens under the question, so what is started can be seen.
        if state.workout == nil { open(&tab, session: row.id) }
        state.historyTab = tab
        return askStartAgain(&state, session: row.id)
    case .cycleFilter: cycleFilter(&state, &tab)
    case .filterList:
        openListFilter(&state, in: .history)
        return []
    case .nextMatch, .previousMatch:
        guard total > 0 else { return [] }
        tab.selection = (tab.selection + (action == .nextMatch ? 1 : total - 1)) % total
    case .back where tab.search != nil:
        setHistorySearch(&state, &tab, nil)
    case .switchView:
        if tab.search != nil { setHistorySearch(&state, &tab, nil) }
        tab.view = .calendar
        // The calendar opens on the month of the selected session.
        if let row = tab.page?.row(at: tab.selection) {
            tab.month = row.day.startOfMonth
            tab.selectedDay = row.day
        }
    default:
        return navigationKey(&state, action) ?? []
    }
    state.historyTab = tab
    state.historyTab.scroll = historyListTop(state)
    return []
}

/// Opens a session's detail, its first row selected.
func open(_ tab: inout HistoryTabState, session id: String) {
    tab.detailID = id
    tab.detailSelection = 0
    if tab.detail?.summary.id != id { tab.detail = nil }
    tab.askedDetail = nil
    tab.repeatAsked = nil
}

/// The split filter of the list and the calendar: every split, then each split that has
/// sessions (in the split list's order, then deleted ones by name), then every split again.
func cycleFilter(_ state: inout AppState, _ tab: inout HistoryTabState) {
    let logged = Set(state.allTime.sessionsByType.keys)
    let ordered = state.splits.map(\.sessionType).filter { logged.contains($0) }
    let types = ordered + logged.subtracting(ordered).sorted { state.splitName($0) < state.splitName($1) }
    let next: String?
    if let current = tab.filter, let i = types.firstIndex(of: current) {
        next = i + 1 < types.count ? types[i + 1] : nil
    } else {
        next = tab.filter == nil ? types.first : nil
    }
    tab.filter = next
    tab.selection = 0
    tab.scroll = 0
    state.flash = Flash(next.map { "Showing \(state.splitName($0)) only." } ?? "Showing every split.")
}

/// A tap on a row of the History list or of a past session: selects it. Whether it was
/// selected already (then it acts as Enter), or nil when the row is not on screen now.
func tappedHistoryRow(_ state: inout AppState, _ list: TapList, _ index: Int, in context: KeyContext) -> Bool? {
    switch (list, context) {
    case (.history, .history):
        defer { state.historyTab.selection = index }
        return state.historyTab.selection == index
    case (.sessionDetail, .sessionDetail):
        defer { state.historyTab.detailSelection = index }
        return state.historyTab.detailSelection == index
    default:
        return nil
    }
}
