import Domain
import Synchronization

/// Colours by role; the backend maps them onto the terminal's palette over its own background.
public enum Color: Int, CaseIterable, Sendable {
    case accent = 1, good, warn, bad, muted, flame, heat1, heat2, heat3, heat4, blue, magenta
}

/// How one cell is drawn.
public struct Style: Hashable, Sendable {
    public var color: Color?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(color: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    public static let reverse = Style(reverse: true)
    public static func color(_ c: Color, bold: Bool = false) -> Style { Style(color: c, bold: bold) }
}

/// One cell of the grid. Plain data (no reference inside), so copying rows of cells, the
/// most frequent thing a frame does, is a memory copy: the character is kept as its Unicode
/// scalar, and a character of several scalars (a flag, an emoji with a modifier, a letter
/// with a combining mark) as its number in `ClusterTable`.
public struct Cell: Hashable, Sendable {
    /// A scalar value, or `ClusterTable.flag` plus a cluster's number.
    private var code: UInt32
    public var style: Style
    /// The right half of a two-column character, which sits in the cell to its left.
    /// Its `character` is a space; the backend and `Screen.lines` skip it.
    public var isContinuation = false

    public init(_ character: Character = " ", _ style: Style = .plain) {
        code = Cell.code(character)
        self.style = style
    }

    /// A printable ASCII character, from its byte.
    init(ascii byte: UInt8, _ style: Style) {
        code = UInt32(byte)
        self.style = style
    }

    public var character: Character {
        get { code & ClusterTable.flag == 0 ? Character(Unicode.Scalar(code) ?? " ") : ClusterTable.shared.cluster(code) }
        set { code = Cell.code(newValue) }
    }

    /// The character when it is one Unicode scalar (nearly every cell), without making a
    /// `Character`: what the terminal backend copies for each cell it draws.
    public var scalar: Unicode.Scalar? {
        code & ClusterTable.flag == 0 ? Unicode.Scalar(code) ?? " " : nil
    }

    private static func code(_ character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        return ClusterTable.shared.code(character)
    }

    /// The second column of a wide character drawn in `style`.
    public static func continuation(_ style: Style) -> Cell {
        var cell = Cell(" ", style)
        cell.isContinuation = true
        return cell
    }
}

/// The characters of more than one scalar that have been drawn, numbered in the order first
/// seen; few in any session, so the table stays small.
final class ClusterTable: Sendable {
    static let shared = ClusterTable()
    /// Above every Unicode scalar value (at most 0x10FFFF).
    static let flag: UInt32 = 0x8000_0000
    private let table = Mutex<(clusters: [Character], numbers: [Character: UInt32])>(([], [:]))

    func code(_ character: Character) -> UInt32 {
        table.withLock { table in
            if let n = table.numbers[character] { return ClusterTable.flag | n }
            let n = UInt32(table.clusters.count)
            table.clusters.append(character)
            table.numbers[character] = n
            return ClusterTable.flag | n
        }
    }

    func cluster(_ code: UInt32) -> Character {
        table.withLock { $0.clusters[Int(code & ~ClusterTable.flag)] }
    }
}

/// An in-memory grid of styled cells: what a screen renders into, what tests compare,
/// and what the backend copies to ncurses. Characters take their display width: a wide one
/// (CJK, most emoji) fills its cell and a continuation cell after it, and is never left torn.
public struct Screen: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// The places a tap does something, in drawing order: the last one containing a point is
    /// on top. Recorded by the screens as they draw, never drawn (`hotspot(x:y:)`).
    public var hotspots: [Hotspot] = []

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set {
            guard x >= 0 && y >= 0 && x < width && y < height else { return }
            // A continuation is set right after its wide character (copying a row): keep that one.
            if newValue.isContinuation { unhookRight(y: y, at: x + 1) } else { unhook(y: y, from: x, to: x + 1) }
            cells[y * width + x] = newValue
        }
    }

    /// Before cells `from..<to` of row `y` are overwritten: blanks the other half of any wide
    /// character that the range cuts in two, so no torn glyph is left on either side.
    private mutating func unhook(y: Int, from: Int, to: Int) {
        unhookLeft(y: y, at: from)
        unhookRight(y: y, at: to)
    }

    /// Cell `x` is about to be overwritten: if it is the right half of a wide character, blank the left half.
    private mutating func unhookLeft(y: Int, at x: Int) {
        let i = y * width + x
        if x > 0 && x < width && cells[i].isContinuation { cells[i - 1] = Cell(" ", cells[i - 1].style) }
    }

    /// Cell `x - 1` is about to be overwritten: if cell `x` is the right half of its wide character, blank it.
    private mutating func unhookRight(y: Int, at x: Int) {
        let i = y * width + x
        if x > 0 && x < width && cells[i].isContinuation { cells[i] = Cell(" ", cells[i].style) }
    }

    /// Writes `text` from (x, y), clipped at `maxX` (exclusive, default the right edge), each
    /// character taking its display width. A wide character that would straddle the limit (or
    /// the left edge) is not drawn: a space stands in for the half that fits. A control
    /// character (a name from a file or the database may hold one) is drawn as the escape
    /// `controlEscape` shows it as (`\e`), as the command line prints it; other characters of
    /// no width (a lone combining mark) are dropped. Returns the column after the last character written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0 && y < height else { return x }
        let limit = min(maxX ?? width, width)
        let base = y * width
        if text.isPrintableASCII {
            // Printable ASCII, nearly everything drawn: a cell per byte, no grapheme breaking.
            let count = text.utf8.count
            let from = max(0, x), to = min(limit, x + count)
            if from < to {
                unhook(y: y, from: from, to: to)
                var column = x
                for byte in text.utf8 {
                    if column >= to { break }
                    if column >= from { cells[base + column] = Cell(ascii: byte, style) }
                    column += 1
                }
            }
            return min(x + count, max(x, limit))
        }
        var column = x
        for ch in text {
            if column >= limit { break }
            let w = ch.displayWidth
            if w == 0 {
                if let escape = ch.shownEscape { column = put(escape, x: column, y: y, style: style, maxX: limit) }
                continue
            }
            if column + w > limit || column < 0 {
                // Only part of it is visible: blank that part instead (none when it is
                // wholly left of the screen, as set circles wider than it are).
                for c in max(0, column)..<max(0, min(limit, column + w)) {
                    unhook(y: y, from: c, to: c + 1)
                    cells[base + c] = Cell(" ", style)
                }
                column += w
                continue
            }
            unhook(y: y, from: column, to: column + w)
            cells[base + column] = Cell(ch, style)
            if w == 2 { cells[base + column + 1] = .continuation(style) }
            column += w
        }
        return min(column, max(x, limit))
    }

    /// Writes `text` so that it ends at column `right` (exclusive).
    @discardableResult
    public mutating func putRight(_ text: String, right: Int, y: Int, style: Style = .plain) -> Int {
        let x = right - text.displayWidth
        put(text, x: x, y: y, style: style, maxX: right)
        return x
    }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> { cells[(y * width)..<(y * width + width)] }

    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell = Cell()) {
        let from = max(0, x), to = min(width, x + w)
        guard from < to else { return }
        for row in max(0, y)..<min(height, y + h) {
            unhook(y: row, from: from, to: to)
            for col in from..<to { cells[row * width + col] = cell }
        }
    }

    /// Applies `change` to the style of every cell in a rectangle (for dimming, highlighting).
    public mutating func restyle(x: Int, y: Int, width w: Int, height h: Int, _ change: (inout Style) -> Void) {
        for row in max(0, y)..<min(height, y + h) {
            for col in max(0, x)..<min(width, x + w) { change(&cells[row * width + col].style) }
        }
    }

    /// Replaces every non-ASCII character (punctuation in plan text, arrows) with an ASCII
    /// look-alike, for terminals whose locale is not UTF-8.
    public mutating func asciify() {
        for i in cells.indices {
            if cells[i].isContinuation {
                // A wide character becomes "??": the columns stay where they were.
                cells[i] = Cell("?", cells[i].style)
            } else {
                cells[i].character = asciiLookalike(cells[i].character)
            }
        }
    }

    /// The text of each row with trailing spaces removed: what screen tests compare. A wide
    /// character's continuation cell is skipped, so the line reads as the text written.
    public var lines: [String] {
        (0..<height).map { row in
            var line = String(cells[(row * width)..<(row * width + width)].lazy.filter { !$0.isContinuation }.map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    public var text: String { lines.joined(separator: "\n") }

    /// The screen as a terminal without colour shows it (NO_COLOR, colours off, the mono
    /// theme): every cell's colour turned into attributes (`Style.withoutColour`).
    public var withoutColour: Screen {
        var copy = self
        for i in copy.cells.indices { copy.cells[i].style = copy.cells[i].style.withoutColour }
        return copy
    }

    /// Makes `rect` (clipped to the screen) do `tap` when tapped, over what is there already.
    public mutating func tappable(_ rect: Rect, _ tap: Tap) {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let clipped = Rect(x: x0, y: y0, width: min(width, rect.maxX) - x0, height: min(height, rect.maxY) - y0)
        guard clipped.width > 0, clipped.height > 0 else { return }
        hotspots.append(Hotspot(rect: clipped, tap: tap))
    }

    /// What a tap on (x, y) does: the topmost hotspot there, nil where a tap does nothing.
    public func hotspot(x: Int, y: Int) -> Tap? {
        hotspots.last { $0.rect.contains(x: x, y: y) }?.tap
    }
}

extension Character {
    /// The escapes a character holding a control (`controlEscape`) is drawn as; nil for any other.
    var shownEscape: String? {
        guard unicodeScalars.contains(where: { controlEscape($0) != nil }) else { return nil }
        return unicodeScalars.map { controlEscape($0) ?? String($0) }.joined()
    }
}

/// A rectangle of the screen.
public struct Rect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Int { x + width }

    /// A column of at most `width` in the middle of this rectangle, full height: wide
    /// terminals keep text at a readable width instead of stretching it.
    public func centred(maxWidth width: Int) -> Rect {
        let w = min(self.width, width)
        return Rect(x: x + (self.width - w) / 2, y: y, width: w, height: height)
    }
    public var maxY: Int { y + height }

    public func contains(x: Int, y: Int) -> Bool { x >= self.x && x < maxX && y >= self.y && y < maxY }
}

private let asciiLookalikes: [Character: Character] = [
    // A middle dot between words becomes a dash: "|" would read as the side of a box.
    "—": "-", "–": "-", "·": "-", "…": "~", "×": "x", "’": "'", "‘": "'", "“": "\"", "”": "\"",
    "↑": "^", "↓": "v", "←": "<", "→": ">", "é": "e", "è": "e", "ö": "o", "ü": "u", "ä": "a",
]

/// The ASCII look-alike of a character ("—" → "-", "·" → "-"), "?" when there is none.
public func asciiLookalike(_ character: Character) -> Character {
    character.isASCII ? character : asciiLookalikes[character] ?? "?"
}

/// `text` with every character made ASCII, for output in a locale that is not UTF-8.
public func asciiLookalike(_ text: String) -> String { String(text.map(asciiLookalike)) }


/// Shortens `text` to `width` columns of display width, ending with an ellipsis when cut. A wide
/// character that would cross the edge goes too, so the result may be a column short.
public func truncate(_ text: String, _ width: Int, ellipsis: String = "…", fromStart: Bool = false) -> String {
    guard width > 0 else { return "" }
    guard text.displayWidth > width else { return text }
    let room = max(0, width - ellipsis.displayWidth)
    // Text being typed keeps its end in view.
    if fromStart { return ellipsis + String(text.reversed().prefix(columns: room).reversed()) }
    return String(text.prefix(columns: room)) + ellipsis
}

extension Sequence<Character> {
    /// The leading characters that fit in `columns` of display width.
    func prefix(columns: Int) -> [Character] {
        var taken: [Character] = [], used = 0
        for character in self {
            let w = character.displayWidth
            if used + w > columns { break }
            taken.append(character)
            used += w
        }
        return taken
    }
}

/// Splits `text` into lines of at most `width` columns (display width) at spaces; a word
/// wider than a line is cut after its last slash that fits (a path), else after a dash, dot or
/// underscore, else between characters.
public func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = "", currentWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        var word = String(word), wordWidth = word.displayWidth
        while wordWidth > width {
            if !current.isEmpty { lines.append(current); current = ""; currentWidth = 0 }
            // At least one character per line, even one wider than the line. A path breaks
            // after a slash, so no name is cut in two; a name longer than a line, after a dash,
            // a dot or an underscore.
            var head = String(word.prefix(columns: width)).nonEmpty ?? String(word.prefix(1))
            for marks in [["/"], ["-", ".", "_"]] as [[Character]] {
                if let cut = head.lastIndex(where: marks.contains), cut != head.startIndex {
                    head = String(head[...cut])
                    break
                }
            }
            lines.append(head)
            word = String(word.dropFirst(head.count))
            wordWidth = word.displayWidth
        }
        if word.isEmpty { continue }
        if current.isEmpty { current = word; currentWidth = wordWidth }
        else if currentWidth + 1 + wordWidth <= width { current += " " + word; currentWidth += 1 + wordWidth }
        else { lines.append(current); current = word; currentWidth = wordWidth }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
