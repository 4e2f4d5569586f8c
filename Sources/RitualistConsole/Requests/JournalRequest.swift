import Foundation
import IntentKit
import RitualistApp

/// What `ritual journal` is asked to show: the newest `limit` records, newest first (with `triggered`, only the runs
/// a trigger started, whose trigger contains `text` when given), as lines or a JSON array, after a word on the runs
/// the journal could not take and on damaged lines it skipped.
package struct JournalRequest {
    package let limit: Int
    package let json: Bool
    /// Only the runs a trigger started.
    package let triggered: Bool
    /// With `triggered`: only the runs whose trigger contains this text (any case).
    package let text: String?

    package init(limit: Int, json: Bool, triggered: Bool = false, text: String? = nil) {
        self.limit = limit
        self.json = json
        self.triggered = triggered
        self.text = text
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let journal = Journal(path: try Console.current.runtime().paths.journal)
            let reading = journal.reading(limit: limit, matching: shows)
            // Runs the journal could not take are said once, here, even when the journal file has been fixed since.
            let unrecorded = journal.unrecorded()
            if let unrecorded {
                Output.error("warning: \(unrecorded)")
                journal.forgetUnrecorded()
            }
            if let note = reading.damageNote { Output.error("note: \(note).") }
            let zone = Console.current.zone
            let records = Array(reading.records.reversed())
            if json {
                Output.json(.array(records.map { JournalRenderer.json($0, zone: zone) }))
            } else if triggered, records.isEmpty {
                Output.line("No run started by a trigger" + (text.map { " containing '\($0)'" } ?? "") + ".")
            } else {
                Output.lines(JournalRenderer.lines(records, zone: zone, lost: unrecorded != nil))
            }
        }
    }

    /// Whether `record` is shown: every one, or when `triggered` only triggered runs whose trigger contains the text.
    private func shows(_ record: JournalRecord) -> Bool {
        guard triggered else { return true }
        guard let label = record.trigger else { return false }
        return text.map { label.localizedCaseInsensitiveContains($0) } ?? true
    }
}
