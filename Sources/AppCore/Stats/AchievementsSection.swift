import Domain

/// Achievements earned between two reads of the trends: a flash (after what is on show) and
/// the bell.
func announceAchievements(_ state: inout AppState, before: Trends?, after: Trends) -> [Effect] {
    // The first read only takes note: what was earned before start-up is not news.
    guard let before else { return [] }
    let had = Set(achievements(state, before.achievements).filter(\.isEarned).map(\.id))
    let new = achievements(state, after.achievements).filter { $0.isEarned && !had.contains($0.id) }
    guard !new.isEmpty else { return [] }
    // After what the finish or the challenge set said ("Logged Day A …"), not instead of it.
    let news = "Achievement: " + new.map(\.title).joined(separator: ", ") + "!"
    state.flash = state.flash.map { Flash($0.text + "  " + news, isError: $0.isError) } ?? Flash(news)
    return state.settings.bell ? [.bell] : []
}

/// Achievements, each with the day earned; those still ahead dimmed. Returns the row after.
func renderAchievements(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let list = achievements(state, trends.achievements)
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

/// Every achievement, the gym streak's in days or weeks as Settings count it.
private func achievements(_ state: AppState, _ inputs: AchievementInputs) -> [Achievement] {
    Achievements.all(inputs, streak: state.settings.streakMode, weekSessions: state.settings.streakWeekSessions)
}

/// "3 Mar 2025".
func achievementDate(_ day: Day) -> String { "\(day.day) \(Day.monthAbbreviations[day.month - 1]) \(day.year)" }
