/// How many terminal columns text takes, by the Unicode East Asian Width property, the way
/// glibc's `wcwidth` counts it (tables from Unicode 14, as in glibc 2.36): 2 for East Asian Wide
/// and Fullwidth characters (CJK, kana, Hangul, fullwidth forms, most emoji), 0 for controls and
/// marks that draw on the character before them, 1 for everything else (Ambiguous included).
///
/// A `Character` is a whole grapheme: its combining marks, variation selectors and joiners add
/// no width of their own. A grapheme asking for emoji presentation (VS16, U+FE0F) and a flag
/// (two regional indicators) take 2 columns, as terminals draw them.

extension Unicode.Scalar {
    /// The columns this scalar takes on its own: 0, 1 or 2 (controls count 0, not -1).
    public var displayWidth: Int {
        let v = value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0xA0 { return 0 } // DEL and C1 controls
        if v < 0x300 { return 1 } // Latin-1 and Latin Extended (the soft hyphen shows, as in glibc)
        // The dashes, arrows, box drawing, blocks, shapes and symbols every screen draws hold no
        // marks, formats or controls: skip the Unicode property lookup, which costs more than
        // the rest of a frame's drawing.
        if (0x2010...0x2027).contains(v) || (0x2190...0x2BFF).contains(v) { return isWide ? 2 : 1 }
        if isZeroWidth { return 0 }
        return isWide ? 2 : 1
    }

    private var isZeroWidth: Bool {
        let v = value
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true } // Hangul medial vowels, final consonants
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
            return true
        case .format:
            // Prepended concatenation marks (Arabic number signs and the like) show, as in glibc.
            return !prependedConcatenationMarks.contains(v)
        default:
            return false
        }
    }

    private var isWide: Bool {
        let v = value
        guard v >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < wideRanges[mid].0 { high = mid - 1 } else if v > wideRanges[mid].1 { low = mid + 1 } else { return true }
        }
        return false
    }
}

extension Character {
    /// The columns this grapheme takes on a terminal: 0, 1 or 2.
    public var displayWidth: Int {
        let scalars = unicodeScalars
        let first = scalars.first!
        if first.value < 0x7F && scalars.count == 1 { return first.value >= 0x20 ? 1 : 0 }
        let base = first.displayWidth
        if scalars.count > 1 && base > 0 {
            // Emoji presentation asked for with VS16, and flags, take two columns.
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if (0x1F1E6...0x1F1FF).contains(first.value) && scalars.dropFirst().contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) }) { return 2 }
        }
        return base
    }
}

extension StringProtocol {
    /// The columns this text takes on a terminal: the sum of its characters' widths.
    /// Only printable ASCII (no control, no DEL): a column a byte, nearly every text drawn.
    var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    public var displayWidth: Int {
        // Measured a byte a column, without grapheme breaking, when it can be.
        if isPrintableASCII { return utf8.count }
        var total = 0
        for character in self { total += character.displayWidth }
        return total
    }
}

/// Format characters that glibc draws one column wide.
private let prependedConcatenationMarks: Set<UInt32> = [0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD]

/// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 14, with the unassigned code points of
/// the CJK blocks (wide by default), merged across unassigned gaps; plus U+3248–324F and
/// U+4DC0–4DFF, which glibc also draws two columns wide.
private let wideRanges: [(UInt32, UInt32)] = [
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
    (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
    (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
    (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
    (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
    (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
    (0x2E80, 0x303E), (0x3041, 0xA4C6), (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAFF),
    (0xFE10, 0xFE19), (0xFE30, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x1B2FB),
    (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F320),
    (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3),
    (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC),
    (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596),
    (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2),
    (0x1F6D5, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7F0), (0x1F90C, 0x1F93A),
    (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FAF6), (0x20000, 0x3FFFD),
]
