import Domain

/// A slot line's two forms that tie weights together: a ramp (`5x5 ramp 12.5%`, each set below
/// the top a share of the slot's own weight) and a slot that follows another
/// (`5x5@90% of [I]`, percentages of that slot's target).
extension ProgramFileParser {
    /// A slot that follows another, checked once the whole file is read: where it is written
    /// and the slot it names.
    struct Follow {
        var key: String
        var followed: String
        var title: String
        var line: Int
        var column: Int
    }

    /// The sets of a slot line without a trailing `of [TAG]`, and the tag it names; nil after
    /// a mistake.
    mutating func followed(_ piece: Piece) -> (sets: Piece, tag: String?, last: Bool)? {
        let parts = piece.split(" of ")
        guard parts.count > 1 else { return (piece, nil, false) }
        let how = "a slot follows another by its tag, after the sets: write `5x5@90% of [I]` or `3@102.5% of last [M]`"
        guard parts.count == 2 else { fail(parts[2].column, how); return nil }
        var reference = parts[1].text
        let last = parts[1].words.count == 2 && keyword(parts[1].words[0], is: "last")
        if last { reference = parts[1].words[1] }
        guard reference.count > 2, reference.hasPrefix("["), reference.hasSuffix("]"),
              !reference.dropFirst().dropLast().contains(where: { $0 == "[" || $0 == "]" }) else {
            fail(parts[1].column, how); return nil
        }
        return (parts[0], String(reference.dropFirst().dropLast()), last)
    }

    /// The checks of a slot that follows [TAG]: percentages, no stages or ramp of its own, and
    /// none of the options that move a slot's own weight.
    mutating func checkFollowing(_ tag: String, schemes: [SetScheme], byWeek: Bool, items: ArraySlice<Piece>, column: Int) {
        let sets = schemes.flatMap(\.sets)
        if !sets.contains(where: { $0.percent != nil }) { fail(column, "a slot that follows [\(tag)] needs percentages of it, like `5x5@90% of [\(tag)]`") }
        if !byWeek, schemes.count > 1 { fail(column, "a slot that follows [\(tag)] has no stages: its weights move with [\(tag)]'s") }
        if sets.contains(where: { $0.share != nil }) { fail(column, "a ramp is of a slot's own weight: a slot that follows [\(tag)] writes each set's percentage") }
        let own: Set<String> = ["linear", "double", "tm", "rpe", "same", "deload", "restart", "add", "start"]
        for item in items where own.contains(item.firstWord.word.lowercased()) {
            fail(item.column, "a slot that follows [\(tag)] takes its weights from it: `\(item.firstWord.word)` belongs on [\(tag)]'s line")
        }
    }

    /// Each slot that follows another names a slot of the program that is not itself, and no
    /// chain of them goes round or runs longer than the limit.
    mutating func checkFollows() {
        let keys = Set(days.flatMap(\.slots).map(\.progressionKey))
        var leaders: [String: String] = [:]
        for follow in follows where leaders[follow.key] == nil { leaders[follow.key] = follow.followed }
        for follow in follows {
            let tag = String(follow.followed.prefix { $0 != "|" })
            lineNumber = follow.line
            if follow.followed == follow.key {
                fail(follow.column, "\(follow.title) follows itself: write the slot it is a share of, like `of [I]`, or a rule of its own")
            } else if !keys.contains(follow.followed) {
                fail(follow.column, "no slot [\(tag)] of this exercise to follow: tag the slot this one is a share of, like `[\(tag)] \(follow.title.split(separator: " ", maxSplits: 1).last ?? ""): 1x5`")
            } else {
                var chain = [follow.key], next = follow.followed
                while let after = leaders[next], chain.count <= Limits.following {
                    if chain.contains(next) { break }
                    chain.append(next)
                    next = after
                }
                // A chain into a circle of others is not this slot's mistake: theirs is reported.
                if next == follow.key {
                    fail(follow.column, "\(follow.title) follows a slot that follows it back: one of them needs a rule of its own")
                } else if !chain.contains(next), chain.count > Limits.following {
                    fail(follow.column, "\(follow.title) follows a chain of more than \(Limits.following) slots: follow one nearer the start")
                }
            }
        }
        lineNumber = 0
    }

    /// `5x5 ramp 12.5%` (written without spaces by then: `5x5ramp12.5%`): the sets, each below
    /// the top `step` of the top set lighter than the next.
    mutating func ramp(_ group: Piece, sets: String, step: String) -> [PlannedSet]? {
        let how = "write a ramp like `5x5 ramp 12.5%`: each set before the top one 12.5% of the top set lighter"
        guard step.hasSuffix("%"), let percent = number(String(step.dropLast())), !sets.contains("@") else { fail(group.column, how); return nil }
        guard var planned = setGroup(Piece(text: sets, column: group.column)) else { return nil }
        guard planned.count > 1, planned.allSatisfy({ $0.seconds == nil }) else { fail(group.column, "a ramp is two sets or more of reps, like `5x5 ramp 12.5%`"); return nil }
        guard percent > 0, percent <= Limits.rampStep, Double(planned.count - 1) * percent < 100 else {
            fail(group.column, "a ramp's step is more than 0% and at most \(plateNumber(Limits.rampStep))%, and leaves its first set above 0% of the top, not \(step)")
            return nil
        }
        for i in planned.indices { planned[i].share = 1 - Double(planned.count - 1 - i) * percent / 100 }
        return planned
    }
}
