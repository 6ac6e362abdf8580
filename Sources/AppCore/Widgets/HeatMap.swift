import Domain

/// A grid of cells shaded by level (0 to 3, as `Glyphs.heat`), a labelled row each and a short
/// label over each column: coverage per session, or anything else laid out that way.
struct HeatMap: Equatable {
    var rowLabels: [String]
    /// At most two characters each (a day of the month).
    var columnLabels: [String]
    /// `levels[row][column]`, 0…3.
    var levels: [[Int]]

    /// Columns are three cells wide: a two-cell block and a gap.
    static let columnWidth = 3

    /// The width drawn with labels `labelWidth` wide.
    func width(labelWidth: Int) -> Int { labelWidth + 1 + columnLabels.count * HeatMap.columnWidth }
    /// The height drawn: the column labels, then a row per label.
    var height: Int { 1 + rowLabels.count }
}

extension Widgets {
    /// Draws `map` at (x, y); level 0 dim, higher levels in `color`. Returns the row after it.
    @discardableResult
    static func heatMap(_ map: HeatMap, x: Int, y: Int, labelWidth: Int, color: Color, glyphs: Glyphs, into screen: inout Screen) -> Int {
        let left = x + labelWidth + 1
        for (c, label) in map.columnLabels.enumerated() {
            screen.putRight(String(label.suffix(2)), right: left + c * HeatMap.columnWidth + 2, y: y, style: .dim)
        }
        for (r, label) in map.rowLabels.enumerated() {
            let row = y + 1 + r
            screen.put(truncate(label, labelWidth, ellipsis: glyphs.ellipsis), x: x, y: row)
            for (c, level) in (map.levels.indices.contains(r) ? map.levels[r] : []).enumerated() {
                let clamped = min(3, max(0, level))
                let glyph = glyphs.heat[clamped]
                screen.put(glyph + glyph, x: left + c * HeatMap.columnWidth, y: row,
                           style: clamped == 0 ? Style(color: .muted, dim: true) : .color(color))
            }
        }
        return y + map.height
    }
}
