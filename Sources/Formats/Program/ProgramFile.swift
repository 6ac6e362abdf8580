import Domain

/// A mistake in a plan file, where it is: "line 7, column 12: …".
public struct ProgramFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Every mistake of a file, in the order of its lines.
public struct ProgramFileMistakes: Error, Hashable, Sendable {
    public var all: [ProgramFileError]
    public init(_ all: [ProgramFileError]) { self.all = all }
}

/// A `?` a template leaves for the lifter: a starting weight or a training max, asked for when
/// the program starts and written into the file in its place.
public struct ProgramBlank: Hashable, Sendable {
    public var line: Int
    public var column: Int
    /// "Barbell Back Squat training max", "T1 Barbell Back Squat starting weight".
    public var label: String

    public init(line: Int, column: Int, label: String) {
        self.line = line
        self.column = column
        self.label = label
    }
}

/// The plan file: a program in plain text, one line a slot (docs/programs.md).
///
///     program "GZCLP"
///     unit kg
///     day A1 "Squat, bench"
///       [T1] Barbell Back Squat: 5x3+ then 6x2+ then 10x1+, linear +5, restart 85%, start 60
public enum ProgramFile {
    public struct Parsed: Hashable, Sendable {
        public var program: Program
        public var blanks: [ProgramBlank]
    }

    /// What a file may ask for (docs/programs.md, "Limits"): past any real program, and small
    /// enough that every screen and sum over an accepted file stays in range. Those a split
    /// step's rule has too are Domain's `ProgramLimits`, which its form takes.
    public enum Limits {
        /// Sets of one group (`20x5`), and of one stage or week of a slot (every group together).
        public static let sets = ProgramLimits.sets
        public static let reps = ProgramLimits.reps
        /// Seconds of a held or timed set: up to two hours.
        public static let seconds = 1...7200
        /// Seconds of a rest: up to a quarter of an hour.
        public static let rest = 1...900
        /// Percent of a training max: above 0, at most this.
        public static let percent = ProgramLimits.percent
        public static let rpe = ProgramLimits.rpe
        /// Weights (a start, a training max) are below this, in the file's unit.
        public static let weight = ProgramLimits.weight
        /// Increments (`linear +W`, `double +W`, `restart first +W`) and raises per cycle are at most this, in the file's unit.
        public static let step = ProgramLimits.step
        public static let weeks = 1...52
        public static let daysAWeek = 1...7
        public static let warmups = 0...9
        /// Misses in a row before a deload.
        public static let deloadAfter = 1...20
        public static let superset = 1...99
        /// A ramp's step, in percent of its top set (`5x5 ramp 12.5%`): above 0, at most this.
        public static let rampStep = 50.0
        /// Slots following each other (`of [I]`) in one chain: the Texas Method's light day follows the volume day, which follows the intensity day.
        public static let following = 4
        /// Exercises on one ladder (`ladder Assisted Pull-Up > Pull-Up`).
        public static let rungs = 2...10
        /// A cut of a training max by a short max-reps set (`cut 2.5% under 8`), in percent: above 0, at most this.
        public static let cut = 50.0
        /// Bands of reps of a `by 1+:` raise of a training max.
        public static let repsBands = 1...10
    }

    /// The program a file describes, or every mistake in it, each with its line and column.
    public static func parse(_ text: String, catalog: Catalog) -> Result<Parsed, ProgramFileMistakes> {
        var parser = ProgramFileParser(catalog: catalog)
        return parser.parse(text)
    }

    /// The program a file describes, parsed against a catalog of only the exercises it names
    /// (`exerciseNames(in:)`), or the whole catalog when a name is written otherwise than the
    /// catalog writes it ("OHP"); nil when the file does not read.
    public static func program(_ text: String, catalog: (_ only: Set<String>?) throws -> Catalog) throws -> (program: Program, catalog: Catalog)? {
        var read = try catalog(exerciseNames(in: text))
        var parsed = parse(text, catalog: read)
        if case .failure = parsed {
            read = try catalog(nil)
            parsed = parse(text, catalog: read)
        }
        guard case .success(let file) = parsed else { return nil }
        return (file.program, read)
    }

    /// The lines of a file as people save them: ended by `\n`, `\r\n` or `\r`, and a byte order
    /// mark at the start not part of the first.
    static func lines(of text: String) -> [Substring] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // Found as bytes: a line end is a character of its own whatever is around it (a
        // combining mark never joins one), so this cuts where a walk by characters would.
        var lines: [Substring] = []
        let utf8 = body.utf8
        var start = utf8.startIndex, i = start
        while i < utf8.endIndex {
            let byte = utf8[i]
            guard byte == 0x0A || byte == 0x0D else {
                utf8.formIndex(after: &i)
                continue
            }
            lines.append(body[start..<i])
            utf8.formIndex(after: &i)
            if byte == 0x0D, i < utf8.endIndex, utf8[i] == 0x0A { utf8.formIndex(after: &i) }
            start = i
        }
        lines.append(body[start..<utf8.endIndex])
        return lines
    }

    /// The exercise names (or ids) a file's lines give, as written: what its catalog must hold.
    /// A catalog of just those rows (`Catalog.isPartial`) reads them as written; a name read
    /// otherwise ("OHP") is a mistake there, and needs the whole catalog.
    public static func exerciseNames(in text: String) -> Set<String> {
        var names = Set<String>()
        let keywords: Set<String> = ["program", "source", "suits", "days-a-week", "unit", "weeks", "day"]
        for raw in lines(of: text) {
            var line = Substring(String(raw).trimmingSpaces)
            guard let first = line.first, first != "#" else { continue }
            let head = line.prefix { !$0.isWhitespace }
            let word = head.lowercased()
            if keywords.contains(word) { continue }
            if word == "tm" {
                line = line.dropFirst(head.count)
                if let equals = line.firstIndex(of: "=") { names.insert(String(line[..<equals]).trimmingSpaces) }
                continue
            }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") { line = line[line.index(after: close)...] }
            if let colon = line.firstIndex(of: ":") {
                names.insert(String(line[..<colon]).trimmingSpaces)
                // A ladder's rungs are exercises too (looked for as bytes first: most lines have none).
                let options = line[line.index(after: colon)...]
                guard mentionsLadder(options.utf8) else { continue }
                for item in options.split(separator: ",") {
                    let words = item.split(separator: " ", maxSplits: 1)
                    guard words.count == 2, words[0].lowercased() == "ladder" else { continue }
                    for rung in words[1].split(separator: ">") {
                        names.insert(ProgramFileParser.heldSets(of: Piece(raw: rung, column: 1)).rung.text)
                    }
                }
            }
        }
        return names
    }

    /// Whether `bytes` hold "ladder" in any case.
    private static func mentionsLadder(_ bytes: Substring.UTF8View) -> Bool {
        let word = Array("ladder".utf8)
        var matched = 0
        for byte in bytes {
            let lowered = Piece.lowered(byte)
            matched = lowered == word[matched] ? matched + 1 : (lowered == word[0] ? 1 : 0)
            if matched == word.count { return true }
        }
        return false
    }

    /// The file with each blank (by position) replaced by its value, written in the file's unit.
    /// Its line ends stay as they were (`\r\n` when it has them); a byte order mark is dropped.
    public static func filling(_ text: String, blanks: [(ProgramBlank, Double)]) -> String {
        var lines = lines(of: text).map { Array($0) }
        // Right to left within a line, so earlier columns stay where they were.
        for (blank, value) in blanks.sorted(by: { $0.0.line != $1.0.line ? $0.0.line < $1.0.line : $0.0.column > $1.0.column }) {
            let row = blank.line - 1, column = blank.column - 1
            guard lines.indices.contains(row), lines[row].indices.contains(column), lines[row][column] == "?" else { continue }
            lines[row].replaceSubrange(column...column, with: Array(plateNumber(value)))
        }
        return lines.map { String($0) }.joined(separator: text.contains("\r\n") ? "\r\n" : "\n")
    }
}
