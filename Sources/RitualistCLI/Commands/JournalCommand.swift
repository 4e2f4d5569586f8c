import ArgumentParser
import IntentKit
import RitualistDesktop

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show the newest runs: what ran, with which parameters, how it ended.")

    @Option(name: .shortAndLong, help: "How many records to show.")
    var limit = 20

    @Flag(help: "Print the records as a JSON array: each line's UTC time, then its localTime with the offset.")
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
                Output.json(.array(records.map { JournalRenderer.json($0, zone: Console.current.zone) }))
                return
            }
            Output.lines(JournalRenderer.lines(records, zone: Console.current.zone))
        }
    }
}
