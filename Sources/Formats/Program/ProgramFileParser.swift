import Domain

/// A piece of a line and the column it starts at (1 the first).
struct Piece {
    var text: String
    var column: Int

    /// The piece split at each `separator` (in any case: " then ", " THEN "), each part
    /// trimmed, with its own column.
    func split(_ separator: String) -> [Piece] {
        let lowered = separator.lowercased()
        // Nearly every line is ASCII, where a column is a byte: split those as bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }), lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(text.utf8)
            return split(bytes, at: Array(lowered.utf8), same: { Piece.lowered($0) == $1 }) { range in
                Piece(raw: Substring(String(decoding: bytes[range], as: UTF8.self)), column: column + range.lowerBound)
            }
        }
        let characters = Array(text)
        return split(characters, at: Array(lowered), same: { $0.lowercased() == String($1) }) { range in
            Piece(raw: Substring(String(characters[range])), column: column + range.lowerBound)
        }
    }

    /// `elements` cut at each run that is `needle` (`same` compares one of each), each part made by `part`.
    private func split<E>(_ elements: [E], at needle: [E], same: (E, E) -> Bool, part: (Range<Int>) -> Piece) -> [Piece] {
        var parts: [Piece] = []
        var start = 0, i = 0
        while i + needle.count <= elements.count {
            if needle.indices.allSatisfy({ same(elements[i + $0], needle[$0]) }) {
                parts.append(part(start..<i))
                i += needle.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(part(start..<elements.count))
        return parts
    }

    /// An ASCII letter in lower case; any other byte as it is.
    static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5a).contains(byte) ? byte | 0x20 : byte }

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
func keyword(_ word: String, is name: String) -> Bool { word.lowercased() == name }

struct ProgramFileParser {
    typealias Limits = ProgramFile.Limits
    var errors: [ProgramFileError] = []
    /// Each set group read without a mistake, by its file's unit and text (`setGroup`).
    var groupsRead: [String: [PlannedSet]] = [:]
    var blanks: [ProgramBlank] = []
    var name: String?
    var source = ""
    var suits = ""
    var daysAWeek: Int?
    var unit = WeightUnit.kg
    var weeks: (value: Int, line: Int)?
    var days: [ProgramDay] = []
    var maxes: [String: TrainingMax] = [:]
    /// Slots whose rule reads a training max, to check there is one once the file is read.
    var needsMax: [(exerciseID: String, name: String, line: Int, column: Int)] = []
    /// Slots that follow another (`of [I]`), to check the slot they name once the file is read.
    var follows: [Follow] = []
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
        let lines = ProgramFile.lines(of: text).map { raw in Piece(raw: readable(raw), column: 1) }
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
            case "suits": suits = unquoted(rest.text)
            case "days-a-week":
                guard let n = Int(rest.text), Limits.daysAWeek.contains(n) else { fail(rest.column, "days-a-week is a number from 1 to 7"); continue }
                daysAWeek = n
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
        checkFollows()
        // A start written once holds for every slot that progresses with it ("Squat" on A and B).
        var starts: [String: Double] = [:]
        for slot in days.flatMap(\.slots) { if let start = slot.start, starts[slot.progressionKey] == nil { starts[slot.progressionKey] = start } }
        for d in days.indices { for s in days[d].slots.indices where days[d].slots[s].start == nil { days[d].slots[s].start = starts[days[d].slots[s].progressionKey] } }
        guard errors.isEmpty, let name else { return .failure(ProgramFileMistakes(errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })) }
        return .success(ProgramFile.Parsed(program: Program(name: name, source: source, unit: unit, weeks: weekCount, days: days, trainingMaxes: maxes,
                                                                   suits: suits, daysAWeek: daysAWeek),
                                           blanks: blanks))
    }

    /// A line as it is read: without its comment (a `#` at the start, or after a space or a
    /// tab, outside quotes), and a tab a space (one column, and a word's end). Nearly every line
    /// is ASCII, where a character is a byte: those are read as bytes.
    func readable(_ raw: Substring) -> Substring {
        if raw.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = readable(Array(raw.utf8), quote: UInt8(ascii: "\""), hash: UInt8(ascii: "#"), space: UInt8(ascii: " "), tab: UInt8(ascii: "\t"))
            return Substring(String(decoding: bytes, as: UTF8.self))
        }
        return Substring(String(readable(Array(raw), quote: "\"", hash: "#", space: " ", tab: "\t")))
    }

    /// `elements` up to the comment, each tab a space: `readable`'s one walk, of bytes or of characters.
    private func readable<E: Equatable>(_ elements: [E], quote: E, hash: E, space: E, tab: E) -> [E] {
        var kept: [E] = []
        kept.reserveCapacity(elements.count)
        var previous = space, inQuotes = false
        for element in elements {
            if element == quote { inQuotes.toggle() }
            if element == hash, !inQuotes, previous == space || previous == tab { break }
            previous = element
            kept.append(element == tab ? space : element)
        }
        return kept
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
        var max = TrainingMax(weight: nil)
        raises(parts.dropFirst(), into: &max)
        var weight: Double?
        if parts[0].text == "?" {
            if let exercise { blanks.append(ProgramBlank(line: lineNumber, column: parts[0].column, label: "\(exercise.name) training max")) }
        } else {
            weight = weightValue(parts[0])
        }
        // Kept with a mistake too, so the slots reading it are not also told to add one.
        guard let exercise, maxes[exercise.id] == nil else { return }
        max.weight = weight
        maxes[exercise.id] = max
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
                fail(line.column, "unknown line \"\(word)\": a line is program, source, suits, days-a-week, unit, weeks, tm, day, or an exercise under a day")
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
        var follow: String?
        var followsLast = false
        if optionStart > 0 {
            let schemeText = items[..<optionStart].map(\.text).joined(separator: ", ")
            if let (sets, tag, last) = followed(Piece(text: schemeText, column: items[0].column)) {
                written = schemes(sets)
                follow = tag
                followsLast = last
            }
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
        let repMax = sets.contains { $0.repMax || $0.repMaxShare != nil }
        let inferred: ProgressionRule = sets.contains { $0.percent != nil } ? .trainingMax
            : repMax ? .fixed
            : sets.contains { $0.rpe != nil } ? .rpe
            : sets.contains { $0.repsTop != nil } ? .double(increment: nil)
            : .linear(linear)
        if let follow {
            checkFollowing(follow, schemes: schemes, byWeek: byWeek, items: items[optionStart...], column: items[0].column)
            slot.rule = .relative(to: follow + "|" + slot.exerciseID, last: followsLast)
            follows.append(Follow(key: slot.progressionKey, followed: follow + "|" + slot.exerciseID, title: slot.title, line: lineNumber, column: items[0].column))
        } else {
            switch rule ?? inferred {
            case .linear: slot.rule = .linear(linear)
            case let other: slot.rule = other
            }
        }
        if case .double = slot.rule, !sets.contains(where: { $0.repsTop != nil }) {
            fail(items[0].column, "double progression needs a rep range, like 3x8-12")
        }
        if follow == nil, case .trainingMax = slot.rule, !sets.contains(where: { $0.percent != nil }) {
            fail(items[0].column, "a training max rule needs percentages, like 5@85%")
        }
        if sets.contains(where: { $0.offset != nil }), follow != nil || slot.rule != .trainingMax {
            fail(items[0].column, "a weight on a percentage (`3@90% -2.5`) is for a training max's percentages (`tm`)")
        }
        if sets.contains(where: { $0.maxReps || $0.backOff != nil }), follow != nil || slot.rule != .trainingMax {
            fail(items[0].column, "max reps and back-off sets by them (`MR10@80%`) are for a training max's percentages (`tm`)")
        }
        if repMax { checkRepMaxSlot(slot, stages: !byWeek && schemes.count > 1, column: items[0].column) }
        if !slot.ladder.isEmpty { checkLadder(slot, schemes: schemes, byWeek: byWeek, column: items[0].column, head: head.column) }
        guard errors.count == mistakes, let exercise else { return }
        if case .trainingMax = slot.rule { needsMax.append((slot.maxID, slot.maxOf.flatMap { names.exercise($0)?.name } ?? exercise.name, lineNumber, head.column)) }
        if byWeek { weekCounts.append((schemes.count, lineNumber, items[0].column)) }
        days[days.count - 1].slots.append(slot)
    }
}
