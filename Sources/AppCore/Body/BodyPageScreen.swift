import Domain

/// Draws the Body page over everything but the hint bar, scrolled to `scroll`.
func renderBodyPage(_ state: AppState, _ page: BodyPageState, in area: Rect, into screen: inout Screen) {
    let (canvas, _, height) = bodyPageCanvas(state, page, width: area.width, viewHeight: area.height,
                                             drawnThrough: page.scroll + area.height)
    drawScrolled(canvas, scroll: page.scroll, in: area, glyphs: state.glyphs, pageHeight: height, into: &screen)
}

/// The scroll that keeps the selected chart or entry in view, moving as little as it can.
func bodyPageScroll(_ state: AppState, _ page: BodyPageState) -> Int {
    let height = state.height - 2
    let (_, ranges, pageHeight) = bodyPageCanvas(state, page, width: state.width, viewHeight: height, drawnThrough: 0)
    guard ranges.indices.contains(page.selection) else { return 0 }
    let item = ranges[page.selection]
    // The first item shows the page from its title.
    if page.selection == 0 { return 0 }
    var scroll = min(page.scroll, item.lowerBound)
    if item.upperBound > scroll + height { scroll = item.upperBound - height }
    return max(0, min(scroll, pageHeight - height))
}

/// The whole page on a canvas as tall as it needs, and the rows each item takes: the body
/// weight chart first (what a phone shows without scrolling), each measurement, strength
/// relative to body weight, then the entries. From 120 columns the charts go two side by side.
/// Only the rows above `drawnThrough` are drawn (ten years of entries are hundreds of rows);
/// the rows of every item, and the page's height, are all there.
private func bodyPageCanvas(_ state: AppState, _ page: BodyPageState, width: Int, viewHeight: Int,
                            drawnThrough: Int) -> (Screen, [Range<Int>], Int) {
    let g = state.glyphs, unit = state.settings.unit, today = state.today
    let items = page.records.map(bodyPageItems) ?? []
    let chartHeight = viewHeight >= 40 ? 13 : (viewHeight >= 20 ? 10 : 9)
    // As tall as it needs: a chart's rows for each chart, a row for each entry (a page of ten
    // years' weigh-ins is hundreds of rows, not hundreds of charts).
    let charts = items.filter { if case .entry = $0 { return false } else { return true } }.count
    let fullHeight = 4 + charts * (chartHeight + 2) + (items.count - charts) + 2
    var canvas = Screen(width: width, height: items.isEmpty ? 30 : min(fullHeight, max(drawnThrough, 6)))
    canvas.put("Body", x: 1, y: 0, style: .color(.accent, bold: true))
    guard let records = page.records else {
        canvas.put("Reading the weigh-ins…", x: 1, y: 2, style: .dim)
        return (trimmed(canvas, height: 3), [], 3)
    }
    guard !records.rows.isEmpty else {
        let add = state.keymap.label(.addMeasurement, in: .bodyPage)
        let lines = wrap("No weigh-ins or measurements yet. \(add) adds today's weigh-in, or a waist, chest, arms, thighs or body fat measurement; "
                         + "gymtrack weigh 82.4 does it from the shell.", width: width - 3)
        for (i, line) in lines.enumerated() { canvas.put(line, x: 1, y: 2 + i, style: .dim) }
        return (trimmed(canvas, height: 3 + lines.count), [], 3 + lines.count)
    }
    if let latest = records.rows.first(where: { $0.kind == .bodyWeight }) {
        let average = records.weightAverage().last.map { "  · avg \(BodyKind.bodyWeight.text($0.value, unit))" } ?? ""
        canvas.put(BodyKind.bodyWeight.text(latest.value, unit) + average, x: 6, y: 0, style: .bold, maxX: width - 1)
    }
    let first = records.rows.last!.date
    let twoColumns = width >= 120
    let columnWidth = twoColumns ? (width - 3) / 2 : width - 2
    var ranges: [Range<Int>] = []
    var y = 2, column = 0
    let kindWidth = records.rows.map { escapedText($0.kind.title, limit: 20).count }.max() ?? 0
    func mark(_ index: Int, y: Int, x: Int) {
        if index == page.selection { canvas.put(g.pointer, x: x - 1, y: y, style: .color(.accent, bold: true)) }
    }
    for (index, item) in items.enumerated() {
        guard case .entry = item else {
            let x = column == 0 ? 1 : 2 + columnWidth
            if y < canvas.height {
                mark(index, y: y, x: x)
                drawChart(item, records: records, state: state, first: first, today: today,
                          rect: Rect(x: x, y: y, width: columnWidth, height: chartHeight + 1), into: &canvas)
            }
            ranges.append(y..<(y + chartHeight + 2))
            if twoColumns && column == 0 {
                column = 1
            } else {
                column = 0
                y += chartHeight + 2
            }
            continue
        }
        if column == 1 { column = 0; y += chartHeight + 2 }
        if case .entry(let i) = item {
            if i == 0 {
                if y < canvas.height { canvas.put("Entries, newest first", x: 1, y: y, style: .bold) }
                y += 1
            }
            ranges.append(y..<(y + 1))
            defer { y += 1 }
            guard y < canvas.height else { continue }
            let row = records.rows[i]
            let selected = index == page.selection
            mark(index, y: y, x: 2)
            let style: Style = selected ? Style(bold: true, reverse: true) : .plain
            // Aligned columns: the date, what, the value.
            let date = longDate(row.date), title = escapedText(row.kind.title, limit: 20)
            var x = canvas.put(date + String(repeating: " ", count: max(0, 11 - date.count)), x: 2, y: y, style: selected ? style : .color(.accent))
            x = canvas.put("  " + title + String(repeating: " ", count: max(0, kindWidth - title.count)), x: x, y: y, style: style, maxX: width - 1)
            x = canvas.put("  " + row.kind.text(row.value, unit), x: x, y: y, style: selected ? style : .bold, maxX: width - 1)
            if !row.note.isEmpty { canvas.put("  " + escapedText(row.note, limit: 60), x: x, y: y, style: .dim, maxX: width - 1) }
        }
    }
    if column == 1 { y += chartHeight + 2 }
    return (canvas.height > y + 1 ? trimmed(canvas, height: y + 1) : canvas, ranges, y + 1)
}

/// One chart of the page in `rect`: its title on the first row, the chart under it.
private func drawChart(_ item: BodyPageItem, records: BodyRecords, state: AppState, first: Day, today: Day, rect: Rect,
                       into canvas: inout Screen) {
    let g = state.glyphs, unit = state.settings.unit
    let chart = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    func title(_ text: String) { canvas.put(text, x: rect.x, y: rect.y, style: .bold, maxX: rect.maxX) }
    func shown(_ kind: BodyKind, _ series: [DayValue]) -> [DayValue] { series.map { DayValue($0.day, kind.shown($0.value, unit)) } }
    func empty(_ sentence: String) {
        for (i, line) in wrap(sentence, width: rect.width - 1).prefix(rect.height - 1).enumerated() {
            canvas.put(line, x: rect.x + 1, y: rect.y + 1 + i, style: .dim)
        }
    }
    switch item {
    case .weightChart:
        title("Body weight (\(unit.rawValue))")
        // Each weigh-in a dot, and the average a line over them: told apart by their look, not only their colour.
        let lines = [LineChart.Line(series: shown(.bodyWeight, records.series(.bodyWeight)), color: .muted, bold: false, ascii: "o", mark: "•",
                                    name: "weigh-ins"),
                     LineChart.Line(series: shown(.bodyWeight, records.weightAverage()), color: .good, ascii: "-",
                                    name: "avg of \(BodyRecords.averagedWeighIns) days")]
        LineChart.legend(lines, x: rect.x + 1, y: chart.y, maxX: rect.maxX, glyphs: g, into: &canvas)
        let plot = Rect(x: chart.x, y: chart.y + 1, width: chart.width, height: chart.height - 1)
        LineChart.draw(lines: lines, first: first, last: today, rect: plot, format: compactNumber, glyphs: g, into: &canvas)
    case .measurementChart(let kind):
        title("\(escapedText(kind.title, limit: 30)) (\(kind.unit(unit)))")
        LineChart.draw(shown(kind, records.series(kind)), first: first, last: today, rect: chart, format: compactNumber, color: .accent,
                       glyphs: g, into: &canvas)
    case .strengthChart:
        title("Strength ÷ body weight (best e1RM)")
        let lifts: [(BigLift, Color, Character)] = [(.squat, .good, "s"), (.bench, .accent, "b"), (.deadlift, .warn, "d"),
                                                     (.overheadPress, .magenta, "o")]
        let log = records.weightLog
        let relative = lifts.map { records.relativeStrength($0.0, log: log) }
        let lines = zip(lifts, relative).map { LineChart.Line(series: $1, color: $0.1, ascii: $0.2, mark: $0.2, name: $0.0.title) }
            .filter { !$0.series.isEmpty }
        guard !lines.isEmpty else {
            empty(log.isEmpty
                ? "Shows once a weigh-in is logged: each squat, bench, deadlift and overhead press session's best e1RM ÷ body weight."
                : "Shows once a squat, bench, deadlift or overhead press is logged on or after a weigh-in.")
            return
        }
        // Each lift its letter, named in the legend.
        LineChart.legend(lines, x: rect.x + 1, y: chart.y, maxX: rect.maxX, glyphs: g, into: &canvas)
        let plot = Rect(x: chart.x, y: chart.y + 1, width: chart.width, height: chart.height - 1)
        LineChart.draw(lines: lines, first: first, last: today, rect: plot, format: { trimNumber($0) + "×" }, glyphs: g, into: &canvas)
    case .entry:
        break
    }
}
