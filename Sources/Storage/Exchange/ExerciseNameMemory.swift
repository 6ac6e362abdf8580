import Domain
import Formats

/// The exercise another app's exercise names went to, remembered so every later import sends them to the same one.
extension Store {
    /// The exercise each of another app's exercise names went to on earlier imports, by id.
    public func rememberedExerciseNames() throws -> [String: String] {
        try read("read the exercise names of earlier imports") {
            var names: [String: String] = [:]
            for row in try db.rows("SELECT name, exercise_id FROM foreign_exercise_names") {
                names[try row.requiredString("name", table: "foreign_exercise_names")] =
                    try row.requiredString("exercise_id", table: "foreign_exercise_names")
            }
            return names
        }
    }

    /// Names matched for the first time are remembered; one matched before keeps its exercise.
    func rememberExerciseNames(_ names: [String: String]) throws {
        for (name, exercise) in names {
            try db.execute("INSERT OR IGNORE INTO foreign_exercise_names (name, exercise_id) VALUES (?, ?)", [name, exercise])
        }
    }

}
