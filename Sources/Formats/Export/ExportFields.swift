/// The name of one field of the export document (docs/export-format.md). The writer (Storage's
/// export) and the reader (`ExportFormat.decode`) take only these, never a literal of their own,
/// so a field renamed here is renamed for both and they cannot come to disagree.
public struct ExportField: Hashable, Sendable {
    public let name: String

    /// Only `ExportFields` spells a field, and a reader a member whose name is data (a setting's key).
    init(_ name: String) { self.name = name }
}

/// Every field of the export document, an enum per kind of object; each name is spelled here once.
public enum ExportFields {
    /// The document's own members.
    public enum Document {
        public static let format = ExportField("format")
        public static let schemaVersion = ExportField("schemaVersion")
        public static let createdAt = ExportField("createdAt")
        public static let app = ExportField("app")
        public static let databaseSchema = ExportField("databaseSchema")
        public static let settings = ExportField("settings")
        public static let settingsUpdatedAt = ExportField("settingsUpdatedAt")
        public static let taxonomy = ExportField("taxonomy")
        public static let exercises = ExportField("exercises")
        public static let exerciseWeightSteps = ExportField("exerciseWeightSteps")
        public static let splits = ExportField("splits")
        public static let sessions = ExportField("sessions")
        public static let challengeDays = ExportField("challengeDays")
        public static let body = ExportField("body")
        public static let programs = ExportField("programs")
        public static let tombstones = ExportField("tombstones")
    }

    /// The program that wrote the document.
    public enum App {
        public static let name = ExportField("name")
        public static let version = ExportField("version")
    }

    /// What a merge reads of every record alike: its id, when it last changed and when it was
    /// deleted, under the same names in every kind of object.
    public enum Record {
        public static let uid = ExportField("uid")
        public static let updatedAt = ExportField("updatedAt")
        public static let deletedAt = ExportField("deletedAt")
    }

    /// A muscle group of the taxonomy, with its regions.
    public enum Group {
        public static let id = ExportField("id")
        public static let name = ExportField("name")
        public static let regions = ExportField("regions")
    }

    public enum Region {
        public static let id = ExportField("id")
        public static let name = ExportField("name")
        public static let label = ExportField("label")
    }

    /// An exercise typed by hand (the bundled catalog is not exported).
    public enum Exercise {
        public static let id = ExportField("id")
        public static let name = ExportField("name")
        public static let category = ExportField("category")
        public static let equipment = ExportField("equipment")
        public static let primary = ExportField("primary")
        public static let secondary = ExportField("secondary")
        public static let loadType = ExportField("loadType")
        public static let unilateral = ExportField("unilateral")
    }

    public enum Split {
        public static let sessionType = ExportField("sessionType")
        public static let name = ExportField("name")
        public static let title = ExportField("title")
        public static let description = ExportField("description")
        public static let targetDuration = ExportField("targetDuration")
        public static let colour = ExportField("colour")
        public static let glyph = ExportField("glyph")
        public static let position = ExportField("position")
        public static let inRotation = ExportField("inRotation")
        public static let muscleGroups = ExportField("muscleGroups")
        public static let steps = ExportField("steps")
        public static let dailyChallenge = ExportField("dailyChallenge")
    }

    /// The lifter's own weight increment of an exercise, bundled or typed by hand.
    public enum ExerciseWeightStep {
        public static let exerciseId = ExportField("exerciseId")
        public static let weightStep = ExportField("weightStep")
    }

    /// The plan of a step, a split's or a session's alike.
    public enum Plan {
        public static let exerciseId = ExportField("exerciseId")
        public static let title = ExportField("title")
        public static let kind = ExportField("kind")
        public static let setsText = ExportField("setsText")
        public static let warmupSets = ExportField("warmupSets")
        public static let workingSets = ExportField("workingSets")
        public static let repsText = ExportField("repsText")
        public static let durationSeconds = ExportField("durationSeconds")
        public static let notes = ExportField("notes")
        public static let loadType = ExportField("loadType")
        public static let weight = ExportField("weight")
        public static let restSeconds = ExportField("restSeconds")
        public static let cycles = ExportField("cycles")
        public static let weightUpdated = ExportField("weightUpdated")
        public static let reviewWeeks = ExportField("reviewWeeks")
        public static let supersetGroup = ExportField("supersetGroup")
        public static let unilateral = ExportField("unilateral")
        public static let programSlot = ExportField("programSlot")
        /// A split step's rule (linear, double, tm, rpe, same) and its numbers; absent: none.
        public static let rule = ExportField("rule")
        public static let ruleIncrement = ExportField("ruleIncrement")
        public static let ruleRepsLow = ExportField("ruleRepsLow")
        public static let ruleRepsHigh = ExportField("ruleRepsHigh")
        public static let rulePercent = ExportField("rulePercent")
        public static let ruleTrainingMax = ExportField("ruleTrainingMax")
        public static let ruleRpe = ExportField("ruleRpe")
    }

    public enum Session {
        public static let sessionType = ExportField("sessionType")
        public static let title = ExportField("title")
        public static let date = ExportField("date")
        public static let startedAt = ExportField("startedAt")
        public static let startedEpoch = ExportField("startedEpoch")
        public static let utcOffsetSeconds = ExportField("utcOffsetSeconds")
        public static let durationSeconds = ExportField("durationSeconds")
        public static let isPartial = ExportField("isPartial")
        public static let stepsTotal = ExportField("stepsTotal")
        public static let stepsCompleted = ExportField("stepsCompleted")
        public static let muscleGroups = ExportField("muscleGroups")
        public static let note = ExportField("note")
        public static let inProgress = ExportField("inProgress")
        public static let steps = ExportField("steps")
    }

    /// A session's step: its plan (`Plan`) and how it was run.
    public enum SessionStep {
        public static let checkedAt = ExportField("checkedAt")
        public static let timerElapsed = ExportField("timerElapsed")
        public static let creditedChallengeDate = ExportField("creditedChallengeDate")
        public static let skipped = ExportField("skipped")
        public static let note = ExportField("note")
        public static let sets = ExportField("sets")
    }

    /// A set logged.
    public enum LoggedSet {
        public static let setIndex = ExportField("setIndex")
        public static let isWarmup = ExportField("isWarmup")
        public static let reps = ExportField("reps")
        public static let weight = ExportField("weight")
        public static let durationSeconds = ExportField("durationSeconds")
        public static let rpe = ExportField("rpe")
        public static let repsRight = ExportField("repsRight")
        public static let distanceMeters = ExportField("distanceMeters")
        public static let setType = ExportField("setType")
        public static let rir = ExportField("rir")
        public static let note = ExportField("note")
        public static let completedAt = ExportField("completedAt")
        public static let completedEpoch = ExportField("completedEpoch")
    }

    public enum ChallengeDay {
        public static let date = ExportField("date")
        public static let sets = ExportField("sets")
        public static let target = ExportField("target")
        public static let counts = ExportField("counts")
    }

    /// One device's count of a challenge day.
    public enum ChallengeCount {
        public static let device = ExportField("device")
        public static let sets = ExportField("sets")
    }

    /// A weigh-in or a body measurement.
    public enum Body {
        public static let kind = ExportField("kind")
        public static let value = ExportField("value")
        public static let date = ExportField("date")
        public static let measuredAt = ExportField("measuredAt")
        public static let measuredEpoch = ExportField("measuredEpoch")
        public static let utcOffsetSeconds = ExportField("utcOffsetSeconds")
        public static let note = ExportField("note")
    }

    /// A progression program: its plan file as the lifter keeps it.
    public enum Program {
        public static let key = ExportField("key")
        public static let text = ExportField("text")
        public static let startedAt = ExportField("startedAt")
    }
}
