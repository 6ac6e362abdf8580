import Domain

extension Keymap {
    /// The challenge correction's rows: a digit sets today's count.
    static func correctChallengeRows(challengeTarget: Int) -> [Binding] {
        challengeRows(upTo: challengeTarget) + [Binding([.escape, .char("q")], "Esc", .no, "Cancel", hint: "cancel")]
    }

    /// The digit keys of the challenge correction, each a row of its own.
    static let challengeDigits = 0...9

    /// The challenge correction's digit rows. Every digit is a row, so one above the target is
    /// refused with a sentence, not ignored; the label names those up to the target.
    static func challengeRows(upTo target: Int) -> [Binding] {
        let group = BindingGroup(digits: 0...min(target, challengeDigits.upperBound), description: "Set today's challenge sets", hint: "set today's sets")
        return challengeDigits.map { Binding([.char(Character(String($0)))], String($0), .challengeSet($0), "Set today's sets to \($0)", group: group) }
    }

    /// The keys of the challenge correction's rows that set a count up to `target`, as
    /// `overrides` moves them.
    private static func challengeKeys(upTo target: Int, moving overrides: KeyOverrides) -> [String] {
        challengeRows(upTo: target).filter {
            if case .challengeSet(let n) = $0.action { return n <= target }
            return false
        }.map { overrides.label(of: $0, in: .correctChallenge) }
    }

    /// "0-3": those keys as a label.
    static func challengeDigitRun(upTo target: Int, moving overrides: KeyOverrides) -> String {
        keysLabel(challengeKeys(upTo: target, moving: overrides))
    }

    /// "0 to 3" (or "x/1-3" once the config moved a digit): the keys that set today's count up
    /// to `target`, for the sentences of the correction's box.
    func challengeDigitRange(upTo target: Int) -> String {
        let keys = Keymap.challengeKeys(upTo: target, moving: overrides)
        let label = Keymap.keysLabel(keys)
        guard let first = keys.first, let last = keys.last, label == first + "-" + last else { return label }
        return first + " to " + last
    }
}
