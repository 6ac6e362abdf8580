import Domain

extension Keymap {
    /// The History tab's rows: the list of sessions, the calendar and a session open, each
    /// with the keys every screen shares.
    static func historyRows(_ context: KeyContext) -> [Binding] {
        // E opens the list of exercises logged from the list and the calendar (not over a session's edits).
        let exercises = context == .sessionDetail ? [] : [Binding([.char("E")], "E", .exerciseList, "Every exercise logged: its progress", hint: "exercises",
                                                                  details: "How many sessions had a set of it logged or its step checked off, and the last day (one only planned is left out), searched as you type; the chosen one opens its progress page")]
        return historyOwnRows(context) + exercises + (context == .sessionDetail ? [] : [openBody]) + everyScreen
    }

    /// The History tab's own rows: the list, the calendar and a session's detail.
    private static func historyOwnRows(_ context: KeyContext) -> [Binding] {
        let filter = Binding([.char("f")], "f", .cycleFilter, "Show one split, the next, then all", hint: "split")
        let repeatWorkout = Binding([.char("r")], "r", .repeatWorkout, "Start this workout again",
                                    details: "It asks first. The session's split, with its exercises in its order, each with as many sets as were logged and the reps of its first working set; weights as in any workout (the plan's, else last time's)")
        switch context {
        case .historyCalendar:
            return [
                Binding([.left, .char("h")], "←/h", .left, "Previous month", hint: "month"),
                Binding([.right, .char("l")], "→/l", .right, "Next month"),
                Binding([.down, .char("j")], "↓/j", .down, "Next day with a session", hint: "day"),
                Binding([.up, .char("k")], "↑/k", .up, "Previous day with a session"),
                Binding([.enter], "Enter", .open, "Open the day's session(s)", hint: "open",
                        details: "Its session, or the list at that day when it had several"),
                filter,
                Binding([.char("v")], "v", .switchView, "Show the session list", hint: "list"),
                Binding([.char("q"), .escape], "q", .back, "Back to Home", hint: "back"),
            ]
        case .sessionDetail:
            return moveKeys("exercises and their sets") + [
                Binding([.char("e"), .enter], "e", .editSet, "Edit the set's reps, weight, RPE", hint: "edit"),
                Binding([.char("a")], "a", .addSet, "Add a set to the exercise", hint: "add"),
                Binding([.char("d")], "d", .deleteSet, "Delete the set", hint: "del set", details: "It asks first"),
                Binding([.char("p")], "p", .togglePartial, "Mark partial or complete", hint: "partial"),
                Binding([.char("m")], "m", .moveSession, "Move to another date and time", hint: "move"),
                Binding([.char("D")], "D", .deleteSession, "Delete the session (asks)", hint: "delete",
                        details: "Kept as a tombstone for export and merge. Streaks, stats, records and the rotation follow every change at once"),
                Binding([.char("P")], "P", .openExercisePage, "The exercise's progress: charts, records", hint: "progress",
                        details: "Exercises of a superset or circuit read A1, A2"),
                Binding([.char("N")], "N", .sessionNote, "Edit the session's note", hint: "note",
                        details: "Shown whole at the top of the session, and in the list beside its split"),
                Binding([.char("n")], "n", .note, "Edit the exercise's note",
                        details: "Of the exercise selected, or of the set's exercise"),
                repeatWorkout,
                Binding([.char("q"), .escape], "Esc", .back, "Back to the sessions", hint: "back"),
            ]
        default:
            return moveKeys("sessions") + [
                Binding([.pageDown], "PgDn", .pageDown, "A screen down"),
                Binding([.pageUp], "PgUp", .pageUp, "A screen up"),
                Binding([.char("g"), .home], "g", .first, "Newest session",
                        details: "The list is newest first: date, split, duration, sets, volume, partial (~ when narrow), ★ a record (heaviest weight or best e1RM of an exercise so far)"),
                Binding([.char("G"), .end], "G", .last, "Oldest session"),
                Binding([.enter], "Enter", .open, "Open the session", hint: "open"),
                filter,
                Binding([.char("/")], "/", .filterList, "Filter: sessions with an exercise or of a split", hint: "filter",
                        details: "A prompt at the bottom: the sessions whose split, or one of whose exercises, is named with the text typed (any case); Enter keeps it, Esc cancels"),
                Binding([.char("n")], "n", .nextMatch, "Next session matching (wraps around)"),
                Binding([.char("N")], "N", .previousMatch, "Previous session matching"),
                repeatWorkout,
                Binding([.char("v")], "v", .switchView, "Show the month calendar", hint: "calendar",
                        details: "A day shows its split's glyph, a shade for its volume and ✓ when the daily challenge was full (at every width, so it reads without colour); it shows every session, so a / filter is cleared"),
                Binding([.char("q"), .escape], "q", .back, "Clear the / filter, else back to Home", hint: "back"),
            ]
        }
    }
}
