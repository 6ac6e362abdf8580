import Domain

/// The program in use, read and planned: its file parsed against the catalog, its place from
/// its workouts, and each slot's history since it started.
extension Store {
    /// The planner of the program in use as of `today`; nil when none is, or when its file no
    /// longer reads (an edit elsewhere with a mistake: `gymtrack program check` says where).
    /// Without `histories`, its slots' workouts are not read: its place and days, for Home's
    /// first frame, with targets as if nothing were logged.
    public func programPlanner(today: Day, histories: Bool = true) throws -> ProgramPlanner? {
        guard let record = try activeProgram() else { return nil }
        return try programPlanner(for: record, today: today, histories: histories)
    }

    /// The planner of `record`, started or not (not started: as if it started today).
    public func programPlanner(for record: ProgramRecord, today: Day, histories readHistories: Bool = true) throws -> ProgramPlanner? {
        // The exercises the file names, else (a name it does not give as the catalog does) all.
        var catalog = try loadCatalog(only: ProgramFile.exerciseNames(in: record.text))
        var read = ProgramFile.parse(record.text, catalog: catalog)
        if case .failure = read {
            catalog = try loadCatalog()
            read = ProgramFile.parse(record.text, catalog: catalog)
        }
        guard case .success(let parsed) = read else { return nil }
        let program = parsed.program
        let since = record.startedAt ?? .infinity
        var histories: [String: [SlotSession]] = [:]
        for slot in ProgramPlanner.progressions(of: program) where readHistories {
            histories[slot.progressionKey] = try slotSessions(exerciseID: slot.exerciseID,
                                                              sessionTypes: program.sessionTypes(progressing: slot, key: record.key), since: since,
                                                              limit: ProgramPlanner.historyDepth)
        }
        return ProgramPlanner(record: record, program: program, catalog: catalog, settings: try loadSettings(), today: today,
                              sessions: try programSessions(sessionTypes: program.sessionTypes(key: record.key), since: since),
                              histories: histories)
    }

    /// The program in use as the screens need it, or nil; without `histories`, as Home's first
    /// frame needs it (`programPlanner(today:histories:)`).
    public func loadActiveProgram(today: Day, histories: Bool = true) throws -> ActiveProgram? {
        try programPlanner(today: today, histories: histories)?.active(complete: histories)
    }
}
