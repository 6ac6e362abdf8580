/// What another process's commit changed, by what the screens read: a terminal reloads only
/// the loads these feed (a set logged elsewhere is not a reason to read the splits again).
public struct ChangedData: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Sessions, their steps and sets: finished and in progress.
    public static let workouts = ChangedData(rawValue: 1 << 0)
    /// Finished sessions, their steps and sets (one finished, deleted or edited): what the
    /// history, the bests and a program's place read. A set logged in a workout in progress is
    /// `workouts` alone.
    public static let finishedWorkouts = ChangedData(rawValue: 1 << 7)
    /// The daily challenge's days and counts.
    public static let challenge = ChangedData(rawValue: 1 << 1)
    public static let splits = ChangedData(rawValue: 1 << 2)
    /// Programs' plan files and starts.
    public static let programs = ChangedData(rawValue: 1 << 3)
    /// Weigh-ins and measurements.
    public static let body = ChangedData(rawValue: 1 << 4)
    public static let settings = ChangedData(rawValue: 1 << 5)
    /// Custom exercises and their regions.
    public static let exercises = ChangedData(rawValue: 1 << 6)

    public static let all: ChangedData = [.workouts, .finishedWorkouts, .challenge, .splits, .programs, .body, .settings, .exercises]
}
