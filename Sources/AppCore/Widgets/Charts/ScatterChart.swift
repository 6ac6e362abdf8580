import Domain

/// A point of a scatter chart: where it is, and how recent (0 oldest … `ScatterChart.levels` - 1 newest).
struct ScatterPoint: Equatable {
    var x: Double
    var y: Double
    var level: Int
}

/// Points in braille over two value axes, the more recent brighter; labelled in values on
/// both axes. In ASCII, a cell shows its newest point as '.', 'o' or '@'.
enum ScatterChart {
    static let levels = 3

    static func draw(_ points: [ScatterPoint], rect: Rect, formatX: @escaping (Double) -> String, formatY: (Double) -> String,
                     glyphs: Glyphs, into screen: inout Screen) {
        guard rect.width >= 8, rect.height >= 3 else { return }
        let weights = AxisRange(points.map(\.x))
        // Round ends across too, so both are labelled.
        let across = axisScale(low: weights.low, high: weights.high, count: max(2, rect.width / 8))
        let xs = AxisRange(low: across.low, high: across.high), ysIn = points.map(\.y)
        // Reps are whole: a span of at least four keeps the labels whole numbers.
        let reps = AxisRange(low: max(0, (ysIn.min() ?? 0) - 1), high: max((ysIn.max() ?? 1) + 1, (ysIn.min() ?? 0) + 4))
        let (plot, ys) = ChartAxes.draw(in: rect, y: reps, format: formatY, xLabels: ChartAxes.values(xs, format: formatX),
                                  glyphs: glyphs, into: &screen)
        var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
        for point in points {
            let x = Int((min(1, max(0, xs.fraction(point.x))) * Double(canvas.dotWidth - 1)).rounded())
            canvas.set(x: x, y: ChartAxes.dotRow(point.y, range: ys, dots: canvas.dotHeight), level: point.level)
        }
        let styles: [Style] = [Style(color: .muted, dim: true), .color(.accent), .color(.good, bold: true)]
        canvas.draw(x: plot.x, y: plot.y, glyphs: glyphs, style: { styles[min(styles.count - 1, max(0, $0))] },
                    ascii: { [".", "o", "@"][min(2, max(0, $0))] }, into: &screen)
    }

    /// The recency level of something on `day`, seen from `today` in a range starting at `first`:
    /// the newest third brightest.
    static func level(of day: Day, first: Day, today: Day) -> Int {
        let span = max(1, first.days(until: today))
        let age = Double(day.days(until: today)) / Double(span)
        return age <= 1.0 / 3 ? 2 : (age <= 2.0 / 3 ? 1 : 0)
    }
}
