import Domain

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
    public static func recognise(header: [String]) -> ForeignFormat? { ForeignHeader(header).format }

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
        /// What gymtrack has no place for yet, counted for the summary.
        var mark: SetMark = .none
        var hasDistance = false

        func kilograms(defaultUnit: WeightUnit) -> Double? { weight.map((unit ?? defaultUnit).toKilograms) }
    }

    enum SetMark { case none, drop, failure }

    /// A file's workouts as read, before the catalog and the lifter's unit are known: an
    /// import into a new database reads the file while the database is being made.
    public struct ReadWorkouts {
        let format: ForeignFormat
        let workouts: [RawWorkout]
        /// What the summary must say of the file (filled in further by `bundle`).
        public let report: ForeignImportReport
    }

    struct RawWorkout {
        var name: String
        /// Local wall-clock seconds since 1970-01-01 00:00 local, and the offset the file gave, if any.
        var localStart: Int
        var offset: Int?
        var durationSeconds: Int?
        /// The workout's own note (Strong's Workout Notes, Hevy's description): not kept yet, counted.
        var notes: String = ""
        var sets: [RawSet] = []
    }

    /// Reads a whole file. `defaultUnit` is the unit of a file that names none (older Strong
    /// exports write the lifter's unit without saying which), unless `options.unit` says.
    public static func decode(_ bytes: [UInt8], catalog: Catalog, defaultUnit: WeightUnit, utcOffsetSeconds: Int,
                              options: ForeignReadOptions = ForeignReadOptions()) throws -> ImportBundle {
        bundle(try read(bytes, options: options), catalog: catalog, defaultUnit: options.unit ?? defaultUnit, unitGiven: options.unit != nil,
               utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Reads a whole file into its workouts; `bundle` makes them sessions. A row that cannot be
    /// read refuses the file, naming its line, unless `options.skipInvalid` lists it and goes on.
    public static func read(_ bytes: [UInt8], options: ForeignReadOptions = ForeignReadOptions()) throws -> ReadWorkouts {
        let delimiter = CSV.delimiter(of: bytes)
        var format: ForeignFormat?
        var header = HeaderColumns(ForeignHeader([]))
        var memo = RowMemo(width: 0)
        var width = 0
        var workouts: [RawWorkout] = []
        var byKey: [String: Int] = [:]
        let dates = DateCache()
        var last: (start: Int, name: String, index: Int)?
        var report = ForeignImportReport()
        var dateOrder = options.dateOrder
        /// One data row into its workout.
        func readRow(_ known: ForeignFormat, _ row: Cells) throws {
            let parsed: (RawWorkout, RawSet)?
            switch known {
            case .strong: parsed = try strongRow(row, header)
            case .hevy: parsed = try hevyRow(row, header)
            case .fitNotes: parsed = try fitNotesRow(row, header)
            }
            guard let (workout, set) = parsed else {
                report.restTimerRows += 1
                return
            }
            if set.weight != nil {
                if set.unit == nil { report.weightsWithoutUnit += 1 } else { report.weightsWithUnit += 1 }
                if set.unit == .lb { report.weightsInPounds += 1 }
            }
            if set.hasDistance { report.distances += 1 }
            switch set.mark {
            case .drop: report.dropSets += 1
            case .failure: report.failureSets += 1
            case .none: break
            }
            let index: Int
            if let l = last, l.start == workout.localStart, l.name == workout.name {
                index = l.index
            } else if let i = byKey["\(workout.localStart)|\(workout.name)"] {
                index = i
                last = (workout.localStart, workout.name, i)
            } else {
                index = workouts.count
                byKey["\(workout.localStart)|\(workout.name)"] = index
                last = (workout.localStart, workout.name, index)
                var w = workout
                w.sets = []
                workouts.append(w)
            }
            workouts[index].sets.append(set)
            if workouts[index].notes.isEmpty && !workout.notes.isEmpty { workouts[index].notes = workout.notes }
        }
        try CSV.forEachRecordFields(bytes, delimiter: delimiter) { line, fields in
            guard let known = format else {
                let names = (0..<fields.count).map(fields.string)
                let foreign = ForeignHeader(names)
                guard let f = foreign.format else {
                    if names.prefix(4).map({ $0.trimmingSpaces.lowercased() }) == ["date", "start time", "split", "exercise"] {
                        throw ImportError("Line \(line): this is gymtrack's CSV export, which is for spreadsheets; import its JSON export instead (gymtrack export).")
                    }
                    throw ImportError("Line \(line): the header is not one gymtrack knows (a gymtrack JSON export, or a CSV from Strong, Hevy or FitNotes).")
                }
                // Never silent: a file whose sets come in without weights says so.
                report.noWeightColumn = foreign.names.isDisjoint(with: ForeignHeader.weightColumns)
                format = f
                width = names.count
                header = HeaderColumns(foreign)
                memo = RowMemo(width: width)
                // Slash dates are read in one order for the whole file, decided before any row.
                let slash = try slashDates(bytes, delimiter: delimiter, column: f == .hevy ? header.startTime : header.date)
                dateOrder = try slash.order(given: options.dateOrder)
                report.dateOrder = dateOrder
                report.dateOrderUnused = options.dateOrder != nil && !slash.any
                return
            }
            var record = fields
            if record.count > width, let joined = joinedExerciseName(record, width: width, column: header.exerciseColumn(known)) {
                record = joined
                report.joinedNames += 1
                if report.firstJoinedName.isEmpty, let i = header.exerciseColumn(known).index { report.firstJoinedName = record.string(i) }
            }
            let row = Cells(fields: record, line: line, decimalComma: delimiter == UInt8(ascii: ";"), cache: dates, memo: memo,
                            dateOrder: dateOrder)
            // A weight in a column no reader reads would be lost: the whole file is refused.
            try row.refuseUnreadWeights(header.unreadWeights)
            do {
                guard record.count == width else {
                    throw ImportError("Line \(line) has \(record.count) fields where the header has \(width).")
                }
                try readRow(known, row)
            } catch var error as ImportError {
                guard options.skipInvalid else {
                    error.rowCanBeSkipped = true
                    throw error
                }
                report.skippedLines.append(ForeignImportReport.SkippedLine(line: line, reason: error.withoutLine(line)))
            }
        }
        guard let format else { throw ImportError("The file is empty; there is nothing to import.") }
        guard !workouts.isEmpty || !report.skippedLines.isEmpty || report.restTimerRows > 0 else {
            throw ImportError("The file has a header but no rows; there is nothing to import.")
        }
        report.workoutNotes = workouts.filter { !$0.notes.isEmpty }.count
        // A step keeps one note: where its sets had different notes, they were joined.
        for w in workouts {
            var notes: [String: (distinct: Set<String>, sets: Int)] = [:]
            for set in w.sets where !set.note.isEmpty {
                notes[set.exercise, default: ([], 0)].distinct.insert(set.note)
                notes[set.exercise, default: ([], 0)].sets += 1
            }
            report.setNotesJoined += notes.values.filter { $0.distinct.count > 1 }.reduce(0) { $0 + $1.sets }
        }
        return ReadWorkouts(format: format, workouts: workouts, report: report)
    }

    /// A row with more fields than the header whose extra fields belong to the exercise's name:
    /// FitNotes writes a name with a comma ("Overhead Press (Each Side, Dumbbells)") unquoted.
    /// Joined back when the name's column is followed by the header's other columns; nil when
    /// the row cannot be mended so.
    static func joinedExerciseName(_ fields: CSVFields, width: Int, column: Column) -> CSVFields? {
        guard let at = column.index, fields.count > width else { return nil }
        let extra = fields.count - width
        // The name's field opens a parenthesis the extra fields close: "(Each Side" and " Dumbbells)".
        let parts = (at...(at + extra)).map(fields.string)
        func unclosed(_ text: String) -> Int { text.filter { $0 == "(" }.count - text.filter { $0 == ")" }.count }
        guard unclosed(parts[0]) > 0, unclosed(parts.joined(separator: ",")) == 0 else { return nil }
        var out = CSVFields()
        for i in 0..<fields.count {
            if i > at && i <= at + extra {
                out.bytes.append(UInt8(ascii: ","))
                out.bytes.append(contentsOf: fields.bytes[fields.range(i)])
                out.ends[out.ends.count - 1] = out.bytes.count
            } else {
                out.bytes.append(contentsOf: fields.bytes[fields.range(i)])
                out.ends.append(out.bytes.count)
            }
        }
        return out
    }

    /// What the file's slash dates (13/09/2021) show of their order: a first number over 12 is
    /// a day, a second one over 12 too (09/13/2021). An example of each, for messages.
    struct SlashDates {
        var any = false
        var example = "", dayFirst = "", monthFirst = ""

        /// The order to read them in; refused when the dates disagree, when `given` contradicts
        /// them, or when no date tells and none is given.
        func order(given: DateOrder?) throws -> DateOrder? {
            guard any else { return nil }
            switch (dayFirst.isEmpty, monthFirst.isEmpty, given) {
            case (false, false, _):
                throw ImportError("The file's dates disagree: \(quotedValue(dayFirst)) puts the day first, \(quotedValue(monthFirst)) the month; they cannot be read.")
            case (false, true, .mdy?):
                throw ImportError("The file's dates put the day first (\(quotedValue(dayFirst))), so month/day does not fit them: import with --date-order dmy, or leave it out.")
            case (true, false, .dmy?):
                throw ImportError("The file's dates put the month first (\(quotedValue(monthFirst))), so day/month does not fit them: import with --date-order mdy, or leave it out.")
            case (false, true, _): return .dmy
            case (true, false, _): return .mdy
            case (true, true, let given?): return given
            case (true, true, nil):
                throw ImportError("The file's dates, like \(quotedValue(example)), could be day/month or month/day: import with --date-order dmy or mdy (in Settings, Slash dates).")
            }
        }
    }

    static func slashDates(_ bytes: [UInt8], delimiter: UInt8, column: Column) throws -> SlashDates {
        var facts = SlashDates()
        guard let i = column.index, bytes.contains(UInt8(ascii: "/")) else { return facts }
        var header = true
        try CSV.forEachRecordFields(bytes, delimiter: delimiter) { _, fields in
            if header { header = false; return }
            guard i < fields.count else { return }
            let text = fields.string(i).trimmingSpaces
            let parts = text.split(separator: " ").first?.split(separator: "/") ?? []
            guard parts.count == 3, let a = Int(parts[0]), let b = Int(parts[1]) else { return }
            if !facts.any { facts.any = true; facts.example = text }
            if a > 12 && facts.dayFirst.isEmpty { facts.dayFirst = text }
            if b > 12 && facts.monthFirst.isEmpty { facts.monthFirst = text }
        }
        return facts
    }

    // MARK: Rows

    /// Words of Strong's rest-timer rows in the Set Order column, in the app's languages.
    static let restTimerWords = ["rest", "descanso", "repos", "pause", "休息", "riposo", "отдых", "dinlenme", "休憩", "휴식"]

    static func strongRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let warmup: Bool
        var mark = SetMark.none
        switch r.setOrder(c.setOrder) {
        case .number: warmup = false
        case .warmup: warmup = true
        case .other:
            let order = r[c.setOrder].trimmingSpaces
            let lower = order.lowercased()
            if restTimerWords.contains(where: { lower.contains($0) }) { return nil } // Strong's rest-timer rows
            warmup = order.uppercased() == "W"
            if order.uppercased() == "D" { mark = .drop }
            if order.uppercased() == "F" { mark = .failure }
            guard warmup || mark != .none || Int(order) != nil else {
                throw ImportError("Line \(r.line): \(c.setOrder.heading) \(quotedValue(order)) must be a number, W, D or F.")
            }
        }
        var unit = try r.statedUnit(c.weightUnit)
        var weight = try r.number(c.weight, in: B.weight)
        if weight == nil, let kg = try r.number(c.weightKgParen, in: B.weight) { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number(c.weightLbsParen, in: B.weight) { weight = lbs; unit = .lb }
        let (local, offset) = try r.dateTime(c.date)
        let duration = try r.duration(c.duration) ?? r.duration(c.workoutSeconds)
        try r.checkTime(local: local, offset: offset, duration: duration, column: c.date)
        let workout = RawWorkout(name: nonEmptyName(r[c.workoutName], "Workout"), localStart: local, offset: offset,
                                 durationSeconds: duration, notes: r[c.workoutNotes].trimmingSpaces)
        var set = RawSet(exercise: try r.required(c.exerciseName), isWarmup: warmup, weight: positive(weight),
                         unit: unit, reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.seconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.notes].trimmingSpaces)
        set.mark = mark
        set.hasDistance = try r.hasDistance([c.distance, c.distanceKm, c.distanceMi, c.distanceM])
        return (workout, set)
    }

    static func hevyRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.startTime)
        var duration: Int?
        if !r[c.endTime].trimmingSpaces.isEmpty {
            let (end, _) = try r.dateTime(c.endTime)
            duration = max(0, end - local)
        }
        try r.checkTime(local: local, offset: offset, duration: duration, column: c.startTime)
        let type = r[c.setType].trimmingSpaces.lowercased()
        guard ["normal", "warmup", "dropset", "failure", ""].contains(type) else {
            throw ImportError("Line \(r.line): set_type \(quotedValue(type)) must be normal, warmup, dropset or failure.")
        }
        var weight = try r.number(c.weightKg, in: B.weight)
        var unit = WeightUnit.kg
        if weight == nil, let lbs = try r.number(c.weightLbs, in: B.weight) { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: nonEmptyName(r[c.title], "Workout"), localStart: local, offset: offset, durationSeconds: duration,
                                 notes: r[c.description].trimmingSpaces)
        var set = RawSet(exercise: try r.required(c.exerciseTitle), isWarmup: type == "warmup", weight: positive(weight), unit: unit,
                         reps: try r.whole(c.reps, in: B.reps), seconds: positive(try r.whole(c.durationSeconds, in: B.stepSeconds)),
                         rpe: try r.number(c.rpe, in: B.rpe), note: r[c.exerciseNotes].trimmingSpaces,
                         superset: r[c.supersetID].trimmingSpaces)
        set.mark = type == "dropset" ? .drop : type == "failure" ? .failure : .none
        set.hasDistance = try r.hasDistance([c.distanceKmHevy, c.distanceMiles])
        return (workout, set)
    }

    static func fitNotesRow(_ r: Cells, _ c: HeaderColumns) throws -> (RawWorkout, RawSet)? {
        let (local, offset) = try r.dateTime(c.date)
        try r.checkTime(local: local, offset: offset, duration: nil, column: c.date)
        var unit = try r.statedUnit(c.weightUnit)
        var weight = try r.number(c.weight, in: B.weight)
        if weight == nil, let kg = try r.number(c.weightKgParen, in: B.weight) { weight = kg; unit = .kg }
        if weight == nil, let lbs = try r.number(c.weightLbsParen, in: B.weight) { weight = lbs; unit = .lb }
        let workout = RawWorkout(name: "FitNotes", localStart: local, offset: offset, durationSeconds: nil)
        var set = RawSet(exercise: try r.required(c.exercise), isWarmup: false, weight: positive(weight), unit: unit,
                         reps: try r.whole(c.reps, in: B.reps),
                         seconds: positive(try r.duration(c.time)), rpe: nil, note: r[c.comment].trimmingSpaces)
        set.hasDistance = try r.hasDistance([c.distance])
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
    /// summary lists them as they first appear); then a session is made of each workout, in order.
    /// `unitGiven`: `defaultUnit` was chosen by the person importing, not the database's.
    /// `remembered`: the exercise each name was matched to by an earlier import, by id.
    public static func bundle(_ read: ReadWorkouts, catalog: Catalog, defaultUnit: WeightUnit, unitGiven: Bool = false,
                              utcOffsetSeconds: Int, remembered: [String: String] = [:]) -> ImportBundle {
        let format = read.format
        var bundle = ImportBundle(source: format.rawValue)
        bundle.notes = read.report.lines(unit: defaultUnit, unitGiven: unitGiven)
        // Read again only when the person says how to read the file (`--unit`): a plain
        // re-import has nothing new to say of a session it made before.
        bundle.refreshesUnedited = unitGiven
        bundle.addsSplitsOnly = true
        let byID = Dictionary(catalog.exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
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
                if let exercise = remembered[set.exercise].flatMap({ byID[$0] }) ?? matcher.match(set.exercise) {
                    exercises[set.exercise] = exercise
                    bundle.exerciseNames[set.exercise] = exercise.id
                    continue
                }
                let custom = ExerciseMatcher.custom(set.exercise)
                exercises[set.exercise] = custom
                bundle.exerciseNames[set.exercise] = custom.id
                if customs[custom.id] == nil {
                    customs[custom.id] = bundle.exercises.count
                    bundle.exercises.append(ImportedExercise(uid: contentULID(epochSeconds: 0, content: "import-exercise:\(custom.id)"),
                                                             updatedAt: start.isoDateTime, exercise: custom))
                }
            }
        }
        bundle.sessions = workouts.indices.map { i in
            session(of: workouts[i], format: format, sessionType: sessionTypes[i], exercises: exercises,
                    defaultUnit: defaultUnit, utcOffsetSeconds: utcOffsetSeconds)
        }
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
    /// Custom exercises, by their whole name only: one an import made must never take a name
    /// from the catalog's exercise it was matched to before ("Squat (Barbell)").
    private var customs: [String: CatalogExercise] = [:]
    private var byID: [String: CatalogExercise] = [:]
    /// Words other apps add that the catalog's names leave out ("Flat Barbell Bench Press").
    static let fillerWords: Set<Substring> = ["flat", "standard", "regular", "normal", "the"]

    public init(catalog: Catalog) {
        for exercise in catalog.exercises {
            let key = ExerciseMatcher.normalise(exercise.name)
            if exercise.id.hasPrefix("custom-") {
                if customs[key] == nil { customs[key] = exercise }
                continue
            }
            byID[exercise.id] = exercise
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
        matchCatalog(name) ?? customs[ExerciseMatcher.normalise(name)]
    }

    /// The bundled catalog's exercise for `name`, or nil.
    private func matchCatalog(_ name: String) -> CatalogExercise? {
        if let id = ExerciseAliases.importNames[ExerciseMatcher.normalise(name)], let exercise = byID[id] { return exercise }
        if let exercise = matchByRules(name) { return exercise }
        // Last, the name in the singular ("Chin Ups", "Skull Crushers", "Barbell Curls").
        let singular = ExerciseMatcher.singular(name)
        return singular == name ? nil : matchByRules(singular)
    }

    /// Each word of three letters or more that ends in one "s" without it ("Ups", "Curls").
    static func singular(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let w = String(word)
            guard w.count >= 3, w.lowercased().hasSuffix("s"), !w.lowercased().hasSuffix("ss") else { return w }
            return String(w.dropLast())
        }.joined(separator: " ")
    }

    private func matchByRules(_ name: String) -> CatalogExercise? {
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
    /// The column's name as the file writes it, for messages ("Reps", "Wiederh.").
    let name: String
    /// The name exactly as the file's header writes it ("Set Order").
    let heading: String
    let index: Int?

    init(_ canonical: String, _ header: ForeignHeader) {
        let found = header.columns[canonical]
        // The file's own spelling where it is not the canonical one ("Wiederh.", not "reps").
        let own = found?.name ?? canonical
        name = escapedText(own.lowercased() == canonical ? canonical : own)
        heading = escapedText(own)
        index = found?.index
    }

    init(name: String, index: Int) {
        self.name = escapedText(name)
        heading = self.name
        self.index = index
    }
}

/// Every column a row reader asks for, found by name once when the header is read. A class:
/// the row readers take it for every row, and as a struct of 26 names each took a copy.
final class HeaderColumns {
    // Strong (and FitNotes' shared names)
    let setOrder, weightUnit, date, workoutName, duration, workoutSeconds, exerciseName, weight, reps, seconds, rpe, notes, workoutNotes: Column
    let distance, distanceKm, distanceMi, distanceM: Column
    // Hevy
    let startTime, endTime, setType, weightKg, weightLbs, title, exerciseTitle, durationSeconds, exerciseNotes, supersetID, description: Column
    let distanceKmHevy, distanceMiles: Column
    // FitNotes
    let weightKgParen, weightLbsParen, exercise, time, comment: Column
    /// Columns that name a weight no reader reads.
    let unreadWeights: [Column]

    init(_ h: ForeignHeader) {
        setOrder = Column("set order", h); weightUnit = Column("weight unit", h); date = Column("date", h)
        workoutName = Column("workout name", h); duration = Column("duration", h); workoutSeconds = Column("duration (sec)", h)
        exerciseName = Column("exercise name", h); weight = Column("weight", h); reps = Column("reps", h); seconds = Column("seconds", h)
        rpe = Column("rpe", h); notes = Column("notes", h); workoutNotes = Column("workout notes", h)
        distance = Column("distance", h); distanceKm = Column("distance (km)", h); distanceMi = Column("distance (mi)", h)
        distanceM = Column("distance (m)", h)
        startTime = Column("start_time", h); endTime = Column("end_time", h); setType = Column("set_type", h)
        weightKg = Column("weight_kg", h); weightLbs = Column("weight_lbs", h); title = Column("title", h)
        exerciseTitle = Column("exercise_title", h); durationSeconds = Column("duration_seconds", h); exerciseNotes = Column("exercise_notes", h)
        supersetID = Column("superset_id", h); description = Column("description", h)
        distanceKmHevy = Column("distance_km", h); distanceMiles = Column("distance_miles", h)
        weightKgParen = Column("weight (kg)", h); weightLbsParen = Column("weight (lbs)", h); exercise = Column("exercise", h)
        time = Column("time", h); comment = Column("comment", h)
        unreadWeights = h.unreadWeights.map { Column(name: $0.name, index: $0.index) }
    }

    /// The column holding the exercise's name in a file of `format`.
    func exerciseColumn(_ format: ForeignFormat) -> Column {
        switch format {
        case .strong: return exerciseName
        case .hevy: return exerciseTitle
        case .fitNotes: return exercise
        }
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
    /// How to read a slash date (13/09/2021); nil where the file has none.
    var dateOrder: DateOrder? = nil

    /// Refuses a row with a number in a column that names a weight no reader reads.
    func refuseUnreadWeights(_ columns: [Column]) throws {
        for column in columns {
            let text = self[column].trimmingSpaces
            guard !text.isEmpty, Double(decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text) != nil else { continue }
            throw ImportError("Line \(line): the column \(quotedValue(column.name)) holds a weight gymtrack cannot read, and importing the file without it would lose every weight.")
        }
    }

    /// Whether any of `columns` holds a distance above zero.
    func hasDistance(_ columns: [Column]) throws -> Bool {
        for column in columns where column.index != nil {
            if let d = try number(column), d > 0 { return true }
        }
        return false
    }

    /// A workout's time must be one an export can carry: from 1970 to the year 9999 in any
    /// offset, the offset within ±18 hours, the duration at most a year (`ExportFormat.Bounds`).
    func checkTime(local: Int, offset: Int?, duration: Int?, column: Column) throws {
        let bounds = ExportFormat.Bounds.self
        if let offset, !bounds.utcOffsetSeconds.contains(offset) {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than 18 hours from UTC.")
        }
        if let duration, !bounds.sessionSeconds.contains(duration) {
            throw ImportError("Line \(line): the workout lasts more than a year.")
        }
        let margin = Double(bounds.utcOffsetSeconds.upperBound)
        let start = Double(local)
        guard start - margin >= bounds.epoch.lowerBound, start + margin + Double(duration ?? 0) <= bounds.epoch.upperBound else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is not between 1970 and 9999.")
        }
    }

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
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a number.")
        }
        return d
    }

    /// A number that must lie in `bounds` (the export's, `ExportFormat.Bounds`: a file this
    /// import accepts is one an export of the database can be read back from).
    func number(_ column: Column, in bounds: ClosedRange<Double>) throws -> Double? {
        guard let d = try number(column) else { return nil }
        guard bounds.contains(d) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than \(Int(bounds.upperBound)).")
        }
        return d
    }

    func whole(_ column: Column, in bounds: ClosedRange<Int>) throws -> Int? {
        try whole(column).map { n in
            guard bounds.contains(n) else { throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is more than \(bounds.upperBound).") }
            return n
        }
    }

    func whole(_ column: Column) throws -> Int? {
        guard let d = try number(column) else { return nil }
        guard d == d.rounded() else { throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a whole number.") }
        return Int(d)
    }

    /// The unit a row gives for its weight; nil when it gives none.
    func statedUnit(_ column: Column) throws -> WeightUnit? {
        if column.index == nil { return nil }
        switch self[column].trimmingSpaces.lowercased() {
        case "": return nil
        case "kg", "kgs": return .kg
        case "lb", "lbs": return .lb
        case let other: throw ImportError("Line \(line): \(column.name) \(quotedValue(other)) must be kg or lbs.")
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
        guard let parsed = parseLocalDateTime(text, order: dateOrder) else {
            throw ImportError("Line \(line): \(column.name) \(quotedValue(text)) is not a date and time like 2026-04-08 16:50:00 or 8 Apr 2026, 16:50.")
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
        let text = self[column].trimmingSpaces
        if text.isEmpty { return nil }
        if let seconds = parseForeignDuration(text) { return seconds }
        throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column])) is not a length of time like 2h 38m or 1:02:03.")
    }
}

final class DateCache {
    var text = ""
    var value: (Int, Int?) = (0, nil)
}

extension String {
    func replacingSpaces(with text: String) -> String {
        split(separator: " ").joined(separator: text)
    }
}
