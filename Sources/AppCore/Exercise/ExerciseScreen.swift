import Domain

/// The Exercise screen: header with a live clock, then every step with its
/// set circles or countdown; the selected step opens to show its instructions.
func renderExercise(_ state: AppState, _ workout: ActiveWorkout, in full: Rect, into screen: inout Screen) {
    let g = state.glyphs
    let area = full.centred(maxWidth: 100) // circles stay near their step names
    let now = state.now.epochSeconds
    // Header: name and elapsed time.
    let clock = (g.clock.isEmpty ? "" : g.clock + " ") + formatClock(workout.elapsedSeconds(at: now))
    // Live clocks share one plain style: each tick then costs a few bytes over a slow link.
    let clockX = screen.putRight(clock + " ", right: area.maxX, y: area.y, style: liveClockStyle)
    let titleEnd = screen.put(" " + truncate(workout.title, clockX - 2, ellipsis: g.ellipsis), x: area.x, y: area.y, style: .bold)
    // The session's note, as far as it fits beside the title (N opens it whole).
    if !workout.note.isEmpty && clockX - titleEnd - 3 >= 6 {
        screen.put(truncate(noteMark(g) + " " + noteOnOneLine(workout.note), clockX - titleEnd - 3, ellipsis: g.ellipsis),
                   x: titleEnd + 2, y: area.y, style: .dim)
    }

    // Progress: steps done as a bar.
    let done = workout.completedSteps, total = workout.steps.count
    let label = " \(done)/\(total) steps · \(plural(workout.workingSetCount, "set"))"
    let barWidth = max(4, area.width - label.count - 3)
    Widgets.progressBar(fraction: total == 0 ? 0 : Double(done) / Double(total), width: barWidth, x: area.x + 1, y: area.y + 1,
                        color: .good, glyphs: g, into: &screen)
    screen.put(label, x: area.x + 1 + barWidth, y: area.y + 1, style: .dim)
    var top = area.y + 2
    // The rest line keeps its row while the workout runs, rest or not: a rest that starts or
    // ends never moves the steps under a finger about to tap one.
    if let rest = workout.rest {
        top = renderRest(state, rest, x: area.x + 1, y: top, width: area.width - 2, into: &screen)
    } else {
        screen.put("No rest running", x: area.x + 1, y: top, style: .dim)
        top += 1
    }
    if let report = currentCoverage(state) {
        top = renderCoverageCard(state, report, x: area.x + 1, y: top, width: area.width - 2,
                                 withSuggestion: area.height >= 20, into: &screen)
    }

    // Steps, scrolled so the selected one is fully visible.
    let list = Rect(x: area.x, y: top, width: area.width, height: area.maxY - top)
    // One row per step and at most 26 more for the selected one (renderStep), with room to
    // spare: this is drawn at each tick of the clock, and a fixed 400 rows were 94 fresh pages
    // (a new mapping each time) and 14% of a running workout's CPU.
    var canvas = Screen(width: list.width, height: workout.steps.count + 32)
    var selectedRange = 0..<1
    var y = 0
    let groups = workout.steps.map(\.plan.supersetGroup)
    for (i, step) in workout.steps.enumerated() {
        let start = y
        y = renderStep(state, step, index: i, selected: i == state.exercise.selection, y: y, width: list.width, into: &canvas)
        if let bracket = supersetBracket(Superset.mark(at: i, in: groups), glyphs: state.glyphs) {
            canvas.put(bracket.title, x: 2, y: start, style: .color(.accent, bold: true))
            for row in (start + 1)..<y { canvas.put(bracket.below, x: 2, y: row, style: .color(.accent, bold: true)) }
        }
        if i == state.exercise.selection { selectedRange = start..<y }
    }
    let offset = scrollOffset(selected: selectedRange, total: y, visible: list.height)
    let shownRows = min(list.height, max(0, y - offset))
    for row in 0..<shownRows {
        for col in 0..<list.width { screen[list.x + col, list.y + row] = canvas[col, row + offset] }
    }
    // The steps' hotspots move with them, and only the rows shown can be tapped.
    for spot in canvas.hotspots {
        let top = max(spot.rect.y, offset), bottom = min(spot.rect.maxY, offset + shownRows)
        guard top < bottom else { continue }
        screen.tappable(Rect(x: list.x + spot.rect.x, y: list.y + top - offset, width: spot.rect.width, height: bottom - top), spot.tap)
    }
    // More steps above or below: arrows in the left margin, which steps never use.
    if offset > 0 { screen.put("↑", x: list.x, y: list.y, style: .color(.accent, bold: true)) }
    if y - offset > list.height { screen.put("↓", x: list.x, y: list.maxY - 1, style: .color(.accent, bold: true)) }
}

/// Keeps the selected block in view, a third of the way down when the list is long.
func scrollOffset(selected: Range<Int>, total: Int, visible: Int) -> Int {
    guard total > visible else { return 0 }
    var offset = max(0, selected.lowerBound - visible / 3)
    if selected.upperBound - offset > visible { offset = selected.upperBound - visible }
    if selected.lowerBound < offset { offset = selected.lowerBound }
    return min(max(0, offset), total - visible)
}

/// Draws one step from row `y`; returns the row after it.
private func renderStep(_ state: AppState, _ step: WorkoutStep, index: Int, selected: Bool, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let g = state.glyphs
    let now = state.now.epochSeconds
    var row = y
    let complete = step.isComplete

    // Right-hand indicator: circles, countdown or the planned amount.
    // The whole row selects the step; the indicators on its right are tapped above it.
    canvas.tappable(Rect(x: 0, y: y, width: width, height: 1), .step(index))
    var right: [(String, Style)] = []
    if let timer = step.timer, !complete, timer.isRunning || timer.elapsed(at: now) > 0 {
        let remaining = formatClock(timer.remainingWholeSeconds(at: now))
        right.append((remaining + " " + (timer.isRunning ? g.running : g.paused), timer.isRunning ? liveClockStyle : .bold))
    }
    let clockItems = right.count // the countdown, when it runs or ran
    var setItems = 0
    switch step.plan.kind {
    case .sets, .hold:
        let circles = Widgets.setCircles(step, glyphs: g)
        setItems = circles.count
        right += circles
    case .timed:
        if right.isEmpty { right.append((step.plan.repsText, .dim)) }
    case .challenge:
        right.append((complete ? g.setDone : g.setTodo, complete ? Style(color: .good, bold: true) : .plain))
        right.append(("1 of \(state.challengeToday.target)", .dim))
    }
    if step.skipped && !complete { right = [("skipped", .dim)] }
    let rightWidth = right.reduce(0) { $0 + $1.0.displayWidth } + max(0, right.count - 1)
    let rightX = width - 1 - rightWidth
    Widgets.putSpaced(right, x: rightX, y: row, into: &canvas)
    // What each item on the right does when tapped: a countdown starts or pauses, a circle logs
    // or takes back a set. Items are separated by one column; each takes the one before it.
    let circles = step.skipped && !complete ? 0 : (step.plan.kind == .challenge ? 1 : setItems)
    let timed = step.timer != nil && !complete && !step.skipped
    var itemX = rightX
    for (i, (text, _)) in right.enumerated() {
        let w = text.displayWidth
        let hit = Rect(x: itemX - 1, y: row, width: w + 1, height: 1)
        let circle = i - (step.plan.kind == .challenge ? 0 : clockItems)
        if timed && (i < clockItems || step.plan.kind == .timed) {
            canvas.tappable(hit, .timer(step: index))
        } else if circle >= 0 && circle < circles {
            canvas.tappable(hit, .setCircle(step: index, index: circle))
        }
        itemX += w + 1
    }

    let mark = complete ? g.check : (selected ? g.pointer : " ")
    canvas.put(mark, x: 1, y: row, style: complete ? .color(.good, bold: true) : .color(.accent, bold: true))
    let titleStyle = selected ? Style(bold: true, reverse: true) : (complete ? .plain : .bold)
    canvas.put(truncate(step.plan.title, rightX - 4, ellipsis: g.ellipsis), x: 3, y: row, style: titleStyle)
    row += 1

    if selected {
        let indent = 5, textWidth = width - indent - 1
        var meta: [String] = []
        if step.plan.setsText != "—" && step.plan.kind != .challenge {
            let one = step.plan.totalSets == 1
            meta.append(step.plan.setsText + (step.plan.kind == .hold ? (one ? " hold" : " holds") : (one ? " set" : " sets")))
        }
        if step.plan.kind == .challenge {
            meta.append("\(state.settings.challengeReps) + \(state.settings.challengeReps) reps")
        } else if step.plan.kind != .timed {
            meta.append(step.plan.repsText) // a timed step shows its length on the right
        }
        if let weight = plannedWeightWords(step.plan, state.settings.unit) { meta.append("@ " + weight) }
        // Said once: the default plans' "10 reps / side" says it already.
        if step.plan.unilateral && !step.plan.repsText.contains("side") { meta.append("each side") }
        if step.plan.cycles { meta.append("work/rest cycles") }
        if let group = state.workout?.superset(containing: index) { meta.append(supersetLabel(group)) }
        if step.plan.kind == .challenge {
            let c = state.challengeToday
            meta.append("today \(c.sets)/\(c.target)")
        }
        for line in wrap(meta.joined(separator: " · "), width: textWidth).prefix(2) {
            canvas.put(line, x: indent, y: row, style: .color(.accent))
            row += 1
        }
        if step.plan.notes != "—" && !step.plan.notes.isEmpty {
            for line in wrap(step.plan.notes, width: textWidth).prefix(3) {
                canvas.put(line, x: indent, y: row)
                row += 1
            }
        }
        // Each set beside last time's same set where the width allows; else a line of each.
        let beside = setsBesideTable(state, step, width: textWidth)
        if let beside {
            row = renderSetsBeside(beside, x: indent, y: row, into: &canvas)
        } else if !step.sets.isEmpty && (step.plan.kind == .sets || step.plan.kind == .timed) {
            for line in setsLines("Logged", step.sets, unit: state.settings.unit, width: textWidth, rows: 2, shape: SetShape(step.plan)) {
                canvas.put(line, x: indent, y: row, style: .color(.good))
                row += 1
            }
        }
        // The notes on its sets, after each set's name ("✎ 2: grip went"), as far as two lines hold.
        let setNotes = setNoteWords(step.sets)
        if !setNotes.isEmpty {
            for line in wrap(noteMark(g) + " " + setNotes.joined(separator: " · "), width: textWidth).prefix(2) {
                canvas.put(line, x: indent, y: row, style: .color(.warn))
                row += 1
            }
        }
        for (text, style) in performanceLines(state, step, width: textWidth, lastLine: beside == nil) {
            canvas.put(truncate(text, textWidth, ellipsis: g.ellipsis), x: indent, y: row, style: style)
            row += 1
        }
        if !step.note.isEmpty {
            for line in wrap("Note: " + step.note, width: textWidth).prefix(2) {
                canvas.put(line, x: indent, y: row, style: .color(.warn))
                row += 1
            }
        }
        if let timer = step.timer, !complete {
            // The time left is on the step's own row; repeating it here would send it twice a second.
            let t = state.keymap.label(.toggleTimer, in: .exercise)
            let word = timer.isRunning ? "running · \(t) pause" : (timer.elapsed(at: now) > 0 ? "paused · \(t) resume" : "\(t) start")
            let tail = " \(word)"
            let bar = max(4, textWidth - tail.count)
            Widgets.progressBar(fraction: Double(timer.elapsed(at: now)) / Double(max(1, timer.totalSeconds)), width: bar,
                                x: indent, y: row, color: timer.isRunning ? .warn : .muted, glyphs: g, into: &canvas)
            canvas.put(tail, x: indent + bar, y: row, style: timer.isRunning ? .color(.warn, bold: true) : .dim)
            canvas.tappable(Rect(x: indent, y: row, width: bar + tail.count, height: 1), .timer(step: index))
            row += 1
        }
    }
    if (complete || step.skipped) && !selected {
        canvas.restyle(x: 0, y: y, width: width, height: row - y) { $0.dim = true; $0.bold = false }
    }
    return row
}

/// The style of every ticking clock on the Exercise screen.
let liveClockStyle = Style(color: .accent)

/// Sets after a label, in at most `rows` lines of `width`, broken between sets only:
/// "Logged: w 10 × 10 kg, 10 × 20 kg" where that fits, else "Logged (kg): w 10×10, 10×20",
/// the unit said once.
func setsLines(_ label: String, _ sets: [SetLog], unit: WeightUnit, width: Int, rows: Int, tail: String = "",
               shape: SetShape = SetShape()) -> [String] {
    func packed(_ head: String, _ items: [String]) -> [String] {
        var lines = [head]
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? tail : ",")
            if lines[lines.count - 1].displayWidth + 1 + piece.displayWidth <= width || lines[lines.count - 1] == head {
                lines[lines.count - 1] += " " + piece
            } else {
                lines.append(piece)
            }
        }
        return lines
    }
    let spelled = packed(label + ":", sets.map { setText($0, unit: unit, spelled: true, shape: shape) })
    if spelled.count <= rows && spelled.allSatisfy({ $0.displayWidth <= width }) { return spelled }
    let named = sets.contains { weightWords($0, shape, unit).map { $0 != "BW" } ?? false } ? " (\(unit.rawValue))" : ""
    return Array(wrap(label + named + ": " + sets.map { setText($0, unit: unit, shape: shape) }.joined(separator: ", ") + tail,
                      width: width).prefix(rows))
}

/// The rest line: time left and a bar, with the key that ends it and, where there is room, the
/// keys that lengthen and shorten it. Returns the next row.
private func renderRest(_ state: AppState, _ rest: RestPeriod, x: Int, y: Int, width: Int, into screen: inout Screen) -> Int {
    let now = state.now.epochSeconds
    let x1 = screen.put("Rest ", x: x, y: y, style: .color(.warn, bold: true))
    let x2 = screen.put(formatClock(rest.countdown.remainingWholeSeconds(at: now)), x: x1, y: y, style: liveClockStyle)
    let ends = state.keymap.says(.stopRest, in: .exercise, "ends")
    let adjust = state.keymap.restStepKeys + " " + (state.glyphs.unicode ? "±" : "+/-") + "\(state.settings.restStepSeconds)s"
    let tail = " " + (width >= 60 ? adjust + " · " + ends : ends)
    let bar = max(4, x + width - x2 - 1 - tail.count)
    Widgets.progressBar(fraction: rest.countdown.elapsed(at: now) / Double(max(1, rest.countdown.totalSeconds)), width: bar,
                        x: x2 + 1, y: y, color: .warn, glyphs: state.glyphs, into: &screen)
    screen.put(tail, x: x2 + 1 + bar, y: y, style: .dim)
    return y + 1
}

/// Beside the bar: what Space logs next when it is more than the plan says, last time's sets
/// in one line (`lastLine`: "Last: 3 × 10 @ 22.5 kg, Tue", where they are not beside each
/// set), and a heavier weight offered.
private func performanceLines(_ state: AppState, _ step: WorkoutStep, width: Int, lastLine: Bool = true) -> [(String, Style)] {
    guard step.plan.kind == .sets, step.plan.totalSets > 0 else { return [] }
    let unit = state.settings.unit
    var lines: [(String, Style)] = []
    if let target = state.target(step) {
        lines.append(("Target: " + target.summary(unit), .color(.accent, bold: true)))
        lines.append((truncate(target.why(unit, today: state.today), width, ellipsis: state.glyphs.ellipsis), .dim))
    }
    if !step.isComplete {
        // Before every set, what Space will log: a weight left out is said, not discovered after.
        let next = nextSet(state, step)
        let shape = SetShape(step.plan)
        let weighed = step.plan.loadType.weightLabel != nil
        let keys = weighed ? state.keymap.weightStepKeys + " " + incrementText(weightIncrement(state, step.plan), unit) : ""
        let planned = SetLog(isWarmup: step.nextSetIsWarmup, reps: next.reps, weight: next.weight, durationSeconds: next.durationSeconds,
                             completedAt: 0, repsRight: next.repsRight, distanceMeters: next.distanceMeters)
        let reps = repsWords(planned, shape) ?? "–"
        let side = step.sets.last.map { $0.waitsForSide(unilateral: step.plan.unilateral) } ?? false
        func line(_ words: String) -> String {
            let weight = weightWords(planned, shape, unit)
            let amount = distanceWords(planned, unit)
                ?? (side ? "right side, \(step.sets.last?.reps ?? 0)" + words
                    : weight.map { reps + " × " + $0 } ?? (reps + words + (step.plan.loadType == .weight ? ", no weight" : "")))
            let kind = next.type.mark.isEmpty || step.nextSetIsWarmup ? "" : " " + next.type.mark
            return "Next" + (step.nextSetIsWarmup ? " (warm-up)" : "") + ": " + amount + kind + (keys.isEmpty ? "" : " · " + keys)
        }
        // "reps" goes first where the line would be cut.
        let long = line(" reps")
        lines.append((long.displayWidth <= width ? long : line(""), .bold))
        if let weight = next.weight, step.plan.loadType == .weight, equipment(state, step) == .barbell {
            lines.append((plateLine(weight, state.settings), .dim))
        }
        if let caveat = bodyWeightCaveat(step.plan.loadType, sets: [SetLog(isWarmup: false, completedAt: 0, bodyWeight: state.bodyWeightToday)],
                                           live: true) {
            lines.append((caveat, .dim))
        }
    }
    if lastLine, let last = lastTime(state, step) {
        let working = last.sets.filter { !$0.isWarmup }
        let shown = working.isEmpty ? last.sets : working
        let first = shown[0]
        // A drop set is said as one, never folded into the working sets' "3 × 10".
        let same = shown.allSatisfy { $0.reps == first.reps && $0.weight == first.weight && $0.type != .drop } && !step.plan.unilateral
            && step.plan.loadType == .weight
        let when = lastTimeWhen(last, today: state.today)
        if same {
            let sets = "\(shown.count) × \(first.reps.map(String.init) ?? "–")" + (first.weight.map { " @ " + formatWeight($0, unit) } ?? "")
            lines.append(("Last: " + sets + when, .dim))
        } else {
            lines += setsLines("Last", shown, unit: unit, width: width, rows: 1, tail: when, shape: SetShape(step.plan)).map { ($0, .dim) }
        }
    }
    if let offered = progressionOffer(state, step) {
        lines.append(("\(state.glyphs.unicode ? "↑" : "^") \(formatWeight(offered, unit)) · \(state.keymap.says(.acceptProgression, in: .exercise, "takes it"))",
                      .color(.good, bold: true)))
    }
    return lines
}

/// "Plates: 20 + 5 + 1.25 per side", or what can be loaded instead.
func plateLine(_ kg: Double, _ settings: Settings) -> String {
    let unit = settings.unit
    let plates = settings.plateSet
    let total = unit.fromKilograms(kg)
    if let side = plates.perSide(for: total) {
        return side.isEmpty ? "Plates: none, the bar alone" : "Plates: " + side.map(plateNumber).joined(separator: " + ") + " per side"
    }
    let near = plates.nearest(to: total)
    let options = [near.below, near.above].compactMap { $0 }.map { plateNumber($0) + " " + unit.rawValue }
    return "\(plateNumber(total)) \(unit.rawValue) cannot be loaded" + (options.isEmpty ? "" : "; nearest: " + options.joined(separator: " or "))
}
