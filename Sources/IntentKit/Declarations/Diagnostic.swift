/// One problem found in a declaration, reported the way compilers report them.
///
/// ```
/// intents/LogWater.yaml:7:11: error: unknown parameter type 'datetime' (expected one of: string, …)
///     type: datetime
///           ^
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How much a diagnostic weighs: an error fails the file; a warning is reported and fails nothing; a note
    /// points at a place the error before it names.
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Where the problem is.
    package let location: SourceLocation
    /// Whether it is an error or a note.
    package let severity: Severity
    /// What is wrong and what was expected, in lowercase as compilers write it.
    package let message: String
    /// The source line the location points into, without its newline, when there is one.
    package let sourceLine: String?

    /// A diagnostic at `location`, with the source line to show under its header.
    package init(location: SourceLocation, severity: Severity = .error, message: String, sourceLine: String?) {
        self.location = location
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The header line alone: `path:line:column: error: message`.
    package var header: String { "\(location): \(severity.rawValue): \(message)" }

    /// The header, the offending line and a caret under the column.
    ///
    /// A line longer than `Diagnostic.window` columns is shown as a window of that many around the caret, with `…`
    /// where it is cut, so that a hostile half-megabyte line is not echoed whole.
    public var description: String {
        guard let sourceLine else { return header }
        let scalars = Array(sourceLine.unicodeScalars)
        let caret = min(max(0, location.column - 1), scalars.count)
        var start = 0, end = scalars.count
        if scalars.count > Diagnostic.window {
            start = max(0, min(caret - Diagnostic.window / 2, scalars.count - Diagnostic.window))
            end = start + Diagnostic.window
        }
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var padding = String(scalars[start..<caret].map { $0 == "\t" ? "\t" : " " })
        if start > 0 {
            shown = "…" + shown
            padding = " " + padding
        }
        if end < scalars.count { shown += "…" }
        return header + "\n" + shown + "\n" + padding + "^"
    }

    /// The most columns of a source line a diagnostic shows.
    package static let window = 100
}

/// Every diagnostic found in one or more declaration files.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, in the order they were found.
    package let diagnostics: [Diagnostic]

    /// A list of `diagnostics`.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// How many of the diagnostics are errors.
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The diagnostics, each with its line and caret, one after the other.
    package var description: String { diagnostics.map(\.description).joinedText(separator: "\n") }
}
