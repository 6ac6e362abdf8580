import Domain

/// The History tab's rows of the keymap (tab keys and help follow them): the list, the
/// calendar and a session's detail.
func historyBindings(_ context: KeyContext) -> [Binding] {
    let filter = Binding([.char("f")], "f", .cycleFilter, "Show one split, the next, then all", hint: "split")
    let repeatWorkout = Binding([.char("r")], "r", .repeatWorkout, "Start this workout again",
                                details: "It asks first. The session's split, with its exercises in its order, each with as many sets as were logged and the reps of its first working set; weights as in any workout (the plan's, else last time's)")
    switch context {
    case .historyCalendar:
        return [
            Binding([.left, .char("h")], "←/h", .left, "Previous month", hint: "month"),
            Binding([.right, .char("l")], "→/l", .right, "Next month"),
            Binding([.down, .char("j")], "↓/j", .down, "Next day with a session", hint: "day"),
            Binding([.up, .char("k")], "↑/k", .up, "Previous day with a session"),
            Binding([.enter], "Enter", .open, "Open the day's session(s)", hint: "open",
                    details: "Its session, or the list at that day when it had several"),
            filter,
            Binding([.char("v")], "v", .switchView, "Show the session list", hint: "list"),
            Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
        ]
    case .sessionDetail:
        return Keymap.moveKeys("exercises and their sets") + [
            Binding([.char("e"), .enter], "e", .editSet, "Edit the set's reps, weight, RPE", hint: "edit"),
            Binding([.char("a")], "a", .addSet, "Add a set to the exercise", hint: "add"),
            Binding([.char("d")], "d", .deleteSet, "Delete the set", hint: "del set", details: "It asks first"),
            Binding([.char("p")], "p", .togglePartial, "Mark partial or complete", hint: "partial"),
            Binding([.char("m")], "m", .moveSession, "Move to another date and time", hint: "move"),
            Binding([.char("D")], "D", .deleteSession, "Delete the session (asks)", hint: "delete",
                    details: "Kept as a tombstone for export and merge. Streaks, stats, records and the rotation follow every change at once"),
            Binding([.char("P")], "P", .openExercisePage, "The exercise's progress: charts, records", hint: "progress",
                    details: "Exercises of a superset or circuit read A1, A2"),
            Binding([.char("N")], "N", .sessionNote, "Edit the session's note", hint: "note",
                    details: "Shown whole at the top of the session, and in the list beside its split"),
            Binding([.char("n")], "n", .note, "Edit the exercise's note",
                    details: "Of the exercise selected, or of the set's exercise"),
            repeatWorkout,
            Binding([.char("q"), .escape], "Esc", .back, "Back to the sessions", hint: "back"),
        ]
    default:
        return Keymap.moveKeys("sessions") + [
            Binding([.pageDown], "PgDn", .pageDown, "A screen down"),
            Binding([.pageUp], "PgUp", .pageUp, "A screen up"),
            Binding([.char("g"), .home], "g", .first, "Newest session",
                    details: "The list is newest first: date, split, duration, sets, volume, partial (~ when narrow), ★ a record (heaviest weight or best e1RM of an exercise so far)"),
            Binding([.char("G"), .end], "G", .last, "Oldest session"),
            Binding([.enter], "Enter", .open, "Open the session", hint: "open"),
            filter,
            Binding([.char("/")], "/", .filterList, "Filter: sessions with an exercise or of a split", hint: "filter",
                    details: "A prompt at the bottom: the sessions whose split, or one of whose exercises, is named with the text typed (any case); Enter keeps it, Esc cancels"),
            Binding([.char("n")], "n", .nextMatch, "Next session matching (wraps around)"),
            Binding([.char("N")], "N", .previousMatch, "Previous session matching"),
            repeatWorkout,
            Binding([.char("v")], "v", .switchView, "Show the month calendar", hint: "calendar",
                    details: "A day shows its split's glyph, a shade for its volume and ✓ when the daily challenge was full (at every width, so it reads without colour); it shows every session, so a / filter is cleared"),
            Binding([.char("q"), .escape], "q", .back, "Clear the / filter, else back to Home", hint: "back"),
        ]
    }
}

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
