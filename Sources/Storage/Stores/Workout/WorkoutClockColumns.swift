import Domain
import Formats

/// A workout in progress's clock besides its start, as its session row keeps it: the time away
/// left out, when a long gap was last answered, and the rest counting down. Read for the
/// tracker and for a sync's export, written when a sync brings the workout.
extension Store {
    /// The clock of the session `row` (which selected the `rest_` and `away_` columns).
    static func workoutClock(from row: Row) throws -> ImportedWorkoutClock {
        var rest: RestPeriod?
        if let step = row.int("rest_step"), let total = row.int("rest_total") {
            rest = RestPeriod(stepIndex: step, countdown: Countdown(totalSeconds: total, elapsedBeforeStart: row.double("rest_elapsed") ?? 0,
                                                                   runningSince: row.double("rest_running_since")))
        }
        return ImportedWorkoutClock(awaySeconds: try row.requiredDouble("away_seconds", table: "sessions"),
                                    awayAnsweredAt: row.double("away_answered_epoch"), rest: rest)
    }

    /// Writes `clock` to the session row `id`, and each step's countdown running since
    /// (`timerRunningSince`, by position), leaving their stamps as the other machine made them.
    func writeWorkoutClock(_ clock: ImportedWorkoutClock, steps: [ImportedSessionStep], sessionID id: Int) throws {
        let rest = clock.rest
        try db.execute("""
            UPDATE sessions SET rest_step = ?, rest_total = ?, rest_elapsed = ?, rest_running_since = ?, away_seconds = ?,
                away_answered_epoch = ? WHERE id = ?
            """, [rest?.stepIndex, rest?.countdown.totalSeconds, rest?.countdown.elapsedBeforeStart, rest?.countdown.runningSince,
                  clock.awaySeconds, clock.awayAnsweredAt, id])
        for (position, step) in steps.enumerated() where step.timerRunningSince != nil {
            try db.execute("UPDATE session_steps SET timer_running_since = ? WHERE session_id = ? AND position = ?",
                           [step.timerRunningSince, id, position])
        }
    }
}
