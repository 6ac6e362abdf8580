import AppCore
import BundledPlans
import Domain
import Formats
import Foundation
import Storage

/// The programs of the Plans tab, read and changed: the built-ins (but one started before,
/// which is listed once, stored with its weights) and the lifter's own.
extension Store {
    /// Every program to list, planned as of `today`: the GymTrack A/B/C first (in use when no
    /// program is), the other built-ins never started, then the stored ones by key.
    func programShelf(today: Day) throws -> [ProgramChoice] {
        let catalog = try loadCatalog()
        let active = try activeProgram()
        let stored = try programs()
        let storedNames = Set(stored.map { programName($0, catalog: catalog).lowercased() })
        var shelf: [ProgramChoice] = []
        for builtIn in BuiltInPrograms.all(catalog: catalog) where builtIn.id == BuiltInPrograms.gymtrackID || !storedNames.contains(builtIn.name.lowercased()) {
            let inUse = builtIn.id == BuiltInPrograms.gymtrackID && active == nil
            var choices = try programChoice(ProgramRecord(key: builtIn.key, text: builtIn.text), origin: .builtIn(id: builtIn.id),
                                            inUse: inUse, catalog: catalog, today: today)
            for i in choices.indices { choices[i].followsSplits = builtIn.id == BuiltInPrograms.gymtrackID }
            shelf += choices
        }
        for record in stored {
            shelf += try programChoice(record, origin: .own(uid: record.uid), inUse: record.uid == active?.uid, catalog: catalog, today: today)
        }
        return shelf
    }

    /// One program as Plans shows it; none when its file does not read (Home says so of the
    /// one in use; `gymtrack program check` says where).
    private func programChoice(_ record: ProgramRecord, origin: ProgramChoice.Origin, inUse: Bool, catalog: Catalog, today: Day) throws -> [ProgramChoice] {
        let read = ProgramFile.parse(record.text, catalog: catalog)
        if case .failure(let mistakes) = read, case .own = origin, let first = mistakes.all.first {
            var unread = ProgramChoice(origin: origin, key: record.key, name: record.key, inUse: inUse, startedAt: record.startedAt)
            unread.mistake = "\(first)"
            return [unread]
        }
        guard case .success(let parsed) = read, let planner = try programPlanner(for: record, today: today) else { return [] }
        let program = parsed.program
        var choice = ProgramChoice(origin: origin, key: record.key, name: program.name, source: program.source, suits: program.suits,
                                   weeks: program.weeks, days: program.days.count, daysAWeek: program.daysAWeek, unit: program.unit,
                                   inUse: inUse, startedAt: record.startedAt, preview: planner.previewWorkouts(count: 4),
                                   place: record.startedAt == nil ? nil : planner.position.label(in: program))
        choice.weightLimit = ProgramFile.Limits.weight
        let blanks = programBlanks(parsed, catalog: catalog)
        let histories = try exerciseHistories(for: blanks.compactMap(\.exerciseID))
        let settings = planner.settings
        choice.blanks = blanks.map { blank in
            var blank = blank
            blank.suggested = ProgramBlankField.suggestion(isTrainingMax: blank.isTrainingMax, history: blank.exerciseID.flatMap { histories[$0] },
                                                           loading: settings.loading(for: catalog.exercise(blank.exerciseID)))
            return blank
        }
        return [choice]
    }

    /// The file's `?`s, each with the exercise it is of: a training max by its exercise's
    /// name, a starting weight by its slot's title, as the labels are made.
    private func programBlanks(_ parsed: ProgramFile.Parsed, catalog: Catalog) -> [ProgramBlankField] {
        let slots = parsed.program.days.flatMap(\.slots)
        return parsed.blanks.map { blank in
            let maxSuffix = " training max", startSuffix = " starting weight"
            if blank.label.hasSuffix(maxSuffix) {
                let name = String(blank.label.dropLast(maxSuffix.count))
                let id = parsed.program.trainingMaxes.keys.sorted().first { catalog.exercise($0 as String?)?.name == name }
                return ProgramBlankField(label: blank.label, exerciseID: id, isTrainingMax: true)
            }
            let title = blank.label.hasSuffix(startSuffix) ? String(blank.label.dropLast(startSuffix.count)) : blank.label
            return ProgramBlankField(label: blank.label, exerciseID: slots.first { $0.title == title }?.exerciseID, isTrainingMax: false)
        }
    }

    /// Carries out a change the Plans tab asked for, inside the message's transaction.
    func change(_ change: ProgramChange, now: Moment) throws {
        switch change {
        case .start(let origin, let fills):
            let catalog = try loadCatalog()
            var record: ProgramRecord
            switch origin {
            case .builtIn(let id) where id == BuiltInPrograms.gymtrackID:
                try stopProgram(now: now)
                return
            case .builtIn(let id):
                guard let builtIn = BuiltInPrograms.named(id, catalog: catalog) else { throw StoreError("That program is no longer in the database (deleted in another terminal or by a sync); choose another.") }
                record = ProgramRecord(key: builtIn.key, text: builtIn.text)
            case .own(let uid):
                guard let own = try program(uid: uid) else { throw StoreError("That program is no longer in the database (deleted in another terminal or by a sync); choose another.") }
                record = own
            }
            guard case .success(let parsed) = ProgramFile.parse(record.text, catalog: catalog) else {
                throw StoreError("\(record.key)'s file does not read: gymtrack program check shows where; nothing was started.")
            }
            let text = ProgramFile.filling(record.text, blanks: Array(zip(parsed.blanks, fills)))
            let stored = record.uid.isEmpty
                ? try saveProgramToStart(text, name: parsed.program.name, key: record.key, catalog: catalog, now: now)
                : try saveProgram(ProgramRecord(uid: record.uid, key: record.key, text: text), now: now)
            try startProgram(uid: stored.uid, now: now)
        case .resume(let uid): try resumeProgram(uid: uid, now: now)
        case .stop: try stopProgram(now: now)
        case .save(let origin, let text):
            switch origin {
            case .builtIn(let id):
                // A built-in edited is kept as one of the lifter's, to start like any other.
                let key = BuiltInPrograms.named(id, catalog: try loadCatalog())?.key ?? "PROGRAM"
                try saveProgram(ProgramRecord(key: key, text: text), now: now)
            case .own(let uid):
                guard var record = try program(uid: uid) else {
                    throw StoreError("That program is no longer in the database (deleted in another terminal or by a sync); choose another.")
                }
                record.text = text
                try saveProgram(record, now: now)
            }
        case .delete(let uid):
            // Checked again here: another terminal may have started it since the list was read.
            guard try activeProgram()?.uid != uid else { throw StoreError("That program is the one in use: stop it first, then remove it.") }
            try deleteProgram(uid: uid, now: now)
        }
    }
}

/// A program's plan file (or `text`, a try that had mistakes) in the lifter's editor, the
/// terminal given back meanwhile, and what came of it, read as `program edit` reads it.
func editedProgram(_ origin: ProgramChoice.Origin, text given: String?, store: Store, terminal: any Terminal) -> ProgramEditResult {
    do {
        let catalog = try store.loadCatalog()
        let stored: String
        switch origin {
        case .builtIn(let id): stored = BuiltInPrograms.named(id, catalog: catalog)?.text ?? ""
        case .own(let uid):
            guard let record = try store.program(uid: uid) else { return .failed("That program is no longer in the database (deleted in another terminal or by a sync).") }
            stored = record.text
        }
        let file = try PlanFileEditor.privateTemporaryFile()
        defer { unlink(file) }
        try PlanFileEditor.write(given ?? stored, to: file)
        let editor = PlanFileEditor.command
        var status: Int32 = 0
        terminal.runOutside { status = PlanFileEditor.run(editor, file: file) }
        guard status == 0 else { return .failed("The editor (\(editor)) ended with status \(status); the program was not changed.") }
        guard let data = FileManager.default.contents(atPath: file), let edited = String(data: data, encoding: .utf8) else {
            return .failed("The edited file could not be read as UTF-8 text; the program was not changed.")
        }
        if edited == stored { return .unchanged }
        switch ProgramFile.parse(edited, catalog: catalog) {
        case .success: return .edited(text: edited)
        case .failure(let mistakes): return .mistakes(text: edited, lines: mistakes.all.map { "\($0)" })
        }
    } catch {
        return .failed("\(error)")
    }
}
