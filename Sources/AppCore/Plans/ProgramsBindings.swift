import Domain

extension Keymap {
    /// The Plans tab's programs: the built-in ones and the lifter's own, one previewed or not.
    static func programsRows() -> [Binding] {
        return moveKeys("programs, or the preview's lines") + [
            Binding([.enter], "Enter", .open, "Show its next four workouts, or hide them", hint: "preview",
                    details: "Each with its targets, the next one with their reasons, as gymtrack program show prints them"),
            Binding([.char("s")], "s", .startProgram, "Start it, or switch to it", hint: "start",
                    details: "A program used before carries on at its place; one never started asks for the weights it needs (its ? blanks), offering some from your history. While a workout runs it asks first; the workout stays"),
            Binding([.char("x")], "x", .stopProgram, "Stop the program in use", hint: "stop",
                    details: "Home follows the rotation of splits again; the program stays here, at its place"),
            Binding([.char("e")], "e", .edit, "Edit its plan file in $VISUAL or $EDITOR", hint: "edit",
                    details: "Checked on save: with mistakes, each is shown with its line and column, the program stays as it was, and you may edit again. A built-in edited is saved as one of yours; the one in use takes the edit at once, keeping its place"),
            Binding([.char("D")], "D", .delete, "Remove one of yours (asks)",
                    details: "For good, on every machine a sync reaches; not the one in use. Its workouts stay in History"),
            Binding([.char("p")], "p", .showPrograms, "Back to the splits", hint: "splits"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Hide the preview, else back to the splits", hint: "back"),
        ]
    }
}
