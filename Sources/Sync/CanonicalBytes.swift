/// A record's canonical bytes: what a sync orders two versions by when their stamps tie, the
/// same on every machine running this version. Its fields' values in the order they are
/// declared, each by its kind (text as its UTF-8, numbers by their bits, an enum by its raw
/// value or its case), never by how Swift prints the value, which a type may change at will.
/// Unordered collections are in the order of their elements' bytes.
enum CanonicalBytes {
    static func of(_ value: Any) -> [UInt8] {
        var out: [UInt8] = []
        append(value, to: &out)
        return out
    }

    /// Whether `x`'s bytes sort after `y`'s, or equal them.
    static func sortsLast(_ x: Any, _ y: Any) -> Bool { !of(x).lexicographicallyPrecedes(of(y)) }

    private static func append(_ value: Any, to out: inout [UInt8]) {
        switch value {
        case let text as String:
            out.append(UInt8(ascii: "s"))
            appendCount(text.utf8.count, to: &out)
            out += text.utf8
        case let number as Int:
            out.append(UInt8(ascii: "i"))
            appendWord(UInt64(bitPattern: Int64(number)) ^ (1 << 63), to: &out)
        case let number as Double:
            out.append(UInt8(ascii: "d"))
            appendWord(number.bitPattern, to: &out)
        case let flag as Bool:
            out.append(flag ? UInt8(ascii: "T") : UInt8(ascii: "F"))
        case let raw as any RawRepresentable:
            out.append(UInt8(ascii: "r"))
            append(rawValue(of: raw), to: &out)
        default:
            appendMirrored(value, to: &out)
        }
    }

    private static func rawValue<T: RawRepresentable>(of value: T) -> Any { value.rawValue }

    private static func appendMirrored(_ value: Any, to out: inout [UInt8]) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value {
                out.append(UInt8(ascii: "+"))
                append(wrapped, to: &out)
            } else {
                out.append(UInt8(ascii: "-"))
            }
        case .set, .dictionary:
            let elements = mirror.children.map { of($0.value) }.sorted { $0.lexicographicallyPrecedes($1) }
            out.append(UInt8(ascii: "{"))
            appendCount(elements.count, to: &out)
            elements.forEach { out += $0 }
        case .enum:
            // A case with values is named by its label; one without, by its name alone.
            let child = mirror.children.first
            out.append(UInt8(ascii: "e"))
            append(child?.label ?? "\(value)", to: &out)
            if let child { append(child.value, to: &out) }
        default:
            out.append(UInt8(ascii: "("))
            appendCount(mirror.children.count, to: &out)
            mirror.children.forEach { append($0.value, to: &out) }
        }
    }

    private static func appendCount(_ count: Int, to out: inout [UInt8]) { appendWord(UInt64(count), to: &out) }

    private static func appendWord(_ word: UInt64, to out: inout [UInt8]) {
        for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }
}
