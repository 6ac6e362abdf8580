import Domain

extension Keymap {
    /// Home's rows: the workout cards, the daily challenge, and the way back to a workout running.
    static func homeRows(workoutRunning: Bool, challengeTarget: Int, moving overrides: KeyOverrides) -> [Binding] {
        // With a workout running, the way back to it comes first so it never drops off a narrow hint bar.
        return (workoutRunning ? [Binding([.char("w")], "w", .resumeWorkout, "Back to the running workout", hint: "workout")] : [])
        + [
            Binding([.enter], "Enter", .open, "Start the selected workout", hint: "start",
                    details: "It asks first (\"Start Day A — Upper Strength?\")"),
            Binding([.char("c")], "c", .challengeAdd, "Add a daily challenge set", hint: "+challenge",
                    details: "Up to the day's target (\(DailyChallenge.defaultTarget) unless Settings say otherwise)"),
            Binding([.char("C")], "C", .challengeCorrect, "Correct today's sets (then \(challengeDigitRun(upTo: challengeTarget, moving: overrides)))", hint: "fix"),
        ]
        + [
            Binding([.left, .char("h"), .up, .char("k")], "←/h", .left, "Previous workout card",
                    details: "The first card is an end: the choice does not wrap around"),
            Binding([.right, .char("l"), .down, .char("j")], "→/l", .right, "Next workout card",
                    details: "The next workout in rotation is marked Next; the last card is an end"),
        ] + everyScreen + [
            // Esc does not quit: it is the key that closes questions, and is easily pressed twice.
            Binding([.char("q")], "q", .quit, "Quit; a running workout is kept", hint: "quit"),
        ]
    }
}
