import ArgumentParser
import Foundation
import IntentKit
import RitualistDesktop

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show the newest runs: what ran, with which parameters, how it ended.")

    @Option(name: .shortAndLong, help: "How many records to show.")
    var limit = 20

    @Flag(help: "Print the records as a JSON array: each line's UTC time, then its localTime with the offset.")
    var json = false

    @Flag(help: "Show only the runs a trigger started (a time, or an event after a change).")
    var trigger = false

    @Argument(help: ArgumentHelp("With --trigger: only the runs whose trigger contains this text.", valueName: "text"))
    var text: String?

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1; got \(limit).") }
        if let text, !trigger {
            throw ValidationError("'\(text)' is the text of --trigger; write 'ritual journal --trigger \(text)'.")
        }
    }

    /// Whether `record` is shown: every one, or with --trigger only triggered runs whose trigger contains the text.
    private func shows(_ record: JournalRecord) -> Bool {
        guard trigger else { return true }
        guard let label = record.trigger else { return false }
        return text.map { label.localizedCaseInsensitiveContains($0) } ?? true
    }

    func run() throws {
        try reportingFailures {
            let context = try Console.current.runtime()
            let journal = Journal(path: context.paths.journal)
            let reading = journal.reading(limit: limit, matching: shows)
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
            if trigger, records.isEmpty {
                Output.line("No run started by a trigger" + (text.map { " containing '\($0)'" } ?? "") + ".")
                return
            }
            Output.lines(JournalRenderer.lines(records, zone: Console.current.zone))
        }
    }
}
