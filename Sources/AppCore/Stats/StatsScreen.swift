import Domain

/// Stats: weekly and monthly sessions, split by type, the 52-week challenge
/// heatmap, streaks and totals, the trends and the personal bests per exercise. Drawn onto a tall canvas and scrolled.
func renderStats(_ state: AppState, in area: Rect, into screen: inout Screen) {
    let (canvas, height) = statsCanvas(state, width: area.width)
    let maxScroll = max(0, height - area.height)
    let offset = min(state.stats.scroll, maxScroll)
    for row in 0..<min(area.height, height - offset) {
        for col in 0..<area.width { screen[area.x + col, area.y + row] = canvas[col, row + offset] }
    }
    // Which ways it scrolls, in the right margin of the first and last rows of the view: the
    // tab bar fills the top row at 40 columns, so the arrows no longer sit on it.
    screen.put(offset > 0 ? "↑" : " ", x: area.maxX - 1, y: area.y, style: .color(.accent, bold: true))
    screen.put(offset < maxScroll ? "↓" : " ", x: area.maxX - 1, y: area.maxY - 1, style: .color(.accent, bold: true))
}

/// How far the Stats screen can scroll at the current size.
func statsMaxScroll(_ state: AppState) -> Int {
    max(0, statsCanvas(state, width: state.width).height - (state.height - 3))
}

/// The whole page drawn on a canvas, and the height drawn. The canvas is as tall as the page can
/// be (every cell of it is made each frame, so no taller): the charts, a row per workout type
/// and the challenge heatmap take under 60 rows; then room for each trend section, a split's
/// heat map at most 25 rows, a row per record.
private func statsCanvas(_ state: AppState, width: Int) -> (canvas: Screen, height: Int) {
    let trendsRows = state.trends == nil ? 0 : 90 + 25 * state.splits.count + (state.records?.count ?? 0)
    var canvas = Screen(width: width, height: 60 + state.allTime.sessionsByType.count + trendsRows)
    let g = state.glyphs
    let history = state.history, today = state.today
    let twoColumns = width >= 100
    let columnWidth = twoColumns ? (width - 6) / 2 : width - 4
    var y = 1

    func title(_ text: String, x: Int, y: Int) { canvas.put(text, x: x, y: y, style: .bold) }

    // Sessions per week and per month, side by side when there is room.
    let chartHeight = 6
    let barsFit = max(4, min(12, columnWidth / 3))
    let weekly = weeklySessionCounts(history: history, today: today, weeks: barsFit)
    // Month names shrink to their initial when three letters would touch.
    let monthly = monthlySessionCounts(history: history, today: today, months: barsFit).map {
        width >= 100 ? $0 : CountBar(label: String($0.label.prefix(1)), count: $0.count)
    }
    let sideBySide = width >= 80
    let chartWidth = sideBySide ? (width - 6) / 2 : width - 4
    title("Sessions per week (last \(barsFit))", x: 2, y: y)
    Widgets.columnChart(weekly, rect: Rect(x: 2, y: y + 1, width: min(chartWidth, barsFit * 3), height: chartHeight), color: .accent, glyphs: g, into: &canvas)
    if sideBySide {
        let x = 4 + chartWidth
        title("Sessions per month (last \(barsFit))", x: x, y: y)
        Widgets.columnChart(monthly, rect: Rect(x: x, y: y + 1, width: min(chartWidth, barsFit * (width >= 100 ? 4 : 3)), height: chartHeight), color: .accent, glyphs: g, into: &canvas)
        y += chartHeight + 2
    } else {
        y += chartHeight + 2
        title("Sessions per month (last \(barsFit))", x: 2, y: y)
        Widgets.columnChart(monthly, rect: Rect(x: 2, y: y + 1, width: min(chartWidth, barsFit * 3), height: chartHeight), color: .accent, glyphs: g, into: &canvas)
        y += chartHeight + 2
    }

    // Distribution by workout type, and the streaks and totals beside or below it.
    // One-letter keys (the default A/B/C) read well before the name; longer ones repeat it.
    let distribution = state.allTime.distribution(order: state.rotation.map(\.sessionType)).map {
        (label: $0.label.count <= 2 ? "\($0.label) " + state.splitName($0.label) : state.splitName($0.label), count: $0.count)
    }
    title("By workout", x: 2, y: y)
    let distWidth = sideBySide ? chartWidth : width - 4
    Widgets.rowChart(distribution, rect: Rect(x: 2, y: y + 1, width: distWidth, height: distribution.count), color: .accent, glyphs: g, into: &canvas)
    let bests = state.allTime, settings = state.settings
    let bestLines = [
        ("Longest gym streak", plural(bests.longestGymStreak(mode: settings.streakMode, weekSessions: settings.streakWeekSessions),
                                      settings.streakMode == .weeks ? "week" : "day")),
        ("Longest challenge streak", plural(bests.longestChallengeStreak, "day")),
        ("Sessions logged", "\(bests.totalSessions)"),
        ("Full challenge days", "\(bests.fullChallengeDays)"),
    ]
    var bx = 2, by = y + distribution.count + 2
    if sideBySide { bx = 4 + chartWidth; by = y }
    // Streaks and counts; the bests per exercise have their own table further down.
    title("Streaks and totals", x: bx, y: by)
    for (i, line) in bestLines.enumerated() {
        canvas.put(line.0, x: bx, y: by + 1 + i)
        canvas.putRight(line.1, right: bx + min(chartWidth, 36), y: by + 1 + i, style: .color(.good, bold: true))
    }
    y = max(y + distribution.count + 2, by + bestLines.count + 2)

    // The challenge heatmap.
    y = renderChallengeHeatmap(state, x: 2, y: y, width: width - 4, into: &canvas)

    // Coverage over time, volume, records and achievements, once read.
    if let trends = state.trends {
        y = renderTrends(state, trends, y: y, width: width, into: &canvas)
    }

    return (canvas, min(canvas.height, y + 1))
}

/// The GitHub-style challenge heatmap: one column per week, Monday on top. When 52 weeks do
/// not fit as cells, full days are drawn in braille (2 weeks × 4 days per character).
func renderChallengeHeatmap(_ state: AppState, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let g = state.glyphs
    let target = state.settings.challengeTarget
    let map = challengeHeatmap(history: state.history, today: state.today, weeks: 52, target: target)
    canvas.put("Daily challenge, last 52 weeks", x: x, y: y, style: .bold)
    if width >= 52 + 4 || !g.unicode {
        let weeks = min(52, width - 4)
        let first = 52 - weeks
        // Month labels where a month starts.
        var lastLabelEnd = -1
        for w in first..<52 {
            let monday = map.firstDay.adding(days: w * 7)
            let column = x + 4 + (w - first)
            if (0..<7).contains(where: { monday.adding(days: $0).day == 1 }) && column > lastLabelEnd {
                let sunday = monday.adding(days: 6)
                let label = Day.monthAbbreviations[sunday.month - 1]
                lastLabelEnd = canvas.put(label, x: column, y: y + 1, style: .dim)
            }
        }
        for d in 0..<7 {
            if d % 2 == 0 { canvas.put(["Mon", "", "Wed", "", "Fri", "", "Sun"][d], x: x, y: y + 2 + d, style: .dim) }
            for w in first..<52 {
                guard let sets = map.cells[w][d] else { continue }
                let level = sets == 0 ? 0 : (sets >= target ? 3 : (sets * 2 >= target ? 2 : 1))
                let colors: [Color] = [.muted, .heat1, .heat2, .heat4]
                canvas.put(g.heat[level], x: x + 4 + (w - first), y: y + 2 + d, style: Style(color: colors[level], dim: level == 0))
            }
        }
        let legend = "\(g.heat[0]) none  \(g.heat[1])\(g.heat[2]) some  \(g.heat[3]) all \(target) sets" + (weeks < 52 ? "  (last \(weeks) weeks)" : "")
        canvas.put(legend, x: x + 4, y: y + 9, style: .dim)
        return y + 11
    }
    // Braille: each character holds 2 weeks (dot columns) × 4 days (dot rows).
    var dots = BrailleCanvas(columns: 26, rows: 2)
    for w in 0..<52 {
        for d in 0..<7 where (map.cells[w][d] ?? 0) >= target { dots.set(x: w, y: d) }
    }
    for band in 0..<2 { canvas.put(band == 0 ? "M-Th" : "F-Su", x: x, y: y + 1 + band, style: .dim) }
    dots.draw(x: x + 5, y: y + 1, glyphs: g, style: { _ in .color(.heat4) }, blankCells: true, into: &canvas)
    canvas.put("dots: days with all \(target) sets", x: x + 5, y: y + 3, style: .dim)
    return y + 5
}

/// The trend sections, side by side in pairs when the page is wide. Returns the row after them.
private func renderTrends(_ state: AppState, _ trends: Trends, y start: Int, width: Int, into canvas: inout Screen) -> Int {
    typealias Section = (AppState, Trends, Int, Int, Int, inout Screen) -> Int
    let wide = width >= 120
    let half = (width - 6) / 2
    /// Two sections beside each other when wide, else one under the other.
    func pair(_ first: Section, _ second: Section, y: Int) -> Int {
        guard wide else {
            let below = first(state, trends, 2, y, width - 4, &canvas)
            return second(state, trends, 2, below, width - 4, &canvas)
        }
        return max(first(state, trends, 2, y, half, &canvas), second(state, trends, 4 + half, y, half, &canvas))
    }
    var y = pair(renderBodyMap, renderWeeklyVolume, y: start)
    y = renderCoverageBySplit(state, trends, x: 2, y: y, width: width - 4, into: &canvas)
    y = pair(renderWeeklyCoverage, renderAchievements, y: y)
    return renderRecordsTable(state, state.records ?? [], x: 2, y: y, width: min(width - 4, 100), into: &canvas)
}
