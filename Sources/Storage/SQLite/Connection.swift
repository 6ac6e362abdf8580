import CSQLite

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
        // After every commit in WAL mode (SQLite calls this once the write lock is let go; it
        // replaces the automatic checkpoint every 1000 pages).
        sqlite3_wal_hook(db, { _, handle, _, _ in
            if let handle { Connection.emptyTheWAL(handle) }
            return SQLITE_OK
        }, nil)
    }

    /// Copies what the -wal holds into the database file and truncates the -wal to 0 bytes,
    /// after each commit: a gymtrack left idle, or stopped with Ctrl-Z, then holds nothing in
    /// a -wal that SQLite, which finds it by name, would apply to a file renamed over the path.
    /// It never waits: while another connection reads (or writes, or checkpoints), it copies
    /// what it can at once and the rest waits in the -wal for the next commit to try again.
    static func emptyTheWAL(_ handle: OpaquePointer) {
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        _ = sqlite3_wal_checkpoint_v2(handle, "main", SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }

    /// `emptyTheWAL` on this connection: for commits SQLite makes without calling the hook
    /// (the online backup API's).
    func emptyTheWAL() {
        Connection.emptyTheWAL(handle)
    }

    /// How long a statement waits for another process's lock before it fails.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    deinit {
        statements.removeAll() // finalized here unless a caller still holds one; close_v2 waits for those
        sqlite3_close_v2(handle)
    }

    /// Makes closing this connection leave the -wal and -shm alone: no checkpoint, no delete.
    /// For a file replaced underneath, whose -wal and -shm, found by name, are the new file's.
    func leaveTheWALAloneOnClose() {
        _ = gt_sqlite_no_checkpoint_on_close(handle)
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

    /// All rows of a query, copied out, each with its column names.
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

    /// Runs a query and calls `body` on each row in place (`table` names the rows in errors),
    /// with the positions `columns` found once, before the first row. The statement is reset
    /// afterwards, also when `body` throws.
    func forEachRow<Positions>(_ sql: String, _ parameters: [SQLBindable] = [], table: String,
                               columns: (Row) throws -> Positions, _ body: (Row, Positions) throws -> Void) throws {
        try forEachRowWhile(sql, parameters, table: table, columns: columns) { row, positions in
            try body(row, positions)
            return true
        }
    }

    /// `forEachRow` until `body` returns false. The statement is reset however the loop ends:
    /// one left on a row would hold a read snapshot open, and the WAL could then never be
    /// checkpointed.
    func forEachRowWhile<Positions>(_ sql: String, _ parameters: [SQLBindable] = [], table: String,
                                    columns: (Row) throws -> Positions, _ body: (Row, Positions) throws -> Bool) throws {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        let row = Row(inPlace: statement, table: table)
        let positions = try columns(row)
        while try statement.step() {
            guard try body(row, positions) else { return }
        }
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
