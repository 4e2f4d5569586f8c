import Foundation

/// Sets one single value of config.yaml's text in place: the value's own characters are replaced and every other
/// byte (comments, order, quoting of the rest, the other sections) is kept. A key the text lacks is added: a
/// top-level key at the end, `streak.threshold` under an existing `streak:` (block or flow) or with a new one.
struct ConfigRewrite {
    /// The text being rewritten, as lines without their line breaks.
    private(set) var lines: [String]
    /// Whether the text ends with a line break.
    private var endsWithBreak: Bool

    /// A rewrite of `text`.
    init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        endsWithBreak = text.isEmpty || text.hasSuffix("\n")
        if endsWithBreak { lines.removeLast() }
        self.lines = lines
    }

    /// The text, ending with a line break when it had one or grew.
    var text: String {
        lines.isEmpty ? "" : lines.joinedText(separator: "\n") + (endsWithBreak ? "\n" : "")
    }

    /// Replaces the scalar that starts at `line` and `column` (1-based, in Unicode scalars) with `value`.
    mutating func replaceValue(line: Int, column: Int, with value: String) {
        guard lines.indices.contains(line - 1) else { return }
        let scalars = Array(lines[line - 1].unicodeScalars)
        let start = min(max(column - 1, 0), scalars.count)
        let end = Self.end(of: scalars, from: start)
        var replaced = String.UnicodeScalarView()
        replaced.append(contentsOf: scalars[..<start])
        replaced.append(contentsOf: Self.written(value).unicodeScalars)
        replaced.append(contentsOf: scalars[end...])
        lines[line - 1] = String(replaced)
    }

    /// Adds `key: value` for a key the text lacks.
    mutating func add(_ key: String, _ value: String) {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return append(["\(key): \(Self.written(value))"]) }
        let (section, name) = (parts[0], parts[1])
        guard let index = lines.firstIndex(where: { $0.hasPrefix(section + ":") }) else {
            return append(["\(section):", "  \(name): \(Self.written(value))"])
        }
        let rest = Self.withoutComment(String(lines[index].dropFirst(section.count + 1)))
        if rest.hasPrefix("{"), let open = lines[index].firstIndex(of: "{") {
            let inside = rest.dropFirst().drop { $0 == " " }
            let member = "\(name): \(Self.written(value))" + (inside.hasPrefix("}") ? "" : ", ")
            lines[index].insert(contentsOf: member, at: lines[index].index(after: open))
            return
        }
        let indent =
            lines[(index + 1)...].first { !Self.withoutComment($0).isEmpty }
            .map { String($0.prefix { $0 == " " }) }.flatMap { $0.isEmpty ? nil : $0 } ?? "  "
        lines.insert(indent + "\(name): \(Self.written(value))", at: index + 1)
    }

    private mutating func append(_ added: [String]) {
        lines += added
        endsWithBreak = true
    }

    /// Where the scalar starting at `start` ends: after its closing quote, or before a comment, a flow
    /// indicator or the end of the line, trailing spaces left out.
    private static func end(of scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        var index = start
        switch scalars[start] {
        case "\"":
            index += 1
            while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
            return min(index + 1, scalars.count)
        case "'":
            index += 1
            while index < scalars.count {
                if scalars[index] == "'" {
                    if index + 1 < scalars.count, scalars[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return index + 1
                }
                index += 1
            }
            return index
        default:
            while index < scalars.count, !",}]".unicodeScalars.contains(scalars[index]),
                !(scalars[index] == "#" && index > start && scalars[index - 1] == " ")
            {
                index += 1
            }
            while index > start, scalars[index - 1] == " " || scalars[index - 1] == "\t" { index -= 1 }
            return index
        }
    }

    /// `value` as YAML writes it: plain when it reads back as itself, else double-quoted.
    static func written(_ value: String) -> String {
        let plain =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789%_-.".unicodeScalars.contains($0)
            }
        guard !plain else { return value }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped + "\""
    }

    private static func withoutComment(_ text: String) -> String {
        var result = text
        if let hash = text.range(of: " #") { result = String(text[..<hash.lowerBound]) }
        if result.hasPrefix("#") { result = "" }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
