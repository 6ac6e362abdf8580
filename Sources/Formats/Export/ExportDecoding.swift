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
    /// note on each set.
    public static let schemaVersion = 6
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
        let root = Fields(try JSONValue.parse(bytes), path: "")
        guard case .object = root.value else { throw ImportError("The document is not a JSON object; it is not a gymtrack export.") }
        guard try root.optionalString("format") == name else {
            throw ImportError("Field format must be \"\(name)\"; the file is not a gymtrack export.")
        }
        let version = try root.int("schemaVersion")
        if version > schemaVersion {
            throw ImportError("Field schemaVersion is \(version), newer than this gymtrack reads (\(schemaVersion)); upgrade gymtrack to import it.")
        }
        guard version >= 1 else { throw ImportError("Field schemaVersion must be 1 or more, not \(version).") }
        _ = try root.string("createdAt")
        return try decodeDocument(root)
    }

    /// Versions 1 to 6 differ only in the fields each added, read as their defaults when
    /// absent: one reader for all.
    static func decodeDocument(_ root: Fields) throws -> ImportBundle {
        var bundle = ImportBundle(source: "gymtrack export")
        if let settings = root.child("settings") {
            guard case .object(let object) = settings.value else { throw ImportError("Field settings must be an object.") }
            for key in object.keys.sorted() {
                guard let setting = SettingKey(rawValue: key) else { continue } // a newer gymtrack's setting: not ours to keep
                let value = try settings.string(key)
                if let expected = Settings.refusal(setting, value) { throw settings.bad(key, expected) }
                bundle.settings[key] = value
            }
        }
        if let stamps = root.child("settingsUpdatedAt") {
            guard case .object(let object) = stamps.value else { throw ImportError("Field settingsUpdatedAt must be an object.") }
            for key in object.keys.sorted() where SettingKey(rawValue: key) != nil {
                bundle.settingsUpdatedAt[key] = try stamps.instant(key)
            }
        }
        bundle.groups = try root.array("taxonomy").map { g in
            let id = try g.string("id")
            return MuscleGroup(id: id, name: try g.string("name"), regions: try g.array("regions").map { r in
                MuscleRegion(id: try r.string("id"), groupID: id, name: try r.string("name"), label: try r.string("label"))
            })
        }
        bundle.exercises = try root.array("exercises").map { e in
            let category = try e.string("category"), equipment = try e.string("equipment")
            guard let c = ExerciseCategory(rawValue: category) else { throw e.bad("category", "one of \(ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", "))") }
            guard let q = Equipment(rawValue: equipment) else { throw e.bad("equipment", "one of \(Equipment.allCases.map(\.rawValue).joined(separator: ", "))") }
            let load = try e.optionalString("loadType").map { text in
                guard let load = LoadType(rawValue: text) else { throw e.bad("loadType", "one of \(loadTypes), or null") }
                return load
            }
            return ImportedExercise(uid: try e.string("uid"), updatedAt: try e.instant("updatedAt"),
                                    exercise: CatalogExercise(id: try e.string("id"), name: try e.string("name"), category: c, equipment: q,
                                                              primary: try e.strings("primary"), secondary: try e.strings("secondary"),
                                                              load: load, unilateral: try e.optionalBool("unilateral") ?? false),
                                    loadType: load)
        }
        bundle.splits = try root.array("splits").map { s in
            ImportedSplit(uid: try s.ulid("uid"), sessionType: try s.nonEmpty("sessionType"), name: try s.string("name"),
                          title: try s.string("title"), description: try s.string("description"),
                          targetDuration: try s.string("targetDuration"), colour: try s.string("colour"), glyph: try s.string("glyph"),
                          position: try s.int("position", in: Bounds.position), inRotation: try s.bool("inRotation"), muscleGroups: try s.strings("muscleGroups"),
                          updatedAt: try s.instant("updatedAt"), deletedAt: try s.optionalInstant("deletedAt"),
                          steps: try s.array("steps").map { st in
                              ImportedPlanStep(uid: try st.ulid("uid"), updatedAt: try st.instant("updatedAt"), plan: try plan(st))
                          })
        }
        bundle.sessions = try root.array("sessions").map { s in
            let date = try s.day("date")
            return ImportedSession(
                uid: try s.ulid("uid"), sessionType: try s.nonEmpty("sessionType"), title: try s.string("title"), date: date,
                startedAt: try s.instant("startedAt"), startedEpoch: try s.double("startedEpoch", in: Bounds.epoch),
                utcOffsetSeconds: try s.int("utcOffsetSeconds", in: Bounds.utcOffsetSeconds),
                durationSeconds: try s.int("durationSeconds", in: Bounds.sessionSeconds), isPartial: try s.bool("isPartial"),
                stepsTotal: try s.int("stepsTotal", in: 0...Bounds.setCount.upperBound),
                stepsCompleted: try s.int("stepsCompleted", in: 0...Bounds.setCount.upperBound), muscleGroups: try s.strings("muscleGroups"), updatedAt: try s.instant("updatedAt"),
                deletedAt: try s.optionalInstant("deletedAt"),
                // Exports before session notes have no such key: no note.
                note: try s.optionalString("note") ?? "",
                inProgress: try s.optionalBool("inProgress") ?? false,
                steps: try s.array("steps").map { st in
                    ImportedSessionStep(
                        uid: try st.ulid("uid"), updatedAt: try st.instant("updatedAt"), plan: try plan(st),
                        checkedAt: try st.optionalDouble("checkedAt", in: Bounds.epoch),
                        timerElapsed: try st.double("timerElapsed", in: Double(Bounds.sessionSeconds.lowerBound)...Double(Bounds.sessionSeconds.upperBound)),
                        creditedChallengeDate: st.child("creditedChallengeDate") == nil ? nil : try st.day("creditedChallengeDate").iso, skipped: try st.bool("skipped"),
                        note: try st.string("note"),
                        sets: try st.array("sets").map(set))
                })
        }
        // A session is in the file once: the second would silently replace the first.
        try requireDistinct(bundle.sessions.map(\.uid), in: "sessions", field: "uid", "each session must be in the file once")
        bundle.challengeDays = try root.array("challengeDays").map { c in
            let date = try c.day("date")
            let target = try c.int("target", in: Bounds.challengeTarget), sets = try c.int("sets")
            guard sets >= 0 && sets <= target else { throw c.bad("sets", "0 to the target (\(target))") }
            var day = ImportedChallengeDay(uid: try c.string("uid"), date: date, sets: sets, target: target, updatedAt: try c.instant("updatedAt"))
            if c.child("counts") != nil {
                day.counts = try c.array("counts").map { n in
                    ChallengeDeviceCount(device: try n.nonEmpty("device"), sets: try n.int("sets", in: -Bounds.setCount.upperBound...Bounds.setCount.upperBound),
                                         updatedAt: try n.instant("updatedAt"))
                }
            }
            return day
        }
        // Exports written before weigh-ins have no `body`: nothing to read.
        if root.child("body") != nil { bundle.body = try root.array("body").map(bodyMeasurement) }
        // Exports before programs have none.
        if root.child("programs") != nil {
            bundle.programs = try root.array("programs").map { p in
                ProgramRecord(uid: try p.ulid("uid"), key: try p.nonEmpty("key"), text: try p.string("text"),
                              startedAt: try p.optionalDouble("startedAt", in: Bounds.epoch), updatedAt: try p.instant("updatedAt"))
            }
            try requireDistinct(bundle.programs.map(\.uid), in: "programs", field: "uid", "each program must be in the file once")
            try requireDistinct(bundle.programs.map(\.key), in: "programs", field: "key", "each program needs a key of its own")
        }
        // Exports before sync have no tombstones.
        if root.child("tombstones") != nil {
            for t in try root.array("tombstones") { bundle.tombstones[try t.ulid("uid")] = try t.instant("deletedAt") }
        }
        return bundle
    }

    /// Each of `values` (field `field` of the array `array`) differs from the others.
    static func requireDistinct(_ values: [String], in array: String, field: String, _ rule: String) throws {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            if let first = seen.updateValue(i, forKey: value) {
                throw ImportError("Field \(array)[\(i)].\(field) repeats \(array)[\(first)].\(field); \(rule).")
            }
        }
    }

    static func bodyMeasurement(_ b: Fields) throws -> ImportedBodyMeasurement {
        guard let kind = BodyKind(try b.string("kind")) else { throw b.bad("kind", "non-empty text") }
        let date = try b.day("date")
        let low = kind.bounds.lowerBound, high = kind.bounds.upperBound
        let measurement = BodyMeasurement(
            uid: try b.ulid("uid"), kind: kind, value: try b.double("value", in: low...high), date: date,
            measured: Moment(epochSeconds: try b.double("measuredEpoch", in: Bounds.epoch),
                             utcOffsetSeconds: try b.int("utcOffsetSeconds", in: Bounds.utcOffsetSeconds)),
            note: try b.optionalString("note") ?? "")
        _ = try b.instant("measuredAt")
        return ImportedBodyMeasurement(measurement: measurement, updatedAt: try b.instant("updatedAt"), deletedAt: try b.optionalInstant("deletedAt"))
    }

    /// One set; the fields versions 2 and 6 added are their defaults when absent.
    static func set(_ x: Fields) throws -> ImportedSet {
        var type = SetType.normal
        if let text = try x.optionalString("setType") {
            guard let t = SetType(rawValue: text) else { throw x.bad("setType", "normal, drop, failure or amrap") }
            type = t
        }
        return ImportedSet(uid: try x.ulid("uid"), setIndex: try x.int("setIndex", in: Bounds.setCount), isWarmup: try x.bool("isWarmup"),
                           reps: try x.optionalInt("reps", in: Bounds.reps), weight: try x.optionalDouble("weight", in: Bounds.weight),
                           durationSeconds: try x.optionalInt("durationSeconds", in: Bounds.stepSeconds),
                           rpe: try x.optionalDouble("rpe", in: Bounds.rpe),
                           completedAt: try x.instant("completedAt"), completedEpoch: try x.double("completedEpoch", in: Bounds.epoch),
                           updatedAt: try x.instant("updatedAt"), repsRight: try x.optionalInt("repsRight", in: Bounds.reps),
                           distanceMeters: try x.optionalDouble("distanceMeters", in: Bounds.distanceMeters), type: type,
                           rir: try x.optionalDouble("rir", in: Bounds.rir),
                           // Exports before set notes have no such key: no note.
                           note: try x.optionalString("note") ?? "")
    }

    /// Every `LoadType`, for a message: "none, weight, …, distance".
    static let loadTypes = LoadType.allCases.map(\.rawValue).joined(separator: ", ")

    static func plan(_ f: Fields) throws -> PlanStep {
        guard let kind = StepKind(rawValue: try f.string("kind")) else { throw f.bad("kind", "timed, sets, hold or challenge") }
        guard let load = LoadType(rawValue: try f.string("loadType")) else { throw f.bad("loadType", "one of \(loadTypes)") }
        let weightUpdated = f.child("weightUpdated") == nil ? nil : try f.day("weightUpdated")
        return PlanStep(exerciseID: try f.optionalString("exerciseId"), title: try f.string("title"), kind: kind, setsText: try f.string("setsText"),
                        warmupSets: try f.int("warmupSets", in: Bounds.setCount), workingSets: try f.int("workingSets", in: Bounds.setCount),
                        repsText: try f.string("repsText"),
                        durationSeconds: try f.optionalInt("durationSeconds", in: Bounds.stepSeconds), notes: try f.string("notes"), loadType: load,
                        weight: try f.optionalDouble("weight", in: Bounds.weight), restSeconds: try f.optionalInt("restSeconds", in: Bounds.stepSeconds),
                        cycles: try f.bool("cycles"),
                        weightUpdated: weightUpdated, reviewWeeks: try f.optionalInt("reviewWeeks", in: Bounds.reviewWeeks),
                        // Exports before supersets have no such key: every step on its own.
                        supersetGroup: try f.optionalInt("supersetGroup", in: Bounds.setCount),
                        // Version 1 has no sides: every step both at once.
                        unilateral: try f.optionalBool("unilateral") ?? false,
                        // Before version 5, a program's step is found by its exercise's place in the workout.
                        programSlot: try f.optionalInt("programSlot", in: Bounds.programSlot))
    }
}

/// A JSON value at a path (`sessions[3].steps[0]`), with readers that name the path when wrong.
struct Fields {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func bad(_ key: String, _ expected: String) -> ImportError {
        ImportError("Field \(name(key)) must be \(expected).")
    }

    func child(_ key: String) -> Fields? {
        guard case .object(let o) = value, let v = o[key], v != .null else { return nil }
        return Fields(v, path: name(key))
    }

    private func required(_ key: String) throws -> JSONValue {
        guard case .object(let o) = value else { throw ImportError("Field \(path.isEmpty ? "(the document)" : path) must be an object.") }
        guard let v = o[key] else { throw ImportError("Field \(name(key)) is missing.") }
        return v
    }

    func string(_ key: String) throws -> String {
        guard case .string(let s) = try required(key) else { throw bad(key, "text") }
        return s
    }

    func nonEmpty(_ key: String) throws -> String {
        let s = try string(key)
        guard !s.isEmpty else { throw bad(key, "non-empty text") }
        return s
    }

    func optionalString(_ key: String) throws -> String? {
        guard case .object(let o) = value, let v = o[key], v != .null else { return nil }
        guard case .string(let s) = v else { throw bad(key, "text or null") }
        return s
    }

    func instant(_ key: String) throws -> String {
        let s = try string(key)
        guard isoInstant(s) != nil else { throw bad(key, "a time like 2026-11-22T08:15:00+01:00") }
        return s
    }

    func optionalInstant(_ key: String) throws -> String? {
        guard let s = try optionalString(key) else { return nil }
        guard isoInstant(s) != nil else { throw bad(key, "a time like 2026-11-22T08:15:00+01:00, or null") }
        return s
    }

    func double(_ key: String) throws -> Double {
        guard case .number(let v) = try required(key) else { throw bad(key, "a number") }
        return v
    }

    func optionalDouble(_ key: String) throws -> Double? {
        guard case .object(let o) = value, let v = o[key], v != .null else { return nil }
        guard case .number(let d) = v else { throw bad(key, "a number or null") }
        return d
    }

    func int(_ key: String) throws -> Int {
        guard case .number(let v) = try required(key), v == v.rounded(), abs(v) < 1e15 else { throw bad(key, "a whole number") }
        return Int(v)
    }

    func optionalInt(_ key: String) throws -> Int? {
        guard let v = try optionalDouble(key) else { return nil }
        guard v == v.rounded(), abs(v) < 1e15 else { throw bad(key, "a whole number or null") }
        return Int(v)
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        let v = try int(key)
        guard range.contains(v) else { throw bad(key, "a whole number from \(range.lowerBound) to \(range.upperBound)") }
        return v
    }

    func optionalInt(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let v = try optionalInt(key) else { return nil }
        guard range.contains(v) else { throw bad(key, "a whole number from \(range.lowerBound) to \(range.upperBound), or null") }
        return v
    }

    func double(_ key: String, in range: ClosedRange<Double>) throws -> Double {
        let v = try double(key)
        guard range.contains(v) else { throw bad(key, "a number from \(jsonNumber(range.lowerBound)) to \(jsonNumber(range.upperBound))") }
        return v
    }

    func optionalDouble(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = try optionalDouble(key) else { return nil }
        guard range.contains(v) else { throw bad(key, "a number from \(jsonNumber(range.lowerBound)) to \(jsonNumber(range.upperBound)), or null") }
        return v
    }

    /// A calendar day, `YYYY-MM-DD`, on which a time the document may hold can fall (`Bounds.days`).
    func day(_ key: String) throws -> Day {
        guard let day = Day(iso: try string(key)) else { throw bad(key, "a date like 2026-11-22") }
        guard ExportFormat.Bounds.days.contains(day) else { throw bad(key, "a date \(ExportFormat.Bounds.daysText)") }
        return day
    }

    /// A record's id: a ULID (`ExportFormat.isULID`).
    func ulid(_ key: String) throws -> String {
        let s = try string(key)
        guard ExportFormat.isULID(s) else { throw bad(key, "a ULID (26 characters of 0-9 and A-Z but I, L, O and U)") }
        return s
    }

    func bool(_ key: String) throws -> Bool {
        guard case .bool(let b) = try required(key) else { throw bad(key, "true or false") }
        return b
    }

    /// A field a newer version added: nil when absent or null.
    func optionalBool(_ key: String) throws -> Bool? {
        guard case .object(let o) = value, let v = o[key], v != .null else { return nil }
        guard case .bool(let b) = v else { throw bad(key, "true or false") }
        return b
    }

    func array(_ key: String) throws -> [Fields] {
        guard case .array(let items) = try required(key) else { throw bad(key, "an array") }
        return items.enumerated().map { Fields($1, path: "\(name(key))[\($0)]") }
    }

    func strings(_ key: String) throws -> [String] {
        try array(key).map { item in
            guard case .string(let s) = item.value else { throw ImportError("Field \(item.path) must be text.") }
            return s
        }
    }
}
