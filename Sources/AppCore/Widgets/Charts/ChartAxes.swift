import Domain

/// The values a chart's axis spans.
struct AxisRange: Equatable {
    var low: Double
    var high: Double

    init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    /// The span of `values` (from zero with `fromZero`), with room around a single value.
    init(_ values: [Double], fromZero: Bool = false) {
        let low = fromZero ? 0 : (values.min() ?? 0), high = values.max() ?? 1
        if high - low < 0.000_1 {
            let pad = max(1, abs(high) * 0.05)
            self.init(low: max(0, low - pad), high: high + pad)
        } else {
            self.init(low: low, high: high)
        }
    }

    /// Where `value` sits, 0 at `low` and 1 at `high`.
    func fraction(_ value: Double) -> Double { high > low ? (value - low) / (high - low) : 0.5 }
}

/// The frame shared by every chart: value labels on the left, an axis line, and labels
/// (dates, or values) under the plot. It returns the plot area, inside the frame.
enum ChartAxes {
    /// Draws the frame in `rect`: `y` labelled with `format` down the left, `xLabels` (given
    /// the plot width) along the bottom. The plot is what is left: two rows shorter, and
    /// narrower by the labels and the axis line.
    /// `y` is widened to round ends; the range drawn is returned with the plot.
    static func draw(in rect: Rect, y values: AxisRange, format: (Double) -> String, xLabels: (Int) -> [MonthTick],
                     glyphs: Glyphs, into screen: inout Screen) -> (plot: Rect, y: AxisRange) {
        let plotHeight = max(1, rect.height - 2)
        // One label every two rows at most, so none is dropped for touching another.
        let scale = axisScale(low: values.low, high: values.high, count: max(2, (plotHeight - 1) / 2 + 1))
        let y = AxisRange(low: scale.low, high: scale.high), ticks = scale.ticks
        let labels = ticks.map(format)
        let labelWidth = min(rect.width / 3, labels.map(\.displayWidth).max() ?? 0)
        let plot = Rect(x: rect.x + labelWidth + 1, y: rect.y, width: max(1, rect.width - labelWidth - 1), height: plotHeight)
        var lastRow: Int?
        // Highest first, so a label that would touch the one above it gives way.
        for (tick, label) in zip(ticks, labels).reversed() {
            let row = plot.y + valueRow(tick, range: y, rows: plot.height)
            if lastRow.map({ row > $0 + 1 }) ?? true {
                screen.putRight(truncate(label, labelWidth), right: rect.x + labelWidth, y: row, style: .dim)
                lastRow = row
            }
        }
        for row in plot.y..<(plot.y + plot.height) { screen.put(glyphs.vertical, x: plot.x - 1, y: row, style: .dim) }
        screen.put(glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: plot.width), x: plot.x - 1, y: plot.maxY, style: .dim)
        for tick in xLabels(plot.width) { screen.put(tick.label, x: plot.x + tick.column, y: plot.maxY + 1, style: .dim, maxX: rect.maxX) }
        return (plot, y)
    }

    /// The row (0 at the top) of `value` in a plot `rows` tall.
    static func valueRow(_ value: Double, range: AxisRange, rows: Int) -> Int {
        dotRow(value, range: range, dots: rows * 4) / 4
    }

    /// The dot row (0 at the top) of `value` in a plot `dots` tall.
    static func dotRow(_ value: Double, range: AxisRange, dots: Int) -> Int {
        let f = min(1, max(0, range.fraction(value)))
        return (dots - 1) - Int((f * Double(dots - 1)).rounded())
    }

    /// Dates along a time axis from `first` to `last`: both ends, and months or dates between.
    static func dates(first: Day, last: Day) -> (Int) -> [MonthTick] {
        { width in dateTicks(first: first, last: last, columns: width) }
    }

    /// Round values along a value axis (a scatter's weights), labelled with `format`. The last
    /// label ends at the right edge rather than being left out, so the axis is labelled as far
    /// as its points go (one before it gives way instead).
    static func values(_ range: AxisRange, format: @escaping (Double) -> String) -> (Int) -> [MonthTick] {
        { width in
            var ticks: [MonthTick] = []
            let values = axisScale(low: range.low, high: range.high, count: max(2, width / 8)).ticks.filter { $0 >= range.low && $0 <= range.high }
            for (i, value) in values.enumerated() {
                let label = format(value)
                let column = min(width - label.count, Int((min(1, max(0, range.fraction(value))) * Double(width - 1)).rounded()))
                guard column >= 0 else { continue }
                if i == values.count - 1 {
                    while let last = ticks.last, last.column + last.label.count >= column { ticks.removeLast() }
                } else if let last = ticks.last, last.column + last.label.count >= column {
                    continue
                }
                ticks.append(MonthTick(column: column, label: label))
            }
            return ticks
        }
    }
}
