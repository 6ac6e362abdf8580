import Domain

/// A series over time as a braille line, its dots joined, in a frame labelled in values and
/// dates. Downsampled first to the plot's dot columns (the highest value of each slice).
enum LineChart {
    static func draw(_ series: [DayValue], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     color: Color, glyphs: Glyphs, into screen: inout Screen) {
        draw(lines: [Line(series: series, color: color)], first: first, last: last, rect: rect, format: format, glyphs: glyphs, into: &screen)
    }

    /// One of several lines on one chart: its series, its colour, and its mark without Unicode.
    struct Line {
        var series: [DayValue]
        var color: Color
        var bold = true
        var ascii: Character = "*"
    }

    /// Several lines on one frame, the axis spanning them all; where two cross, the later one shows.
    static func draw(lines: [Line], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 8, rect.height >= 3 else { return }
        let values = AxisRange(lines.flatMap { $0.series.map(\.value) })
        let (plot, range) = ChartAxes.draw(in: rect, y: values, format: format, xLabels: ChartAxes.dates(first: first, last: last),
                                  glyphs: glyphs, into: &screen)
        var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
        for (level, line) in lines.enumerated() {
            let columns = downsample(line.series, first: first, last: last, buckets: canvas.dotWidth)
            var previous: (x: Int, y: Int)?
            for (x, value) in columns.enumerated() {
                guard let value else { continue }
                let dot = (x: x, y: ChartAxes.dotRow(value, range: range, dots: canvas.dotHeight))
                if let previous { canvas.line(from: previous, to: dot, level: level) } else { canvas.set(x: dot.x, y: dot.y, level: level) }
                previous = dot
            }
        }
        canvas.draw(x: plot.x, y: plot.y, glyphs: glyphs, style: { .color(lines[$0].color, bold: lines[$0].bold) },
                    ascii: { lines[$0].ascii }, into: &screen)
    }
}
