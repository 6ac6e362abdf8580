import AppCore
import Storage

extension ChangedData {
    /// What the tables another process wrote (`Store.changedElsewhere`) feed.
    public init(tables: Set<String>) {
        self = []
        for table in tables {
            switch table {
            case "sessions", "session_steps", "set_logs": insert(.workouts)
            case Store.finishedWorkoutsCounter: insert(.finishedWorkouts)
            case "daily_challenge", "challenge_counts": insert(.challenge)
            case "splits", "split_steps": insert(.splits)
            case "programs": insert(.programs)
            case "body_measurements": insert(.body)
            case "settings": insert(.settings)
            case "exercises", "exercise_regions": insert(.exercises)
            default: self = .all // a table this build does not know: read everything back
            }
        }
    }
}
