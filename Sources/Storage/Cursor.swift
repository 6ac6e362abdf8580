import CSQLite

/// Reads the current row of a statement by column, the column found by name once.
struct Cursor {
    let statement: Statement
    let columns: Columns

    init(_ statement: Statement) {
        self.statement = statement
        columns = statement.columns()
    }

    subscript(_ name: String) -> Int32 { Int32(columns.index[name] ?? -1) }

    func isNull(_ i: Int32) -> Bool { i < 0 || sqlite3_column_type(statement.handle, i) == SQLITE_NULL }
    func int(_ i: Int32) -> Int { i < 0 ? 0 : Int(sqlite3_column_int64(statement.handle, i)) }
    func optionalInt(_ i: Int32) -> Int? { isNull(i) ? nil : int(i) }
    func double(_ i: Int32) -> Double { i < 0 ? 0 : sqlite3_column_double(statement.handle, i) }
    func optionalDouble(_ i: Int32) -> Double? { isNull(i) ? nil : double(i) }
    func text(_ i: Int32) -> String {
        guard i >= 0, let p = sqlite3_column_text(statement.handle, i) else { return "" }
        return String(cString: p)
    }
    func optionalText(_ i: Int32) -> String? { isNull(i) ? nil : text(i) }

    /// The column as a JSON string (or null), its bytes copied from SQLite when none needs escaping.
    func appendJSON(_ i: Int32, to out: inout [UInt8]) {
        guard i >= 0, let p = sqlite3_column_text(statement.handle, i) else { out += "null"; return }
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

extension Connection {
    /// Runs a query and calls `body` on each row, read in place through one `Cursor`, until it
    /// returns false. The statement is reset afterwards however the loop ends: one left on a
    /// row would hold a read snapshot open, and the WAL could then never be checkpointed.
    func eachRow(_ sql: String, _ parameters: [SQLBindable] = [], _ body: (Cursor) throws -> Bool) throws {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        let cursor = Cursor(statement)
        while try statement.step() {
            guard try body(cursor) else { return }
        }
    }
}
