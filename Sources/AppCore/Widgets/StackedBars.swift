import Domain

/// One series of stacked bars: its name for the legend, its colour, and the letter its cells
/// show in ASCII, where colour alone may not be drawn.
struct BarSeries: Equatable {
    var name: String
    var color: Color
    var letter: Character
}

/// One stacked bar: a value per series, in series order, and a note after it ("18/22").
struct StackedBar: Equatable {
    var label: String
    var values: [Int]
    var note: String
}

extension Widgets {
    /// Horizontal stacked bars, a row each, scaled so `scale` fills the bar; then a legend,
    /// wrapped to `width`. Returns the row after it.
    @discardableResult
    static func stackedBars(_ bars: [StackedBar], series: [BarSeries], scale: Int, x: Int, y: Int, width: Int,
                            glyphs: Glyphs, into screen: inout Screen) -> Int {
        let labelWidth = bars.map(\.label.displayWidth).max() ?? 0
        let noteWidth = bars.map(\.note.displayWidth).max() ?? 0
        let barWidth = max(4, width - labelWidth - noteWidth - 2)
        var row = y
        for bar in bars {
            screen.put(bar.label, x: x, y: row, style: .dim)
            var column = x + labelWidth + 1
            // Each segment ends where the running total falls, so rounding never adds up past the bar.
            var total = 0, drawn = 0
            for (i, value) in bar.values.enumerated() where series.indices.contains(i) {
                total += value
                let end = Int((Double(total) / Double(max(1, scale)) * Double(barWidth)).rounded())
                let length = max(0, min(barWidth, end) - drawn)
                let cell = glyphs.unicode ? glyphs.barDone : String(series[i].letter)
                screen.put(String(repeating: cell, count: length), x: column, y: row, style: .color(series[i].color))
                column += length
                drawn += length
            }
            screen.put(String(repeating: glyphs.barTodo, count: barWidth - drawn), x: column, y: row, style: .dim)
            screen.put(bar.note, x: x + labelWidth + 2 + barWidth, y: row, style: .dim)
            row += 1
        }
        // The legend: "█ Chest  █ Triceps …" in the series' colours, wrapped.
        var column = x
        for s in series {
            let swatch = glyphs.unicode ? glyphs.barDone : String(s.letter)
            let itemWidth = swatch.displayWidth + 1 + s.name.displayWidth
            if column > x && column + itemWidth > x + width { row += 1; column = x }
            screen.put(swatch, x: column, y: row, style: .color(s.color, bold: true))
            screen.put(s.name, x: column + swatch.displayWidth + 1, y: row, style: .dim)
            column += itemWidth + 2
        }
        return row + 1
    }
}
