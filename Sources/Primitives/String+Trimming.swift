extension StringProtocol {
    /// The text without leading and trailing white space and line breaks (Unicode's `White_Space`).
    package var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex { !$0.properties.isWhitespace } ?? first
        return String(self[first..<scalars.index(after: last)])
    }
}
