import Domain

/// Weekly volume in the user's unit: a bar per calendar week, newest last. Returns the row after.
func renderWeeklyVolume(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let unit = state.settings.unit
    let weeks = weeklyVolume(trends.weeklyVolumeKg, today: state.today, weeks: width >= 120 ? 12 : 8)
    canvas.put("Volume per week (\(unit.rawValue))", x: x, y: y, style: .bold)
    let most = max(1, weeks.map(\.kg).max() ?? 1)
    let labels = weeks.map { $0.monday == state.today.startOfWeek ? "this wk" : "\($0.monday.day) \(Day.monthAbbreviations[$0.monday.month - 1])" }
    let values = weeks.map { groupedThousands(Int(unit.fromKilograms($0.kg).rounded())) }
    let labelWidth = labels.map(\.count).max() ?? 0, valueWidth = values.map(\.count).max() ?? 0
    let barWidth = max(4, min(60, width - labelWidth - valueWidth - 3))
    for (i, week) in weeks.enumerated() {
        canvas.put(labels[i], x: x, y: y + 1 + i, style: .dim)
        let length = Int((week.kg / most * Double(barWidth)).rounded())
        canvas.put(String(repeating: state.glyphs.barDone, count: length), x: x + labelWidth + 1, y: y + 1 + i, style: .color(.accent))
        canvas.putRight(values[i], right: x + labelWidth + 2 + barWidth + valueWidth, y: y + 1 + i, style: week.kg > 0 ? .plain : .dim)
    }
    return y + 1 + weeks.count + 1
}

/// Personal bests per exercise: heaviest weight and best estimated 1RM, in the user's unit, a row
/// each (the Stats page scrolls through them). Returns the row after.
func renderRecordsTable(_ state: AppState, _ all: [ExerciseRecord], x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let unit = state.settings.unit
    let records = all.filter { !$0.isDistance }
    let distances = all.filter(\.isDistance)
    canvas.put("Personal bests per exercise", x: x, y: y, style: .bold)
    guard !records.isEmpty else {
        // Wrapped at a word: a phone-sized pane is narrower than the sentence.
        let lines = wrap("Log a set with a weight to set a record.", width: width)
        for (i, line) in lines.enumerated() { canvas.put(line, x: x, y: y + 1 + i, style: .dim) }
        return renderDistanceRecords(state, distances, x: x, y: y + 2 + lines.count, width: width, into: &canvas)
    }
    let numberWidth = width >= 60 ? 12 : 9
    let nameWidth = max(8, min(48, width - 2 * numberWidth))
    canvas.put("Exercise", x: x, y: y + 1, style: .dim)
    canvas.putRight(width >= 60 ? "Heaviest" : "Top", right: x + nameWidth + numberWidth, y: y + 1, style: .dim)
    canvas.putRight(width >= 60 ? "Best e1RM" : "e1RM", right: x + nameWidth + 2 * numberWidth, y: y + 1, style: .dim)
    for (i, record) in records.enumerated() {
        let row = y + 2 + i
        canvas.put(truncate(record.name, nameWidth - 1, ellipsis: state.glyphs.ellipsis), x: x, y: row)
        canvas.putRight(weightCell(record.heaviestKg, unit, wide: width >= 60), right: x + nameWidth + numberWidth, y: row, style: .color(.good))
        canvas.putRight(weightCell(record.bestE1RMKg, unit, wide: width >= 60), right: x + nameWidth + 2 * numberWidth, y: row)
    }
    return renderDistanceRecords(state, distances, x: x, y: y + 2 + records.count + 1, width: width, into: &canvas)
}

/// Distance bests per exercise (a ride, a run): the longest set and the fastest pace, in the
/// distance unit that goes with the weight unit. Returns the row after.
private func renderDistanceRecords(_ state: AppState, _ records: [ExerciseRecord], x: Int, y: Int, width: Int,
                                   into canvas: inout Screen) -> Int {
    guard !records.isEmpty else { return y }
    let unit = state.settings.unit
    canvas.put("Distance bests", x: x, y: y, style: .bold)
    let numberWidth = width >= 60 ? 12 : 9
    let nameWidth = max(8, min(48, width - 2 * numberWidth))
    canvas.put("Exercise", x: x, y: y + 1, style: .dim)
    canvas.putRight("Longest", right: x + nameWidth + numberWidth, y: y + 1, style: .dim)
    canvas.putRight("Pace", right: x + nameWidth + 2 * numberWidth, y: y + 1, style: .dim)
    for (i, record) in records.enumerated() {
        let row = y + 2 + i
        canvas.put(truncate(record.name, nameWidth - 1, ellipsis: state.glyphs.ellipsis), x: x, y: row)
        let longest = trimDistance(unit.distance(fromMetres: record.longestMeters ?? 0))
        canvas.putRight(longest + (width >= 60 ? " " + unit.distanceName : ""), right: x + nameWidth + numberWidth, y: row, style: .color(.good))
        if let pace = record.fastestPace {
            canvas.putRight(paceText(pace, unit) + (width >= 60 ? "/" + unit.distanceName : ""), right: x + nameWidth + 2 * numberWidth, y: row)
        }
    }
    return y + 2 + records.count + 1
}

/// "102.5 kg", or without the unit when narrow (the title names it).
private func weightCell(_ kg: Double, _ unit: WeightUnit, wide: Bool) -> String {
    let value = unit.fromKilograms(kg)
    let text = trimNumber((value * 10).rounded() / 10)
    return wide ? "\(text) \(unit.rawValue)" : text
}
