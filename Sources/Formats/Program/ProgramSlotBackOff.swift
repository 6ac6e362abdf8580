import Domain

/// Back-off sets whose number the reps of the day's max-reps set decide
/// (`3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5`): read as the most sets any band gives, each
/// knowing its place, so the tracker offers only as many as the reps logged earned.
extension ProgramFileParser {
    static let backOffExample = "like `3@80% -2.5 by MR: 10+ x10 8+ x8 7+ x5`"

    mutating func backOff(_ group: Piece) -> [PlannedSet]? {
        // "… by MR: 10+ x10 …", the colon attached to `MR`, apart or left out.
        let words = group.text.split(whereSeparator: \.isWhitespace)
        let lower = words.map { $0.lowercased() }
        guard let by = lower.indices.dropLast().first(where: { lower[$0] == "by" && lower[$0 + 1].hasPrefix("mr") }) else { return nil }
        var tokens = Array(lower[(by + 2)...])
        let attached = lower[by + 1].dropFirst(2)
        if attached.hasPrefix(":") {
            if attached.count > 1 { tokens.insert(String(attached.dropFirst()), at: 0) }
        } else if !attached.isEmpty {
            tokens.insert(String(attached), at: 0)
        } else if let first = tokens.first, first.hasPrefix(":") {
            if first.count > 1 { tokens[0] = String(first.dropFirst()) } else { tokens.removeFirst() }
        }
        let bad = { (self: inout ProgramFileParser, message: String) -> [PlannedSet]? in
            self.fail(group.column, "\(message): write back-off sets by the max-reps set's reps \(ProgramFileParser.backOffExample)")
            return nil
        }
        guard !tokens.isEmpty, tokens.count % 2 == 0 else { return bad(&self, "each band is reps and sets") }
        guard tokens.count / 2 <= Limits.repsBands.upperBound else { return bad(&self, "at most \(Limits.repsBands.upperBound) bands") }
        var bands: [BackOffSet.Band] = []
        for i in stride(from: 0, to: tokens.count, by: 2) {
            let reps = tokens[i], sets = tokens[i + 1].replacing("×", with: "x")
            guard reps.hasSuffix("+"), sets.hasPrefix("x"), let r = count(String(reps.dropLast())), let n = count(String(sets.dropFirst())) else {
                return bad(&self, "cannot read the band \"\(tokens[i]) \(tokens[i + 1])\"")
            }
            guard Limits.reps.contains(r), Limits.sets.contains(n) else { return bad(&self, "a band's reps are 1 to 100 and its sets 1 to 20") }
            guard bands.last.map({ r < $0.reps }) ?? true else { return bad(&self, "bands go from the most reps down") }
            bands.append(BackOffSet.Band(reps: r, sets: n))
        }
        let head = Piece(text: words[..<by].joined(separator: " "), column: group.column)
        guard let read = setGroup(head) else { return nil }
        guard read.count == 1, let set = read.first, !set.amrap, !set.repMax, set.repMaxShare == nil, set.share == nil, set.seconds == nil else {
            return bad(&self, "the back-off set is one set of reps, with its weight")
        }
        let most = bands.map(\.sets).max() ?? 0
        return (1...most).map { index in
            var each = set
            each.backOff = BackOffSet(index: index, bands: bands)
            return each
        }
    }

    /// One stage's or week's sets: its back-off sets after the one max-reps set they read.
    mutating func checkBackOff(_ sets: [PlannedSet], column: Int) {
        guard let first = sets.firstIndex(where: { $0.backOff != nil }) else { return }
        let maxReps = sets.indices.filter { sets[$0].maxReps }
        if maxReps.count != 1 || maxReps[0] > first {
            fail(column, "back-off sets by max reps follow the week's one max-reps set: write it before them, like `MR10@80%, 3@80% -2.5 by MR: 10+ x10 7+ x5`")
        }
    }

    /// `MR10@80% cut 2.5% under 8`: a max-reps set that, short of 8 reps, cuts the training max
    /// by 2.5% for the rest of the cycle.
    mutating func maxCut(_ group: Piece) -> [PlannedSet]? {
        let fail = { (self: inout ProgramFileParser, message: String) -> [PlannedSet]? in
            self.fail(group.column, "\(message): write a cut of the max after a max-reps set, like `MR10@80% cut 2.5% under 8`")
            return nil
        }
        let all = group.text.split(whereSeparator: \.isWhitespace)
        guard let cut = all.dropFirst().firstIndex(where: { $0.lowercased() == "cut" }) else { return nil }
        let words = all[(cut + 1)...].map { $0.lowercased() }
        guard words.count == 3, words[0].hasSuffix("%"), words[1] == "under", let share = number(String(words[0].dropLast())),
              let under = count(words[2]) else { return fail(&self, "cannot read the cut") }
        guard share > 0, share <= Limits.cut else { return fail(&self, "a cut is more than 0% and at most \(plateNumber(Limits.cut))%") }
        guard Limits.reps.contains(under) else { return fail(&self, "reps are 1 to 100") }
        let head = Piece(text: all[..<cut].joined(separator: " "), column: group.column)
        guard var sets = setGroup(head) else { return nil }
        guard sets.count == 1, sets[0].maxReps else { return fail(&self, "only a max-reps set cuts the max") }
        sets[0].cut = MaxCut(share: share / 100, under: under)
        return sets
    }
}
