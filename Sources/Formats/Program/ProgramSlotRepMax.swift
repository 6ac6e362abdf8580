import Domain

/// The checks of a set worked up to on the day (`1x10RM`) and of the sets at a share of it
/// (`3x6@85% RM`): the share needs that day's rep max before it, and the slot a rule that reads
/// no weight from its last workout.
extension ProgramFileParser {
    /// One stage's or week's sets: at most one rep max, before every share of it.
    mutating func checkRepMax(_ sets: [PlannedSet], column: Int) {
        let first = sets.firstIndex(where: \.repMax)
        if sets.filter(\.repMax).count > 1 {
            fail(column, "a week has one rep-max set: write the others as shares of it, like `1x6RM, 3x3@85% RM`")
        }
        if let share = sets.firstIndex(where: { $0.repMaxShare != nil }), first.map({ share < $0 }) ?? true {
            fail(column, "`@85% RM` is a share of the day's rep max: write the rep max before it, like `1x6RM, 3x3@85% RM`")
        }
    }

    /// A slot with a rep max is worked up to on the day, in weeks: `tm` for its percentages of a
    /// training max, else `same`.
    mutating func checkRepMaxSlot(_ slot: ProgramSlot, stages: Bool, column: Int) {
        if stages { fail(column, "a rep max is written in weeks (|), not stages (then)") }
        switch slot.rule {
        case .trainingMax, .fixed: break
        default: fail(column, "a rep max is worked up to on the day: its slot is `tm` (with percentages) or `same`, not another rule")
        }
    }
}
