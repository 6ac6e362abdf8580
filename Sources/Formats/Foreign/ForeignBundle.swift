import Domain

/// The workouts read from a file made into an `ImportBundle`: a split per workout name, a
/// session per workout, each exercise matched to the catalog or made custom.
extension ForeignWorkouts {
    /// `defaultUnit`: the unit of a weight the file gives without one.
    ///
    /// The splits and custom exercises are found in one pass over the workouts in order (the
    /// summary lists them as they first appear); then a session is made of each workout, in order.
    /// `unitGiven`: `defaultUnit` was chosen by the person importing, not the database's.
    /// `remembered`: the exercise each name was matched to by an earlier import, by id.
    public static func bundle(_ read: ReadWorkouts, catalog: Catalog, defaultUnit: WeightUnit, unitGiven: Bool = false,
                              utcOffsetSeconds: Int, remembered: [String: String] = [:]) -> ImportBundle {
        let format = read.format
        var bundle = ImportBundle(source: read.bodyFormat?.rawValue ?? format.rawValue)
        bundle.notes = read.report.lines(unit: defaultUnit, unitGiven: unitGiven)
        bundle.body = bodyRows(read.measurements, source: bundle.source, utcOffsetSeconds: utcOffsetSeconds)
        // Read again only when the person says how to read the file (`--unit`): a plain
        // re-import has nothing new to say of a session it made before.
        bundle.refreshesUnedited = unitGiven
        bundle.addsSplitsOnly = true
        let byID = Dictionary(catalog.exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let workouts = read.workouts.sorted(by: { ($0.localStart, $0.name) < ($1.localStart, $1.name) })
        let names = ExerciseNames(catalog)
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
            let key = normalisedNames[w.name] ?? ExerciseNames.normalise(w.name)
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
                if let exercise = remembered[set.exercise].flatMap({ byID[$0] }) ?? names.exercise(set.exercise, writtenBy: .anotherApp) {
                    exercises[set.exercise] = exercise
                    bundle.exerciseNames[set.exercise] = exercise.id
                    continue
                }
                var custom = customExercise(set.exercise)
                let assisted = saysAssisted(set.exercise)
                if assisted { custom.load = .assisted }
                exercises[set.exercise] = custom
                bundle.exerciseNames[set.exercise] = custom.id
                if customs[custom.id] == nil {
                    customs[custom.id] = bundle.exercises.count
                    bundle.exercises.append(ImportedExercise(uid: contentULID(epochSeconds: 0, content: "import-exercise:\(custom.id)"),
                                                             updatedAt: start.isoDateTime, exercise: custom, loadType: assisted ? .assisted : nil))
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
        let total = w.sets.lazy.filter(\.done).count
        let spacing = duration > 0 ? Double(duration) / Double(max(1, total)) : 90
        var ordinal = 0
        var steps: [ImportedSessionStep] = []
        // Hevy's superset ids become groups; `Superset.normalized` keeps consecutive ones.
        var supersets: [String: Int] = [:]
        for (position, name) in order.enumerated() {
            // Every set planned is in the plan's counts; those done are its sets (a step with
            // none done was skipped, and reads as planned).
            let planned = grouped[position]
            let logged = planned.filter(\.done)
            let sets = logged.isEmpty ? planned : logged
            let exercise = exercises[name]
            let warmups = planned.filter(\.isWarmup).count
            let anyReps = sets.contains { $0.reps != nil }
            let longest = sets.compactMap(\.seconds).max()
            let kind: StepKind = anyReps || longest == nil ? .sets : .hold
            let load = loadType(of: sets, kind: kind, exercise: exercise, name: name)
            var plan = PlanStep(exerciseID: exercise?.id, title: exercise?.name ?? name, kind: kind,
                                setsText: PlanStep.setsText(warmup: warmups, working: planned.count - warmups), warmupSets: warmups,
                                workingSets: planned.count - warmups,
                                repsText: PlanStep.repsText(reps: kind == .hold ? nil : (sets.first { !$0.isWarmup }?.reps ?? sets.first?.reps),
                                                            durationSeconds: kind == .hold ? longest : nil),
                                durationSeconds: kind == .hold ? longest : nil, notes: "", loadType: load)
            if let target = targetPlan(planned, defaultUnit: defaultUnit) {
                plan.repsText = target.repsText
                plan.weight = target.weight
            }
            if let id = sets.first(where: { !$0.superset.isEmpty })?.superset {
                plan.supersetGroup = supersets[id] ?? (supersets.count + 1)
                supersets[id] = plan.supersetGroup
            }
            var notes: [String] = []
            for note in planned.map(\.note) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
            // Each set's id hashes "\(sessionUID):set:\(position):\(index)"; the shared start once.
            var setsHash = setHash
            setsHash.add(position)
            setsHash.add(UInt8(ascii: ":"))
            let imported = logged.enumerated().map { index, set -> ImportedSet in
                ordinal += 1
                let done = set.localTime.map { start.adding(seconds: Double($0 - w.localStart)) }
                    ?? start.adding(seconds: (spacing * Double(ordinal)).rounded(.down))
                var hash = setsHash
                hash.add(index)
                return ImportedSet(uid: hash.ulid(epochSeconds: done.epochSeconds),
                                   setIndex: index, isWarmup: set.isWarmup, reps: set.reps, weight: set.kilograms(defaultUnit: defaultUnit),
                                   durationSeconds: set.seconds, rpe: set.rpe, completedAt: done.isoDateTime,
                                   completedEpoch: done.epochSeconds, updatedAt: endText,
                                   distanceMeters: set.metres(defaultUnit: defaultUnit), type: set.type)
            }
            var uid = stepHash
            uid.add(position)
            steps.append(ImportedSessionStep(uid: uid.ulid(epochSeconds: start.epochSeconds),
                                             updatedAt: endText, plan: plan, skipped: logged.isEmpty, note: notes.joined(separator: " · "),
                                             sets: imported))
        }
        if !supersets.isEmpty {
            let groups = Superset.normalized(steps.map(\.plan.supersetGroup))
            for i in steps.indices { steps[i].plan.supersetGroup = groups[i] }
        }
        return ImportedSession(
            uid: sessionUID, sessionType: sessionType, title: w.name, date: start.day, startedAt: start.isoDateTime,
            startedEpoch: start.epochSeconds, utcOffsetSeconds: offset, durationSeconds: duration, isPartial: false,
            stepsTotal: steps.count, stepsCompleted: steps.filter { !$0.skipped }.count, updatedAt: endText, note: w.notes, steps: steps)
    }
}

extension ForeignWorkouts {
    /// How an exercise's sets read: a distance when they have one; else the matched exercise's
    /// load where the sets fit it (a pull-up's weight is what was added to the body, an
    /// assisted one's the help taken off it, as Strong and Hevy write them: a positive weight),
    /// and an exercise the file calls assisted ("Chin Up (Assisted)") is assisted whatever it was
    /// matched to, unless that is lifted weight; else weight when they have one, time when
    /// they are timed, reps only otherwise, as before loads had more kinds.
    static func loadType(of sets: [RawSet], kind: StepKind, exercise: CatalogExercise?, name: String) -> LoadType {
        if sets.contains(where: { $0.distance != nil }) { return .distance }
        if kind == .sets {
            // A custom exercise's load is its category's default, not something the catalog knows.
            let load = exercise.flatMap { $0.category == .custom ? nil : $0.load }
            if load == .assisted || (saysAssisted(name) && load != .weight) { return .assisted }
            if load == .bodyweight { return .bodyweight }
        }
        return sets.contains { $0.weight != nil } ? .weight : (kind == .hold ? .duration : .none)
    }

    /// Whether another app's exercise name says the body was helped ("Pull Up (Assisted)").
    static func saysAssisted(_ name: String) -> Bool {
        ExerciseNames.normalise(name).split(separator: " ").contains("assisted")
    }

    /// The custom exercise made for a name the catalog lacks, its equipment from the part in
    /// parentheses ("Zercher Carry (Barbell)").
    static func customExercise(_ name: String) -> CatalogExercise {
        let key = ExerciseNames.normalise(name)
        let (_, qualifier) = ExerciseNames.split(name)
        let equipment = qualifier.flatMap { q -> Equipment? in
            let n = ExerciseNames.normalise(q)
            if n == "body weight" || n == "bodyweight" || n == "assisted" { return .bodyweight }
            if n == "cable" { return .cable }
            if n.hasSuffix("machine") { return .machine }
            return Equipment(rawValue: n)
        } ?? .other
        let trimmed = name.trimmingSpaces
        let slug = key.split(separator: " ").joined(separator: "-")
        return CatalogExercise(id: "custom-" + (key.isEmpty ? contentULID(epochSeconds: 0, content: name).lowercased() : slug),
                               name: trimmed.isEmpty ? "Exercise" : trimmed, category: .custom, equipment: equipment, primary: [])
    }
}

extension ForeignWorkouts.RawWorkout {
    /// When it started: its own offset from UTC, else the lifter's; a time the file writes in
    /// UTC is shown at the lifter's offset.
    func start(utcOffsetSeconds: Int) -> Moment {
        if inUTC { return Moment(epochSeconds: Double(localStart - (offset ?? 0)), utcOffsetSeconds: utcOffsetSeconds) }
        let offset = self.offset ?? utcOffsetSeconds
        return Moment(epochSeconds: Double(localStart - offset), utcOffsetSeconds: offset)
    }
}
