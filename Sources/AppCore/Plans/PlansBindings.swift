import Domain

extension Keymap {
    /// The Plans tab's rows: the list of splits.
    static func plansRows() -> [Binding] {
        return moveKeys("splits") + [
            Binding([.enter], "Enter", .open, "Show the split's exercises", hint: "open"),
            // a, as "add" elsewhere: n and N step through the / filter's matches, as on History.
            Binding([.char("a")], "a", .newSplit, "New split", hint: "new"),
            Binding([.char("e")], "e", .edit, "Edit name, colour, glyph, rotation", hint: "edit",
                    details: "And its description, duration and daily challenge; a glyph another split has is refused"),
            Binding([.char("r")], "r", .toggleRotation, "Put in or take out of the rotation", hint: "rotation"),
            Binding([.char("g")], "g", .editGroups, "Choose its muscle groups", hint: "groups"),
            Binding([.char("S")], "S", .starterSplits, "Add a starter split (Push, Pull…)", hint: "starter",
                    details: "Made from the catalog"),
            Binding([.char("K")], "K", .moveItemUp, "Move the split up"),
            Binding([.char("J")], "J", .moveItemDown, "Move the split down"),
            Binding([.char("D")], "D", .delete, "Delete the split (asks)", details: "Sessions logged with it stay"),
            Binding([.char("/")], "/", .filterList, "Filter: splits of a name or with an exercise", hint: "filter",
                    details: "A prompt at the bottom: the splits whose name or title, or one of whose exercises, is named with the text typed (any case); Enter keeps it, Esc cancels. Splits move up and down only when every one is shown"),
            Binding([.char("p")], "p", .showPrograms, "The programs: built in and yours", hint: "programs",
                    details: "Each with its source, length, days a week and who it suits; preview, start, switch, stop or remove one"),
            Binding([.char("n")], "n", .nextMatch, "Next split matching (wraps around)"),
            Binding([.char("N")], "N", .previousMatch, "Previous split matching"),
        ] + everyScreen + [
            Binding([.char("q"), .escape], "q", .back, "Clear the / filter, else back to Home", hint: "back"),
        ]
    }
}
