/// A program as the Plans tab lists it: a built-in or one of the lifter's own, what it is and
/// who it suits, whether it is in use, its next workouts, and the weights it asks for to start.
public struct ProgramChoice: Hashable, Sendable {
    /// Where it comes from: a built-in never started (by its id, as `program start` takes it),
    /// or one stored (the lifter's own, or a built-in started before, with the weights given).
    public enum Origin: Hashable, Sendable {
        case builtIn(id: String)
        case own(uid: String)
    }

    public var origin: Origin
    public var key: String
    public var name: String
    public var source: String
    public var suits: String
    /// Weeks in one cycle (1: it runs as long as it progresses).
    public var weeks: Int
    /// Days in one week of the file, and the training days a week its author asks for.
    public var days: Int
    public var daysAWeek: Int?
    /// The unit its file writes weights in: the unit its blanks are asked in.
    public var unit: WeightUnit
    public var inUse: Bool
    /// When it was last started; nil for one never started. One started before resumes at its place.
    public var startedAt: Double?
    /// Its `?`s, in the file's order, each with a suggestion from the lifter's history.
    public var blanks: [ProgramBlankField]
    /// Its next workouts with their targets, as `gymtrack program show` prints them.
    public var preview: [PreviewWorkout]
    /// Its place ("Week 1 · Day 3"), when it has been started.
    public var place: String?
    /// The GymTrack A/B/C, which is the rotation of splits: starting it stops any program.
    public var followsSplits = false
    /// A weight given for a blank is below this, in the file's unit (the plan file's limit).
    public var weightLimit = 2000.0
    /// Where its file stops reading ("line 7, column 3: …"), for one of the lifter's that no
    /// longer reads (edited elsewhere, or synced from a newer gymtrack): listed to edit or remove.
    public var mistake: String?

    public init(origin: Origin, key: String, name: String, source: String = "", suits: String = "", weeks: Int = 1, days: Int = 0,
                daysAWeek: Int? = nil, unit: WeightUnit = .kg, inUse: Bool = false, startedAt: Double? = nil,
                blanks: [ProgramBlankField] = [], preview: [PreviewWorkout] = [], place: String? = nil) {
        self.origin = origin
        self.key = key
        self.name = name
        self.source = source
        self.suits = suits
        self.weeks = weeks
        self.days = days
        self.daysAWeek = daysAWeek
        self.unit = unit
        self.inUse = inUse
        self.startedAt = startedAt
        self.blanks = blanks
        self.preview = preview
        self.place = place
    }

    public var isBuiltIn: Bool { if case .builtIn = origin { return true } else { return false } }
    /// The stored program's uid; nil for a built-in never started.
    public var uid: String? { if case .own(let uid) = origin { return uid } else { return nil } }

    /// "4-week cycles", else "as long as it progresses".
    public var length: String { weeks > 1 ? "\(weeks)-week cycles" : "as long as it progresses" }
    /// "3 days a week", or the days the file has when it does not say.
    public var frequency: String {
        let n = daysAWeek ?? days
        return n == 1 ? "1 day a week" : "\(n) days a week"
    }
}

/// One `?` of a program's file: a starting weight or a training max, as `program start` labels it.
public struct ProgramBlankField: Hashable, Sendable {
    /// "T1 Barbell Back Squat starting weight", "Deadlift training max".
    public var label: String
    public var exerciseID: String?
    public var isTrainingMax: Bool
    /// A default from the lifter's history, in kilograms, rounded down to what loads; nil without one.
    public var suggested: Double?

    public init(label: String, exerciseID: String?, isTrainingMax: Bool, suggested: Double? = nil) {
        self.label = label
        self.exerciseID = exerciseID
        self.isTrainingMax = isTrainingMax
        self.suggested = suggested
    }

    /// What to offer from the exercise's history: a starting weight is the heaviest working set
    /// of the last session with it; a training max is 90% of that session's best estimated
    /// 1RM (Wendler's rule: train from a max you can hit on a bad day). Either rounded down to
    /// what `loading` can put on the bar; nil without history.
    public static func suggestion(isTrainingMax: Bool, history: ExerciseHistory?, loading: Loading) -> Double? {
        let working = (history?.lastSets ?? []).filter { $0.isWorking && ($0.weight ?? 0) > 0 }
        let value: Double?
        if isTrainingMax {
            value = working.compactMap { set in set.reps.map { estimatedOneRepMax(weight: set.weight!, reps: $0) * 0.9 } }.max()
        } else {
            value = working.compactMap(\.weight).max()
        }
        return value.map(loading.down)
    }
}
