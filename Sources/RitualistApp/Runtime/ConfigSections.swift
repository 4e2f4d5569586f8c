import Foundation
import IntentKit

/// The top-level keys of config.yaml and the lines they start on, to tell which section a problem is in.
struct ConfigSections {
    private var starts: [(line: Int, name: String)] = []

    /// Reads `path`'s lines; a line that starts with a key (`hotkeys:`, `week_start: monday`) starts a section.
    init(path: String) {
        guard let text = FileSystem.readText(path) else { return }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let first = line.first, first.isLetter || first == "_",
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
                starts.append((index + 1, key))
            }
        }
    }

    /// The section `problem` stands in: the last key starting at or before its line, or `""` before every key.
    func name(of problem: Diagnostic) -> String {
        starts.last { $0.line <= problem.location.line }?.name ?? ""
    }
}
