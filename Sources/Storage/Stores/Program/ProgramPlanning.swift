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
    /// What the raises by reps came to is kept for the next read (`EarnedCheckpoint`), when the
    /// database can be written: a read of years of workouts once, not at every load.
    public func programPlanner(for record: ProgramRecord, today: Day, histories: Bool = true) throws -> ProgramPlanner? {
        var finished: Int?
        let planner = try readTogether("read the program") {
            finished = try finishedWorkoutsWritten()
            return try ProgramPlanner.plan(record, today: today, histories: histories, reads: ProgramReads(
                program: { text in try ProgramFile.program(text, catalog: { try self.loadCatalog(only: $0) }) },
                sessions: { try self.programSessions(sessionTypes: $0, since: $1) },
                slot: { try self.slotHistory(exerciseIDs: $0, reads: $1, since: $2, limit: $3) },
                settings: { try self.loadSettings() },
                checkpoint: { record.uid.isEmpty ? nil : try self.earnedCheckpoint(programUID: record.uid) }))
        }
        if !readOnly, !record.uid.isEmpty, let keep = planner?.checkpointToKeep {
            // Only a shortcut for the next read: one not kept (another terminal writing) costs
            // that read the years again, and nothing else.
            try? keepEarnedCheckpoint(keep, programUID: record.uid, ifFinishedWorkoutsWritten: finished)
        }
        return planner
    }

    /// The checkpoint kept for the program `programUID`, or nil.
    func earnedCheckpoint(programUID: String) throws -> EarnedCheckpoint? {
        let rows = try db.rows("SELECT max_id, fingerprint, through_epoch, moved FROM program_checkpoints WHERE program_uid = ?", [programUID])
        guard let first = rows.first else { return nil }
        var checkpoint = EarnedCheckpoint(fingerprint: try first.requiredString("fingerprint", table: "program_checkpoints"),
                                          through: try first.requiredDouble("through_epoch", table: "program_checkpoints"), moved: [:])
        for row in rows {
            checkpoint.moved[try row.requiredString("max_id", table: "program_checkpoints")] = try row.requiredDouble("moved", table: "program_checkpoints")
        }
        return checkpoint
    }

    /// How many writes to finished workouts `table_changes` has counted.
    private func finishedWorkoutsWritten() throws -> Int? {
        try db.firstRow("SELECT changes FROM table_changes WHERE name = ?", [Store.finishedWorkoutsCounter])?.int("changes")
    }

    /// Keeps `checkpoint` for the program `programUID`, in place of the one kept, unless a
    /// finished workout was written since the read it was folded from (`finished`, the count
    /// then): a checkpoint of workouts since changed would outlive the change.
    func keepEarnedCheckpoint(_ checkpoint: EarnedCheckpoint, programUID: String, ifFinishedWorkoutsWritten finished: Int?) throws {
        try write("keep what the program's raises came to") {
            guard try finishedWorkoutsWritten() == finished else { return }
            try db.execute("DELETE FROM program_checkpoints WHERE program_uid = ?", [programUID])
            for (maxID, moved) in checkpoint.moved.sorted(by: { $0.key < $1.key }) {
                try db.execute("INSERT INTO program_checkpoints (program_uid, max_id, fingerprint, through_epoch, moved) VALUES (?, ?, ?, ?, ?)",
                               [programUID, maxID, checkpoint.fingerprint, checkpoint.through, moved])
            }
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
