extension StringProtocol {
    /// The text cut to its first `limit` characters and `…` when it is longer, so that a message quoting a value
    /// from a file or a command line stays readable however long the value is.
    package func clipped(to limit: Int = 60) -> String {
        var end = startIndex
        for _ in 0..<limit {
            guard end < endIndex else { return String(self) }
            end = index(after: end)
        }
        return end == endIndex ? String(self) : self[..<end] + "…"
    }
}
