import Domain

/// What follows the weight on a `tm` line: `+2.5 per cycle`, `+5 per week`, and
/// `by 1+: 0-1 +0, 2-3 +2.5, 4-5 +5, 6+ +7.5` (last, since its bands are written with commas).
extension ProgramFileParser {
    mutating func raises(_ parts: ArraySlice<Piece>, into max: inout TrainingMax) {
        var given: Set<String> = []
        var rest = parts
        while let part = rest.popFirst() {
            let words = part.words
            if let first = words.first, keyword(first, is: "by") {
                max.byReps = repsRaise(part, bands: Array(rest))
                return
            }
            guard words.count == 3, keyword(words[1], is: "per"), keyword(words[2], is: "cycle") || keyword(words[2], is: "week"),
                  words[0].hasPrefix("+"), let value = number(String(words[0].dropFirst())) else {
                fail(part.column, "after the weight write `+RAISE per cycle`, for example `+2.5 per cycle`"); return
            }
            let per = words[2].lowercased()
            guard given.insert(per).inserted else { fail(part.column, "the raise per \(per) is written twice"); return }
            guard value <= Limits.step else {
                fail(part.column, "a raise is at most \(plateNumber(Limits.step)) \(unit.rawValue) a \(per), not \(words[0])"); return
            }
            if per == "cycle" { max.raisePerCycle = unit.toKilograms(value) } else { max.raisePerWeek = unit.toKilograms(value) }
        }
    }

    /// `by 1+: 0-1 +0` and the bands after it; nil after a mistake, each reported.
    mutating func repsRaise(_ head: Piece, bands more: [Piece]) -> RepsRaise? {
        let how = "write the raise by a set's reps as `by 1+: 0-1 +0, 2-3 +2.5, 4-5 +5, 6+ +7.5`"
        let sides = head.split(":")
        let set = sides[0].words
        guard sides.count == 2, set.count == 2, set[1].hasSuffix("+"), let reps = count(String(set[1].dropLast())) else {
            fail(head.column, how); return nil
        }
        guard Limits.reps.contains(reps) else { fail(head.column, "the set is 1+ to 100+ reps, not \(set[1])"); return nil }
        let written = [sides[1]] + more
        guard Limits.repsBands.contains(written.count) else {
            fail(head.column, "a raise by reps has 1 to \(Limits.repsBands.upperBound) bands, not \(written.count)"); return nil
        }
        var bands: [RepsBand] = []
        for piece in written {
            guard let band = repsBand(piece) else { return nil }
            if let last = bands.last {
                guard let high = last.high else { fail(piece.column, "a band after `\(last.low)+` is never reached: that one is last"); return nil }
                guard band.low > high else { fail(piece.column, "the bands go up and do not overlap: \(piece.text) starts at or below \(high)"); return nil }
            }
            bands.append(band)
        }
        return RepsRaise(reps: reps, bands: bands)
    }

    /// `2-3 +2.5`, `6+ +7.5`, `0 +0`, and a cut: `0-3 -10%`.
    mutating func repsBand(_ piece: Piece) -> RepsBand? {
        let words = piece.words
        let how = "write a band of reps and its raise as `2-3 +2.5`, `6+ +7.5` for six or more, or a cut as `0-3 -10%`, not \"\(piece.text)\""
        guard words.count == 2 else { fail(piece.column, how); return nil }
        var raise = 0.0, cut: Double?
        if words[1].hasPrefix("-"), words[1].hasSuffix("%") {
            guard let share = number(String(words[1].dropFirst().dropLast())) else { fail(piece.column, how); return nil }
            guard share > 0, share < 100 else { fail(piece.column, "a cut is more than 0% and less than 100%, not \(words[1])"); return nil }
            cut = share / 100
        } else {
            guard words[1].hasPrefix("+"), let value = number(String(words[1].dropFirst())) else { fail(piece.column, how); return nil }
            guard value <= Limits.step else { fail(piece.column, tooBig("a raise", words[1])); return nil }
            raise = value
        }
        var text = words[0]
        var open = false
        if text.hasSuffix("+") { open = true; text.removeLast() }
        let ends = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard !(open && ends.count > 1), ends.count <= 2, let low = ends.first.flatMap({ count($0) }) else { fail(piece.column, how); return nil }
        let high = open ? nil : ends.count == 2 ? count(ends[1]) : low
        guard open || high != nil else { fail(piece.column, how); return nil }
        guard low <= Limits.reps.upperBound, (high ?? low) <= Limits.reps.upperBound else { fail(piece.column, "reps are 0 to 100, not \(words[0])"); return nil }
        guard (high ?? low) >= low else { fail(piece.column, "a band of reps goes up, like 2-3, not \(words[0])"); return nil }
        return RepsBand(low: low, high: high, raise: unit.toKilograms(raise), cut: cut)
    }
}
