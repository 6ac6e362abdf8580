import Domain

/// A key press, decoded by the backend.
public enum Key: Hashable, Sendable {
    case char(Character)
    case enter, escape, tab, backTab, backspace
    case up, down, left, right, pageUp, pageDown, home, end
}

/// Everything that can happen to the app.
public enum Msg: Sendable {
    case key(Key)
    /// The clock moved; sent at least every second while a timer shows, and at midnight.
    case tick(Moment)
    case resize(width: Int, height: Int)
}

/// Work for the runtime: persistence and the bell. Each effect that writes is committed
/// before the screen that shows its result is drawn; a failure restores the previous state.
public enum Effect: Equatable, Sendable {
    case beginWorkout(ActiveWorkout)
    case saveWorkout(ActiveWorkout, challengeDelta: ChallengeDelta?)
    case finishWorkout(ActiveWorkout, partial: Bool, at: Moment)
    case discardWorkout(ActiveWorkout)
    case setChallenge(Day, sets: Int)
    case saveSetting(key: String, value: String)
    /// Every split as on screen, in order (new ones have an empty uid and get one).
    case saveSplits([Split])
    case deleteSplit(uid: String)
    /// An exercise typed by hand, added to the catalog.
    case addExercise(CatalogExercise)
    case bell
    case quit
}

/// A change of one day's challenge count, made together with a workout save.
public struct ChallengeDelta: Equatable, Sendable {
    public var day: Day
    public var delta: Int
    public init(day: Day, delta: Int) { self.day = day; self.delta = delta }
}
