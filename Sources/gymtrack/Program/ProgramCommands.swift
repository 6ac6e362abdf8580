import BundledPlans
import Domain
import Foundation
import Storage

// `program`: list, start, stop, show, edit, check and write programs from the shell.

/// What `program` was asked to do.
enum ProgramCommand: Equatable {
    case list
    case start(String)
    case stop
    case show(count: Int)
    case edit(String?)
    case check(String)
    case write(String?)

    /// Whether it only reads the database (and so works before one exists).
    var onlyReads: Bool {
        switch self {
        case .list, .show, .check, .write: return true
        case .start, .stop, .edit: return false
        }
    }
}

/// The program a name means: a built-in by its id, else one of the lifter's by key or name.
private enum NamedProgram {
    case builtIn(BuiltInProgram)
    case own(ProgramRecord, name: String)
}

private func named(_ name: String, store: Store, catalog: Catalog) throws -> NamedProgram {
    if let builtIn = BuiltInPrograms.named(name, catalog: catalog) { return .builtIn(builtIn) }
    for record in try store.programs() {
        let title = programName(record, catalog: catalog)
        if record.key.lowercased() == name.lowercased() || title.lowercased() == name.lowercased() { return .own(record, name: title) }
    }
    let ids = BuiltInPrograms.all(catalog: catalog).map(\.id)
    throw UsageError(message: "No program called \(quotedValue(name)): the built-in ones are \(ids.joined(separator: ", ")); gymtrack program list shows yours too.")
}

/// A stored program's name, from its file (its key when the file no longer reads).
private func programName(_ record: ProgramRecord, catalog: Catalog) -> String {
    if case .success(let parsed) = ProgramFile.parse(record.text, catalog: catalog) { return parsed.program.name }
    return record.key
}

func runProgram(_ command: ProgramCommand, store: Store, now: Moment) throws -> String {
    let catalog = try store.loadCatalog()
    switch command {
    case .list: return try listPrograms(store: store, catalog: catalog)
    case .start(let name): return try startProgram(name, store: store, catalog: catalog, now: now)
    case .stop:
        guard try store.activeProgram() != nil else { return "No program is in use: Home follows the rotation of splits." }
        try store.stopProgram(now: now)
        return "Stopped the program: Home follows the rotation of splits again. Its workouts stay in History."
    case .show(let count): return try showProgram(store: store, catalog: catalog, now: now, count: count)
    case .edit(let name): return try editProgram(name, store: store, catalog: catalog, now: now)
    case .check(let file): return try checkProgram(file, catalog: catalog)
    case .write(let name):
        // The file as it is, but for control characters a plan file has no use for, escaped:
        // an imported or synced program's text may hold any.
        if let name {
            switch try named(name, store: store, catalog: catalog) {
            case .builtIn(let builtIn): return escapedLines(builtIn.text)
            case .own(let record, _): return escapedLines(record.text)
            }
        }
        guard let record = try store.activeProgram() else {
            return escapedLines(BuiltInPrograms.named(BuiltInPrograms.gymtrackID, catalog: catalog)?.text ?? "")
        }
        return escapedLines(record.text)
    }
}

private func listPrograms(store: Store, catalog: Catalog) throws -> String {
    let active = try store.activeProgram()
    var lines = ["Built in (gymtrack program start ID):"]
    for program in BuiltInPrograms.all(catalog: catalog) {
        let inUse = program.id == BuiltInPrograms.gymtrackID ? active == nil : false
        lines.append("  \(program.id.padding(toLength: 9, withPad: " ", startingAt: 0)) \(program.name): \(program.summary)\(inUse ? "  (in use)" : "")")
    }
    let own = try store.programs()
    if !own.isEmpty {
        lines += ["", "Yours (gymtrack program start KEY):"]
        for record in own {
            let started = record.startedAt.map { " · started " + Moment(epochSeconds: $0, utcOffsetSeconds: 0).day.iso } ?? ""
            let inUse = record.uid == active?.uid ? "  (in use)" : ""
            lines.append("  \(printableName(record.key).padding(toLength: 9, withPad: " ", startingAt: 0)) \(printableName(programName(record, catalog: catalog)))\(started)\(inUse)")
        }
    }
    return lines.joined(separator: "\n")
}

/// Asks for each blank on the terminal; without one, says how to fill them in a file.
private func fillBlanks(_ text: String, name: String, id: String, catalog: Catalog) throws -> String {
    guard case .success(let parsed) = ProgramFile.parse(text, catalog: catalog) else { return text }
    guard !parsed.blanks.isEmpty else { return text }
    guard isatty(STDIN_FILENO) == 1 else {
        throw UsageError(message: "\(printableName(name)) needs \(parsed.blanks.count) weights to start (\(parsed.blanks.map { printableName($0.label) }.joined(separator: ", "))): run it in a terminal to be asked, or write it out with gymtrack program write \(printableName(id)) > FILE, fill in each ?, and run gymtrack program start FILE.")
    }
    let fileUnit = parsed.program.unit
    print("\(printableName(name)) needs \(parsed.blanks.count) weights, in \(fileUnit.rawValue). A training max is about 90% of a one-rep max; a starting weight is one you can do every set of.")
    var fills: [(ProgramBlank, Double)] = []
    for blank in parsed.blanks {
        while true {
            print("  \(printableName(blank.label)) (\(fileUnit.rawValue)): ", terminator: "")
            guard let line = readLine() else { throw UsageError(message: "Stopped before every weight was given; nothing was started.") }
            // Read as the file reads a weight, once written into it: plain digits, below the limit.
            let typed = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            if !typed.isEmpty, typed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), typed.filter({ $0 == "." }).count <= 1,
               let value = Double(typed), let written = Double(plateNumber(value)), written < ProgramFile.Limits.weight {
                fills.append((blank, written))
                break
            }
            print("  That is not a weight: type a number below \(plateNumber(ProgramFile.Limits.weight)), such as 60 or 42.5.")
        }
    }
    return ProgramFile.filling(text, blanks: fills)
}

private func startProgram(_ name: String, store: Store, catalog: Catalog, now: Moment) throws -> String {
    var record: ProgramRecord
    var title: String
    // A path (with a / or a .) names a plan file; a bare word a program.
    if name.contains("/") || name.contains("."), FileManager.default.fileExists(atPath: name) {
        let text = try readPlanFile(name)
        let parsed = try checked(text, file: name, catalog: catalog)
        guard parsed.blanks.isEmpty else {
            let first = parsed.blanks[0]
            throw UsageError(message: "\(name):\(first.line):\(first.column): give the \(printableName(first.label)) in place of the ? (and \(parsed.blanks.count - 1) more); nothing was started.")
        }
        title = parsed.program.name
        // A file of a built-in's name is that built-in's program, under its key.
        let key = BuiltInPrograms.all(catalog: catalog).first { $0.name.lowercased() == title.lowercased() }?.key ?? programKey(title)
        record = try saveToStart(text, name: title, key: key, store: store, catalog: catalog, now: now)
    } else {
        switch try named(name, store: store, catalog: catalog) {
        case .builtIn(let builtIn) where builtIn.id == BuiltInPrograms.gymtrackID:
            try store.stopProgram(now: now)
            return "Home follows the rotation of splits, the GymTrack A/B/C, again."
        case .builtIn(let builtIn):
            title = builtIn.name
            let text = try fillBlanks(builtIn.text, name: builtIn.name, id: builtIn.id, catalog: catalog)
            record = try saveToStart(text, name: builtIn.name, key: builtIn.key, store: store, catalog: catalog, now: now)
        case .own(let own, let ownName):
            title = ownName
            let text = try fillBlanks(own.text, name: ownName, id: own.key, catalog: catalog)
            record = own
            if text != own.text {
                record.text = text
                record = try store.saveProgram(record, now: now)
            }
        }
    }
    try store.startProgram(uid: record.uid, now: now)
    let planner = try store.programPlanner(today: now.day, histories: false)
    let first = planner.flatMap { planner in
        planner.program.days.isEmpty ? nil : "; first: " + printableName(planner.program.markedDayName(week: 0, day: 0))
    } ?? ""
    return "Started \(printableName(title))\(first). gymtrack program show lists the next workouts with their targets."
}

/// `text` stored to be started: as the stored program of the same name (its `program` line),
/// started again, whether it was a built-in or a file; else as a new one, under `key`.
private func saveToStart(_ text: String, name: String, key: String, store: Store, catalog: Catalog, now: Moment) throws -> ProgramRecord {
    var record = try store.programs().first { programName($0, catalog: catalog).lowercased() == name.lowercased() }
        ?? ProgramRecord(key: key, text: text)
    record.text = text
    return try store.saveProgram(record, now: now)
}

/// A key for a new program from its name: its letters and digits, upper-cased (unique once stored).
private func programKey(_ name: String) -> String {
    let letters = String(name.uppercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }.prefix(8))
    return letters.isEmpty ? "PROGRAM" : letters
}

private func readPlanFile(_ file: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: file) else {
        throw UsageError(message: "Cannot read \(file): check the path and that you may read it.")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw UsageError(message: "\(file) is not UTF-8 text: save it as UTF-8.") }
    return text
}

/// The parsed file, or a usage error listing each mistake as FILE:LINE:COLUMN.
private func checked(_ text: String, file: String, catalog: Catalog) throws -> ProgramFile.Parsed {
    switch ProgramFile.parse(text, catalog: catalog) {
    case .success(let parsed): return parsed
    case .failure(let mistakes): throw UsageError(message: mistakeLines(mistakes, file: file))
    }
}

private func mistakeLines(_ mistakes: ProgramFileMistakes, file: String) -> String {
    mistakes.all.map { "\(file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
}

private func checkProgram(_ file: String, catalog: Catalog) throws -> String {
    let parsed = try checked(try readPlanFile(file), file: file, catalog: catalog)
    let program = parsed.program
    let weeks = program.weeks > 1 ? ", \(program.weeks) weeks" : ""
    let blanks = parsed.blanks.isEmpty ? "" : "; \(parsed.blanks.count) weights (?) are asked for when it starts"
    return "\(file): \(printableName(program.name)), \(program.days.count) day\(program.days.count == 1 ? "" : "s")\(weeks): no mistakes\(blanks)."
}

private func showProgram(store: Store, catalog: Catalog, now: Moment, count: Int) throws -> String {
    guard let record = try store.activeProgram() else { return try showRotation(store: store, catalog: catalog, now: now, count: count) }
    guard let planner = try store.programPlanner(for: record, today: now.day) else {
        return "The program in use does not read: gymtrack program edit shows its mistakes."
    }
    let settings = try store.loadSettings()
    let program = planner.program
    var lines = [printableName(program.name) + " · \(printableName(planner.position.label(in: program)))"
        + (program.source.isEmpty ? "" : "\n" + printableName(program.source))]
    for (i, planned) in planner.preview(count: max(1, count)).enumerated() {
        let cycle = planned.position.cycle > 0 ? " · cycle \(planned.position.cycle + 1)" : ""
        lines.append("")
        lines.append((i == 0 ? "Next: " : "Then: ") + printableName(program.markedDayName(week: planned.position.week, day: planned.position.day)) + cycle)
        for (slot, target) in zip(planned.day.slots, planned.targets) {
            lines.append("  \(printableName(slot.title)): \(printableName(target.summary(settings.unit)))")
            if i == 0 { lines.append("    " + printableName(target.why(settings.unit, today: now.day))) }
        }
    }
    lines += ["", "Each workout after the next is as it would be if the ones before it were done as planned."]
    return lines.joined(separator: "\n")
}

/// With no program in use: the next workouts of the rotation of splits (the GymTrack A/B/C
/// unless the splits were changed), from where it stands, each with its planned sets.
private func showRotation(store: Store, catalog: Catalog, now: Moment, count: Int) throws -> String {
    let rotation = try store.loadSplits().filter(\.inRotation)
    let abc = BuiltInPrograms.named(BuiltInPrograms.gymtrackID, catalog: catalog)?.name ?? "GymTrack A/B/C"
    let footer = "No program is in use: Home follows the rotation of splits. gymtrack program list shows the programs; gymtrack program start ID starts one."
    guard !rotation.isEmpty else { return "No split is in the rotation: put one in on the Plans tab, or start a program.\n" + footer }
    let unit = try store.loadSettings().unit
    let nextType = nextInRotation(order: rotation.map(\.sessionType), history: try store.loadHistory(today: now.day), today: now.day)
    let first = rotation.firstIndex { $0.sessionType == nextType } ?? 0
    var lines = ["\(abc) · the rotation of splits"]
    for i in 0..<max(1, count) {
        let split = rotation[(first + i) % rotation.count]
        lines.append("")
        lines.append((i == 0 ? "Next: " : "Then: ") + printableName((split.glyph.isEmpty ? split.sessionType : split.glyph) + " " + split.name))
        for step in split.steps { lines.append("  \(printableName(step.title)): \(printableName(plannedWords(step, unit)))") }
    }
    lines += ["", footer]
    return lines.joined(separator: "\n")
}

/// A split's step as planned: "1 warm-up + 3 working × 10 reps at 22.5 kg", "10 min".
private func plannedWords(_ step: PlanStep, _ unit: WeightUnit) -> String {
    switch step.kind {
    case .timed, .challenge:
        return step.repsText
    case .sets, .hold:
        var words = step.setsText + " × " + step.repsText
        if let weight = step.weight, weight > 0 {
            let amount = plateNumber(unit.fromKilograms(weight)) + " " + unit.rawValue
            switch step.loadType {
            case .weight: words += " at " + amount
            case .bodyweight: words += " at body weight + " + amount
            case .assisted: words += " with " + amount + " assist"
            case .none, .duration, .distance: break
            }
        }
        return words
    }
}

private func editProgram(_ name: String?, store: Store, catalog: Catalog, now: Moment) throws -> String {
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
