import BundledPlans
import Domain
import Formats
import Foundation
import Runtime
import Storage

// `program edit`: a plan file in $VISUAL or $EDITOR, checked on save.

func editProgram(_ name: String?, store: Store, catalog: Catalog, now: Moment) throws -> String {
    var record: ProgramRecord?
    var text: String
    if let name {
        switch try named(name, store: store, catalog: catalog) {
        case .builtIn(let builtIn):
            text = builtIn.text
            record = ProgramRecord(key: builtIn.key, text: builtIn.text)
        case .own(let own, _):
            record = own
            text = own.text
        }
    } else if let active = try store.activeProgram() {
        record = active
        text = active.text
    } else {
        let abc = BuiltInPrograms.named(BuiltInPrograms.gymtrackID, catalog: catalog)
        text = abc?.text ?? ""
        record = ProgramRecord(key: abc?.key ?? "ABC", text: text)
    }
    let editor = PlanFileEditor.command
    let file = try usage { try PlanFileEditor.privateTemporaryFile() }
    defer { unlink(file) }
    while true {
        try usage { try PlanFileEditor.write(text, to: file) }
        let status = PlanFileEditor.run(editor, file: file)
        guard status == 0 else { throw UsageError(message: "The editor (\(editor)) ended with status \(status); the program was not changed.") }
        let edited = try readPlanFile(file)
        if edited == text, record?.uid.isEmpty == false { return "No change." }
        switch ProgramFile.parse(edited, catalog: catalog) {
        case .success:
            guard var saved = record else { return "" }
            saved.text = edited
            let stored = try store.saveProgram(saved, now: now)
            let started = stored.startedAt != nil
            return started ? "Saved \(printableName(stored.key)); its targets follow the file from now on."
                : "Saved as \(printableName(stored.key)); gymtrack program start \(printableName(stored.key)) starts it."
        case .failure(let mistakes):
            let lines = mistakeLines(mistakes, file: "program")
            guard isatty(STDIN_FILENO) == 1 else {
                throw UsageError(message: lines + "\nThe program was not changed.")
            }
            print(lines)
            print("Edit again? [Y/n] ", terminator: "")
            let answer = readLine()?.lowercased() ?? "n"
            guard answer.isEmpty || answer.hasPrefix("y") else { throw UsageError(message: "The program was not changed.") }
            text = edited
        }
    }
}

/// A file the editor could not be given is the lifter's to fix (exit status 2), as before.
private func usage<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as StoreError { throw UsageError(message: error.message) }
}
