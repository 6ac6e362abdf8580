/// "1 set", "3 sets": a count and its noun, as the screens and the command line write them.
public func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)" + (n == 1 ? "" : "s") }

/// A value from a file, quoted for a message: control characters written as escapes (`\e`,
/// `\n`, `\u{7}`), so a file cannot move the cursor or retitle the terminal, and a long value cut.
public func quotedValue(_ text: String, limit: Int = 40) -> String {
    "'" + escapedText(text, limit: limit) + "'"
}

/// `text` with control characters written as escapes and cut after `limit` characters.
public func escapedText(_ text: String, limit: Int = 40) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count >= limit { out += "…"; break }
        switch scalar.value {
        case 0x1B: out += "\\e"
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0x5C: out += "\\\\"
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return out
}
