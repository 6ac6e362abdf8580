/// A name typed or imported, resolved to one exercise of a catalog: a plan file's lines, other
/// apps' exports and the pickers all read a name this way.
///
/// In order: an exercise's exact name (any case) or its id; else a catalog exercise by the
/// rules other apps' names need: case, punctuation and the equipment in parentheses normalised
/// ("Bench Press (Barbell)" is Barbell Bench Press), the names of `ExerciseAliases` and the
/// abbreviations a search reads ("OHP", "RDL", "db row"), filler words, word order, plurals,
/// and a catalog name with one word more when only one has it ("back squat"); else a custom
/// exercise by its whole name, normalised, and never by the looser rules.
public struct ExerciseNames: Sendable {
    private let catalog: Catalog
    private var exact: [String: CatalogExercise] = [:]
    private var byName: [String: CatalogExercise] = [:]
    private var byWords: [String: CatalogExercise] = [:]
    private var wordSets: [(Set<Substring>, CatalogExercise)] = []
    /// Custom exercises, by their whole name only: one an import made must never take a name
    /// from the catalog's exercise it was matched to before ("Squat (Barbell)").
    private var customs: [String: CatalogExercise] = [:]
    private var byID: [String: CatalogExercise] = [:]
    /// Words other apps add that the catalog's names leave out ("Flat Barbell Bench Press").
    static let fillerWords: Set<Substring> = ["flat", "standard", "regular", "normal", "the"]

    public init(_ catalog: Catalog) {
        self.catalog = catalog
        for exercise in catalog.exercises {
            if exact[exercise.name.lowercased()] == nil { exact[exercise.name.lowercased()] = exercise }
            // Of some rows only, a catalog answers the names it was read for and nothing looser:
            // a rule might find another exercise there than in the whole catalog.
            if catalog.isPartial { continue }
            let key = ExerciseNames.normalise(exercise.name)
            if ExerciseNames.isCustom(exercise) {
                if customs[key] == nil { customs[key] = exercise }
                continue
            }
            byID[exercise.id] = exercise
            if byName[key] == nil { byName[key] = exercise }
            let words = ExerciseNames.sortedWords(key)
            if byWords[words] == nil { byWords[words] = exercise }
            wordSets.append((Set(key.split(separator: " ")), exercise))
        }
    }

    /// Who wrote a name, which says whose exercises its exact name finds first.
    public enum Writer: Sendable {
        /// A plan file's line or a search: the lifter's own exercise of that name comes first,
        /// so a file that read before reads the same.
        case lifter
        /// Another app's export: the catalog's exercise comes first. A custom exercise an older
        /// import made of a name ("Squat (Barbell)") is found only when the catalog has none.
        case anotherApp
    }

    /// The exercise `name` names, or nil.
    public func exercise(_ name: String, writtenBy writer: Writer = .lifter) -> CatalogExercise? {
        let lowered = name.trimmingSpaces.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let found = exact[lowered] ?? catalog.exercise(lowered), writer == .lifter || !ExerciseNames.isCustom(found) { return found }
        if catalog.isPartial { return nil }
        return matchCatalog(name) ?? customs[ExerciseNames.normalise(name)]
    }

    static func isCustom(_ exercise: CatalogExercise) -> Bool { exercise.id.hasPrefix("custom-") }

    /// The exercise a name that names none most likely meant: the best match of the catalog's
    /// search ("Bench"), else the one a few letters away ("Barbell Back Sqat").
    public func suggestion(for name: String) -> CatalogExercise? {
        if let found = catalog.search(name).first { return found }
        let typed = Array(name.lowercased())
        let limit = max(2, typed.count / 4)
        var best: (exercise: CatalogExercise, distance: Int)?
        for exercise in catalog.exercises {
            let distance = ExerciseNames.editDistance(typed, Array(exercise.name.lowercased()), limit: best?.distance ?? limit)
            if distance < (best?.distance ?? limit + 1) { best = (exercise, distance) }
        }
        return best?.exercise
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

    /// The name without its parenthesised part, and that part ("Bench Press", "Barbell").
    public static func split(_ name: String) -> (base: String, qualifier: String?) {
        guard let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return (name, nil) }
        let base = String(name[..<open]) + " " + String(name[name.index(after: close)...])
        return (base, String(name[name.index(after: open)..<close]))
    }

    static func sortedWords(_ normalised: String) -> String {
        normalised.split(separator: " ").sorted().joined(separator: " ")
    }

    /// The catalog's own (not custom) exercise for `name` as written, else with its abbreviations
    /// spelt out ("OHP" is Overhead Press, "DB Row" Dumbbell Row).
    private func matchCatalog(_ name: String) -> CatalogExercise? {
        if let exercise = matchWritten(name) { return exercise }
        let spelt = ExerciseNames.spellingOutAbbreviations(name)
        return spelt == name ? nil : matchWritten(spelt)
    }

    private func matchWritten(_ name: String) -> CatalogExercise? {
        if let id = ExerciseAliases.importNames[ExerciseNames.normalise(name)], let exercise = byID[id] { return exercise }
        // The name as written, then in the singular ("Chin Ups", "Skull Crushers"), each by its
        // whole words before any looser rule: "Push-Ups" is Push-Up, not the one name with a
        // word more that holds "push" and "ups" ("Squats + Push-ups").
        let singular = ExerciseNames.singular(name)
        let forms = singular == name ? [name] : [name, singular]
        for loose in [false, true] {
            for form in forms { if let exercise = matchByRules(form, loose: loose) { return exercise } }
        }
        return nil
    }

    /// Each word that is an abbreviation of `ExerciseAliases` replaced by the words it stands for.
    static func spellingOutAbbreviations(_ name: String) -> String {
        var out = "", word = ""
        func flush() {
            out += ExerciseAliases.searchAbbreviations[word.lowercased()]?.joined(separator: " ") ?? word
            word = ""
        }
        for c in name {
            if c.isLetter || c.isNumber { word.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }

    /// Each word of three letters or more that ends in one "s" without it ("Ups", "Curls").
    static func singular(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let w = String(word)
            guard w.count >= 3, w.lowercased().hasSuffix("s"), !w.lowercased().hasSuffix("ss") else { return w }
            return String(w.dropLast())
        }.joined(separator: " ")
    }

    /// By the whole name's words (in any order), or with `loose` by the looser rules only: a
    /// catalog name with one word more, and the name without its parenthesised part.
    private func matchByRules(_ name: String, loose: Bool) -> CatalogExercise? {
        let (base, qualifier) = ExerciseNames.split(name)
        let b = ExerciseNames.normalise(base)
        var candidates: [String] = []
        if let q = qualifier.map(ExerciseNames.normalise), !q.isEmpty {
            candidates += [q + " " + b, b + " " + q]
            if q == "bodyweight" || q == "body weight" { candidates.append(b) }
        } else {
            candidates.append(b)
        }
        candidates.append(ExerciseNames.normalise(name))
        if !loose {
            for c in candidates { if let e = byName[c] { return e } }
            for c in candidates { if let e = byWords[ExerciseNames.sortedWords(c)] { return e } }
            return nil
        }
        // Last, a catalog name with just one word more ("Squat (Barbell)" is Barbell Back Squat),
        // when exactly one has it.
        for c in candidates {
            let words = Set(c.split(separator: " ")).subtracting(ExerciseNames.fillerWords)
            guard words.count >= 2 else { continue }
            if let e = byWords[words.sorted().joined(separator: " ")] { return e }
            let near = wordSets.filter { $0.0.count == words.count + 1 && $0.0.isSuperset(of: words) }
            if near.count == 1 { return near[0].1 }
        }
        if qualifier == nil || qualifier.map(ExerciseNames.normalise) == "bodyweight" { return nil }
        return byName[b] ?? byWords[ExerciseNames.sortedWords(b)]
    }

    /// Levenshtein distance, given up on (returning more than `limit`) once it passes `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
