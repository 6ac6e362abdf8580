import Domain

/// The colour of a group's count: all regions, some, none.
private func coverageColor(_ g: GroupCoverage) -> Color {
    g.touchedRegions == g.totalRegions ? .good : (g.touchedRegions > 0 ? .warn : .muted)
}

/// Puts styled segments from (x, y), two spaces apart, wrapping within `width` and
/// continuing wrapped rows at `indent`; stops after `maxRows`. Returns the row after the last.
private func putWrapped(_ segments: [(String, Style)], x: Int, y: Int, width: Int, indent: Int = 0, maxRows: Int,
                        into screen: inout Screen) -> Int {
    var row = y, col = x
    for (text, style) in segments {
        if col > x && col + 1 + text.displayWidth > x + width {
            guard row - y + 1 < maxRows else { break }
            row += 1
            col = x + indent
        } else if col > x {
            col += 1
        }
        col = screen.put(truncate(text, width - (col - x)), x: col, y: row, style: style)
    }
    return row + 1
}

/// The live coverage card: "Push coverage 3/9  Chest 2/3  Triceps 1/3 …",
/// wrapped to three rows at most, then the first suggestion. Returns the next free row.
func renderCoverageCard(_ state: AppState, _ report: CoverageReport, x: Int, y: Int, width: Int,
                        withSuggestion: Bool, into screen: inout Screen) -> Int {
    let title = width >= 60 ? "\(report.splitName) coverage" : "Coverage"
    var segments: [(String, Style)] = [("\(title) \(report.touchedRegions)/\(report.totalRegions) ", .bold)]
    segments += report.groups.map { ("\($0.group.name) \($0.touchedRegions)/\($0.totalRegions) ", .color(coverageColor($0), bold: true)) }
    var row = putWrapped(segments, x: x, y: y, width: width, maxRows: 3, into: &screen)
    if withSuggestion, let first = currentSuggestions(state, report: report).first {
        let keys = " " + state.keymap.says(.acceptSuggestion, in: .exercise, "adds") + " · " + state.keymap.says(.showCoverage, in: .exercise, "list")
        screen.put(truncate(first.text, width - keys.count, ellipsis: state.glyphs.ellipsis), x: x, y: row, style: .dim)
        screen.putRight(keys, right: x + width, y: row, style: .color(.accent))
        row += 1
    }
    return row
}

/// The region checklist (v): a line per group of the split with ✓/✗ per region
/// ("Chest 2/3  ✓ Upper ✓ Mid ✗ Lower"), then the suggestions, one selected for Enter to add.
func renderCoverageChecklist(_ state: AppState, into screen: inout Screen) {
    guard let report = currentCoverage(state) else { return }
    let g = state.glyphs
    let list = currentSuggestions(state, report: report)
    let width = min(state.width - 2, 72)
    // Every row but the hint bar's: a Full Body split on a phone needs them.
    let rect = Rect(x: (state.width - width) / 2, y: 0, width: width, height: state.height - hintRows(state).count)
    // A sheet over the whole screen: nothing of the list underneath shows at its sides.
    screen.fill(x: 0, y: 0, width: state.width, height: rect.height)
    Widgets.box(rect, title: "\(report.splitName) coverage \(report.touchedRegions)/\(report.totalRegions)",
                style: .color(.accent, bold: true), glyphs: g, into: &screen)
    var y = rect.y + 1
    let inner = rect.width - 4
    // Names padded into a column when there is room; on a phone, marks hug their regions.
    let narrow = inner < 56
    let nameWidth = narrow ? 0 : (report.groups.map { $0.group.name.displayWidth }.max() ?? 0) + 5
    for group in report.groups where y < rect.maxY - 3 {
        let label = "\(group.group.name) \(group.touchedRegions)/\(group.totalRegions)"
        var segments: [(String, Style)] = [(label + String(repeating: " ", count: max(0, nameWidth - label.displayWidth)),
                                            .color(coverageColor(group), bold: true))]
        for region in group.group.regions {
            let touched = group.isTouched(region)
            segments.append(((touched ? g.touched : g.missed) + (narrow ? "" : " ") + region.name, touched ? .color(.good) : .dim))
        }
        y = putWrapped(segments, x: rect.x + 2, y: y, width: inner, indent: narrow ? 2 : nameWidth + 1, maxRows: 2, into: &screen)
    }
    if !narrow { y += 1 }
    guard y < rect.maxY - 1 else { return }
    if list.isEmpty {
        screen.put(truncate("Every region is touched or has an exercise planned.", inner), x: rect.x + 2, y: y, style: .dim)
        return
    }
    screen.put("Suggestions · " + state.keymap.says(.acceptSuggestion, in: .coverage, "adds"), x: rect.x + 2, y: y, style: .bold)
    y += 1
    let visible = rect.maxY - 1 - y
    guard case .coverage(let selection) = state.modal else { return }
    let offset = scrollOffset(selected: selection..<(selection + 1), total: list.count, visible: visible)
    for (i, s) in list.enumerated().dropFirst(offset).prefix(visible) {
        let selected = i == selection
        screen.put(truncate(s.text, inner, ellipsis: g.ellipsis), x: rect.x + 2, y: y,
                   style: selected ? Style(bold: true, reverse: true) : .plain)
        y += 1
    }
}
