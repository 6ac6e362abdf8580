import Domain

/// gymtrack's own export format (docs/export-format.md): its version, and the reading of a
/// document into an `ImportBundle`, checking every field and naming the one at fault.
public enum ExportFormat {
    /// The version of the JSON document. Bump it with any change to the format, and keep an
    /// importer for every older version in `decode`. 2 added sets' right side, distance, type
    /// and RIR, every kind of load, one-side-at-a-time steps and custom exercises' loads (absent
    /// from a version 1 document: their defaults). 3 added what a sync needs: when settings
    /// changed, each device's challenge count, tombstones, and (from `sync` only) the workout
    /// in progress. 4 added progression programs. 5 added a program's step's slot. 6 added a
    /// note on each set. 7 added a split's daily challenge choice and exercises' own weight
    /// steps (absent from older documents: a split's default, no step of its own). 8 added a
    /// split step's rule (absent from older documents and from steps without one: none).
    public static let schemaVersion = 8
    /// The value of the document's `format` field.
    public static let name = "gymtrack-export"

    /// The bounds a number of the document must keep (docs/export-format.md): every reader's,
    /// so what any of them accepts an export carries and reads back.
    public typealias Bounds = DataBounds

    /// Whether `text` is a ULID as gymtrack writes them: 26 characters of Crockford's base32
    /// in capitals (0-9 and A-Z but I, L, O and U).
    public static func isULID(_ text: String) -> Bool {
        var count = 0
        for b in text.utf8 {
            count += 1
            guard count <= 26 else { return false }
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if b == UInt8(ascii: "I") || b == UInt8(ascii: "L") || b == UInt8(ascii: "O") || b == UInt8(ascii: "U") { return false }
            default: return false
            }
        }
        return count == 26
    }

    /// Reads an export document (JSON bytes).
    public static func decode(_ bytes: [UInt8]) throws -> ImportBundle {
        typealias D = ExportFields.Document
        let root = Fields(try JSONValue.parse(bytes), path: "")
        guard case .object = root.value else { throw ImportError("The document is not a JSON object; it is not a gymtrack export.") }
        guard try root.optionalString(D.format) == name else {
            throw ImportError("Field \(D.format.name) must be \"\(name)\"; the file is not a gymtrack export.")
        }
        let version = try root.int(D.schemaVersion)
        if version > schemaVersion {
            throw ImportError("Field \(D.schemaVersion.name) is \(version), newer than this gymtrack reads (\(schemaVersion)); upgrade gymtrack to import it.")
        }
        guard version >= 1 else { throw ImportError("Field \(D.schemaVersion.name) must be 1 or more, not \(version).") }
        _ = try root.string(D.createdAt)
        return try decodeDocument(root)
    }

    /// Versions 1 to 7 differ only in the fields each added, read as their defaults when
    /// absent: one reader for all.
    static func decodeDocument(_ root: Fields) throws -> ImportBundle {
        typealias D = ExportFields.Document
        typealias R = ExportFields.Record
        var bundle = ImportBundle(source: "gymtrack export")
        if let settings = root.child(D.settings) {
            guard case .object(let object) = settings.value else { throw ImportError("Field \(D.settings.name) must be an object.") }
            for key in object.keys.sorted() {
                guard let setting = SettingKey(rawValue: key) else { continue } // a newer gymtrack's setting: not ours to keep
                // A setting's key is the member's name: data, not one of the format's fields.
                let value = try settings.string(ExportField(key))
                if let expected = Settings.refusal(setting, value) { throw settings.bad(ExportField(key), expected) }
                bundle.settings[key] = value
            }
        }
        if let stamps = root.child(D.settingsUpdatedAt) {
            guard case .object(let object) = stamps.value else { throw ImportError("Field \(D.settingsUpdatedAt.name) must be an object.") }
            for key in object.keys.sorted() where SettingKey(rawValue: key) != nil {
                bundle.settingsUpdatedAt[key] = try stamps.instant(ExportField(key))
            }
        }
        bundle.groups = try root.array(D.taxonomy).map { g in
            typealias G = ExportFields.Group
            typealias M = ExportFields.Region
            let id = try g.string(G.id)
            return MuscleGroup(id: id, name: try g.string(G.name), regions: try g.array(G.regions).map { r in
                MuscleRegion(id: try r.string(M.id), groupID: id, name: try r.string(M.name), label: try r.string(M.label))
            })
        }
        bundle.exercises = try root.array(D.exercises).map(exercise)
        // Exports before format 7 have no weight steps of exercises: none of their own.
        if root.child(D.exerciseWeightSteps) != nil {
            bundle.exerciseWeightSteps = try root.array(D.exerciseWeightSteps).map(weightStep)
            try requireDistinct(bundle.exerciseWeightSteps.map(\.exerciseID), in: D.exerciseWeightSteps,
                                field: ExportFields.ExerciseWeightStep.exerciseId, "each exercise has one weight step")
        }
        bundle.splits = try root.array(D.splits).map(split)
        bundle.sessions = try root.array(D.sessions).map(session)
        // A session is in the file once: the second would silently replace the first.
        try requireDistinct(bundle.sessions.map(\.uid), in: D.sessions, field: R.uid, "each session must be in the file once")
        bundle.challengeDays = try root.array(D.challengeDays).map(challengeDay)
        // Exports written before weigh-ins have no `body`: nothing to read.
        if root.child(D.body) != nil { bundle.body = try root.array(D.body).map(bodyMeasurement) }
        // Exports before programs have none.
        if root.child(D.programs) != nil {
            typealias P = ExportFields.Program
            bundle.programs = try root.array(D.programs).map { p in
                ProgramRecord(uid: try p.ulid(R.uid), key: try p.nonEmpty(P.key), text: try p.string(P.text),
                              startedAt: try p.optionalDouble(P.startedAt, in: Bounds.epoch), updatedAt: try p.instant(R.updatedAt))
            }
            try requireDistinct(bundle.programs.map(\.uid), in: D.programs, field: R.uid, "each program must be in the file once")
            try requireDistinct(bundle.programs.map(\.key), in: D.programs, field: P.key, "each program needs a key of its own")
        }
        // Exports before sync have no tombstones.
        if root.child(D.tombstones) != nil {
            for t in try root.array(D.tombstones) { bundle.tombstones[try t.ulid(R.uid)] = try t.instant(R.deletedAt) }
        }
        return bundle
    }

    /// Each of `values` (field `field` of the array `array`) differs from the others.
    static func requireDistinct(_ values: [String], in array: ExportField, field: ExportField, _ rule: String) throws {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            if let first = seen.updateValue(i, forKey: value) {
                throw ImportError("Field \(array.name)[\(i)].\(field.name) repeats \(array.name)[\(first)].\(field.name); \(rule).")
            }
        }
    }

    static func exercise(_ e: Fields) throws -> ImportedExercise {
        typealias F = ExportFields.Exercise
        typealias R = ExportFields.Record
        let category = try e.string(F.category), equipment = try e.string(F.equipment)
        guard let c = ExerciseCategory(rawValue: category) else { throw e.bad(F.category, "one of \(ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", "))") }
        guard let q = Equipment(rawValue: equipment) else { throw e.bad(F.equipment, "one of \(Equipment.allCases.map(\.rawValue).joined(separator: ", "))") }
        let load = try e.optionalString(F.loadType).map { text in
            guard let load = LoadType(rawValue: text) else { throw e.bad(F.loadType, "one of \(loadTypes), or null") }
            return load
        }
        return ImportedExercise(uid: try e.string(R.uid), updatedAt: try e.instant(R.updatedAt),
                                exercise: CatalogExercise(id: try e.string(F.id), name: try e.string(F.name), category: c, equipment: q,
                                                          primary: try e.strings(F.primary), secondary: try e.strings(F.secondary),
                                                          load: load, unilateral: try e.optionalBool(F.unilateral) ?? false),
                                loadType: load)
    }

    static func weightStep(_ w: Fields) throws -> ImportedWeightStep {
        typealias F = ExportFields.ExerciseWeightStep
        let kilograms = try w.double(F.weightStep, in: Bounds.weight)
        guard kilograms > 0 else { throw w.bad(F.weightStep, "a number of kilograms above 0") }
        return ImportedWeightStep(exerciseID: try w.nonEmpty(F.exerciseId), kilograms: kilograms,
                                  updatedAt: try w.instant(ExportFields.Record.updatedAt))
    }

    static func split(_ s: Fields) throws -> ImportedSplit {
        typealias F = ExportFields.Split
        typealias R = ExportFields.Record
        return ImportedSplit(uid: try s.ulid(R.uid), sessionType: try s.nonEmpty(F.sessionType), name: try s.string(F.name),
                             title: try s.string(F.title), description: try s.string(F.description),
                             targetDuration: try s.string(F.targetDuration), colour: try s.string(F.colour), glyph: try s.string(F.glyph),
                             position: try s.int(F.position, in: Bounds.position), inRotation: try s.bool(F.inRotation),
                             muscleGroups: try s.strings(F.muscleGroups),
                             updatedAt: try s.instant(R.updatedAt), deletedAt: try s.optionalInstant(R.deletedAt),
                             steps: try s.array(F.steps).map { st in
                                 ImportedPlanStep(uid: try st.ulid(R.uid), updatedAt: try st.instant(R.updatedAt), plan: try plan(st))
                             },
                             // Exports before format 7 do not say: the split's default, or its own here.
                             dailyChallenge: try s.optionalBool(F.dailyChallenge))
    }

    static func session(_ s: Fields) throws -> ImportedSession {
        typealias F = ExportFields.Session
        typealias R = ExportFields.Record
        let date = try s.day(F.date)
        var session = ImportedSession(
            uid: try s.ulid(R.uid), sessionType: try s.nonEmpty(F.sessionType), title: try s.string(F.title), date: date,
            startedAt: try s.instant(F.startedAt), startedEpoch: try s.double(F.startedEpoch, in: Bounds.epoch),
            utcOffsetSeconds: try s.int(F.utcOffsetSeconds, in: Bounds.utcOffsetSeconds),
            durationSeconds: try s.int(F.durationSeconds, in: Bounds.sessionSeconds), isPartial: try s.bool(F.isPartial),
            stepsTotal: try s.int(F.stepsTotal, in: 0...Bounds.setCount.upperBound),
            stepsCompleted: try s.int(F.stepsCompleted, in: 0...Bounds.setCount.upperBound), muscleGroups: try s.strings(F.muscleGroups),
            updatedAt: try s.instant(R.updatedAt), deletedAt: try s.optionalInstant(R.deletedAt),
            // Exports before session notes have no such key: no note.
            note: try s.optionalString(F.note) ?? "",
            inProgress: try s.optionalBool(F.inProgress) ?? false,
            steps: try s.array(F.steps).map(sessionStep))
        session.clock = try workoutClock(s)
        return session
    }

    static func sessionStep(_ st: Fields) throws -> ImportedSessionStep {
        typealias F = ExportFields.SessionStep
        typealias R = ExportFields.Record
        let seconds = Double(Bounds.sessionSeconds.lowerBound)...Double(Bounds.sessionSeconds.upperBound)
        var step = ImportedSessionStep(
            uid: try st.ulid(R.uid), updatedAt: try st.instant(R.updatedAt), plan: try plan(st),
            checkedAt: try st.optionalDouble(F.checkedAt, in: Bounds.epoch),
            timerElapsed: try st.double(F.timerElapsed, in: seconds),
            creditedChallengeDate: st.child(F.creditedChallengeDate) == nil ? nil : try st.day(F.creditedChallengeDate).iso,
            skipped: try st.bool(F.skipped), note: try st.string(F.note), sets: try st.array(F.sets).map(set))
        step.timerRunningSince = try st.optionalDouble(ExportFields.WorkoutClock.timerRunningSince, in: Bounds.epoch)
        return step
    }

    static func challengeDay(_ c: Fields) throws -> ImportedChallengeDay {
        typealias F = ExportFields.ChallengeDay
        typealias N = ExportFields.ChallengeCount
        typealias R = ExportFields.Record
        let date = try c.day(F.date)
        let target = try c.int(F.target, in: Bounds.challengeTarget), sets = try c.int(F.sets)
        guard sets >= 0 && sets <= target else { throw c.bad(F.sets, "0 to the target (\(target))") }
        var day = ImportedChallengeDay(uid: try c.string(R.uid), date: date, sets: sets, target: target, updatedAt: try c.instant(R.updatedAt))
        if c.child(F.counts) != nil {
            day.counts = try c.array(F.counts).map { n in
                ChallengeDeviceCount(device: try n.nonEmpty(N.device), sets: try n.int(N.sets, in: -Bounds.setCount.upperBound...Bounds.setCount.upperBound),
                                     updatedAt: try n.instant(R.updatedAt))
            }
        }
        return day
    }

    static func bodyMeasurement(_ b: Fields) throws -> ImportedBodyMeasurement {
        typealias F = ExportFields.Body
        typealias R = ExportFields.Record
        guard let kind = BodyKind(try b.string(F.kind)) else { throw b.bad(F.kind, "non-empty text") }
        let date = try b.day(F.date)
        let low = kind.bounds.lowerBound, high = kind.bounds.upperBound
        let measurement = BodyMeasurement(
            uid: try b.ulid(R.uid), kind: kind, value: try b.double(F.value, in: low...high), date: date,
            measured: Moment(epochSeconds: try b.double(F.measuredEpoch, in: Bounds.epoch),
                             utcOffsetSeconds: try b.int(F.utcOffsetSeconds, in: Bounds.utcOffsetSeconds)),
            note: try b.optionalString(F.note) ?? "")
        _ = try b.instant(F.measuredAt)
        return ImportedBodyMeasurement(measurement: measurement, updatedAt: try b.instant(R.updatedAt), deletedAt: try b.optionalInstant(R.deletedAt))
    }

    /// One set; the fields versions 2 and 6 added are their defaults when absent.
    static func set(_ x: Fields) throws -> ImportedSet {
        typealias F = ExportFields.LoggedSet
        typealias R = ExportFields.Record
        var type = SetType.normal
        if let text = try x.optionalString(F.setType) {
            guard let t = SetType(rawValue: text) else { throw x.bad(F.setType, "normal, drop, failure or amrap") }
            type = t
        }
        return ImportedSet(uid: try x.ulid(R.uid), setIndex: try x.int(F.setIndex, in: Bounds.setCount), isWarmup: try x.bool(F.isWarmup),
                           reps: try x.optionalInt(F.reps, in: Bounds.reps), weight: try x.optionalDouble(F.weight, in: Bounds.weight),
                           durationSeconds: try x.optionalInt(F.durationSeconds, in: Bounds.stepSeconds),
                           rpe: try x.optionalDouble(F.rpe, in: Bounds.rpe),
                           completedAt: try x.instant(F.completedAt), completedEpoch: try x.double(F.completedEpoch, in: Bounds.epoch),
                           updatedAt: try x.instant(R.updatedAt), repsRight: try x.optionalInt(F.repsRight, in: Bounds.reps),
                           distanceMeters: try x.optionalDouble(F.distanceMeters, in: Bounds.distanceMeters), type: type,
                           rir: try x.optionalDouble(F.rir, in: Bounds.rir),
                           // Exports before set notes have no such key: no note.
                           note: try x.optionalString(F.note) ?? "")
    }

    /// Every `LoadType`, for a message: "none, weight, …, distance".
    static let loadTypes = LoadType.allCases.map(\.rawValue).joined(separator: ", ")

    static func plan(_ f: Fields) throws -> PlanStep {
        typealias F = ExportFields.Plan
        guard let kind = StepKind(rawValue: try f.string(F.kind)) else { throw f.bad(F.kind, "timed, sets, hold or challenge") }
        guard let load = LoadType(rawValue: try f.string(F.loadType)) else { throw f.bad(F.loadType, "one of \(loadTypes)") }
        let weightUpdated = f.child(F.weightUpdated) == nil ? nil : try f.day(F.weightUpdated)
        return PlanStep(exerciseID: try f.optionalString(F.exerciseId), title: try f.string(F.title), kind: kind, setsText: try f.string(F.setsText),
                        warmupSets: try f.int(F.warmupSets, in: Bounds.setCount), workingSets: try f.int(F.workingSets, in: Bounds.setCount),
                        repsText: try f.string(F.repsText),
                        durationSeconds: try f.optionalInt(F.durationSeconds, in: Bounds.stepSeconds), notes: try f.string(F.notes), loadType: load,
                        weight: try f.optionalDouble(F.weight, in: Bounds.weight), restSeconds: try f.optionalInt(F.restSeconds, in: Bounds.stepSeconds),
                        cycles: try f.bool(F.cycles),
                        weightUpdated: weightUpdated, reviewWeeks: try f.optionalInt(F.reviewWeeks, in: Bounds.reviewWeeks),
                        // Exports before supersets have no such key: every step on its own.
                        supersetGroup: try f.optionalInt(F.supersetGroup, in: Bounds.setCount),
                        // Version 1 has no sides: every step both at once.
                        unilateral: try f.optionalBool(F.unilateral) ?? false,
                        // Before version 5, a program's step is found by its exercise's place in the workout.
                        programSlot: try f.optionalInt(F.programSlot, in: Bounds.programSlot), rule: try rule(f))
    }

    /// A step's rule: none where the document has no word (before version 8, or a step without
    /// one); a word or a number that names no rule is refused.
    static func rule(_ f: Fields) throws -> StepRule? {
        typealias F = ExportFields.Plan
        guard let word = try f.optionalString(F.rule) else { return nil }
        // Each number within the plan file's limits, so a refusal names the field past one.
        let numbers = StepRuleNumbers(increment: try f.optionalDouble(F.ruleIncrement, in: 0...ProgramLimits.step),
                                      repsLow: try f.optionalInt(F.ruleRepsLow, in: ProgramLimits.reps),
                                      repsHigh: try f.optionalInt(F.ruleRepsHigh, in: ProgramLimits.reps),
                                      percent: try f.optionalDouble(F.rulePercent, in: 0...ProgramLimits.percent / 100),
                                      trainingMax: try f.optionalDouble(F.ruleTrainingMax, in: 0...ProgramLimits.weight),
                                      rpe: try f.optionalDouble(F.ruleRpe, in: ProgramLimits.rpe))
        guard let rule = StepRule(word: word, numbers) else {
            throw f.bad(F.rule, "linear, double, tm, rpe or same, with the numbers it needs within the plan file's limits")
        }
        return rule
    }
}
