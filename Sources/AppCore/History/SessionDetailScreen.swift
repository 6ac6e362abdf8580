import Domain

/// One past session in full: its split, start, duration, every exercise in order with every
/// set (warm-ups and skipped exercises marked), notes, the records it set and the regions it
/// touched. Rows scroll with the selection, which is an exercise or a set.
func renderSessionDetail(_ state: AppState, in full: Rect, into screen: inout Screen) {
    // Past a hundred columns the start and the coverage would drift far from the rest: kept near.
    let area = Rect(x: full.x, y: full.y, width: min(full.width, 100), height: full.height)
    let tab = state.historyTab
    let g = state.glyphs
    guard let detail = tab.detail, detail.summary.id == tab.detailID else {
        screen.put("Reading the session…", x: 2, y: area.y + 1, style: .dim)
        return
    }
    let s = detail.summary
    let unit = state.settings.unit
    let (glyph, badge) = splitBadge(state, s.sessionType)
    var x = screen.put(" \(glyph) ", x: 2, y: area.y, style: badge) + 1
    let start = s.start
    let when = (area.width >= 60 ? "\(s.day.short) \(s.day.year)" : s.day.short) + " " + start.clockText
    let whenX = screen.putRight(when, right: area.maxX - 2, y: area.y, style: .dim)
    x = screen.put(truncate(state.splitName(s.sessionType), max(0, whenX - x - 1), ellipsis: g.ellipsis), x: x, y: area.y, style: .bold)
    var facts = [formatDuration(s.durationSeconds), plural(s.sets, "set")]
    if s.volume > 0 { facts.append(formatVolume(s.volume, unit)) }
    let factsX = screen.put(wholeParts(facts.joined(separator: " · "), width: area.width - (s.isPartial ? 14 : 4), ellipsis: g.ellipsis), x: 2, y: area.y + 1, style: .dim)
    if s.isPartial { screen.put(" · partial", x: factsX, y: area.y + 1, style: .color(.warn)) }

    let lines = sessionDetailLines(state, detail, width: area.width)
    // With more lines than rows, the last row says how many more, on a row of its own.
    let rows = max(1, area.height - 3 - (lines.count > area.height - 3 ? 1 : 0))
    let rowsByIndex = tab.detailRows
    let selectedRow = tab.selectedDetailRow
    let selected = lines.firstIndex { $0.row != nil && $0.row == selectedRow } ?? 0
    // The selection in the middle; the first row shows the top, the last the end.
    let last = tab.detailSelection >= rowsByIndex.count - 1
    let top = max(0, tab.detailSelection == 0 ? 0 : last ? lines.count - rows : min(selected - rows / 2, lines.count - rows))
    for (i, line) in lines.dropFirst(top).prefix(rows).enumerated() {
        let y = area.y + 3 + i
        let isSelected = line.row != nil && line.row == selectedRow
        if isSelected {
            screen.fill(x: 0, y: y, width: full.width, height: 1, with: Cell(" ", Style(reverse: true)))
            screen.put(g.pointer, x: 0, y: y, style: .color(.accent, bold: true))
        }
        if let row = line.row, let index = rowsByIndex.firstIndex(of: row) {
            screen.tappable(Rect(x: 0, y: y, width: full.width, height: 1), .row(.sessionDetail, index))
        }
        var style = line.style
        if isSelected { style.reverse = true }
        screen.put(truncate(line.text, area.width - line.indent - 2, ellipsis: g.ellipsis), x: 2 + line.indent, y: y, style: style)
    }
    if top + rows < lines.count {
        screen.putRight("\(g.ellipsis) \(lines.count - top - rows) more", right: area.maxX - 2, y: area.maxY - 1, style: .dim)
    }
}

/// A line of the detail: text at an indent, and the row it selects (nil: not selectable).
struct DetailLine: Equatable {
    var text: String
    var indent = 0
    var style = Style.plain
    var row: DetailRow?
}

/// The detail's scrolling lines: the session's note, the records it set and the regions it
/// touched, then every exercise and set.
func sessionDetailLines(_ state: AppState, _ detail: SessionDetail, width: Int) -> [DetailLine] {
    let summary = sessionSummaryLines(state, detail, width: width)
    let steps = sessionStepLines(state, detail, width: width)
    // The note, whole, comes first on any screen: it is what the lifter wrote of the session.
    let note = detail.summary.note.isEmpty ? [] : wrappedNote("“\(detail.summary.note)”", width: max(10, width - 4)).map { DetailLine(text: $0) }
        + [DetailLine(text: "")]
    // On a short screen the exercises come next: the summary would fill it.
    return note + (state.height >= 24 ? summary + (summary.isEmpty ? [] : [DetailLine(text: "")]) + steps
                                      : steps + (summary.isEmpty ? [] : [DetailLine(text: "")]) + summary)
}

/// The records the session set and the regions it touched.
private func sessionSummaryLines(_ state: AppState, _ detail: SessionDetail, width: Int) -> [DetailLine] {
    let g = state.glyphs
    let unit = state.settings.unit
    var lines: [DetailLine] = []
    // Records, one line per exercise: "★ Bench Press: best e1RM 92.5 kg, heaviest 80 kg".
    var recordLines: [(String, [String])] = []
    for mark in detail.records {
        let what: String
        switch mark.record {
        case .e1RM(let kg): what = "best e1RM " + formatWeight(kg, unit)
        case .heaviest(let kg): what = "heaviest " + formatWeight(kg, unit)
        case .repsAt, .sessionVolume: what = describe(mark.record, unit: unit)
        }
        if recordLines.last?.0 == mark.title { recordLines[recordLines.count - 1].1.append(what) } else { recordLines.append((mark.title, [what])) }
    }
    if !recordLines.isEmpty {
        lines.append(DetailLine(text: "Records", style: .bold))
        for (title, what) in recordLines {
            for (i, part) in wrap("\(recordMark(g)) \(title): \(what.joined(separator: ", "))", width: max(10, width - 6)).enumerated() {
                lines.append(DetailLine(text: part, indent: i == 0 ? 2 : 4, style: .color(.warn)))
            }
        }
    }
    let touched = detail.touchedRegionIDs(catalog: state.catalog)
    if !touched.isEmpty {
        lines.append(DetailLine(text: "Coverage", style: .bold))
        // Group by group, wrapped at the parts' separators where it can be.
        let text = state.catalog.groups.compactMap { group -> String? in
            let regions = group.regions.filter { touched.contains($0.id) }
            return regions.isEmpty ? nil : "\(group.name): " + regions.map(\.name).joined(separator: ", ")
        }.joined(separator: " · ")
        for part in wrap(text, width: max(10, width - 6)) {
            lines.append(DetailLine(text: part, indent: 2))
        }
    }
    return lines
}

/// Every exercise in order, each with its sets and note.
private func sessionStepLines(_ state: AppState, _ detail: SessionDetail, width: Int) -> [DetailLine] {
    let g = state.glyphs
    let unit = state.settings.unit
    var lines: [DetailLine] = []
    let recorded = Set(detail.records.map(\.exerciseID))
    let groups = detail.steps.map(\.supersetGroup)
    for (s, step) in detail.steps.enumerated() {
        var title = step.title
        // A superset's or circuit's steps named as lifters write them: "A1", "A2".
        if let label = Superset.label(at: s, in: groups), let range = Superset.range(of: s, in: groups) {
            title = "\(label) \(title) · \(supersetLabel(range))"
        }
        if let id = step.exerciseID, recorded.contains(id) { title += " " + recordMark(g) }
        if step.skipped {
            title += " · skipped"
        } else if step.sets.isEmpty {
            title += step.checked ? " · done" : " · not done"
        }
        lines.append(DetailLine(text: title, style: step.skipped ? .dim : .bold, row: .step(s)))
        var working = 0
        for (i, set) in step.sets.enumerated() {
            let text = setText(set, unit, shape: SetShape(load: step.loadType, unilateral: step.unilateral))
            // A drop set sits under the set it drops from, unnumbered: it is not one of the working sets.
            if set.type == .drop && !set.isWarmup {
                lines.append(DetailLine(text: "\(g.setDrop)  \(text)", indent: 5, row: .set(step: s, set: i)))
                continue
            }
            if !set.isWarmup { working += 1 }
            let mark = set.isWarmup ? g.warmupDone : g.setDone
            let label = set.isWarmup ? "" : "\(working)"
            lines.append(DetailLine(text: "\(mark) \(label.count < 2 ? " " : "")\(label)  \(text)", indent: 2,
                                    style: set.isWarmup ? .dim : .plain, row: .set(step: s, set: i)))
            // The set's note under it, where its figures start.
            if !set.note.isEmpty {
                for part in wrappedNote(noteMark(g) + " " + set.note, width: max(10, width - 11)) {
                    lines.append(DetailLine(text: part, indent: 7, style: .color(.warn)))
                }
            }
        }
        if let caveat = bodyWeightCaveat(step.loadType, sets: step.sets) {
            lines.append(DetailLine(text: caveat, indent: 2, style: .dim))
        }
        if !step.note.isEmpty {
            for part in wrappedNote("“\(step.note)”", width: max(10, width - 6)) {
                lines.append(DetailLine(text: part, indent: 2, style: .dim))
            }
        }
    }
    return lines
}

