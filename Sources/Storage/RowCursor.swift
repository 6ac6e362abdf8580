import CSQLite

/// The rows of a query read where they are, one at a time: each column found by name once
/// per query, each value read straight from SQLite, with the checks and error sentences of
/// `Row`'s required readers. No `Row` (an array of values and a name lookup per value) is
/// made per row: for the reads every start makes before its first frame.
struct RowCursor {
    private let statement: Statement
    private let columns: Columns
    let table: String

    fileprivate init(statement: Statement, table: String) {
        self.statement = statement
        columns = statement.columns()
        self.table = table
    }

    /// The position of `column` in the result; an error naming the table when the query lacks it.
    func position(of column: String) throws -> Int32 {
        guard let i = columns.index[column] else {
            return try Row.required(nil, column: column, table: table, as: "a column") { _ in Int32?.none }
        }
        return Int32(i)
    }

    /// The text in column `i` (named `column` in errors), which must not be NULL.
    func requiredString(_ i: Int32, _ column: String) throws -> String {
        if sqlite3_column_type(statement.handle, i) == SQLITE_TEXT { return String(cString: sqlite3_column_text(statement.handle, i)) }
        return try Row.required(statement.value(at: i), column: column, table: table, as: "text", Row.string)
    }

    func requiredInt(_ i: Int32, _ column: String) throws -> Int {
        if sqlite3_column_type(statement.handle, i) == SQLITE_INTEGER { return Int(sqlite3_column_int64(statement.handle, i)) }
        return try Row.required(statement.value(at: i), column: column, table: table, as: "an integer", Row.int)
    }

    func requiredDouble(_ i: Int32, _ column: String) throws -> Double {
        switch sqlite3_column_type(statement.handle, i) {
        case SQLITE_FLOAT: return sqlite3_column_double(statement.handle, i)
        case SQLITE_INTEGER: return Double(sqlite3_column_int64(statement.handle, i))
        default: return try Row.required(statement.value(at: i), column: column, table: table, as: "a number", Row.double)
        }
    }
}

/// What reads a row's columns by name, with `Row`'s checks: a `Row` (the values copied out)
/// or a `RowCursor` (read in place), so a decoder such as `PlanStepColumns.step` is written once.
protocol ColumnReading {
    func requiredString(_ column: String, table: String) throws -> String
    func requiredInt(_ column: String, table: String) throws -> Int
    func requiredDouble(_ column: String, table: String) throws -> Double
    func string(_ column: String) -> String?
    func int(_ column: String) -> Int?
    func double(_ column: String) -> Double?
}

extension Row: ColumnReading {}

/// By name: the position looked up for each value, as `Row` does, without copying the row.
extension RowCursor: ColumnReading {
    func requiredString(_ column: String, table: String) throws -> String { try requiredString(try position(of: column), column) }
    func requiredInt(_ column: String, table: String) throws -> Int { try requiredInt(try position(of: column), column) }
    func requiredDouble(_ column: String, table: String) throws -> Double { try requiredDouble(try position(of: column), column) }
    func string(_ column: String) -> String? { value(column).flatMap(Row.string) }
    func int(_ column: String) -> Int? { value(column).flatMap(Row.int) }
    func double(_ column: String) -> Double? { value(column).flatMap(Row.double) }

    private func value(_ column: String) -> SQLValue? { columns.index[column].map { statement.value(at: Int32($0)) } }
}

extension Connection {
    /// Runs a query and calls `body` on each row in place (`table` names the rows in errors),
    /// with the positions `columns` found once, before the first row. The statement is reset
    /// afterwards, also when `body` throws.
    func forEachRow<Positions>(_ sql: String, _ parameters: [SQLBindable] = [], table: String,
                               columns: (RowCursor) throws -> Positions, _ body: (RowCursor, Positions) throws -> Void) throws {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        let cursor = RowCursor(statement: statement, table: table)
        let positions = try columns(cursor)
        while try statement.step() { try body(cursor, positions) }
    }
}
