import Domain

/// What the editor's end means on Plans: a file that reads is saved (one message, one
/// write); one with mistakes shows each with its line and column, and the program stays as
/// it was unless the lifter edits again; an editor that failed says so.
func programEdited(_ state: inout AppState, _ origin: ProgramChoice.Origin, _ result: ProgramEditResult) -> [Effect] {
    let name = state.plans.programs.first { $0.origin == origin }?.name ?? "The program"
    switch result {
    case .unchanged:
        state.flash = Flash("No change to \(name).")
        return []
    case .edited(let text):
        let builtIn = if case .builtIn = origin { true } else { false }
        state.flash = Flash(builtIn ? "Saved your copy of \(name): \(state.keymap.says(.startProgram, in: .programs, "starts it"))."
                                    : "Saved \(name); its targets follow the file from now on.")
        return [.changeProgram(.save(origin, text: text))]
    case .mistakes(let text, let lines):
        state.modal = .question(.programMistakes(origin, text: text, lines: lines))
        return []
    case .failed(let sentence):
        state.flash = Flash(sentence, isError: true)
        return []
    }
}
