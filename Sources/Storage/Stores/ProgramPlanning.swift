import Domain

/// The program in use, read and planned: its file parsed against the catalog, its place from
/// its workouts, and each slot's history since it started.
extension Store {
    /// The planner of the program in use as of `today`; nil when none is, or when its file no
    /// longer reads (an edit elsewhere with a mistake: `gymtrack program check` says where).
    public func programPlanner(today: Day) throws -> ProgramPlanner? {
        guard let record = try activeProgram() else { return nil }
        return try programPlanner(for: record, today: today)
    }

    /// The planner of `record`, started or not (not started: as if it started today).
    public func programPlanner(for record: ProgramRecord, today: Day) throws -> ProgramPlanner? {
        let catalog = try loadCatalog()
        guard case .success(let parsed) = ProgramFile.parse(record.text, catalog: catalog) else { return nil }
        let program = parsed.program
        let since = record.startedAt ?? .infinity
        var histories: [String: [SlotSession]] = [:]
        for slot in ProgramPlanner.progressions(of: program) {
            histories[slot.progressionKey] = try slotSessions(exerciseID: slot.exerciseID,
                                                              sessionTypes: program.sessionTypes(progressing: slot, key: record.key), since: since)
        }
        return ProgramPlanner(record: record, program: program, catalog: catalog, settings: try loadSettings(), today: today,
                              sessions: try programSessions(sessionTypes: program.sessionTypes(key: record.key), since: since),
                              histories: histories)
    }

    /// The program in use as the screens need it, or nil.
    public func loadActiveProgram(today: Day) throws -> ActiveProgram? {
        try programPlanner(today: today)?.active()
    }
}
