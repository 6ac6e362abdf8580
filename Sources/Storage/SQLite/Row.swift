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
