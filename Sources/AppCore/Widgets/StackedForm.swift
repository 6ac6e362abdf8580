import Domain

/// A form whose labels are too long to share a row with their values ("T1 Barbell Back Squat
/// starting weight (kg)"): each label on a row of its own, its value under it, and the
/// sentence saying why a value was refused under that value.
func renderStackedForm(_ state: AppState, _ form: Form, into screen: inout Screen) {
    let g = state.glyphs
    let width = min(state.width - 2, 56)
    let inner = width - 4
    let problem = form.problem.map { wrap($0, width: inner - 2) } ?? []
    // The focused field's label whole, on as many rows as it takes; the others cut short.
    let focusedLabel = form.fields.indices.contains(form.selection) ? wrap(form.fields[form.selection].label, width: inner) : []
    let extra = problem.count + max(0, focusedLabel.count - 1)
    // As many fields as fit below the tab bar, two rows each, around the focused one.
    let room = max(2, state.height - 5 - extra)
    let shown = max(1, min(form.fields.count, room / 2))
    let first = max(0, min(form.selection - shown / 2, form.fields.count - shown))
    let rect = formBox(state, form, width: width, rows: shown * 2 + extra, fieldsShown: first..<(first + shown), into: &screen)
    var y = rect.y + 1
    for i in first..<(first + shown) {
        let field = form.fields[i]
        let focused = i == form.selection
        for line in focused ? focusedLabel : [truncate(field.label, inner, ellipsis: g.ellipsis)] {
            screen.put(line, x: rect.x + 2, y: y, style: focused ? .color(.accent, bold: true) : .dim)
            y += 1
        }
        if focused { screen.put(g.pointer, x: rect.x + 2, y: y, style: .color(.accent, bold: true)) }
        drawFieldValue(field, focused: focused, fresh: form.fresh, x: rect.x + 4, y: y, width: inner - 2, glyphs: g, into: &screen)
        y += 1
        guard focused else { continue }
        for line in problem {
            screen.put(line, x: rect.x + 4, y: y, style: .color(.bad, bold: true))
            y += 1
        }
    }
    screen.put(formFooter(form, state.keymap, width: rect.width - 4, ellipsis: g.ellipsis), x: rect.x + 2, y: rect.maxY - 2, style: .dim)
}
