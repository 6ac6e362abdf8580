import Domain

/// Coverage by split: each split's last sessions as a heat map, placed side by side as the
/// width allows. Returns the row after them.
func renderCoverageBySplit(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    canvas.put("Coverage by split, last \(Trends.sessionsPerSplit) sessions", x: x, y: y, style: .bold)
    let labelWidth = width >= 60 ? 15 : 12
    let blockWidth = labelWidth + 1 + Trends.sessionsPerSplit * HeatMap.columnWidth
    let perRow = max(1, (width + 2) / (blockWidth + 2))
    var row = y + 1, tallest = 0, drawn = 0
    for split in state.splits {
        guard let sessions = trends.splitSessions[split.sessionType], !sessions.isEmpty else { continue }
        let grid = coverageGrid(groups: split.groups, sessions: sessions, catalog: trends.taxonomy)
        guard !grid.regions.isEmpty else { continue }
        let map = HeatMap(rowLabels: grid.regions.map(\.label), columnLabels: grid.days.map { String($0.day) },
                          levels: grid.touched.map { $0.map { $0 ? 3 : 0 } })
        let bx = x + (drawn % perRow) * (blockWidth + 2)
        let touched = grid.touched.map { $0.last == true ? 1 : 0 }.reduce(0, +)
        canvas.put(truncate("\(split.glyph) \(split.name)", blockWidth - 8, ellipsis: state.glyphs.ellipsis), x: bx, y: row, style: .bold)
        canvas.putRight("last \(touched)/\(grid.regions.count)", right: bx + blockWidth, y: row, style: .dim)
        Widgets.heatMap(map, x: bx, y: row + 1, labelWidth: labelWidth, color: splitColor(split.colour), glyphs: state.glyphs, into: &canvas)
        tallest = max(tallest, 1 + map.height)
        drawn += 1
        if drawn % perRow == 0 { row += tallest + 1; tallest = 0 }
    }
    if drawn == 0 {
        canvas.put("Finish a workout to see what each split covers.", x: x, y: row, style: .dim)
        return row + 2
    }
    return row + (tallest > 0 ? tallest + 1 : 0)
}

/// The colours and ASCII letters of the muscle groups in the stacked coverage bars.
private let groupColors: [Color] = [.accent, .good, .warn, .bad, .magenta, .blue, .flame, .heat2]

/// Muscle coverage per group over the last weeks: a stacked bar per calendar week, each group
/// the regions of it trained that week. Returns the row after it.
func renderWeeklyCoverage(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    canvas.put("Regions trained per week, by group", x: x, y: y, style: .bold)
    let weeks = weeklyGroupCoverage(trends.recentRegionDays, today: state.today, weeks: Trends.coverageWeeks, catalog: trends.taxonomy)
    var letters = Set<Character>()
    let series = trends.groups.enumerated().map { i, group -> BarSeries in
        // The first letter of the name not taken yet (Biceps B, Back K).
        let letter = group.name.uppercased().first { letters.insert($0).inserted } ?? "#"
        return BarSeries(name: group.name, color: groupColors[i % groupColors.count], letter: letter)
    }
    let total = trends.groups.reduce(0) { $0 + $1.regions.count }
    let bars = weeks.map { week in
        StackedBar(label: week.monday == state.today.startOfWeek ? "this wk" : "\(week.monday.day) \(Day.monthAbbreviations[week.monday.month - 1])",
                   values: week.touchedPerGroup, note: "\(week.touched)/\(total)")
    }
    let below = Widgets.stackedBars(bars, series: series, scale: total, x: x, y: y + 1, width: min(width, 100), glyphs: state.glyphs, into: &canvas) + 1
    guard let thisWeek = weeks.last else { return below }
    return renderGroupCoveragePercent(state, trends.groups, touched: thisWeek.touchedPerGroup, colors: series.map(\.color),
                                      x: x, y: below, width: min(width, 100), into: &canvas)
}

/// Muscle coverage % per group: a row per group, the share of its regions
/// trained this week as a bar, the count and the percentage. Returns the row after it.
private func renderGroupCoveragePercent(_ state: AppState, _ groups: [MuscleGroup], touched: [Int], colors: [Color],
                                        x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    canvas.put("Coverage % this week, per group", x: x, y: y, style: .bold)
    let nameWidth = min(14, (groups.map(\.name.count).max() ?? 0) + 1)
    let figures = zip(groups, touched).map { group, n in
        (n, group.regions.count, group.regions.isEmpty ? 0 : Int((Double(n) * 100 / Double(group.regions.count)).rounded()))
    }
    let figureWidth = (figures.map { "\($0.0)/\($0.1)".count }.max() ?? 3) + 6
    let barWidth = max(4, min(30, width - nameWidth - figureWidth - 1))
    for (i, group) in groups.enumerated() {
        let row = y + 1 + i
        let (n, total, percent) = figures[i]
        canvas.put(truncate(group.name, nameWidth - 1, ellipsis: state.glyphs.ellipsis), x: x, y: row)
        Widgets.progressBar(fraction: total == 0 ? 0 : Double(n) / Double(total), width: barWidth, x: x + nameWidth, y: row,
                            color: colors[i % max(1, colors.count)], glyphs: state.glyphs, into: &canvas)
        let count = "\(n)/\(total)"
        canvas.put(count, x: x + nameWidth + barWidth + 1, y: row, style: .dim)
        canvas.putRight("\(percent)%", right: x + nameWidth + barWidth + figureWidth, y: row, style: percent == 100 ? .color(.good, bold: true) : .plain)
    }
    return y + 1 + groups.count + 1
}

/// Home's line for the next split when regions of it have gone a week or more untrained:
/// "Hamstrings, Rear Delts: 9 days"; nil when none, or before the trends are read.
func nextSplitUntrainedLine(_ state: AppState) -> String? {
    guard let trends = state.trends, let next = state.nextSplitIndex else { return nil }
    let split = state.rotation[next]
    return untrainedLine(untrainedRegions(groups: split.groups, lastTrained: trends.regionLastTrained, today: state.today,
                                          catalog: trends.taxonomy, trainingSince: trends.achievements.nthSessionDays[1]))
}
