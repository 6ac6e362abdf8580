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

public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style

    public init(_ character: Character = " ", _ style: Style = .plain) {
        self.character = character
        self.style = style
    }
}

/// An in-memory grid of styled cells: what a screen renders into, what tests compare,
/// and what the backend copies to ncurses. Every character drawn is one column wide.
public struct Screen: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { if x >= 0 && y >= 0 && x < width && y < height { cells[y * width + x] = newValue } }
    }

    /// Writes `text` from (x, y), clipped at `maxX` (exclusive, default the right edge).
    /// Returns the column after the last character written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0 && y < height else { return x }
        let limit = min(maxX ?? width, width)
        var column = x
        for ch in text {
            if column >= limit { break }
            if column >= 0 { cells[y * width + column] = Cell(ch, style) }
            column += 1
        }
        return column
    }

    /// Writes `text` so that it ends at column `right` (exclusive).
    @discardableResult
    public mutating func putRight(_ text: String, right: Int, y: Int, style: Style = .plain) -> Int {
        let x = right - text.count
        put(text, x: x, y: y, style: style, maxX: right)
        return x
    }

    /// The cells of row `y`.
    public func row(_ y: Int) -> ArraySlice<Cell> { cells[(y * width)..<(y * width + width)] }

    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell = Cell()) {
        for row in max(0, y)..<min(height, y + h) {
            for col in max(0, x)..<min(width, x + w) { cells[row * width + col] = cell }
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
        for i in cells.indices { cells[i].character = asciiLookalike(cells[i].character) }
    }

    /// The text of each row with trailing spaces removed: what screen tests compare.
    public var lines: [String] {
        (0..<height).map { row in
            var line = String(cells[(row * width)..<(row * width + width)].map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    public var text: String { lines.joined(separator: "\n") }
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
}

private let asciiLookalikes: [Character: Character] = [
    "—": "-", "–": "-", "·": "|", "…": "~", "×": "x", "’": "'", "‘": "'", "“": "\"", "”": "\"",
    "↑": "^", "↓": "v", "←": "<", "→": ">", "é": "e", "è": "e", "ö": "o", "ü": "u", "ä": "a",
]

/// The ASCII look-alike of a character ("—" → "-", "·" → "|"), "?" when there is none.
public func asciiLookalike(_ character: Character) -> Character {
    character.isASCII ? character : asciiLookalikes[character] ?? "?"
}

/// `text` with every character made ASCII, for output in a locale that is not UTF-8.
public func asciiLookalike(_ text: String) -> String { String(text.map(asciiLookalike)) }

/// "1 set", "3 sets".
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)" + (n == 1 ? "" : "s") }

/// Shortens `text` to `width` columns, ending with an ellipsis when cut.
public func truncate(_ text: String, _ width: Int, ellipsis: String = "…", fromStart: Bool = false) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    // Text being typed keeps its end in view.
    if fromStart { return ellipsis + String(text.suffix(max(0, width - ellipsis.count))) }
    return String(text.prefix(max(0, width - ellipsis.count))) + ellipsis
}

/// Splits `text` into lines of at most `width` columns at spaces.
public func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        var word = String(word)
        while word.count > width {
            if !current.isEmpty { lines.append(current); current = "" }
            lines.append(String(word.prefix(width)))
            word = String(word.dropFirst(width))
        }
        if current.isEmpty { current = word }
        else if current.count + 1 + word.count <= width { current += " " + word }
        else { lines.append(current); current = word }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
