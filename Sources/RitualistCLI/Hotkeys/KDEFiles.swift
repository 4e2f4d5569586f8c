/// The KDE export is one desktop file per binding, each announced by a `# file: NAME` line.
enum KDEFiles {
    static func split(_ lines: [String]) -> [(name: String, lines: [String])] {
        var files: [(name: String, lines: [String])] = []
        for line in lines {
            if line.hasPrefix("# file: ") {
                files.append((String(line.dropFirst("# file: ".count)), []))
            } else if !files.isEmpty, !line.isEmpty, !line.hasPrefix("# Ritual: ") {
                files[files.count - 1].lines.append(line)
            }
        }
        return files
    }
}
