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
        var held: [String: SetScheme] = [:]
        let mistakes = errors.count
        // Kept only whole: a rung misnamed is its own mistake, not the start's.
        defer {
            slot.ladder = errors.count == mistakes ? ids : []
            slot.heldRungs = errors.count == mistakes ? held : [:]
        }
        for written in rungs {
            let (rung, sets) = ProgramFileParser.heldSets(of: written)
            guard let found = exercise(rung) else { continue }
            if let sets {
                guard let planned = setGroup(sets) else { continue }
                guard planned.allSatisfy({ $0.seconds != nil && $0.percent == nil && $0.rpe == nil && !$0.amrap }) else {
                    fail(sets.column, "a rung's own sets are held for seconds, like `Support Hold 3x30s`"); continue
                }
                held[found.id] = SetScheme(planned)
            }
            guard found.load == .bodyweight || found.load == .assisted else {
                fail(rung.column, "a ladder's rungs are exercises of the body's weight or assisted: \(found.name) is loaded otherwise"); continue
            }
            guard !ids.contains(found.id) else { fail(rung.column, "\(found.name) is on the ladder twice"); continue }
            ids.append(found.id)
        }
    }

    /// A rung and the held sets written after its name (`Support Hold 3x30s`), when a last word
    /// begins with a digit.
    static func heldSets(of rung: Piece) -> (rung: Piece, sets: Piece?) {
        guard let space = rung.text.lastIndex(of: " "), rung.text[rung.text.index(after: space)...].first?.isNumber == true else { return (rung, nil) }
        let offset = rung.text.distance(from: rung.text.startIndex, to: space)
        return (Piece(raw: rung.text[..<space], column: rung.column),
                Piece(raw: rung.text[rung.text.index(after: space)...], column: rung.column + offset + 1))
    }

    /// A ladder moves on by double progression on one rep range, from the rung its line names.
    mutating func checkLadder(_ slot: ProgramSlot, schemes: [SetScheme], byWeek: Bool, column: Int, head: Int) {
        guard case .double = slot.rule, !byWeek, schemes.count == 1 else {
            fail(column, "a ladder moves on when every set reaches the top of one rep range: write its sets like 3x5-8"); return
        }
        if !slot.exerciseID.isEmpty, !slot.ladder.contains(slot.exerciseID) {
            fail(head, "\(slot.name) is the rung this slot starts on: put it on its ladder")
        }
        if let last = slot.ladder.last, slot.heldRungs[last] != nil {
            fail(column, "a ladder's last rung adds weight to its reps: a held rung needs a harder rung after it")
        }
    }
}
