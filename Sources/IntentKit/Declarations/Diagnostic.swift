/// One problem found in a declaration, reported the way compilers report them.
///
/// ```
/// intents/LogWater.yaml:7:11: error: unknown parameter type 'datetime' (expected one of: string, …)
///     type: datetime
///           ^
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, note
    }

    public let location: SourceLocation
    public let severity: Severity
    public let message: String
    /// The source line the location points into, without its newline, when there is one.
    public let sourceLine: String?

    public init(location: SourceLocation, severity: Severity = .error, message: String, sourceLine: String?) {
        self.location = location
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The header line alone: `path:line:column: error: message`.
    public var header: String { "\(location): \(severity.rawValue): \(message)" }

    /// The header, the offending line and a caret under the column.
    public var description: String {
        guard let sourceLine else { return header }
        let prefix = sourceLine.unicodeScalars.prefix(max(0, location.column - 1))
        let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
        return header + "\n" + sourceLine + "\n" + padding + "^"
    }
}

/// Every diagnostic found in one or more declaration files.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
