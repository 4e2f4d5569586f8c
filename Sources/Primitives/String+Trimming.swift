extension StringProtocol {
    /// The text without leading and trailing white space and line breaks (Unicode's `White_Space`).
    // Inlinable, so each caller gets it for its own string type: called through the protocol, every `first` and
    // `last` went through witness tables.
    @inlinable
    package var trimmed: String {
        // Most texts start and end with a printable ASCII character: nothing to trim, and no Unicode property
        // looked up (costly for every text).
        let scalars = unicodeScalars
        if let first = scalars.first?.value, let last = scalars.last?.value, (0x21..<0x7F).contains(first),
            (0x21..<0x7F).contains(last)
        {
            return String(self)
        }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex { !$0.properties.isWhitespace } ?? first
        return String(self[first..<scalars.index(after: last)])
    }
}

extension String {
    /// The text without the spaces (U+0020) it ends with. Found byte by byte: removing them a `Character` at a time
    /// made every line of a table pay for grapheme breaking.
    package var trimmingTrailingSpaces: String {
        var text = self
        text.removeTrailingSpaces()
        return text
    }

    /// Removes the spaces (U+0020) the text ends with, in its own storage: a line built in one string (a table's
    /// row) is not copied again to lose its last column's padding.
    package mutating func removeTrailingSpaces() {
        let count = trailingSpaceCount
        guard count > 0 else { return }
        removeSubrange(utf8.index(utf8.endIndex, offsetBy: -count)...)
    }

    /// How many spaces end the text, counted on its UTF-8 bytes (a native string's own buffer).
    private var trailingSpaceCount: Int {
        func count<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Int {
            var count = 0
            var end = bytes.endIndex
            while end > bytes.startIndex {
                end = bytes.index(before: end)
                guard bytes[end] == 0x20 else { break }
                count += 1
            }
            return count
        }
        return utf8.withContiguousStorageIfAvailable(count) ?? count(utf8)
    }
}
