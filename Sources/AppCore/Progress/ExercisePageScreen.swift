import Domain

/// Draws the exercise page over everything but the hint bar, scrolled to `scroll`.
func renderExercisePage(_ state: AppState, _ page: ExercisePageState, in area: Rect, into screen: inout Screen) {
    let canvas = exercisePageCanvas(state, page, width: area.width, viewHeight: area.height)
    drawScrolled(canvas, scroll: page.scroll, in: area, glyphs: state.glyphs, into: &screen)
}

/// A page drawn on a tall canvas, shown in `area` from row `scroll`, with arrows where there is more.
/// `pageHeight`: the whole page's, when the canvas holds only its rows down to the view's end.
func drawScrolled(_ canvas: Screen, scroll: Int, in area: Rect, glyphs: Glyphs, pageHeight: Int? = nil, into screen: inout Screen) {
    screen.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let pageHeight = pageHeight ?? canvas.height
    let offset = min(scroll, max(0, pageHeight - area.height))
    for row in 0..<min(area.height, canvas.height - offset) {
        for col in 0..<area.width { screen[area.x + col, area.y + row] = canvas[col, row + offset] }
    }
    let more = glyphs.unicode ? ("↑", "↓") : ("^", "v")
    if offset > 0 { screen.put(more.0, x: area.maxX - 1, y: area.y, style: .color(.accent, bold: true)) }
    if offset < pageHeight - area.height { screen.put(more.1, x: area.maxX - 1, y: area.maxY - 1, style: .color(.accent, bold: true)) }
}

/// How far the page scrolls at the current size.
func exercisePageMaxScroll(_ state: AppState) -> Int {
    guard let page = state.exercisePage else { return 0 }
    let height = state.height - 2
    return max(0, exercisePageCanvas(state, page, width: state.width, viewHeight: height).height - height)
}

/// The whole page on a canvas as tall as it needs: the e1RM chart first (what a phone shows
/// without scrolling), then volume, reps at weight, records and the last sessions. From 120
/// columns the charts go two side by side.
private func exercisePageCanvas(_ state: AppState, _ page: ExercisePageState, width: Int, viewHeight: Int) -> Screen {
    var canvas = Screen(width: width, height: 400)
    let g = state.glyphs, unit = state.settings.unit, today = state.today
    let exercise = state.catalog.exercise(page.exerciseID)
    let name = exercise?.name ?? page.title
    let shape = SetShape(load: exercise?.load ?? .weight, unilateral: exercise?.unilateral ?? false)
    canvas.put(truncate(name, width - 4, ellipsis: g.ellipsis), x: 1, y: 0, style: .color(.accent, bold: true))
    let rangeEnd = putRangeChooser(page.range, key: state.keymap.label(.cycleRange, in: .exercisePage), y: 1, into: &canvas)
    guard let progress = page.progress else {
        canvas.put("Reading its history…", x: 1, y: 3, style: .dim)
        return trimmed(canvas, height: 5)
    }
    if !progress.sessions.isEmpty {
        canvas.put("  " + plural(progress.sessions(in: page.range, today: today).count, "session"), x: rangeEnd, y: 1, style: .dim)
    }
    guard !progress.sessions.isEmpty else {
        let lines = wrap("No finished session has this exercise yet.", width: width - 3)
        for (i, line) in lines.enumerated() { canvas.put(line, x: 1, y: 3 + i, style: .dim) }
        return trimmed(canvas, height: 4 + lines.count)
    }

    let first = page.range.start(today: today) ?? min(progress.sessions.first!.day, today)
    let chartHeight = viewHeight >= 40 ? 13 : (viewHeight >= 20 ? 10 : 9)
    let twoColumns = width >= 120
    let columnWidth = twoColumns ? (width - 3) / 2 : width - 2
    let secondX = 2 + columnWidth
    func weightLabel(_ kg: Double) -> String { trimNumber(kg) }
    func inUnit(_ series: [DayValue]) -> [DayValue] { series.map { DayValue($0.day, unit.fromKilograms($0.value)) } }

    if progress.isDistance {
        return distancePage(state, page, progress, canvas: canvas, first: first, chartHeight: chartHeight, width: width)
    }
    // Estimated 1RM, then volume per session.
    var y = 3
    let e1rm = inUnit(progress.e1RMSeries(in: page.range, today: today))
    let volume = inUnit(progress.volumeSeries(in: page.range, today: today))
    let frame = TimeChartFrame(first: first, last: today, width: columnWidth, height: chartHeight, glyphs: g)
    func timeChart(_ title: String, _ series: [DayValue], bars: Bool, x: Int, y: Int) {
        frame.draw(title, series, bars: bars, empty: "Nothing weighed in this range.", lineFormat: compactNumber, x: x, y: y, into: &canvas)
    }
    timeChart("Estimated 1RM (\(unit.rawValue))", e1rm, bars: false, x: 1, y: y)
    if twoColumns {
        timeChart("Volume per session (\(unit.rawValue))", volume, bars: true, x: secondX, y: y)
    } else {
        y += chartHeight + 2
        timeChart("Volume per session (\(unit.rawValue))", volume, bars: true, x: 1, y: y)
    }
    y += chartHeight + 2

    // Reps at weight, and the records beside it (or under it).
    let points = progress.repsAtWeight(in: page.range, today: today).map {
        ScatterPoint(x: unit.fromKilograms($0.weight), y: Double($0.reps), level: ScatterChart.level(of: $0.day, first: first, today: today))
    }
    canvas.put("Reps at weight (\(unit.rawValue) across; newer brighter)", x: 1, y: y, style: .bold, maxX: 1 + columnWidth)
    if points.isEmpty {
        canvas.put("Nothing weighed in this range.", x: 2, y: y + 1, style: .dim, maxX: 1 + columnWidth)
    } else {
        ScatterChart.draw(points, rect: Rect(x: 1, y: y + 1, width: columnWidth, height: chartHeight), formatX: weightLabel,
                          formatY: { trimNumber($0) }, glyphs: g, into: &canvas)
    }
    var recordsY = y
    var recordsX = secondX
    if !twoColumns { recordsY = y + chartHeight + 2; recordsX = 1 }
    let recordsEnd = drawRecords(progress.records, x: recordsX, y: recordsY, width: columnWidth, unit: unit, into: &canvas)
    y = max(y + chartHeight + 2, recordsEnd + 1)

    // The last sessions' sets, newest first.
    canvas.put("Last sessions", x: 1, y: y, style: .bold)
    y += 1
    for session in progress.recent {
        canvas.put(longDate(session.day), x: 2, y: y, style: .color(.accent))
        y += 1
        y = putRecentSets(session, shape: shape, unit: unit, y: y, width: width, glyphs: g, into: &canvas)
    }
    return trimmed(canvas, height: y + 1)
}

/// The range chooser on row `y`: its key, then each range, the one in force highlighted.
/// Returns the column after it.
private func putRangeChooser(_ range: ProgressRange, key: String, y: Int, into canvas: inout Screen) -> Int {
    var x = canvas.put(key, x: 1, y: y, style: .color(.accent, bold: true)) + 1
    for option in ProgressRange.allCases {
        x = canvas.put(" \(option.label) ", x: x, y: y, style: option == range ? Style(bold: true, reverse: true) : .dim)
    }
    return x
}

/// Where the page's charts over time go: from `first` to `last`, each `width` wide and `height` high.
private struct TimeChartFrame {
    var first: Day, last: Day, width: Int, height: Int, glyphs: Glyphs

    /// A chart under its title: bars, or a line; `empty` said when the range has nothing.
    func draw(_ title: String, _ series: [DayValue], bars: Bool, empty: String, lineFormat: (Double) -> String, x: Int, y: Int,
              into canvas: inout Screen) {
        canvas.put(title, x: x, y: y, style: .bold, maxX: x + width)
        let rect = Rect(x: x, y: y + 1, width: width, height: height)
        if series.isEmpty {
            canvas.put(empty, x: x + 1, y: y + 2, style: .dim, maxX: x + width)
        } else if bars {
            BarChart.draw(series, first: first, last: last, rect: rect, format: compactNumber, color: .accent, glyphs: glyphs, into: &canvas)
        } else {
            LineChart.draw(series, first: first, last: last, rect: rect, format: lineFormat, color: .good, glyphs: glyphs, into: &canvas)
        }
    }
}

/// A session's sets on the page, wrapped; returns the row after them.
private func putRecentSets(_ session: ExerciseSessionSets, shape: SetShape, unit: WeightUnit, y: Int, width: Int, glyphs: Glyphs,
                           into canvas: inout Screen) -> Int {
    var y = y
    let sets = session.sets.map { set in
        set.reps == nil && set.distanceMeters == nil && set.durationSeconds != nil
            // A set logged a side at a time reads so, whatever the catalog says of the exercise.
            ? formatSeconds(set.durationSeconds!) : setText(set, unit: unit, shape: set.repsRight == nil ? shape : SetShape(load: shape.load, unilateral: true))
    }.joined(separator: ", ")
    for line in wrap(sets, width: max(10, width - 6)) {
        canvas.put(line, x: 4, y: y)
        y += 1
    }
    // The notes on its sets, each after the set's name.
    let notes = setNoteWords(session.sets)
    if !notes.isEmpty {
        for line in wrap(noteMark(glyphs) + " " + notes.joined(separator: " · "), width: max(10, width - 6)) {
            canvas.put(line, x: 4, y: y, style: .color(.warn))
            y += 1
        }
    }
    return y
}

/// The page of an exercise logged as distances (a ride, a run): distance per session, the
/// fastest pace, their records, and the last sessions.
private func distancePage(_ state: AppState, _ page: ExercisePageState, _ progress: ExerciseProgress, canvas: Screen, first: Day,
                          chartHeight: Int, width: Int) -> Screen {
    var canvas = canvas
    let g = state.glyphs, unit = state.settings.unit, today = state.today
    let twoColumns = width >= 120
    let columnWidth = twoColumns ? (width - 3) / 2 : width - 2
    let distances = progress.distanceSeries(in: page.range, today: today).map { DayValue($0.day, unit.distance(fromMetres: $0.value)) }
    // Minutes per unit of distance: lower is faster.
    let paces = progress.paceSeries(in: page.range, today: today).map { DayValue($0.day, $0.value / 60 / unit.distance(fromMetres: 1000)) }
    var y = 3
    let frame = TimeChartFrame(first: first, last: today, width: columnWidth, height: chartHeight, glyphs: g)
    func chart(_ title: String, _ series: [DayValue], bars: Bool, x: Int, y: Int) {
        frame.draw(title, series, bars: bars, empty: "No distance in this range.", lineFormat: { trimNumber($0) }, x: x, y: y, into: &canvas)
    }
    chart("Distance per session (\(unit.distanceName))", distances, bars: true, x: 1, y: y)
    if twoColumns {
        chart("Fastest pace (min/\(unit.distanceName))", paces, bars: false, x: 2 + columnWidth, y: y)
    } else {
        y += chartHeight + 2
        chart("Fastest pace (min/\(unit.distanceName))", paces, bars: false, x: 1, y: y)
    }
    y += chartHeight + 2
    canvas.put("Records", x: 1, y: y, style: .bold)
    y += 1
    let records = progress.records
    if let longest = records.longestDistance {
        canvas.put("Longest  \(trimDistance(unit.distance(fromMetres: longest.value))) \(unit.distanceName)  \(longDate(longest.day))", x: 2, y: y)
        y += 1
    }
    if let fastest = records.fastestPace {
        canvas.put("Fastest  \(paceText(fastest.value, unit))/\(unit.distanceName)  \(longDate(fastest.day))", x: 2, y: y)
        y += 1
    }
    y += 1
    canvas.put("Last sessions", x: 1, y: y, style: .bold)
    y += 1
    for session in progress.recent {
        canvas.put(longDate(session.day), x: 2, y: y, style: .color(.accent))
        y = putRecentSets(session, shape: SetShape(load: .distance), unit: unit, y: y + 1, width: width, glyphs: g, into: &canvas)
    }
    return trimmed(canvas, height: y)
}

/// The records, each with its day; returns the row after them.
private func drawRecords(_ records: ExerciseRecords, x: Int, y: Int, width: Int, unit: WeightUnit, into canvas: inout Screen) -> Int {
    canvas.put("Records", x: x, y: y, style: .bold)
    var y = y + 1
    // Short labels on a phone, so every record keeps its date on its line.
    let narrow = width < 44
    let labels = narrow ? ["Heaviest", "Best e1RM", "Best set", "Best session"]
                        : ["Heaviest weight", "Best e1RM", "Best set volume", "Best session volume"]
    let valueColumn = x + (narrow ? 14 : 22)
    func line(_ label: String, _ record: DatedRecord?) {
        guard let record else { return }
        canvas.put(label, x: x + 1, y: y, maxX: valueColumn)
        let end = canvas.put(formatWeight(record.value, unit), x: valueColumn, y: y, style: .color(.good, bold: true), maxX: x + width)
        let dateX = max(end + 2, valueColumn + 10)
        if dateX + 11 <= x + width { canvas.put(longDate(record.day), x: dateX, y: y, style: .dim) }
        y += 1
    }
    line(labels[0], records.heaviest)
    line(labels[1], records.bestE1RM)
    line(labels[2], records.bestSetVolume)
    line(labels[3], records.bestSessionVolume)
    if !records.mostRepsAtWeight.isEmpty {
        canvas.put("Most reps at each weight", x: x + 1, y: y, style: .dim)
        y += 1
        for entry in records.mostRepsAtWeight {
            let end = canvas.put("\(formatWeight(entry.weight, unit)) × \(entry.reps)", x: x + 2, y: y, maxX: x + width)
            let dateX = max(end + 2, valueColumn + 10)
            if dateX + 11 <= x + width { canvas.put(longDate(entry.day), x: dateX, y: y, style: .dim) }
            y += 1
        }
    }
    return y
}

/// "21 Nov 2026".
func longDate(_ day: Day) -> String { "\(day.day) \(Day.monthAbbreviations[day.month - 1]) \(day.year)" }

/// A number for an axis label: 950, 12.5k, 130k.
func compactNumber(_ value: Double) -> String {
    let v = abs(value)
    if v >= 100_000 { return "\(Int((value / 1000).rounded()))k" }
    if v >= 10_000 { return trimNumber(value / 1000) + "k" }
    return trimNumber(value)
}

/// The first `height` rows of `canvas`.
func trimmed(_ canvas: Screen, height: Int) -> Screen {
    var out = Screen(width: canvas.width, height: min(height, canvas.height))
    for row in 0..<out.height { for col in 0..<canvas.width { out[col, row] = canvas[col, row] } }
    return out
}
