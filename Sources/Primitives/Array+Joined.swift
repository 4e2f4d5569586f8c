extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined(separator:)` gives them, under
    /// a name of its own: it stands beside the standard library's method, never in its place.
    ///
    /// Its generic version, which a call on an array of strings takes, looks the array's iterator type up by its
    /// mangled name the first time a run joins anything, and with it whether `[String]` is a `Collection`: a search
    /// of every protocol conformance in the program, a measurable share of a `ritual streak`.
    /// This one is a member of `Array` itself, and asks nothing of the runtime.
    package func joinedText(separator: String) -> String {
        var count = separator.utf8.count * Swift.max(0, self.count - 1)
        for string in self { count += string.utf8.count }
        var text = ""
        text.reserveCapacity(count)
        for (position, string) in enumerated() {
            if position > 0 { text += separator }
            text += string
        }
        return text
    }
}
