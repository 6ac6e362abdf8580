import CSQLite

/// SQLITE_TRANSIENT does not import into Swift: SQLite copies the bound bytes.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

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

    /// Binds `value` to parameter `index` (from 1), by position, one value at a time: for the
    /// import's inserts, which run once per row and would otherwise build an array of boxed
    /// values for every row (a value of a known type is not boxed: this is generic). The
    /// statement must be reset (as `step` leaves it at its end); every parameter must be
    /// bound each time.
    public func bind(_ index: Int32, _ value: some SQLBindable) throws {
        switch value.sqlValue {
        case .null: try checkBind(sqlite3_bind_null(handle, index))
        case .integer(let v): try checkBind(sqlite3_bind_int64(handle, index, v))
        case .real(let v): try checkBind(sqlite3_bind_double(handle, index, v))
        case .text(let v): try checkBind(sqlite3_bind_text(handle, index, v, -1, transient))
        }
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

    /// The current row with its values copied out.
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
