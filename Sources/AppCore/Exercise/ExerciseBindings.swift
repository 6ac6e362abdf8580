import Domain

extension Keymap {
    /// The Exercise screen's rows: the running workout's sets, rest, notes and plan.
    static func exerciseRows(moving overrides: KeyOverrides) -> [Binding] {
        let heavier = Binding([.char("+"), .char("=")], "+", .adjustWeight(1), "One weight step heavier (the set just logged, else the next)",
                              details: "The exercise's own step, else 2.5 kg / 5 lb unless Settings say otherwise; shown beside \"Next:\". Right after a set, that set, also when it was its exercise's last and the cursor has gone on; on an exercise with nothing left to log, its last set; right after a warm-up, the working set about to be loaded (the warm-ups left ramp up to it)")
        let lighter = Binding([.char("-")], "-", .adjustWeight(-1), "One weight step lighter")
        let (up, down) = (overrides.label(of: heavier, in: .exercise), overrides.label(of: lighter, in: .exercise))
        return [
            Binding([.char(" ")], "Space", .completeSet, "Complete the next set or step", hint: "set",
                    details: "At what this session last logged for the exercise (a correction carries on); a first set takes the plan's weight, else last time's, else the warm-up's. \"Next:\" under the step says before every set what it will log (\"Next: 10 reps, no weight\" when no weight is known: \(up) sets one)"),
            Binding([.char("t")], "t", .toggleTimer, "Start/pause the step's timer", hint: "timer"),
            Binding([.char("e")], "e", .editSet, "Edit the last set's reps, weight, RPE", hint: "edit",
                    details: "Before any set: log the next one with them"),
            Binding([.char("u")], "u", .undoSet, "Undo the last set of the step", hint: "undo"),
            Binding([.char("f")], "f", .finish, "Finish and log the workout", hint: "finish",
                    details: "Below half the steps it asks \"Log as partial session?\"; if the session changed the plan, \"Save changes to the split?\""),
            Binding([.char("v")], "v", .showCoverage, "Muscle coverage checklist", hint: "coverage",
                    details: "✓/✗ per region of the split's groups, and every suggestion to add"),
            Binding([.char("s")], "s", .acceptSuggestion, "Add the suggested exercise", hint: "suggest",
                    details: "The first suggestion, as the screen names it (\"Missed: Triceps Long — add 2 × …\")"),
            Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add",
                    details: "Searched as you type"),
            Binding([.char("A")], "A", .addSet, "Add a set past the plan", hint: "+set",
                    details: "Once the planned sets are done (Space logs those): logged at once at the last working set's weight and reps, which +/- and >/< then correct. Right after a set, on that set's exercise, where the cursor has gone on from it; else on the selected one, as d and U"),
            Binding([.char("d")], "d", .addDropSet, "Add a drop set", hint: "drop",
                    details: "Under the last set, logged at once with its reps, a fifth lighter (down to what loads, at least one weight step; an assisted exercise one step more help), which +/- and >/< then correct. It takes no planned place and counts in volume and records, but never as a working weight: next session's weight, \"Last:\" and the progression read the set above it"),
            Binding([.char("U")], "U", .takeBackAddedSet, "Take back a set added",
                    details: "A drop set or a set past the plan: the one this terminal added last, by its id, so a set another terminal logged on the exercise meanwhile stays"),
            Binding([.char("x")], "x", .skipStep, "Skip the exercise (again: unskip)", hint: "skip"),
            Binding([.char("w")], "w", .swapExercise, "Swap the exercise (same muscles)", hint: "swap",
                    details: "For this session only: the list puts first those that share its primary regions and shows what each is done with, so you can choose what is free; sets already logged stay the original's, which is then done, and the new exercise takes the sets left"),
            Binding([.char("r")], "r", .stopRest, "End the rest now"),
            Binding([.char("]")], "]", .longerRest, "Lengthen the running rest",
                    details: "By the rest step of Settings (\(Settings.defaultRestStep) s unless set), up to \(ActiveWorkout.longestRestSeconds / 60) min in all"),
            Binding([.char("[")], "[", .shorterRest, "Shorten the running rest",
                    details: "By the same step; shortened past the time rested, the rest ends"),
            Binding([.char("R")], "R", .keepRest, "Keep this rest for next time",
                    details: "Its length becomes the rest of the exercise it follows, from its next set on and in the split's step (a program's rests stay as its plan file says: this workout only)"),
            Binding([.char("n")], "n", .note, "Write a note on the exercise"),
            Binding([.char("N")], "N", .sessionNote, "Write a note on the session", hint: "note",
                    details: "How it went, the gym, the sleep: shown in History's list and the session's page"),
            Binding([.char("m")], "m", .setNote, "Write a note on the last set",
                    details: "The set just logged of the selected exercise; the form's Set field picks another of its sets. Shown under its sets, on the session's page in History and on the exercise's progress page"),
            Binding([.char("L")], "L", .toggleSides, "A side at a time (again: both)",
                    details: "Before the exercise's first working set: each set then logs a left and a right (10/10). For this session; Finish offers it to the split"),
            Binding([.char("K")], "K", .moveItemUp, "Move the exercise up"),
            Binding([.char("J")], "J", .moveItemDown, "Move the exercise down"),
            heavier,
            lighter,
            Binding([.char(">")], ">", .adjustReps(1), "One rep more", details: "On the set just logged (also its exercise's last), or the last of an exercise with nothing left to log, else on the next"),
            Binding([.char("<")], "<", .adjustReps(-1), "One rep fewer"),
            Binding([.char("p")], "p", .acceptProgression, "Take the weight offered (↑)",
                    details: "Offered when every set reached its reps last time"),
            Binding([.char("g")], "g", .linkSuperset, "Superset with the next exercise (again: split)",
                    details: supersetDetails),
            Binding([.char("i")], "i", .setWeightStep, "This exercise's weight step (\(up)/\(down))",
                    details: "Its own (dumbbells 2 kg, a machine 5 kg), in your unit; empty goes back to Settings'"),
            Binding([.char("P")], "P", .openExercisePage, "The exercise's progress: charts and records"),
            Binding([.char("D")], "D", .discard, "Discard the workout (asks)"),
        ] + moveKeys("steps") + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Home; workout keeps running", hint: "home"),
        ]
    }

    /// What `g` does to supersets, beyond its line in the help overlay.
    static let supersetDetails = "A third exercise makes a circuit; on the last exercise of a group it splits that one off"
}
