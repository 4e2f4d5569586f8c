extension StringProtocol {
    /// The text without leading and trailing white space and newlines.
    package var trimmed: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
