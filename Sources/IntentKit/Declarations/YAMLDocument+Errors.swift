import Primitives
import Yams

extension YAMLDocument {
    /// The line, column and message of an error libyaml or the composer reported.
    static func describe(_ error: Error, lines: [Substring]) -> (line: Int, column: Int, message: String) {
        guard let error = error as? YamlError else { return (1, 1, "cannot read YAML: \(error)") }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            return (mark.line, mark.column, syntaxMessage(problem: problem, context: context))
        case let .reader(problem, offset, _, yaml):
            let (line, column) = position(ofCharacter: offset ?? 0, in: yaml)
            return (line, column, "cannot read the file: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? "?"
            let first = context.mark
            if let second = secondOccurrence(of: key, after: first, lines: lines) {
                return (second.line, second.column, "duplicate key '\(key)' (first defined at line \(first.line))")
            }
            return (first.line, first.column, "duplicate key '\(key)'")
        default:
            return (1, 1, "cannot read YAML: \(error)")
        }
    }

    private static func syntaxMessage(problem: String, context: YamlError.Context?) -> String {
        if problem.contains("Maximum nesting level") { return "nesting is deeper than libyaml's limit" }
        guard let context else { return "invalid YAML: \(problem)" }
        return "invalid YAML: \(problem) (\(context.text) at line \(context.mark.line))"
    }

    /// The repeated key: the next line after the first one that starts with the same key at the same column.
    private static func secondOccurrence(of key: String, after first: Mark, lines: [Substring])
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

    private static func position(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
