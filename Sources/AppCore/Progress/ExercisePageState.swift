import Domain

/// The exercise page: one catalog exercise's progress, over whatever was in front.
public struct ExercisePageState: Equatable, Sendable {
    public var exerciseID: String
    /// The title to show until the catalog is read (the step's or the list's).
    public var title: String
    /// Nil until read.
    public var progress: ExerciseProgress?
    public var range: ProgressRange = .year
    /// The first row shown of the page.
    public var scroll = 0

    public init(exerciseID: String, title: String) {
        self.exerciseID = exerciseID
        self.title = title
    }
}

/// Opens the page of the catalog exercise `exerciseID` over the screen in front, and asks for
/// its data. Any screen may call it (the Exercise screen, the list of exercises logged, a
/// session's detail).
public func openExercisePage(_ state: inout AppState, exerciseID: String, title: String? = nil) -> [Effect] {
    let name = state.catalog.exercise(exerciseID)?.name ?? title ?? exerciseID
    state.exercisePage = ExercisePageState(exerciseID: exerciseID, title: name)
    return [.load(.exerciseProgress(exerciseID))]
}

/// What a load read for the page: kept when it is still the exercise shown.
func applyExerciseProgress(_ state: inout AppState, _ progress: ExerciseProgress) {
    guard state.exercisePage?.exerciseID == progress.exerciseID else { return }
    state.exercisePage?.progress = progress
}

/// Reads the open page again (another process wrote).
func exercisePageReloads(_ state: AppState) -> [Effect] {
    state.exercisePage.map { [.load(.exerciseProgress($0.exerciseID))] } ?? []
}
