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
    /// A set's numbers keep the export's bounds (in any unit: 10,000 lb is still under 10,000 kg).
    typealias B = ExportFormat.Bounds

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
        /// In `unit`, or in the lifter's unit when the file does not say (known once the database is).
        var weight: Double?
        var unit: WeightUnit?
        var reps: Int?
        var seconds: Int?
        var rpe: Double?
        var note: String
        /// Hevy's `superset_id`: exercises sharing one were done as a superset.
        var superset: String = ""

        func kilograms(defaultUnit: WeightUnit) -> Double? { weight.map((unit ?? defaultUnit).toKilograms) }
    }

    /// A file's workouts as read, before the catalog and the lifter's unit are known: an
    /// import into a new database reads the file while the database is being made.
    public struct ReadWorkouts {
        let format: ForeignFormat
        let workouts: [RawWorkout]
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
        bundle(try read(bytes), catalog: catalog, defaultUnit: defaultUnit, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Reads a whole file into its workouts; `bundle` makes them sessions.
    public static func read(_ bytes: [UInt8]) throws -> ReadWorkouts {
        let delimiter = CSV.delimiter(of: bytes)
        var format: ForeignFormat?
        var columns: [String: Int] = [:]
        var header = HeaderColumns(columns: [:])
        var memo = RowMemo(width: 0)
        var width = 0
        var workouts: [RawWorkout] = []
        var byKey: [String: Int] = [:]
        let dates = DateCache()
        var last: (start: Int, name: String, index: Int)?
        try CSV.forEachRecordFields(bytes, delimiter: delimiter) { line, record in
            guard let known = format else {
                let fields = (0..<record.count).map(record.string)
                guard let f = recognise(header: fields) else {
                    if fields.prefix(4).map({ $0.trimmingSpaces.lowercased() }) == ["date", "start time", "split", "exercise"] {
                        throw ImportError("Line \(line): this is gymtrack's CSV export, which is for spreadsheets; import its JSON export instead (gymtrack export).")
                    }
                    throw ImportError("Line \(line): the header is not one gymtrack knows (a gymtrack JSON export, or a CSV from Strong, Hevy or FitNotes).")
                }
                format = f
                width = fields.count
                for (i, name) in fields.enumerated() where columns[name.trimmingSpaces.lowercased()] == nil {
                    columns[name.trimmingSpaces.lowercased()] = i
                }
                header = HeaderColumns(columns: columns)
                memo = RowMemo(width: width)
                return
            }
            guard record.count == width else {
                throw ImportError("Line \(line) has \(record.count) fields where the header has \(width).")
            }
            let row = Cells(fields: record, line: line, decimalComma: delimiter == UInt8(ascii: ";"), cache: dates, memo: memo)
            let parsed: (RawWorkout, RawSet)?
            switch known {
            case .strong: parsed = try strongRow(row, header)
            case .hevy: parsed = try hevyRow(row, header)
            case .fitNotes: parsed = try fitNotesRow(row, header)
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
        return ReadWorkouts(format: format, workouts: workouts)
    }

    // MARK: Rows

    static func strongRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let warmup: Bool
        switch r.setOrder(c.setOrder) {
        case .number: warmup = false
        case .warmup: warmup = true
        case .other:
            let order = r[c.setOrder].trimmingSpaces
            if order.lowercased().hasPrefix("rest") { return nil } // Strong's rest-timer rows
            warmup = order.uppercased() == "W"
            guard warmup || ["D", "F"].contains(order.uppercased()) || Int(order) != nil else {
                throw ImportError("Line \(r.line): Set Order '\(order)' must be a number, W, D or F.")
            }
        }
        let unit = try r.statedUnit(c.weightUnit)
        let (local, offset) = try r.dateTime(c.date)
        let workout = RawWorkout(name: nonEmptyName(r[c.workoutName], "Workout"), localStart: local, offset: offset,
                                 durationSeconds: try r.duration(c.duration))
        let set = RawSet(exercise: try r.required(c.exerciseName), isWarmup: warmup, weight: positive(try r.number(c.weight, in: B.weight)),
                         unit: unit, reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.seconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.notes].trimmingSpaces)
        return (workout, set)
    }

    static func hevyRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.startTime)
        var duration: Int?
        if !r[c.endTime].trimmingSpaces.isEmpty {
            let (end, _) = try r.dateTime(c.endTime)
            duration = max(0, end - local)
        }
        let type = r[c.setType].trimmingSpaces.lowercased()
        guard ["normal", "warmup", "dropset", "failure", ""].contains(type) else {
            throw ImportError("Line \(r.line): set_type '\(type)' must be normal, warmup, dropset or failure.")
        }
        var weight = try r.number(c.weightKg, in: B.weight)
        if weight == nil, let lbs = try r.number(c.weightLbs, in: B.weight) { weight = WeightUnit.lb.toKilograms(lbs) }
        let workout = RawWorkout(name: nonEmptyName(r[c.title], "Workout"), localStart: local, offset: offset, durationSeconds: duration)
        let set = RawSet(exercise: try r.required(c.exerciseTitle), isWarmup: type == "warmup", weight: positive(weight), unit: .kg,
                         reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.durationSeconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.exerciseNotes].trimmingSpaces,
                         superset: r[c.supersetID].trimmingSpaces)
        return (workout, set)
    }

    static func fitNotesRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.date)
        var unit = try r.statedUnit(c.weightUnit)
        var weight = try r.number(c.weight, in: B.weight)
        if weight == nil, let kg = try r.number(c.weightKgParen, in: B.weight) { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number(c.weightLbsParen, in: B.weight) { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: "FitNotes", localStart: local, offset: offset, durationSeconds: nil)
        let set = RawSet(exercise: try r.required(c.exercise), isWarmup: false, weight: positive(weight), unit: unit,
                         reps: try r.whole(c.reps, in: B.reps),
                         seconds: positive(try r.duration(c.time)), rpe: nil, note: r[c.comment].trimmingSpaces)
        return (workout, set)
    }

    /// Apps write 0 for "none" (a bodyweight set's weight, a set without a time).
    static func positive<T: Numeric & Comparable>(_ value: T?) -> T? { value.flatMap { $0 > 0 ? $0 : nil } }

    static func nonEmptyName(_ text: String, _ fallback: String) -> String {
        let t = text.trimmingSpaces
        return t.isEmpty ? fallback : t
    }

    // MARK: Into a bundle

    /// `defaultUnit`: the unit of a weight the file gives without one.
    ///
    /// The splits and custom exercises are found in one pass over the workouts in order (the
    /// summary lists them as they first appear); then the sessions are made in `pieces` runs
    /// of workouts that need nothing of each other, which `runPieces` may run at once on
    /// several cores (the import does: this was a sixth of an import's time). Each run's
    /// sessions come back in order, the same sessions however they are run.
    public static func bundle(_ read: ReadWorkouts, catalog: Catalog, defaultUnit: WeightUnit, utcOffsetSeconds: Int,
                              pieces: Int = 1,
                              runPieces: ([() -> [ImportedSession]]) -> [[ImportedSession]] = { $0.map { $0() } }) -> ImportBundle {
        let format = read.format
        var bundle = ImportBundle(source: format.rawValue)
        let workouts = read.workouts.sorted(by: { ($0.localStart, $0.name) < ($1.localStart, $1.name) })
        let matcher = ExerciseMatcher(catalog: catalog)
        var customs: [String: Int] = [:]
        var exercises: [String: CatalogExercise] = [:] // each exercise name: its catalog exercise or a custom one
        var splitIndex: [String: Int] = [:]
        var normalisedNames: [String: String] = [:] // a workout name is normalised once, not once per workout
        var takenTypes: Set<String> = []
        var sessionTypes: [String] = [] // each workout's, in order
        sessionTypes.reserveCapacity(workouts.count)
        for w in workouts {
            let start = w.start(utcOffsetSeconds: utcOffsetSeconds)
            // The split of this workout name.
            let key = normalisedNames[w.name] ?? ExerciseMatcher.normalise(w.name)
            normalisedNames[w.name] = key
            if let i = splitIndex[key] {
                sessionTypes.append(bundle.splits[i].sessionType)
            } else {
                let letters = String(w.name.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(10))
                var type = "I-" + (letters.isEmpty ? String(contentULID(epochSeconds: 0, content: key).suffix(6)) : letters)
                var n = 2
                while takenTypes.contains(type) { type = "I-\(letters)\(n)"; n += 1 }
                takenTypes.insert(type)
                sessionTypes.append(type)
                splitIndex[key] = bundle.splits.count
                bundle.splits.append(ImportedSplit(
                    uid: contentULID(epochSeconds: 0, content: "import-split:\(key)"), sessionType: type, name: w.name, title: w.name,
                    description: "Imported from \(format.rawValue)", glyph: String(w.name.prefix(1)), position: 1000 + bundle.splits.count,
                    inRotation: false, updatedAt: start.isoDateTime, steps: []))
            }
            // Its exercises, in the order they first appear: a set is mostly of the one
            // before's exercise, so a name is looked up once a run of sets, not once a set.
            var previous: String?
            for set in w.sets where set.exercise != previous {
                previous = set.exercise
                guard exercises[set.exercise] == nil else { continue }
                if let exercise = matcher.match(set.exercise) {
                    exercises[set.exercise] = exercise
                    continue
                }
                let custom = ExerciseMatcher.custom(set.exercise)
                exercises[set.exercise] = custom
                if customs[custom.id] == nil {
                    customs[custom.id] = bundle.exercises.count
                    bundle.exercises.append(ImportedExercise(uid: contentULID(epochSeconds: 0, content: "import-exercise:\(custom.id)"),
                                                             updatedAt: start.isoDateTime, exercise: custom))
                }
            }
        }
        // Runs of about the same number of sets, cut between workouts.
        let totalSets = workouts.reduce(0) { $0 + $1.sets.count }
        var cuts = [0]
        var counted = 0
        for (i, w) in workouts.enumerated() where cuts.count < max(1, pieces) {
            counted += w.sets.count
            if counted * max(1, pieces) >= totalSets * cuts.count && i + 1 < workouts.count { cuts.append(i + 1) }
        }
        cuts.append(workouts.count)
        let runs = (0..<cuts.count - 1).map { piece in
            { () -> [ImportedSession] in
                workouts[cuts[piece]..<cuts[piece + 1]].indices.map { i in
                    session(of: workouts[i], format: format, sessionType: sessionTypes[i], exercises: exercises,
                            defaultUnit: defaultUnit, utcOffsetSeconds: utcOffsetSeconds)
                }
            }
        }
        bundle.sessions = runPieces(runs).flatMap { $0 }
        return bundle
    }

    /// One workout as a session: a step per exercise, in the order they first appear.
    /// `exercises`: every exercise name of the file, matched to the catalog or made custom.
    private static func session(of w: RawWorkout, format: ForeignFormat, sessionType: String, exercises: [String: CatalogExercise],
                                defaultUnit: WeightUnit, utcOffsetSeconds: Int) -> ImportedSession {
        let start = w.start(utcOffsetSeconds: utcOffsetSeconds)
        let offset = start.utcOffsetSeconds
        let duration = max(0, w.durationSeconds ?? 0)
        let end = start.adding(seconds: Double(duration))
        let endText = end.isoDateTime
        let sessionUID = contentULID(epochSeconds: start.epochSeconds, content: "\(format.rawValue):\(w.name):\(w.localStart)")
        var setHash = ContentHash()
        setHash.add(sessionUID)
        var stepHash = setHash // a step's id hashes "\(sessionUID):step:\(position)"
        stepHash.add(":step:")
        setHash.add(":set:")
        // A workout has a handful of exercises, and a set is mostly of the last one's: a
        // list searched from its end, not a dictionary hashing the name of every set.
        var order: [String] = []
        var grouped: [[RawSet]] = []
        for set in w.sets {
            if let i = order.lastIndex(of: set.exercise) {
                grouped[i].append(set)
            } else {
                order.append(set.exercise)
                grouped.append([set])
            }
        }
        let total = w.sets.count
        let spacing = duration > 0 ? Double(duration) / Double(max(1, total)) : 90
        var ordinal = 0
        var steps: [ImportedSessionStep] = []
        // Hevy's superset ids become groups; `Superset.normalized` keeps consecutive ones.
        var supersets: [String: Int] = [:]
        for (position, name) in order.enumerated() {
            let sets = grouped[position]
            let exercise = exercises[name]
            let warmups = sets.filter(\.isWarmup).count
            let anyReps = sets.contains { $0.reps != nil }
            let longest = sets.compactMap(\.seconds).max()
            let kind: StepKind = anyReps || longest == nil ? .sets : .hold
            let load: LoadType = sets.contains { $0.weight != nil } ? .weight : (kind == .hold ? .duration : .none)
            var plan = PlanStep(exerciseID: exercise?.id, title: exercise?.name ?? name, kind: kind,
                                setsText: PlanStep.setsText(warmup: warmups, working: sets.count - warmups), warmupSets: warmups,
                                workingSets: sets.count - warmups,
                                repsText: PlanStep.repsText(reps: kind == .hold ? nil : (sets.first { !$0.isWarmup }?.reps ?? sets.first?.reps),
                                                            durationSeconds: kind == .hold ? longest : nil),
                                durationSeconds: kind == .hold ? longest : nil, notes: "", loadType: load)
            if let id = sets.first(where: { !$0.superset.isEmpty })?.superset {
                plan.supersetGroup = supersets[id] ?? (supersets.count + 1)
                supersets[id] = plan.supersetGroup
            }
            var notes: [String] = []
            for note in sets.map(\.note) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
            // Each set's id hashes "\(sessionUID):set:\(position):\(index)"; the shared start once.
            var setsHash = setHash
            setsHash.add(position)
            setsHash.add(UInt8(ascii: ":"))
            let imported = sets.enumerated().map { index, set -> ImportedSet in
                ordinal += 1
                let done = start.adding(seconds: (spacing * Double(ordinal)).rounded(.down))
                var hash = setsHash
                hash.add(index)
                return ImportedSet(uid: hash.ulid(epochSeconds: done.epochSeconds),
                                   setIndex: index, isWarmup: set.isWarmup, reps: set.reps, weight: set.kilograms(defaultUnit: defaultUnit),
                                   durationSeconds: set.seconds, rpe: set.rpe, completedAt: done.isoDateTime,
                                   completedEpoch: done.epochSeconds, updatedAt: endText)
            }
            var uid = stepHash
            uid.add(position)
            steps.append(ImportedSessionStep(uid: uid.ulid(epochSeconds: start.epochSeconds),
                                             updatedAt: endText, plan: plan, note: notes.joined(separator: " · "), sets: imported))
        }
        if !supersets.isEmpty {
            let groups = Superset.normalized(steps.map(\.plan.supersetGroup))
            for i in steps.indices { steps[i].plan.supersetGroup = groups[i] }
        }
        return ImportedSession(
            uid: sessionUID, sessionType: sessionType, title: w.name, date: start.day, startedAt: start.isoDateTime,
            startedEpoch: start.epochSeconds, utcOffsetSeconds: offset, durationSeconds: duration, isPartial: false,
            stepsTotal: steps.count, stepsCompleted: steps.count, updatedAt: endText, steps: steps)
    }
}

extension ForeignWorkouts.RawWorkout {
    /// When it started: its own offset from UTC, else the lifter's.
    func start(utcOffsetSeconds: Int) -> Moment {
        let offset = self.offset ?? utcOffsetSeconds
        return Moment(epochSeconds: Double(localStart - offset), utcOffsetSeconds: offset)
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

/// A column of the header, looked up once per file: its name (for messages) and position.
struct Column {
    let name: String
    let index: Int?

    init(_ name: String, _ columns: [String: Int]) {
        self.name = name
        index = columns[name]
    }
}

/// Every column a row reader asks for, found by name once when the header is read. A class:
/// the row readers take it for every row, and as a struct of 26 names each took a copy.
final class HeaderColumns {
    // Strong (and FitNotes' shared names)
    let setOrder, weightUnit, date, workoutName, duration, exerciseName, weight, reps, seconds, rpe, notes: Column
    // Hevy
    let startTime, endTime, setType, weightKg, weightLbs, title, exerciseTitle, durationSeconds, exerciseNotes, supersetID: Column
    // FitNotes
    let weightKgParen, weightLbsParen, exercise, time, comment: Column

    init(columns c: [String: Int]) {
        setOrder = Column("set order", c); weightUnit = Column("weight unit", c); date = Column("date", c)
        workoutName = Column("workout name", c); duration = Column("duration", c); exerciseName = Column("exercise name", c)
        weight = Column("weight", c); reps = Column("reps", c); seconds = Column("seconds", c); rpe = Column("rpe", c); notes = Column("notes", c)
        startTime = Column("start_time", c); endTime = Column("end_time", c); setType = Column("set_type", c)
        weightKg = Column("weight_kg", c); weightLbs = Column("weight_lbs", c); title = Column("title", c)
        exerciseTitle = Column("exercise_title", c); durationSeconds = Column("duration_seconds", c); exerciseNotes = Column("exercise_notes", c)
        supersetID = Column("superset_id", c)
        weightKgParen = Column("weight (kg)", c); weightLbsParen = Column("weight (lbs)", c); exercise = Column("exercise", c)
        time = Column("time", c); comment = Column("comment", c)
    }
}

/// What consecutive rows repeat (a workout's name, date and duration, an exercise's name):
/// the last bytes seen in each column with the text or value made from them.
final class RowMemo {
    var bytes: [[UInt8]]
    var texts: [String]
    var durationColumn = -1
    var durationBytes: [UInt8] = []
    var durationValue: Int? = nil
    var dateBytes: [UInt8]? = nil

    init(width: Int) {
        bytes = Array(repeating: [], count: width)
        texts = Array(repeating: "", count: width)
    }
}

/// Whether `fields.bytes[range]` are exactly `other`.
@inline(__always) func sameBytes(_ fields: CSVFields, _ range: Range<Int>, _ other: [UInt8]) -> Bool {
    guard range.count == other.count else { return false }
    return fields.bytes.withUnsafeBufferPointer { a in
        other.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count { if a[range.lowerBound + i] != b[i] { return false }; i += 1 }
            return true
        }
    }
}

/// The cells of one data row, read by column; errors name the line and column. Fields are
/// read from the record's bytes: text is made only for the fields kept, once per run of rows
/// that repeat it, and numbers are read from the bytes.
struct Cells {
    enum SetOrder { case number, warmup, other }

    let fields: CSVFields
    let line: Int
    let decimalComma: Bool
    /// The last date parsed: the rows of one workout repeat it.
    var cache: DateCache? = nil
    var memo: RowMemo? = nil

    /// The field's text as it is in the file (untrimmed); "" for a column the header lacks.
    subscript(_ column: Column) -> String {
        guard let i = column.index, i < fields.count else { return "" }
        guard let memo else { return fields.string(i) }
        let range = fields.range(i)
        if sameBytes(fields, range, memo.bytes[i]) { return memo.texts[i] }
        let text = fields.string(i)
        memo.bytes[i] = Array(fields.bytes[range])
        memo.texts[i] = text
        return text
    }

    /// The field's bytes when they need no trimming (none, or neither end a space, tab or
    /// line break); nil when they might, or the header lacks the column.
    func plainRange(_ column: Column) -> Range<Int>? {
        guard let i = column.index, i < fields.count else { return nil }
        let range = fields.range(i)
        if range.isEmpty { return range }
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        if isSpace(fields.bytes[range.lowerBound]) || isSpace(fields.bytes[range.upperBound - 1]) { return nil }
        return range
    }

    /// Strong's Set Order in the common cases, read from the bytes: a number (up to 9 digits)
    /// or W/w; anything else is left to the text.
    func setOrder(_ column: Column) -> SetOrder {
        guard let r = plainRange(column), !r.isEmpty else { return .other }
        if r.count == 1 && (fields.bytes[r.lowerBound] == UInt8(ascii: "W") || fields.bytes[r.lowerBound] == UInt8(ascii: "w")) { return .warmup }
        guard r.count <= 9 else { return .other }
        for i in r where fields.bytes[i] < 48 || fields.bytes[i] > 57 { return .other }
        return .number
    }

    func required(_ column: Column) throws -> String {
        let v = self[column].trimmingSpaces
        guard !v.isEmpty else { throw ImportError("Line \(line): \(column.name) is empty.") }
        return v
    }

    /// Plain decimals ("82.5", "12"; with a decimal comma after a `;` delimiter), read from the
    /// bytes: at most 15 digits, so the digits as an integer and the power of ten are exact
    /// and their one division rounds as `Double(String)` does. Anything else, nil.
    func plainDecimal(_ r: Range<Int>) -> Double? {
        guard !r.isEmpty, r.count <= 16 else { return nil }
        var mantissa = 0, digits = 0, fraction = -1
        for i in r {
            let b = fields.bytes[i]
            if b >= 48 && b <= 57 {
                mantissa = mantissa * 10 + Int(b - 48)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if (b == UInt8(ascii: ".") || (decimalComma && b == UInt8(ascii: ","))) && fraction < 0 && digits > 0 {
                fraction = 0
            } else {
                return nil
            }
        }
        guard digits <= 15, fraction != 0 else { return nil }
        let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
        return fraction > 0 ? Double(mantissa) / powers[fraction] : Double(mantissa)
    }

    func number(_ column: Column) throws -> Double? {
        if let r = plainRange(column) {
            if r.isEmpty { return nil }
            if let d = plainDecimal(r), d < 1e9 { return d }
        }
        var v = self[column].trimmingSpaces
        if v.isEmpty { return nil }
        if decimalComma { v = String(v.map { $0 == "," ? "." : $0 }) }
        guard let d = Double(v), d.isFinite, d >= 0, d < 1e9 else {
            throw ImportError("Line \(line): \(column.name) '\(self[column])' is not a number.")
        }
        return d
    }

    /// A number that must lie in `bounds` (the export's, `ExportFormat.Bounds`: a file this
    /// import accepts is one an export of the database can be read back from).
    func number(_ column: Column, in bounds: ClosedRange<Double>) throws -> Double? {
        guard let d = try number(column) else { return nil }
        guard bounds.contains(d) else {
            throw ImportError("Line \(line): \(column.name) '\(self[column].trimmingSpaces)' is more than \(Int(bounds.upperBound)).")
        }
        return d
    }

    func whole(_ column: Column, in bounds: ClosedRange<Int>) throws -> Int? {
        try whole(column).map { n in
            guard bounds.contains(n) else { throw ImportError("Line \(line): \(column.name) '\(self[column].trimmingSpaces)' is more than \(bounds.upperBound).") }
            return n
        }
    }

    func whole(_ column: Column) throws -> Int? {
        guard let d = try number(column) else { return nil }
        guard d == d.rounded() else { throw ImportError("Line \(line): \(column.name) '\(self[column])' is not a whole number.") }
        return Int(d)
    }

    /// The unit a row gives for its weight; nil when it gives none.
    func statedUnit(_ column: Column) throws -> WeightUnit? {
        if column.index == nil { return nil }
        switch self[column].trimmingSpaces.lowercased() {
        case "": return nil
        case "kg", "kgs": return .kg
        case "lb", "lbs": return .lb
        case let other: throw ImportError("Line \(line): \(column.name) '\(other)' must be kg or lbs.")
        }
    }

    /// A date and time as local wall-clock seconds, with the offset when the text gives one:
    /// `2026-04-08 16:50:00`, `2026-04-08T16:50:00Z`, `2026-04-08` (noon), `8 Apr 2026, 16:50`.
    func dateTime(_ column: Column) throws -> (Int, Int?) {
        // The same bytes as the date last parsed: the same text, so the same answer.
        if let cache, let memo, let known = memo.dateBytes, let i = column.index, i < fields.count, sameBytes(fields, fields.range(i), known) {
            return cache.value
        }
        let text = self[column].trimmingSpaces
        if let cache, cache.text == text { return cache.value }
        guard let parsed = parseLocalDateTime(text) else {
            throw ImportError("Line \(line): \(column.name) '\(text)' is not a date and time like 2026-04-08 16:50:00 or 8 Apr 2026, 16:50.")
        }
        cache?.text = text
        cache?.value = parsed
        if let memo, let i = column.index, i < fields.count { memo.dateBytes = Array(fields.bytes[fields.range(i)]) }
        return parsed
    }

    /// A length of time: `2h 38m`, `45m`, `38s`, `1:02:03`, `01:30` or plain seconds.
    func duration(_ column: Column) throws -> Int? {
        // The rows of one workout repeat its duration: the same bytes give the same length.
        if let memo, let i = column.index, i < fields.count, memo.durationColumn == i, sameBytes(fields, fields.range(i), memo.durationBytes) {
            return memo.durationValue
        }
        let value = try parseDuration(column)
        if let memo, let i = column.index, i < fields.count {
            memo.durationColumn = i
            memo.durationBytes = Array(fields.bytes[fields.range(i)])
            memo.durationValue = value
        }
        return value
    }

    private func parseDuration(_ column: Column) throws -> Int? {
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
        throw ImportError("Line \(line): \(column.name) '\(self[column])' is not a length of time like 2h 38m or 1:02:03.")
    }
}

final class DateCache {
    var text = ""
    var value: (Int, Int?) = (0, nil)
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
