/// A muscle region, such as the long head of the triceps.
public struct MuscleRegion: Hashable, Sendable {
    public var id: String
    public var groupID: String
    /// The name within its group: "Long".
    public var name: String
    /// The name on its own: "Triceps Long".
    public var label: String

    public init(id: String, groupID: String, name: String, label: String) {
        self.id = id
        self.groupID = groupID
        self.name = name
        self.label = label
    }
}

/// A muscle group and its regions, in taxonomy order.
public struct MuscleGroup: Hashable, Sendable {
    public var id: String
    public var name: String
    public var regions: [MuscleRegion]

    public init(id: String, name: String, regions: [MuscleRegion]) {
        self.id = id
        self.name = name
        self.regions = regions
    }
}

/// What kind of work an exercise is.
public enum ExerciseCategory: String, CaseIterable, Hashable, Sendable {
    case compound, isolation, cardio, mobility
    /// Typed in by hand in a picker.
    case custom

    /// Strength work: what coverage suggestions and starter splits are made of.
    public var isStrength: Bool { self == .compound || self == .isolation }
}

/// What an exercise is done with.
public enum Equipment: String, CaseIterable, Hashable, Sendable {
    case barbell, dumbbell, kettlebell, cable, machine, band, bodyweight
    case cardioMachine = "cardio-machine"
    case other
}

/// An exercise of the catalog with its muscle map.
public struct CatalogExercise: Hashable, Sendable {
    public var id: String
    public var name: String
    public var category: ExerciseCategory
    public var equipment: Equipment
    /// Region ids the exercise mainly trains, then those it also works.
    public var primary: [String]
    public var secondary: [String]
    /// The lifter's weight increment for this exercise in kilograms (dumbbells 2 kg, a machine
    /// 5 kg); nil uses the step from Settings (`Settings.weightIncrement(for:)`).
    public var weightStep: Double?
    /// What a set of it is logged as, unless a split's step says otherwise.
    public var load: LoadType
    /// Done one side at a time: a set has reps for the left and for the right.
    public var unilateral: Bool

    public init(id: String, name: String, category: ExerciseCategory, equipment: Equipment, primary: [String], secondary: [String] = [],
                weightStep: Double? = nil, load: LoadType? = nil, unilateral: Bool = false) {
        self.load = load ?? CatalogExercise.defaultLoad(category: category, equipment: equipment)
        self.unilateral = unilateral
        self.id = id
        self.name = name
        self.category = category
        self.equipment = equipment
        self.primary = primary
        self.secondary = secondary
        self.weightStep = weightStep
    }

    /// The load of an exercise the catalog says nothing more of: cardio and stretches are
    /// timed, bodyweight work is reps only, the rest is lifted weight.
    public static func defaultLoad(category: ExerciseCategory, equipment: Equipment) -> LoadType {
        switch category {
        case .cardio, .mobility: return .duration
        case .compound, .isolation, .custom: return equipment == .bodyweight ? .none : .weight
        }
    }

    /// Its load when it is not its category's default, as the database and an export store it
    /// (NULL: the default).
    public var ownLoad: LoadType? { load == CatalogExercise.defaultLoad(category: category, equipment: equipment) ? nil : load }

    /// Every region it touches, primary or secondary.
    public var regions: [String] { primary + secondary }
}

/// The muscle taxonomy and the exercises, with lookups by id.
public struct Catalog: Hashable, Sendable {
    public private(set) var groups: [MuscleGroup]
    public private(set) var exercises: [CatalogExercise]
    /// Read for some names only (`Store.loadCatalog(only:)`), so `ExerciseNames` answers just
    /// those names, as written: a looser rule might find another exercise here than in the whole.
    public private(set) var isPartial: Bool
    private var exerciseIndex: [String: Int]
    private var regionIndex: [String: MuscleRegion]

    public init(groups: [MuscleGroup], exercises: [CatalogExercise], isPartial: Bool = false) {
        self.groups = groups
        self.exercises = exercises
        self.isPartial = isPartial
        exerciseIndex = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        regionIndex = Dictionary(groups.flatMap(\.regions).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public static let empty = Catalog(groups: [], exercises: [])

    public func exercise(_ id: String?) -> CatalogExercise? { id.flatMap { exerciseIndex[$0] }.map { exercises[$0] } }
    public func region(_ id: String) -> MuscleRegion? { regionIndex[id] }
    public func group(_ id: String) -> MuscleGroup? { groups.first { $0.id == id } }

    /// Adds an exercise, or replaces the one with its id.
    public mutating func upsert(_ exercise: CatalogExercise) {
        if let i = exerciseIndex[exercise.id] {
            exercises[i] = exercise
        } else {
            exerciseIndex[exercise.id] = exercises.count
            exercises.append(exercise)
        }
    }

    /// The catalog exercise named `name` (any case), for a name typed by hand.
    public func exercise(named name: String) -> CatalogExercise? {
        let key = name.lowercased()
        return exercises.first { $0.name.lowercased() == key }
    }

    /// Exercises matching `query`, that train one of `groups` (all when empty), leaving out
    /// `excluded` ids. Every word of the query begins a word of the name, any case; a plural
    /// finds its singular ("rows" finds Row) and abbreviations stand for their words ("db row",
    /// "ohp", "rdl": `ExerciseAliases`). Best first: more whole words matched, then the
    /// exercises most lifters log, then names that start with the query, then shorter names.
    public func search(_ query: String, groups: [String] = [], excluding excluded: Set<String> = []) -> [CatalogExercise] {
        // Words as the names' are split: "pull-up" is "pull" and "up", as Pull-Up is.
        let words = query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).flatMap { word in
            ExerciseAliases.searchAbbreviations[String(word)] ?? [String(word)]
        }
        let groupSet = Set(groups)
        let lowered = query.lowercased()
        var scored: [(exercise: CatalogExercise, whole: Int, popular: Bool, starts: Bool)] = []
        for exercise in exercises where !excluded.contains(exercise.id) {
            if !groupSet.isEmpty && !exercise.primary.contains(where: { regionIndex[$0].map { groupSet.contains($0.groupID) } ?? false }) {
                continue
            }
            let nameWords = exercise.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            var whole = 0
            let all = words.allSatisfy { word in
                let forms = Catalog.singularForms(word)
                if nameWords.contains(where: { forms.contains($0) }) { whole += 1; return true }
                return nameWords.contains { name in forms.contains { name.hasPrefix($0) } }
            }
            guard all else { continue }
            scored.append((exercise, whole, ExerciseAliases.popular.contains(exercise.id), exercise.name.lowercased().hasPrefix(lowered)))
        }
        return scored.sorted { a, b in
            if a.whole != b.whole { return a.whole > b.whole }
            if a.popular != b.popular { return a.popular }
            if a.starts != b.starts { return a.starts }
            if a.exercise.name.count != b.exercise.name.count { return a.exercise.name.count < b.exercise.name.count }
            return a.exercise.name < b.exercise.name
        }.map(\.exercise)
    }

    /// A search word and its singulars: "rows" also as "row", "presses" also as "press".
    static func singularForms(_ word: String) -> [String] {
        var forms = [word]
        if word.count > 3 && word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        if word.count > 4 && word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        return forms
    }
}
