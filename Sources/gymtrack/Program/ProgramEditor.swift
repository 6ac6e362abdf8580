import BundledPlans
import Domain
import Formats
import Foundation
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
    let editor = ProcessInfo.processInfo.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
        ?? ProcessInfo.processInfo.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
    let file = try privateTemporaryFile()
    defer { unlink(file) }
    while true {
        try writePrivately(text, to: file)
        let status = runEditor(editor, file: file)
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

/// A new, empty file of mode 0600 in the temporary folder, for the editor: a plan file is
/// the lifter's own, and the temporary folder is everyone's. Its path.
private func privateTemporaryFile() throws -> String {
    var template = Array((NSTemporaryDirectory() + "gymtrack-program-XXXXXX.txt").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) } // mode 0600, never an existing file
    guard fd >= 0 else {
        throw UsageError(message: "Could not make a file for the editor in \(NSTemporaryDirectory()) (\(String(cString: strerror(errno)))); set TMPDIR to a folder you may write.")
    }
    close(fd)
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `text` written over the file (which keeps its mode).
private func writePrivately(_ text: String, to file: String) throws {
    let fd = open(file, O_WRONLY | O_TRUNC | O_CLOEXEC)
    var bytes = Array(text.utf8)[...]
    while fd >= 0 && !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        bytes = bytes.dropFirst(n)
    }
    let failed = fd < 0 || !bytes.isEmpty
    if fd >= 0 { close(fd) }
    if failed { throw UsageError(message: "Could not write \(file) for the editor (\(String(cString: strerror(errno)))); the program was not changed.") }
}

/// Runs the editor (a command with arguments, as $EDITOR may be) on the terminal; its exit status.
private func runEditor(_ editor: String, file: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", editor + " \"$1\"", "sh", file]
    do { try process.run() } catch { return 127 }
    process.waitUntilExit()
    return process.terminationStatus
}
