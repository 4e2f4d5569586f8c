import IntentKit

/// `ritual check --json`: every diagnostic with where it stands, for editors and CI.
package enum CheckReport {
    package static func json(_ result: DeclarationCheck.Result, plugins: [(path: String, message: String)] = [])
        -> JSONValue
    {
        let errors = result.errorCount + plugins.count
        let entries =
            result.diagnostics.map { diagnostic in
                entry(
                    file: .string(diagnostic.location.path), line: .int(diagnostic.location.line),
                    column: .int(diagnostic.location.column), severity: diagnostic.severity.rawValue,
                    message: diagnostic.message)
            }
            + result.wiring.map {
                entry(file: .null, line: .null, column: .null, severity: "error", message: $0.description)
            }
            + plugins.map {
                entry(file: .string($0.path), line: .null, column: .null, severity: "error", message: $0.message)
            }
        return .object([
            ("ok", .bool(errors == 0)), ("intents", .int(result.load.catalog.declarations.count)),
            ("files", .int(result.files)),
            ("diagnostics", .array(entries)),
        ])
    }

    private static func entry(
        file: JSONValue, line: JSONValue, column: JSONValue, severity: String, message: String
    ) -> JSONValue {
        .object([
            ("file", file), ("line", line), ("column", column), ("severity", .string(severity)),
            ("message", .string(message)),
        ])
    }
}
