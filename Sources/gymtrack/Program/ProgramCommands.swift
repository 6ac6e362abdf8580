import BundledPlans
import Domain
import Formats
import Foundation
import Storage

// `program`: list, start, stop, show, edit, check, write and delete programs from the shell.

/// What `program` was asked to do.
enum ProgramCommand: Equatable {
    case list
    case start(String)
    case stop
    case show(count: Int)
    case edit(String?)
    case check(String)
    case write(String?)
    case delete(String)

    /// Whether it only reads the database (and so works before one exists).
    var onlyReads: Bool {
        switch self {
        case .list, .show, .check, .write: return true
        case .start, .stop, .edit, .delete: return false
        }
    }
}

/// The program a name means: a built-in by its id, else one of the lifter's by key or name.
enum NamedProgram {
    case builtIn(BuiltInProgram)
    case own(ProgramRecord, name: String)
}

func named(_ name: String, store: Store, catalog: Catalog) throws -> NamedProgram {
    if let builtIn = BuiltInPrograms.named(name, catalog: catalog) { return .builtIn(builtIn) }
    if let own = try ownProgram(name, store: store, catalog: catalog) { return .own(own.record, name: own.name) }
    let ids = BuiltInPrograms.all(catalog: catalog).map(\.id)
    throw UsageError(message: "No program called \(quotedValue(name)): the built-in ones are \(ids.joined(separator: ", ")); gymtrack program list shows yours too.")
}

/// One of the lifter's stored programs by its key or its name, in any case, with its name.
func ownProgram(_ name: String, store: Store, catalog: Catalog) throws -> (record: ProgramRecord, name: String)? {
    for record in try store.programs() {
        let title = store.programName(record, catalog: catalog)
        if record.key.lowercased() == name.lowercased() || title.lowercased() == name.lowercased() { return (record, title) }
    }
    return nil
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
    case .delete(let name): return try deleteProgram(name, store: store, catalog: catalog, now: now)
    }
}

private func listPrograms(store: Store, catalog: Catalog) throws -> String {
    let active = try store.activeProgram()
    let builtIns = BuiltInPrograms.all(catalog: catalog), own = try store.programs()
    // Every id and key whole, in one column: each is what `program start` takes.
    let width = (builtIns.map(\.id) + own.map { printableName($0.key) }).map(\.count).max() ?? 0
    func padded(_ id: String) -> String { id + String(repeating: " ", count: max(0, width - id.count)) }
    var lines = ["Built in (gymtrack program start ID):"]
    for program in builtIns {
        let inUse = program.id == BuiltInPrograms.gymtrackID ? active == nil : false
        lines.append("  \(padded(program.id)) \(program.name): \(program.summary)\(inUse ? "  (in use)" : "")")
    }
    if !own.isEmpty {
        lines += ["", "Yours (gymtrack program start KEY):"]
        for record in own {
            let started = record.startedAt.map { " · started " + Moment(epochSeconds: $0, utcOffsetSeconds: 0).day.iso } ?? ""
            let inUse = record.uid == active?.uid ? "  (in use)" : ""
            lines.append("  \(padded(printableName(record.key))) \(printableName(store.programName(record, catalog: catalog)))\(started)\(inUse)")
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
        record = try store.saveProgramToStart(text, name: title, key: key, catalog: catalog, now: now)
    } else {
        switch try named(name, store: store, catalog: catalog) {
        case .builtIn(let builtIn) where builtIn.id == BuiltInPrograms.gymtrackID:
            try store.stopProgram(now: now)
            return "Home follows the rotation of splits, the GymTrack A/B/C, again."
        case .builtIn(let builtIn):
            title = builtIn.name
            let text = try fillBlanks(builtIn.text, name: builtIn.name, id: builtIn.id, catalog: catalog)
            record = try store.saveProgramToStart(text, name: builtIn.name, key: builtIn.key, catalog: catalog, now: now)
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

/// A key for a new program from its name: its letters and digits, upper-cased (unique once stored).
private func programKey(_ name: String) -> String {
    let letters = String(name.uppercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }.prefix(8))
    return letters.isEmpty ? "PROGRAM" : letters
}
