import Domain

/// GymBook's CSV export, its header and cells in the phone's language (Italian in the real
/// export read; English): a row per set with its date, a two-digit year (`09/01/25`), and time
/// (`19:30`); its workout (`Programma`); what the set is, in the words the header lists (`Set /
/// Set di riscaldamento / Set di defaticamento`: a working set, a warm-up, a cool-down); its reps
/// or time and its weight or distance, each with its unit in the cell (`20 ripetizioni`, `60
/// secondi`, `0,00 kg`, `1,00 km`); and whether it was skipped (`Saltato`: `Si`). A workout is a
/// day's sets of one workout name, from its first set's time to its last; a skipped set was
/// not done.
extension ForeignWorkouts {
    static func gymBookRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let g = c.gymBook
        let time = try r.gymBookTime(c.date, c.time)
        try r.checkTime(local: time, offset: nil, duration: nil, column: c.date)
        let name = [r[g.workout], r[g.program]].map(\.trimmingSpaces).first { !$0.isEmpty } ?? "GymBook"
        // A day's sets of one workout are one workout; its start is its first set's (`timedBySets`).
        var workout = RawWorkout(name: name, localStart: time / 86_400 * 86_400, offset: nil, durationSeconds: nil)
        workout.startsAtFirstSet = true
        let kind = r[g.setKind].trimmingSpaces.lowercased()
        guard let position = g.setKinds.firstIndex(of: kind) else {
            let words = g.setKindWords.map { quotedValue($0) }
            throw ImportError("Line \(r.line): \(g.setKind.name) \(quotedValue(kind)) must be "
                              + words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "") + ".")
        }
        var set = RawSet(exercise: try r.required(c.exercise), isWarmup: position > 0, weight: nil, unit: nil, reps: nil, seconds: nil,
                         rpe: nil, note: r[c.notes].trimmingSpaces)
        set.coolDown = position == 2
        set.localTime = time
        set.done = !(try r.gymBookSkipped(g.skipped))
        try r.gymBookRepsOrTime(g.repsOrTime, into: &set)
        try r.gymBookWeightOrDistance(g.weightOrDistance, into: &set)
        return (workout, set)
    }
}

/// GymBook's own columns; `date`, `time`, `exercise` and `notes` are shared (`HeaderColumns`).
final class GymBookColumns {
    let workout, program, setKind, repsOrTime, weightOrDistance, skipped: Column
    /// The words of the set-kind column, as its header lists them: working, warm-up, cool-down.
    let setKindWords: [String]
    /// The same in lower case, as cells are compared.
    let setKinds: [String]

    init(_ h: ForeignHeader) {
        workout = Column("workout", h); program = Column("program", h); setKind = Column("set kind", h)
        repsOrTime = Column("reps / time", h); weightOrDistance = Column("weight / distance", h); skipped = Column("skipped", h)
        setKindWords = (h.columns["set kind"]?.name ?? "").split(separator: "/").map { String($0).trimmingSpaces }
        setKinds = setKindWords.map { $0.lowercased() }
    }

    static let read: Set<String> = ["date", "time", "exercise", "workout", "program", "set kind", "reps / time", "weight / distance",
                                    "notes", "skipped"]
    static let notKept: [String: String] = {
        var why: [String: String] = [:]
        for name in ["zona", "region", "gruppi muscolari (primari)", "gruppi muscolari (secondari)", "muscle groups (primary)",
                     "muscle groups (secondary)"] {
            why[name] = "GymBook's body region and muscles of each exercise: gymtrack's catalog has its own"
        }
        return why
    }()
}

extension Cells {
    /// A set's date and time: `09/01/25` (GymBook's two-digit year, 2000 to 2099) and `19:30`.
    func gymBookTime(_ date: Column, _ time: Column) throws -> Int {
        var day = self[date].trimmingSpaces
        for separator in ["/", "."] {
            var parts = day.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
            if parts.count == 3, parts[2].count == 2, parts[2].allSatisfy(\.isNumber) {
                parts[2] = "20" + parts[2]
                day = parts.joined(separator: separator)
            }
        }
        let text = day + " " + self[time].trimmingSpaces
        let read: (Int, Int?)?
        do { read = try parseLocalDateTime(text, order: dateOrder) } catch { throw outOfBounds(date) }
        guard let (local, _) = read else {
            throw ImportError("Line \(line): \(date.name) and \(time.name) \(quotedValue(text)) are not a date and time like 13/09/23 19:30.")
        }
        return local
    }

    /// Whether the set was skipped: `Si`, `Yes`; `No`.
    func gymBookSkipped(_ column: Column) throws -> Bool {
        switch self[column].trimmingSpaces.lowercased() {
        case "si", "sì", "yes", "ja", "oui", "sí", "true", "1": return true
        case "no", "nein", "non", "false", "0", "": return false
        case let other: throw ImportError("Line \(line): \(column.name) \(quotedValue(other)) must be yes or no.")
        }
    }

    /// `20 ripetizioni`, `12 reps`: reps; `60 secondi`, `10 minuti`, `45 sec`: the set's time.
    func gymBookRepsOrTime(_ column: Column, into set: inout ForeignWorkouts.RawSet) throws {
        let text = self[column].trimmingSpaces
        if text.isEmpty { return }
        let (number, word) = numberAndWord(text)
        let refusal = ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not reps or a time, like 10 reps or 60 sec.")
        guard let number, !word.isEmpty else { throw refusal }
        if Cells.repsWords.contains(word.lowercased().filter { $0 != "." }) {
            guard number == number.rounded(), ForeignWorkouts.B.reps.contains(Int(number)) else {
                throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a whole number of reps up to 10000.")
            }
            set.reps = Int(number)
        } else if let seconds = parseForeignDuration(text) {
            guard ForeignWorkouts.B.stepSeconds.contains(seconds) else {
                throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is longer than a day.")
            }
            set.seconds = ForeignWorkouts.positive(seconds)
        } else {
            throw refusal
        }
    }

    /// Words for reps in the languages GymBook writes.
    static let repsWords: Set<String> = ["reps", "rep", "repetitions", "repetition", "ripetizioni", "ripetizione", "rip", "wiederholungen",
                                         "wiederholung", "wdh", "répétitions", "répétition", "rép", "repeticiones", "repetición",
                                         "repetições", "repetição"]

    /// `0,00 kg`, `135.00 lb`: the set's weight; `1,00 km`, `400 m`: its distance.
    func gymBookWeightOrDistance(_ column: Column, into set: inout ForeignWorkouts.RawSet) throws {
        let text = self[column].trimmingSpaces
        if text.isEmpty { return }
        let (number, word) = numberAndWord(text)
        guard let number else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a weight or a distance, like 20,00 kg or 1,00 km.")
        }
        switch word.lowercased() {
        case "kg", "kgs":
            set.weight = try bounded(number, ForeignWorkouts.B.weight, text, column)
            set.unit = .kg
        case "lb", "lbs":
            set.weight = try bounded(number, ForeignWorkouts.B.weight, text, column)
            set.unit = .lb
        default:
            let unit: ForeignDistanceUnit?
            do { unit = try ForeignDistanceUnit(cell: word) } catch let error as ImportError {
                throw ImportError("Line \(line): \(column.name) \(error.message)")
            }
            guard let unit else {
                throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) names no unit (kg, lb, km, mi or m).")
            }
            guard number * unit.metres <= ExportFormat.Bounds.distanceMeters.upperBound else {
                throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is farther than gymtrack keeps (1000 km).")
            }
            if number > 0 { set.distance = (number, unit) }
        }
    }

    private func bounded(_ number: Double, _ bounds: ClosedRange<Double>, _ text: String, _ column: Column) throws -> Double? {
        guard bounds.contains(number) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is more than \(Int(bounds.upperBound)).")
        }
        return ForeignWorkouts.positive(number)
    }

    /// The number a cell begins with and the word after it: `1.234,50 kg` is 1234.5 and `kg`
    /// (the last of `,` and `.` is the decimal mark when both are there, else the one there is).
    func numberAndWord(_ text: String) -> (Double?, String) {
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }
        let word = String(text.dropFirst(digits.count)).trimmingSpaces
        let mark = digits.lastIndex { $0 == "," || $0 == "." }.map { digits[$0] }
        var plain = ""
        for c in digits {
            if c.isNumber { plain.append(c) } else if c == mark && !plain.contains(".") { plain.append(".") }
        }
        // A mark that is not the last one is a thousands separator only where two kinds are written.
        let kinds = Set(digits.filter { $0 == "," || $0 == "." })
        if kinds.count == 1, digits.filter({ $0 == mark }).count > 1 { return (nil, word) }
        guard !plain.isEmpty, plain != ".", let value = Double(plain), value.isFinite, value < 1e9 else { return (nil, word) }
        return (value, word)
    }
}
