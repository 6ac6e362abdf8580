import Domain
import Formats

/// A program's file stored to be started, whether from the shell or the Plans tab.
extension Store {
    /// A stored program's name, from its file (its key when the file no longer reads).
    public func programName(_ record: ProgramRecord, catalog: Catalog) -> String {
        if case .success(let parsed) = ProgramFile.parse(record.text, catalog: catalog) { return parsed.program.name }
        return record.key
    }

    /// `text` stored to be started: as the stored program of the same name (its `program`
    /// line), whether it was a built-in or a file, so a program is known by its name and never
    /// stored twice; else as a new one, under `key`. Returns it as stored.
    public func saveProgramToStart(_ text: String, name: String, key: String, catalog: Catalog, now: Moment) throws -> ProgramRecord {
        var record = try programs().first { programName($0, catalog: catalog).lowercased() == name.lowercased() }
            ?? ProgramRecord(key: key, text: text)
        record.text = text
        return try saveProgram(record, now: now)
    }
}
