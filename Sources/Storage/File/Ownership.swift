import Glibc

/// Whose a SQLite file is. gymtrack's files carry its marker, `PRAGMA application_id`, set on
/// the files it creates and on its older files the first time it writes them; a file without
/// the marker is gymtrack's only when its `schema_migrations` holds nothing but gymtrack's own
/// migrations. Every other file is refused before anything is written to it.
extension Store {
    /// 'GYMT': the `application_id` in the header of every gymtrack database.
    public static let applicationID: Int32 = 0x4759_4D54

    /// What a check of the file found: its schema version, and whether it carries the marker
    /// (a file of an older gymtrack may not yet). Version 0 and no tables: a new, empty database.
    struct Ownership {
        var version: Int
        var marked: Bool
    }

    /// Refuses, from its header alone, a file that is not SQLite or that another program marked
    /// as its own, and one a newer gymtrack wrote; nothing is opened, so nothing is made beside it.
    static func refuseByHeader(_ header: DatabaseHeader, path: String, advice: String = openAdvice) throws {
        switch header.kind {
        case .folder:
            throw StoreError("\(path) is a folder, not a database file; pass --db with a file in it, such as \(path)/gymtrack.sqlite.")
        case .notSQLite:
            throw notSQLiteError(path, advice: advice)
        case .sqlite(let id, let version):
            if id == applicationID && version > latestSchemaVersion { throw newerError(path, version: version, advice: advice) }
            if id != applicationID && id != 0 { throw foreignError(path, detail: "its application id is \(id)", advice: advice) }
        case .missing, .empty:
            break
        }
    }

    /// Checks the file on `db` in one read transaction (the version, marker and tables of one
    /// moment: another gymtrack may be creating the file right now). Only reads.
    static func ownership(of db: Connection, path: String, advice: String = openAdvice) throws -> Ownership {
        try db.execute("BEGIN")
        defer { try? db.execute("COMMIT") }
        let id = Int32(truncatingIfNeeded: try db.firstRow("PRAGMA application_id")?.int("application_id") ?? 0)
        let version = try db.firstRow("PRAGMA user_version")?.int("user_version") ?? 0
        if id == applicationID {
            if version > latestSchemaVersion { throw newerError(path, version: version, advice: advice) }
            return Ownership(version: version, marked: true)
        }
        if id != 0 { throw foreignError(path, detail: "its application id is \(id)", advice: advice) }
        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            .compactMap { $0.string("name") }
        if version == 0 && tables.isEmpty { return Ownership(version: 0, marked: false) }
        if try isUnmarkedGymtrackFile(db, version: version, tables: tables) { return Ownership(version: version, marked: false) }
        let detail = version > latestSchemaVersion
            ? "schema \(version) without gymtrack's marker"
            : tables.sorted().first.map { "it has a table '\($0)'" } ?? "schema \(version) without gymtrack's tables"
        throw foreignError(path, detail: detail, advice: advice)
    }

    /// A file gymtrack wrote before it marked its files: a schema it knows, its first tables,
    /// and a record of migrations that are all gymtrack's, by number and name.
    private static func isUnmarkedGymtrackFile(_ db: Connection, version: Int, tables: [String]) throws -> Bool {
        guard (1...latestSchemaVersion).contains(version),
              Set(tables).isSuperset(of: ["schema_migrations", "sessions", "daily_challenge"]) else { return false }
        guard let applied = try? db.rows("SELECT version, name FROM schema_migrations") else { return false }
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0.name) })
        return applied.allSatisfy { row in row.int("version").flatMap { known[$0] } == row.string("name") }
    }

    /// Checks a file without the marker before it is opened for real, on a connection that
    /// writes nothing and, when no -wal is beside the file, makes none (`readingConnection`): a
    /// refused file is left byte for byte as it was, with nothing new beside it.
    static func checkUnmarkedFile(_ path: String, advice: String = openAdvice) throws {
        let probe: Connection
        do {
            probe = try readingConnection(path)
        } catch let error as SQLiteError where error.isNotADatabase {
            throw notSQLiteError(path, advice: advice)
        } catch {
            return // cannot be looked at this way: the open for real says why
        }
        do {
            _ = try ownership(of: probe, path: path, advice: advice)
        } catch let error as SQLiteError where error.isNotADatabase {
            throw notSQLiteError(path, advice: advice)
        } catch is SQLiteError {
            // A file changing under the probe: the check on the real connection decides.
        }
    }

    /// What a refusal of the database says to do; a refused backup says "nothing was changed".
    static let openAdvice = "pass --db with a path for gymtrack. It was not changed."

    static func notSQLiteError(_ path: String, advice: String = openAdvice) -> StoreError {
        StoreError("\(path) is not a gymtrack database (not SQLite); " + (advice == openAdvice ? "pass --db with another path or move the file away. It was not changed." : advice))
    }

    static func foreignError(_ path: String, detail: String, advice: String) -> StoreError {
        StoreError("\(path) is not a gymtrack database but another program's SQLite file (\(detail)); \(advice)")
    }

    static func newerError(_ path: String, version: Int, advice: String = openAdvice) -> StoreError {
        StoreError("\(path) was written by a newer gymtrack (schema \(version), this one knows \(latestSchemaVersion)); "
            + (advice == openAdvice ? "upgrade gymtrack to open it. It was not changed." : advice))
    }

    static func olderError(_ path: String, version: Int) -> StoreError {
        StoreError("\(path) was written by an older gymtrack (schema \(version), this one reads \(latestSchemaVersion)); run gymtrack once to upgrade it. It was not changed.")
    }

    static func noDatabaseError(_ path: String) -> StoreError {
        StoreError("There is no database at \(path); check --db or $GYMTRACK_DB.")
    }
}
