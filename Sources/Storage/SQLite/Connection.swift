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

/// `count` bound parameters for an `IN (…)` list or a row of values: "?, ?, ?".
func sqlPlaceholders(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
}

/// SQLITE_TRANSIENT does not import into Swift: SQLite copies the bound bytes.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One open database connection; owns the sqlite3 pointer and closes it on deinit.
///
/// Statements are prepared once per SQL text and kept (`prepare`, `execute`, `rows`,
/// `firstRow` share the cache). Each is reset with its bindings cleared as soon as its rows
/// are read, so none stays active: an active statement would hold its read snapshot open
/// and every later read on this connection would miss what other connections commit.
public final class Connection {
    let handle: OpaquePointer
    /// Prepared statements by their SQL text.
    private var statements: [String: Statement] = [:]
    /// Past this many distinct SQL texts the cache starts again: text built at run time
    /// (a test's table name, a pragma's version) must not grow it without bound.
    static let statementCacheLimit = 200
    /// Runs before each transaction begins: the Store checks there that its path still names
    /// the file this connection opened.
    var beforeTransaction: (() throws -> Void)?
    /// Once set, every statement fails with it (the file was replaced; see `Store.abandon`).
    var refusal: StoreError?

    /// Opens (creating when allowed) the database at `path`; ":memory:" for a private in-memory one.
    /// `readOnly` opens without writing anything; `immutable` also promises nobody writes the
    /// file meanwhile (a file we may not write), so SQLite makes no -shm or -wal beside it.
    public init(path: String, create: Bool = true, readOnly: Bool = false, immutable: Bool = false) throws {
        var db: OpaquePointer?
        var flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)) | SQLITE_OPEN_NOMUTEX
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + path.map { "?#%".contains($0) ? "%" + String($0.asciiValue ?? 0, radix: 16, uppercase: true) : String($0) }.joined()
                + "?immutable=1"
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let extended = db.map { sqlite3_extended_errcode($0) } ?? rc
            let system = db.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc & 0xff, extendedCode: extended, message: message, sql: nil, systemErrno: system)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        // Before the first statement: another process's lock is waited for, not an error.
        sqlite3_busy_timeout(db, Connection.busyTimeoutMilliseconds)
    }

    /// How long a statement waits for another process's lock before it fails.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    deinit {
        statements.removeAll() // finalized here unless a caller still holds one; close_v2 waits for those
        sqlite3_close_v2(handle)
    }

    func check(_ rc: Int32, sql: String? = nil) throws {
        try checkResult(rc, db: handle, sql: sql)
    }

    /// The statement for `sql`, prepared on first use and reused after; reset, with no bindings.
    /// Run it to its end (`step` until false, or `run`) or `reset` it: an unfinished statement
    /// keeps a read transaction open.
    public func prepare(_ sql: String) throws -> Statement {
        if let refusal { throw refusal }
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var stmt: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &stmt, nil), sql: sql)
        guard let stmt else { throw SQLiteError(code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "empty statement", sql: sql) }
        let statement = Statement(handle: stmt, sql: sql)
        if statements.count >= Connection.statementCacheLimit { statements.removeAll() }
        statements[sql] = statement
        return statement
    }

    /// Runs one statement with bound parameters, ignoring rows.
    public func execute(_ sql: String, _ parameters: [SQLBindable] = []) throws {
        if sql.hasPrefix("BEGIN"), let beforeTransaction { try beforeTransaction() }
        try prepare(sql).run(parameters)
    }

    /// Runs several parameterless statements (schema scripts); never cached.
    public func executeScript(_ sql: String) throws {
        if let refusal { throw refusal }
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// All rows of a query, each with its column names.
    public func rows(_ sql: String, _ parameters: [SQLBindable] = []) throws -> [Row] {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        let columns = statement.columns()
        var result: [Row] = []
        while try statement.step() { result.append(statement.row(columns)) }
        return result
    }

    /// The first row of a query, or nil; the statement is reset at once, not left on that row.
    public func firstRow(_ sql: String, _ parameters: [SQLBindable] = []) throws -> Row? {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        return try statement.step() ? statement.row(statement.columns()) : nil
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

    /// The SQL of every statement this connection starts while `body` runs, in order (a
    /// trigger's statements are not listed): how many reads and writes a key costs.
    public func statementsRun(during body: () throws -> Void) rethrows -> [String] {
        final class Log { var sql: [String] = [] }
        let log = Log()
        let context = Unmanaged.passUnretained(log).toOpaque()
        sqlite3_trace_v2(handle, UInt32(SQLITE_TRACE_STMT), { _, context, _, text in
            guard let context, let text else { return 0 }
            let sql = String(cString: text.assumingMemoryBound(to: CChar.self))
            if !sql.hasPrefix("--") { Unmanaged<Log>.fromOpaque(context).takeUnretainedValue().sql.append(sql) }
            return 0
        }, context)
        defer { sqlite3_trace_v2(handle, 0, nil, nil) }
        try withExtendedLifetime(log) { try body() }
        return log.sql
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether any statement of this connection is between its first step and its reset
    /// (and so may be holding a read snapshot open).
    var hasActiveStatement: Bool {
        var stmt = sqlite3_next_stmt(handle, nil)
        while let s = stmt {
            if sqlite3_stmt_busy(s) != 0 { return true }
            stmt = sqlite3_next_stmt(handle, s)
        }
        return false
    }
}

private func checkResult(_ rc: Int32, db: OpaquePointer?, sql: String?) throws {
    guard rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE else {
        let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(rc)"
        throw SQLiteError(code: rc & 0xff, extendedCode: rc, message: message, sql: sql, systemErrno: db.map { sqlite3_system_errno($0) } ?? 0)
    }
}

/// A prepared statement; finalized when released. Its connection's cache usually owns it.
/// It does not keep its connection alive (the cache would then never let it go); errors are
/// read from the database handle SQLite ties to the statement.
public final class Statement {
    let handle: OpaquePointer
    let sql: String

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Ready to run again: off any row (ending its read), with no parameters bound.
    public func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    public func bind(_ parameters: [SQLBindable]) throws {
        reset()
        for (offset, parameter) in parameters.enumerated() { try bind(Int32(offset + 1), parameter) }
    }

    // Binding by position, one value at a time: for the import's inserts, which run once per
    // row and would otherwise build an array of boxed values for every row. The statement must
    // be reset (as `step` leaves it at its end); every parameter must be bound each time.
    public func bind(_ index: Int32, _ value: SQLBindable) throws {
        switch value.sqlValue {
        case .null: try checkBind(sqlite3_bind_null(handle, index))
        case .integer(let v): try checkBind(sqlite3_bind_int64(handle, index, v))
        case .real(let v): try checkBind(sqlite3_bind_double(handle, index, v))
        case .text(let v): try checkBind(sqlite3_bind_text(handle, index, v, -1, transient))
        }
    }
    public func bind(_ index: Int32, _ value: Int) throws {
        try checkBind(sqlite3_bind_int64(handle, index, Int64(value)))
    }
    public func bind(_ index: Int32, _ value: Double) throws {
        try checkBind(sqlite3_bind_double(handle, index, value))
    }
    public func bind(_ index: Int32, _ value: Bool) throws {
        try checkBind(sqlite3_bind_int64(handle, index, value ? 1 : 0))
    }
    public func bind(_ index: Int32, _ value: String) throws {
        try checkBind(sqlite3_bind_text(handle, index, value, -1, transient))
    }
    public func bind(_ index: Int32, _ value: Int?) throws {
        if let value { try bind(index, value) } else { try checkBind(sqlite3_bind_null(handle, index)) }
    }
    public func bind(_ index: Int32, _ value: Double?) throws {
        if let value { try bind(index, value) } else { try checkBind(sqlite3_bind_null(handle, index)) }
    }
    public func bind(_ index: Int32, _ value: String?) throws {
        if let value { try bind(index, value) } else { try checkBind(sqlite3_bind_null(handle, index)) }
    }

    private func checkBind(_ rc: Int32) throws {
        guard rc != SQLITE_OK else { return }
        do { try checkResult(rc, db: sqlite3_db_handle(handle), sql: sql) } catch { reset(); throw error }
    }

    /// Runs what was bound by position to the end, ignoring rows; leaves the statement reset.
    public func runBound() throws {
        while try step() {}
    }

    /// Advances to the next row; false when done. At the end, or on an error, the statement
    /// is reset with its bindings cleared, so a finished loop leaves nothing active.
    public func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        defer { reset() }
        if rc == SQLITE_DONE { return false }
        try checkResult(rc, db: sqlite3_db_handle(handle), sql: sql) // read the message before the reset
        return false
    }

    /// Binds `parameters` and runs to the end, ignoring rows; leaves the statement reset.
    public func run(_ parameters: [SQLBindable] = []) throws {
        try bind(parameters)
        while try step() {}
    }

    /// The result's column names, shared by every row read from this run.
    func columns() -> Columns {
        Columns(names: (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) })
    }

    func row(_ columns: Columns) -> Row {
        Row(columns: columns, values: (0..<sqlite3_column_count(handle)).map(value(at:)))
    }

    /// The value of column `i` of the current row.
    func value(at i: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_NULL: return .null
        default: return .text(String(cString: sqlite3_column_text(handle, i)))
        }
    }
}

/// The column names of a result, with their positions, shared by all its rows.
public final class Columns: Sendable {
    public let names: [String]
    let index: [String: Int]

    init(names: [String]) {
        self.names = names
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        self.index = index
    }
}

/// One result row, read by column name.
///
/// The optional readers (`int`, `double`, `string`, `bool`) are for nullable columns and give
/// nil for NULL. NOT NULL columns are read with `requiredInt`/`requiredDouble`/`requiredString`,
/// which throw an error naming the table and column when the value is NULL, missing from the
/// query or not of the type, instead of putting a made-up 0 or "" on screen.
public struct Row: Sendable {
    public let columns: Columns
    public var values: [SQLValue]

    init(columns: Columns, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of `column`; nil when the query has no such column.
    public func value(_ column: String) -> SQLValue? {
        columns.index[column].map { values[$0] }
    }

    public func int(_ column: String) -> Int? { value(column).flatMap(Row.int) }
    public func double(_ column: String) -> Double? { value(column).flatMap(Row.double) }
    public func string(_ column: String) -> String? { value(column).flatMap(Row.string) }
    /// A 0/1 column as a Bool; nil for NULL.
    public func bool(_ column: String) -> Bool? { int(column).map { $0 != 0 } }

    public func requiredInt(_ column: String, table: String) throws -> Int {
        try required(column, table: table, as: "an integer", Row.int)
    }

    public func requiredDouble(_ column: String, table: String) throws -> Double {
        try required(column, table: table, as: "a number", Row.double)
    }

    public func requiredString(_ column: String, table: String) throws -> String {
        try required(column, table: table, as: "text", Row.string)
    }

    /// A NOT NULL 0/1 column as a Bool.
    public func requiredBool(_ column: String, table: String) throws -> Bool {
        try requiredInt(column, table: table) != 0
    }

    private func required<T>(_ column: String, table: String, as kind: String, _ convert: (SQLValue) -> T?) throws -> T {
        try Row.required(value(column), column: column, table: table, as: kind, convert)
    }

    /// `value` converted, or the error that names the table and column: missing from the
    /// query (nil), NULL, or not convertible to `kind`.
    static func required<T>(_ value: SQLValue?, column: String, table: String, as kind: String, _ convert: (SQLValue) -> T?) throws -> T {
        guard let value else {
            throw SQLiteError(code: SQLITE_ERROR, extendedCode: SQLITE_ERROR,
                              message: "column \(column) of table \(table) is missing from the query", sql: nil)
        }
        if value == .null {
            throw SQLiteError(code: SQLITE_MISMATCH, extendedCode: SQLITE_MISMATCH,
                              message: "column \(column) of table \(table) is NULL, which it must never be (was the file edited by another program?)",
                              sql: nil)
        }
        guard let converted = convert(value) else {
            throw SQLiteError(code: SQLITE_MISMATCH, extendedCode: SQLITE_MISMATCH,
                              message: "column \(column) of table \(table) holds \(Row.describe(value)), not \(kind)", sql: nil)
        }
        return converted
    }

    /// Reads by position: internal, for tests' raw queries (PRAGMA table_info and the like,
    /// through `@testable`). Storage itself reads by column name only.
    func int(_ index: Int) -> Int? { values.indices.contains(index) ? Row.int(values[index]) : nil }
    func double(_ index: Int) -> Double? { values.indices.contains(index) ? Row.double(values[index]) : nil }
    func string(_ index: Int) -> String? { values.indices.contains(index) ? Row.string(values[index]) : nil }

    static func describe(_ value: SQLValue) -> String {
        switch value {
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .text(let s): return "'\(s)'"
        case .null: return "NULL"
        }
    }

    static func int(_ value: SQLValue) -> Int? {
        switch value {
        case .integer(let v): return Int(exactly: v)
        case .real(let v): return v.isFinite && abs(v) < 9.0e18 ? Int(v) : nil // never trap on a huge or NaN REAL
        case .text(let s): return Int(s)
        case .null: return nil
        }
    }

    static func double(_ value: SQLValue) -> Double? {
        switch value {
        case .integer(let v): return Double(v)
        case .real(let v): return v
        case .text(let s): return Double(s)
        case .null: return nil
        }
    }

    static func string(_ value: SQLValue) -> String? {
        switch value {
        case .text(let s): return s
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .null: return nil
        }
    }
}
