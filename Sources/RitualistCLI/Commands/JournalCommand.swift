import ArgumentParser
import IntentKit

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show the newest runs: what ran, with which parameters, how it ended.")

    @Option(name: .shortAndLong, help: "How many records to show.")
    var limit = 20

    @Flag(help: "Print the records as a JSON array.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1; got \(limit).") }
    }

    func run() throws {
        try reportingFailures {
            let context = try Console.current.runtime()
            let journal = Journal(path: context.paths.journal)
            let reading = journal.reading(limit: limit)
            let records = reading.records
            // Runs the journal could not take are said once, here, even when the journal file has been fixed since.
            if let unrecorded = journal.unrecorded() {
                Output.error("warning: \(unrecorded)")
                journal.forgetUnrecorded()
            }
            if let note = reading.damageNote { Output.error("note: \(note).") }
            if json {
                Output.json(.array(records.map(\.json)))
                return
            }
            guard !records.isEmpty else {
                Output.line("The journal is empty: nothing has run yet.")
                return
            }
            for record in records {
                let state = record.ok ? "ok" : "✗ \(record.errorCase ?? "error")"
                let parameters = record.parameters.objectValue?.map { "\($0.0)=\(display($0.1))" }.joined(
                    separator: " ")
                var line = "\(record.time)  \(record.intent)"
                if let parameters, !parameters.isEmpty { line += " " + parameters }
                line += "  \(state)  \(JSONValue.format((record.durationMs * 10).rounded() / 10)) ms  (\(record.mode))"
                Output.line(line)
                if let message = record.message { Output.line("    " + message) }
            }
        }
    }

    private func display(_ value: JSONValue) -> String {
        value["name"]?.stringValue ?? value.literal
    }
}
