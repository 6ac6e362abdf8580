import Domain

/// A ladder (`3x5-8, ladder Assisted Pull-Up > Pull-Up > Diamond…`): the exercises a slot climbs,
/// easiest first, each the next once every set reaches the top of the range.
extension ProgramFileParser {
    /// `ladder A > B > C` after `ladder`: each rung an exercise done with the body's weight or
    /// with assistance, none twice.
    mutating func ladder(_ argument: Piece, _ slot: inout ProgramSlot) {
        let rungs = argument.split(">")
        guard !argument.text.isEmpty, Limits.rungs.contains(rungs.count) else {
            fail(argument.column, "a ladder is 2 to 10 exercises, easiest first: `ladder Assisted Pull-Up > Pull-Up`"); return
        }
        var ids: [String] = []
        let mistakes = errors.count
        // Kept only whole: a rung misnamed is its own mistake, not the start's.
        defer { slot.ladder = errors.count == mistakes ? ids : [] }
        for rung in rungs {
            guard let found = exercise(rung) else { continue }
            guard found.load == .bodyweight || found.load == .assisted else {
                fail(rung.column, "a ladder's rungs are exercises of the body's weight or assisted: \(found.name) is loaded otherwise"); continue
            }
            guard !ids.contains(found.id) else { fail(rung.column, "\(found.name) is on the ladder twice"); continue }
            ids.append(found.id)
        }
    }

    /// A ladder moves on by double progression on one rep range, from the rung its line names.
    mutating func checkLadder(_ slot: ProgramSlot, schemes: [SetScheme], byWeek: Bool, column: Int, head: Int) {
        guard case .double = slot.rule, !byWeek, schemes.count == 1 else {
            fail(column, "a ladder moves on when every set reaches the top of one rep range: write its sets like 3x5-8"); return
        }
        if !slot.exerciseID.isEmpty, !slot.ladder.contains(slot.exerciseID) {
            fail(head, "\(slot.name) is the rung this slot starts on: put it on its ladder")
        }
    }
}
