import CSQLite

/// An error from SQLite with everything needed to understand it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    public var code: Int32
    public var extendedCode: Int32
    public var message: String
    public var sql: String?
    /// The operating system's errno behind an I/O error (ENOSPC: the disk is full), else 0.
    public var systemErrno: Int32 = 0

    public var description: String {
        "SQLite error \(code) (\(extendedCode)): \(message)" + (sql.map { " in `\($0)`" } ?? "")
    }

    public var isNotADatabase: Bool { code == SQLITE_NOTADB }
    /// A UNIQUE constraint refused the row (SQLITE_CONSTRAINT_UNIQUE, a macro Swift cannot import).
    public var isUniqueViolation: Bool { extendedCode == SQLITE_CONSTRAINT | (8 << 8) }
    /// The file is damaged: cut short, or bytes changed under SQLite.
    public var isCorrupt: Bool { code == SQLITE_CORRUPT }
    public var isReadOnly: Bool { code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM }
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    /// The disk is full: SQLITE_FULL, or an I/O error whose cause was ENOSPC (which SQLite
    /// reports as "disk I/O error" when it happens while opening or syncing).
    public var isFull: Bool { code == SQLITE_FULL || (code == SQLITE_IOERR && systemErrno == 28 /* ENOSPC */) }
}

/// Throws the SQLiteError for a result code that is not OK, ROW or DONE: the one check every
/// call into SQLite goes through.
func checkResult(_ rc: Int32, db: OpaquePointer?, sql: String?) throws {
    guard rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE else {
        let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(rc)"
        throw SQLiteError(code: rc & 0xff, extendedCode: rc, message: message, sql: sql, systemErrno: db.map { sqlite3_system_errno($0) } ?? 0)
    }
}
