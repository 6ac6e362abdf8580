import Domain

/// How an import writes many sessions: the triggers of the tables it fills are set aside for
/// the writes and made again from their own SQL before the commit (docs/benchmarks.md,
/// "Import: fewer writes per row"). Per row, a trigger is a sub-program run even when its WHEN
/// is false, and with one every insert became a write that may abort, paying a statement
/// journal. It all happens inside the import's one transaction, so other connections see the
/// old schema until the commit and the same schema after it, and a failed import rolls it back
/// with the rows.
///
/// The import does what the triggers set aside would have done for its rows itself (see
/// `BulkWrite.triggersDoneByImport`); ImportBulkWriteTests compares every table and the schema
/// with an import that keeps them.
enum BulkWrite {
    /// When an import takes this way.
    enum Policy {
        /// When it writes at least `minimumSessions` sessions (new, or newer than the database's).
        case whenMany
        /// Whenever it writes sessions (tests, with a few).
        case always
        /// Never: every trigger fires for every row (tests: the slow path).
        case never
    }

    /// Below this, changing the schema (which every connection then reads again) is not worth it.
    static let minimumSessions = 64

    /// The tables an import fills with many rows. Their indexes stay: made again after the
    /// rows they sort every row once more, which cost more than inserting into them (measured).
    static let tables = ["sessions", "session_steps", "set_logs", "session_exercise_bests", "session_regions"]

    /// Triggers on those tables whose work on an import's rows the import does itself:
    /// - `sessions_inserted_progress`, `sessions_updated_progress` (achievement_progress from the
    ///   first day touched): `Store.forgetProgress(from:)`;
    /// - `sessions_summarized` (a session's summaries again on an update): `writeSummaries`
    ///   replaces those of every session it updates, after their steps and sets;
    /// - `session_steps_ids`, `set_logs_ids` (a uid and updated_at when a writer leaves them
    ///   out): an import always writes both.
    static let triggersDoneByImport: Set<String> = ["sessions_inserted_progress", "sessions_updated_progress", "sessions_summarized",
                                                    "session_steps_ids", "set_logs_ids"]
    /// Triggers on those tables for changes an import never makes there while they are set
    /// aside (it deletes no session then, and updates no step or set).
    static let triggersNotFiredByImport: Set<String> = ["sessions_deleted_progress", "session_steps_touched", "set_logs_touched"]
}

/// A trigger set aside, with the SQL that makes it again.
struct SetAsideSchema {
    var name: String
    var sql: String
}

extension Store {
    /// Drops the triggers of `BulkWrite.tables`, returned in the order SQLite keeps them to be
    /// made again by `restore`: all of a table's triggers in their order, so they fire in the
    /// same order after as before. A trigger there that this import does not know of leaves
    /// them all in place (and the import as slow as it was).
    func setAsideTriggersForBulkWrite() throws -> [SetAsideSchema] {
        let tables = BulkWrite.tables.map { "'\($0)'" }.joined(separator: ", ")
        let triggers = try db.rows("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (\(tables)) ORDER BY rowid").map {
            SetAsideSchema(name: try $0.requiredString("name", table: "sqlite_master"), sql: try $0.requiredString("sql", table: "sqlite_master"))
        }
        let known = BulkWrite.triggersDoneByImport.union(BulkWrite.triggersNotFiredByImport)
        guard triggers.allSatisfy({ known.contains($0.name) }) else { return [] }
        for trigger in triggers { try db.executeScript("DROP TRIGGER \(quotedIdentifier(trigger.name))") }
        return triggers
    }

    /// Makes again what `setAsideTriggersForBulkWrite` dropped, from the SQL SQLite kept of it.
    func restore(_ setAside: [SetAsideSchema]) throws {
        for object in setAside { try db.executeScript(object.sql) }
    }

    /// What the sessions' progress triggers do: every achievement search that has read a day
    /// from `day` on starts again.
    func forgetProgress(from day: String) throws {
        try db.execute("DELETE FROM achievement_progress WHERE through >= ?", [day])
    }

    /// How many of `sessions` an import would write (new, or newer than a finished one here):
    /// whether it is a bulk write. `find` is the import's look-up by uid.
    func sessionsToWrite(_ sessions: [ImportedSession], find: Statement) throws -> Int {
        var count = 0
        var seen = Set<String>()
        for session in sessions where seen.insert(session.uid).inserted {
            try find.bind([session.uid])
            defer { find.reset() }
            guard try find.step() else {
                count += 1
                continue
            }
            let local = find.row(find.columns())
            if try local.requiredString("status", table: "sessions") == "finished",
               isNewer(session.updatedAt, than: try local.requiredString("updated_at", table: "sessions")) { count += 1 }
        }
        return count
    }
}

/// An SQL identifier in double quotes (names read from sqlite_master).
func quotedIdentifier(_ name: String) -> String {
    "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
}
