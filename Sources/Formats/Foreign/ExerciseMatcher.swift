import Domain

/// Exercise names from other apps matched to the catalog: case, punctuation and the equipment
/// in parentheses are normalised ("Bench Press (Barbell)" is Barbell Bench Press).
public struct ExerciseMatcher {
    private var byName: [String: CatalogExercise] = [:]
    private var byWords: [String: CatalogExercise] = [:]
    private var wordSets: [(Set<Substring>, CatalogExercise)] = []
    /// Custom exercises, by their whole name only: one an import made must never take a name
    /// from the catalog's exercise it was matched to before ("Squat (Barbell)").
    private var customs: [String: CatalogExercise] = [:]
    private var byID: [String: CatalogExercise] = [:]
    /// Words other apps add that the catalog's names leave out ("Flat Barbell Bench Press").
    static let fillerWords: Set<Substring> = ["flat", "standard", "regular", "normal", "the"]

    public init(catalog: Catalog) {
        for exercise in catalog.exercises {
            let key = ExerciseMatcher.normalise(exercise.name)
            if exercise.id.hasPrefix("custom-") {
                if customs[key] == nil { customs[key] = exercise }
                continue
            }
            byID[exercise.id] = exercise
            if byName[key] == nil { byName[key] = exercise }
            let words = ExerciseMatcher.sortedWords(key)
            if byWords[words] == nil { byWords[words] = exercise }
            wordSets.append((Set(key.split(separator: " ")), exercise))
        }
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

    static func sortedWords(_ normalised: String) -> String {
        normalised.split(separator: " ").sorted().joined(separator: " ")
    }

    /// The name without its parenthesised part, and that part ("Bench Press", "Barbell").
    static func split(_ name: String) -> (base: String, qualifier: String?) {
        guard let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return (name, nil) }
        let base = String(name[..<open]) + " " + String(name[name.index(after: close)...])
        return (base, String(name[name.index(after: open)..<close]))
    }

    public func match(_ name: String) -> CatalogExercise? {
        matchCatalog(name) ?? customs[ExerciseMatcher.normalise(name)]
    }

    /// The bundled catalog's exercise for `name`, or nil.
    private func matchCatalog(_ name: String) -> CatalogExercise? {
        if let id = ExerciseAliases.importNames[ExerciseMatcher.normalise(name)], let exercise = byID[id] { return exercise }
        if let exercise = matchByRules(name) { return exercise }
        // Last, the name in the singular ("Chin Ups", "Skull Crushers", "Barbell Curls").
        let singular = ExerciseMatcher.singular(name)
        return singular == name ? nil : matchByRules(singular)
    }

    /// Each word of three letters or more that ends in one "s" without it ("Ups", "Curls").
    static func singular(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let w = String(word)
            guard w.count >= 3, w.lowercased().hasSuffix("s"), !w.lowercased().hasSuffix("ss") else { return w }
            return String(w.dropLast())
        }.joined(separator: " ")
    }

    private func matchByRules(_ name: String) -> CatalogExercise? {
        let (base, qualifier) = ExerciseMatcher.split(name)
        let b = ExerciseMatcher.normalise(base)
        var candidates: [String] = []
        if let q = qualifier.map(ExerciseMatcher.normalise), !q.isEmpty {
            candidates += [q + " " + b, b + " " + q]
            if q == "bodyweight" || q == "body weight" { candidates.append(b) }
        } else {
            candidates.append(b)
        }
        candidates.append(ExerciseMatcher.normalise(name))
        for c in candidates { if let e = byName[c] { return e } }
        for c in candidates { if let e = byWords[ExerciseMatcher.sortedWords(c)] { return e } }
        // Last, a catalog name with just one word more ("Squat (Barbell)" is Barbell Back Squat),
        // when exactly one has it.
        for c in candidates {
            let words = Set(c.split(separator: " ")).subtracting(ExerciseMatcher.fillerWords)
            guard words.count >= 2 else { continue }
            if let e = byWords[words.sorted().joined(separator: " ")] { return e }
            let near = wordSets.filter { $0.0.count == words.count + 1 && $0.0.isSuperset(of: words) }
            if near.count == 1 { return near[0].1 }
        }
        if qualifier == nil || qualifier.map(ExerciseMatcher.normalise) == "bodyweight" { return nil }
        return byName[b] ?? byWords[ExerciseMatcher.sortedWords(b)]
    }

    /// The custom exercise made for a name the catalog lacks.
    public static func custom(_ name: String) -> CatalogExercise {
        let key = normalise(name)
        let (_, qualifier) = split(name)
        let equipment = qualifier.flatMap { q -> Equipment? in
            let n = normalise(q)
            if n == "body weight" || n == "bodyweight" || n == "assisted" { return .bodyweight }
            if n == "cable" { return .cable }
            if n.hasSuffix("machine") { return .machine }
            return Equipment(rawValue: n)
        } ?? .other
        let trimmed = name.trimmingSpaces
        return CatalogExercise(id: "custom-" + (key.isEmpty ? contentULID(epochSeconds: 0, content: name).lowercased() : key.replacingSpaces(with: "-")),
                               name: trimmed.isEmpty ? "Exercise" : trimmed, category: .custom, equipment: equipment, primary: [])
    }
}

extension String {
    func replacingSpaces(with text: String) -> String {
        split(separator: " ").joined(separator: text)
    }
}
