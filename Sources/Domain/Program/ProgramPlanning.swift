/// How a program is planned from the database, with the reads left to the caller: its plan
/// file parsed (a file format, so the caller's), its workouts, and each slot's latest workouts, read further back for the slots
/// whose targets depend on earlier ones until none does. What to read, and how far back, is
/// decided here; Storage only reads (`Store.programPlanner`), all in one snapshot.
public struct ProgramReads {
    /// The program a plan file describes, with the catalog it was read against; nil when the
    /// file does not read.
    public var program: (_ text: String) throws -> (program: Program, catalog: Catalog)?
    /// The program's finished workouts since `since`, oldest first, under these session types.
    public var sessions: (_ sessionTypes: [String], _ since: Double) throws -> [ProgramSession]
    /// A slot's latest `limit` workouts (all with nil) of one of `exerciseIDs` at `reads`; where
    /// more than one is asked (a ladder's rungs), each workout with the one it was of.
    public var slot: (_ exerciseIDs: [String], _ reads: [SlotRead], _ since: Double, _ limit: Int?) throws -> SlotHistory
    public var settings: () throws -> Settings
    /// What the raises by reps came to when last folded, as kept beside the database; nil when
    /// none is kept (or it was thrown away since).
    public var checkpoint: () throws -> EarnedCheckpoint?

    public init(program: @escaping (String) throws -> (program: Program, catalog: Catalog)?, sessions: @escaping ([String], Double) throws -> [ProgramSession],
                slot: @escaping ([String], [SlotRead], Double, Int?) throws -> SlotHistory, settings: @escaping () throws -> Settings,
                checkpoint: @escaping () throws -> EarnedCheckpoint? = { nil }) {
        self.program = program
        self.sessions = sessions
        self.slot = slot
        self.settings = settings
        self.checkpoint = checkpoint
    }
}

extension ProgramPlanner {
    /// The planner of `record` as of `today`, its inputs read through `reads`; nil when its
    /// file does not read (`gymtrack program check` says where). Not started, it is planned as
    /// if it started today. Without `histories`, no slot's workouts are read: its place and
    /// days, with targets as if nothing were logged (Home's first frame).
    public static func plan(_ record: ProgramRecord, today: Day, histories readHistories: Bool = true, reads: ProgramReads) throws -> ProgramPlanner? {
        guard let (program, catalog) = try reads.program(record.text) else { return nil }
        let since = record.startedAt ?? .infinity
        let slots = readHistories ? progressions(of: program).filter { readsWorkouts($0, in: program, catalog: catalog) } : []
        func history(_ slot: ProgramSlot, limit: Int) throws -> SlotHistory {
            let places = program.reads(progressing: slot, key: record.key)
            // A ladder's workouts are of each of its rungs: the latest of them all, read together,
            // each with the rung it was.
            return try reads.slot(slot.exerciseIDs, places, since, limit)
        }
        var histories: [String: SlotHistory] = [:], earnings: [String: SlotHistory] = [:]
        for slot in slots { histories[slot.progressionKey] = try history(slot, limit: firstReadDepth) }
        let sessions = try reads.sessions(program.sessionTypes(key: record.key), since)
        // A raise by reps sums every set that earned one since the start: those days are read
        // whole at once, and only those (Ivysaur's bench is done every day, tested on one);
        // with a checkpoint of the sum, only those after it.
        let earning = slots.filter { program.earnsRaises($0) }
        let checkpoint = earning.isEmpty ? nil : try reads.checkpoint().flatMap { kept in
            usable(kept, for: record, program: program, sessions: sessions) ? kept : nil
        }
        for slot in earning {
            let after = checkpoint.map { max(since, $0.through.nextUp) } ?? since
            earnings[slot.progressionKey] = try reads.slot([slot.exerciseID], program.earningReads(progressing: slot, key: record.key), after, nil)
        }
        let settings = try reads.settings()
        func planner() -> ProgramPlanner {
            ProgramPlanner(record: record, program: program, catalog: catalog, settings: settings, today: today,
                           sessions: sessions, read: histories, earnings: earnings, checkpoint: checkpoint)
        }
        var planned = planner()
        var depth = firstReadDepth
        while case let short = planned.needsEarlierWorkouts, !short.isEmpty {
            // Eight times as far back each time: a few reads even for a stage begun years ago.
            depth *= 8
            for slot in slots where short.contains(slot.progressionKey) { histories[slot.progressionKey] = try history(slot, limit: depth) }
            planned = planner()
        }
        return planned
    }

    /// Whether a kept checkpoint is of this program as it is now, and folds only workouts
    /// before the cycle the next workout is in (a raise counts from the next cycle).
    static func usable(_ checkpoint: EarnedCheckpoint, for record: ProgramRecord, program: Program, sessions: [ProgramSession]) -> Bool {
        guard checkpoint.fingerprint == EarnedCheckpoint.fingerprint(record, program: program) else { return false }
        let start = cycleStart(of: program, key: record.key, after: sessions)
        return start.map { checkpoint.through < $0 } ?? true
    }
}
