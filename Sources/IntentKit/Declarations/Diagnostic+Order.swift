extension Diagnostic {
    /// `diagnostics` as compilers print them: by file, in the order of `files` (a path not among them after those,
    /// in the order it first appears), then by line and column. A note stays after the error it explains, even
    /// when it points into another file.
    package static func ordered(_ diagnostics: [Diagnostic], files: [String] = []) -> [Diagnostic] {
        // Every run without a problem asks too: nothing to order.
        guard !diagnostics.isEmpty else { return [] }
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        var rank: [String: Int] = [:]
        // A closure, not the key path `\.[0].location.path`, which the runtime builds on first use.
        for path in files + groups.map({ $0[0].location.path }) where rank[path] == nil { rank[path] = rank.count }
        let keyed = groups.enumerated().map { offset, group in
            let location = group[0].location
            return (key: (rank[location.path] ?? 0, location.line, location.column, offset), group: group)
        }
        return keyed.sorted { $0.key < $1.key }.flatMap(\.group)
    }
}
