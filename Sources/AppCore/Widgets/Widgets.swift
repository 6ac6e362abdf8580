import Domain

/// Block-art pictures and small drawing helpers shared by the screens.
enum Widgets {
    /// A 3-row font of digits for the streak number.
    static let digitRows: [[String]] = [
        ["█▀█", "█ █", "▀▀▀"], ["▀█ ", " █ ", "▀▀▀"], ["▀▀█", "█▀▀", "▀▀▀"], ["▀▀█", " ▀█", "▀▀▀"],
        ["█ █", "▀▀█", "  ▀"], ["█▀▀", "▀▀█", "▀▀▀"], ["█▀▀", "█▀█", "▀▀▀"], ["▀▀█", "  █", "  ▀"],
        ["█▀█", "█▀█", "▀▀▀"], ["█▀█", "▀▀█", "▀▀▀"],
    ]

    static let flameRows = [" ▟▖ ", "▟██▖", "▜██▛"]
    static let asciiFlameRows = [" ,  ", "(\\) ", "\\_/ "]

    /// Swaps block characters for '#' when only ASCII can be drawn.
    static func asciiBlocks(_ s: String, _ glyphs: Glyphs) -> String {
        glyphs.unicode ? s : String(s.map { $0 == " " ? " " : "#" })
    }

    /// Draws `number` 3 rows tall; returns the column after it.
    @discardableResult
    static func bigNumber(_ number: Int, x: Int, y: Int, style: Style, glyphs: Glyphs, into screen: inout Screen) -> Int {
        let digits = String(number).compactMap(\.wholeNumberValue)
        for row in 0..<3 {
            let line = digits.map { asciiBlocks(digitRows[$0][row], glyphs) }.joined(separator: " ")
            screen.put(line, x: x, y: y + row, style: style)
        }
        return x + digits.count * 4 - 1
    }

    static func flame(x: Int, y: Int, lit: Bool, glyphs: Glyphs, into screen: inout Screen) {
        let rows = glyphs.unicode ? flameRows : asciiFlameRows
        for (i, row) in rows.enumerated() {
            screen.put(row, x: x, y: y + i, style: lit ? Style(color: i == 0 ? .warn : .flame, bold: true) : .dim)
        }
    }

    /// A box border with an optional title in the top edge.
    static func box(_ rect: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style = .bold,
                    glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let inner = String(repeating: glyphs.horizontal, count: rect.width - 2)
        screen.put(glyphs.topLeft + inner + glyphs.topRight, x: rect.x, y: rect.y, style: style)
        screen.put(glyphs.bottomLeft + inner + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            screen.put(glyphs.vertical, x: rect.x, y: row, style: style)
            screen.put(glyphs.vertical, x: rect.maxX - 1, y: row, style: style)
        }
        if let title, rect.width > 6 {
            screen.put(" " + truncate(title, rect.width - 6, ellipsis: glyphs.ellipsis) + " ", x: rect.x + 2, y: rect.y, style: titleStyle)
        }
    }

    /// The set circles of a step: the sets logged in order (warm-ups ◆, working sets ●, a drop
    /// set ▾ after the set it drops from, sets added past the plan too), then the places still
    /// to do (warm-ups ◇, working sets ○). The n-th item is the n-th set logged, so a tap knows it.
    static func setCircles(_ step: WorkoutStep, glyphs: Glyphs) -> [(String, Style)] {
        let logged = step.sets.map { set -> (String, Style) in
            if set.isWarmup { return (glyphs.warmupDone, Style(color: .muted)) }
            if set.type == .drop { return (glyphs.setDrop, Style(color: .good)) }
            // One side of a one-side-at-a-time set done, the other to do.
            return (set.waitsForSide(unilateral: step.plan.unilateral) ? glyphs.setHalf : glyphs.setDone, Style(color: .good, bold: true))
        }
        let placed = step.placedSets
        let todo = (placed..<max(placed, step.plan.totalSets)).map { i -> (String, Style) in
            i < step.plan.warmupSets ? (glyphs.warmupTodo, .dim) : (glyphs.setTodo, .plain)
        }
        return logged + todo
    }

    /// Draws glyph/style pairs separated by spaces; returns the column after the last.
    @discardableResult
    static func putSpaced(_ items: [(String, Style)], x: Int, y: Int, into screen: inout Screen) -> Int {
        var column = x
        for (i, item) in items.enumerated() {
            if i > 0 { column += 1 }
            column = screen.put(item.0, x: column, y: y, style: item.1)
        }
        return column
    }

    /// A horizontal progress bar of `width` cells filled to `fraction`.
    static func progressBar(fraction: Double, width: Int, x: Int, y: Int, color: Color, glyphs: Glyphs, into screen: inout Screen) {
        guard width > 0 else { return }
        // Whole blocks only, rounded down: empty at the start, full only at the end.
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded(.down))
        screen.put(String(repeating: glyphs.barDone, count: filled), x: x, y: y, style: .color(color))
        screen.put(String(repeating: glyphs.barTodo, count: width - filled), x: x + filled, y: y, style: .dim)
    }

    /// Vertical bars with the count above each and its label below, scaled to the tallest.
    static func columnChart(_ bars: [CountBar], rect: Rect, color: Color, glyphs: Glyphs, into screen: inout Screen) {
        guard !bars.isEmpty, rect.height >= 3, rect.width >= bars.count else { return }
        let slot = rect.width / bars.count
        let barWidth = max(1, slot - 1)
        let plotHeight = rect.height - 2 // one row for values, one for labels
        let maxCount = max(1, bars.map(\.count).max() ?? 1)
        // Where each row's last label ended: a label is drawn only a cell or more after the one
        // before it on its row, so counts as wide as a bar's slot ("159") never run together.
        var labelsEnd: [Int: Int] = [:]
        func putLabel(_ text: String, x: Int, y: Int) {
            guard x > labelsEnd[y, default: Int.min] else { return }
            screen.put(text, x: x, y: y, style: .dim)
            labelsEnd[y] = x + text.displayWidth
        }
        for (i, bar) in bars.enumerated() {
            let x = rect.x + i * slot
            let eighths = Int((Double(bar.count) / Double(maxCount) * Double(plotHeight * 8)).rounded())
            for level in 0..<plotHeight {
                let cellEighths = min(8, max(0, eighths - level * 8))
                let glyph = glyphs.eighths[cellEighths]
                screen.put(String(repeating: glyph, count: barWidth), x: x, y: rect.y + rect.height - 2 - level, style: .color(color))
            }
            // The count sits just above the highest filled cell.
            let filledRows = (eighths + 7) / 8
            if bar.count > 0 && String(bar.count).count <= slot {
                putLabel(String(bar.count), x: x, y: max(rect.y, rect.y + rect.height - 2 - filledRows))
            }
            if bar.label.displayWidth <= slot || i % 2 == 0 {
                putLabel(truncate(bar.label, slot), x: x, y: rect.maxY - 1)
            }
        }
    }

    /// A labelled horizontal bar per entry: "A ████░░░░░░ 12 40%". A bar fills its share of a dim
    /// track that stands for the total, so three equal thirds each fill a third of it.
    static func rowChart(_ bars: [(label: String, count: Int)], rect: Rect, color: Color, glyphs: Glyphs, into screen: inout Screen) {
        let total = max(1, bars.reduce(0) { $0 + $1.count })
        let labelWidth = min(rect.width / 2, bars.map(\.label.displayWidth).max() ?? 0)
        let numberWidth = 9
        let barSpace = max(1, rect.width - labelWidth - numberWidth - 2)
        for (i, bar) in bars.prefix(rect.height).enumerated() {
            let y = rect.y + i
            screen.put(truncate(bar.label, labelWidth), x: rect.x, y: y)
            let length = Int((Double(bar.count) / Double(total) * Double(barSpace)).rounded())
            screen.put(String(repeating: glyphs.barDone, count: length), x: rect.x + labelWidth + 1, y: y, style: .color(color))
            screen.put(String(repeating: glyphs.barTodo, count: barSpace - length), x: rect.x + labelWidth + 1 + length, y: y, style: .dim)
            let percent = Int((Double(bar.count) * 100 / Double(total)).rounded())
            screen.put("\(bar.count) \(percent)%", x: rect.x + labelWidth + 2 + barSpace, y: y, style: .dim)
        }
    }
}
