import Domain

/// The trends wanted now: once Stats shows, with the records. Home asks for them once its
/// first frame is drawn (`trendsAfterFirstFrame`): they never hold up the start.
func trendsWanted(_ state: AppState) -> [LoadRequest] {
    guard !state.showingWorkout && state.tab == .stats else { return [] }
    return [.trends(today: state.today), .records]
}

/// Home's stale-region line needs the trends: read once the first frame is on the terminal.
func trendsAfterFirstFrame(_ state: inout AppState) -> [Effect] {
    guard state.requested.insert(.trends(today: state.today)).inserted else { return [] }
    return [.load(.trends(today: state.today))]
}

/// Trends read on an earlier day are read again on the first tick of a new one (days since
/// last trained have all moved on).
func trendsOnNewDay(_ state: inout AppState) -> [Effect] {
    guard let trends = state.trends, trends.today != state.today else { return [] }
    return trendsAfterFirstFrame(&state)
}

/// What follows a load: new history means new trends (finished workouts, challenge sets,
/// edits in other terminals); new trends announce achievements earned since the last ones.
func trendsFollowUp(_ state: inout AppState, _ loaded: Loaded, before: Trends?) -> [Effect] {
    switch loaded {
    case .history:
        var effects: [Effect] = []
        if state.trends != nil || state.requested.contains(.trends(today: state.today)) {
            state.requested.insert(.trends(today: state.today))
            effects.append(.load(.trends(today: state.today)))
        }
        // The records read every working set: again now only while Stats shows, else once it shows next.
        if state.requested.contains(.records) {
            if state.tab == .stats && !state.showingWorkout { effects.append(.load(.records)) } else { state.requested.remove(.records) }
        }
        return effects
    case .trends(let after):
        // The first read only takes note: what was earned before start-up is not news.
        guard let before else { return [] }
        let had = Set(Achievements.all(before.achievements).filter(\.isEarned).map(\.id))
        let new = Achievements.all(after.achievements).filter { $0.isEarned && !had.contains($0.id) }
        guard !new.isEmpty else { return [] }
        // After what the finish or the challenge set said ("Logged Day A …"), not instead of it.
        let news = "Achievement: " + new.map(\.title).joined(separator: ", ") + "!"
        state.flash = state.flash.map { Flash($0.text + "  " + news, isError: $0.isError) } ?? Flash(news)
        return state.settings.bell ? [.bell] : []
    default:
        return []
    }
}

/// Achievements, each with the day earned; those still ahead dimmed. Returns the row after.
func renderAchievements(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let list = Achievements.all(trends.achievements)
    let earned = list.filter(\.isEarned).count
    canvas.put("Achievements (\(earned) of \(list.count))", x: x, y: y, style: .bold)
    let columns = width >= 90 ? 2 : 1
    let columnWidth = min(56, width / columns)
    let perColumn = (list.count + columns - 1) / columns
    for (i, achievement) in list.enumerated() {
        let cx = x + (i / perColumn) * columnWidth, cy = y + 1 + i % perColumn
        let mark = achievement.isEarned ? state.glyphs.check : " "
        canvas.put(mark, x: cx, y: cy, style: .color(.good, bold: true))
        let dateText = achievement.earned.map(achievementDate) ?? ""
        canvas.put(truncate(achievement.title, columnWidth - 5 - dateText.count, ellipsis: state.glyphs.ellipsis), x: cx + 2, y: cy,
                   style: achievement.isEarned ? .bold : .dim)
        canvas.putRight(dateText, right: cx + columnWidth - 2, y: cy, style: .dim)
    }
    return y + 1 + perColumn + 1
}

/// "3 Mar 2025".
func achievementDate(_ day: Day) -> String { "\(day.day) \(Day.monthAbbreviations[day.month - 1]) \(day.year)" }
