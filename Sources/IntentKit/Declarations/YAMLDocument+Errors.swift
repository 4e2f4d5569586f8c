import Primitives
import Yams

extension YAMLDocument {
    /// The line, column and message of an error libyaml or the composer reported, placed on `source`'s lines.
    static func describe(_ error: any Error, source: SourceLines) -> (line: Int, column: Int, message: String) {
        guard let error = error as? YamlError else { return (1, 1, "cannot read YAML: \(error)") }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let (line, column) = source.position(line: mark.line, column: mark.column)
            return (line, column, syntaxMessage(problem: problem, context: context, source: source))
        case let .reader(problem, offset, _, yaml):
            let index = yaml.index(yaml.startIndex, offsetBy: offset ?? 0, limitedBy: yaml.endIndex) ?? yaml.endIndex
            let (line, column) = source.position(of: index)
            return (line, column, "cannot read the file: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? "?"
            let first = source.position(line: context.mark.line, column: context.mark.column)
            if let second = secondOccurrence(of: key, after: first, lines: source.lines) {
                let message = "duplicate key '\(key.clipped())' (first defined at line \(first.line))"
                return (second.line, second.column, message)
            }
            return (first.line, first.column, "duplicate key '\(key.clipped())'")
        default:
            return (1, 1, "cannot read YAML: \(error)")
        }
    }

    private static func syntaxMessage(problem: String, context: YamlError.Context?, source: SourceLines) -> String {
        if problem.contains("Maximum nesting level") { return "nesting is deeper than libyaml's limit" }
        guard let context else { return "invalid YAML: \(problem)" }
        let line = source.position(line: context.mark.line, column: context.mark.column).line
        return "invalid YAML: \(problem) (\(context.text) at line \(line))"
    }

    /// The repeated key: the next line after the first one that starts with the same key at the same column.
    private static func secondOccurrence(of key: String, after first: (line: Int, column: Int), lines: [Substring])
        -> (line: Int, column: Int)?
    {
        let indent = first.column - 1
        var number = first.line
        while number < lines.count {
            let line = lines[number]
            number += 1
            let scalars = Array(line.unicodeScalars)
            let leading = scalars.prefix { $0 == " " }.count
            if leading < indent, !line.trimmed.isEmpty, !line.trimmed.hasPrefix("#") { return nil }
            guard leading == indent else { continue }
            let rest = String(String.UnicodeScalarView(scalars.dropFirst(indent)))
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
                if rest.dropFirst(spelling.count).trimmed.hasPrefix(":") { return (number, first.column) }
            }
        }
        return nil
    }
}
