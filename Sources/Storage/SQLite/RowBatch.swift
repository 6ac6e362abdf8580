/// Rows written many to an INSERT, for the import: a statement per row made the import's
/// time mostly SQLite's per-statement work (starting the program, a statement journal with
/// triggers and foreign keys), several times the floor of inserting the same rows in bulk.
/// Rows wait here until a batch is full, then go in one statement; `flush` writes the rest.
/// A caller must flush before any statement that reads or deletes rows of the same table.
///
/// OR FAIL: an import is one transaction rolled back whole when anything fails, so a statement
/// that fails need not undo the rows it wrote itself; without that (OR ABORT, the default)
/// each statement of many rows kept a statement journal of every page it touched.
struct RowBatch<Row> {
    private let db: Connection
    private let table: String
    private let columns: [String]
    /// Binds one row's values from parameter `first` on, in the order of `columns`.
    private let bindRow: (Row, Statement, Int32) throws -> Void
    private let rowsPerStatement: Int
    private let full: Statement
    private var pending: [Row] = []

    init(_ db: Connection, table: String, columns: [String], bind: @escaping (Row, Statement, Int32) throws -> Void) throws {
        self.db = db
        self.table = table
        self.columns = columns
        bindRow = bind
        // SQLite allows 32,766 parameters a statement; a few thousand keep the text short.
        rowsPerStatement = max(1, 2_000 / columns.count)
        full = try db.prepare(RowBatch.sql(table: table, columns: columns, rows: rowsPerStatement))
        pending.reserveCapacity(rowsPerStatement)
    }

    private static func sql(table: String, columns: [String], rows: Int) -> String {
        let row = "(" + sqlPlaceholders(columns.count) + ")"
        return "INSERT OR FAIL INTO \(table) (\(columns.joined(separator: ", "))) VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
    }

    mutating func add(_ row: Row) throws {
        pending.append(row)
        if pending.count == rowsPerStatement { try write(full) }
    }

    /// Writes the rows still waiting.
    mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try write(try db.prepare(RowBatch.sql(table: table, columns: columns, rows: pending.count)))
    }

    private mutating func write(_ statement: Statement) throws {
        var first: Int32 = 1
        for row in pending {
            try bindRow(row, statement, first)
            first += Int32(columns.count)
        }
        try statement.runBound()
        pending.removeAll(keepingCapacity: true)
    }
}
