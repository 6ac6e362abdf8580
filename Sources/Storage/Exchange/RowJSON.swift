import Formats

extension Row {
    /// The text column at position `i` as a JSON string, or null when it may be and is NULL
    /// (`nullable`); its bytes copied from SQLite when none needs escaping.
    func appendJSON(_ i: Int32, nullable: Bool = false, to out: inout [UInt8]) throws {
        try withText(i) { bytes in
            guard let bytes else {
                if nullable { out.append(contentsOf: "null".utf8); return }
                _ = try requiredString(i)
                return
            }
            if bytes.contains(where: mayNeedJSONEscape) {
                appendJSONString(String(decoding: bytes, as: UTF8.self), to: &out)
            } else {
                out.append(0x22)
                out.append(contentsOf: bytes)
                out.append(0x22)
            }
        }
    }
}

extension JSONObject {
    /// A text column of a row read in place, as it is: an error when it is NULL, unless it may
    /// be (`nullable`: then null).
    mutating func column(_ k: ExportField, _ row: Row, _ i: Int32, nullable: Bool = false) throws {
        try member(k) { try row.appendJSON(i, nullable: nullable, to: &$0) }
    }
}
