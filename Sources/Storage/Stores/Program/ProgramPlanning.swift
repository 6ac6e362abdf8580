import Domain
import Formats

/// The program in use, read for Domain to plan: its file, the catalog it names, its workouts
/// and each slot's latest workouts, as far back as the planner asks.
extension Store {
    /// The planner of the program in use as of `today`; nil when none is, or when its file no
    /// longer reads (an edit elsewhere with a mistake: `gymtrack program check` says where).
    /// Without `histories`, its slots' workouts are not read: its place and days, for Home's
    /// first frame, with targets as if nothing were logged.
    public func programPlanner(today: Day, histories: Bool = true) throws -> ProgramPlanner? {
        guard let record = try activeProgram() else { return nil }
        return try programPlanner(for: record, today: today, histories: histories)
    }

    /// The planner of `record`, started or not (not started: as if it started today), planned
    /// by Domain (`ProgramPlanner.plan`) from what is read here, all in one snapshot.
    public func programPlanner(for record: ProgramRecord, today: Day, histories: Bool = true) throws -> ProgramPlanner? {
        try readTogether("read the program") {
            try ProgramPlanner.plan(record, today: today, histories: histories, reads: ProgramReads(
                program: { text in try ProgramFile.program(text, catalog: { try self.loadCatalog(only: $0) }) },
                sessions: { try self.programSessions(sessionTypes: $0, since: $1) },
                slot: { try self.slotHistory(exerciseID: $0, reads: $1, since: $2, limit: $3) },
                settings: { try self.loadSettings() }))
        }
    }

    /// Where the file of the program in use stops reading ("line 7, column 3: …", its first
    /// mistake), or nil: none in use, or it reads.
    public func activeProgramMistake() throws -> String? {
        guard let record = try activeProgram() else { return nil }
        guard case .failure(let mistakes) = ProgramFile.parse(record.text, catalog: try loadCatalog()), let first = mistakes.all.first else {
            return nil
        }
        // The file's text in a mistake is escaped where the mistake is made.
        return "\(first)"
    }

    /// The program in use as the screens need it, or nil; without `histories`, as Home's first
    /// frame needs it (`programPlanner(today:histories:)`).
    public func loadActiveProgram(today: Day, histories: Bool = true) throws -> ActiveProgram? {
        try programPlanner(today: today, histories: histories)?.active(complete: histories)
    }
}
