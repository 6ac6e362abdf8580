import CSQLite

/// An error from SQLite with everything needed to understand it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    public var code: Int32
    public var extendedCode: Int32
    public var message: String
    public var sql: String?

    public var description: String {
        "SQLite error \(code) (\(extendedCode)): \(message)" + (sql.map { " in `\($0)`" } ?? "")
    }

    public var isNotADatabase: Bool { code == SQLITE_NOTADB }
    public var isReadOnly: Bool { code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM }
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    public var isFull: Bool { code == SQLITE_FULL }
}

/// A value bound to or read from a statement.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

public protocol SQLBindable { var sqlValue: SQLValue { get } }
extension Int: SQLBindable { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { public var sqlValue: SQLValue { .integer(self) } }
extension Double: SQLBindable { public var sqlValue: SQLValue { .real(self) } }
extension String: SQLBindable { public var sqlValue: SQLValue { .text(self) } }
extension Bool: SQLBindable { public var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

/// SQLITE_TRANSIENT does not import into Swift: SQLite copies the bound bytes.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One open database connection; owns the sqlite3 pointer and closes it on deinit.
public final class Connection {
    let handle: OpaquePointer

    /// Opens (creating when allowed) the database at `path`; ":memory:" for a private in-memory one.
    public init(path: String, create: Bool = true) throws {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let extended = db.map { sqlite3_extended_errcode($0) } ?? rc
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc & 0xff, extendedCode: extended, message: message, sql: nil)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    func check(_ rc: Int32, sql: String? = nil) throws {
        guard rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE else {
            throw SQLiteError(code: rc & 0xff, extendedCode: rc, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }

    public func prepare(_ sql: String) throws -> Statement {
        var stmt: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &stmt, nil), sql: sql)
        guard let stmt else { throw SQLiteError(code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "empty statement", sql: sql) }
        return Statement(connection: self, handle: stmt, sql: sql)
    }

    /// Runs one statement with bound parameters, ignoring rows.
    public func execute(_ sql: String, _ parameters: [SQLBindable] = []) throws {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        while try statement.step() {}
    }

    /// Runs several parameterless statements (schema scripts).
    public func executeScript(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// All rows of a query, each as its column values.
    public func rows(_ sql: String, _ parameters: [SQLBindable] = []) throws -> [Row] {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        var result: [Row] = []
        while try statement.step() { result.append(statement.row()) }
        return result
    }

    public func firstRow(_ sql: String, _ parameters: [SQLBindable] = []) throws -> Row? {
        let statement = try prepare(sql)
        try statement.bind(parameters)
        return try statement.step() ? statement.row() : nil
    }

    /// Runs `body` inside BEGIN IMMEDIATE … COMMIT, rolling back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    public var changes: Int { Int(sqlite3_changes(handle)) }
}

/// A prepared statement; finalized when released.
public final class Statement {
    let connection: Connection
    let handle: OpaquePointer
    let sql: String

    init(connection: Connection, handle: OpaquePointer, sql: String) {
        self.connection = connection
        self.handle = handle
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    public func bind(_ parameters: [SQLBindable]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, parameter) in parameters.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch parameter.sqlValue {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
            case .real(let v): rc = sqlite3_bind_double(handle, index, v)
            case .text(let v): rc = sqlite3_bind_text(handle, index, v, -1, transient)
            }
            try connection.check(rc, sql: sql)
        }
    }

    /// Advances to the next row; false when done.
    public func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        try connection.check(rc, sql: sql)
        return false
    }

    func row() -> Row {
        Row(values: (0..<sqlite3_column_count(handle)).map { i in
            switch sqlite3_column_type(handle, i) {
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
            case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
            case SQLITE_NULL: return .null
            default: return .text(String(cString: sqlite3_column_text(handle, i)))
            }
        })
    }
}

/// One result row, read by column position.
public struct Row: Sendable {
    public var values: [SQLValue]

    /// The row without its first `n` columns, for a reader of the columns after them.
    public func dropping(first n: Int) -> Row { Row(values: Array(values.dropFirst(n))) }

    public func int(_ i: Int) -> Int? {
        switch values[i] {
        case .integer(let v): return Int(v)
        case .real(let v): return Int(v)
        case .text(let s): return Int(s)
        case .null: return nil
        }
    }

    public func double(_ i: Int) -> Double? {
        switch values[i] {
        case .integer(let v): return Double(v)
        case .real(let v): return v
        case .text(let s): return Double(s)
        case .null: return nil
        }
    }

    public func string(_ i: Int) -> String? {
        switch values[i] {
        case .text(let s): return s
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .null: return nil
        }
    }
}
