import Domain

extension Keymap {
    /// A question's rows: its two buttons.
    static func questionRows(_ kind: QuestionKind) -> [Binding] {
        // Starting and resuming are answered with Enter; questions that throw work away with y.
        let enter = kind == .start || kind == .startAgain || kind == .resume || kind == .timeAway
        let (yes, no) = kind.buttons
        return [
            Binding([.enter, .char("y")], enter ? "Enter" : "y", .yes, yes, hint: yes),
            Binding([.escape, .char("n")], enter ? "Esc" : "n", .no, no, hint: no),
        ]
    }
}

extension QuestionKind {
    /// The words on the yes and no buttons.
    var buttons: (yes: String, no: String) {
        switch self {
        case .start, .startAgain: return ("Let's go", "Not now")
        case .resume: return ("Resume", "Later")
        case .timeAway: return ("Continue the clock", "Leave the time away out")
        case .partial: return ("Log partial", "Back")
        case .discard: return ("Discard", "Keep")
        case .deleteSplit: return ("Delete", "Keep")
        case .removeStep: return ("Remove", "Keep")
        case .saveBack: return ("Save to split", "Keep split")
        case .deletePastSession: return ("Delete", "Keep")
        case .deletePastSet: return ("Delete", "Keep")
        case .replaceFile: return ("Replace", "Keep")
        case .databaseReplaced: return ("Put it back here", "Leave both")
        case .deleteBodyMeasurement: return ("Delete", "Keep")
        case .switchProgram: return ("Switch", "Not now")
        case .removeProgram: return ("Remove", "Keep")
        case .programMistakes: return ("Edit again", "Keep it as it was")
        }
    }
}
