import Domain

/// Last time's sets of a step: in a program, its slot's last workout (the exercise's last
/// session may be another slot's), else the exercise's last session. Nil when there are none,
/// or while a program's workouts are still being read.
func lastTime(_ state: AppState, _ step: WorkoutStep) -> LastTime? {
    if let program = state.program, let workout = state.workout, program.isSlot(sessionType: workout.sessionType, step: step.plan) {
        return program.lastTime(sessionType: workout.sessionType, step: step.plan).map { LastTime(day: $0.day, sets: $0.sets) }
    }
    guard let history = step.plan.exerciseID.flatMap({ state.exerciseHistory[$0] }), !history.lastSets.isEmpty else { return nil }
    return LastTime(day: history.lastDay, sets: history.lastSets)
}

/// ", Tue" within the week, else ", 17 Nov": when last time was.
func lastTimeWhen(_ last: LastTime, today: Day) -> String {
    last.day.map { day in ", " + (day.days(until: today) < 7 ? Day.weekdayAbbreviations[day.weekday - 1] : day.short) } ?? ""
}

/// The text width from which each set is drawn beside last time's: narrower, one line of each.
let setsBesideMinWidth = 44

/// At most this many rows of sets are drawn beside last time's; a longer step keeps one line.
let setsBesideMostRows = 12

/// The table of a step's sets beside last time's, as cells, when it fits `width`: a header,
/// then per set its label ("W1", "2"; a drop set none, its text says so), last time's same set
/// and today's (or "next" on the one Space logs next), last so that logging a set moves nothing.
struct SetsBesideTable {
    var rows: [(label: String, last: String, today: String, todayStyle: Style)]
    var columns: (label: Int, last: Int)
}

func setsBesideTable(_ state: AppState, _ step: WorkoutStep, width: Int) -> SetsBesideTable? {
    guard width >= setsBesideMinWidth, step.plan.kind == .sets, step.plan.totalSets > 0, step.plan.loadType != .duration,
          let last = lastTime(state, step) else { return nil }
    let beside = setsBeside(warmups: step.plan.warmupSets, working: step.plan.workingSets, today: step.sets, last: last.sets)
    guard beside.count < setsBesideMostRows else { return nil }
    let unit = state.settings.unit, shape = SetShape(step.plan)
    func text(_ set: SetLog) -> String {
        var set = set
        set.isWarmup = false // the label says it
        return setText(set, unit: unit, spelled: true, shape: shape)
    }
    var rows: [(label: String, last: String, today: String, todayStyle: Style)] = [("Set", "Last time" + lastTimeWhen(last, today: state.today), "Today", .dim)]
    var nextShown = step.isComplete
    for row in beside {
        let label: String
        switch row.place {
        case .warmup(let n): label = "W\(n)"
        case .working(let n): label = "\(n)"
        case .drop: label = ""
        }
        var today = "", style = Style.plain
        if let set = row.today {
            (today, style) = (text(set), .color(.good))
        } else if !nextShown, row.place.isPlanned {
            (today, style) = ("next", .color(.accent, bold: true))
            nextShown = true
        }
        rows.append((label, row.last.map(text) ?? "–", today, style))
    }
    let labelWidth = rows.map(\.label.displayWidth).max()! + 2, lastWidth = rows.map(\.last.displayWidth).max()! + 3
    guard labelWidth + lastWidth + rows.map(\.today.displayWidth).max()! <= width else { return nil }
    return SetsBesideTable(rows: rows, columns: (labelWidth, lastWidth))
}

/// Draws the table from row `y`; returns the row after it.
func renderSetsBeside(_ table: SetsBesideTable, x: Int, y: Int, into canvas: inout Screen) -> Int {
    for (i, row) in table.rows.enumerated() {
        let header = i == 0
        canvas.put(row.label, x: x, y: y + i, style: header ? .dim : .bold)
        canvas.put(row.last, x: x + table.columns.label, y: y + i, style: .dim)
        canvas.put(row.today, x: x + table.columns.label + table.columns.last, y: y + i, style: row.todayStyle)
    }
    return y + table.rows.count
}

private extension SetBeside.Place {
    /// A warm-up or working set (a drop set is one only once logged).
    var isPlanned: Bool { if case .drop = self { return false } else { return true } }
}
