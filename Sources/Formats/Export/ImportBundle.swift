import Domain

/// What an import brings in, from gymtrack's own export or another app's CSV, before any of it
/// is written: plain values, checked field by field while they were read (see `ExportDecoding`,
/// `ForeignWorkouts`). Storage writes a bundle in one transaction.
public struct ImportBundle: Equatable, Sendable {
    /// Where it came from, for the summary: "gymtrack export", "Strong", "Hevy", "FitNotes".
    public var source: String
    /// Stored setting strings by key (`SettingKey` raw values only).
    public var settings: [String: String]
    /// The muscle taxonomy; groups and regions the database lacks are added by id.
    public var groups: [MuscleGroup]
    public var exercises: [ImportedExercise]
    /// The lifter's own weight increments, of bundled exercises as of custom ones (none before format 7).
    public var exerciseWeightSteps: [ImportedWeightStep] = []
    public var splits: [ImportedSplit]
    public var sessions: [ImportedSession]
    public var challengeDays: [ImportedChallengeDay]
    /// Weigh-ins and body measurements (an export without `body`, older, has none).
    public var body: [ImportedBodyMeasurement] = []
    /// Another app's exercise names and the exercise each was matched to (or made as): the
    /// database remembers them, so a name once matched is matched the same way ever after.
    public var exerciseNames: [String: String] = [:]
    /// Lines the summary must add: what the file holds that was not kept, the unit assumed.
    public var notes: [String] = []
    /// Another app's file read with a unit the person chose is the truth for the sessions it
    /// made and the lifter has not edited since: they are read again (a corrected unit).
    public var refreshesUnedited = false
    /// Another app's file adds the splits its workouts need and changes none already there.
    public var addsSplitsOnly = false
    /// When each setting was last changed, by key (settings changed before gymtrack kept the time have none).
    public var settingsUpdatedAt: [String: String] = [:]
    /// Records deleted for good (a set taken back, a workout thrown away, a program): uid and when.
    public var tombstones: [String: String] = [:]
    /// Progression programs, each its plan file (an export before format 4 has none).
    public var programs: [ProgramRecord] = []

    public init(source: String, settings: [String: String] = [:], groups: [MuscleGroup] = [], exercises: [ImportedExercise] = [],
                splits: [ImportedSplit] = [], sessions: [ImportedSession] = [], challengeDays: [ImportedChallengeDay] = []) {
        self.source = source
        self.settings = settings
        self.groups = groups
        self.exercises = exercises
        self.splits = splits
        self.sessions = sessions
        self.challengeDays = challengeDays
    }
}

/// A file that cannot be imported, in one sentence naming the line or field at fault.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// One row of another app's file is at fault, under `--strict`: without it, the rest is imported.
    public var rowCanBeSkipped = false
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The message without its leading "Line N: ", for a list that names the line itself.
    public func withoutLine(_ line: Int) -> String {
        let prefix = "Line \(line): "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}

/// A custom exercise (bundled ones are the binary's, matched by id and never exported).
public struct ImportedExercise: Equatable, Sendable {
    public var uid: String
    public var updatedAt: String
    public var exercise: CatalogExercise
    /// The load the file names for it; nil: its category's default (`exercise.load` is then that
    /// default, and the database keeps NULL so a later default still applies).
    public var loadType: LoadType?

    public init(uid: String, updatedAt: String, exercise: CatalogExercise, loadType: LoadType? = nil) {
        self.uid = uid
        self.updatedAt = updatedAt
        self.exercise = exercise
        self.loadType = loadType
    }
}

/// One step of a split as stored.
public struct ImportedPlanStep: Equatable, Sendable {
    public var uid: String
    public var updatedAt: String
    public var plan: PlanStep

    public init(uid: String, updatedAt: String, plan: PlanStep) {
        self.uid = uid
        self.updatedAt = updatedAt
        self.plan = plan
    }
}

/// A split with its steps; `deletedAt` marks a tombstone.
public struct ImportedSplit: Equatable, Sendable {
    public var uid: String
    public var sessionType: String
    public var name: String
    public var title: String
    public var description: String
    public var targetDuration: String
    public var colour: String
    public var glyph: String
    public var position: Int
    public var inRotation: Bool
    public var muscleGroups: [String]
    public var updatedAt: String
    public var deletedAt: String?
    public var steps: [ImportedPlanStep]
    /// Whether its workouts include the daily challenge step; nil when the file does not say
    /// (before format 7, another app's file): a new split includes it, one already here keeps its own.
    public var dailyChallenge: Bool?

    public init(uid: String, sessionType: String, name: String, title: String, description: String = "", targetDuration: String = "",
                colour: String = "cyan", glyph: String, position: Int, inRotation: Bool, muscleGroups: [String] = [], updatedAt: String,
                deletedAt: String? = nil, steps: [ImportedPlanStep], dailyChallenge: Bool? = nil) {
        self.dailyChallenge = dailyChallenge
        self.uid = uid
        self.sessionType = sessionType
        self.name = name
        self.title = title
        self.description = description
        self.targetDuration = targetDuration
        self.colour = colour
        self.glyph = glyph
        self.position = position
        self.inRotation = inRotation
        self.muscleGroups = muscleGroups
        self.updatedAt = updatedAt
        self.deletedAt = deletedAt
        self.steps = steps
    }
}

/// One logged set.
public struct ImportedSet: Equatable, Sendable {
    public var uid: String
    public var setIndex: Int
    public var isWarmup: Bool
    /// Reps; of the left side of a one-side-at-a-time set.
    public var reps: Int?
    /// Kilograms, read by the step's `loadType` (lifted, added to the body, or assistance).
    public var weight: Double?
    public var durationSeconds: Int?
    public var rpe: Double?
    public var completedAt: String
    public var completedEpoch: Double
    public var updatedAt: String
    /// Reps of the right side of a one-side-at-a-time set.
    public var repsRight: Int?
    public var distanceMeters: Double?
    public var type: SetType
    public var rir: Double?
    /// The weigh-in in force on the set's day: never in a file (derived from the weigh-ins),
    /// nil unless the importer learns it from the body rows it writes.
    public var bodyWeight: Double?
    /// The lifter's note on the set, "" for none (absent before version 6).
    public var note: String

    public init(uid: String, setIndex: Int, isWarmup: Bool, reps: Int?, weight: Double?, durationSeconds: Int?, rpe: Double?,
                completedAt: String, completedEpoch: Double, updatedAt: String, repsRight: Int? = nil, distanceMeters: Double? = nil,
                type: SetType = .normal, rir: Double? = nil, bodyWeight: Double? = nil, note: String = "") {
        self.note = note
        self.uid = uid
        self.setIndex = setIndex
        self.isWarmup = isWarmup
        self.reps = reps
        self.weight = weight
        self.durationSeconds = durationSeconds
        self.rpe = rpe
        self.completedAt = completedAt
        self.completedEpoch = completedEpoch
        self.updatedAt = updatedAt
        self.repsRight = repsRight
        self.distanceMeters = distanceMeters
        self.type = type
        self.rir = rir
        self.bodyWeight = bodyWeight
    }

    /// What was done, as the rest of gymtrack reads a set (`SetLog.load`, `SetLogColumns`).
    public var figures: SetLog {
        SetLog(id: uid, isWarmup: isWarmup, reps: reps, weight: weight, durationSeconds: durationSeconds, rpe: rpe,
               completedAt: completedEpoch, repsRight: repsRight, distanceMeters: distanceMeters, type: type, rir: rir,
               bodyWeight: bodyWeight, note: note)
    }
}

/// One step of a finished session: its plan as it was run, what was done, and its sets.
public struct ImportedSessionStep: Equatable, Sendable {
    public var uid: String
    public var updatedAt: String
    public var plan: PlanStep
    public var checkedAt: Double?
    public var timerElapsed: Double
    public var creditedChallengeDate: String?
    public var skipped: Bool
    public var note: String
    /// Its countdown running since then, in a workout in progress (sync only).
    public var timerRunningSince: Double?
    public var sets: [ImportedSet]

    public init(uid: String, updatedAt: String, plan: PlanStep, checkedAt: Double? = nil, timerElapsed: Double = 0,
                creditedChallengeDate: String? = nil, skipped: Bool = false, note: String = "", sets: [ImportedSet]) {
        self.uid = uid
        self.updatedAt = updatedAt
        self.plan = plan
        self.checkedAt = checkedAt
        self.timerElapsed = timerElapsed
        self.creditedChallengeDate = creditedChallengeDate
        self.skipped = skipped
        self.note = note
        self.sets = sets
    }
}

/// A finished session; `deletedAt` marks a tombstone.
public struct ImportedSession: Equatable, Sendable {
    public var uid: String
    public var sessionType: String
    public var title: String
    public var date: Day
    public var startedAt: String
    public var startedEpoch: Double
    public var utcOffsetSeconds: Int
    public var durationSeconds: Int
    public var isPartial: Bool
    public var stepsTotal: Int
    public var stepsCompleted: Int
    public var muscleGroups: [String]
    public var updatedAt: String
    public var deletedAt: String?
    /// The lifter's note on the session ("" when none).
    public var note: String
    public var steps: [ImportedSessionStep]
    /// Still in progress on the machine it came from (only `gymtrack sync` sends these).
    public var inProgress = false
    /// Its clock besides its start, when in progress (nil: finished, or from an older gymtrack).
    public var clock: ImportedWorkoutClock?

    public init(uid: String, sessionType: String, title: String, date: Day, startedAt: String, startedEpoch: Double, utcOffsetSeconds: Int,
                durationSeconds: Int, isPartial: Bool, stepsTotal: Int, stepsCompleted: Int, muscleGroups: [String] = [], updatedAt: String,
                deletedAt: String? = nil, note: String = "", inProgress: Bool = false, steps: [ImportedSessionStep]) {
        self.uid = uid
        self.inProgress = inProgress
        self.note = note
        self.sessionType = sessionType
        self.title = title
        self.date = date
        self.startedAt = startedAt
        self.startedEpoch = startedEpoch
        self.utcOffsetSeconds = utcOffsetSeconds
        self.durationSeconds = durationSeconds
        self.isPartial = isPartial
        self.stepsTotal = stepsTotal
        self.stepsCompleted = stepsCompleted
        self.muscleGroups = muscleGroups
        self.updatedAt = updatedAt
        self.deletedAt = deletedAt
        self.steps = steps
    }

    public var setCount: Int { steps.reduce(0) { $0 + $1.sets.count } }
}

/// One day of the daily challenge.
public struct ImportedChallengeDay: Equatable, Sendable {
    public var uid: String
    public var date: Day
    public var sets: Int
    public var target: Int
    public var updatedAt: String
    /// The sets each device counted that day (an export before sync has none).
    public var counts: [ChallengeDeviceCount] = []

    public init(uid: String, date: Day, sets: Int, target: Int, updatedAt: String) {
        self.uid = uid
        self.date = date
        self.sets = sets
        self.target = target
        self.updatedAt = updatedAt
    }
}

/// The sets one device counted on one day of the challenge.
public struct ChallengeDeviceCount: Equatable, Sendable {
    public var device: String
    public var sets: Int
    public var updatedAt: String

    public init(device: String, sets: Int, updatedAt: String) {
        self.device = device
        self.sets = sets
        self.updatedAt = updatedAt
    }
}

/// One weigh-in or measurement; `deletedAt` marks a tombstone.
public struct ImportedBodyMeasurement: Equatable, Sendable {
    /// In the kind's stored unit (kg, %, cm).
    public var measurement: BodyMeasurement
    public var updatedAt: String
    public var deletedAt: String?

    public init(measurement: BodyMeasurement, updatedAt: String, deletedAt: String? = nil) {
        self.measurement = measurement
        self.updatedAt = updatedAt
        self.deletedAt = deletedAt
    }

    public var uid: String { measurement.uid }
}

/// Instants written as ISO 8601 (`2026-11-22T08:15:00+01:00`, `…Z`, with or without a
/// fraction): seconds since the epoch, for comparing `updatedAt` values written in any offset.
public func isoInstant(_ text: String) -> Double? {
    let b = Array(text.utf8)
    guard b.count >= 19, b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " "),
          let day = Day(iso: String(decoding: b[0..<10], as: UTF8.self)),
          let h = digits(b, 11, 2), let m = digits(b, 14, 2), let s = digits(b, 17, 2), h < 24, m < 60, s < 61 else { return nil }
    var i = 19
    var fraction = 0.0
    if i < b.count, b[i] == UInt8(ascii: ".") {
        i += 1
        var scale = 0.1
        while i < b.count, b[i] >= 48, b[i] <= 57 { fraction += Double(b[i] - 48) * scale; scale /= 10; i += 1 }
    }
    var offset = 0
    if i < b.count {
        if b[i] == UInt8(ascii: "Z") {
            i += 1
        } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), let oh = digits(b, i + 1, 2), let om = digits(b, i + 4, 2),
                  b.count > i + 3, b[i + 3] == UInt8(ascii: ":") {
            offset = (oh * 3600 + om * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
            i += 6
        } else {
            return nil
        }
    }
    guard i == b.count else { return nil }
    return Double(day.dayNumber * 86_400 + h * 3600 + m * 60 + s - offset) + fraction
}

func digits(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
    guard at >= 0, at + count <= b.count else { return nil }
    var v = 0
    for i in at..<(at + count) {
        guard b[i] >= 48, b[i] <= 57 else { return nil }
        v = v * 10 + Int(b[i] - 48)
    }
    return v
}

/// A ULID-shaped id derived from content (the time of the record and text that identifies it):
/// the same workout in the same file always gets the same id, so importing it again adds nothing.
public func contentULID(epochSeconds: Double, content: String) -> String {
    var hash = ContentHash()
    hash.add(content)
    return hash.ulid(epochSeconds: epochSeconds)
}

/// `contentULID`'s hash, fed piece by piece: ids of many records whose content starts alike
/// (every set of a session) hash the shared start once.
struct ContentHash {
    var h1: UInt64 = 0xcbf2_9ce4_8422_2325, h2: UInt64 = 0x84222325_cbf29ce4

    @inline(__always) mutating func add(_ byte: UInt8) {
        h1 = (h1 ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        h2 = (h2 ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 ^ (h2 >> 29)
    }

    mutating func add(_ text: String) { for byte in text.utf8 { add(byte) } }

    /// The decimal digits of `n`, as `"\(n)"` writes them.
    mutating func add(_ n: Int) {
        guard n >= 0 else { add(String(n)); return }
        if n >= 10 { add(n / 10) }
        add(UInt8(48 + n % 10))
    }

    func ulid(epochSeconds: Double) -> String {
        let alphabet: StaticString = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
        let millis = UInt64(max(0, min(epochSeconds, 281_474_976_710.0)) * 1000) & 0xFFFF_FFFF_FFFF
        return String(unsafeUninitializedCapacity: 26) { out in
            let a = alphabet.utf8Start
            var n = 0
            for shift in stride(from: 45, through: 0, by: -5) { out[n] = a[Int((millis >> UInt64(shift)) & 31)]; n += 1 }
            for shift in stride(from: 60, through: 0, by: -5) { out[n] = a[Int((h1 >> UInt64(shift)) & 31)]; n += 1 }
            for shift in stride(from: 10, through: 0, by: -5) where n < 26 { out[n] = a[Int((h2 >> UInt64(shift)) & 31)]; n += 1 }
            return 26
        }
    }
}
