import CSQLite

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

/// One result row. Every reader of rows uses this one type, whether the row was copied out of
/// its statement or is read where it is.
///
/// - Copied (`Connection.rows`, `firstRow`): the values are kept, and the row can be kept.
/// - In place (`Connection.forEachRow`, `Row(inPlace:table:)`): each value is read straight
///   from SQLite, with no array of values made per row, so the row is whichever row its
///   statement is on: good only until the statement steps. For the reads every start makes
///   before its first frame, the export's, and the years of history the trends read.
///
/// Columns are read by name. The optional readers (`int`, `double`, `string`, `bool`) are for
/// nullable columns and give nil for NULL. NOT NULL columns are read with
/// `requiredInt`/`requiredDouble`/`requiredString`, which throw an error naming the table and
/// column when the value is NULL, missing from the query or not of the type, instead of
/// putting a made-up 0 or "" on screen.
///
/// A loop over many rows may find its columns' positions once (`position(of:)`, an error
/// naming the table when the query lacks one) and read by position, with the same checks.
public struct Row {
    public let columns: Columns
    private let source: Source
    /// The table that errors of reads by position name (in-place rows are given it).
    let table: String?

    private enum Source {
        case copied([SQLValue])
        case inPlace(Statement)
    }

    init(columns: Columns, values: [SQLValue], table: String? = nil) {
        self.columns = columns
        source = .copied(values)
        self.table = table
    }

    /// The row `statement` is on, read in place; `table` names it in errors.
    init(inPlace statement: Statement, table: String) {
        columns = statement.columns()
        source = .inPlace(statement)
        self.table = table
    }

    /// Every value of the row (read out of SQLite when the row is in place).
    public var values: [SQLValue] {
        switch source {
        case .copied(let values): return values
        case .inPlace(let statement): return columns.names.indices.map { statement.value(at: Int32($0)) }
        }
    }

    /// The row with its values copied out, to keep after its statement moves on.
    public func copy() -> Row { Row(columns: columns, values: values, table: table) }

    /// The value at position `i`.
    func value(at i: Int32) -> SQLValue {
        switch source {
        case .copied(let values): return values[Int(i)]
        case .inPlace(let statement): return statement.value(at: i)
        }
    }

    // MARK: By name

    /// The value of `column`; nil when the query has no such column.
    public func value(_ column: String) -> SQLValue? {
        columns.index[column].map { value(at: Int32($0)) }
    }

    public func int(_ column: String) -> Int? { value(column).flatMap(Row.int) }
    public func double(_ column: String) -> Double? { value(column).flatMap(Row.double) }
    public func string(_ column: String) -> String? { value(column).flatMap(Row.string) }
    /// A 0/1 column as a Bool; nil for NULL.
    public func bool(_ column: String) -> Bool? { int(column).map { $0 != 0 } }

    public func requiredInt(_ column: String, table: String) throws -> Int {
        try requiredInt(try position(of: column, table: table), column, table: table)
    }

    public func requiredDouble(_ column: String, table: String) throws -> Double {
        try requiredDouble(try position(of: column, table: table), column, table: table)
    }

    public func requiredString(_ column: String, table: String) throws -> String {
        try requiredString(try position(of: column, table: table), column, table: table)
    }

    /// A NOT NULL 0/1 column as a Bool.
    public func requiredBool(_ column: String, table: String) throws -> Bool {
        try requiredInt(column, table: table) != 0
    }

    // MARK: By position

    /// The position of `column` in the result; an error naming the table when the query lacks it.
    func position(of column: String) throws -> Int32 {
        try position(of: column, table: table)
    }

    func position(of column: String, table: String?) throws -> Int32 {
        guard let i = columns.index[column] else {
            return try Row.required(nil, column: column, table: table, as: "a column") { _ in Int32?.none }
        }
        return Int32(i)
    }

    /// The value at position `i`, which must not be NULL: errors name the column and the row's table.
    func requiredString(_ i: Int32) throws -> String { try requiredString(i, columns.names[Int(i)], table: table) }
    func requiredInt(_ i: Int32) throws -> Int { try requiredInt(i, columns.names[Int(i)], table: table) }
    func requiredDouble(_ i: Int32) throws -> Double { try requiredDouble(i, columns.names[Int(i)], table: table) }

    /// The value at position `i` of a column that may be NULL: nil for NULL (or, on a copied
    /// row, no such position). A value of another type is converted as SQLite converts it
    /// in place, and as the readers by name do on a copied row.
    func int(_ i: Int32) -> Int? {
        switch source {
        case .inPlace(let s): return sqlite3_column_type(s.handle, i) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(s.handle, i))
        case .copied(let values): return values.indices.contains(Int(i)) ? Row.int(values[Int(i)]) : nil
        }
    }

    func double(_ i: Int32) -> Double? {
        switch source {
        case .inPlace(let s): return sqlite3_column_type(s.handle, i) == SQLITE_NULL ? nil : sqlite3_column_double(s.handle, i)
        case .copied(let values): return values.indices.contains(Int(i)) ? Row.double(values[Int(i)]) : nil
        }
    }

    func string(_ i: Int32) -> String? {
        switch source {
        case .inPlace(let s): return sqlite3_column_type(s.handle, i) == SQLITE_NULL ? nil : String(cString: sqlite3_column_text(s.handle, i))
        case .copied(let values): return values.indices.contains(Int(i)) ? Row.string(values[Int(i)]) : nil
        }
    }

    /// The bytes of the value at position `i` as text (nil for NULL), read in place without
    /// a copy when the row is: good only during `body`.
    func withText<T>(_ i: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T {
        switch source {
        case .inPlace(let s):
            guard let p = sqlite3_column_text(s.handle, i) else { return try body(nil) }
            return try body(UnsafeBufferPointer(start: p, count: Int(sqlite3_column_bytes(s.handle, i))))
        case .copied(let values):
            guard let text = Row.string(values[Int(i)]) else { return try body(nil) }
            return try Array(text.utf8).withUnsafeBufferPointer { try body($0) }
        }
    }

    // The checked reads, each with a short way for a row in place whose value has the type asked for.
    private func requiredString(_ i: Int32, _ column: String, table: String?) throws -> String {
        if case .inPlace(let s) = source, sqlite3_column_type(s.handle, i) == SQLITE_TEXT { return String(cString: sqlite3_column_text(s.handle, i)) }
        return try Row.required(value(at: i), column: column, table: table, as: "text", Row.string)
    }

    private func requiredInt(_ i: Int32, _ column: String, table: String?) throws -> Int {
        if case .inPlace(let s) = source, sqlite3_column_type(s.handle, i) == SQLITE_INTEGER { return Int(sqlite3_column_int64(s.handle, i)) }
        return try Row.required(value(at: i), column: column, table: table, as: "an integer", Row.int)
    }

    private func requiredDouble(_ i: Int32, _ column: String, table: String?) throws -> Double {
        if case .inPlace(let s) = source {
            let type = sqlite3_column_type(s.handle, i)
            if type == SQLITE_FLOAT || type == SQLITE_INTEGER { return sqlite3_column_double(s.handle, i) }
        }
        return try Row.required(value(at: i), column: column, table: table, as: "a number", Row.double)
    }

    // MARK: Values

    /// `value` converted, or the error that names the table and column: missing from the
    /// query (nil), NULL, or not convertible to `kind`.
    static func required<T>(_ value: SQLValue?, column: String, table: String?, as kind: String, _ convert: (SQLValue) -> T?) throws -> T {
        // Worded only when it fails: every read of every row passes here.
        var name: String { "column \(column)" + (table.map { " of table \($0)" } ?? "") }
        guard let value else {
            throw SQLiteError(code: SQLITE_ERROR, extendedCode: SQLITE_ERROR, message: "\(name) is missing from the query", sql: nil)
        }
        if value == .null {
            throw SQLiteError(code: SQLITE_MISMATCH, extendedCode: SQLITE_MISMATCH,
                              message: "\(name) is NULL, which it must never be (was the file edited by another program?)", sql: nil)
        }
        guard let converted = convert(value) else {
            throw SQLiteError(code: SQLITE_MISMATCH, extendedCode: SQLITE_MISMATCH,
                              message: "\(name) holds \(Row.describe(value)), not \(kind)", sql: nil)
        }
        return converted
    }

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
