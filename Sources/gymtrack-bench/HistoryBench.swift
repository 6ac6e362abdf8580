import AppCore
import BundledPlans
import Domain
import Storage

/// The History tab's figures: a window of the list (and the same read right after a write:
/// nothing it reads is kept from one reading to the next), a month of the calendar, a session
/// in full, and the three screens rendered.
struct HistoryFigures {
    var page = 0.0, pageAfterWrite = 0.0, calendar = 0.0, detail = 0.0
    var renders: [String: Double] = [:]
}

func measureHistoryTab(_ store: Store, today: Moment) throws -> HistoryFigures {
    var f = HistoryFigures()
    f.page = try medianTime(31) { _ = try store.sessionLogPage(filter: nil, offset: 0, limit: SessionLogPage.size) }
    // The page read again right after another write (the write itself, a commit to disk, is
    // not the page's and is left out of the time).
    var afterWrite: [Double] = []
    for _ in 0..<11 {
        try store.setChallenge(day: today.day, sets: 1, target: DailyChallenge.defaultTarget, now: today)
        let start = now()
        _ = try store.sessionLogPage(filter: nil, offset: 0, limit: SessionLogPage.size)
        afterWrite.append(now() - start)
    }
    f.pageAfterWrite = median(afterWrite)
    f.calendar = try medianTime(31) { _ = try store.calendarMonth(year: today.day.year, month: today.day.month, filter: nil) }
    let page = try store.sessionLogPage(filter: nil, offset: 0, limit: SessionLogPage.size)
    let detail = try page.rows.first.flatMap { try store.sessionDetail(id: $0.id) }
    f.detail = try medianTime(31) { _ = try store.sessionDetail(id: page.rows.first?.id ?? "") }
    let month = try store.calendarMonth(year: today.day.year, month: today.day.month, filter: nil)
    for (w, h) in [(80, 24), (160, 48)] {
        var state = AppState(splits: DefaultSplits.all, history: try store.loadHistory(today: today.day), now: today, width: w, height: h)
        state.tab = .history
        _ = update(&state, .loaded(.sessionLog(page)))
        f.renders["History list \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        state.historyTab.view = .calendar
        _ = update(&state, .loaded(.calendarMonth(month)))
        f.renders["History calendar \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        if let detail {
            state.historyTab.detailID = detail.summary.id
            _ = update(&state, .loaded(.sessionDetail(id: detail.summary.id, detail)))
            f.renders["Session detail \(w)×\(h)"] = medianTime(101) { _ = render(state) }
        }
    }
    return f
}
