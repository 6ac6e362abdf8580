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

    /// The program a file describes, or every mistake in it, each with its line and column.
    public static func parse(_ text: String, catalog: Catalog) -> Result<Parsed, ProgramFileMistakes> {
        var parser = ProgramFileParser(catalog: catalog)
        return parser.parse(text)
    }

    /// The exercise names (or ids) a file's lines give, as written: what its catalog must hold.
    public static func exerciseNames(in text: String) -> Set<String> {
        var names = Set<String>()
        let keywords: Set<String> = ["program", "source", "unit", "weeks", "day"]
        for raw in text.split(separator: "\n") {
            var line = Substring(String(raw).trimmingSpaces)
            guard let first = line.first, first != "#" else { continue }
            let word = String(line.prefix { !$0.isWhitespace }).lowercased()
            if keywords.contains(word) { continue }
            if word == "tm" {
                line = line.dropFirst(2)
                if let equals = line.firstIndex(of: "=") { names.insert(String(line[..<equals]).trimmingSpaces) }
                continue
            }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") { line = line[line.index(after: close)...] }
            if let colon = line.firstIndex(of: ":") { names.insert(String(line[..<colon]).trimmingSpaces) }
        }
        return names
    }

    /// The file with each blank (by position) replaced by its value, written in the file's unit.
    public static func filling(_ text: String, blanks: [(ProgramBlank, Double)]) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        // Right to left within a line, so earlier columns stay where they were.
        for (blank, value) in blanks.sorted(by: { $0.0.line != $1.0.line ? $0.0.line < $1.0.line : $0.0.column > $1.0.column }) {
            let row = blank.line - 1, column = blank.column - 1
            guard lines.indices.contains(row), lines[row].indices.contains(column), lines[row][column] == "?" else { continue }
            lines[row].replaceSubrange(column...column, with: Array(plateNumber(value)))
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }
}

/// A piece of a line and the column it starts at (1 the first).
private struct Piece {
    var text: String
    var column: Int

    /// The piece split at each `separator`, each part trimmed, with its own column.
    func split(_ separator: String) -> [Piece] {
        var parts: [Piece] = []
        var rest = Substring(text)
        var offset = 0
        while true {
            let range = rest.firstRange(of: separator)
            let part = range.map { rest[..<$0.lowerBound] } ?? rest
            parts.append(Piece(raw: part, column: column + offset))
            guard let range else { break }
            offset += rest.distance(from: rest.startIndex, to: range.upperBound)
            rest = rest[range.upperBound...]
        }
        return parts
    }

    init(text: String, column: Int) {
        self.text = text
        self.column = column
    }

    /// Trimmed, its column moved past the spaces taken off the front.
    init(raw: Substring, column: Int) {
        let lead = raw.prefix { $0 == " " || $0 == "\t" }.count
        text = String(raw.dropFirst(lead)).trimmingSpaces
        self.column = column + lead
    }
}

private struct ProgramFileParser {
    let catalog: Catalog
    var errors: [ProgramFileError] = []
    var blanks: [ProgramBlank] = []
    var name: String?
    var source = ""
    var unit = WeightUnit.kg
    var weeks: (value: Int, line: Int)?
    var days: [ProgramDay] = []
    var maxes: [String: TrainingMax] = [:]
    /// Slots whose rule reads a training max, to check there is one once the file is read.
    var needsMax: [(exerciseID: String, name: String, line: Int, column: Int)] = []
    var weekCounts: [(count: Int, line: Int, column: Int)] = []
    /// Where each day was written, and whether an exercise line followed it (a mistaken one too).
    var dayLines: [(line: Int, column: Int, hasLines: Bool)] = []
    var lineNumber = 0

    /// The catalog's exercises by their names in lower case, for the lines to look up.
    let byName: [String: CatalogExercise]

    init(catalog: Catalog) {
        self.catalog = catalog
        byName = Dictionary(catalog.exercises.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func fail(_ column: Int, _ message: String) {
        errors.append(ProgramFileError(line: lineNumber, column: column, message))
    }

    mutating func parse(_ text: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lineNumber = index + 1
            let line = Piece(raw: Substring(withoutComment(String(raw))), column: 1)
            guard !line.text.isEmpty else { continue }
            let word = String(line.text.prefix { !$0.isWhitespace }).lowercased()
            let rest = Piece(raw: Substring(line.text.dropFirst(word.count)), column: line.column + word.count)
            switch word {
            case "program": name = unquoted(rest.text); if name?.isEmpty ?? true { fail(rest.column, "the program needs a name after `program`") }
            case "source": source = unquoted(rest.text)
            case "unit":
                guard let u = WeightUnit(rawValue: rest.text.lowercased()) else { fail(rest.column, "the unit is kg or lb, not \"\(rest.text)\""); continue }
                unit = u
            case "weeks":
                guard let n = Int(rest.text), (1...52).contains(n) else { fail(rest.column, "weeks is a number from 1 to 52"); continue }
                weeks = (n, lineNumber)
            case "tm": trainingMax(rest)
            case "day": day(rest)
            default: slot(line)
            }
        }
        lineNumber = 0
        if name == nil { errors.append(ProgramFileError(line: 1, column: 1, "the file needs a `program NAME` line")) }
        if days.isEmpty && errors.isEmpty { errors.append(ProgramFileError(line: 1, column: 1, "the program has no days: add a `day KEY TITLE` line and its exercises")) }
        let weekCount = weeks?.value ?? weekCounts.map(\.count).max() ?? 1
        for count in weekCounts where count.count != 1 && count.count != weekCount {
            errors.append(ProgramFileError(line: count.line, column: count.column,
                                           "\(count.count) weeks are written here, but the program has \(weekCount)"))
        }
        for need in needsMax where maxes[need.exerciseID] == nil {
            errors.append(ProgramFileError(line: need.line, column: need.column,
                                           "\(need.name) is in percentages of a training max: add `tm \(need.name) = WEIGHT`"))
        }
        for (day, place) in zip(days, dayLines) where day.slots.isEmpty && !place.hasLines {
            errors.append(ProgramFileError(line: place.line, column: place.column, "day \(day.key) has no exercises: add a line under it, like `Barbell Back Squat: 3x5`"))
        }
        // A start written once holds for every slot that progresses with it ("Squat" on A and B).
        var starts: [String: Double] = [:]
        for slot in days.flatMap(\.slots) { if let start = slot.start, starts[slot.progressionKey] == nil { starts[slot.progressionKey] = start } }
        for d in days.indices { for s in days[d].slots.indices where days[d].slots[s].start == nil { days[d].slots[s].start = starts[days[d].slots[s].progressionKey] } }
        guard errors.isEmpty, let name else { return .failure(ProgramFileMistakes(errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })) }
        return .success(ProgramFile.Parsed(program: Program(name: name, source: source, unit: unit, weeks: weekCount, days: days, trainingMaxes: maxes),
                                           blanks: blanks))
    }

    /// A line without its `#` comment (a `#` at the start, or after a space).
    func withoutComment(_ line: String) -> String {
        var previous: Character = " "
        var inQuotes = false
        for (i, c) in line.enumerated() {
            if c == "\"" { inQuotes.toggle() }
            if c == "#", !inQuotes, previous == " " || previous == "\t" { return String(line.prefix(i)) }
            previous = c
        }
        return line
    }

    func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    /// `tm Barbell Back Squat = 100, +5 per cycle`.
    mutating func trainingMax(_ rest: Piece) {
        let sides = rest.split("=")
        guard sides.count == 2 else { fail(rest.column, "write a training max as `tm EXERCISE = WEIGHT, +RAISE per cycle`"); return }
        guard let exercise = exercise(sides[0]) else { return }
        let parts = sides[1].split(",")
        var raise = 0.0
        if parts.count > 1 {
            let words = parts[1].text.split(separator: " ").map(String.init)
            guard words.count == 3, words[1] == "per", words[2] == "cycle", words[0].hasPrefix("+"),
                  let value = number(String(words[0].dropFirst())) else {
                fail(parts[1].column, "after the weight write `+RAISE per cycle`, for example `+2.5 per cycle`")
                return
            }
            raise = unit.toKilograms(value)
        }
        if parts[0].text == "?" {
            blanks.append(ProgramBlank(line: lineNumber, column: parts[0].column, label: "\(exercise.name) training max"))
            maxes[exercise.id] = TrainingMax(weight: nil, raisePerCycle: raise)
            return
        }
        guard let weight = weightValue(parts[0]) else { return }
        maxes[exercise.id] = TrainingMax(weight: weight, raisePerCycle: raise)
    }

    /// `day A1 "Squat and bench"`.
    mutating func day(_ rest: Piece) {
        let key = String(rest.text.prefix { !$0.isWhitespace })
        guard !key.isEmpty else { fail(rest.column, "a day needs a short key after `day`, like `day A1 \"Squat\"`"); return }
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            fail(rest.column, "a day's key is letters and digits, not \"\(key)\""); return
        }
        if days.contains(where: { $0.key == key }) { fail(rest.column, "there is a day \(key) already"); return }
        let title = unquoted(String(rest.text.dropFirst(key.count)).trimmingSpaces)
        days.append(ProgramDay(key: key, title: title.isEmpty ? "Day \(key)" : title, slots: []))
        dayLines.append((lineNumber, rest.column, false))
    }

    /// `[T1] Barbell Back Squat: 5x3+ then 6x2+, linear +5, start 60`.
    mutating func slot(_ line: Piece) {
        guard !days.isEmpty else {
            let word = line.text.prefix { !$0.isWhitespace }
            if !line.text.contains(":") {
                fail(line.column, "unknown line \"\(word)\": a line is program, source, unit, weeks, tm, day, or an exercise under a day")
            } else {
                fail(line.column, "an exercise must come under a `day` line")
            }
            return
        }
        dayLines[dayLines.count - 1].hasLines = true
        let halves = line.split(":")
        guard halves.count >= 2 else {
            fail(line.column, "write an exercise as `NAME: SETS, RULE`, for example `Barbell Back Squat: 3x5, linear +2.5`"); return
        }
        var head = halves[0]
        var tag: String?
        if head.text.hasPrefix("[") {
            guard let close = head.text.firstIndex(of: "]") else { fail(head.column, "a tag is written in brackets: [T1]"); return }
            tag = String(head.text[head.text.index(after: head.text.startIndex)..<close])
            let after = head.text.distance(from: head.text.startIndex, to: close) + 1
            head = Piece(raw: head.text.dropFirst(after), column: head.column + after)
        }
        guard let exercise = exercise(head) else { return }
        let body = Piece(text: halves.dropFirst().map(\.text).joined(separator: ":"), column: halves[1].column)
        let items = body.split(",")
        // The sets come first; the options begin with the first word that names one.
        let optionStart = items.firstIndex { item in
            guard let first = item.text.first, first.isLetter else { return false }
            return !isScheme(item.text)
        } ?? items.count
        guard optionStart > 0 else { fail(body.column, "the sets come first, for example `3x5` or `3x8-12`"); return }
        let schemeText = items[..<optionStart].map(\.text).joined(separator: ", ")
        guard let (schemes, byWeek) = schemes(Piece(text: schemeText, column: items[0].column)) else { return }
        var slot = ProgramSlot(tag: tag, exerciseID: exercise.id, name: exercise.name, schemes: schemes, byWeek: byWeek, rule: .fixed)
        var rule: ProgressionRule?
        var linear = LinearRule()
        for item in items[optionStart...] {
            guard option(item, &slot, &rule, &linear, exercise: exercise) else { return }
        }
        let sets = schemes.flatMap(\.sets)
        let inferred: ProgressionRule = sets.contains { $0.percent != nil } ? .trainingMax
            : sets.contains { $0.rpe != nil } ? .rpe
            : sets.contains { $0.repsTop != nil } ? .double(increment: nil)
            : .linear(linear)
        switch rule ?? inferred {
        case .linear: slot.rule = .linear(linear)
        case let other: slot.rule = other
        }
        if case .double = slot.rule, !sets.contains(where: { $0.repsTop != nil }) {
            fail(items[0].column, "double progression needs a rep range, like 3x8-12"); return
        }
        if case .trainingMax = slot.rule {
            if !sets.contains(where: { $0.percent != nil }) { fail(items[0].column, "a training max rule needs percentages, like 5@85%"); return }
            needsMax.append((exercise.id, exercise.name, lineNumber, head.column))
        }
        if byWeek { weekCounts.append((schemes.count, lineNumber, items[0].column)) }
        days[days.count - 1].slots.append(slot)
    }

    func isScheme(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.split(separator: " ").allSatisfy { word in
            word == "then" || word == "|" || word.first.map { $0.isNumber || $0 == "@" || $0 == "|" } ?? true
        }
    }

    /// One option: a rule, a start, warm-ups, rest. False after a mistake.
    mutating func option(_ item: Piece, _ slot: inout ProgramSlot, _ rule: inout ProgressionRule?, _ linear: inout LinearRule,
                         exercise: CatalogExercise) -> Bool {
        let words = item.text.split(separator: " ").map(String.init)
        let keyword = words.first?.lowercased() ?? ""
        let argument = Piece(raw: Substring(item.text.dropFirst(keyword.count)), column: item.column + keyword.count)
        func increment() -> Double?? {
            guard !argument.text.isEmpty else { return .some(nil) }
            guard argument.text.hasPrefix("+"), let value = number(String(argument.text.dropFirst()).trimmingSpaces) else {
                fail(argument.column, "an increment is written +2.5"); return nil
            }
            return .some(unit.toKilograms(value))
        }
        switch keyword {
        case "linear":
            guard let step = increment() else { return false }
            linear.increment = step
            rule = .linear(linear)
        case "double":
            guard let step = increment() else { return false }
            rule = .double(increment: step)
        case "tm": rule = .trainingMax
        case "rpe": rule = .rpe
        case "same": rule = .fixed
        case "deload":
            // deload 10% after 3
            guard words.count == 4, words[1].hasSuffix("%"), let percent = number(String(words[1].dropLast())), words[2] == "after",
                  let after = Int(words[3]), after > 0, percent > 0, percent < 100 else {
                fail(item.column, "write a deload as `deload 10% after 3`"); return false
            }
            linear.deloadPercent = percent / 100
            linear.deloadAfter = after
        case "restart":
            if words.count == 2, words[1].hasSuffix("%"), let percent = number(String(words[1].dropLast())), percent > 0, percent <= 100 {
                linear.restart = .percent(percent / 100)
            } else if words.count == 3, words[1] == "first", words[2].hasPrefix("+"), let extra = number(String(words[2].dropFirst())) {
                linear.restart = .firstStagePlus(unit.toKilograms(extra))
            } else if words.count == 4, words[1].hasSuffix("%"), let percent = number(String(words[1].dropLast())), percent > 0, percent <= 100,
                      words[2] == "of", words[3].lowercased() == "5rm" {
                linear.restart = .fiveRepMaxTest(percent / 100)
            } else {
                fail(item.column, "write a restart as `restart 85%`, `restart 85% of 5RM` or `restart first +7.5`"); return false
            }
        case "add":
            guard words.count == 3, words[1] == "at", let reps = Int(words[2]), reps > 0 else {
                fail(item.column, "write `add at 25`: the reps of the last set that add weight"); return false
            }
            linear.addAt = reps
        case "start":
            if argument.text == "?" {
                blanks.append(ProgramBlank(line: lineNumber, column: argument.column, label: "\(slot.title) starting weight"))
            } else {
                guard let weight = weightValue(argument) else { return false }
                slot.start = weight
            }
        case "warmup":
            guard let n = Int(argument.text), (0...9).contains(n) else { fail(argument.column, "warmup is a number of sets from 0 to 9"); return false }
            slot.warmupSets = n
        case "superset":
            guard let n = Int(argument.text), n > 0 else { fail(argument.column, "a superset is a number: slots next to each other with the same one are done together"); return false }
            slot.superset = n
        case "rest":
            guard let seconds = duration(argument.text), seconds > 0 else { fail(argument.column, "write a rest as 90s or 3m"); return false }
            slot.restSeconds = seconds
        default:
            fail(item.column, "unknown option \"\(words.first ?? "")\": options are linear, double, tm, rpe, same, deload, restart, add at, start, warmup, rest, superset")
            return false
        }
        return true
    }

    /// Stages ("then") or weeks (" | "), each a list of sets; nil after a mistake.
    mutating func schemes(_ piece: Piece) -> ([SetScheme], Bool)? {
        let weeks = piece.split("|")
        let byWeek = weeks.count > 1
        let parts = byWeek ? weeks : piece.split(" then ")
        if byWeek, piece.text.contains(" then ") { fail(piece.column, "a slot has stages (then) or weeks (|), not both"); return nil }
        var result: [SetScheme] = []
        for part in parts {
            var sets: [PlannedSet] = []
            for group in part.split(",") {
                guard let more = setGroup(group) else { return nil }
                sets += more
            }
            result.append(SetScheme(sets))
        }
        return (result, byWeek)
    }

    /// `5x3+`, `3x8-12`, `5+@85%`, `5x10@50%`, `3x5@8`, `3x30s`, `10min`.
    mutating func setGroup(_ group: Piece) -> [PlannedSet]? {
        var text = group.text.lowercased().replacing(" ", with: "").replacing("×", with: "x")
        let bad = { (self: inout ProgramFileParser) -> [PlannedSet]? in
            self.fail(group.column, "cannot read the sets \"\(group.text)\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s")
            return nil
        }
        guard !text.isEmpty else { return bad(&self) }
        var count = 1
        if let x = text.firstIndex(of: "x") {
            guard let n = Int(text[..<x]), (1...20).contains(n) else { return bad(&self) }
            count = n
            text = String(text[text.index(after: x)...])
        }
        var set = PlannedSet()
        if let at = text.firstIndex(of: "@") {
            let value = String(text[text.index(after: at)...])
            text = String(text[..<at])
            if value.hasSuffix("%") {
                guard let p = number(String(value.dropLast())), p > 0, p <= 200 else { return bad(&self) }
                set.percent = p / 100
            } else {
                guard let r = number(value), (1...10).contains(r) else { return bad(&self) }
                set.rpe = r
            }
        }
        if text.hasSuffix("+") { set.amrap = true; text.removeLast() }
        if let seconds = duration(text), !text.allSatisfy(\.isNumber) {
            set.seconds = seconds
        } else if let dash = text.firstIndex(of: "-") {
            guard let low = Int(text[..<dash]), let top = Int(text[text.index(after: dash)...]), low > 0, top > low else { return bad(&self) }
            set.reps = low
            set.repsTop = top
        } else {
            guard let reps = Int(text), reps > 0, reps <= 100 else { return bad(&self) }
            set.reps = reps
        }
        // "5x3+": only the last set of a group is as many as possible.
        var sets = Array(repeating: set, count: count)
        for i in sets.indices.dropLast() { sets[i].amrap = false }
        return sets
    }

    /// "90s", "90", "3m", "3min", "10min" in seconds.
    func duration(_ text: String) -> Int? {
        let t = text.lowercased().replacing(" ", with: "")
        for (suffix, scale) in [("min", 60), ("sec", 1), ("m", 60), ("s", 1)] where t.hasSuffix(suffix) {
            return Int(t.dropLast(suffix.count)).map { $0 * scale }
        }
        return Int(t)
    }

    func number(_ text: String) -> Double? {
        guard let value = Double(text.replacing(",", with: ".")), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// A weight in the file's unit ("60", "60 kg" when the unit agrees), in kilograms.
    mutating func weightValue(_ piece: Piece) -> Double? {
        var text = piece.text.lowercased()
        for suffix in ["kg", "lb"] where text.hasSuffix(suffix) {
            guard suffix == unit.rawValue else { fail(piece.column, "this file's weights are in \(unit.rawValue) (`unit` line), not \(suffix)"); return nil }
            text = String(text.dropLast(suffix.count)).trimmingSpaces
        }
        guard let value = number(text), value < 2000 else { fail(piece.column, "\"\(piece.text)\" is not a weight"); return nil }
        return unit.toKilograms(value)
    }

    /// The catalog name a mistyped one most likely meant: the best match of the catalog's
    /// search ("Back Squat"), else the one a few letters away ("Barbell Back Sqat").
    func nearestName(_ name: String) -> String? {
        if let found = catalog.search(name).first { return found.name }
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for exercise in catalog.exercises {
            let distance = editDistance(typed, Array(exercise.name.lowercased()), limit: best?.distance ?? max(2, typed.count / 4))
            if distance < (best?.distance ?? max(2, typed.count / 4) + 1) { best = (exercise.name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, given up on (returning more than `limit`) once it passes `limit`.
    func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// The catalog exercise a name or id names; a mistake (with the likeliest name) otherwise.
    mutating func exercise(_ piece: Piece) -> CatalogExercise? {
        let name = piece.text
        guard !name.isEmpty else { fail(piece.column, "an exercise's name is missing"); return nil }
        if let found = byName[name.lowercased()] ?? catalog.exercise(name.lowercased()) { return found }
        let guess = nearestName(name).map { " (did you mean \($0)?)" } ?? ""
        fail(piece.column, "no exercise called \"\(name)\" in the catalog\(guess)")
        return nil
    }
}

extension ProgramFile {
    /// Splits written out as a plan file, one day each in their order (the GymTrack A/B/C as
    /// a program). Each exercise keeps its sets and reps; weighed ones progress linearly, the
    /// rest as written. A step that is not a catalog exercise is left as a comment.
    public static func text(name: String, source: String, splits: [Split], catalog: Catalog) -> String {
        var lines = ["program \"\(name)\"", "source \"\(source)\"", "unit kg"]
        for split in splits {
            lines += ["", "day \(split.sessionType) \"\(split.name)\""]
            for step in split.steps where step.kind != .challenge {
                guard let exercise = catalog.exercise(step.exerciseID) else {
                    lines.append("  # \(step.title): not a catalog exercise, so not in the plan file")
                    continue
                }
                let seconds = step.durationSeconds ?? 0
                let scheme: String
                switch step.kind {
                case .timed: scheme = seconds % 60 == 0 ? "\(seconds / 60)min" : "\(seconds)s"
                case .hold: scheme = "\(step.workingSets)x\(seconds)s"
                case .sets, .challenge: scheme = "\(step.workingSets)x\(step.plannedReps ?? 10)"
                }
                var options = [step.kind == .sets && step.loadType.weightLabel != nil ? "linear" : "same"]
                if let weight = step.weight { options.append("start \(plateNumber(weight))") }
                if step.warmupSets > 0 { options.append("warmup \(step.warmupSets)") }
                if let rest = step.restSeconds { options.append("rest \(rest)s") }
                lines.append("  \(exercise.name): \(scheme), " + options.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
