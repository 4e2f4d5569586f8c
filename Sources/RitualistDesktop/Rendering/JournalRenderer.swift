import IntentKit

/// What `journal` shows of its records: one line per run (when, what, with which parameters, how it ended, how
/// long it took, in which mode), then the failure's message indented.
package enum JournalRenderer {
    package static func lines(_ records: [JournalRecord]) -> [String] {
        guard !records.isEmpty else { return ["The journal is empty: nothing has run yet."] }
        return records.flatMap { record in
            let state = record.ok ? "ok" : "✗ \(record.errorCase ?? "error")"
            let parameters = record.parameters.objectValue?.map { "\($0.0)=\(display($0.1))" }.joined(
                separator: " ")
            var line = "\(record.time)  \(record.intent)"
            if let parameters, !parameters.isEmpty { line += " " + parameters }
            line += "  \(state)  \(JSONValue.format((record.durationMs * 10).rounded() / 10)) ms  (\(record.mode))"
            if let trigger = record.trigger { line += "  [\(trigger)]" }
            return [line] + (record.message.map { ["    " + $0] } ?? [])
        }
    }

    /// A parameter bound to a record (a habit) by its name, any other by its value.
    private static func display(_ value: JSONValue) -> String {
        value["name"]?.stringValue ?? value.literal
    }
}
