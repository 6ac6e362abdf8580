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

    /// The planner of `record`, started or not (not started: as if it started today). Its
    /// inputs are read in one snapshot: the plan, its workouts, and each slot's latest
    /// workouts, read further back for the slots whose targets the planner says depend on
    /// earlier ones (a stage begun months ago), until none does.
    public func programPlanner(for record: ProgramRecord, today: Day, histories readHistories: Bool = true) throws -> ProgramPlanner? {
        try readTogether("read the program") {
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
            let slots = readHistories ? ProgramPlanner.progressions(of: program) : []
            func history(_ slot: ProgramSlot, limit: Int?) throws -> SlotHistory {
                try slotHistory(exerciseID: slot.exerciseID, reads: program.reads(progressing: slot, key: record.key), since: since, limit: limit)
            }
            var histories: [String: SlotHistory] = [:]
            for slot in slots { histories[slot.progressionKey] = try history(slot, limit: ProgramPlanner.firstReadDepth) }
            let sessions = try programSessions(sessionTypes: program.sessionTypes(key: record.key), since: since)
            let settings = try loadSettings()
            var planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today,
                                         sessions: sessions, read: histories)
            var depth = ProgramPlanner.firstReadDepth
            while case let keys = planner.needsEarlierWorkouts, !keys.isEmpty {
                depth *= 8
                for slot in slots where keys.contains(slot.progressionKey) {
                    histories[slot.progressionKey] = try history(slot, limit: depth)
                }
                planner = ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today,
                                         sessions: sessions, read: histories)
            }
            return planner
        }
    }

    /// The program in use as the screens need it, or nil; without `histories`, as Home's first
    /// frame needs it (`programPlanner(today:histories:)`).
    public func loadActiveProgram(today: Day, histories: Bool = true) throws -> ActiveProgram? {
        try programPlanner(today: today, histories: histories)?.active(complete: histories)
    }
}
