import Domain

/// A JSON value, parsed without Foundation so Formats stays pure and a syntax error can name its line.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses a whole document. Nesting deeper than 64 is refused (no input can exhaust the stack).
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }
}

struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    func error(_ what: String) -> ImportError { ImportError("Line \(line): \(what); the file is not valid JSON.") }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 10: line += 1; i += 1
            case 32, 9, 13: i += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 64 else { throw error("nesting is too deep") }
        guard i < bytes.count else { throw error("the document ends early") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var object: [String: JSONValue] = [:]
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("a key in quotes was expected") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("':' was expected after \(quotedValue(key))") }
                i += 1
                skipSpace()
                object[key] = try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw error("the document ends inside an object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
                throw error("',' or '}' was expected")
            }
        case UInt8(ascii: "["):
            i += 1
            var array: [JSONValue] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") { i += 1; return .array(array) }
            while true {
                skipSpace()
                array.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw error("the document ends inside an array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(array) }
                throw error("',' or ']' was expected")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return try number()
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { throw error("unexpected character") }
        i += w.count
        return value
    }

    mutating func number() throws -> JSONValue {
        let start = i
        while i < bytes.count, let c = Optional(bytes[i]), (c >= 48 && c <= 57) || c == 45 || c == 43 || c == 46 || c == 101 || c == 69 { i += 1 }
        guard i > start, let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else {
            throw error("unexpected character")
        }
        return .number(v)
    }

    mutating func string() throws -> String {
        i += 1 // the opening quote
        var out: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if b < 0x20 { throw error("a control character inside a string") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "u"):
                guard var code = hex4() else { throw error("a bad \\u escape") }
                if code >= 0xD800 && code < 0xDC00, i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    guard let low = hex4(), low >= 0xDC00, low < 0xE000 else { throw error("a bad \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("a bad escape in a string")
            }
        }
        throw error("a string is never closed")
    }

    mutating func hex4() -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 48...57: d = UInt32(c - 48)
            case 65...70: d = UInt32(c - 55)
            case 97...102: d = UInt32(c - 87)
            default: return nil
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}

/// Appends `text` to `out` as a JSON string literal. Every character a terminal would act on
/// (`controlEscape`: C0, DEL, C1, the separators and bidirectional overrides) is a `\u` escape,
/// so a document printed to a terminal is as safe as the text gymtrack prints.
/// Whether a byte of UTF-8 text may need escaping in JSON: a quote, a backslash, a control, or
/// the lead byte of a character a terminal could act on (0xC2 leads C1's UTF-8, 0xE2 the line
/// separators' and the bidi overrides'), checked by scalar when the text is escaped. Text
/// without one is written as it is.
@inline(__always)
public func mayNeedJSONEscape(_ b: UInt8) -> Bool {
    b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xC2 || b == 0xE2
}

public func appendJSONString(_ text: String, to out: inout String) {
    var plain = true
    for b in text.utf8 where mayNeedJSONEscape(b) { plain = false; break }
    out.append("\"")
    if plain {
        out.append(text)
    } else {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if controlEscape(scalar) != nil {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }
    out.append("\"")
}

/// A JSON document another writer made (Foundation's `JSONSerialization`, which escapes only
/// C0) with every other character a terminal would act on (`controlEscape`) as a `\u` escape,
/// as `appendJSONString` writes them. Such characters are only ever inside strings.
public func escapingControls(inJSON text: String) -> String {
    guard text.unicodeScalars.contains(where: { controlEscape($0) != nil && $0.value >= 0x7F }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if scalar.value >= 0x7F, controlEscape(scalar) != nil {
            let hex = String(scalar.value, radix: 16)
            out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        } else {
            out.append(scalar)
        }
    }
    return String(out)
}

/// A number for JSON: integers without a fraction, others in Swift's shortest round-trip form.
public func jsonNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
