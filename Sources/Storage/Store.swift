import Domain
import Glibc

/// The repository: every read and write gymtrack makes, each write in one transaction.
/// This file opens and migrates the database and holds the transaction helpers; each aggregate
/// has its own file of `Store` extensions (WorkoutStore, ChallengeStore, HistoryStore,
/// SettingsStore, SplitStore, CatalogStore).
public final class Store {
    public let path: String
    let db: Connection

    /// Opens the database at `path`, creating it (mode 0600) when missing, and migrates it.
    /// A file that is not SQLite, or was written by a newer gymtrack, is refused untouched.
    public init(path: String) throws {
        self.path = path
        do {
            // An existing file needs nothing prepared: checked with access(2), which spares
            // every later start FileManager's set-up (about 0.07 ms).
            if path != ":memory:" && access(path, F_OK) != 0 { try DatabaseLocation.prepareFile(at: path) }
            db = try Connection(path: path)
            // Read before any write: fails with NOTADB on a foreign file, without touching it.
            let version = try db.firstRow("PRAGMA user_version")?.int("user_version") ?? 0
            if version > latestSchemaVersion {
                throw StoreError("\(path) was written by a newer gymtrack (schema \(version), this one knows \(latestSchemaVersion)); upgrade gymtrack to open it. It was not changed.")
            }
            if version == 0, let table = try db.firstRow("""
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1
                """)?.string("name") {
                throw StoreError("\(path) is a SQLite database of another program (it has a table '\(table)'); pass --db with a path for gymtrack. It was not changed.")
            }
            // One call, not three cached statements: each runs once per process.
            try db.executeScript("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL")
            if path != ":memory:" {
                let mode = try db.firstRow("PRAGMA journal_mode = WAL")?.string("journal_mode")?.lowercased()
                guard mode == "wal" else {
                    throw StoreError("Could not switch \(path) to write-ahead logging (got \(mode ?? "nothing")); put the database on a local disk or pass --db with another path.")
                }
            }
            try migrate(from: version)
        } catch {
            throw StoreError.wrap(error, doing: "open the database", path: path)
        }
    }

    /// Applies each pending migration in its own transaction, recorded in that transaction.
    private func migrate(from current: Int) throws {
        for migration in migrations where migration.version > current {
            try db.transaction {
                try db.executeScript(migration.sql)
                try db.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
                               [migration.version, migration.name])
                try db.execute("PRAGMA user_version = \(migration.version)") // an integer literal: pragmas take no parameters
            }
        }
    }

    public var schemaVersion: Int { (try? db.firstRow("PRAGMA user_version")?.int("user_version")) ?? 0 }

    /// True inside `batch`: writes then join its one transaction.
    private var inBatch = false

    func write<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return inBatch ? try body() : try db.transaction(body) } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }

    /// Runs many writes as one transaction (generating years of history): all or nothing,
    /// one sync to disk instead of one per write.
    public func batch(_ body: () throws -> Void) throws {
        precondition(!inBatch, "batches do not nest")
        try write("write the batch") {
            inBatch = true
            defer { inBatch = false }
            try body()
        }
    }

    func read<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            throw StoreError.wrap(error, doing: action, path: path)
        }
    }
}
