import Domain

/// Values over time as columns from the bottom of the plot, in eighths of a cell, one column
/// per slice of time (the highest value in it), in a frame labelled in values and dates.
enum BarChart {
    static func draw(_ series: [DayValue], first: Day, last: Day, rect: Rect, format: (Double) -> String,
                     color: Color, glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 8, rect.height >= 3 else { return }
        let values = AxisRange(series.map(\.value), fromZero: true)
        let (plot, range) = ChartAxes.draw(in: rect, y: values, format: format, xLabels: ChartAxes.dates(first: first, last: last),
                                  glyphs: glyphs, into: &screen)
        for (column, value) in downsample(series, first: first, last: last, buckets: plot.width).enumerated() {
            guard let value, value > 0 else { continue }
            // At least one eighth, so a session is never invisible.
            let eighths = max(1, Int((min(1, range.fraction(value)) * Double(plot.height * 8)).rounded()))
            for level in 0..<plot.height {
                let cell = min(8, max(0, eighths - level * 8))
                guard cell > 0 else { break }
                screen.put(glyphs.eighths[cell], x: plot.x + column, y: plot.maxY - 1 - level, style: .color(color))
            }
        }
    }
}
