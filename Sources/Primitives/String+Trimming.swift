extension StringProtocol {
    /// The text without leading and trailing white space and line breaks (Unicode's `White_Space`).
    package var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex { !$0.properties.isWhitespace } ?? first
        return String(self[first..<scalars.index(after: last)])
    }
}

extension String {
    /// The text without the spaces (U+0020) it ends with. Found byte by byte: removing them a `Character` at a time
    /// cost a line of a table some 4,000 instructions of grapheme breaking.
    package var trimmingTrailingSpaces: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        return end == bytes.endIndex ? self : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
