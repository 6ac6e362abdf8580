import Domain

/// FitNotes files every exercise under a category: its own (Chest, Back, Shoulders, Biceps,
/// Triceps, Legs, Abs, Cardio) or one the lifter made. A custom exercise made for a name the
/// catalog lacks trains the muscle group its category names, so it counts in the body map.
extension ForeignWorkouts {
    /// The regions of the muscle group, or the one region, a category names (any case, plural
    /// or not: "Chest", "Abs" the core, "Glutes"); nil for one that names none ("Cardio").
    static func regions(ofCategory category: String, in catalog: Catalog) -> [String]? {
        func key(_ text: String) -> String {
            let words = ExerciseNames.normalise(text)
            return words.hasSuffix("s") ? String(words.dropLast()) : words
        }
        let wanted = key(category)
        guard !wanted.isEmpty else { return nil }
        // FitNotes' Abs, and the names lifters give the core.
        let group = ["ab": "core", "abdominal": "core"][wanted] ?? wanted
        if let found = catalog.groups.first(where: { key($0.name) == group || $0.id == group }) { return found.regions.map(\.id) }
        // A region by its label alone ("Glutes", "Lats", "Upper Back"), never by a name within
        // its group: "Upper" is a day, not the upper chest.
        return catalog.groups.flatMap(\.regions).first { key($0.label) == wanted }.map { [$0.id] }
    }
}
