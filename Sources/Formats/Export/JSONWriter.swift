/// A JSON document being written as UTF-8 bytes (appending bytes is several times cheaper than
/// appending to a String), handed on in pieces (`flush`) so a large one is never whole in memory.
/// Its objects and arrays are written through `JSONObject` and `JSONArray`, laid out as
/// gymtrack's export is: the document's members a line each, records a line each, the rest inline.
public final class JSONWriter {
    var out: [UInt8] = []

    public init(capacity: Int = 0) { out.reserveCapacity(capacity) }

    func append(_ text: String) { out.append(contentsOf: text.utf8) }

    /// Hands the text written so far to `write` once it has reached `threshold` bytes (or
    /// whatever its length, `force`), and starts again from empty.
    public func flush(threshold: Int = 1 << 16, force: Bool = false, to write: (String) throws -> Void) rethrows {
        guard force || out.count >= threshold else { return }
        try write(String(decoding: out, as: UTF8.self))
        out.removeAll(keepingCapacity: true)
    }
}

/// Appends `text` to `out` as a JSON string literal: its bytes as they are when none needs
/// escaping, else as the String form escapes them.
public func appendJSONString(_ text: String, to out: inout [UInt8]) {
    var plain = true
    for b in text.utf8 where mayNeedJSONEscape(b) { plain = false; break }
    if plain {
        out.append(0x22)
        out.append(contentsOf: text.utf8)
        out.append(0x22)
    } else {
        var escaped = ""
        appendJSONString(text, to: &escaped)
        out.append(contentsOf: escaped.utf8)
    }
}

/// Appends an integer's decimal digits.
func appendInt(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(0x2D) }
    var v = value.magnitude
    if v < 10 { out.append(UInt8(48 + v)); return }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var n = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
        while v > 0 { buffer[n] = UInt8(48 + v % 10); v /= 10; n += 1 }
        for i in stride(from: n - 1, through: 0, by: -1) { out.append(buffer[i]) }
    }
}

/// Appends a number as `jsonNumber` writes it: integers without a fraction.
func appendNumber(_ value: Double, to out: inout [UInt8]) {
    if value == value.rounded(), abs(value) < 1e15 { appendInt(Int(value), to: &out) } else { out.append(contentsOf: String(value).utf8) }
}

/// Writes one JSON object's members, commas between them; its keys are the export's fields.
public struct JSONObject {
    private let w: JSONWriter
    /// The document itself: a member a line, indented. Any other object is written on one line.
    private let isDocument: Bool
    private var first = true

    init(_ w: JSONWriter, opening: String, isDocument: Bool = false) {
        w.append(opening)
        self.w = w
        self.isDocument = isDocument
    }

    /// Opens the document: call `closeDocument` after its last member.
    public static func document(_ w: JSONWriter) -> JSONObject { JSONObject(w, opening: "{", isDocument: true) }

    public func close() { w.out.append(0x7D) }
    public func closeDocument() { w.append("\n}\n") }

    private mutating func key(_ k: ExportField) {
        if isDocument {
            w.append(first ? "\n  \"" : ",\n  \"")
        } else if first {
            w.out.append(0x22)
        } else {
            w.out.append(0x2C); w.out.append(0x20); w.out.append(0x22)
        }
        first = false
        w.out.append(contentsOf: k.name.utf8)
        w.out.append(0x22); w.out.append(0x3A); w.out.append(0x20)
    }

    /// A member whose value `value` appends itself, already JSON (text copied straight from a database).
    public mutating func member(_ k: ExportField, writing value: (inout [UInt8]) throws -> Void) rethrows {
        key(k)
        try value(&w.out)
    }

    /// A member whose name is data, not one of the format's fields (a setting's key).
    public mutating func string(named name: String, _ v: String) {
        if !first { w.append(", ") }
        first = false
        appendJSONString(name, to: &w.out)
        w.append(": ")
        appendJSONString(v, to: &w.out)
    }

    public mutating func string(_ k: ExportField, _ v: String) { key(k); appendJSONString(v, to: &w.out) }
    public mutating func optionalString(_ k: ExportField, _ v: String?) { if let v { string(k, v) } else { key(k); w.append("null") } }
    public mutating func int(_ k: ExportField, _ v: Int) { key(k); appendInt(v, to: &w.out) }
    public mutating func optionalInt(_ k: ExportField, _ v: Int?) { key(k); if let v { appendInt(v, to: &w.out) } else { w.append("null") } }
    public mutating func number(_ k: ExportField, _ v: Double) { key(k); appendNumber(v, to: &w.out) }
    public mutating func optionalNumber(_ k: ExportField, _ v: Double?) { key(k); if let v { appendNumber(v, to: &w.out) } else { w.append("null") } }
    public mutating func bool(_ k: ExportField, _ v: Bool) { key(k); w.append(v ? "true" : "false") }
    public mutating func strings(_ k: ExportField, _ v: [String]) {
        key(k)
        w.append("[")
        for (i, s) in v.enumerated() {
            if i > 0 { w.append(", ") }
            appendJSONString(s, to: &w.out)
        }
        w.append("]")
    }

    /// An object within this one, on the same line: call its `close` after its last member.
    public mutating func object(_ k: ExportField) -> JSONObject {
        key(k)
        return JSONObject(w, opening: "{")
    }

    /// An array of objects within this one: call its `close` after its last object.
    public mutating func array(_ k: ExportField, _ layout: JSONArray.Layout) -> JSONArray {
        key(k)
        return JSONArray(w, layout)
    }
}

/// Writes one JSON array of objects, laid out as `Layout` says.
public struct JSONArray {
    public enum Layout: Sendable {
        /// All on one line: `[{…}, {…}]`.
        case inline
        /// Each object on a line of its own, indented by `indent` spaces; the closing bracket
        /// right after the last.
        case lines(indent: Int)
        /// A member of the document: each object on a line of its own, and the closing bracket
        /// too unless there is none.
        case documentMember
    }

    private let w: JSONWriter
    private let firstOpening: String, nextOpening: String
    private let bracketOnItsOwnLine: Bool
    private var isEmpty = true

    init(_ w: JSONWriter, _ layout: Layout) {
        self.w = w
        switch layout {
        case .inline:
            (firstOpening, nextOpening, bracketOnItsOwnLine) = ("{", ", {", false)
        case .lines(let indent):
            let spaces = String(repeating: " ", count: indent)
            (firstOpening, nextOpening, bracketOnItsOwnLine) = ("\n" + spaces + "{", ",\n" + spaces + "{", false)
        case .documentMember:
            (firstOpening, nextOpening, bracketOnItsOwnLine) = ("\n    {", ",\n    {", true)
        }
        w.append("[")
    }

    /// The next object: call its `close` after its last member.
    public mutating func object() -> JSONObject {
        defer { isEmpty = false }
        return JSONObject(w, opening: isEmpty ? firstOpening : nextOpening)
    }

    public func close() { w.append(bracketOnItsOwnLine && !isEmpty ? "\n  ]" : "]") }

    /// Closes a member of the document with its bracket on a line of its own even when it holds
    /// nothing: the sessions have always closed so, and an export's bytes stay as they were.
    public func closeOnItsOwnLine() { w.append("\n  ]") }
}
