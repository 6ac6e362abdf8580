import Domain

/// Home: streak, workout cards with the next highlighted, challenge card, quick stats.
func renderHome(_ state: AppState, in area: Rect, into screen: inout Screen) {
    if area.width >= 72 {
        renderHomeWide(state, in: area, into: &screen)
    } else {
        renderHomeNarrow(state, in: area, into: &screen)
    }
}

/// "12-day streak", "4-week streak", or how to start one.
private func streakText(_ streak: GymStreak) -> String {
    switch streak.mode {
    case .days: return streak.count == 0 ? "Start your streak today!" : "\(streak.count)-day streak"
    case .weeks: return streak.count == 0 ? "Start your streak this week!" : "\(streak.count)-week streak"
    }
}

/// What keeps the streak: today's training, or this week's sessions against what a week needs.
private func streakSubtext(_ state: AppState, _ streak: GymStreak) -> String {
    switch streak.mode {
    case .days:
        let trainedToday = state.history.trained(on: state.today)
        return streak.count == 0 ? "Finish a workout to light it." : (trainedToday ? "Trained today." : "Train today to keep it.")
    case .weeks:
        return streak.weekMet ? "Week done: \(plural(streak.thisWeek, "session"))." : "This week: \(streak.thisWeek) of \(streak.weekNeeds) full."
    }
}

/// Flame, big number and subtext, 3 rows tall.
private func renderStreak(_ state: AppState, x: Int, y: Int, into screen: inout Screen) -> Int {
    let streak = state.streak
    Widgets.flame(x: x, y: y, lit: streak.count > 0, glyphs: state.glyphs, into: &screen)
    let after = Widgets.bigNumber(streak.count, x: x + 5, y: y, style: Style(color: streak.count > 0 ? .flame : nil, bold: true),
                                  glyphs: state.glyphs, into: &screen)
    screen.put(streakText(streak), x: after + 2, y: y + 1, style: .bold)
    screen.put(streakSubtext(state, streak), x: after + 2, y: y + 2, style: .dim)
    return after
}

private func cardLabel(_ state: AppState, _ index: Int) -> (selected: Bool, next: Bool) {
    (index == state.home.selection, index == state.nextSplitIndex)
}

private func renderHomeWide(_ state: AppState, in full: Rect, into screen: inout Screen) {
    let area = full.centred(maxWidth: 116)
    var y = area.y + 1
    _ = renderStreak(state, x: area.x + 2, y: y, into: &screen)
    let cardWidth = min(40, area.width - 48)
    let challengeRect = Rect(x: area.maxX - cardWidth - 2, y: area.y, width: cardWidth, height: 7)
    renderChallengeCard(state, in: challengeRect, into: &screen)
    y += 3
    if let workout = state.workout {
        renderRunningBanner(state, workout, x: area.x + 2, y: y + 1, width: area.width - cardWidth - 8, into: &screen)
    }
    y = challengeRect.maxY + 1

    // One card per workout in the rotation, the next one highlighted; five or more become a
    // list with full names, which cards that narrow would cut.
    // Regions of the next split untrained for a week or more: one line under its card, in the
    // row left blank before the quick stats.
    let stale = nextSplitUntrainedLine(state)
    if let program = state.program, state.rotation.count < 5 {
        screen.put(truncate(program.label, area.width - 4, ellipsis: state.glyphs.ellipsis), x: area.x + 2, y: y - 1, style: .color(.accent, bold: true))
    }
    if state.rotation.count >= 5 {
        y = renderRotationList(state, x: area.x + 2, y: y, width: area.width - 4, into: &screen)
        if let stale { screen.put(truncate("  " + stale, area.width - 4, ellipsis: state.glyphs.ellipsis), x: area.x + 2, y: y, style: .color(.warn)); y += 1 }
        y += 1
        renderQuickStats(state, x: area.x + 2, y: y, width: area.width - 4, maxY: area.maxY, into: &screen)
        return
    }
    let count = max(1, state.rotation.count)
    let gap = 2
    // The cards may spread past the page's column on a wide terminal, so no title is cut where
    // there is room for it.
    let wanted = min(34, (state.rotation.map { $0.glyph.displayWidth + $0.name.displayWidth }.max() ?? 0) + 8)
    let cardsArea = full.centred(maxWidth: max(area.width, count * wanted + gap * (count - 1) + 4))
    let width = min(34, (cardsArea.width - 4 - gap * (count - 1)) / count)
    for (i, split) in state.rotation.enumerated() {
        let rect = Rect(x: cardsArea.x + 2 + i * (width + gap), y: y, width: width, height: 5)
        let (selected, next) = cardLabel(state, i)
        screen.tappable(rect, .card(i))
        let border = next ? Style(color: .accent, bold: true) : (selected ? .bold : .dim)
        Widgets.box(rect, title: next ? "Next" : nil, style: border, titleStyle: .color(.accent, bold: true), glyphs: state.glyphs, into: &screen)
        let labelStyle = selected ? Style(color: next ? .accent : nil, bold: true, reverse: true) : Style(color: next ? .accent : nil, bold: true)
        let inner = rect.width - 4
        screen.put(truncate(" \(split.glyph)  \(split.name) ", inner, ellipsis: state.glyphs.ellipsis), x: rect.x + 1, y: rect.y + 1, style: labelStyle)
        screen.put(truncate(splitSummary(split), inner, ellipsis: state.glyphs.ellipsis), x: rect.x + 2, y: rect.y + 2, style: .dim)
        if let last = state.history.sessions.last(where: { $0.sessionType == split.sessionType }) {
            screen.put(truncate("last " + relativeDay(last.day, today: state.today), inner), x: rect.x + 2, y: rect.y + 3, style: .dim)
        } else {
            screen.put(truncate("not done yet", inner), x: rect.x + 2, y: rect.y + 3, style: .dim)
        }
        if next, let stale {
            // Under the next card, moved left as far as it takes to be read whole.
            let x = max(cardsArea.x + 2, min(rect.x + 1, cardsArea.maxX - 2 - stale.displayWidth))
            screen.put(truncate(stale, cardsArea.maxX - 2 - x, ellipsis: state.glyphs.ellipsis), x: x, y: rect.maxY, style: .color(.warn))
        }
    }
    y += 6
    renderQuickStats(state, x: area.x + 2, y: y, width: area.width - 4, maxY: area.maxY, into: &screen)
    y += 2
    // Taller terminals get the last weeks, and then the challenge year, as pictures.
    if area.maxY - y >= 5 {
        screen.put("Sessions per week", x: area.x + 2, y: y, style: .bold)
        let weeks = min(26, (area.width - 4) / 3)
        let chartHeight = min(8, area.maxY - y - 1)
        Widgets.columnChart(weeklySessionCounts(history: state.history, today: state.today, weeks: weeks),
                            rect: Rect(x: area.x + 2, y: y + 1, width: weeks * 3, height: chartHeight),
                            color: .accent, glyphs: state.glyphs, into: &screen)
        y += chartHeight + 2
    }
    if area.maxY - y >= 10 {
        _ = renderChallengeHeatmap(state, x: area.x + 2, y: y, width: area.width - 4, into: &screen)
    }
}

/// The rotation as rows, one per split with its full name, the next one tagged; returns the row after.
private func renderRotationList(_ state: AppState, x: Int, y: Int, width: Int, into screen: inout Screen) -> Int {
    var y = y
    screen.put(truncate(state.program?.label ?? "Workouts", width, ellipsis: state.glyphs.ellipsis), x: x, y: y, style: .bold)
    y += 1
    let nameWidth = min(32, state.rotation.map { $0.name.displayWidth }.max() ?? 0)
    for (i, split) in state.rotation.enumerated() {
        let (selected, next) = cardLabel(state, i)
        let marker = selected ? state.glyphs.pointer : " "
        let name = truncate(split.name, nameWidth, ellipsis: state.glyphs.ellipsis)
        let padded = name + String(repeating: " ", count: max(0, nameWidth - name.displayWidth))
        let style = Style(color: next ? .accent : nil, bold: next || selected, reverse: selected)
        let end = screen.put("\(marker) \(split.glyph)  \(padded) ", x: x, y: y, style: style)
        screen.tappable(Rect(x: x, y: y, width: width, height: 1), .card(i))
        let last = state.history.sessions.last(where: { $0.sessionType == split.sessionType })
            .map { "last " + relativeDay($0.day, today: state.today) } ?? "not done yet"
        let tag = next ? "  Next" : ""
        let detail = truncate(" \(splitSummary(split)) · \(last)", max(0, x + width - end - tag.count),
                              ellipsis: state.glyphs.ellipsis)
        let after = screen.put(detail, x: end, y: y, style: .dim)
        screen.put(tag, x: after, y: y, style: .color(.accent, bold: true))
        y += 1
    }
    return y
}

private func renderHomeNarrow(_ state: AppState, in area: Rect, into screen: inout Screen) {
    var y = area.y
    _ = renderStreak(state, x: area.x + 1, y: y, into: &screen)
    y += 3
    if let workout = state.workout {
        renderRunningBanner(state, workout, x: area.x + 1, y: y, width: area.width - 2, into: &screen)
        y += 1
    }
    if let program = state.program {
        screen.put(truncate(program.label, area.width - 2, ellipsis: state.glyphs.ellipsis), x: area.x + 1, y: y, style: .color(.accent, bold: true))
        y += 1
    }
    for (i, split) in state.rotation.enumerated() {
        let (selected, next) = cardLabel(state, i)
        let marker = selected ? state.glyphs.pointer : " "
        let tag = next ? " next" : ""
        let text = truncate("\(marker) \(split.glyph)  \(split.name)", area.width - 2 - tag.count, ellipsis: state.glyphs.ellipsis)
        let style = Style(color: next ? .accent : nil, bold: next || selected, reverse: selected)
        let padded = text + String(repeating: " ", count: max(0, area.width - 2 - tag.count - text.displayWidth))
        screen.put(padded, x: area.x + 1, y: y, style: style)
        screen.tappable(Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), .card(i))
        screen.put(tag, x: area.x + 1 + padded.displayWidth, y: y, style: .color(.accent, bold: true))
        y += 1
    }
    if let stale = nextSplitUntrainedLine(state) {
        screen.put(truncate("  " + stale, area.width - 2, ellipsis: state.glyphs.ellipsis), x: area.x + 1, y: y, style: .color(.warn))
        y += 1
    }
    y += 1
    let c = state.challenge
    var x = screen.put("Challenge ", x: area.x + 1, y: y, style: .bold)
    x = Widgets.putSpaced(challengeCircles(c, state.glyphs), x: x, y: y, into: &screen)
    x = screen.put(" \(c.setsToday)/\(c.target) ", x: x, y: y, style: .bold)
    screen.put(c.status.rawValue, x: x, y: y, style: statusStyle(c.status))
    y += 1
    // The counts are of full days; long-standing numbers take the short form to fit.
    let counts = "365d \(c.pastYear) · \(state.today.year) \(c.yearToDate)"
    let line = ["streak \(c.streak) · full days " + counts, "streak \(c.streak) · full " + counts].first { $0.displayWidth <= area.width - 2 }
    screen.put(truncate(line ?? "streak \(c.streak) · full " + counts, area.width - 2), x: area.x + 1, y: y, style: .dim)
    y += 1
    if y < area.maxY {
        renderQuickStats(state, x: area.x + 1, y: y, width: area.width - 2, maxY: area.maxY, into: &screen)
    }
}

private func renderRunningBanner(_ state: AppState, _ workout: ActiveWorkout, x: Int, y: Int, width: Int, into screen: inout Screen) {
    let elapsed = formatClock(workout.elapsedSeconds(at: state.now.epochSeconds))
    let mark = state.glyphs.clock.isEmpty ? "*" : state.glyphs.clock
    let text = truncate("\(mark) \(workout.sessionType.count <= 2 ? "Day " : "")\(state.sessionLabel(workout.sessionType)) in progress \(elapsed) · \(state.keymap.says(.resumeWorkout, in: .home, "resumes"))", width, ellipsis: state.glyphs.ellipsis)
    screen.put(text, x: x, y: y, style: .color(.warn, bold: true))
}

func challengeCircles(_ c: ChallengeSummary, _ glyphs: Glyphs) -> [(String, Style)] {
    (0..<c.target).map { i in i < c.setsToday ? (glyphs.setDone, Style(color: .good, bold: true)) : (glyphs.setTodo, .plain) }
}

func statusStyle(_ status: ChallengeStatus) -> Style {
    switch status {
    case .empty: return .dim
    case .partial: return .color(.warn, bold: true)
    case .complete: return .color(.good, bold: true)
    }
}

private func renderChallengeCard(_ state: AppState, in rect: Rect, into screen: inout Screen) {
    let c = state.challenge
    Widgets.box(rect, title: "Daily challenge", style: .dim, glyphs: state.glyphs, into: &screen)
    let x0 = rect.x + 2, inner = rect.width - 4
    var x = screen.put("Today ", x: x0, y: rect.y + 1, style: .bold)
    x = Widgets.putSpaced(challengeCircles(c, state.glyphs), x: x, y: rect.y + 1, into: &screen)
    x = screen.put("  \(c.setsToday)/\(c.target)  ", x: x, y: rect.y + 1, style: .bold)
    screen.put(c.status.rawValue, x: x, y: rect.y + 1, style: statusStyle(c.status), maxX: rect.maxX - 1)
    let reps = c.target * state.settings.challengeReps
    screen.put(truncate("\(reps) squats + \(reps) push-ups", inner), x: x0, y: rect.y + 2, style: .dim)
    let rows = [("Streak", plural(c.streak, "day")),
                ("Full days, past 365", "\(c.pastYear)"),
                ("Full days in \(state.today.year)", "\(c.yearToDate)")]
    for (i, row) in rows.enumerated() where rect.y + 3 + i < rect.maxY - 1 {
        screen.put(row.0, x: x0, y: rect.y + 3 + i)
        screen.putRight(row.1, right: rect.maxX - 2, y: rect.y + 3 + i, style: .bold)
    }
}

private func renderQuickStats(_ state: AppState, x: Int, y: Int, width: Int, maxY: Int, into screen: inout Screen) {
    let q = quickStats(history: state.history, today: state.today)
    let last = q.last.map { "Last: \(state.sessionLabel($0.sessionType)) \(relativeDay($0.day, today: state.today))" + ($0.isPartial ? " (partial)" : "") } ?? "No session yet"
    let parts = ["This week \(q.thisWeek)", "This month \(q.thisMonth)", last]
    let joined = parts.joined(separator: " · ")
    if joined.displayWidth <= width {
        screen.put(joined, x: x, y: y)
    } else {
        screen.put(truncate("Week \(q.thisWeek) · Month \(q.thisMonth) · " + last, width, ellipsis: state.glyphs.ellipsis), x: x, y: y)
    }
    // The planned weights' review reminder, on the row below when there is one.
    if let hint = state.weightReviewHint ?? state.backupReminder, y + 1 < maxY {
        // On two rows when there is room, else cut after a whole word: never mid-sentence.
        let lines = y + 2 < maxY ? flashLines(hint, width: width, ellipsis: state.glyphs.ellipsis)
                                 : [wholeWords(hint, width: width, ellipsis: state.glyphs.ellipsis)]
        for (i, line) in lines.enumerated() { screen.put(line, x: x, y: y + 1 + i, style: .color(.warn)) }
    }
}

/// "today", "yesterday", else the short date.
func relativeDay(_ day: Day, today: Day) -> String {
    switch day.days(until: today) {
    case 0: return "today"
    case 1: return "yesterday"
    default: return day.short
    }
}

/// "40–45 min · 8 steps", or the steps alone when no duration is planned (a program's day).
private func splitSummary(_ split: Split) -> String {
    let steps = plural(split.workoutSteps.count, "step")
    return split.durationText.isEmpty ? steps : split.durationText + " · " + steps
}
