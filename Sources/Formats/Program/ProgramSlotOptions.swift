import Domain

/// A slot line's options, set schemes and values.
extension ProgramFileParser {

    func isScheme(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.split(separator: " ").allSatisfy { word in
            word == "then" || word == "|" || word.first.map { $0.isNumber || "@|-+".contains($0) } ?? true
                // A max-reps set: `MR`, `MR10`, `MR10@80% -2.5 | -`.
                || word.hasPrefix("mr") && word.dropFirst(2).first.map { $0.isNumber || $0 == "@" } ?? true
                || word == "cut" || word == "under"
        }
    }

    /// The rules a slot may have one of, and the other options it may give once.
    static let ruleNames: Set<String> = ["linear", "double", "tm", "rpe", "same"]
    static let onceOptions: Set<String> = ["deload", "restart", "add", "jump", "start", "warmup", "rest", "superset", "ladder"]

    /// One option: a rule, a start, warm-ups, rest; a mistake is reported, and the line read on.
    mutating func option(_ item: Piece, _ slot: inout ProgramSlot, _ rule: inout ProgressionRule?, _ linear: inout LinearRule,
                         given: inout [String: String]) {
        let words = item.words
        let (first, argument) = item.firstWord
        let name = first.lowercased()
        let rules = ProgramFileParser.ruleNames, others = ProgramFileParser.onceOptions
        // One rule a slot, and each other option once.
        if rules.contains(name) || others.contains(name) {
            let kind = rules.contains(name) ? "rule" : name
            if let earlier = given[kind] {
                fail(item.column, rules.contains(name) ? "a slot has one rule: \(earlier) or \(first), not both" : "\(first) is written twice")
                return
            }
            given[kind] = first
        }
        if name == "tm", let of = argument.text.lowercased().hasPrefix("of ") ? argument.firstWord.rest : nil {
            if let exercise = exercise(of) { slot.maxOf = exercise.id }
            rule = .trainingMax
            return
        }
        if ["tm", "rpe", "same"].contains(name), !argument.text.isEmpty {
            fail(argument.column, "\(first) takes nothing after it"); return
        }
        func increment() -> Double?? {
            guard !argument.text.isEmpty else { return .some(nil) }
            guard argument.text.hasPrefix("+"), let value = number(String(argument.text.dropFirst()).trimmingSpaces) else {
                fail(argument.column, "an increment is written +2.5"); return nil
            }
            guard value <= Limits.step else { fail(argument.column, tooBig("an increment", argument.text)); return nil }
            return .some(unit.toKilograms(value))
        }
        switch name {
        case "linear":
            guard let step = increment() else { return }
            linear.increment = step
            rule = .linear(linear)
        case "double":
            guard let step = increment() else { return }
            rule = .double(increment: step)
        case "tm": rule = .trainingMax
        case "rpe": rule = .rpe
        case "same": rule = .fixed
        case "deload":
            // deload 10% after 3
            guard words.count == 4, words[1].hasSuffix("%"), let percent = number(String(words[1].dropLast())), keyword(words[2], is: "after"),
                  let after = count(words[3]) else {
                fail(item.column, "write a deload as `deload 10% after 3`"); return
            }
            guard percent > 0, percent < 100 else { fail(item.column, "a deload takes off more than 0% and less than 100%, not \(words[1])"); return }
            guard Limits.deloadAfter.contains(after) else { fail(item.column, "a deload comes after 1 to 20 misses in a row, not \(words[3])"); return }
            linear.deloadPercent = percent / 100
            linear.deloadAfter = after
        case "restart":
            let share = words.count >= 2 && words[1].hasSuffix("%") ? number(String(words[1].dropLast())) : nil
            if words.count == 3, keyword(words[1], is: "first"), words[2].hasPrefix("+"), let extra = number(String(words[2].dropFirst())) {
                guard extra <= Limits.step else { fail(item.column, tooBig("a restart's increment", words[2])); return }
                linear.restart = .firstStagePlus(unit.toKilograms(extra))
            } else if let share, words.count == 2 || (words.count == 4 && keyword(words[2], is: "of") && keyword(words[3], is: "5rm")) {
                guard share > 0, share <= 100 else { fail(item.column, "a restart is at more than 0% and at most 100%, not \(words[1])"); return }
                linear.restart = words.count == 2 ? .percent(share / 100) : .fiveRepMaxTest(share / 100)
            } else {
                fail(item.column, "write a restart as `restart 85%`, `restart 85% of 5RM` or `restart first +7.5`")
            }
        case "add":
            guard words.count == 3, keyword(words[1], is: "at"), let reps = count(words[2]) else {
                fail(item.column, "write `add at 25`: the reps of the last set that add weight"); return
            }
            guard Limits.reps.contains(reps) else { fail(item.column, "add at is 1 to 100 reps, not \(words[2])"); return }
            linear.addAt = reps
        case "jump":
            // jump at 10 +5
            guard words.count == 4, keyword(words[1], is: "at"), let reps = count(words[2]), words[3].hasPrefix("+"),
                  let extra = number(String(words[3].dropFirst())) else {
                fail(item.column, "write `jump at 10 +5`: the reps of the AMRAP set that add +5 instead of the increment"); return
            }
            guard Limits.reps.contains(reps) else { fail(item.column, "jump at is 1 to 100 reps, not \(words[2])"); return }
            guard extra <= Limits.step else { fail(item.column, tooBig("a jump", words[3])); return }
            linear.jumpAt = reps
            linear.jump = unit.toKilograms(extra)
        case "start":
            if argument.text == "?" {
                blanks.append(ProgramBlank(line: lineNumber, column: argument.column, label: "\(slot.title) starting weight"))
            } else if let weight = weightValue(argument) {
                slot.start = weight
            }
        case "warmup":
            guard let n = count(argument.text), Limits.warmups.contains(n) else { fail(argument.column, "warmup is a number of sets from 0 to 9"); return }
            slot.warmupSets = n
        case "ladder": ladder(argument, &slot)
        case "superset":
            guard let n = count(argument.text), Limits.superset.contains(n) else {
                fail(argument.column, "a superset is a number from 1 to 99: slots next to each other with the same one are done together"); return
            }
            slot.superset = n
        case "rest":
            guard let seconds = duration(argument.text) else { fail(argument.column, "write a rest as 90s or 3m"); return }
            guard Limits.rest.contains(seconds) else { fail(argument.column, "a rest is 1 second to 15 minutes, not \(argument.text)"); return }
            slot.restSeconds = seconds
        default:
            fail(item.column, "unknown option \"\(first)\": options are linear, double, tm, rpe, same, deload, restart, add at, jump at, start, warmup, rest, superset, ladder")
        }
    }

    func tooBig(_ what: String, _ written: String) -> String {
        "\(what) is at most +\(plateNumber(Limits.step)) \(unit.rawValue), not \(written)"
    }

    /// Stages ("then") or weeks (" | "), each a list of sets; nil after a mistake, each reported.
    mutating func schemes(_ piece: Piece) -> ([SetScheme], Bool)? {
        let weeks = piece.split("|")
        let byWeek = weeks.count > 1
        let parts = byWeek ? weeks : piece.split(" then ")
        if byWeek, piece.split(" then ").count > 1 { fail(piece.column, "a slot has stages (then) or weeks (|), not both"); return nil }
        let mistakes = errors.count
        if byWeek, weeks.count > Limits.weeks.upperBound {
            fail(piece.column, "\(weeks.count) weeks are written here: a program has at most \(Limits.weeks.upperBound)")
        }
        var result: [SetScheme] = []
        for part in parts {
            // `-` leaves the slot out of a week (`5@85% | - | 3@90%`); only a week may be left out.
            if part.text == "-" {
                if !byWeek { fail(part.column, "`-` leaves a slot out of a week: write it among weeks, like `5@85% | - | 3@90%`") }
                result.append(SetScheme([]))
                continue
            }
            var sets: [PlannedSet] = []
            let groups = part.split(",")
            for group in groups {
                let read = setGroup(group) ?? []
                if groups.count > 1, read.contains(where: { $0.share != nil }) {
                    fail(group.column, "a ramp is the only sets of its stage or week: write `5x5 ramp 12.5%` alone")
                }
                sets += read
            }
            checkRepMax(sets, column: part.column)
            checkBackOff(sets, column: part.column)
            if sets.count > Limits.sets.upperBound {
                fail(part.column, "\(sets.count) sets are written here, but an exercise has at most \(Limits.sets.upperBound) a workout")
            }
            result.append(SetScheme(sets))
        }
        if byWeek, result.allSatisfy(\.sets.isEmpty) {
            fail(piece.column, "every week is `-` here: a slot left out of every week is a line to delete")
        }
        return errors.count == mistakes ? (result, byWeek) : nil
    }

    /// `5x3+`, `3x8-12`, `5+@85%`, `5x10@50%`, `3x5@8`, `3x30s`, `10min`, `5x5 ramp 12.5%`.
    /// A group read once is known after (a program writes `10+@100% RM` a hundred times),
    /// and a file is read at every load of its program.
    mutating func setGroup(_ group: Piece) -> [PlannedSet]? {
        let key = unit.rawValue + " " + group.text
        if let known = groupsRead[key] { return known }
        let mistakes = errors.count
        let read = readSetGroup(group)
        if let read, errors.count == mistakes { groupsRead[key] = read }
        return read
    }

    private mutating func readSetGroup(_ group: Piece) -> [PlannedSet]? {
        var text = String(group.text.lowercased().compactMap { $0 == " " ? nil : $0 == "×" ? "x" : $0 })
        let bad = { (self: inout ProgramFileParser) -> [PlannedSet]? in
            self.fail(group.column, "cannot read the sets \"\(group.text)\": write them like 3x5, 5x3+, 3x8-12, 5@85%, 3x5@8 or 3x30s")
            return nil
        }
        let outside = { (self: inout ProgramFileParser, message: String) -> [PlannedSet]? in
            self.fail(group.column, "\(message), not \"\(group.text)\"")
            return nil
        }
        guard !text.isEmpty else { return bad(&self) }
        if text.contains("bymr") { return backOff(group) }
        if group.text.split(whereSeparator: \.isWhitespace).dropFirst().dropLast().contains(where: { $0.lowercased() == "cut" }) { return maxCut(group) }
        if let ramp = text.firstRange(of: "ramp") { return self.ramp(group, sets: String(text[..<ramp.lowerBound]), step: String(text[ramp.upperBound...])) }
        var count = 1
        if let x = text.firstIndex(of: "x") {
            guard let n = self.count(String(text[..<x])) else { return bad(&self) }
            guard Limits.sets.contains(n) else { return outside(&self, "sets are 1 to 20 a group") }
            count = n
            text = String(text[text.index(after: x)...])
        }
        var set = PlannedSet()
        if let at = text.firstIndex(of: "@") {
            let value = String(text[text.index(after: at)...])
            text = String(text[..<at])
            if value.hasSuffix("%rm") {
                guard let p = number(String(value.dropLast(3))) else { return bad(&self) }
                guard p > 0, p <= Limits.percent else { return outside(&self, "a percentage is more than 0% and at most 200%") }
                set.repMaxShare = p / 100
            } else if let sign = value.firstIndex(where: { $0 == "+" || $0 == "-" }), value[..<sign].hasSuffix("%") {
                // `3@90% -2.5`: a weight off (or on) the rounded percentage, in the file's unit.
                guard let p = number(String(value[..<sign].dropLast())), let w = number(String(value[value.index(after: sign)...])) else {
                    return outside(&self, "a weight on a percentage is written after it, like 3@90% -2.5 or 3@80% +2.5")
                }
                guard p > 0, p <= Limits.percent else { return outside(&self, "a percentage is more than 0% and at most 200%") }
                guard w <= Limits.step else { return outside(&self, "a weight on a percentage is at most \(plateNumber(Limits.step)) \(unit.rawValue)") }
                set.percent = p / 100
                set.offset = unit.toKilograms(value[sign] == "-" ? -w : w)
            } else if value.hasSuffix("%") {
                guard let p = number(String(value.dropLast())) else { return bad(&self) }
                guard p > 0, p <= Limits.percent else { return outside(&self, "a percentage is more than 0% and at most 200%") }
                set.percent = p / 100
            } else {
                guard let r = number(value) else { return bad(&self) }
                guard Limits.rpe.contains(r) else { return outside(&self, "an RPE is 1 to 10") }
                set.rpe = r
            }
        }
        if text.hasPrefix("mr") {
            // `MR10`: as many as possible, at most 10; `MR`: as many as possible, no minimum.
            guard count == 1, set.rpe == nil, set.repMaxShare == nil else { return outside(&self, "a max-reps set is one set, like MR10@80% or MR@80%") }
            let cap = String(text.dropFirst(2))
            if !cap.isEmpty {
                guard let top = self.count(cap) else { return bad(&self) }
                guard Limits.reps.contains(top) else { return outside(&self, "reps are 1 to 100") }
                set.repsCap = top
            }
            set.reps = 1
            set.amrap = true
            set.maxReps = true
            return [set]
        }
        if text.hasSuffix("rm") {
            guard set.percent == nil, set.rpe == nil, set.repMaxShare == nil, !text.hasSuffix("+rm") else { return bad(&self) }
            guard count == 1 else { return outside(&self, "a rep max is one set worked up to, like 1x10RM") }
            set.repMax = true
            text.removeLast(2)
        }
        if text.hasSuffix("+") { set.amrap = true; text.removeLast() }
        if !text.allSatisfy(\.isNumber), let seconds = duration(text) {
            guard Limits.seconds.contains(seconds) else { return outside(&self, "a set lasts 1 second to 2 hours") }
            set.seconds = seconds
        } else if let dash = text.firstIndex(of: "-") {
            guard let low = self.count(String(text[..<dash])), let top = self.count(String(text[text.index(after: dash)...])) else { return bad(&self) }
            guard Limits.reps.contains(low), Limits.reps.contains(top) else { return outside(&self, "reps are 1 to 100") }
            guard top > low else { return outside(&self, "a rep range goes up, like 8-12") }
            set.reps = low
            set.repsTop = top
        } else {
            guard let reps = self.count(text) else { return bad(&self) }
            guard Limits.reps.contains(reps) else { return outside(&self, "reps are 1 to 100") }
            set.reps = reps
        }
        // "5x3+": only the last set of a group is as many as possible.
        var sets = Array(repeating: set, count: count)
        for i in sets.indices.dropLast() { sets[i].amrap = false }
        return sets
    }

    /// A whole number written in digits; one too long for an Int is `Int.max`, past every limit.
    func count(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? Int.max
    }

    /// "90s", "90", "3m", "3min", "10min" in seconds; one past an Int is `Int.max`.
    func duration(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let t = lowered.contains(" ") ? lowered.replacing(" ", with: "") : lowered
        var digits = t, scale = 1
        for (suffix, s) in [("min", 60), ("sec", 1), ("m", 60), ("s", 1)] where t.hasSuffix(suffix) {
            digits = String(t.dropLast(suffix.count))
            scale = s
            break
        }
        guard let n = count(digits) else { return nil }
        let (seconds, overflow) = n.multipliedReportingOverflow(by: scale)
        return overflow ? Int.max : seconds
    }

    /// A number written in digits, with at most one decimal point (or comma): "2.5", "2,5", "60".
    func number(_ text: String) -> Double? {
        let t = text.contains(",") ? text.replacing(",", with: ".") : text
        let parts = t.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = Double(t), value.isFinite else { return nil }
        return value
    }

    /// A weight in the file's unit ("60", "60 kg" when the unit agrees), in kilograms.
    mutating func weightValue(_ piece: Piece) -> Double? {
        var text = piece.text.lowercased()
        for suffix in ["kg", "lb"] where text.hasSuffix(suffix) {
            guard suffix == unit.rawValue else { fail(piece.column, "this file's weights are in \(unit.rawValue) (`unit` line), not \(suffix)"); return nil }
            text = String(text.dropLast(suffix.count)).trimmingSpaces
        }
        guard let value = number(text) else { fail(piece.column, "\"\(piece.text)\" is not a weight"); return nil }
        guard value < Limits.weight else {
            fail(piece.column, "a weight is less than \(plateNumber(Limits.weight)) \(unit.rawValue), not \(piece.text)"); return nil
        }
        return unit.toKilograms(value)
    }

    /// The catalog exercise a name or id names (`ExerciseNames`); a mistake (with the likeliest
    /// name) otherwise.
    mutating func exercise(_ piece: Piece) -> CatalogExercise? {
        let name = piece.text
        guard !name.isEmpty else { fail(piece.column, "an exercise's name is missing"); return nil }
        if let found = names.exercise(name) { return found }
        let guess = names.suggestion(for: name).map { " (did you mean \($0.name)?)" } ?? ""
        fail(piece.column, "no exercise called \"\(name)\" in the catalog\(guess)")
        return nil
    }
}
