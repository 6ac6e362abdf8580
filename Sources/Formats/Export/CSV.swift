import Domain

/// RFC 4180 CSV, read from bytes: fields quoted with `"` may hold the delimiter, doubled quotes
/// and line breaks; CRLF or LF ends a record; a UTF-8 byte-order mark is skipped. Records are
/// handed out one at a time with the line they start on, so a big file is never held twice.
public enum CSV {
    /// The delimiter of a file whose header line is `header`: `;` when it has more of them than
    /// commas (Strong for Android in some locales), else `,`.
    public static func delimiter(of bytes: [UInt8]) -> UInt8 {
        var commas = 0, semicolons = 0
        for b in bytes {
            if b == 10 { break }
            if b == UInt8(ascii: ",") { commas += 1 } else if b == UInt8(ascii: ";") { semicolons += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Calls `body` with each record's first line number (from 1) and fields. Blank lines are
    /// skipped. A quote left open, or text right after a closing quote, is refused naming its line.
    public static func forEachRecord(_ bytes: [UInt8], delimiter: UInt8, _ body: (Int, [String]) throws -> Void) throws {
        var strings: [String] = []
        try forEachRecordFields(bytes, delimiter: delimiter) { line, fields in
            strings.removeAll(keepingCapacity: true)
            for i in 0..<fields.count { strings.append(fields.string(i)) }
            try body(line, strings)
        }
    }

    /// `forEachRecord` without a `String` per field: each record's fields as bytes (quotes
    /// undone), for readers that turn into text only the fields they keep.
    public static func forEachRecordFields(_ bytes: [UInt8], delimiter: UInt8, _ body: (Int, CSVFields) throws -> Void) throws {
        let quote = UInt8(ascii: "\""), cr: UInt8 = 13, lf: UInt8 = 10
        var record = CSVFields()
        try bytes.withUnsafeBufferPointer { bytes in
            var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var line = 1
            let n = bytes.count
            var recordLine = 1
            while i < n {
                recordLine = line
                record.bytes.removeAll(keepingCapacity: true)
                record.ends.removeAll(keepingCapacity: true)
                // One record.
                while true {
                    if i < n && bytes[i] == quote {
                        let openedOn = line
                        i += 1
                        var closed = false
                        while i < n {
                            let b = bytes[i]
                            if b == quote {
                                if i + 1 < n && bytes[i + 1] == quote { record.bytes.append(quote); i += 2; continue }
                                i += 1
                                closed = true
                                break
                            }
                            if b == lf { line += 1 }
                            record.bytes.append(b)
                            i += 1
                        }
                        guard closed else { throw ImportError("Line \(openedOn): a quoted field is never closed.") }
                        record.ends.append(record.bytes.count)
                        if i < n && bytes[i] == cr { i += 1 }
                        if i < n && bytes[i] != delimiter && bytes[i] != lf {
                            throw ImportError("Line \(line): text follows a closing quote; a quote inside a quoted field must be doubled (\"\").")
                        }
                    } else {
                        let start = i
                        while i < n && bytes[i] != delimiter && bytes[i] != lf { i += 1 }
                        var end = i
                        if end > start && bytes[end - 1] == cr { end -= 1 }
                        record.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                        record.ends.append(record.bytes.count)
                    }
                    // After a delimiter a field follows, empty at the end of the file (read by the
                    // next turn of the loop, so it is counted once).
                    if i < n && bytes[i] == delimiter { i += 1; continue }
                    if i < n && bytes[i] == lf { i += 1; line += 1 }
                    break
                }
                if record.ends.count == 1 && record.ends[0] == 0 { continue }
                try body(recordLine, record)
            }
        }
    }

    /// One field for a CSV file: quoted when it holds the delimiter, a quote or a line break.
    public static func field(_ text: String, delimiter: Character = ",") -> String {
        guard text.contains(where: { $0 == delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = "\""
        for c in text { if c == "\"" { out += "\"\"" } else { out.append(c) } }
        return out + "\""
    }
}

/// One record's fields: their bytes one after another, quotes undone, and where each ends.
public struct CSVFields {
    public internal(set) var bytes: [UInt8] = []
    public internal(set) var ends: [Int] = []

    public var count: Int { ends.count }

    /// Where field `i` lies in `bytes`.
    @inline(__always) public func range(_ i: Int) -> Range<Int> { (i == 0 ? 0 : ends[i - 1])..<ends[i] }

    /// Field `i` as text (invalid UTF-8 replaced, as `String(decoding:as:)` does).
    public func string(_ i: Int) -> String { String(decoding: bytes[range(i)], as: UTF8.self) }
}
