import Domain

/// What reading a file met that the summary must say: the unit weights were read in, rows
/// skipped or mended, and everything the file holds that gymtrack has no place for yet. An
/// import never drops what a file holds without a word.
public struct ForeignImportReport: Equatable, Sendable {
    /// Sets with a weight whose unit the file states, and those it does not.
    public var weightsWithUnit = 0
    public var weightsWithoutUnit = 0
    /// A row left out with `skipInvalid`: its line and why.
    public struct SkippedLine: Equatable, Sendable {
        public var line: Int
        public var reason: String
    }

    /// Rows left out with `skipInvalid`.
    public var skippedLines: [SkippedLine] = []
    /// Rows whose exercise name held an unquoted comma, joined back: how many, and the first name.
    public var joinedNames = 0
    public var firstJoinedName = ""
    /// The date order read from the file's values (or given), when its dates use slashes.
    public var dateOrder: DateOrder?
    /// An order was given, but the file has no slash dates to read with it.
    public var dateOrderUnused = false
    /// Weights the file gives in pounds (converted to kilograms, as gymtrack stores them).
    public var weightsInPounds = 0
    /// Workouts with a note of their own, kept as their sessions' notes.
    public var workoutNotes = 0
    /// Sets with a distance, and those of them whose row says no unit for it nor for its weight.
    public var distances = 0
    public var distancesWithoutUnit = 0
    /// Strong's D and F, Hevy's dropset and failure: kept as the set's type.
    public var dropSets = 0
    public var failureSets = 0
    // Kept nowhere.
    public var restTimerRows = 0
    /// Sets whose own note became part of their exercise's note in the session (several notes joined).
    public var setNotesJoined = 0
    /// Liftosaur's AMRAP sets, kept as the set's type.
    public var amrapSets = 0
    /// Sets planned and not done (Liftosaur's without completed reps, GymBook's skipped): in
    /// their steps' plans, not sets.
    public var setsNotDone = 0
    /// Sets with what the program asked of them (Liftosaur's required reps, weight and RPE).
    public var setTargets = 0
    /// GymBook's cool-down sets, kept as warm-ups: sets that are not work.
    public var coolDownSets = 0
    /// Workouts whose times the file writes in UTC, shown at the lifter's offset.
    public var workoutsInUTC = 0
    /// Columns nothing was read from, for the readers that say it: empty (or 0) on every row,
    /// and those holding what gymtrack has no place for, with why.
    public var emptyColumns: [String] = []
    public var columnsNotKept: [ColumnNotKept] = []

    /// A column whose values gymtrack keeps nowhere, and why.
    public struct ColumnNotKept: Equatable, Sendable {
        public var name: String
        public var why: String
    }

    public init() {}

    /// The summary's lines. `unit`: what weights without a unit were read as; `unitGiven`:
    /// whether the person chose it (`--unit`) or it is the database's.
    public func lines(unit: WeightUnit, unitGiven: Bool) -> [String] {
        var lines: [String] = []
        if weightsWithoutUnit > 0 {
            let other: WeightUnit = unit == .kg ? .lb : .kg
            if unitGiven {
                lines.append("  weights: the file names no unit; read as \(unit.rawValue), the unit chosen for this import.")
            } else {
                lines.append("  weights: the file names no unit; read as \(unit.rawValue), this database's unit. "
                             + "\(other == .lb ? "Pounds" : "Kilograms")? Import again with --unit \(other.rawValue) "
                             + "(Settings: Unitless weights); sessions not edited since are read again.")
            }
        } else if weightsWithUnit > 0 {
            let named = weightsInPounds == weightsWithUnit ? "in lb" : weightsInPounds == 0 ? "in kg" : "in kg and lb"
            lines.append("  weights: \(named), as the file names them" + (unitGiven ? "; the unit chosen was not needed." : "."))
            if weightsInPounds > 0 && !unitGiven && unit == .kg {
                lines.append("  this database shows kilograms: Settings, Weight unit, shows them in pounds.")
            }
        }
        if distancesWithoutUnit > 0 {
            lines.append("  distances: the file names no unit; read as \(unit.distanceName), as its weights are read in \(unit.rawValue).")
        }
        var kept: [String] = []
        if distances > 0 { kept.append("the distances of \(plural(distances, "set"))") }
        if dropSets > 0 { kept.append(plural(dropSets, "drop set")) }
        if failureSets > 0 { kept.append("\(plural(failureSets, "set")) to failure") }
        if amrapSets > 0 { kept.append("\(plural(amrapSets, "AMRAP set")) (as many reps as possible)") }
        if !kept.isEmpty { lines.append("  kept: " + kept.joined(separator: "; ") + ".") }
        if let dateOrder { lines.append("  dates: read as \(dateOrder == .dmy ? "day/month/year" : "month/day/year").") }
        if dateOrderUnused { lines.append("  dates: the file has no dates with slashes; the date order chosen was not needed.") }
        if joinedNames > 0 {
            lines.append("  \(plural(joinedNames, "row")) had an unquoted comma in the exercise name, joined back (\(quotedValue(firstJoinedName))).")
        }
        if workoutNotes > 0 { lines.append("  notes: the notes of \(plural(workoutNotes, "workout")) are their sessions' notes.") }
        var notKept: [String] = []
        if restTimerRows > 0 { notKept.append("\(plural(restTimerRows, "rest-timer row"))") }
        if !notKept.isEmpty { lines.append("  not kept (gymtrack has no place for them yet): " + notKept.joined(separator: "; ") + ".") }
        if setNotesJoined > 0 {
            lines.append("  the notes of \(plural(setNotesJoined, "set")) were joined into one note per exercise of their session.")
        }
        if setTargets > 0 {
            lines.append("  targets: what the program asked of \(plural(setTargets, "set")) (reps, AMRAP, RPE, weight) is their steps' plan.")
        }
        if setsNotDone > 0 {
            lines.append("  \(plural(setsNotDone, "set")) planned and not done: counted in their steps' plans, not logged; "
                         + "an exercise with none done is a skipped step.")
        }
        if coolDownSets > 0 {
            lines.append("  \(plural(coolDownSets, "cool-down set")) kept as warm-ups (gymtrack has no cool-down kind; neither counts as work).")
        }
        if workoutsInUTC > 0 {
            lines.append("  times: the file writes them in UTC; \(plural(workoutsInUTC, "workout")) shown at this machine's offset.")
        }
        lines += columnLines()
        if !skippedLines.isEmpty {
            lines.append("  skipped (--skip-invalid): \(plural(skippedLines.count, "line")):")
            for s in skippedLines { lines.append("    line \(s.line): \(s.reason)") }
        }
        return lines
    }
}
