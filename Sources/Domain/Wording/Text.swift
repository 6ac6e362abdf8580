extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    public var trimmingSpaces: String {
        // Most cells have nothing to trim: say so from the bytes, without walking characters.
        let utf8 = self.utf8
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return self }
        let spaceBytes: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        if !spaceBytes(firstByte) && !spaceBytes(lastByte) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
