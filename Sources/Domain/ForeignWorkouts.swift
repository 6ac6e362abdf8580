/// Another app's CSV export, recognised by its header.
public enum ForeignFormat: String, Sendable, CaseIterable {
    case strong = "Strong"
    case hevy = "Hevy"
    case fitNotes = "FitNotes"
}

/// Workouts exported by Strong, Hevy and FitNotes, read into an `ImportBundle` (pure: the
/// catalog, the unit to assume and the local UTC offset are given).
///
/// Mapping (docs/export-format.md): each workout becomes a finished session of a split made
/// for its workout name (one split per name, `session_type` "I-NAME", not in the rotation, no
/// planned steps); each exercise a step, matched to the catalog by name, else a custom
/// exercise; each set a set. Every id is derived from the content (format, workout name and
/// start, position), and `updatedAt` is the workout's end, so importing a file again changes nothing.
public enum ForeignWorkouts {
    /// Which app wrote a file with this header, or nil.
    public static func recognise(header: [String]) -> ForeignFormat? {
        let names = Set(header.map { $0.trimmingSpaces.lowercased() })
        if names.isSuperset(of: ["date", "workout name", "exercise name", "set order", "reps"]) { return .strong }
        if names.isSuperset(of: ["title", "start_time", "exercise_title", "set_type", "reps"]) { return .hevy }
        if names.isSuperset(of: ["date", "exercise", "category", "reps"]) { return .fitNotes }
        return nil
    }

    /// One set as read from a row.
    struct RawSet {
        var exercise: String
        var isWarmup: Bool
        var weightKg: Double?
        var reps: Int?
        var seconds: Int?
        var rpe: Double?
        var note: String
    }

    struct RawWorkout {
        var name: String
        /// Local wall-clock seconds since 1970-01-01 00:00 local, and the offset the file gave, if any.
        var localStart: Int
        var offset: Int?
        var durationSeconds: Int?
        var sets: [RawSet] = []
    }

    /// Reads a whole file. `defaultUnit` is the unit of a file that names none (older Strong
    /// exports write the lifter's unit without saying which).
    public static func decode(_ bytes: [UInt8], catalog: Catalog, defaultUnit: WeightUnit, utcOffsetSeconds: Int) throws -> ImportBundle {
        let delimiter = CSV.delimiter(of: bytes)
        var format: ForeignFormat?
        var columns: [String: Int] = [:]
        var width = 0
        var workouts: [RawWorkout] = []
        var byKey: [String: Int] = [:]
        let dates = DateCache()
        var last: (start: Int, name: String, index: Int)?
        try CSV.forEachRecord(bytes, delimiter: delimiter) { line, fields in
            guard let known = format else {
                guard let f = recognise(header: fields) else {
                    throw ImportError("Line \(line): the header is not one gymtrack knows (a gymtrack export, or a CSV from Strong, Hevy or FitNotes).")
                }
                format = f
                width = fields.count
                for (i, name) in fields.enumerated() where columns[name.trimmingSpaces.lowercased()] == nil {
                    columns[name.trimmingSpaces.lowercased()] = i
                }
                return
            }
            guard fields.count == width else {
                throw ImportError("Line \(line) has \(fields.count) fields where the header has \(width).")
            }
            let row = Cells(fields: fields, columns: columns, line: line, decimalComma: delimiter == UInt8(ascii: ";"), cache: dates)
            let parsed: (RawWorkout, RawSet)?
            switch known {
            case .strong: parsed = try strongRow(row, defaultUnit: defaultUnit)
            case .hevy: parsed = try hevyRow(row)
            case .fitNotes: parsed = try fitNotesRow(row, defaultUnit: defaultUnit)
            }
            guard let (workout, set) = parsed else { return }
            if let l = last, l.start == workout.localStart, l.name == workout.name {
                workouts[l.index].sets.append(set)
                return
            }
            let key = "\(workout.localStart)|\(workout.name)"
            if let i = byKey[key] {
                last = (workout.localStart, workout.name, i)
                workouts[i].sets.append(set)
            } else {
                byKey[key] = workouts.count
                last = (workout.localStart, workout.name, workouts.count)
                var w = workout
                w.sets = [set]
                workouts.append(w)
            }
        }
        guard let format else { throw ImportError("The file is empty; there is nothing to import.") }
        return bundle(format: format, workouts: workouts, catalog: catalog, utcOffsetSeconds: utcOffsetSeconds)
    }

    // MARK: Rows

    static func strongRow(_ r: Cells, defaultUnit: WeightUnit) throws -> (RawWorkout, RawSet)? {
        let order = r["set order"].trimmingSpaces
        if order.lowercased().hasPrefix("rest") { return nil } // Strong's rest-timer rows
        let warmup = order.uppercased() == "W"
        guard warmup || ["D", "F"].contains(order.uppercased()) || Int(order) != nil else {
            throw ImportError("Line \(r.line): Set Order '\(order)' must be a number, W, D or F.")
        }
        let unit = try r.unit("weight unit", default: defaultUnit)
        let (local, offset) = try r.dateTime("date")
        let workout = RawWorkout(name: nonEmptyName(r["workout name"], "Workout"), localStart: local, offset: offset,
                                 durationSeconds: try r.duration("duration"))
        let set = RawSet(exercise: try r.required("exercise name"), isWarmup: warmup, weightKg: positive(try r.number("weight")).map(unit.toKilograms),
                         reps: try r.whole("reps"), seconds: positive(try r.whole("seconds")), rpe: try r.number("rpe"), note: r["notes"].trimmingSpaces)
        return (workout, set)
    }

    static func hevyRow(_ r: Cells) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime("start_time")
        var duration: Int?
        if !r["end_time"].trimmingSpaces.isEmpty {
            let (end, _) = try r.dateTime("end_time")
            duration = max(0, end - local)
        }
        let type = r["set_type"].trimmingSpaces.lowercased()
        guard ["normal", "warmup", "dropset", "failure", ""].contains(type) else {
            throw ImportError("Line \(r.line): set_type '\(type)' must be normal, warmup, dropset or failure.")
        }
        var weight = try r.number("weight_kg")
        if weight == nil, let lbs = try r.number("weight_lbs") { weight = WeightUnit.lb.toKilograms(lbs) }
        let workout = RawWorkout(name: nonEmptyName(r["title"], "Workout"), localStart: local, offset: offset, durationSeconds: duration)
        let set = RawSet(exercise: try r.required("exercise_title"), isWarmup: type == "warmup", weightKg: positive(weight), reps: try r.whole("reps"),
                         seconds: positive(try r.whole("duration_seconds")), rpe: try r.number("rpe"), note: r["exercise_notes"].trimmingSpaces)
        return (workout, set)
    }

    static func fitNotesRow(_ r: Cells, defaultUnit: WeightUnit) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime("date")
        var unit = try r.unit("weight unit", default: defaultUnit)
        var weight = try r.number("weight")
        if weight == nil, let kg = try r.number("weight (kg)") { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number("weight (lbs)") { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: "FitNotes", localStart: local, offset: offset, durationSeconds: nil)
        let set = RawSet(exercise: try r.required("exercise"), isWarmup: false, weightKg: positive(weight).map(unit.toKilograms), reps: try r.whole("reps"),
                         seconds: positive(try r.duration("time")), rpe: nil, note: r["comment"].trimmingSpaces)
        return (workout, set)
    }

    /// Apps write 0 for "none" (a bodyweight set's weight, a set without a time).
    static func positive<T: Numeric & Comparable>(_ value: T?) -> T? { value.flatMap { $0 > 0 ? $0 : nil } }

    static func nonEmptyName(_ text: String, _ fallback: String) -> String {
        let t = text.trimmingSpaces
        return t.isEmpty ? fallback : t
    }

    // MARK: Into a bundle

    static func bundle(format: ForeignFormat, workouts: [RawWorkout], catalog: Catalog, utcOffsetSeconds: Int) -> ImportBundle {
        var bundle = ImportBundle(source: format.rawValue)
        let matcher = ExerciseMatcher(catalog: catalog)
        var customs: [String: Int] = [:]
        var matched: [String: CatalogExercise?] = [:]
        var customByName: [String: CatalogExercise] = [:]
        var splitIndex: [String: Int] = [:]
        var takenTypes: Set<String> = []
        for w in workouts.sorted(by: { ($0.localStart, $0.name) < ($1.localStart, $1.name) }) {
            let offset = w.offset ?? utcOffsetSeconds
            let start = Moment(epochSeconds: Double(w.localStart - offset), utcOffsetSeconds: offset)
            let duration = max(0, w.durationSeconds ?? 0)
            let end = start.adding(seconds: Double(duration))
            let endText = end.isoDateTime
            // The split of this workout name.
            let key = ExerciseMatcher.normalise(w.name)
            let sessionType: String
            if let i = splitIndex[key] {
                sessionType = bundle.splits[i].sessionType
            } else {
                let letters = String(w.name.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(10))
                var type = "I-" + (letters.isEmpty ? String(contentULID(epochSeconds: 0, content: key).suffix(6)) : letters)
                var n = 2
                while takenTypes.contains(type) { type = "I-\(letters)\(n)"; n += 1 }
                takenTypes.insert(type)
                sessionType = type
                splitIndex[key] = bundle.splits.count
                bundle.splits.append(ImportedSplit(
                    uid: contentULID(epochSeconds: 0, content: "import-split:\(key)"), sessionType: type, name: w.name, title: w.name,
                    description: "Imported from \(format.rawValue)", glyph: String(w.name.prefix(1)), position: 1000 + bundle.splits.count,
                    inRotation: false, updatedAt: start.isoDateTime, steps: []))
            }
            let sessionUID = contentULID(epochSeconds: start.epochSeconds, content: "\(format.rawValue):\(w.name):\(w.localStart)")
            // Steps: one per exercise, in the order they first appear.
            var order: [String] = []
            var grouped: [String: [RawSet]] = [:]
            for set in w.sets {
                if grouped[set.exercise] == nil { order.append(set.exercise) }
                grouped[set.exercise, default: []].append(set)
            }
            let total = w.sets.count
            let spacing = duration > 0 ? Double(duration) / Double(max(1, total)) : 90
            var ordinal = 0
            var steps: [ImportedSessionStep] = []
            for (position, name) in order.enumerated() {
                let sets = grouped[name] ?? []
                var exercise = matched[name] ?? matcher.match(name)
                matched[name] = exercise
                if exercise == nil {
                    let custom = customByName[name] ?? ExerciseMatcher.custom(name)
                    customByName[name] = custom
                    if customs[custom.id] == nil {
                        customs[custom.id] = bundle.exercises.count
                        bundle.exercises.append(ImportedExercise(uid: contentULID(epochSeconds: 0, content: "import-exercise:\(custom.id)"),
                                                                 updatedAt: start.isoDateTime, exercise: custom))
                    }
                    exercise = custom
                }
                let warmups = sets.filter(\.isWarmup).count
                let anyReps = sets.contains { $0.reps != nil }
                let longest = sets.compactMap(\.seconds).max()
                let kind: StepKind = anyReps || longest == nil ? .sets : .hold
                let load: LoadType = sets.contains { $0.weightKg != nil } ? .weight : (kind == .hold ? .duration : .none)
                let plan = PlanStep(exerciseID: exercise?.id, title: exercise?.name ?? name, kind: kind,
                                    setsText: PlanStep.setsText(warmup: warmups, working: sets.count - warmups), warmupSets: warmups,
                                    workingSets: sets.count - warmups,
                                    repsText: PlanStep.repsText(reps: kind == .hold ? nil : (sets.first { !$0.isWarmup }?.reps ?? sets.first?.reps),
                                                                durationSeconds: kind == .hold ? longest : nil),
                                    durationSeconds: kind == .hold ? longest : nil, notes: "", loadType: load)
                var notes: [String] = []
                for note in sets.map(\.note) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
                let imported = sets.enumerated().map { index, set -> ImportedSet in
                    ordinal += 1
                    let done = start.adding(seconds: (spacing * Double(ordinal)).rounded(.down))
                    return ImportedSet(uid: contentULID(epochSeconds: done.epochSeconds, content: "\(sessionUID):set:\(position):\(index)"),
                                       setIndex: index, isWarmup: set.isWarmup, reps: set.reps, weight: set.weightKg,
                                       durationSeconds: set.seconds, rpe: set.rpe, completedAt: fastISO(done),
                                       completedEpoch: done.epochSeconds, updatedAt: endText)
                }
                steps.append(ImportedSessionStep(uid: contentULID(epochSeconds: start.epochSeconds, content: "\(sessionUID):step:\(position)"),
                                                 updatedAt: end.isoDateTime, plan: plan, note: notes.joined(separator: " · "), sets: imported))
            }
            bundle.sessions.append(ImportedSession(
                uid: sessionUID, sessionType: sessionType, title: w.name, date: start.day, startedAt: start.isoDateTime,
                startedEpoch: start.epochSeconds, utcOffsetSeconds: offset, durationSeconds: duration, isPartial: false,
                stepsTotal: steps.count, stepsCompleted: steps.count, updatedAt: end.isoDateTime, steps: steps))
        }
        return bundle
    }
}

/// Exercise names from other apps matched to the catalog: case, punctuation and the equipment
/// in parentheses are normalised ("Bench Press (Barbell)" is Barbell Bench Press).
public struct ExerciseMatcher {
    private var byName: [String: CatalogExercise] = [:]
    private var byWords: [String: CatalogExercise] = [:]
    private var wordSets: [(Set<Substring>, CatalogExercise)] = []
    /// Words other apps add that the catalog's names leave out ("Flat Barbell Bench Press").
    static let fillerWords: Set<Substring> = ["flat", "standard", "regular", "normal", "the"]

    public init(catalog: Catalog) {
        for exercise in catalog.exercises {
            let key = ExerciseMatcher.normalise(exercise.name)
            if byName[key] == nil { byName[key] = exercise }
            let words = ExerciseMatcher.sortedWords(key)
            if byWords[words] == nil { byWords[words] = exercise }
            wordSets.append((Set(key.split(separator: " ")), exercise))
        }
    }

    /// Lower case, letters and digits only, single spaces ("Push-Up" and "push up" agree).
    public static func normalise(_ name: String) -> String {
        var out = ""
        var space = false
        for c in name.lowercased() {
            if c.isLetter || c.isNumber {
                if space && !out.isEmpty { out.append(" ") }
                out.append(c)
                space = false
            } else {
                space = true
            }
        }
        return out
    }

    static func sortedWords(_ normalised: String) -> String {
        normalised.split(separator: " ").sorted().joined(separator: " ")
    }

    /// The name without its parenthesised part, and that part ("Bench Press", "Barbell").
    static func split(_ name: String) -> (base: String, qualifier: String?) {
        guard let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return (name, nil) }
        let base = String(name[..<open]) + " " + String(name[name.index(after: close)...])
        return (base, String(name[name.index(after: open)..<close]))
    }

    public func match(_ name: String) -> CatalogExercise? {
        let (base, qualifier) = ExerciseMatcher.split(name)
        let b = ExerciseMatcher.normalise(base)
        var candidates: [String] = []
        if let q = qualifier.map(ExerciseMatcher.normalise), !q.isEmpty {
            candidates += [q + " " + b, b + " " + q]
            if q == "bodyweight" || q == "body weight" { candidates.append(b) }
        } else {
            candidates.append(b)
        }
        candidates.append(ExerciseMatcher.normalise(name))
        for c in candidates { if let e = byName[c] { return e } }
        for c in candidates { if let e = byWords[ExerciseMatcher.sortedWords(c)] { return e } }
        // Last, a catalog name with just one word more ("Squat (Barbell)" is Barbell Back Squat),
        // when exactly one has it.
        for c in candidates {
            let words = Set(c.split(separator: " ")).subtracting(ExerciseMatcher.fillerWords)
            guard words.count >= 2 else { continue }
            if let e = byWords[words.sorted().joined(separator: " ")] { return e }
            let near = wordSets.filter { $0.0.count == words.count + 1 && $0.0.isSuperset(of: words) }
            if near.count == 1 { return near[0].1 }
        }
        if qualifier == nil || qualifier.map(ExerciseMatcher.normalise) == "bodyweight" { return nil }
        return byName[b] ?? byWords[ExerciseMatcher.sortedWords(b)]
    }

    /// The custom exercise made for a name the catalog lacks.
    public static func custom(_ name: String) -> CatalogExercise {
        let key = normalise(name)
        let (_, qualifier) = split(name)
        let equipment = qualifier.flatMap { q -> Equipment? in
            let n = normalise(q)
            if n == "body weight" || n == "bodyweight" || n == "assisted" { return .bodyweight }
            if n == "cable" { return .cable }
            if n.hasSuffix("machine") { return .machine }
            return Equipment(rawValue: n)
        } ?? .other
        let trimmed = name.trimmingSpaces
        return CatalogExercise(id: "custom-" + (key.isEmpty ? contentULID(epochSeconds: 0, content: name).lowercased() : key.replacingSpaces(with: "-")),
                               name: trimmed.isEmpty ? "Exercise" : trimmed, category: .custom, equipment: equipment, primary: [])
    }
}

/// The cells of one data row, read by header name; errors name the line and column.
struct Cells {
    let fields: [String]
    let columns: [String: Int]
    let line: Int
    let decimalComma: Bool
    /// The last date parsed: the rows of one workout repeat it.
    var cache: DateCache? = nil

    subscript(_ column: String) -> String {
        guard let i = columns[column], i < fields.count else { return "" }
        return fields[i]
    }

    func required(_ column: String) throws -> String {
        let v = self[column].trimmingSpaces
        guard !v.isEmpty else { throw ImportError("Line \(line): \(column) is empty.") }
        return v
    }

    func number(_ column: String) throws -> Double? {
        var v = self[column].trimmingSpaces
        if v.isEmpty { return nil }
        if decimalComma { v = String(v.map { $0 == "," ? "." : $0 }) }
        guard let d = Double(v), d.isFinite, d >= 0, d < 1e9 else {
            throw ImportError("Line \(line): \(column) '\(self[column])' is not a number.")
        }
        return d
    }

    func whole(_ column: String) throws -> Int? {
        guard let d = try number(column) else { return nil }
        guard d == d.rounded() else { throw ImportError("Line \(line): \(column) '\(self[column])' is not a whole number.") }
        return Int(d)
    }

    func unit(_ column: String, default unit: WeightUnit) throws -> WeightUnit {
        switch self[column].trimmingSpaces.lowercased() {
        case "": return unit
        case "kg", "kgs": return .kg
        case "lb", "lbs": return .lb
        case let other: throw ImportError("Line \(line): \(column) '\(other)' must be kg or lbs.")
        }
    }

    /// A date and time as local wall-clock seconds, with the offset when the text gives one:
    /// `2026-04-08 16:50:00`, `2026-04-08T16:50:00Z`, `2026-04-08` (noon), `8 Apr 2026, 16:50`.
    func dateTime(_ column: String) throws -> (Int, Int?) {
        let text = self[column].trimmingSpaces
        if let cache, cache.text == text { return cache.value }
        guard let parsed = parseLocalDateTime(text) else {
            throw ImportError("Line \(line): \(column) '\(text)' is not a date and time like 2026-04-08 16:50:00 or 8 Apr 2026, 16:50.")
        }
        cache?.text = text
        cache?.value = parsed
        return parsed
    }

    /// A length of time: `2h 38m`, `45m`, `38s`, `1:02:03`, `01:30` or plain seconds.
    func duration(_ column: String) throws -> Int? {
        let text = self[column].trimmingSpaces.lowercased()
        if text.isEmpty { return nil }
        if let n = Double(text), n.isFinite, n >= 0, n < 1e9 { return Int(n) }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            if parts.count >= 2, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 && $0! < 100_000 }) {
                return parts.reduce(0) { $0 * 60 + $1! }
            }
        } else {
            // "2h 38m": bytes, not characters (this runs for every row of a Strong file).
            var total = 0, number = 0, digits = 0, ok = true
            for b in text.utf8 {
                switch b {
                case 48...57:
                    guard digits < 6 else { ok = false; break }
                    number = number * 10 + Int(b - 48)
                    digits += 1
                case 32:
                    continue
                case UInt8(ascii: "h"), UInt8(ascii: "m"), UInt8(ascii: "s"):
                    guard digits > 0 else { ok = false; break }
                    total += number * (b == UInt8(ascii: "h") ? 3600 : b == UInt8(ascii: "m") ? 60 : 1)
                    number = 0
                    digits = 0
                default:
                    ok = false
                }
                if !ok { break }
            }
            if ok && digits == 0 { return total }
        }
        throw ImportError("Line \(line): \(column) '\(self[column])' is not a length of time like 2h 38m or 1:02:03.")
    }
}

final class DateCache {
    var text = ""
    var value: (Int, Int?) = (0, nil)
}

/// `Moment.isoDateTime`, built from bytes: it is written for every imported set.
func fastISO(_ m: Moment) -> String {
    let s = m.secondOfDay, d = m.day, off = abs(m.utcOffsetSeconds)
    var b: [UInt8] = []
    b.reserveCapacity(25)
    func put(_ v: Int, _ width: Int) {
        var div = 1
        for _ in 1..<width { div *= 10 }
        var v = v
        for _ in 0..<width { b.append(UInt8(48 + (v / div) % 10)); v %= div; div /= 10 }
    }
    guard d.year >= 0, d.year <= 9999 else { return m.isoDateTime }
    put(d.year, 4); b.append(45); put(d.month, 2); b.append(45); put(d.day, 2); b.append(84)
    put(s / 3600, 2); b.append(58); put((s % 3600) / 60, 2); b.append(58); put(s % 60, 2)
    b.append(m.utcOffsetSeconds < 0 ? 45 : 43); put(off / 3600, 2); b.append(58); put((off % 3600) / 60, 2)
    return String(decoding: b, as: UTF8.self)
}

/// Local wall-clock seconds (since 1970-01-01 00:00 local) and the offset given in the text, if any.
func parseLocalDateTime(_ text: String) -> (Int, Int?)? {
    let b = Array(text.utf8)
    if b.count >= 10, b[4] == UInt8(ascii: "-"), let day = Day(iso: String(decoding: b[0..<10], as: UTF8.self)) {
        if b.count == 10 { return (day.dayNumber * 86_400 + 12 * 3600, nil) }
        guard b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"), let h = digits(b, 11, 2), b.count >= 16,
              b[13] == UInt8(ascii: ":"), let m = digits(b, 14, 2), h < 24, m < 60 else { return nil }
        var i = 16, s = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            guard let sec = digits(b, 17, 2), sec < 61 else { return nil }
            s = sec
            i = 19
            if i < b.count, b[i] == UInt8(ascii: ".") { i += 1; while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 } }
        }
        let local = day.dayNumber * 86_400 + h * 3600 + m * 60 + s
        if i == b.count { return (local, nil) }
        let rest = String(decoding: b[i...], as: UTF8.self).trimmingSpaces
        if rest.isEmpty { return (local, nil) }
        if rest == "Z" || rest == "+00:00" || rest == "UTC" { return (local, 0) }
        let r = Array(rest.utf8)
        if r.count == 6, r[0] == UInt8(ascii: "+") || r[0] == UInt8(ascii: "-"), let oh = digits(r, 1, 2), r[3] == UInt8(ascii: ":"),
           let om = digits(r, 4, 2) {
            return (local, (oh * 3600 + om * 60) * (r[0] == UInt8(ascii: "-") ? -1 : 1))
        }
        return nil
    }
    // "8 Apr 2026, 16:50" (Hevy).
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    guard words.count == 4, let d = Int(words[0]), let y = Int(words[2]), y >= 1900, y < 3000,
          let month = Day.monthAbbreviations.firstIndex(where: { $0.lowercased() == words[1].prefix(3).lowercased() }),
          d >= 1, d <= Day.daysIn(month: month + 1, year: y) else { return nil }
    let clock = Array(words[3].utf8)
    guard clock.count == 5 || clock.count == 4, let colon = clock.firstIndex(of: UInt8(ascii: ":")),
          let h = Int(String(decoding: clock[..<colon], as: UTF8.self)), let m = Int(String(decoding: clock[(colon + 1)...], as: UTF8.self)),
          h >= 0, h < 24, m >= 0, m < 60 else { return nil }
    return (Day(year: y, month: month + 1, day: d).dayNumber * 86_400 + h * 3600 + m * 60, nil)
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        // Most cells have nothing to trim: say so from the bytes, without walking characters.
        let utf8 = self.utf8
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return self }
        let spaceBytes: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        if !spaceBytes(firstByte) && !spaceBytes(lastByte) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    func replacingSpaces(with text: String) -> String {
        split(separator: " ").joined(separator: text)
    }
}
