import Domain

extension Keymap {
    /// The rows of a split open on the Plans tab: its exercises.
    static func planStepsRows() -> [Binding] {
        return moveKeys("exercises") + [
            Binding([.char("a")], "a", .addExercise, "Add an exercise from the catalog", hint: "add",
                    details: "Or type a new exercise"),
            Binding([.enter, .char("e")], "Enter/e", .edit, "Open the exercise's form: sets, reps, weight, rest", hint: "edit",
                    details: "And its kind, its own weight step and its rule: none (more weight offered once every set reached its reps), linear, double, % of TM, RPE or fixed, with the rule's numbers"),
            Binding([.char("x")], "x", .delete, "Remove the exercise (asks)", hint: "remove"),
            Binding([.char("K")], "K", .moveItemUp, "Move the exercise up", hint: "up"),
            Binding([.char("J")], "J", .moveItemDown, "Move the exercise down", hint: "down"),
            Binding([.char("g")], "g", .linkSuperset, "Superset with the next exercise (again: split)", hint: "superset",
                    details: supersetDetails),
            // Named by the flash of an exercise typed by hand and its form, not the crowded hint bar.
            Binding([.char("m")], "m", .editMuscles, "The muscle regions of an exercise typed by hand",
                    details: "A checklist; a catalog exercise says what it trains"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Back to the splits", hint: "back"),
        ]
    }
}
