import Domain

/// The body map on Stats: a front and a back figure in text, each region shaded
/// by how recently it was trained. A letter in a figure stands for a region; other marks are outline.
enum BodyMap {
    static let front = [
        "    /^\\    ",
        "    \\_/    ",
        " sfUUUUUfs ",
        "sfMMMMMMMfs",
        "bi LLLLL ib",
        "bi oAAAo ib",
        "rr oAAAo rr",
        "   oaaao   ",
        "   QQ QQ   ",
        "   QQ QQ   ",
        "   QQ QQ   ",
        "   CC CC   ",
        "   CC CC   ",
    ]
    static let back = [
        "    /^\\    ",
        "    \\_/    ",
        " sRPPPPPRs ",
        "sRPPPPPPPRs",
        "Tt WWWWW tT",
        "Tt WWWWW tT",
        "mm  KKK  mm",
        "    KKK    ",
        "   GGGGG   ",
        "   HH HH   ",
        "   HH HH   ",
        "   CC CC   ",
        "   CC CC   ",
    ]
    static let regions: [Character: String] = [
        "U": "chest-upper", "M": "chest-mid", "L": "chest-lower",
        "f": "shoulders-anterior", "s": "shoulders-lateral", "R": "shoulders-posterior",
        "b": "biceps-long", "i": "biceps-short", "r": "biceps-brachialis",
        "T": "triceps-lateral", "t": "triceps-long", "m": "triceps-medial",
        "W": "back-lats", "P": "back-upper", "K": "back-lower",
        "Q": "legs-quads", "H": "legs-hamstrings", "G": "legs-glutes", "C": "legs-calves",
        "A": "core-upper-abs", "a": "core-lower-abs", "o": "core-obliques",
    ]
    static let figureWidth = 11

    static func glyph(_ recency: Recency, _ glyphs: Glyphs) -> String {
        let shades = glyphs.unicode ? ["█", "▓", "▒", "░", "·"] : ["#", "+", "=", "-", "."]
        return shades[recency.rawValue]
    }

    static func style(_ recency: Recency) -> Style {
        switch recency {
        case .today: return .color(.good, bold: true)
        case .thisWeek: return .color(.heat4)
        case .twoWeeks: return .color(.heat2)
        case .longer: return .color(.warn)
        case .never: return Style(color: .muted, dim: true)
        }
    }
}

/// Draws the body map: the two figures and a legend when `width` allows (40 columns and up get
/// the figures at 56), else a list of regions with their shade. Returns the row after it.
func renderBodyMap(_ state: AppState, _ trends: Trends, x: Int, y: Int, width: Int, into canvas: inout Screen) -> Int {
    let g = state.glyphs
    func recency(_ id: String) -> Recency { Recency(lastTrained: trends.regionLastTrained[id], today: state.today) }
    canvas.put("Body map: last trained", x: x, y: y, style: .bold)
    if width >= 56 {
        for (i, figure) in [BodyMap.front, BodyMap.back].enumerated() {
            let fx = x + 2 + i * (BodyMap.figureWidth + 4)
            canvas.put(i == 0 ? "Front" : "Back", x: fx + 3, y: y + 1, style: .dim)
            for (r, line) in figure.enumerated() {
                for (c, ch) in line.enumerated() where ch != " " {
                    if let id = BodyMap.regions[ch] {
                        let rec = recency(id)
                        canvas.put(BodyMap.glyph(rec, g), x: fx + c, y: y + 2 + r, style: BodyMap.style(rec))
                    } else {
                        canvas.put(String(ch), x: fx + c, y: y + 2 + r, style: .dim)
                    }
                }
            }
        }
        let lx = x + 2 + 2 * (BodyMap.figureWidth + 4)
        for (i, rec) in Recency.allCases.enumerated() {
            canvas.put(BodyMap.glyph(rec, g) + BodyMap.glyph(rec, g), x: lx, y: y + 2 + i, style: BodyMap.style(rec))
            canvas.put(rec.label, x: lx + 3, y: y + 2 + i, style: .dim)
        }
        // Wide pages name what has waited longest beside the legend, and apart from it what was
        // never trained: on the first day that is nearly everything, and it waits for nothing.
        let end = y + 2 + BodyMap.front.count
        if width - (lx - x) >= 40 {
            let regions = trends.groups.flatMap(\.regions)
            let waiting = regions.filter { recency($0.id) == .longer }, never = regions.filter { recency($0.id) == .never }
            var row = y + 8
            for (title, list) in [("Waiting 2+ weeks:", waiting), ("Not trained yet:", never)] where !list.isEmpty && row < end - 1 {
                canvas.put(title, x: lx, y: row, style: .dim)
                row += 1
                // The first list leaves the second its title and up to two rows.
                let room = end - row - (title == "Waiting 2+ weeks:" && !never.isEmpty ? 1 + min(2, never.count) : 0)
                let shown = list.count <= room ? list.count : max(1, room - 1)
                for region in list.prefix(shown) {
                    canvas.put(BodyMap.glyph(recency(region.id), g), x: lx, y: row, style: BodyMap.style(recency(region.id)))
                    canvas.put(region.label, x: lx + 2, y: row)
                    row += 1
                }
                if shown < list.count {
                    canvas.put("+\(list.count - shown) more", x: lx + 2, y: row, style: .dim)
                    row += 1
                }
            }
        }
        return end + 1
    }
    // Narrow: every region with its shade, in two columns, and the legend on one line.
    let regions = trends.groups.flatMap(\.regions)
    let columnWidth = (width - 1) / 2
    let perColumn = (regions.count + 1) / 2
    for (i, region) in regions.enumerated() {
        let cx = x + (i / perColumn) * (columnWidth + 1), cy = y + 1 + i % perColumn
        let rec = recency(region.id)
        canvas.put(BodyMap.glyph(rec, g), x: cx, y: cy, style: BodyMap.style(rec))
        canvas.put(truncate(region.label, columnWidth - 2, ellipsis: g.ellipsis), x: cx + 2, y: cy)
    }
    var row = y + 1 + perColumn
    var column = x
    for rec in Recency.allCases {
        let text = rec == .twoWeeks ? "2 wk" : (rec == .thisWeek ? "week" : (rec == .longer ? "older" : rec.label))
        if column + text.count + 2 > x + width { row += 1; column = x }
        canvas.put(BodyMap.glyph(rec, g), x: column, y: row, style: BodyMap.style(rec))
        column = canvas.put(text, x: column + 2, y: row, style: .dim) + 2
    }
    return row + 2
}
