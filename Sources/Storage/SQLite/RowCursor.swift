import CSQLite

/// The rows of a query read where they are, one at a time: each column found by name once
/// per query, each value read straight from SQLite, with the checks and error sentences of
/// `Row`'s required readers: a column the query lacks, or a NULL where a value must be, is an
/// error naming the table and the column, never a silent 0 or "". No `Row` (an array of
/// values and a name lookup per value) is made per row: for the reads every start makes
/// before its first frame, the export's and the years of history the trends read.
struct RowCursor {
    private let statement: Statement
    let columns: Columns
    let table: String

    init(statement: Statement, table: String) {
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

    // The same at a position found with `position(of:)`: an error takes the column's name from SQLite.
    func requiredString(_ i: Int32) throws -> String {
        if sqlite3_column_type(statement.handle, i) == SQLITE_TEXT { return String(cString: sqlite3_column_text(statement.handle, i)) }
        return try requiredString(i, name(of: i))
    }

    func requiredInt(_ i: Int32) throws -> Int {
        if sqlite3_column_type(statement.handle, i) == SQLITE_INTEGER { return Int(sqlite3_column_int64(statement.handle, i)) }
        return try requiredInt(i, name(of: i))
    }

    func requiredDouble(_ i: Int32) throws -> Double {
        let type = sqlite3_column_type(statement.handle, i)
        if type == SQLITE_FLOAT || type == SQLITE_INTEGER { return sqlite3_column_double(statement.handle, i) }
        return try requiredDouble(i, name(of: i))
    }

    /// The values of a column that may be NULL: nil for NULL.
    func optionalString(_ i: Int32) -> String? {
        sqlite3_column_type(statement.handle, i) == SQLITE_NULL ? nil : String(cString: sqlite3_column_text(statement.handle, i))
    }

    func optionalInt(_ i: Int32) -> Int? {
        sqlite3_column_type(statement.handle, i) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(statement.handle, i))
    }

    func optionalDouble(_ i: Int32) -> Double? {
        sqlite3_column_type(statement.handle, i) == SQLITE_NULL ? nil : sqlite3_column_double(statement.handle, i)
    }

    private func name(of i: Int32) -> String {
        sqlite3_column_name(statement.handle, i).map { String(cString: $0) } ?? "column \(i)"
    }

    /// The text column as a JSON string, or null when it may be and is NULL (`nullable`); its
    /// bytes copied from SQLite when none needs escaping.
    func appendJSON(_ i: Int32, nullable: Bool = false, to out: inout [UInt8]) throws {
        guard let p = sqlite3_column_text(statement.handle, i) else {
            if nullable { out += "null"; return }
            _ = try requiredString(i)
            return
        }
        let bytes = UnsafeBufferPointer(start: p, count: Int(sqlite3_column_bytes(statement.handle, i)))
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            appendJSONString(String(decoding: bytes, as: UTF8.self), to: &out)
        } else {
            out.append(0x22)
            out.append(contentsOf: bytes)
            out.append(0x22)
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
        try forEachRowWhile(sql, parameters, table: table, columns: columns) { row, positions in
            try body(row, positions)
            return true
        }
    }

    /// `forEachRow` until `body` returns false. The statement is reset however the loop ends:
    /// one left on a row would hold a read snapshot open, and the WAL could then never be
    /// checkpointed.
    func forEachRowWhile<Positions>(_ sql: String, _ parameters: [SQLBindable] = [], table: String,
                                    columns: (RowCursor) throws -> Positions, _ body: (RowCursor, Positions) throws -> Bool) throws {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        let cursor = RowCursor(statement: statement, table: table)
        let positions = try columns(cursor)
        while try statement.step() {
            guard try body(cursor, positions) else { return }
        }
    }
}
