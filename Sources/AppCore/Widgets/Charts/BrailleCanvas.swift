import Domain

/// A grid of dots, 2 across and 4 down per cell, drawn as braille characters: four times the
/// rows and twice the columns of the cell grid. Each cell keeps the highest level drawn into
/// it (a scatter's recency), which picks its style. Without Unicode, a cell with any dot is
/// drawn as one ASCII mark.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    private var bits: [UInt8]
    private var levels: [Int]

    /// The bit of each dot in a braille cell, by dot row then dot column (Unicode's order).
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        levels = Array(repeating: -1, count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// Sets the dot at (`x`, `y`), 0-based from the top left; dots outside are ignored.
    mutating func set(x: Int, y: Int, level: Int = 0) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y / 4) * columns + x / 2
        bits[i] |= BrailleCanvas.dotBits[y % 4][x % 2]
        levels[i] = max(levels[i], level)
    }

    /// A straight line of dots between two dots, both included.
    mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int), level: Int = 0) {
        let dx = abs(b.x - a.x), dy = -abs(b.y - a.y)
        let sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1
        var x = a.x, y = a.y, error = dx + dy
        while true {
            set(x: x, y: y, level: level)
            if x == b.x && y == b.y { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x += sx }
            if e2 <= dx { error += dx; y += sy }
        }
    }

    /// The highest level drawn in cell (`column`, `row`), nil when it has no dot.
    func level(column: Int, row: Int) -> Int? {
        let level = levels[row * columns + column]
        return level < 0 ? nil : level
    }

    /// Draws the cells with a dot from (`x`, `y`); `style` and `ascii` give each level's look.
    /// With `blankCells`, cells without a dot are drawn too, as the empty braille character
    /// (a strip of cells that reads as one picture, like the challenge heatmap's).
    func draw(x: Int, y: Int, glyphs: Glyphs, style: (Int) -> Style, ascii: (Int) -> Character = { _ in "*" },
              blankCells: Bool = false, into screen: inout Screen) {
        for row in 0..<rows {
            for column in 0..<columns {
                let i = row * columns + column
                guard bits[i] != 0 || (blankCells && glyphs.unicode) else { continue }
                let character = glyphs.unicode ? Character(Unicode.Scalar(0x2800 + UInt32(bits[i]))!) : ascii(levels[i])
                screen[x + column, y + row] = Cell(character, style(levels[i]))
            }
        }
    }
}
