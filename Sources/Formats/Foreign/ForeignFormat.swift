import Domain

/// Another app's CSV export, recognised by its header.
public enum ForeignFormat: String, Sendable, CaseIterable {
    case strong = "Strong"
    case hevy = "Hevy"
    case fitNotes = "FitNotes"
    case fitbod = "Fitbod"
    case liftosaur = "Liftosaur"
    case gymBook = "GymBook"
}

extension ForeignHeader {
    /// Which app wrote a file with this header, or nil.
    var format: ForeignFormat? {
        let names = self.names
        if names.isSuperset(of: ["date", "workout name", "exercise name", "set order", "reps"]) { return .strong }
        if names.isSuperset(of: ["title", "start_time", "exercise_title", "set_type", "reps"]) { return .hevy }
        if names.isSuperset(of: ["date", "exercise", "category", "reps"]) { return .fitNotes }
        if names.isSuperset(of: ["date", "exercise", "reps", "iswarmup"]) { return .fitbod }
        if names.isSuperset(of: ["workout datetime", "exercise", "completed reps", "required reps"]) { return .liftosaur }
        if names.isSuperset(of: ["date", "time", "exercise", "set kind", "reps / time", "weight / distance"]) { return .gymBook }
        return nil
    }
}
