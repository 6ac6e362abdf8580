import Domain

/// A series over time as a braille line, its dots joined, in a frame labelled in values and
/// months. Downsampled first to the plot's dot columns (the highest value of each slice).
enum LineChart {
    static func draw(_ series: [DayValue], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     color: Color, glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 8, rect.height >= 3 else { return }
        let values = AxisRange(series.map(\.value))
        let (plot, range) = ChartAxes.draw(in: rect, y: values, format: format, xLabels: ChartAxes.months(first: first, last: last),
                                  glyphs: glyphs, into: &screen)
        var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
        let columns = downsample(series, first: first, last: last, buckets: canvas.dotWidth)
        var previous: (x: Int, y: Int)?
        for (x, value) in columns.enumerated() {
            guard let value else { continue }
            let dot = (x: x, y: ChartAxes.dotRow(value, range: range, dots: canvas.dotHeight))
            if let previous { canvas.line(from: previous, to: dot) } else { canvas.set(x: dot.x, y: dot.y) }
            previous = dot
        }
        canvas.draw(x: plot.x, y: plot.y, glyphs: glyphs, style: { _ in .color(color, bold: true) }, into: &screen)
    }
}
