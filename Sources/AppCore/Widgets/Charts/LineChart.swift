import Domain

/// A series over time as a braille line, its dots joined, in a frame labelled in values and
/// dates. Downsampled first to the plot's dot columns (the highest value of each slice).
enum LineChart {
    static func draw(_ series: [DayValue], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     color: Color, glyphs: Glyphs, into screen: inout Screen) {
        draw(lines: [Line(series: series, color: color)], first: first, last: last, rect: rect, format: format, glyphs: glyphs, into: &screen)
    }

    /// One of several lines on one chart: its series, its colour, its name in the legend, and
    /// how it is drawn: in braille, or as `mark` at each value. Colour is never all that tells
    /// lines apart (NO_COLOR, the mono theme): beside another line a marked one keeps its
    /// mark, and without Unicode every line is drawn as its `ascii` character.
    struct Line {
        var series: [DayValue]
        var color: Color
        var bold = true
        var ascii: Character = "*"
        var mark: Character?
        var name = ""
    }

    /// Several lines on one frame, the axis spanning them all. Marked lines go first, a mark in
    /// each cell a value falls in (a later line's over an earlier one's); braille lines over
    /// them. A marked line alone on its chart is drawn in braille, as nothing is to be told apart.
    static func draw(lines: [Line], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 8, rect.height >= 3 else { return }
        let values = AxisRange(lines.flatMap { $0.series.map(\.value) })
        let (plot, range) = ChartAxes.draw(in: rect, y: values, format: format, xLabels: ChartAxes.dates(first: first, last: last),
                                  glyphs: glyphs, into: &screen)
        let marked = marksShown(lines)
        for line in lines where marked && line.mark != nil {
            let mark = String(glyphs.unicode ? line.mark! : line.ascii)
            for point in line.series where point.day >= first && point.day <= last {
                screen.put(mark, x: plot.x + axisColumn(point.day, first: first, last: last, columns: plot.width),
                           y: plot.y + ChartAxes.valueRow(point.value, range: range, rows: plot.height), style: .color(line.color, bold: line.bold))
            }
        }
        let braille = lines.filter { !marked || $0.mark == nil }
        var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
        for (level, line) in braille.enumerated() {
            let columns = downsample(line.series, first: first, last: last, buckets: canvas.dotWidth)
            var previous: (x: Int, y: Int)?
            for (x, value) in columns.enumerated() {
                guard let value else { continue }
                let dot = (x: x, y: ChartAxes.dotRow(value, range: range, dots: canvas.dotHeight))
                if let previous { canvas.line(from: previous, to: dot, level: level) } else { canvas.set(x: dot.x, y: dot.y, level: level) }
                previous = dot
            }
        }
        canvas.draw(x: plot.x, y: plot.y, glyphs: glyphs, style: { .color(braille[$0].color, bold: braille[$0].bold) },
                    ascii: { braille[$0].ascii }, into: &screen)
    }

    /// Whether marked lines keep their marks: with another line beside them.
    private static func marksShown(_ lines: [Line]) -> Bool { lines.filter { !$0.series.isEmpty }.count > 1 }

    /// The legend of `lines` from (`x`, `y`): each line's look as `draw` draws it (its mark, a
    /// stroke of braille, or its ASCII character) and its name, in its colour. Returns the
    /// column after it.
    @discardableResult
    static func legend(_ lines: [Line], x: Int, y: Int, maxX: Int, glyphs: Glyphs, into screen: inout Screen) -> Int {
        var x = x
        let marked = marksShown(lines)
        for (i, line) in lines.enumerated() {
            let mark = marked ? line.mark : nil
            let look = glyphs.unicode ? mark.map(String.init) ?? "⠒⠒" : String(repeating: line.ascii, count: mark == nil ? 2 : 1)
            x = screen.put(look + " " + line.name, x: x + (i == 0 ? 0 : 2), y: y, style: .color(line.color, bold: line.bold), maxX: maxX)
        }
        return x
    }
}
