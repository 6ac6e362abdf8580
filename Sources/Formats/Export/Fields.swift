import Domain

/// A JSON value at a path (`sessions[3].steps[0]`), with readers by the export's fields
/// (`ExportFields`) that name the path when wrong.
struct Fields {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func name(_ key: ExportField) -> String { path.isEmpty ? key.name : path + "." + key.name }

    func bad(_ key: ExportField, _ expected: String) -> ImportError {
        ImportError("Field \(name(key)) must be \(expected).")
    }

    func child(_ key: ExportField) -> Fields? {
        guard case .object(let o) = value, let v = o[key.name], v != .null else { return nil }
        return Fields(v, path: name(key))
    }

    private func required(_ key: ExportField) throws -> JSONValue {
        guard case .object(let o) = value else { throw ImportError("Field \(path.isEmpty ? "(the document)" : path) must be an object.") }
        guard let v = o[key.name] else { throw ImportError("Field \(name(key)) is missing.") }
        return v
    }

    func string(_ key: ExportField) throws -> String {
        guard case .string(let s) = try required(key) else { throw bad(key, "text") }
        return s
    }

    func nonEmpty(_ key: ExportField) throws -> String {
        let s = try string(key)
        guard !s.isEmpty else { throw bad(key, "non-empty text") }
        return s
    }

    func optionalString(_ key: ExportField) throws -> String? {
        guard case .object(let o) = value, let v = o[key.name], v != .null else { return nil }
        guard case .string(let s) = v else { throw bad(key, "text or null") }
        return s
    }

    func instant(_ key: ExportField) throws -> String {
        let s = try string(key)
        guard isoInstant(s) != nil else { throw bad(key, "a time like 2026-11-22T08:15:00+01:00") }
        return s
    }

    func optionalInstant(_ key: ExportField) throws -> String? {
        guard let s = try optionalString(key) else { return nil }
        guard isoInstant(s) != nil else { throw bad(key, "a time like 2026-11-22T08:15:00+01:00, or null") }
        return s
    }

    func double(_ key: ExportField) throws -> Double {
        guard case .number(let v) = try required(key) else { throw bad(key, "a number") }
        return v
    }

    func optionalDouble(_ key: ExportField) throws -> Double? {
        guard case .object(let o) = value, let v = o[key.name], v != .null else { return nil }
        guard case .number(let d) = v else { throw bad(key, "a number or null") }
        return d
    }

    func int(_ key: ExportField) throws -> Int {
        guard case .number(let v) = try required(key), v == v.rounded(), abs(v) < 1e15 else { throw bad(key, "a whole number") }
        return Int(v)
    }

    func optionalInt(_ key: ExportField) throws -> Int? {
        guard let v = try optionalDouble(key) else { return nil }
        guard v == v.rounded(), abs(v) < 1e15 else { throw bad(key, "a whole number or null") }
        return Int(v)
    }

    func int(_ key: ExportField, in range: ClosedRange<Int>) throws -> Int {
        let v = try int(key)
        guard range.contains(v) else { throw bad(key, "a whole number from \(range.lowerBound) to \(range.upperBound)") }
        return v
    }

    func optionalInt(_ key: ExportField, in range: ClosedRange<Int>) throws -> Int? {
        guard let v = try optionalInt(key) else { return nil }
        guard range.contains(v) else { throw bad(key, "a whole number from \(range.lowerBound) to \(range.upperBound), or null") }
        return v
    }

    func double(_ key: ExportField, in range: ClosedRange<Double>) throws -> Double {
        let v = try double(key)
        guard range.contains(v) else { throw bad(key, "a number from \(jsonNumber(range.lowerBound)) to \(jsonNumber(range.upperBound))") }
        return v
    }

    func optionalDouble(_ key: ExportField, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = try optionalDouble(key) else { return nil }
        guard range.contains(v) else { throw bad(key, "a number from \(jsonNumber(range.lowerBound)) to \(jsonNumber(range.upperBound)), or null") }
        return v
    }

    /// A calendar day, `YYYY-MM-DD`, on which a time the document may hold can fall (`Bounds.days`).
    func day(_ key: ExportField) throws -> Day {
        guard let day = Day(iso: try string(key)) else { throw bad(key, "a date like 2026-11-22") }
        guard ExportFormat.Bounds.days.contains(day) else { throw bad(key, "a date \(ExportFormat.Bounds.daysText)") }
        return day
    }

    /// A record's id: a ULID (`ExportFormat.isULID`).
    func ulid(_ key: ExportField) throws -> String {
        let s = try string(key)
        guard ExportFormat.isULID(s) else { throw bad(key, "a ULID (26 characters of 0-9 and A-Z but I, L, O and U)") }
        return s
    }

    func bool(_ key: ExportField) throws -> Bool {
        guard case .bool(let b) = try required(key) else { throw bad(key, "true or false") }
        return b
    }

    /// A field a newer version added: nil when absent or null.
    func optionalBool(_ key: ExportField) throws -> Bool? {
        guard case .object(let o) = value, let v = o[key.name], v != .null else { return nil }
        guard case .bool(let b) = v else { throw bad(key, "true or false") }
        return b
    }

    func array(_ key: ExportField) throws -> [Fields] {
        guard case .array(let items) = try required(key) else { throw bad(key, "an array") }
        return items.enumerated().map { Fields($1, path: "\(name(key))[\($0)]") }
    }

    func strings(_ key: ExportField) throws -> [String] {
        try array(key).map { item in
            guard case .string(let s) = item.value else { throw ImportError("Field \(item.path) must be text.") }
            return s
        }
    }
}
