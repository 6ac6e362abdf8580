import Domain

/// The History tab's month calendar: change month, step between days with a session, open
/// one, filter by split, switch back to the list, open the list of exercises logged.
func historyCalendarKey(_ state: inout AppState, _ action: Action) -> [Effect] {
    if action == .exerciseList { return openLoggedExerciseList(&state) }
    if action == .openBody { return openBodyPage(&state) }
    var tab = state.historyTab
    let month = tab.shownMonth(today: state.today)
    switch action {
    case .left, .right:
        tab.month = month.addingMonths(action == .right ? 1 : -1)
        tab.selectedDay = nil
    case .down, .up:
        // The next (previous) day with a session in the month on show.
        guard let calendar = tab.calendar else { return [] }
        let days = calendar.days.keys.sorted()
        let from = tab.selectedDay ?? (action == .down ? month.adding(days: -1) : month.addingMonths(1))
        tab.selectedDay = action == .down ? days.first { $0 > from } ?? tab.selectedDay : days.last { $0 < from } ?? tab.selectedDay
    case .open:
        guard let day = tab.selectedDay, let entry = tab.calendar?.days[day] else {
            state.flash = Flash("No session that day: \(state.keymap.label(.down, in: .historyCalendar))/\(state.keymap.label(.up, in: .historyCalendar)) pick a day that has one.")
            return []
        }
        if entry.sessionIDs.count == 1 {
            open(&tab, session: entry.sessionIDs[0])
        } else {
            // Several: the list, at that day's sessions, to choose from.
            tab.view = .list
            tab.pendingFocus = true
            state.historyTab = tab
            state.flash = Flash("\(entry.sessionIDs.count) sessions on \(day.short): choose one.")
            return [.load(.sessionLogAround(filter: tab.filter, day: day))]
        }
    case .cycleFilter: cycleFilter(&state, &tab)
    case .switchView: tab.view = .list
    default:
        return navigationKey(&state, action) ?? []
    }
    state.historyTab = tab
    return []
}
