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
    /// enough that every screen and sum over an accepted file stays in range.
    public enum Limits {
        /// Sets of one group (`20x5`), and of one stage or week of a slot (every group together).
        public static let sets = 1...20
        public static let reps = 1...100
        /// Seconds of a held or timed set: up to two hours.
        public static let seconds = 1...7200
        /// Seconds of a rest: up to a quarter of an hour.
        public static let rest = 1...900
        /// Percent of a training max: above 0, at most this.
        public static let percent = 200.0
        public static let rpe = 1.0...10.0
        /// Weights (a start, a training max) are below this, in the file's unit.
        public static let weight = 2000.0
        /// Increments (`linear +W`, `double +W`, `restart first +W`) and raises per cycle are at most this, in the file's unit.
        public static let step = 100.0
        public static let weeks = 1...52
        public static let warmups = 0...9
        /// Misses in a row before a deload.
        public static let deloadAfter = 1...20
        public static let superset = 1...99
    }

    /// The program a file describes, or every mistake in it, each with its line and column.
    public static func parse(_ text: String, catalog: Catalog) -> Result<Parsed, ProgramFileMistakes> {
        var parser = ProgramFileParser(catalog: catalog)
        return parser.parse(text)
    }

    /// The lines of a file as people save them: ended by `\n`, `\r\n` or `\r`, and a byte order
    /// mark at the start not part of the first.
    static func lines(of text: String) -> [Substring] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// The exercise names (or ids) a file's lines give, as written: what its catalog must hold.
    /// A catalog of just those rows (`Catalog.isPartial`) reads them as written; a name read
    /// otherwise ("OHP") is a mistake there, and needs the whole catalog.
    public static func exerciseNames(in text: String) -> Set<String> {
        var names = Set<String>()
        let keywords: Set<String> = ["program", "source", "unit", "weeks", "day"]
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
            if let colon = line.firstIndex(of: ":") { names.insert(String(line[..<colon]).trimmingSpaces) }
        }
        return names
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

/// A piece of a line and the column it starts at (1 the first).
private struct Piece {
    var text: String
    var column: Int

    /// The piece split at each `separator` (in any case: " then ", " THEN "), each part
    /// trimmed, with its own column.
    func split(_ separator: String) -> [Piece] {
        let needle = Array(separator.lowercased())
        let characters = Array(text)
        var parts: [Piece] = []
        var start = 0, i = 0
        while i + needle.count <= characters.count {
            if needle.indices.allSatisfy({ characters[i + $0].lowercased() == String(needle[$0]) }) {
                parts.append(Piece(raw: Substring(String(characters[start..<i])), column: column + start))
                i += needle.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Piece(raw: Substring(String(characters[start...])), column: column + start))
        return parts
    }

    /// The first word, and the rest after it (trimmed, with its column).
    var firstWord: (word: String, rest: Piece) {
        let head = text.prefix { !$0.isWhitespace }
        return (String(head), Piece(raw: text.dropFirst(head.count), column: column + head.count))
    }

    /// The words, split at spaces.
    var words: [String] { text.split(separator: " ").map(String.init) }

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

/// Keywords are read in any case: `Program`, `DAY`, `Then`, `Per Cycle`, `of 5RM`.
private func keyword(_ word: String, is name: String) -> Bool { word.lowercased() == name }

private struct ProgramFileParser {
    typealias Limits = ProgramFile.Limits
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

    /// What each line's exercise name is, as an import reads it.
    let names: ExerciseNames

    init(catalog: Catalog) {
        names = ExerciseNames(catalog)
    }

    /// A mistake: the file's text it quotes shown as every file's text is (`escapedText`).
    mutating func fail(_ column: Int, _ message: String) {
        errors.append(ProgramFileError(line: lineNumber, column: column, escapedText(message, limit: .max)))
    }

    mutating func parse(_ text: String) -> Result<ProgramFile.Parsed, ProgramFileMistakes> {
        let lines = ProgramFile.lines(of: text).map { raw in
            // A tab is a space: one column, and a word's end.
            Piece(raw: Substring(String(withoutComment(String(raw)).map { $0 == "\t" ? " " : $0 })), column: 1)
        }
        // The unit is every weight's, on whichever line it is written.
        unit = lines.lazy.compactMap { line in
            line.firstWord.word.lowercased() == "unit" ? WeightUnit(rawValue: line.firstWord.rest.text.lowercased()) : nil
        }.first ?? .kg
        var unitLine: Int?
        for (index, line) in lines.enumerated() {
            lineNumber = index + 1
            guard !line.text.isEmpty else { continue }
            let (word, rest) = line.firstWord
            switch word.lowercased() {
            case "program": name = unquoted(rest.text); if name?.isEmpty ?? true { fail(rest.column, "the program needs a name after `program`") }
            case "source": source = unquoted(rest.text)
            case "unit":
                guard WeightUnit(rawValue: rest.text.lowercased()) != nil else { fail(rest.column, "the unit is kg or lb, not \"\(rest.text)\""); continue }
                if let unitLine { fail(rest.column, "the unit is given on line \(unitLine) already"); continue }
                unitLine = lineNumber
            case "weeks":
                guard let n = Int(rest.text), Limits.weeks.contains(n) else { fail(rest.column, "weeks is a number from 1 to 52"); continue }
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

    /// `tm Barbell Back Squat = 100, +5 per cycle`: each mistake of the line reported.
    mutating func trainingMax(_ rest: Piece) {
        let sides = rest.split("=")
        guard sides.count == 2 else { fail(rest.column, "write a training max as `tm EXERCISE = WEIGHT, +RAISE per cycle`"); return }
        let exercise = exercise(sides[0])
        if let exercise, maxes[exercise.id] != nil { fail(sides[0].column, "there is a training max for \(exercise.name) already") }
        let parts = sides[1].split(",")
        var raise = 0.0
        if parts.count > 1 {
            let words = parts[1].words
            if words.count == 3, keyword(words[1], is: "per"), keyword(words[2], is: "cycle"), words[0].hasPrefix("+"),
               let value = number(String(words[0].dropFirst())) {
                if value <= Limits.step {
                    raise = unit.toKilograms(value)
                } else {
                    fail(parts[1].column, "a raise is at most \(plateNumber(Limits.step)) \(unit.rawValue) a cycle, not \(words[0])")
                }
            } else {
                fail(parts[1].column, "after the weight write `+RAISE per cycle`, for example `+2.5 per cycle`")
            }
        }
        if parts.count > 2 { fail(parts[2].column, "nothing follows the raise: write `tm EXERCISE = WEIGHT, +RAISE per cycle`") }
        var weight: Double?
        if parts[0].text == "?" {
            if let exercise { blanks.append(ProgramBlank(line: lineNumber, column: parts[0].column, label: "\(exercise.name) training max")) }
        } else {
            weight = weightValue(parts[0])
        }
        // Kept with a mistake too, so the slots reading it are not also told to add one.
        guard let exercise, maxes[exercise.id] == nil else { return }
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

    /// `[T1] Barbell Back Squat: 5x3+ then 6x2+, linear +5, start 60`: every mistake of the
    /// line reported (the name, each set group, each option), and the slot kept only without one.
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
        let mistakes = errors.count
        var head = halves[0]
        var tag: String?
        var exercise: CatalogExercise?
        if head.text.hasPrefix("[") {
            if let close = head.text.firstIndex(of: "]"), close > head.text.index(after: head.text.startIndex) {
                tag = String(head.text[head.text.index(after: head.text.startIndex)..<close])
                let after = head.text.distance(from: head.text.startIndex, to: close) + 1
                head = Piece(raw: head.text.dropFirst(after), column: head.column + after)
                exercise = self.exercise(head)
            } else {
                fail(head.column, "a tag is written in brackets: [T1]")
            }
        } else {
            exercise = self.exercise(head)
        }
        let body = Piece(text: halves.dropFirst().map(\.text).joined(separator: ":"), column: halves[1].column)
        let items = body.split(",")
        // The sets come first; the options begin with the first word that names one.
        let optionStart = items.firstIndex { item in
            guard let first = item.text.first, first.isLetter else { return false }
            return !isScheme(item.text)
        } ?? items.count
        var written: ([SetScheme], Bool)?
        if optionStart > 0 {
            let schemeText = items[..<optionStart].map(\.text).joined(separator: ", ")
            written = schemes(Piece(text: schemeText, column: items[0].column))
        } else {
            fail(body.column, "the sets come first, for example `3x5` or `3x8-12`")
        }
        var slot = ProgramSlot(tag: tag, exerciseID: exercise?.id ?? "", name: exercise?.name ?? head.text,
                               schemes: written?.0 ?? [], byWeek: written?.1 ?? false, rule: .fixed)
        var rule: ProgressionRule?
        var linear = LinearRule()
        var given: [String: String] = [:]
        for item in items[optionStart...] {
            option(item, &slot, &rule, &linear, given: &given)
        }
        guard let (schemes, byWeek) = written else { return }
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
            fail(items[0].column, "double progression needs a rep range, like 3x8-12")
        }
        if case .trainingMax = slot.rule, !sets.contains(where: { $0.percent != nil }) {
            fail(items[0].column, "a training max rule needs percentages, like 5@85%")
        }
        guard errors.count == mistakes, let exercise else { return }
        if case .trainingMax = slot.rule { needsMax.append((exercise.id, exercise.name, lineNumber, head.column)) }
        if byWeek { weekCounts.append((schemes.count, lineNumber, items[0].column)) }
        days[days.count - 1].slots.append(slot)
    }

    func isScheme(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.split(separator: " ").allSatisfy { word in
            word == "then" || word == "|" || word.first.map { $0.isNumber || $0 == "@" || $0 == "|" } ?? true
        }
    }

    /// One option: a rule, a start, warm-ups, rest; a mistake is reported, and the line read on.
    mutating func option(_ item: Piece, _ slot: inout ProgramSlot, _ rule: inout ProgressionRule?, _ linear: inout LinearRule,
                         given: inout [String: String]) {
        let words = item.words
        let (first, argument) = item.firstWord
        let name = first.lowercased()
        let rules: Set<String> = ["linear", "double", "tm", "rpe", "same"]
        let others: Set<String> = ["deload", "restart", "add", "start", "warmup", "rest", "superset"]
        // One rule a slot, and each other option once.
        if rules.contains(name) || others.contains(name) {
            let kind = rules.contains(name) ? "rule" : name
            if let earlier = given[kind] {
                fail(item.column, rules.contains(name) ? "a slot has one rule: \(earlier) or \(first), not both" : "\(first) is written twice")
                return
            }
            given[kind] = first
        }
        if ["tm", "rpe", "same"].contains(name), !argument.text.isEmpty {
            fail(argument.column, "\(first) takes nothing after it"); return
        }
        func increment() -> Double?? {
            guard !argument.text.isEmpty else { return .some(nil) }
            guard argument.text.hasPrefix("+"), let value = number(String(argument.text.dropFirst()).trimmingSpaces) else {
                fail(argument.column, "an increment is written +2.5"); return nil
            }
            guard value <= Limits.step else { fail(argument.column, tooBig("an increment", argument.text)); return nil }
            return .some(unit.toKilograms(value))
        }
        switch name {
        case "linear":
            guard let step = increment() else { return }
            linear.increment = step
            rule = .linear(linear)
        case "double":
            guard let step = increment() else { return }
            rule = .double(increment: step)
        case "tm": rule = .trainingMax
        case "rpe": rule = .rpe
        case "same": rule = .fixed
        case "deload":
            // deload 10% after 3
            guard words.count == 4, words[1].hasSuffix("%"), let percent = number(String(words[1].dropLast())), keyword(words[2], is: "after"),
                  let after = count(words[3]) else {
                fail(item.column, "write a deload as `deload 10% after 3`"); return
            }
            guard percent > 0, percent < 100 else { fail(item.column, "a deload takes off more than 0% and less than 100%, not \(words[1])"); return }
            guard Limits.deloadAfter.contains(after) else { fail(item.column, "a deload comes after 1 to 20 misses in a row, not \(words[3])"); return }
            linear.deloadPercent = percent / 100
            linear.deloadAfter = after
        case "restart":
            let share = words.count >= 2 && words[1].hasSuffix("%") ? number(String(words[1].dropLast())) : nil
            if words.count == 3, keyword(words[1], is: "first"), words[2].hasPrefix("+"), let extra = number(String(words[2].dropFirst())) {
                guard extra <= Limits.step else { fail(item.column, tooBig("a restart's increment", words[2])); return }
                linear.restart = .firstStagePlus(unit.toKilograms(extra))
            } else if let share, words.count == 2 || (words.count == 4 && keyword(words[2], is: "of") && keyword(words[3], is: "5rm")) {
                guard share > 0, share <= 100 else { fail(item.column, "a restart is at more than 0% and at most 100%, not \(words[1])"); return }
                linear.restart = words.count == 2 ? .percent(share / 100) : .fiveRepMaxTest(share / 100)
            } else {
                fail(item.column, "write a restart as `restart 85%`, `restart 85% of 5RM` or `restart first +7.5`")
            }
        case "add":
            guard words.count == 3, keyword(words[1], is: "at"), let reps = count(words[2]) else {
                fail(item.column, "write `add at 25`: the reps of the last set that add weight"); return
            }
            guard Limits.reps.contains(reps) else { fail(item.column, "add at is 1 to 100 reps, not \(words[2])"); return }
            linear.addAt = reps
        case "start":
            if argument.text == "?" {
                blanks.append(ProgramBlank(line: lineNumber, column: argument.column, label: "\(slot.title) starting weight"))
            } else if let weight = weightValue(argument) {
                slot.start = weight
            }
        case "warmup":
            guard let n = count(argument.text), Limits.warmups.contains(n) else { fail(argument.column, "warmup is a number of sets from 0 to 9"); return }
            slot.warmupSets = n
        case "superset":
            guard let n = count(argument.text), Limits.superset.contains(n) else {
                fail(argument.column, "a superset is a number from 1 to 99: slots next to each other with the same one are done together"); return
            }
            slot.superset = n
        case "rest":
            guard let seconds = duration(argument.text) else { fail(argument.column, "write a rest as 90s or 3m"); return }
            guard Limits.rest.contains(seconds) else { fail(argument.column, "a rest is 1 second to 15 minutes, not \(argument.text)"); return }
            slot.restSeconds = seconds
        default:
            fail(item.column, "unknown option \"\(first)\": options are linear, double, tm, rpe, same, deload, restart, add at, start, warmup, rest, superset")
        }
    }

    func tooBig(_ what: String, _ written: String) -> String {
        "\(what) is at most +\(plateNumber(Limits.step)) \(unit.rawValue), not \(written)"
    }

    /// Stages ("then") or weeks (" | "), each a list of sets; nil after a mistake, each reported.
    mutating func schemes(_ piece: Piece) -> ([SetScheme], Bool)? {
        let weeks = piece.split("|")
        let byWeek = weeks.count > 1
        let parts = byWeek ? weeks : piece.split(" then ")
        if byWeek, piece.split(" then ").count > 1 { fail(piece.column, "a slot has stages (then) or weeks (|), not both"); return nil }
        let mistakes = errors.count
        if byWeek, weeks.count > Limits.weeks.upperBound {
            fail(piece.column, "\(weeks.count) weeks are written here: a program has at most \(Limits.weeks.upperBound)")
        }
        var result: [SetScheme] = []
        for part in parts {
            var sets: [PlannedSet] = []
            for group in part.split(",") {
                sets += setGroup(group) ?? []
            }
            if sets.count > Limits.sets.upperBound {
                fail(part.column, "\(sets.count) sets are written here, but an exercise has at most \(Limits.sets.upperBound) a workout")
            }
            result.append(SetScheme(sets))
        }
        return errors.count == mistakes ? (result, byWeek) : nil
    }

    /// `5x3+`, `3x8-12`, `5+@85%`, `5x10@50%`, `3x5@8`, `3x30s`, `10min`.
    mutating func setGroup(_ group: Piece) -> [PlannedSet]? {
        var text = group.text.lowercased().replacing(" ", with: "").replacing("×", with: "x")
        let bad = { (self: inout ProgramFileParser) -> [PlannedSet]? in
            self.fail(group.column, "cannot read the sets \"\(group.text)\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s")
            return nil
        }
        let outside = { (self: inout ProgramFileParser, message: String) -> [PlannedSet]? in
            self.fail(group.column, "\(message), not \"\(group.text)\"")
            return nil
        }
        guard !text.isEmpty else { return bad(&self) }
        var count = 1
        if let x = text.firstIndex(of: "x") {
            guard let n = self.count(String(text[..<x])) else { return bad(&self) }
            guard Limits.sets.contains(n) else { return outside(&self, "sets are 1 to 20 a group") }
            count = n
            text = String(text[text.index(after: x)...])
        }
        var set = PlannedSet()
        if let at = text.firstIndex(of: "@") {
            let value = String(text[text.index(after: at)...])
            text = String(text[..<at])
            if value.hasSuffix("%") {
                guard let p = number(String(value.dropLast())) else { return bad(&self) }
                guard p > 0, p <= Limits.percent else { return outside(&self, "a percentage is more than 0% and at most 200%") }
                set.percent = p / 100
            } else {
                guard let r = number(value) else { return bad(&self) }
                guard Limits.rpe.contains(r) else { return outside(&self, "an RPE is 1 to 10") }
                set.rpe = r
            }
        }
        if text.hasSuffix("+") { set.amrap = true; text.removeLast() }
        if !text.allSatisfy(\.isNumber), let seconds = duration(text) {
            guard Limits.seconds.contains(seconds) else { return outside(&self, "a set lasts 1 second to 2 hours") }
            set.seconds = seconds
        } else if let dash = text.firstIndex(of: "-") {
            guard let low = self.count(String(text[..<dash])), let top = self.count(String(text[text.index(after: dash)...])) else { return bad(&self) }
            guard Limits.reps.contains(low), Limits.reps.contains(top) else { return outside(&self, "reps are 1 to 100") }
            guard top > low else { return outside(&self, "a rep range goes up, like 8-12") }
            set.reps = low
            set.repsTop = top
        } else {
            guard let reps = self.count(text) else { return bad(&self) }
            guard Limits.reps.contains(reps) else { return outside(&self, "reps are 1 to 100") }
            set.reps = reps
        }
        // "5x3+": only the last set of a group is as many as possible.
        var sets = Array(repeating: set, count: count)
        for i in sets.indices.dropLast() { sets[i].amrap = false }
        return sets
    }

    /// A whole number written in digits; one too long for an Int is `Int.max`, past every limit.
    func count(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? Int.max
    }

    /// "90s", "90", "3m", "3min", "10min" in seconds; one past an Int is `Int.max`.
    func duration(_ text: String) -> Int? {
        let t = text.lowercased().replacing(" ", with: "")
        var digits = t, scale = 1
        for (suffix, s) in [("min", 60), ("sec", 1), ("m", 60), ("s", 1)] where t.hasSuffix(suffix) {
            digits = String(t.dropLast(suffix.count))
            scale = s
            break
        }
        guard let n = count(digits) else { return nil }
        let (seconds, overflow) = n.multipliedReportingOverflow(by: scale)
        return overflow ? Int.max : seconds
    }

    /// A number written in digits, with at most one decimal point (or comma): "2.5", "2,5", "60".
    func number(_ text: String) -> Double? {
        let t = text.replacing(",", with: ".")
        let parts = t.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = Double(t), value.isFinite else { return nil }
        return value
    }

    /// A weight in the file's unit ("60", "60 kg" when the unit agrees), in kilograms.
    mutating func weightValue(_ piece: Piece) -> Double? {
        var text = piece.text.lowercased()
        for suffix in ["kg", "lb"] where text.hasSuffix(suffix) {
            guard suffix == unit.rawValue else { fail(piece.column, "this file's weights are in \(unit.rawValue) (`unit` line), not \(suffix)"); return nil }
            text = String(text.dropLast(suffix.count)).trimmingSpaces
        }
        guard let value = number(text) else { fail(piece.column, "\"\(piece.text)\" is not a weight"); return nil }
        guard value < Limits.weight else {
            fail(piece.column, "a weight is less than \(plateNumber(Limits.weight)) \(unit.rawValue), not \(piece.text)"); return nil
        }
        return unit.toKilograms(value)
    }

    /// The catalog exercise a name or id names (`ExerciseNames`); a mistake (with the likeliest
    /// name) otherwise.
    mutating func exercise(_ piece: Piece) -> CatalogExercise? {
        let name = piece.text
        guard !name.isEmpty else { fail(piece.column, "an exercise's name is missing"); return nil }
        if let found = names.exercise(name) { return found }
        let guess = names.suggestion(for: name).map { " (did you mean \($0.name)?)" } ?? ""
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
