import Domain

/// Workouts exported by Strong, Hevy, FitNotes, Fitbod, Liftosaur and GymBook, read into an
/// `ImportBundle` (pure: the catalog, the unit to assume and the local UTC offset are given).
///
/// Mapping (docs/export-format.md): each workout becomes a finished session of a split made
/// for its workout name (one split per name, `session_type` "I-NAME", not in the rotation, no
/// planned steps); each exercise a step, matched to the catalog by name, else a custom
/// exercise; each set a set. Every id is derived from the content (format, workout name and
/// start, position), and `updatedAt` is the workout's end, so importing a file again changes nothing.
public enum ForeignWorkouts {
    /// A set's numbers keep the export's bounds (in any unit: 10,000 lb is still under 10,000 kg).
    typealias B = ExportFormat.Bounds

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
        /// Strong's D and F, Hevy's dropset and failure.
        var type: SetType = .normal
        /// In its unit; a unit of nil: the weight's, else the lifter's (as the apps write it).
        var distance: (value: Double, unit: ForeignDistanceUnit?)?
        /// When it was done, in the local wall-clock seconds of its workout's start, where the
        /// file says (Liftosaur, GymBook); nil: spread over the workout's duration.
        var localTime: Int? = nil
        /// Done; false for a set planned and not done (Liftosaur's without completed reps,
        /// GymBook's skipped): it counts in its step's plan, and is no set.
        var done = true
        /// What the program asked of it (Liftosaur's required reps, weight and RPE).
        var target: RawTarget? = nil
        /// How many sets the row stands for (Fitbod's older Sets column).
        var repeats = 1
        /// GymBook's cool-down set, kept as a warm-up: a set that is not work.
        var coolDown = false

        func kilograms(defaultUnit: WeightUnit) -> Double? { weight.map((unit ?? defaultUnit).toKilograms) }

        func metres(defaultUnit: WeightUnit) -> Double? {
            distance.map { $0.value * ($0.unit ?? ForeignDistanceUnit(following: unit ?? defaultUnit)).metres }
        }
    }

    /// A file's workouts as read, before the catalog and the lifter's unit are known: an
    /// import into a new database reads the file while the database is being made.
    public struct ReadWorkouts {
        let format: ForeignFormat
        let workouts: [RawWorkout]
        /// What the summary must say of the file (filled in further by `bundle`).
        public let report: ForeignImportReport
        /// A body file (FitNotes' body tracker, Hevy's measurements): its weigh-ins and measurements.
        var bodyFormat: ForeignBodyFormat? = nil
        var measurements: [RawMeasurement] = []
        /// How many workouts the file holds.
        public var count: Int { workouts.count }
        /// What the file holds, for a step of the import: "312 workouts", "48 measurements".
        public var countText: String { bodyFormat == nil ? plural(workouts.count, "workout") : plural(measurements.count, "measurement") }
    }

    struct RawWorkout {
        var name: String
        /// Local wall-clock seconds since 1970-01-01 00:00 local, and the offset the file gave, if any.
        var localStart: Int
        var offset: Int?
        var durationSeconds: Int?
        /// The workout's own note (Strong's Workout Notes, Hevy's description): the session's note.
        var notes: String = ""
        var sets: [RawSet] = []
        /// The file writes its times in UTC (Fitbod's +0000, Liftosaur's Z), not the lifter's
        /// clock: the workout is shown at the lifter's offset.
        var inUTC = false
        /// The workout starts at its first set's time, and lasts until its last (GymBook's).
        var startsAtFirstSet = false
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
        if let body = bodyFormat(bytes, delimiter: delimiter) {
            return try readBody(bytes, format: body, delimiter: delimiter, options: options)
        }
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
        /// What each column held, for the readers that name the columns nothing was read from.
        var account: ColumnAccount?
        /// One data row into its workout.
        func readRow(_ known: ForeignFormat, _ row: Cells) throws {
            let parsed: (RawWorkout, RawSet)?
            switch known {
            case .strong: parsed = try strongRow(row, header)
            case .hevy: parsed = try hevyRow(row, header)
            case .fitNotes: parsed = try fitNotesRow(row, header)
            case .fitbod: parsed = try fitbodRow(row, header)
            case .liftosaur: parsed = try liftosaurRow(row, header)
            case .gymBook: parsed = try gymBookRow(row, header)
            }
            guard let (workout, set) = parsed else {
                report.restTimerRows += 1
                return
            }
            if set.weight != nil {
                if set.unit == nil { report.weightsWithoutUnit += 1 } else { report.weightsWithUnit += 1 }
                if set.unit == .lb { report.weightsInPounds += 1 }
            }
            if let distance = set.distance {
                report.distances += 1
                if distance.unit == nil && set.unit == nil { report.distancesWithoutUnit += 1 }
            }
            switch set.type {
            case .drop: report.dropSets += 1
            case .failure: report.failureSets += 1
            case .amrap: report.amrapSets += 1
            case .normal: break
            }
            if !set.done { report.setsNotDone += 1 }
            if set.target != nil { report.setTargets += 1 }
            if set.coolDown { report.coolDownSets += 1 }

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
            for _ in 0..<set.repeats { workouts[index].sets.append(set) }
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
                    throw ImportError("Line \(line): the header is not one gymtrack knows (a gymtrack JSON export, or a CSV from Strong, Hevy, FitNotes, Fitbod, Liftosaur or GymBook).")
                }
                // Every app gymtrack reads always writes a weight column: a file without one that
                // gymtrack reads would import every set without its weight.
                guard !foreign.names.isDisjoint(with: ForeignHeader.weightColumns) || !foreign.unreadWeights.isEmpty else {
                    throw ImportError("Line \(line): the header has no weight column gymtrack reads (such as Weight or Weight (kg)); "
                                      + "importing the file would leave every set without its weight, so nothing was imported.")
                }
                format = f
                width = names.count
                header = HeaderColumns(foreign)
                memo = RowMemo(width: width)
                account = f.columnsRead.map { ColumnAccount(names: names, read: $0.read, notKept: $0.why) }
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
                account?.note(record)
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
        workouts = workouts.map(timedBySets)
        account?.report(into: &report)
        report.workoutNotes = workouts.filter { !$0.notes.isEmpty }.count
        report.workoutsInUTC = workouts.filter(\.inUTC).count
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

    /// Apps write 0 for "none" (a bodyweight set's weight, a set without a time).
    static func positive<T: Numeric & Comparable>(_ value: T?) -> T? { value.flatMap { $0 > 0 ? $0 : nil } }

    static func nonEmptyName(_ text: String, _ fallback: String) -> String {
        let t = text.trimmingSpaces
        return t.isEmpty ? fallback : t
    }
}
